import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 89, 90 and 91 fixed after them (issue #18).
@Suite("Recall rounds 89 to 91")
struct RecallRound89Tests {
    /// ownCloud's Russian "…не ранее, чем через %1$d дней…" (no earlier than) for "…no later
    /// than %1$d days…" (round 89), beside its real "как минимум" (at least) for "At most %1$d
    /// characters long": two turned bounds of eight judged may both be slips. Not: three of
    /// eight, a language read with the wrong words (nor two of five: round 62's Dutch).
    @Test func twoTurnedBoundsOfALanguageAreBothFound() throws {
        let source = [("expiry", "The link will expire no later than %1$d days after it has been created."), ("most", "At most %1$d characters long"),
                      ("digits", "At least %1$d numbers"), ("lower", "At least %1$d lowercase characters"), ("upper", "At least %1$d uppercase characters"),
                      ("special", "At least %1$d special characters"), ("symbols", "At least %1$d symbols"),
                      ("length", "At least %1$d characters long")]
        for (digits, expected) in [("Как минимум %1$d цифры", ["ru expiry", "ru most"]), ("Не более %1$d цифр", [])] {
            let russian = ["Ссылка устареет не ранее, чем через %1$d дней после создания.", "Длина как минимум %1$d символов", digits, "Не менее %1$d строчных символов",
                           "Не менее %1$d заглавных символов", "Не менее %1$d специальных символов", "Минимум %1$d символов",
                           "Длина не менее %1$d символов"]
            let findings = try androidTranslationFindings(source, ["ru": russian], folder: "round89-bounds").filter { $0.detail.contains("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(digits): \(findings.map(\.detail))")
        }
    }

    /// Mastodon's Thai "…ติดตามคุณมากกว่า 3 วัน" (more than) for "…following you for less
    /// than 3 days" (round 90) and Wikipedia's Hindi "…अधिक से अधिक तीन संपादन…" (at most) for
    /// "…at least three edits…": Thai's and Hindi's bound words. Not: their right words, nor
    /// Bitwarden's Hindi "…100 एमबी से ज़्यादा नहीं हो सकता" (cannot be more than) for "Maximum
    /// file size is 100 MB.", its "more than" negated.
    @Test func thaiAndHindiBoundsAreRead() throws {
        let source = [("followers", "Including people who have been following you for less than 3 days"),
                      ("gate", "Sorry, you need at least three edits to use this feature."), ("size", "Maximum file size is 100 MB.")]
        for (thai, hindi, expected) in [("รวมถึงผู้คนที่ได้ติดตามคุณมากกว่า 3 วัน", "क्षमा करें, इस सुविधा के लिए आपको अधिक से अधिक तीन संपादन करने होंगे।", ["hi gate", "th followers"]),
                                        ("รวมถึงผู้คนที่ได้ติดตามคุณน้อยกว่า 3 วัน", "क्षमा करें, इस सुविधा के लिए आपको कम से कम तीन संपादन करने होंगे।", [])] {
            let texts = ["th": [thai, "ขออภัย คุณต้องแก้ไขอย่างน้อยสามครั้ง", "ขนาดไฟล์สูงสุดคือ 100 MB"],
                         "hi": ["ऐसे लोग जो आपको 3 दिनों से कम समय से फ़ॉलो कर रहे हैं", hindi, "फाइल साइज़ 100 एमबी से ज़्यादा नहीं हो सकता।"]]
            let findings = try androidTranslationFindings(source, texts, folder: "round90-bounds").filter { $0.detail.contains("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(thai): \(findings.map(\.detail))")
        }
    }

    /// Mastodon's French "%2$s a signalé %1$s" for "%1$s reported %2$s" (round 89), beside
    /// eighteen translations keeping the order: every other translation, twelve at least, and
    /// the relatives keeping it judge a swap no word shows. Not: with eleven.
    @Test func aSwapWhereEveryOtherOfTwelveKeepsTheOrderIsFound() throws {
        let others = ["es": "%1$s denunció a %2$s", "it": "%1$s ha segnalato %2$s", "pt": "%1$s denunciou %2$s", "ca": "%1$s ha denunciat %2$s",
                      "de": "%1$s meldete %2$s", "nl": "%1$s rapporteerde %2$s", "sv": "%1$s anmälde %2$s", "da": "%1$s anmeldte %2$s",
                      "fi": "%1$s raportoi käyttäjän %2$s", "el": "%1$s ανέφερε %2$s", "vi": "%1$s báo cáo %2$s", "et": "%1$s teatas kasutajast %2$s"]
        for (count, expected) in [(11, ["fr report"]), (10, [])] {
            var texts = ["fr": ["%2$s a signalé %1$s"]]
            for language in others.keys.sorted().prefix(count) { texts[language] = [others[language]!] }
            let findings = try androidTranslationFindings([("report", "%1$s reported %2$s")], texts, folder: "round89-order")
                .filter { $0.detail.contains("traded places") }
            #expect(languagesAndKeys(findings) == expected, "\(count) others: \(findings.map(\.detail))")
        }
    }

    /// ownCloud's Korean "파일 %2$d개, 폴더 %1$d개" for "%1$d files, %2$d folders" (round 89): a
    /// language of no family is judged in a list, which no grammar reorders, where nine in ten
    /// translations keep the order. Not: "파일 %1$d개, 폴더 %2$d개"; nor a sentence reordered
    /// (Persian's passive "%2$s به دست %1$s مسدود شد" for "%1$s banned %2$s").
    @Test func aListsValuesTradedInALanguageOfNoFamilyAreFound() throws {
        #expect(CatalogChecker.listItemOrder("%1$d files, %2$d folders") == [1, 2] && CatalogChecker.listItemOrder("%2$d 个文件，%1$d 个文件夹") == [2, 1])
        #expect(CatalogChecker.listItemOrder("%1$s banned %2$s") == nil && CatalogChecker.listItemOrder("%1$s, %2$s and %3$s") == nil)
        let others = ["de": ("%1$d Dateien, %2$d Ordner", "%1$s sperrte %2$s"), "fr": ("%1$d fichiers, %2$d dossiers", "%1$s a banni %2$s"),
                      "es": ("%1$d archivos, %2$d carpetas", "%1$s expulsó a %2$s"), "it": ("%1$d file, %2$d cartelle", "%1$s ha bandito %2$s"),
                      "nl": ("%1$d bestanden, %2$d mappen", "%1$s verbande %2$s"), "pl": ("%1$d plików, %2$d folderów", "%1$s zbanował %2$s"),
                      "ru": ("%1$d файлов, %2$d папок", "%1$s заблокировал %2$s"), "ja": ("%1$d ファイル、%2$d フォルダー", "%1$s が %2$s をバンしました"),
                      "zh-rCN": ("%1$d 个文件，%2$d 个文件夹", "%1$s 封禁了 %2$s"), "tr": ("%1$d dosya, %2$d klasör", "%1$s, %2$s kişisini yasakladı")]
        for (korean, expected) in [("파일 %2$d개, 폴더 %1$d개", ["ko footer"]), ("파일 %1$d개, 폴더 %2$d개", [])] {
            var texts = others.mapValues { [$0.0, $0.1] }
            texts["ko"] = [korean, "%1$s님이 %2$s님을 차단했습니다"]
            texts["fa"] = ["%1$d فایل، %2$d پوشه", "%2$s به دست %1$s مسدود شد"]
            let findings = try androidTranslationFindings([("footer", "%1$d files, %2$d folders"), ("ban", "%1$s banned %2$s")], texts, folder: "round89-list")
                .filter { $0.detail.contains("traded places") }
            #expect(languagesAndKeys(findings) == expected, "\(korean): \(findings.map(\.detail))")
        }
    }

    /// ownCloud's Chinese "连接到你所有的Nextcloud服务器" (round 89), where 41 of 47 translations
    /// keep "ownCloud" (Taiwanese writes "Cloud"): another name's Latin word in a text of
    /// another script, where three in four keep the app's name. Not: "ownCloud" kept.
    @Test func anotherProductsNameWhereThreeInFourKeepTheAppsIsFound() throws {
        let keeping = ["de": "Mit allen deinen ownCloud-Servern verbinden", "fr": "Connectez-vous à tous vos serveurs ownCloud",
                       "es": "Conectar a todos tus servidores ownCloud", "it": "Connetti a tutti i tuoi server ownCloud", "nl": "Verbind met al uw ownCloud servers",
                       "sv": "Anslut till alla dina ownCloud servrar", "fi": "Yhdistä kaikkiin ownCloud palvelimiisi", "pl": "Podłącz do twoich wszystkich serwerów ownCloud",
                       "cs": "Připojit ke všem mým serverům ownCloud", "ru": "Подключайтесь ко всем вашим серверам ownCloud", "ja": "すべてのownCloudのサーバーに接続",
                       "ko": "내 모든 ownCloud 서버에 연결"]
        for (chinese, expected) in [("连接到你所有的Nextcloud服务器", ["zh-Hans welcome"]), ("连接到你所有的ownCloud服务器", [])] {
            var texts = keeping.mapValues { ["ownCloud", $0] }
            texts["zh-rTW"] = ["ownCloud", "連接到所有您自己的Cloud服務器"]
            texts["ug"] = ["ownCloud", "ئۆزىڭىزنىڭ Cloud مۇلازىمېتىرلىرىغا ئۇلاڭ"]
            texts["zh-rCN"] = ["ownCloud", chinese]
            let findings = try androidTranslationFindings([("app_name", "ownCloud"), ("welcome", "Connect to all your ownCloud servers")], texts, folder: "round89-brand")
                .filter { $0.detail.contains("stands in its place") }
            #expect(languagesAndKeys(findings) == expected, "\(chinese): \(findings.map(\.detail))")
        }
    }

    /// Home Assistant's Indonesian "…penggunaan Asisten Rumah Cloud di aplikasi…" for "…the use
    /// of Home Assistant Cloud…" (round 91, fixed after its blind run): a word of the source
    /// ("Cloud") ends a run of capitalized words, so "Asisten Rumah" is the name made up. Not:
    /// "Home Assistant Cloud" kept.
    @Test func aNameTranslatedBeforeASourceWordIsFound() throws {
        let source = [("app_name", "Home Assistant"),
                      ("cloud_off", "You have disabled the use of Home Assistant Cloud in the app. Open the companion app settings to enable it.")]
        let keeping = ["de": "Du hast Home Assistant Cloud in der App deaktiviert. Öffne die Einstellungen, um es zu aktivieren.",
                       "fr": "Vous avez désactivé Home Assistant Cloud dans cette application. Ouvrez les réglages pour activer.",
                       "es": "Has desactivado Home Assistant Cloud en la aplicación. Abre los ajustes para activarlo.",
                       "it": "Hai disattivato Home Assistant Cloud nella app. Apri le impostazioni per attivarlo.",
                       "nl": "Je hebt Home Assistant Cloud in de app uitgeschakeld. Open de instellingen om het in te schakelen.",
                       "sv": "Du har inaktiverat Home Assistant Cloud i appen. Öppna inställningarna för att aktivera det.",
                       "da": "Du har deaktiveret Home Assistant Cloud i appen. Åbn indstillingerne for at aktivere det.",
                       "pl": "Wyłączono Home Assistant Cloud w aplikacji. Otwórz ustawienia, aby to włączyć.",
                       "pt": "Desativou o Home Assistant Cloud na aplicação. Abra as definições para o ativar."]
        for (name, expected) in [("Asisten Rumah", ["in cloud_off"]), ("Home Assistant", [])] {
            var texts = keeping.mapValues { ["Home Assistant", $0] }
            texts["in"] = ["Home Assistant", "Anda telah menonaktifkan penggunaan \(name) Cloud di aplikasi. Buka pengaturan aplikasi untuk mengaktifkannya."]
            let findings = try androidTranslationFindings(source, texts, folder: "round91-brand").filter { $0.detail.contains("stands in its place") }
            #expect(languagesAndKeys(findings).map { $0.replacingOccurrences(of: "id ", with: "in ") } == expected, "\(name): \(findings.map(\.detail))")
        }
    }

    /// Home Assistant's Traditional Chinese "開啟" (open) as the state "Closed" too (round 89):
    /// "Open" and "Closed" are opposites as states ("close" and "opened" were). Not: "關閉".
    @Test func anOpenStateUnderClosedIsFound() throws {
        #expect(CatalogChecker.areOpposites("open", "closed") && CatalogChecker.areOpposites("closed", "open"))
        let source = [("state_open", "Open"), ("state_closed", "Closed")]
        var texts = ["de": ["Geöffnet", "Geschlossen"], "fr": ["Ouvert", "Fermé"], "es": ["Abierto", "Cerrado"], "it": ["Aperto", "Chiuso"],
                     "sv": ["Öppen", "Stängd"], "pl": ["Otwarte", "Zamknięte"]]
        for (closed, expected) in [("開啟", ["zh-Hant-TW"]), ("關閉", [])] {
            texts["zh-rTW"] = ["開啟", closed]
            let findings = try androidTranslationFindings(source, texts, folder: "round89-open").filter { $0.detail.contains("opposites") }
            #expect(findings.map { $0.language ?? "-" } == expected, "\(closed): \(findings.map(\.detail))")
        }
    }

    /// ownCloud's Hebrew "האם באמת להסיר %1$s" for "Do you really want to remove %1$s and its
    /// contents?" (round 89): a text stopping at a value where the source ends its sentence,
    /// judged as one stopping in a letter is (a hint). Not: the whole question; nor a label's
    /// value after a colon (Element X's Japanese "理由: %1$s" for "Reason: %1$s.").
    @Test func aTextStoppingAtAValueIsHinted() throws {
        #expect(CatalogChecker.endsInPlaceholder("האם באמת להסיר %1$s ") && CatalogChecker.endsInPlaceholder("Remove %@"))
        #expect(!CatalogChecker.endsInPlaceholder("Remove %1$s?") && !CatalogChecker.endsInLetter("Remove %1$s"))
        #expect(CatalogChecker.valueAfterAColon("理由: %1$s") && !CatalogChecker.valueAfterAColon("Motivo:. %1$s"))
        let fillers = (1...20).map { ("filler\($0)", "This is sentence number \($0).") }
        let source = [("remove_folder", "Do you really want to remove %1$s and its contents?")] + fillers
        var texts = ["de": ["Möchten Sie %1$s und seinen Inhalt wirklich entfernen?"], "fr": ["Voulez-vous vraiment supprimer %1$s et son contenu ?"],
                     "es": ["¿Realmente desea eliminar %1$s y su contenido?"], "it": ["Vuoi davvero rimuovere %1$s e il suo contenuto?"],
                     "nl": ["Wilt u %1$s en de inhoud echt verwijderen?"], "sv": ["Vill du verkligen ta bort %1$s och dess innehåll?"]]
        for (hebrew, expected) in [("האם באמת להסיר %1$s", ["he remove_folder"]), ("האם באמת להסיר %1$s ואת כל התכולה?", [])] {
            texts["iw"] = [hebrew] + fillers.map { "זהו משפט מספר \($0.0)." }
            let findings = try androidTranslationFindings(source, texts, folder: "round89-stops").filter { $0.detail.contains("stops at a value") && $0.severity == .hint }
            #expect(languagesAndKeys(findings) == expected, "\(hebrew): \(findings.map(\.detail))")
        }
    }

    /// Home Assistant's Czech "Naozaj chcete vykonať akciu uzamknutia na %@?" (round 89),
    /// Slovak with none of round 88's listed words: "naozaj", "vykonať", "akciu", everyday words
    /// Czech writes in none of the seven apps. Not: the Czech "Opravdu chcete provést akci…".
    @Test func aSlovakPromptInCzechIsFound() throws {
        let fillers = (1...210).map { ("filler\($0)", "Plain sentence number \($0) here") }
        let source = [("lock_title", "Are you sure you want to perform lock action on %@?")] + fillers
        for (text, expected) in [("Naozaj chcete vykonať akciu uzamknutia na %@?", ["cs lock_title"]), ("Opravdu chcete provést akci uzamčení na %@?", [])] {
            let findings = try androidTranslationFindings(source, ["cs": [text] + fillers.map { "Věta číslo \($0.0) je tady" }], folder: "round89-slovak")
                .filter { $0.detail.contains("everyday words") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Mastodon's Persian "…%2$s کیلوبایت…" (kilobytes) for "…%2$s MB…" (round 90): Persian and
    /// Arabic write data units as words. Not: "مگابایت", its megabytes.
    @Test func aPersianDataUnitChangedIsFound() throws {
        #expect(CatalogChecker.unitsAfterNumbers("از حد مجاز %2$s مگابایت بیشتر است") == ["مگابایت"])
        #expect(Set(CatalogChecker.unitScales.keys).allSatisfy { $0.utf8.count <= CatalogChecker.longestUnitBytes })
        let source = [("too_big", "File %1$s is above the %2$s MB limit")]
        var texts = ["de": ["Datei %1$s überschreitet das Limit von %2$s MB"], "fr": ["Le fichier %1$s dépasse la limite de %2$s Mo"],
                     "es": ["El archivo %1$s supera el límite de %2$s MB"], "it": ["Il file %1$s supera il limite di %2$s MB"]]
        for (unit, expected) in [("کیلوبایت", ["fa too_big"]), ("مگابایت", [])] {
            texts["fa"] = ["اندازه پرونده %1$s از حد مجاز %2$s \(unit) بیشتر است"]
            let findings = try androidTranslationFindings(source, texts, folder: "round90-units").filter { $0.detail.contains("the unit mb of the source") }
            #expect(languagesAndKeys(findings) == expected, "\(unit): \(findings.map(\.detail))")
        }
    }

    /// A hostile text of Arabic-Indic digits among Arabic letters ("١ا١ا…", 400,000 scalars):
    /// a unit is read for at most ``CatalogChecker/longestUnitBytes`` after each number (the
    /// first version read to the text's end after each, 29 s on 40,000 scalars).
    @Test(.timeLimit(.minutes(3)))
    func unitsAfterArabicDigitsAreReadInLinearTime() {
        #expect(CatalogChecker.unitsAfterNumbers(String(repeating: "\u{0661}\u{0627}", count: 200_000)).isEmpty)
        #expect(CatalogChecker.unitsAfterNumbers(String(repeating: "\u{0661} مگابایت ", count: 50_000)) == ["مگابایت"])
    }

    /// Nextcloud's Russian "Не удалось скопировать %1$d файлов…" (five or more) as the `few` form
    /// too (found on the corpus with round 90's Russian plant): the `few` and `many` forms are
    /// compared in East Slavic. Not: "…%1$d файла…"; nor "до %d файлов" (up to), whose
    /// preposition takes the genitive plural after any count.
    @Test func aFewFormHoldingTheManyFormsTextIsFound() throws {
        #expect(CatalogChecker.wordBeforeCount("Вы можете загружать до %d файлов") == "до" && CatalogChecker.wordBeforeCount("%d файлов") == nil)
        let russianNouns = [("минуты", "минут"), ("часа", "часов"), ("дня", "дней"), ("сообщения", "сообщений"), ("папки", "папок"),
                            ("фотографии", "фотографий"), ("страницы", "страниц"), ("ключа", "ключей"), ("файла", "файлов")]
        for (few, expected) in [("Не удалось скопировать %d файлов", ["ru copy"]), ("Не удалось скопировать %d файла", []), ("Можно загрузить до %d файлов", [])] {
            var english = [pluralResource("copy", [("one", "Could not copy %d file"), ("other", "Could not copy %d files")])]
            var russian = [pluralResource("copy", [("one", "Не удалось скопировать %d файл"), ("few", few), ("many", few.replacingOccurrences(of: "файла", with: "файлов")),
                                                   ("other", "Не удалось скопировать %d файла")])]
            for (index, (fewNoun, manyNoun)) in russianNouns.enumerated() {
                english.append(pluralResource("left_\(index)", [("one", "%d thing \(index) left"), ("other", "%d things \(index) left")]))
                russian.append(pluralResource("left_\(index)", [("one", "Осталась %d вещь"), ("few", "Осталось %d \(fewNoun)"), ("many", "Осталось %d \(manyNoun)"),
                                                                ("other", "Осталось %d \(fewNoun)")]))
            }
            let findings = try androidOnlyFindings([("res/values/strings.xml", resources(english.joined())), ("res/values-ru/strings.xml", resources(russian.joined()))],
                                                   folder: "round90-few-many").filter { $0.detail.contains("few and many forms read alike") }
            #expect(languagesAndKeys(findings) == expected, "\(few): \(findings.map(\.detail))")
        }
    }
}
