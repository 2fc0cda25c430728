import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 48 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 48")
struct RecallRound48Tests {
    /// Nextcloud's Brazilian `downloader_download_succeeded_content` reading "Não foi possível
    /// baixar %1$s", the failure's text (round 48): keys whose names differ by "succeeded" and
    /// "failed" are opposites, whatever words their texts use ("%1$s downloaded", "Could not
    /// download %1$s"). Two keys that merely share a name part are not paired.
    @Test func keysNamedSucceededAndFailedAreOpposites() throws {
        let source = [("download_succeeded_content", "%1$s downloaded"), ("download_failed_content", "Could not download %1$s"),
                      ("upload_succeeded_title", "Upload"), ("upload_title", "Upload")]
        var texts: [String: [String]] = ["pt-rBR": ["Não foi possível baixar %1$s", "Não foi possível baixar %1$s", "Envio", "Envio"]]
        for language in ["de", "es", "fr", "it", "nl", "pl"] {
            texts[language] = ["%1$s done (\(language))", "%1$s failed (\(language))", "Upload (\(language))", "Upload (\(language))"]
        }
        #expect(CatalogChecker.keysNamedAsOpposites([
            "a_succeeded_b": CatalogString(key: "a_succeeded_b", value: .text("Done"), location: SourceLocation(file: "f", line: 1)),
            "a_failed_b": CatalogString(key: "a_failed_b", value: .text("Failed"), location: SourceLocation(file: "f", line: 2)),
        ]) == [["a_failed_b", "a_succeeded_b"]])
        let findings = try androidTranslationFindings(source, texts, folder: "round48-succeeded-failed").filter { $0.detail.contains("opposites:") }
        #expect(languagesAndKeys(findings) == ["pt-BR download_succeeded_content"], "\(findings)")
    }
}
