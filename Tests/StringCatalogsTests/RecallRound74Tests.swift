import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 74 fixed with it (issue #18).
@Suite("Recall round 74")
struct RecallRound74Tests {
    /// Two hundred sentences per language (the close-language checks judge languages of that
    /// many texts), each language's own: `words` in every one.
    static func fillers(_ words: String) -> (source: [(String, String)], text: (String) -> [String]) {
        let source = (0..<200).map { ("filler_\($0)", "Plain sentence number \($0)") }
        return (source, { language in (0..<200).map { "\(words) \(language) \($0)" } })
    }

    /// Bitwarden's Arabic "تحريك للأسفل" (move down) under "Move Up" (round 74): "up" and
    /// "down" are opposites, whatever their case in the source.
    @Test func upAndDownAreOpposites() throws {
        let source = [("move_up", "Move Up"), ("move_down", "Move down")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters { texts[language] = ["\(language) haut", "\(language) bas"] }
        texts["ar"] = ["تحريك للأسفل", "تحريك للأسفل"]
        let findings = try androidTranslationFindings(source, texts, folder: "round74-up-down").filter { $0.detail.contains("opposites") }
        #expect(languagesAndKeys(findings) == ["ar move_up"], "\(findings)")
    }

    /// ownCloud's Taiwanese "啟用後，…但是，記錄", the start of its Hong Kong text (round 74),
    /// where too many other translations of the key are cut for the sentence-end hint: the
    /// variant going on from the same words to the sentence's end says it was cut. Not: a
    /// variant worded otherwise, or a cut keeping fewer than eight letters.
    @Test func aTextCutWhereItsVariantGoesOnIsFound() throws {
        let source = [("logging", "When activated, logs may impact performance. However the logs are not submitted."),
                      ("other_logging", "Logs are kept on the device. They can be shared by the user."),
                      ("short_one", "Logging is enabled for this session now.")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "es", "nl"] { texts[language] = ["\(language) logs one. Two", "\(language) kept. Shared", "\(language) enabled"] }
        texts["zh-rHK"] = ["啟用後，記錄可能會影響效能。但是，記錄不會自動提交。", "記錄保存在裝置上。使用者可以分享。", "此工作階段已啟用記錄。"]
        texts["zh-rTW"] = ["啟用後，記錄可能會影響效能。但是，記錄", "記錄保存在裝置上。使用者", "此工作"]
        let findings = try androidTranslationFindings(source, texts, folder: "round74-variant-goes-on").filter { $0.detail.contains("goes on from the same words") }
        #expect(languagesAndKeys(findings) == ["zh-Hant-TW logging", "zh-Hant-TW other_logging"], "\(findings)")
        #expect(findings.allSatisfy { $0.severity != .hint })
    }

    /// Element X's Polish attachments plural (round 74), whose Apple `many` form holds the
    /// `one` form's text: plurals are compared form by form across the platforms (their first
    /// forms agree), and Apple's missing `other` form (its own finding) does not hide it.
    @Test func pluralsTranslatedApartInOneFormGetAHint() throws {
        let folder = try Fixtures.temporaryDirectory("round74-plural-forms-apart")
        let keys = (0..<60).map { ("key_\($0)", "Source text number \($0)") }
        let polish = keys.map { ($0.0, "Polski tekst numer \($0.0)") }
        let android = [("one", "%1$d załącznik…"), ("few", "%1$d załączniki…"), ("many", "%1$d załączników…")]
        let apple = [("few", "%1$d załączniki…"), ("many", "%1$d załącznik…"), ("one", "%1$d załącznik…")]
        func stringsdict(_ forms: [(String, String)]) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>attachments</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@COUNT@</string>
            <key>COUNT</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            \(forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined())
            </dict></dict></dict></plist>
            """
        }
        let body = { (pairs: [(String, String)]) in pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() }
        try writeFiles([("android/res/values/strings.xml", resources(body(keys) + pluralResource("attachments", [("one", "%1$d attachment…"), ("other", "%1$d attachments…")]))),
                        ("android/res/values-pl/strings.xml", resources(body(polish) + pluralResource("attachments", android))),
                        ("apple/en.lproj/Localizable.strings", appleStrings(keys)),
                        ("apple/en.lproj/Localizable.stringsdict", stringsdict([("one", "%1$d attachment…"), ("other", "%1$d attachments…")])),
                        ("apple/pl.lproj/Localizable.strings", appleStrings(polish)),
                        ("apple/pl.lproj/Localizable.stringsdict", stringsdict(apple))], in: folder)
        let all = try twoPlatformFindings(in: folder)
        let findings = all.filter { $0.detail.hasPrefix("the platforms translate this key apart") }
        #expect(languagesAndKeys(findings) == ["pl attachments"], "\(all.filter { $0.key == "attachments" })")
        #expect(findings.first?.detail.contains("many \"%1$d załącznik…\"") == true, "\(findings)")
        #expect(all.contains { $0.kind == .missingPluralForm && $0.key == "attachments" && $0.language == "pl" })
    }

    /// Bitwarden's European Portuguese "Não há itens na lixeira.", Brazil's text (round 74):
    /// one word only is foreign ("lixeira"), but it is Brazil's for "trash" where European
    /// Portuguese writes "lixo". Nextcloud's Catalan "Mostrar archivos ocultos", Spanish's: a
    /// text of three words, one of them Spanish's "archivos" where Catalan writes "fitxers".
    /// Not: a language with no word of its own for the source word.
    @Test func aTextOfAnotherStandardToldByOneWordIsFound() throws {
        let (fillerSource, filler) = Self.fillers("Não há itens na frase")
        let source = [("no_items_trash", "There are no items in the trash."), ("trash_move", "Move to trash"), ("trash_empty", "Empty trash"),
                      ("trash_items", "Items in trash"), ("trash_restore", "Restore from trash")]
        let brazil = ["Não há itens na lixeira.", "Mover para a lixeira", "Esvaziar lixeira", "Itens na lixeira", "Restaurar da lixeira"]
        for (european, expected) in [(["Não há itens na lixeira.", "Mover para o lixo", "Esvaziar o lixo", "Itens no lixo", "Restaurar do lixo"], ["pt-PT no_items_trash"]),
                                     (["Não há itens na lixeira.", "Mover para o contentor", "Esvaziar a reciclagem", "Itens apagados", "Restaurar"], [])] {
            let texts = ["pt-rBR": brazil + filler("pt-rBR"), "pt-rPT": european + filler("pt-rPT")]
            let findings = try androidTranslationFindings(source + fillerSource, texts, folder: "round74-standards-word").filter { $0.detail.hasPrefix("written in pt-BR, not pt-PT") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
        let catalanSource = [("show_hidden_files", "Show hidden files"), ("files_a", "Upload files"), ("files_b", "Delete files"), ("files_c", "Files to sync"),
                             ("hidden_a", "Hidden items"), ("hidden_b", "Hidden folders")]
        let spanish = ["Mostrar archivos ocultos", "Subir archivos", "Eliminar archivos", "Archivos para sincronizar", "Elementos ocultos", "Carpetas ocultas y ocultos"]
        for (catalan, expected) in [(["Mostrar archivos ocultos", "Puja fitxers", "Suprimeix fitxers", "Fitxers per sincronitzar", "Elements ocults", "Carpetes ocultes"],
                                     ["ca show_hidden_files"]),
                                    (["Mostrar archivos ocultos", "Puja", "Suprimeix", "Per sincronitzar", "Elements ocults", "Carpetes ocultes"], [])] {
            let (fillerSource, filler) = Self.fillers("Una frase")
            let texts = ["es": spanish + filler("es"), "ca": catalan + filler("ca")]
            let findings = try androidTranslationFindings(catalanSource + fillerSource, texts, folder: "round74-three-words").filter { $0.detail.hasPrefix("written in es, not ca") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Nextcloud's German "Bitte die Datei zuerst herunterladen" for "Please upload the file
    /// first" (round 74): German writes "download" as "herunterladen" in only half of its
    /// texts ("Download" in the others), enough where ten texts at least say "upload"; fewer say nothing.
    @Test func anOppositeWordHalfTheTextsHoldIsFound() throws {
        for (uploads, expected) in [(10, ["de upload_first"]), (5, [])] {
            var source = [("upload_first", "File does not exist yet. Please upload the file first.")]
            var german = ["Datei existiert noch nicht. Bitte die Datei zuerst herunterladen."]
            let nouns = ["Bild", "Foto", "Lied", "Video", "Karte", "Liste", "Buch", "Notiz", "Ordner", "Plan", "Brief", "Tabelle", "Skizze", "Vorlage", "Quelle", "Kopie", "Grafik"]
            for index in 0..<uploads { source.append(("upload_\(index)", "Upload item \(index)")); german.append("\(nouns[index]) hochladen") }
            // (Four of seven: "herunterladen" the most held, below two in three.)
            for index in 0..<7 {
                source.append(("download_\(index)", "Download thing \(index)"))
                german.append(index < 4 ? "\(nouns[10 + index]) herunterladen" : "Download \(nouns[10 + index])")
            }
            for index in 0..<30 { source.append(("plain_\(index)", "Plain words \(index)")); german.append("Einfache Wörter \(index)") }
            var texts = ["de": german]
            for language in ["fr", "it", "nl", "es"] { texts[language] = source.map { "\(language) \($0.1)" } }
            // (By the words German's texts teach: its fixed spellings, "hochladen", tell the plant with five too.)
            let findings = try androidTranslationFindings(source, texts, folder: "round74-opposite-half")
                .filter { $0.detail.contains("the opposite's word") && !$0.detail.contains("and not its word for") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Home Assistant's Hebrew panels (round 74), History written as Logbook's "פעילות", where
    /// the thirty other languages translating both tell them apart: a hint from twenty on.
    /// Not for two sources saying one word in two forms ("Unfollow", "Unfollowed"), which a
    /// language may write alike by right.
    @Test func siblingsMergedInASmallerAppGetAHint() throws {
        for (source, expected) in [([("panel_history", "History"), ("panel_logbook", "Logbook")], ["he panel_history"]),
                                   ([("report_unfollow", "Unfollow"), ("report_unfollowed", "Unfollowed")], [])] {
            var texts: [String: [String]] = [:]
            for language in RecallRound71Tests.voters { texts[language] = ["\(language) h l", "\(language) l b"] }
            texts["he"] = ["פעילות", "פעילות"]
            let findings = try androidTranslationFindings(source, texts, folder: "round74-untold-siblings").filter { $0.detail.contains("tells which of the two is wrong") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }
}
