import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 36 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 36")
struct RecallRound36Tests {
    /// ownCloud's German "Nextcloud-Servern" for "ownCloud servers" (another product's name
    /// from a translation memory): a capitalized word no other German text writes, where the
    /// source's name was. A noun the source writes elsewhere ("Servern" of "Servers"), and a
    /// sentence's first word, are none.
    @Test func anotherProductsNameWhereTheAppsWasIsFound() throws {
        let phrases = ["Connect to all your ownCloud servers", "Open ownCloud", "ownCloud files", "About ownCloud", "ownCloud settings", "Use ownCloud actions"]
        let source = [("app_name", "ownCloud")] + phrases.enumerated().map { ("phrase\($0.offset)", $0.element) } + [("servers", "Servers"), ("hint", "Check the server")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "es", "nl", "sv", "da", "fi", "pl", "cs", "ru"] {
            texts[language] = ["ownCloud"] + phrases.indices.map { "ownCloud \(language) \($0) text" } + ["Servern \(language)", "Server \(language)"]
        }
        texts["de"]![1] = "Mit all deinen Nextcloud-Servern verbinden"
        texts["fr"]![2] = "Ouvrir. Parfaitement ouvert"
        texts["it"]![3] = "File di Servern"
        let findings = try androidTranslationFindings(source, texts, folder: "round36-foreign-name").filter { $0.detail.contains("another product's name") }
        #expect(languagesAndKeys(findings) == ["de phrase0"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("the name \"ownCloud\" is \"Nextcloud\" here") == true, "\(findings)")
        #expect(CatalogChecker.namesWithinSentences("Open the file. Use ownCloud actions in Shortcuts, Home Assistant") == ["ownCloud", "Shortcuts", "Home"])
    }

    /// Bitwarden's German "%2$s verschoben nach %1$s" for "%1$s moved to %2$s", where all 63
    /// other translations keep the order; French "Téléversement de %2$s : %1$d%%" beside
    /// Italian "Caricamento di %2$s" keeps its word before its argument, and is right.
    @Test func aSwapAgainstEveryOtherTranslationIsFound() throws {
        let source = [("moved", "%1$s moved to %2$s."), ("upload", "%1$d%% Uploading %2$s")]
        var texts: [String: [String]] = [:]
        let others = ["fr", "it", "es", "pt", "ca", "ro", "nl", "sv", "da", "nb", "pl", "cs", "sk", "ru", "uk", "fi", "hu", "tr", "ja", "ko", "et", "lt"]
        for language in others { texts[language] = ["%1$s \(language) zu %2$s.", "%1$d%% \(language) di %2$s"] }
        texts["de"] = ["%2$s verschoben nach %1$s.", "%1$d%% Hochladen %2$s"]
        texts["fr"]![1] = "Téléversement de %2$s : %1$d%%"
        let findings = try androidTranslationFindings(source, texts, folder: "round36-unanimous-order").filter { $0.detail.contains("traded places") }
        #expect(languagesAndKeys(findings) == ["de moved"], "\(findings)")
    }

    /// Nextcloud's Dutch `trashbin_file_not_deleted` with `trashbin_file_not_restored`'s
    /// sentence ("…kon niet worden hersteld!"): Dutch writes "verwijderd" in its other texts
    /// saying "deleted". A language writing both alike with a form of the deleted side's word
    /// ("entfernten" beside "entfernt") is not blamed on that side.
    @Test func aSiblingsSentenceIsFound() throws {
        let source = [("file_not_deleted", "File %1$s could not be deleted!"), ("file_not_restored", "File %1$s could not be restored!"),
                      ("task_deleted", "Task deleted"), ("passcode_deleted", "Passcode deleted"), ("files_deleted", "Files could not be deleted permanently!"),
                      ("deleted_files", "Deleted files"), ("open", "Open the file"), ("close", "Close the file"), ("share", "Share the file"), ("copy", "Copy the file")]
            + (1...60).map { ("filler\($0)", "Another text \($0)") }
        var texts: [String: [String]] = [:]
        for language in ["fr", "it", "es", "pl", "sv", "da", "fi", "cs", "sk", "ro", "hu"] {
            texts[language] = ["Fichier %1$s \(language) supprimé", "Fichier %1$s \(language) restauré"] + source.dropFirst(2).map { "\($0.1) \(language)" }
        }
        let dutchRest = ["Taak verwijderd", "Toegangscode verwijderd", "Bestanden konden niet worden verwijderd!", "Verwijderde bestanden",
                         "Open het bestand", "Sluit het bestand", "Deel het bestand", "Kopieer het bestand"] + (1...60).map { "Andere tekst \($0)" }
        texts["nl"] = ["Bestand %1$s kon niet worden hersteld!", "Bestand %1$s kon niet worden hersteld!"] + dutchRest
        texts["de"] = ["Datei %1$s nicht entfernten", "Datei %1$s nicht entfernten", "Aufgabe entfernt", "Code entfernt", "Dateien nicht entfernt!", "Entfernte Dateien",
                       "Datei öffnen", "Datei schließen", "Datei teilen", "Datei kopieren"] + (1...60).map { "Anderer Text \($0)" }
        let findings = try androidTranslationFindings(source, texts, folder: "round36-sibling-sentence").filter { $0.detail.contains("sibling's sentence") }
        #expect(languagesAndKeys(findings) == ["nl file_not_deleted"], "\(findings)")
    }

