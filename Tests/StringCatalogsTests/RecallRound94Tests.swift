import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 93 to 95 fixed after them (issue #18).
@Suite("Recall rounds 93 to 95")
struct RecallRound94Tests {
    /// Six languages translating "%1$s shared "%2$s" with you" (the source's quotes around the
    /// file's name) and Portuguese's `text`.
    static func sharedFindings(_ text: String) throws -> [CatalogFinding] {
        let source = [("shared", #"%1$s shared \"%2$s\" with you"#)]
        let texts = ["de": [#"%1$s hat \"%2$s\" mit dir geteilt"#], "fr": [#"%1$s a partagé \"%2$s\" avec vous"#], "es": [#"%1$s compartió \"%2$s\" contigo"#],
                     "it": [#"%1$s ha condiviso \"%2$s\" con te"#], "nl": [#"%1$s heeft \"%2$s\" met je gedeeld"#],
                     // (Japanese names the file first and keeps it quoted: a reordering, no swap.)
                     "ja": [#"\"%2$s\" が %1$s によって共有されました"#], "pt": [text]]
        return try androidTranslationFindings(source, texts, folder: "round93-quoted-argument").filter { $0.detail.contains("the arguments are marked") }
    }

    /// ownCloud's Portuguese "%2$s partilhou "%1$s" consigo" and Nextcloud's Korean "%2$s 님이
    /// "%1$s" 항목을…" for "%1$s shared "%2$s" with you" (round 93): the quotes around the
    /// file's name moved to the user. Not: the arguments in their place; Japanese's reordering.
    @Test func quotesMovedToAnotherArgumentAreFound() throws {
        #expect(languagesAndKeys(try Self.sharedFindings(#"%2$s partilhou \"%1$s\" consigo"#)) == ["pt shared"])
        #expect(try Self.sharedFindings(#"%1$s partilhou \"%2$s\" consigo"#).isEmpty)
        #expect(CatalogChecker.numberedArgumentMarks("%1$s shared “%2$s” with you") == [1: "plain", 2: "“…”"])
        #expect(CatalogChecker.numberedArgumentMarks("%@ shared “%@”") == nil)
    }

    /// Mastodon's Simplified Chinese "文件 %2$s 的大小超出 %1$s MB的限制" for "File %1$s exceeds
    /// the size limit of %2$s MB" (round 94): "MB" follows the file's name. Not: "MB" after
    /// argument 2; nor a unit after both arguments.
    @Test func aUnitAfterAnotherArgumentIsFound() throws {
        let source = [("too_big", "File %1$s exceeds the size limit of %2$s MB")]
        for (text, expected) in [("文件 %2$s 的大小超出 %1$s MB的限制", ["zh-Hans too_big"]), ("文件 %1$s 的大小超出 %2$s MB的限制", [])] {
            let texts = ["de": ["Datei %1$s überschreitet die maximale Größe von %2$s MB"], "fr": ["Le fichier %1$s dépasse la limite de %2$s MB"],
                         "es": ["El archivo %1$s supera el límite de %2$s MB"], "it": ["Il file %1$s supera il limite di %2$s MB"], "zh": [text]]
            let findings = try androidTranslationFindings(source, texts, folder: "round94-unit-argument").filter { $0.detail.contains("follows argument") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        #expect(CatalogChecker.unitsAfterArguments("%1$s MB of %2$s MB") == [:])
        #expect(CatalogChecker.unitsAfterArguments("%1$s of %2$sMB") == ["MB": 2])
    }

    /// Element X's Portuguese "A%1$s não tem permissão…" for "%1$s does not have permission…"
    /// and Nextcloud's Hebrew "למחוק את%1$s על תוכנו?" for "Delete %1$s with its contents?"
    /// (round 94): a word run into an argument the source starts with, and a Hebrew word that
    /// is none of its prefixes. Not: "A %1$s…"; Hebrew "ל%1$s" (to), a prefix.
    @Test func aWordRunIntoAnArgumentIsFound() {
        #expect(TextShapeCheck.argumentRunIntoAWord("%1$s does not have permission", "A%1$s não tem permissão")?.join == "A%1$s")
        #expect(TextShapeCheck.argumentRunIntoAWord("%1$s does not have permission", "A %1$s não tem permissão") == nil)
        #expect(TextShapeCheck.argumentRunIntoAWord("Delete %1$s with its contents?", "למחוק את%1$s על תוכנו?")?.join == "את%1$s")
        #expect(TextShapeCheck.argumentRunIntoAWord("Send it to %1$s now", "שלח אותו ל%1$s עכשיו") == nil)
        #expect(TextShapeCheck.argumentRunIntoAWord("Send it to %1$s now", "שלח אותו וב%1$s עכשיו") == nil)
    }

    /// Nextcloud's Greek "Το όνομα αρχείου μπορεί να είναι κενό" for "Filename cannot be
    /// empty" (round 94): Greek writes "empty" as "κενό", "κενή", "κενά", so neither a stem nor
    /// four letters tell it; its root without the ending vowel does. Not: "…δεν μπορεί…".
    @Test func aGreekNegationLostBeforeAWordOfManyFormsIsFound() throws {
        #expect(["κενό", "κενή", "κενός", "κενά"].map(LanguageWords.root) == ["κεν", "κεν", "κεν", "κεν"])
        #expect(LanguageWords.root("φάκελος") == "φακ" && LanguageWords.root("όνομα") == "ονομ")
        let greekEmpties = ["Το όνομα αρχείου δεν μπορεί να είναι κενό", "Η ετικέτα δεν μπορεί να είναι κενή", "Ο τίτλος δεν μπορεί να είναι κενή",
                            "Τα ονόματα λογαριασμού δεν μπορεί να είναι κενά"]
        // (Its other texts say "δεν μπορεί να είναι" too: the word for "empty" is the one left.)
        let greekRest = (0..<6).map { "Το αρχείο αριθμός \($0) δεν μπορεί να είναι ανοιχτό" } + (0..<6).map { "Άνοιξε το αρχείο αριθμός \($0) τώρα" }
        for (text, expected) in [("Το όνομα του φακέλου μπορεί να είναι κενό", ["el folder_empty"]), ("Το όνομα του φακέλου δεν μπορεί να είναι κενό", [])] {
            let findings = try RecallRound80Tests.emptyNameNegationFindings("el", [text] + greekEmpties + greekRest, folder: "round94-greek-empty")
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Nextcloud's Japanese "ファイル名は空にできます" (can be empty) for "Filename cannot be
    /// empty" (round 95): Japanese writes "empty" as 空 in words that share no two characters
    /// in two of three texts ("空に", "空で", "空欄", "空の"); the character tells it. Not: "…空にできません".
    @Test func aJapaneseNegationLostBeforeAWordIsFoundByItsCharacter() throws {
        #expect(LanguageWords.hanCharacters("フォルダーを空にする") == ["空"])
        // (As Nextcloud's: no two characters in two of three of them, 空 in all.)
        let japaneseEmpties = ["ファイル名を空にすることはできません", "ラベルは空ではいけません", "タイトルを空欄のままにはできません", "空のアカウント名は使えません"]
        let japaneseRest = (0..<6).map { "ファイル番号\($0)を削除できませんでした" } + (0..<6).map { "ファイル番号\($0)を今すぐ開く" }
        for (text, expected) in [("フォルダー名は空にできます", ["ja folder_empty"]), ("フォルダー名は空にできません", [])] {
            let findings = try RecallRound80Tests.emptyNameNegationFindings("ja", [text] + japaneseEmpties + japaneseRest, folder: "round95-japanese-empty")
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// ownCloud's Turkish "Reddetme geri alınabilir." (can be undone) for "Decline cannot be
    /// undone." (round 94) and Thai "รหัสถูกต้อง" (round 93): Turkish negates inside its
    /// verbs, Thai with "ไม่"; both are judged now. A verbal noun's "-me" ("Reddetme",
    /// declining) negates nothing.
    @Test func turkishAndThaiNegationsAreRead() throws {
        let turkish = try #require(NegationWords.judged("tr")), thai = try #require(NegationWords.judged("th"))
        #expect(turkish.count("Reddetme geri alınabilir.") == 0)
        for negated in ["Reddetme geri alınamaz.", "Dosyalar bu bilgisayarla eşitlenmez.", "Tüm seçeneklerle uyumlu olmayabilir.", "Henüz bir odada değilsiniz",
                        "Verilerinizi paylaşmayacağız", "Ana parolanızı unutmamanız çok önemlidir.", "güncellenmemesi durumunda", "Bu sunucu kayıtları kabul etmemektedir."] {
            #expect(turkish.count(negated) == 1, "\(negated)")
        }
        #expect(thai.count("รหัสไม่ถูกต้อง") == 1 && thai.count("รหัสถูกต้อง") == 0)
        // (Judged, not voting: their lists are new.)
        #expect(!NegationWords.votes("tr") && !NegationWords.votes("th"))
    }

    /// Home Assistant's German "Das Ende darf vor dem Beginn liegen" (may be before) for "The
    /// end must not be before the start" (round 94), which four other languages translate, all
    /// negating: enough where German negates its other such sentences. Not: "…darf nicht vor…".
    @Test func aNegationLostWhereFourOthersNegateIsFound() throws {
        let deletes = (0..<10).map { ("delete_\($0)", "The file number \($0) could not be deleted") }
        let source = deletes + [("end", "The end must not be before the start")]
        for (text, expected) in [("Das Ende darf vor dem Beginn liegen", ["de end"]), ("Das Ende darf nicht vor dem Beginn liegen", [])] {
            var translations: [String: [String]] = ["pt": deletes.map { "\($0.0) não feito" }]
            for (voter, not) in [("fr", "pas"), ("es", "no"), ("it", "non"), ("nl", "niet")] {
                translations[voter] = source.map { key, _ in "\(key) \(not) fait" }
            }
            translations["de"] = deletes.map { "\($0.0) nicht gelöscht" } + [text]
            let findings = try androidTranslationFindings(source, translations, folder: "round94-four-negate").filter { $0.detail.hasPrefix("the source's negation is lost") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Mastodon's Japanese "%d 分前" (minutes) for "%dh ago" (round 94): one letter after a
    /// number names an hour, a day, a week. Not: "%d 時間前".
    @Test func aTimeUnitOfOneLetterIsRead() throws {
        let source = [("minutes", "%dm ago"), ("hours", "%dh ago")]
        for (text, expected) in [("%d 分前", ["ja hours"]), ("%d 時間前", [])] {
            let texts = ["de": ["vor %d Min.", "vor %d Stunden"], "fr": ["il y a %d min", "il y a %d heures"], "es": ["hace %d min", "hace %d horas"],
                         "it": ["%d min fa", "%d ore fa"], "nl": ["%d min geleden", "%d uur geleden"], "ja": ["%d 分前", text]]
            let findings = try androidTranslationFindings(source, texts, folder: "round94-hour-letter").filter { $0.detail.contains("the time unit hour") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        #expect(CatalogChecker.timeUnitsAfterNumbers("%dh ago", CatalogChecker.englishTimeUnitForms) == [.hour: "h"])
        #expect(CatalogChecker.timeUnitsAfterNumbers("%dm ago", CatalogChecker.englishTimeUnitForms).isEmpty)
    }

    /// Home Assistant's Hebrew "מתן אמון באישור" (trust the certificate) under
    /// `action_dont_trust` beside `action_trust` (round 94): a name negated by "dont" names an
    /// opposite. Not: "לא לתת אמון".
    @Test func keysNamedWithDontAreOpposites() throws {
        let source = [("action_dont_trust", "Don\\'t Trust"), ("action_trust", "Trust Certificate")]
        let texts = ["de": ["Nicht vertrauen", "Zertifikat vertrauen"], "fr": ["Ne pas faire confiance", "Faire confiance au certificat"],
                     "es": ["No confiar", "Confiar en el certificado"], "it": ["Non fidarti", "Fidati del certificato"], "nl": ["Niet vertrouwen", "Certificaat vertrouwen"],
                     "cs": ["Nedůvěřovat", "Důvěřovat certifikátu"]]
        for (text, expected) in [("מתן אמון באישור", ["he action_dont_trust"]), ("לא לתת אמון", [])] {
            var all = texts
            all["iw"] = [text, "מתן אמון באישור"]
            let findings = try androidTranslationFindings(source, all, folder: "round94-dont-trust").filter { $0.detail.contains("opposites") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Home Assistant's Brazilian "Manter ecrã ligado" for "Keep screen on" (round 94): "ecrã"
    /// is Portugal's word, where its other texts write "tela". Not: "Manter tela ligada"; nor a
    /// European word in a catalog tagged European (ownCloud's `pt-PT` "registo" beside five
    /// "registro").
    @Test func aWordOfThePortugueseOtherVariantIsFound() throws {
        let source = [("keep_on", "Keep screen on"), ("lock", "Lock the screen"), ("timeout", "Screen timeout"), ("brightness", "Screen brightness"),
                      ("full", "Full screen"), ("log_a", "Enable logging"), ("log_b", "Log level"), ("log_c", "Share logs"), ("log_d", "Delete logs")]
        for (text, expected) in [("Manter ecrã ligado", ["pt-BR keep_on"]), ("Manter tela ligada", [])] {
            let texts = ["pt-rBR": [text, "Bloquear a tela", "Tempo limite da tela", "Brilho da tela", "Tela cheia", "Ativar registro", "Nível de registro",
                                    "Compartilhar registros", "Excluir registros"],
                         "pt-rPT": ["Manter ecrã ligado", "Bloquear o ecrã", "Tempo limite do ecrã", "Brilho do ecrã", "Ecrã inteiro", "Ativar registo",
                                    "Nível de registro", "Partilhar registros", "Eliminar registros"]]
            let findings = try androidTranslationFindings(source, texts, folder: "round94-portuguese-variant").filter { $0.detail.contains("a word of the other variant") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Wikipedia's Catalan "¿Quisiste decir «%s»?", Spanish's own translation of the key
    /// (round 94): "¿", which Catalan never writes, and one word of its own ("quisiste") are
    /// enough where the text is the relative's translation. Not: "¿Volíeu dir «%s»?", no
    /// relative's text.
    @Test func aRelativesTranslationWithItsMarkIsFound() throws {
        var source = [("did_you_mean", "Did you mean “%s”?")], spanish = ["¿Quisiste decir «%s»?"]
        var catalan: [String] = []
        for index in 0..<210 {
            source.append(("question\(index)", "Is this question \(index)?"))
            spanish.append("¿Es la pregunta \(index)?")
            catalan.append("És la pregunta \(index)?")
        }
        for (text, expected) in [("¿Quisiste decir «%s»?", ["ca did_you_mean"]), ("¿Volíeu dir «%s»?", [])] {
            let findings = try androidTranslationFindings(source, ["es": spanish, "ca": [text] + catalan], folder: "round94-relative-mark")
                .filter { $0.detail.hasPrefix("written in es") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Bitwarden's Polish `many` form "Zaimportowano %1$d element do sejfu." ("5 element"),
    /// its `one` form's text (round 94), where another plural's `many` form writes
    /// "elementów". Not: "…elementów…"; nor Polish "%d procent", which keeps one form after
    /// five.
    @Test func aManyFormHoldingTheOneFormsTextIsFound() throws {
        let nouns = [("file", "plik", "pliki", "plików"), ("folder", "folder", "foldery", "folderów"), ("day", "dzień", "dni", "dni"),
                     ("hour", "godzina", "godziny", "godzin"), ("minute", "minuta", "minuty", "minut"), ("user", "użytkownik", "użytkowników", "użytkowników"),
                     ("note", "notatka", "notatki", "notatek"), ("tag", "etykieta", "etykiety", "etykiet")]
        var source = nouns.map { pluralResource($0.0, [("one", "%1$d \($0.0)"), ("other", "%1$d \($0.0)s")]) }
        var polish = nouns.map { pluralResource($0.0, [("one", "%1$d \($0.1)"), ("few", "%1$d \($0.2)"), ("many", "%1$d \($0.3)"), ("other", "%1$d \($0.3)")]) }
        source += [pluralResource("decrypt", [("one", "Could not decrypt %1$d item"), ("other", "Could not decrypt %1$d items")]),
                   pluralResource("imported", [("one", "%1$d item imported"), ("other", "%1$d items imported")]),
                   pluralResource("percent", [("one", "%1$d percent of all votes"), ("other", "%1$d percent of all the votes")])]
        polish.append(pluralResource("decrypt", [("one", "Nie udało się odszyfrować %1$d elementu"), ("few", "Nie udało się odszyfrować %1$d elementów"),
                                                 ("many", "Nie udało się odszyfrować %1$d elementów"), ("other", "Nie udało się odszyfrować %1$d elementu")]))
        for (many, percent, expected) in [("Zaimportowano %1$d element", "%1$d procentów wszystkich głosów", ["pl imported"]),
                                          ("Zaimportowano %1$d elementów", "%1$d procentów wszystkich głosów", []),
                                          ("Zaimportowano %1$d elementów", "%1$d procent wszystkich głosów", [])] {
            let forms = polish + [pluralResource("imported", [("one", "Zaimportowano %1$d element"), ("few", "Zaimportowano %1$d elementy"),
                                                              ("many", many), ("other", "Zaimportowano %1$d elementu")]),
                                  pluralResource("percent", [("one", "%1$d procent wszystkich głosów"), ("few", "%1$d procenty wszystkich głosów"),
                                                             ("many", percent), ("other", "%1$d procentu wszystkich głosów")])]
            let findings = try androidOnlyFindings([("res/values/strings.xml", resources(source.joined())), ("res/values-pl/strings.xml", resources(forms.joined()))],
                                                   folder: "round94-polish-many").filter { $0.detail.hasPrefix("the one and many forms read alike") }
            #expect(languagesAndKeys(findings) == expected, "\(many), \(percent): \(findings.map(\.detail))")
        }
    }
}
