import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 29 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 29")
struct RecallRound29Tests {
    /// Bitwarden's Italian "%2$s" for the source's second "%1$s" (the code passes one value),
    /// and Element X's Spanish "%1$@" written twice where the source has "%2$@".
    @Test func anArgumentTheSourceLacksOrLosesIsNamed() {
        let source = Placeholder.all(in: "Browser (%1$s) is not trusted: add %1$s"), text = Placeholder.all(in: "Il browser (%1$s) non è affidabile: aggiungi %2$s")
        #expect(PlaceholderMismatch.between(expected: source, actual: text) == .unknownArgument(position: 2, sourcePositions: [1]))
        #expect(PlaceholderMismatch.between(expected: Placeholder.all(in: "%1$@ to %2$@"), actual: Placeholder.all(in: "%1$@ a %1$@")) == .lostArgument(position: 2))
        #expect(PlaceholderMismatch.between(expected: source, actual: Placeholder.all(in: "%1$s … %1$s")) == nil)
    }

    /// Bitwarden's Dutch "\\n\\n" (shown as written) in a text that also lost an annotation the
    /// app may not read: the lost paragraph break (shown as "\n\n") is the finding, not the
    /// markup hint.
    @Test func aTextDefectIsNotHiddenBehindAMarkupHint() throws {
        let source = [("warning", "Your items stay.\\n\\n<annotation link=\"learnMore\">Learn more</annotation>")]
        let findings = try androidTranslationFindings(source, ["nl": ["Je items blijven.\\\\n\\\\nMeer informatie"]], folder: "round29-masked")
            .filter { $0.language == "nl" && $0.key == "warning" }
        #expect(findings.count == 1 && findings.first?.severity != .hint && findings.first?.detail.hasPrefix("1 paragraph, list or edge line break(s)") == true, "\(findings.map(\.detail))")
    }

    /// Element X's Italian `a11y_thread_in_room` for the source's `a11y.thread_in_room`: one key
    /// to us, two to Apple's lookup.
    @Test func anAppleKeySpelledOtherwiseIsFound() throws {
        let findings = try appleOnlyFindings([("en.lproj/Localizable.strings", "\"a11y.thread_in_room\" = \"Thread in %1$@\";\n\"ok\" = \"OK\";\n"),
                                              ("it.lproj/Localizable.strings", "\"a11y_thread_in_room\" = \"Discussione in %1$@\";\n\"ok\" = \"OK\";\n")],
                                             folder: "round29-apple-key").filter { $0.detail.hasPrefix("stored under") }
        #expect(findings.map(\.language) == ["it"] && findings.first?.detail.contains("where the source's key is \"a11y.thread_in_room\"") == true, "\(findings)")
    }

    /// Nextcloud's Swedish "Ja" for both "Yes" and "No"; Wikipedia's Swedish "Stäng av…" (turn
    /// off) for "Turn on…": opposite words, not only prefixes.
    @Test func oppositeWordsAreOpposites() throws {
        #expect(CatalogChecker.areOpposites("yes", "no") && CatalogChecker.areOpposites("turn on game notifications?", "turn off game notifications?"))
        #expect(!CatalogChecker.areOpposites("yes", "yes") && !CatalogChecker.areOpposites("turn on", "turn it on"))
        let source = [("common_yes", "Yes"), ("common_no", "No"), ("ok", "OK")]
        var languages: [String: [String]] = ["sv": ["Ja", "Ja", "OK"]]
        for language in ["de", "es", "fr", "it", "nl", "pl"] { languages[language] = ["Yes (\(language))", "No (\(language))", "OK"] }
        let findings = try androidTranslationFindings(source, languages, folder: "round29-yes-no").filter { $0.detail.contains("opposites:") }
        #expect(findings.map(\.language) == ["sv"], "\(findings)")
    }
}
