import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 85 fixed after it (issue #18).
@Suite("Recall round 85")
struct RecallRound85Tests {
    /// Nextcloud's Greek "Υπάρχει ήδη ο φάκελος ownCloud" for "Nextcloud folder already exists"
    /// (round 85): a word in Latin letters standing where the app's name was, in a text of
    /// another script. Not: the name kept, nor phrased away ("Ο φάκελος υπάρχει ήδη").
    @Test func anotherLatinNameInTheAppsPlaceIsFound() throws {
        let source = [("app_name", "Nextcloud"), ("folder_exists", "Nextcloud folder already exists")]
        for (text, expected) in [("Υπάρχει ήδη ο φάκελος ownCloud", ["el folder_exists"]), ("Υπάρχει ήδη ο φάκελος Nextcloud", []), ("Ο φάκελος υπάρχει ήδη", [])] {
            var texts: [String: [String]] = [:]
            for language in RecallRound73Tests.manyVoters where language != "el" { texts[language] = ["Nextcloud", "\(language) Nextcloud folder"] }
            texts["el"] = ["Nextcloud", text]
            let findings = try androidTranslationFindings(source, texts, folder: "round85-latin-name").filter { $0.detail.contains("stands in its place") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        #expect(CatalogChecker.latinWordInstead(in: "Υπάρχει ήδη ο φάκελος WebDAV", name: "Nextcloud", source: "WebDAV folder", others: []) == nil)
        #expect(CatalogChecker.latinWordInstead(in: "HomeAssistantフロントエンドを使用してオーディオを録音します。", name: "Home Assistant", source: "Your Home Assistant frontend", others: []) == nil)
        #expect(CatalogChecker.latinWordInstead(in: "OpenHABフロントエンドを使用してオーディオを録音します。", name: "Home Assistant", source: "Your Home Assistant frontend", others: []) == "OpenHAB")
    }
}
