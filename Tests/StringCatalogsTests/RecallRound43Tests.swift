import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 43 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 43")
struct RecallRound43Tests {
    /// Nextcloud's Swedish "Oldest first" reading "Nyaste först", "Newest first"'s text (round
    /// 43): "oldest" and "newest", "ascending" and "descending" are opposites.
    @Test func oldestAndNewestAreOpposites() throws {
        #expect(CatalogChecker.areOpposites("oldest first", "newest first") && CatalogChecker.areOpposites("sort ascending", "sort descending"))
        let source = [("sort_newest_first", "Newest first"), ("sort_oldest_first", "Oldest first")]
        var languages: [String: [String]] = ["sv": ["Nyaste först", "Nyaste först"]]
        for language in ["de", "es", "fr", "it", "nl", "pl"] { languages[language] = ["Newest (\(language))", "Oldest (\(language))"] }
        let findings = try androidTranslationFindings(source, languages, folder: "round43-oldest").filter { $0.detail.contains("opposites:") }
        #expect(findings.map(\.language) == ["sv"], "\(findings)")
    }

    /// Nextcloud's Brazilian "UploadAutomático" for the default upload folder "/AutoUpload"
    /// (round 43): the path's "/" that 41 of 42 translations keep first is lost. A source's
    /// "#" that half the translations move is theirs to move.
    @Test func aLostLeadingSignIsFound() throws {
        let source = [("auto_upload_path", "/AutoUpload"), ("tag_hint", "#tag in a post")]
        var texts: [String: [String]] = [:]
        for (index, language) in ["de", "fr", "it", "nl", "pl", "sv"].enumerated() {
            texts[language] = ["/AutoUpload-\(language)", index % 2 == 0 ? "#tag (\(language))" : "a #tag (\(language))"]
        }
        texts["pt-rBR"] = ["UploadAutomático", "a #tag (pt)"]
        let findings = try androidTranslationFindings(source, texts, folder: "round43-leading-sign").filter { $0.detail.contains("does not start with") }
        #expect(languagesAndKeys(findings) == ["pt-BR auto_upload_path"], "\(findings)")
    }

    /// Nextcloud's Dutch "…uploads worden geann", cut inside "geannuleerd" (round 43), where
    /// ten of eleven translations end the sentence: Dutch drops the full stop of most of its
    /// sentences, so "a dropped stop?" is not asked of it, and the cut word is.
    @Test func aWordCutOffInALanguageThatDropsStopsIsFound() throws {
        let source = [("delete_description", "This will remove the folder. Any unfinished uploads will be canceled.")]
            + (1...6).map { ("sentence\($0)", "This is sentence number \($0).") } + [("canceled_one", "Upload one canceled"), ("canceled_two", "Upload two canceled")]
        var texts: [String: [String]] = [:]
        for language in ["de", "es", "fr", "it", "pl", "sv", "da", "fi", "cs", "pt"] { texts[language] = source.map { "\($0.1) \(language)." } }
        texts["nl"] = ["Hierdoor wordt de map verwijderd. Onvoltooide uploads worden geann"] + (1...6).map { "Dit is zin nummer \($0)" }
            + ["Upload een geannuleerd", "Upload twee geannuleerd"]
        let findings = try androidTranslationFindings(source, texts, folder: "round43-cut-word").filter { $0.detail.hasPrefix("cut off inside a word") }
        #expect(languagesAndKeys(findings) == ["nl delete_description"], "\(findings)")
    }
}
