import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 102-107 fixed after them (issue #18).
@Suite("Recall rounds 106 and 107")
struct RecallRound107Tests {
    /// Translations of "%1$s of %2$s used" keeping its order (prepositional languages) and
    /// reordering it (Japanese, Korean, Turkish).
    static let quotaTranslations: [String: String] = [
        "fr": "%1$s sur %2$s utilisés", "es": "%1$s de %2$s usados", "it": "%1$s di %2$s usati", "de": "%1$s von %2$s verwendet",
        "nl": "%1$s van %2$s gebruikt", "sv": "%1$s av %2$s använt", "pl": "Wykorzystano %1$s z %2$s", "ru": "Использовано %1$s из %2$s",
        "cs": "Využito %1$s z %2$s", "el": "%1$s από %2$s σε χρήση", "iw": "%1$s מתוך %2$s בשימוש", "pt": "%1$s de %2$s usado",
        "ro": "%1$s din %2$s folosit", "da": "%1$s af %2$s brugt", "ja": "%2$s中%1$s使用", "ko": "%2$s 중 %1$s 사용됨", "tr": "%2$s alanın %1$s kısmı",
    ]

    /// ownCloud's Arabic "%2$s من %1$s مستخدم" for "%1$s of %2$s used" (rounds 105 and 107,
    /// Hebrew too, and Nextcloud's Arabic in round 104): "10 GB of 1 GB used". Every other
    /// translation into a language that puts its prepositions first keeps the order; only
    /// Japanese, Korean and Turkish reorder. Not: the order kept; a sentence that is no count
    /// ("Logging in as %1$s on %2$s", Latvian "Piesakās %2$s kā %1$s" by right).
    @Test func aCountsIndexAndTotalSwappedInAPrepositionalLanguageAreFound() throws {
        func findings(_ source: String, arabic: String, others: [String: String]) throws -> [CatalogFinding] {
            var texts = others.mapValues { [$0] }
            texts["ar"] = [arabic]
            return try androidTranslationFindings([("quota", source)], texts, folder: "round107-quota-\(arabic.utf8.count)-\(source.count)")
                .filter { $0.detail.contains("languages that put their prepositions first") }
        }
        #expect(languagesAndKeys(try findings("%1$s of %2$s used", arabic: "%2$s من %1$s مستخدم", others: Self.quotaTranslations)) == ["ar quota"])
        #expect(try findings("%1$s of %2$s used", arabic: "%1$s من %2$s مستخدم", others: Self.quotaTranslations).isEmpty)
        let logging = Self.quotaTranslations.mapValues { $0.replacingOccurrences(of: " ", with: " · ") }
        #expect(try findings("Logging in as %1$s on %2$s", arabic: "تسجيل الدخول إلى %2$s باسم %1$s", others: logging).isEmpty)
    }

    /// ownCloud's Korean "현재 온라인이며 해당 항목이 로컬에 캐시되지 않아…" (online) for
    /// "Couldn't resolve a private link since you are offline and corresponding item is not
    /// cached locally." (round 105): a fixed spelling is judged in a text of twenty words.
    /// Not: the text writing "오프라인".
    @Test func anOppositeSpellingInALongTextIsFound() throws {
        let source = [("offline_1", "You are offline"), ("offline_2", "Offline mode"), ("online_1", "You are online"), ("online_2", "Online mode"),
                      ("link", "Could not resolve a private link since you are offline and corresponding item is not cached locally.")]
        func findings(_ korean: String) throws -> [CatalogFinding] {
            try androidTranslationFindings(source, ["ko": ["오프라인 상태입니다", "오프라인 모드", "온라인 상태입니다", "온라인 모드", korean]],
                                           folder: "round107-offline-\(korean.utf8.count)")
                .filter { $0.key == "link" && $0.detail.contains("the opposite's word") }
        }
        #expect(languagesAndKeys(try findings("현재 온라인이며 해당 항목이 로컬에 캐시되지 않아 비공개 링크를 확인할 수 없습니다.")) == ["ko link"])
        #expect(try findings("현재 오프라인이며 해당 항목이 로컬에 캐시되지 않아 비공개 링크를 확인할 수 없습니다.").isEmpty)
    }

    /// ownCloud's Chinese "不支援版本高於10的伺服器" (higher than) for "Server versions lower than
    /// 10 are not supported" and Arabic "تم تفعيل التحميل التلقائي" (enabled) for "Auto upload
    /// was disabled" (rounds 103 and 105): their spellings.
    @Test func chineseHigherAndArabicEnableAreSpelled() {
        #expect(CatalogChecker.spelledWords("不支援版本高於10的伺服器，請更新至最新版本。") == ["higher"])
        #expect(CatalogChecker.spelledWords("不支援版本低於10的伺服器") == ["lower"])
        #expect(CatalogChecker.spelledWords("تم تفعيل التحميل التلقائي للوسائط") == ["enable"])
        #expect(CatalogChecker.spelledWords("تم تعطيل التحميل التلقائي للوسائط") == ["disable"])
    }

    /// An Android project naming Wikipedia in twelve texts and Wikidata in four (`last` the
    /// last of them), translated into Chinese with `chinese` for the last.
    static func kinFindings(_ chinese: String) throws -> [CatalogFinding] {
        let wikipedia = [("app_name", "Wikipedia")] + (1...12).map { ("wp_\($0)", "Wikipedia page number \($0)") }
        let wikidata = [("wd_1", "Wikidata"), ("wd_2", "Wikidata edits"), ("wd_3", "Wikidata guide"), ("last", "About Wikidata")]
        let texts = ["维基百科"] + (1...12).map { $0 % 2 == 0 ? "维基百科第\($0)页" : "打开维基百科\($0)" } + ["维基数据", "维基数据编辑", "维基数据指南", chinese]
        return try androidTranslationFindings(wikipedia + wikidata, ["zh-rCN": texts], folder: "round107-kin-\(chinese.utf8.count)")
            .filter { $0.detail.contains("the app's name in a sibling project's place") }
    }

    /// Wikipedia's Chinese "关于维基百科" (About Wikipedia) for "About Wikidata" and Hebrew "קרן
    /// ויקיפדיה" for "the Wikimedia Foundation" (round 107): the app's name where the source
    /// names a kin. Not: "关于维基数据".
    @Test func theAppsNameInAKinsPlaceIsFound() throws {
        #expect(languagesAndKeys(try Self.kinFindings("关于维基百科")) == ["zh-Hans last"])
        #expect(try Self.kinFindings("关于维基数据").isEmpty)
    }

    /// Nextcloud's Slovak "Zobrazit skryté soubory", Czech's text (round 107): three words, two
    /// of them Czech, one of them a word Slovak writes with other marks ("zobraziť"). Not: the
    /// Slovak text.
    @Test func aShortCzechTextInSlovakIsFound() throws {
        let fillers = (0..<200).map { ("filler_\($0)", "Filler number \($0)") }
        let source = fillers + [("show_1", "Show files"), ("show_2", "Show folders"), ("show_3", "Show all"), ("hidden", "Show hidden files")]
        func findings(_ slovak: String) throws -> [CatalogFinding] {
            let czech = fillers.map { "Výplň soubory zobrazit číslo \($0.0)" } + ["Zobrazit soubory", "Zobrazit složky", "Zobrazit vše", "Zobrazit skryté soubory"]
            let slovakTexts = fillers.map { "Výplň číslo \($0.0)" } + ["Zobraziť súbory", "Zobraziť priečinky", "Zobraziť všetko", slovak]
            return try androidTranslationFindings(source, ["cs": czech, "sk": slovakTexts], folder: "round107-slovak-\(slovak.utf8.count)")
                .filter { $0.key == "hidden" && $0.detail.hasPrefix("written in cs") }
        }
        #expect(languagesAndKeys(try findings("Zobrazit skryté soubory")) == ["sk hidden"])
        #expect(try findings("Zobraziť skryté súbory").isEmpty)
    }

    /// Bitwarden's European Portuguese "Baixar arquivo" for "Download file", Brazil's, where it
    /// writes "Transferir ficheiro" (round 107). Not: Brazilian "Transferir propriedade" for
    /// "Transfer ownership".
    @Test func brazilsWordForDownloadInEuropeanPortugueseIsFound() throws {
        let source = (1...3).map { ("download_\($0)", "Download item \($0)") } + [("last", "Download file"), ("transfer", "Transfer ownership")]
        let european = (1...3).map { "Transferir item \($0)" } + ["Baixar arquivo", "Transferir propriedade"]
        let brazilian = (1...3).map { "Baixar item \($0)" } + ["Baixar arquivo", "Transferir propriedade"]
        let findings = try androidTranslationFindings(source, ["pt-rPT": european, "pt-rBR": brazilian], folder: "round107-download-word")
            .filter { $0.detail.contains("a word of the other variant") }
        #expect(languagesAndKeys(findings) == ["pt-PT last"])
    }

    /// Mastodon's Arabic "…يجب أن يتكون من ست خانات على الأقل" (six) for "…must be at least 8
    /// characters" (round 106), where Arabic spelled "ثمان": a number of the source in digits
    /// spelled as another, in Arabic's form without "ة". Not: "ثمان".
    @Test func aDigitOfTheSourceSpelledAsAnotherNumberIsFound() throws {
        let fillers = (0..<100).map { ("filler_\($0)", "Filler text") }
        let source = fillers + [("short", "Password is too short (must be at least 8 characters)")]
        func findings(_ arabic: String) throws -> [CatalogFinding] {
            var texts = ["fr": "Trop court (8 caractères au moins)", "de": "Zu kurz (mindestens 8 Zeichen)", "es": "Demasiado corta (al menos 8 caracteres)"]
                .mapValues { fillers.map { _ in "Texte" } + [$0] }
            texts["ar"] = fillers.indices.map { "نص رقم \($0)" } + [arabic]
            return try androidTranslationFindings(source, texts, folder: "round107-digit-\(arabic.utf8.count)")
                .filter { $0.key == "short" && $0.detail.contains("CLDR's") }
        }
        #expect(languagesAndKeys(try findings("رمز السر قصير جدًا (يجب أن يتكون من ست خانات على الأقل)")) == ["ar short"])
        #expect(try findings("رمز السر قصير جدًا (يجب أن يتكون من ثمان خانات على الأقل)").isEmpty)
    }

    /// Mastodon's Arabic writes its vowel marks ("لَا يُمكِن", cannot): its negations are read
    /// without them (round 107, "يُمكِن عَرض…", can be shown, for "…are not displayed.").
    @Test func arabicNegationsAreReadWithoutVowelMarks() throws {
        let arabic = try #require(NegationWords.judged("ar"))
        #expect(arabic.count("لَا يُمكِن عَرض المُتابِعين") == 1)
        #expect(arabic.count("لَمْ يَتِمّ") == 1)
        #expect(arabic.count("يُمكِن عَرض المُتابِعين") == 0)
    }

    /// ownCloud's Russian "…Пожалуйста, включите блокировку кодом доступа в настройках
    /// приложения." (enable) for "Passcode protection is not supported on this device.\nPlease
    /// disable passcode lock in the app settings." (round 107): "disable" is judged in a sentence
    /// asking for it. Not: "отключите"; a sentence that does not ask ("This enables powerful
    /// automations, such as turning off the heating").
    @Test func anOppositeInARequestIsFound() throws {
        let things = ["sync", "uploads", "sharing", "logging", "previews"]
        func findings(_ russian: String, asking: Bool = true) throws -> [CatalogFinding] {
            let second = asking ? "Please disable passcode lock in the app settings, now and here." : "Your admin will disable passcode lock in the app settings."
            let source = things.map { ("disable_\($0)", "Disable \($0)") } + things.map { ("enable_\($0)", "Enable \($0)") }
                + [("passcode", "Passcode protection is not supported on this device.\n" + second)]
            let texts = things.map { "Отключить \($0)" } + things.map { "Включить \($0)" } + [russian]
            return try androidTranslationFindings(source, ["ru": texts], folder: "round107-request-\(russian.utf8.count)-\(asking)")
                .filter { $0.key == "passcode" && $0.detail.contains("opposite") }
        }
        #expect(languagesAndKeys(try findings("Блокировка кодом доступа не поддерживается на этом устройстве.\nПожалуйста, включите блокировку кодом доступа в настройках приложения, сейчас и здесь.")) == ["ru passcode"])
        #expect(try findings("Блокировка кодом доступа не поддерживается на этом устройстве.\nПожалуйста, отключите блокировку кодом доступа в настройках приложения, сейчас и здесь.").isEmpty)
        #expect(try findings("Блокировка кодом доступа не поддерживается на этом устройстве.\nВаш администратор включит блокировку кодом доступа.", asking: false).isEmpty)
    }

    /// A project of two hundred fillers and `last`, translated into `language` with `text` for the last.
    static func neighbourFindings(_ language: String, _ text: String, last: String) throws -> [CatalogFinding] {
        let fillers = (0..<200).map { ("filler_\($0)", "Filler number \($0)") }
        let texts = [language: fillers.map { "Tekst \($0.0)" } + [text]]
        return try androidTranslationFindings(fillers + [("last", last)], texts, folder: "round107-neighbour-\(language)-\(text.utf8.count)")
            .filter { $0.key == "last" && $0.detail.hasPrefix("written in") }
    }

    /// ownCloud's Galician "Ya no se pedirá el patrón" (round 105, Spanish typed anew: "ya",
    /// "el"), Wikipedia's Croatian "Sadržaj se ne može učitati kada ste oflajn." (round 105,
    /// Serbian's "oflajn") and Bitwarden's Slovak "Hlavní heslo musí obsahovat alespoň %d znaky."
    /// (round 105, Czech's "hlavní", "obsahovat", "alespoň"). Not: their own words ("Xa non se
    /// pedirá o patrón"; "izvanmrežno"; "Hlavné heslo musí obsahovať aspoň %d znaky.").
    @Test func aNeighboursSentenceTypedAnewIsFound() throws {
        #expect(languagesAndKeys(try Self.neighbourFindings("gl", "Ya no se pedirá el patrón", last: "Pattern no longer required")) == ["gl last"])
        #expect(try Self.neighbourFindings("gl", "Xa non se pedirá o patrón", last: "Pattern no longer required").isEmpty)
        #expect(languagesAndKeys(try Self.neighbourFindings("hr", "Sadržaj se ne može učitati kada ste oflajn.", last: "Content cannot be loaded offline.")) == ["hr last"])
        #expect(try Self.neighbourFindings("hr", "Sadržaj se ne može učitati izvanmrežno.", last: "Content cannot be loaded offline.").isEmpty)
        #expect(languagesAndKeys(try Self.neighbourFindings("sk", "Hlavní heslo musí obsahovat alespoň %d znaky.", last: "Master password must be at least %d characters.")) == ["sk last"])
        #expect(try Self.neighbourFindings("sk", "Hlavné heslo musí obsahovať aspoň %d znaky.", last: "Master password must be at least %d characters.").isEmpty)
        // (In a plural's form too, Bitwarden's plant.)
        func pluralFindings(few: String) throws -> [CatalogFinding] {
            let fillers = (0..<200).map { "<string name=\"filler_\($0)\">Filler number \($0)</string>" }.joined()
            let slovakFillers = (0..<200).map { "<string name=\"filler_\($0)\">Tekst \($0)</string>" }.joined()
            let plural = { (one: String, few: String, other: String) in
                "<plurals name=\"length\"><item quantity=\"one\">\(one)</item><item quantity=\"few\">\(few)</item><item quantity=\"other\">\(other)</item></plurals>"
            }
            return try androidOnlyFindings([
                ("res/values/strings.xml", resources(fillers + plural("Master password must be at least %d character.", "Master password must be at least %d characters.",
                                                                      "Master password must be at least %d characters."))),
                ("res/values-sk/strings.xml", resources(slovakFillers + plural("Hlavné heslo musí obsahovať aspoň %d znak.", few, "Hlavné heslo musí obsahovať aspoň %d znakov."))),
            ], folder: "round107-neighbour-plural-\(few.utf8.count)").filter { $0.key == "length" && $0.detail.hasPrefix("written in") }
        }
        #expect(languagesAndKeys(try pluralFindings(few: "Hlavní heslo musí obsahovat alespoň %d znaky.")) == ["sk length"])
        #expect(try pluralFindings(few: "Hlavné heslo musí obsahovať aspoň %d znaky.").isEmpty)
    }
}
