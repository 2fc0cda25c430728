import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 37 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 37")
struct RecallRound37Tests {
    /// Bitwarden's Dutch `four_hours` = "1 uur", the text of `one_hour` (and of
    /// `flight_recorder_one_hour`, the same source): "1 hour" and "4 hours" are one text with
    /// other numbers. "1 day" beside "24 hours" says one thing in other words.
    @Test func aNumberPastedBetweenSingularAndPluralIsFound() throws {
        let source = [("one_hour", "1 hour"), ("four_hours", "4 hours"), ("recorder_one_hour", "1 hour"), ("one_day", "1 day"), ("day_hours", "24 hours")]
        let findings = try androidTranslationFindings(source, ["nl": ["1 uur", "1 uur", "1 uur", "1 dag", "24 uur"],
                                                               "pl": ["1 godzina", "4 godziny", "1 godzina", "1 dzień", "1 dzień"]],
                                                      folder: "round37-number-paste").filter { $0.detail.contains("translation here (its source") }
        #expect(languagesAndKeys(findings) == ["nl four_hours"], "\(findings)")
        #expect(CatalogChecker.numberlessForm("4 hours") == CatalogChecker.numberlessForm("1 hour"))
        #expect(CatalogChecker.numberlessForm("24 hours") != CatalogChecker.numberlessForm("1 day"))
    }

    /// Mastodon's Italian "**%@*." for "**%@**.": a lone Markdown marker shows as written.
    /// German's gender star ("Moderator*innen") and a masked password ("*****") are none.
    @Test func anUnbalancedEmphasisIsFound() {
        #expect(TextShapeCheck.unbalancedEmphasis("the **%@** moderators.", "i moderatori di **%@*.") == "**")
        #expect(TextShapeCheck.unbalancedEmphasis("the **%@** moderators.", "die Moderator*innen von **%@**.") == nil)
        #expect(TextShapeCheck.unbalancedEmphasis("*****", "******") == nil)
        #expect(TextShapeCheck.unbalancedEmphasis("a __b__ c", "a __b_ c") == "__")
    }

    /// Home Assistant's Japanese upgrade error whose sentences were swapped with their
    /// unnumbered arguments: the bracketed version is now the second argument, where every
    /// other translation brackets the first. Numbered arguments may move freely.
    @Test func unnumberedArgumentsBracketedInAnotherOrderAreFound() throws {
        #expect(CatalogChecker.unnumberedArgumentMarks("Version ( %@ ) is old, upgrade to %@.") == ["(…)", "plain"])
        #expect(CatalogChecker.unnumberedArgumentMarks("No account “%@” on %@") == ["“…”", "plain"])
        #expect(CatalogChecker.unnumberedArgumentMarks("%1$@ (%2$@)") == nil)
        let source = "\"upgrade\" = \"Your version (%@) is too old, upgrade to at least %@.\";\n"
        var files = [("en.lproj/Localizable.strings", source)]
        for language in ["de", "fr", "it", "es", "nl", "zh-Hans", "ko"] {
            files.append(("\(language).lproj/Localizable.strings", "\"upgrade\" = \"Version (%@) \(language), %@ \(language).\";\n"))
        }
        files.append(("ja.lproj/Localizable.strings", "\"upgrade\" = \"バージョン %@ にアップグレード。バージョン (%@) が古すぎます。\";\n"))
        files.append(("sv.lproj/Localizable.strings", "\"upgrade\" = \"Uppgradera till %2$@: versionen (%1$@) är för gammal.\";\n"))
        let findings = try appleOnlyFindings(files, folder: "round37-rebracketed").filter { $0.detail.contains("are marked") }
        #expect(languagesAndKeys(findings) == ["ja upgrade"], "\(findings)")
    }
}
