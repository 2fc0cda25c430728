import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 66 fixed with it (issue #18).
@Suite("Recall round 66")
struct RecallRound66Tests {
    static let keepers = ["de", "es", "it", "nl", "pl", "sv", "da", "pt", "ro", "cs", "tr", "hu"]

    /// Nextcloud's Japanese Wi-Fi option holding the charging option's "充電中のみアップロード"
    /// (round 66): "Wi-Fi", which the key's translations and Japanese's other texts keep, is
    /// missing (five translations write "WiFi": the same letters), and the text is another
    /// key's. Not judged: French "…en réseau sans fil illimité", which spells it out and is no
    /// other key's text.
    @Test func aKeptWordLostWithAnotherKeysTextIsFound() throws {
        let source = [("upload_on_wifi", "Only upload on unmetered Wi-Fi"), ("upload_on_charging", "Only upload when charging"),
                      ("wifi_first", "Please turn on Wi-Fi first"), ("wifi_off", "Your Wi-Fi is off")]
        var texts: [String: [String]] = [:]
        for language in Self.keepers + ["ja", "fr"] {
            texts[language] = ["\(language) nur Wi-Fi hochladen", "\(language) nur beim Laden", "\(language) bitte Wi-Fi an", "\(language) Wi-Fi aus"]
        }
        // (Five write it "WiFi": one word, letters alike.)
        for language in Self.keepers.prefix(5) { texts[language]![0] = "\(language) nur WiFi hochladen" }
        texts["ja"]![0...1] = ["充電中のみアップロード", "充電中のみアップロード"]
        texts["fr"]![0] = "Envoyer seulement en réseau sans fil illimité"
        let findings = try androidTranslationFindings(source, texts, folder: "round66-kept-word").filter { $0.detail.contains("of the source is missing here") }
        #expect(languagesAndKeys(findings) == ["ja upload_on_wifi"], "\(findings)")
    }

    /// Wikipedia's Brazilian "Selecionar um arquivo do Wikidata" for "Select a file from
    /// Wikimedia Commons" (round 66): another name the source writes elsewhere ("About
    /// Wikidata", kept by the languages that write the Latin script, whatever the others
    /// transliterate) stands where the kept "Commons" was.
    @Test func aKeptWordReplacedByAnotherNameIsFound() throws {
        let source = [("search_commons", "Select a file from Wikimedia Commons"), ("browse_commons", "Browse the Wikimedia Commons archive"),
                      ("upload_commons", "Upload it to Wikimedia Commons"), ("about_wikidata", "About Wikidata")]
        var texts: [String: [String]] = [:]
        for language in Self.keepers {
            texts[language] = ["\(language) Datei aus Wikimedia Commons", "\(language) Wikimedia Commons durchsuchen", "\(language) zu Wikimedia Commons", "\(language) über Wikidata"]
        }
        // (Languages of other scripts transliterate "Wikidata": no vote on whether it is a name.)
        for language in ["ru", "uk", "bg", "el", "he", "ar", "fa", "hi", "th", "ka", "hy", "ja", "ko", "zh"] {
            texts[language] = ["\(language) Datei aus Wikimedia Commons", "\(language) Wikimedia Commons durchsuchen", "\(language) zu Wikimedia Commons", "о Викиданных"]
        }
        texts["pt"]![0] = "Selecionar um arquivo do Wikidata"
        let findings = try androidTranslationFindings(source, texts, folder: "round66-another-name").filter { $0.detail.contains("of the source is missing here") }
        #expect(languagesAndKeys(findings) == ["pt search_commons"], "\(findings)")
        #expect(findings.first?.detail.contains("names \"Wikidata\"") == true, "\(findings)")
    }

    /// ownCloud's Italian "Vuoi davvero rimuovere %1$s?", the file prompt's text, under
    /// "…%1$s and its contents?" (round 65): a text shorter than both sources' usual length
    /// still drops the clause; one text cannot say both.
    @Test func aClauseDroppedInACompactTextIsFound() throws {
        let filler = (1...30).map { ("filler\($0)", "Plain words for number \($0)") }
        let source = [("remove_file", "Do you really want to remove %1$s?"), ("remove_folder", "Do you really want to remove %1$s and its contents?")] + filler
        var texts: [String: [String]] = [:]
        for (index, language) in RecallRound51Tests.voters.enumerated() {
            texts[language] = ["Wirklich \(language) %1$s entfernen \(index)?", "Wirklich \(language) %1$s und Inhalt entfernen \(index)?"]
                + filler.map { "Schlichte Wörter \($0.0) \(language)" }
        }
        texts["it"]![0...1] = ["Rimuovere %1$s?", "Rimuovere %1$s?"]
        let findings = try androidTranslationFindings(source, texts, folder: "round66-clause-compact").filter { $0.detail.contains("characters fit the other source") }
        #expect(languagesAndKeys(findings) == ["it remove_folder"], "\(findings)")
    }
}
