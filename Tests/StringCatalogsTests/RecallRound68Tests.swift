import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 67 and 68 fixed with round 68 (issue #18).
@Suite("Recall round 68")
struct RecallRound68Tests {
    /// Languages whose words for "not" ``NegationWords`` lists, each negating with "nicht".
    static let negators = ["de", "nl", "sv", "da", "fr", "pt", "it", "pl", "cs"]
    /// Texts of no weight: a language's words at large, against which its words for a source's are told.
    static let filler = (1...12).map { ("filler\($0)", "Plain words for number \($0)") }

    /// Nextcloud's Turkish "%1$s dosyası silinemedi!" (could not be deleted) under "File %1$s
    /// could not be restored!" (round 67): Turkish writes "restored" in too few texts for a
    /// word of its own, and its one text saying "restore" beside "deleted" ("Restore deleted
    /// file", "Silinmiş dosyayı geri yükle") holds "silin" by right: it witnesses nothing, so
    /// the other "restore" texts, none holding "silin", tell the paste.
    @Test func aPasteIsToldWhereTheOneTextHoldingBothWordsSaysBoth() throws {
        let source = [("not_deleted", "File %1$s could not be deleted!"), ("not_restored", "File %1$s could not be restored!"),
                      ("restore_deleted", "Restore deleted file"), ("restore_backup", "Restore backup"), ("restore_file", "Restore file"),
                      ("task_deleted", "Task deleted"), ("no_deleted", "No deleted files"), ("code_deleted", "Passcode deleted"),
                      ("files_deleted", "Deleted files")] + RecallRound68Tests.filler
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters where language != "tr" {
            texts[language] = ["\(language) %1$s konnte nicht gelöscht werden!", "\(language) %1$s konnte nicht wiederhergestellt werden!",
                               "\(language) gelöschte Datei wiederherstellen", "\(language) Sicherung wiederherstellen", "\(language) Datei wiederherstellen",
                               "\(language) Aufgabe gelöscht", "\(language) keine gelöschten Dateien", "\(language) Code gelöscht", "\(language) gelöschte Dateien"]
                + Self.filler.map { "Schlichte Wörter \($0.0) \(language)" }
        }
        texts["tr"] = ["%1$s dosyası silinemedi!", "%1$s dosyası silinemedi!", "Silinmiş dosyayı geri yükle", "Yedeği geri yükle", "Dosyayı geri yükle",
                       "Görev silindi", "Silinmiş bir dosya yok", "Parola kodu silindi", "Silinmiş dosyalar"] + Self.filler.map { "Düz kelimeler \($0.0)" }
        let findings = try androidTranslationFindings(source, texts, folder: "round68-restore-delete").filter { $0.detail.contains("is also") }
        #expect(languagesAndKeys(findings) == ["tr not_restored"], "\(findings)")
    }

    /// Wikipedia's Spanish `one` "Este artículo estará disponible sin conexión" beside `other`
    /// "Estos artículos ya no estarán disponibles sin conexión" (round 68): "sin" (without)
    /// keeps one negation word in the form that lost its "no"; its sibling form holds two.
    /// Not judged: a form left in the source language (Hungarian's `other`).
    @Test func aNegationLostInOnePluralFormIsFound() throws {
        let source = resources(pluralResource("not_offline", [("one", "This article will no longer be available offline."),
                                                              ("other", "These articles will no longer be available offline.")]))
        var files = [("res/values/strings.xml", source)]
        for language in Self.negators {
            files.append(("res/values-\(language)/strings.xml", resources(pluralResource("not_offline", [
                ("one", "\(language) Dieser Artikel ist nicht mehr offline verfügbar."), ("other", "\(language) Diese Artikel sind nicht mehr offline verfügbar.")]))))
        }
        // (Hungarian's `other` left in English: another finding's, not a negation lost.)
        files.append(("res/values-hu/strings.xml", resources(pluralResource("not_offline", [
            ("one", "Ez a szócikk nem lesz többé elérhető offline."), ("other", "These articles will no longer be available offline.")]))))
        files.append(("res/values-es/strings.xml", resources(pluralResource("not_offline", [
            ("one", "Este artículo estará disponible sin conexión."), ("other", "Estos artículos ya no estarán disponibles sin conexión.")]))))
        let findings = try androidOnlyFindings(files, folder: "round68-plural-negation").filter { $0.detail.contains("form's negation is lost") }
        #expect(languagesAndKeys(findings) == ["es not_offline"], "\(findings)")
        #expect(findings.first?.detail.contains("the one form's") == true, "\(findings)")
    }

    /// Home Assistant's Japanese microphone prompt holding the camera prompt's
    /// "写真を撮って、Home Assistant serverに送ることができます。" (round 68): "server", run into
    /// Japanese letters, is a word of the camera source only.
    @Test func aLoanwordRunIntoAnotherScriptTellsAPaste() throws {
        let source = [("NSMicrophoneUsageDescription", "Record audio using your Home Assistant frontend."),
                      ("NSCameraUsageDescription", "Take photos and send them to your Home Assistant server.")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters {
            texts[language] = ["\(language) Audio mit dem Home Assistant Frontend aufnehmen.", "\(language) Fotos aufnehmen und an den Home Assistant Server senden."]
        }
        texts["ja"] = ["写真を撮って、Home Assistant serverに送ることができます。", "写真を撮って、Home Assistant serverに送ることができます。"]
        let findings = try androidTranslationFindings(source, texts, folder: "round68-loanword-run").filter { $0.detail.contains("a loanword of the other source") }
        #expect(languagesAndKeys(findings) == ["ja NSMicrophoneUsageDescription"], "\(findings)")
    }

    /// Wikipedia's Dutch `one` "vandaag" (today) for "yesterday" (round 68), the text of
    /// `…_today`: a plural form reading as another key's text of a source with no word in
    /// common, holding the language's word for that source's. Not judged: a form alike
    /// another key's of the same words ("Edit", "Edits").
    @Test func anotherKeysTextPastedIntoAPluralFormIsFound() throws {
        let todayTexts = [("read_today", "today"), ("trending_today", "Trending today"), ("game_today", "Game of today"),
                          ("done_today", "All done for today"), ("read_more_today", "Read more today")]
        // (Other texts, where Dutch's "vandaag" is rare: its word for "today".)
        let filler = Self.filler
        var files = [("res/values/strings.xml", resources(pluralResource("read_days_ago", [("one", "yesterday"), ("other", "%d days ago")])
            + pluralResource("edit_count", [("one", "Edit"), ("other", "Edits")])
            + (todayTexts + filler).map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() + "<string name=\"edit_title\">Edits</string>"))]
        let dutch = ["vandaag", "Trending vandaag", "Spel van vandaag", "Dat was het voor vandaag", "Lees vandaag meer"]
        for language in RecallRound51Tests.voters + ["nl"] {
            let today = language == "nl" ? dutch : todayTexts.map { "\(language) heute \($0.1)" }
            let days = language == "nl" ? [("one", "vandaag"), ("other", "%d dagen geleden")] : [("one", "\(language) gestern"), ("other", "\(language) vor %d Tagen")]
            let edits = [("one", "\(language) Bearbeitung"), ("other", "\(language) Bearbeitungen")]
            files.append(("res/values-\(language)/strings.xml", resources(pluralResource("read_days_ago", days) + pluralResource("edit_count", edits)
                + zip(todayTexts, today).map { "<string name=\"\($0.0.0)\">\($0.1)</string>" }.joined()
                + filler.map { "<string name=\"\($0.0)\">Schlichte Wörter \($0.0) \(language)</string>" }.joined()
                + "<string name=\"edit_title\">\(language) Bearbeitungen</string>")))
        }
        let findings = try androidOnlyFindings(files, folder: "round68-plural-form-paste").filter { $0.detail.contains("pasted into this form") }
        #expect(languagesAndKeys(findings) == ["nl read_days_ago"], "\(findings)")
    }
}