    /// Nextcloud's German "%1$d Element" as both forms of "%1$d item(s)", where German writes
    /// "Elemente" for the source's "items" elsewhere; "%1$d Ordner", one word for both, is
    /// German's way, and a language that keeps the singular after numbers (no plural of its
    /// own lengthens the counted word) is not judged.
    @Test func anOtherFormLeftSingularIsFound() throws {
        let counted = [("hours", "%d hour", "%d hours", "%d Stunde", "%d Stunden"), ("minutes", "%d minute", "%d minutes", "%d Minute", "%d Minuten"),
                       ("files", "%d file", "%d files", "%d Datei", "%d Dateien"), ("events", "%d event", "%d events", "%d Termin", "%d Termine"),
                       ("entries", "%d entry", "%d entries", "%d Eintrag", "%d Einträge"), ("days", "%d day", "%d days", "%d Tag", "%d Tage"),
                       ("weeks", "%d week", "%d weeks", "%d Woche", "%d Wochen"), ("years", "%d year", "%d years", "%d Jahr", "%d Jahre"),
                       ("months", "%d month", "%d months", "%d Monat", "%d Monate"), ("seconds", "%d second", "%d seconds", "%d Sekunde", "%d Sekunden"),
                       ("votes", "%d vote", "%d votes", "%d Stimme", "%d Stimmen"), ("replies", "%d reply", "%d replies", "%d Antwort", "%d Antworten"),
                       ("items", "%1$d item", "%1$d items", "%1$d Element", "%1$d Element"), ("folders", "%1$d folder", "%1$d folders", "%1$d Ordner", "%1$d Ordner")]
        let texts = [("no_items", "No items", "Keine Elemente"), ("select_items", "Select items", "Elemente auswählen"), ("items_gone", "The items are gone", "Die Elemente sind weg"),
                     ("no_folders", "No folders", "Keine Ordner"), ("all_folders", "All folders", "Alle Ordner"), ("new_folders", "New folders", "Neue Ordner")]
        let sourceBody = counted.map { pluralResource($0.0, [("one", $0.1), ("other", $0.2)]) }.joined() + texts.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined()
        let germanBody = counted.map { pluralResource($0.0, [("one", $0.3), ("other", $0.4)]) }.joined() + texts.map { "<string name=\"\($0.0)\">\($0.2)</string>" }.joined()
        // Turkish keeps the singular after a number: its plurals never lengthen the counted word.
        let turkishBody = counted.map { pluralResource($0.0, [("one", $0.3), ("other", $0.3 == $0.4 ? $0.3 : $0.3 + " daha")]) }.joined()
            + texts.map { "<string name=\"\($0.0)\">\($0.2)</string>" }.joined()
        let findings = try androidOnlyFindings([("res/values/strings.xml", resources(sourceBody)), ("res/values-de/strings.xml", resources(germanBody)),
                                                ("res/values-tr/strings.xml", resources(turkishBody))], folder: "round36-plural-singular")
            .filter { $0.detail.contains("holds the one form's text") }
        #expect(languagesAndKeys(findings) == ["de items"], "\(findings)")
    }

