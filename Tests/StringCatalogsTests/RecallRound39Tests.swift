import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 39 and earlier ones fixed with it (issue #18), on our own text,
/// beside the legitimate neighbour each rule must pass.
@Suite("Recall round 39")
struct RecallRound39Tests {
    /// Mastodon's Swedish "Översatt med %@ från %@" for "Translated from %@ using %@" (round
    /// 36; ownCloud's Russian "…через %@ как %@", round 38): "från" is how Swedish writes "from"
    /// in its other texts, and the source puts "from" before the first argument. German keeps
    /// the order; Bulgarian's "от" before the first, written in two of three texts saying
    /// "has", is no evidence (its "of").
    @Test func unnumberedArgumentsTradingTheLanguagesWordsAreFound() throws {
        let source = [("translated_from", "Translated from %s using %s"), ("capacity", "Tag needs %d but only has %d"),
                      ("import_from", "Import from file"), ("sent_from", "Sent from phone"), ("copy_from", "Copy from server"),
                      ("restore_from", "Restore from backup"), ("from_date", "Messages from today"),
                      ("using_wifi", "Sync using Wi-Fi"), ("using_data", "Upload using mobile data"), ("using_key", "Sign in using a key"),
                      ("has_space", "The disk has space"), ("has_pin", "The account has a PIN"), ("has_name", "The group has a name")]
            + (1...30).map { ("filler\($0)", "Another text \($0)") }
        var texts: [String: [String]] = [:]
        texts["sv"] = ["Översatt med %s från %s", "Behöver %d men har bara %d", "Importera från fil", "Skickat från telefon", "Kopiera från server",
                       "Återställ från säkerhetskopia", "Meddelanden från idag", "Synka med Wi-Fi", "Ladda upp med mobildata", "Logga in med en nyckel",
                       "Disken har utrymme", "Kontot har en PIN", "Gruppen har ett namn"] + (1...30).map { "En annan text \($0)" }
        texts["de"] = ["Übersetzt aus %s mit %s", "Benötigt %d, hat aber nur %d", "Aus Datei importieren", "Vom Telefon gesendet", "Vom Server kopieren",
                       "Aus Sicherung wiederherstellen", "Nachrichten von heute", "Mit WLAN synchronisieren", "Mit mobilen Daten hochladen",
                       "Mit einem Schlüssel anmelden", "Die Festplatte hat Platz", "Das Konto hat eine PIN", "Die Gruppe hat einen Namen"] + (1...30).map { "Ein anderer Text \($0)" }
        texts["bg"] = ["Преведено от %s чрез %s", "Нуждае се от %d, но има само %d", "Внасяне от файл", "Изпратено от телефон", "Копиране от сървър",
                       "Възстановяване от резервно копие", "Съобщения от днес", "Синхронизиране чрез Wi-Fi", "Качване чрез мобилни данни",
                       "Вход чрез ключ", "Дискът има място от", "Профилът има ПИН от", "Групата има име"] + (1...30).map { "Друг текст \($0)" }
        let findings = try androidTranslationFindings(source, texts, folder: "round39-argument-words").filter { $0.detail.contains("is how this language writes") }
        #expect(languagesAndKeys(findings) == ["sv translated_from"], "\(findings)")
        #expect(findings.first?.detail.contains("\"från\" is how this language writes \"from\"") == true, "\(findings)")
    }

    /// Mastodon's Traditional Chinese "%@，共 %d 個附件中的第 %d 個" for "%@, attachment %d of %d":
    /// "第" (the …th) marks the total, "共" (in all) the index. Japanese numbering its
    /// arguments ("全部で %3$d 件中 %2$d 件目") and Chinese keeping the order pass; "共" alone
    /// tells it too ("共 %2$d 個附件，現為 %3$d").
    @Test func anOrdinalOnTheTotalIsFound() throws {
        let source = [("attachment", "%1$s, attachment %2$d of %3$d"), ("step", "Step %d of %d")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr"] { texts[language] = ["%1$s, Anhang %2$d von %3$d \(language)", "Schritt %d von %d \(language)"] }
        texts["zh-rTW"] = ["%1$s，共 %2$d 個附件中的第 %3$d 個", "第 %d 步，共 %d 步"]
        texts["zh-rCN"] = ["%1$s，附件 %2$d / %3$d", "第 %d 步（共 %d 步）"]
        texts["ja"] = ["%1$s、全部で %3$d 件中 %2$d 件目", "ステップ %d/%d"]
        texts["ko"] = ["%1$s, 총 %3$d개 중 %2$d번째 첨부 파일", "총 %d단계 중 %d번째"]
        texts["zh-rHK"] = ["%1$s，共 %2$d 個附件，現為 %3$d", "第 %d 步，共 %d 步"]
        let findings = try androidTranslationFindings(source, texts, folder: "round39-ordinals").filter { $0.detail.contains("traded places (\"") }
        #expect(languagesAndKeys(findings) == ["ko step", "zh-Hant-HK attachment", "zh-Hant-TW attachment"], "\(findings)")
        #expect(CatalogChecker.indexAndTotal("Page %1$d of %2$d")! == (1, 2) && CatalogChecker.indexAndTotal("%1$d files and %2$d folders") == nil)
    }

    /// Bitwarden's Spanish "Versión: %1$s (p. ej. 2025.1.0 (1234))": the example of the
    /// developer's comment copied into the text, a number no other translation writes. A
    /// translator's "24 h" (two digits), a number two languages write and one where another
    /// language writes a digit too ("7 dies") are left alone.
    @Test func aNumberOneTranslationAddsIsFound() throws {
        let source = [("version_x", "Version: %1$s"), ("daily", "Every day"), ("era", "Since the start"), ("weekly", "Every week")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "nl", "pl", "sv", "da", "fi", "cs", "pt"] {
            texts[language] = ["Version %1$s \(language)", "Daily \(language)", "Start \(language)", "Weekly \(language)"]
        }
        texts["es"] = ["Versión: %1$s (p. ej. 2025.1.0 (1234))", "Cada 24 h", "Desde 1999", "Cada semana (168 h)"]
        texts["ca"] = ["Versió: %1$s", "Cada dia", "Des de 1999", "Cada 7 dies"]
        let findings = try androidTranslationFindings(source, texts, folder: "round39-added-number").filter { $0.detail.hasPrefix("the number") }
        #expect(languagesAndKeys(findings) == ["es version_x"], "\(findings)")
        #expect(CatalogChecker.longDigitRun("Versión: %1$s (p. ej. 2025.1.0 (1234))") == "2025" && CatalogChecker.longDigitRun("Cada 24 h") == nil)
    }

    /// ownCloud's Brazilian location prompt cut at 64 characters, "…o envio automático de": "de"
    /// stands in thirty texts of the language and ends none, and the text is shorter than
    /// the language writes. Northern Sami's "…vai eai" ("or not") at its full length only
    /// dropped a full stop.
    @Test func aTextStoppingOnAWordNoSentenceEndsWithIsFound() throws {
        let source = [("location", "This permission is needed to enable the upload of photos and videos in the background."),
                      ("patrol", "Review recent edits and determine whether they are constructive or not.")]
            + (1...32).map { ("sentence\($0)", "A list of the files number \($0) is shown here.") }
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "nl", "pl", "sv"] {
            texts[language] = ["Permission text for the upload of photos in \(language).", "Review the edits in \(language) or not."]
                + (1...32).map { "The list number \($0) in \(language)." }
        }
        texts["pt"] = ["Essa permissão é necessária para habilitar o envio automático de", "Revise as edições recentes e decida se são construtivas ou não."]
            + (1...32).map { "Uma lista de arquivos número \($0) é mostrada aqui." }
        texts["se"] = ["Dát lohpi dárbbašuvvo vai sáhttá sáddet govaid ja videoid duogážis.", "Loga maŋemus rievdadusaid ja mearrit leat go dat konstruktiivvalaččat vai eai"]
            + (1...32).map { "Fiilaid listu nummar \($0) vai eai čájehuvvo dás." }
        let findings = try androidTranslationFindings(source, texts, folder: "round39-dangling-word").filter { $0.detail.hasPrefix("stops after") }
        #expect(languagesAndKeys(findings) == ["pt location"], "\(findings)")
        #expect(findings.first?.severity == .finding && findings.first?.detail.contains("\"de\", a word 32 of pt's texts") == true, "\(findings)")
    }
}