    /// ownCloud's German privacy warning cut at 255 characters ("…dass di"): a database's
    /// field limit. A text of 254 characters ending so is not judged by its length.
    @Test func aTextCutAtAFieldLimitIsFound() throws {
        #expect(CatalogChecker.fieldLimit(of: String(repeating: "a", count: 255)) == 255)
        #expect(CatalogChecker.fieldLimit(of: String(repeating: "ä", count: 128)) == 256)
        #expect(CatalogChecker.fieldLimit(of: String(repeating: "a", count: 254)) == nil)
        let sentence = String(repeating: "Logging is a development feature, so check every log. ", count: 6) + "Share it with care."
        let source = [("warning", sentence), ("other", sentence.replacingOccurrences(of: "Share", with: "Send"))]
        var texts: [String: [String]] = [:]
        for language in ["fr", "it", "es", "nl", "sv", "pl"] { texts[language] = [sentence + " (\(language)).", sentence + " [\(language)]."] }
        let cut = String(String(repeating: "Protokollierung ist eine Entwicklerfunktion, prüfe daher jedes Protokoll. ", count: 4).prefix(255))
        #expect(cut.last?.isLetter == true)
        texts["de"] = [cut, String(cut.prefix(254))]
        let findings = try androidTranslationFindings(source, texts, folder: "round36-field-limit").filter { $0.detail.contains("field limit") }
        #expect(languagesAndKeys(findings) == ["de warning"], "\(findings)")
    }

    /// Swedish "Översatt med %@ från %@" for "Translated from %@ using %@" beside Danish and
    /// Norwegian "…fra %@ med %@": unnumbered arguments whose words were reordered. Icelandic
    /// "…frá %@ með %@" keeps its words before its own arguments.
    @Test func unnumberedArgumentsWithCrossedWordsAreFound() throws {
        let source = [("translated", "Translated from %@ using %@")]
        let texts = ["sv": ["Översatt med %@ från %@"], "da": ["Oversat fra %@ med %@"], "nb": ["Oversatt fra %@ med %@"],
                     "is": ["Þýtt frá %@ með %@"], "fr": ["Traduit de %@ avec %@"], "it": ["Tradotto da %@ con %@"]]
        let files = [("en.lproj/Localizable.strings", "\"translated\" = \"\(source[0].1)\";\n")]
            + texts.map { ("\($0.key).lproj/Localizable.strings", "\"translated\" = \"\($0.value[0])\";\n") }
        let findings = try appleOnlyFindings(files, folder: "round36-unnumbered-swap").filter { $0.detail.contains("unnumbered arguments trade places") }
        #expect(languagesAndKeys(findings) == ["sv translated"], "\(findings)")
    }
}

/// The round's checks stay bounded on a hostile catalog.
@Suite("Recall round 36 checks on hostile input")
struct RecallRound36HostileTests {
    /// A language writing 100 sibling pairs alike (a habit, or a hostile file) is not judged
    /// (each pair would be: its texts saying "deleted" write "verwijderd"), and 300 keys
    /// holding the pairs' word are read as 200 witnesses at most.
    @Test(.timeLimit(.minutes(3)))
    func manyMergedSiblingSentencesAreNotJudged() throws {
        let pairs = (0..<100).flatMap { [("z\($0)_not_deleted", "File %1$s could not be deleted now"), ("z\($0)_not_restored", "File %1$s could not be restored now")] }
        let source = pairs + (0..<300).map { ("t\($0)", "Task deleted \($0)") } + (0..<3_000).map { ("o\($0)", "Other text \($0)") }
        var texts: [String: [String]] = [:]
        for language in ["fr", "it", "es", "pl", "sv", "da", "fi", "cs", "sk", "ro", "hu"] { texts[language] = source.map { "\($0.1) \(language)" } }
        texts["nl"] = pairs.map { _ in "Bestand %1$s kon niet worden hersteld" } + (0..<300).map { "Taak verwijderd \($0)" } + (0..<3_000).map { "Andere tekst \($0)" }
        let findings = try androidTranslationFindings(source, texts, folder: "round36-hostile-siblings").filter { $0.detail.contains("sibling's sentence") }
        #expect(findings.isEmpty, "\(findings.prefix(3))")
        #expect(CatalogChecker.wordStems("Nextcloud-Servern Gelbgrün ab") == ["nextc", "serve", "gelbg"])
    }
}
