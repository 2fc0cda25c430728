import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 82 fixed after it (issue #18).
@Suite("Recall round 82")
struct RecallRound82Tests {
    /// Nextcloud's Persian "پس از ۵ دقیقه" (minutes) for "after 5 seconds" (round 82): a number
    /// in Persian digits is a number, so the unit after it is read. Not: "پس از ۵ ثانیه".
    @Test func aTimeUnitAfterPersianDigitsIsRead() throws {
        let source = [("pass_code", "The passcode is asked again after 5 seconds.")]
        for (text, expected) in [("رمز عبور پس از ۵ دقیقه دوباره درخواست می‌شود.", ["fa pass_code"]), ("رمز عبور پس از ۵ ثانیه دوباره درخواست می‌شود.", [])] {
            let texts = ["de": ["Die PIN wird nach 5 Sekunden erneut abgefragt."], "fr": ["Le code est demandé à nouveau après 5 secondes."],
                         "it": ["Il codice viene richiesto di nuovo dopo 5 secondi."], "es": ["El código se pide de nuevo después de 5 segundos."],
                         "fa": [text]]
            let findings = try androidTranslationFindings(source, texts, folder: "round82-persian-digits").filter { $0.detail.contains("time unit") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
        #expect(CatalogChecker.isOtherScriptDigit("۵") && CatalogChecker.isOtherScriptDigit("٥") && !CatalogChecker.isOtherScriptDigit("五"))
    }

    /// Home Assistant's Ukrainian "Ви можете видалити єдину доступну URL-адресу." for "You
    /// cannot remove only available URL." and Japanese "これは、元に戻すことができます。" for
    /// "This cannot be undone." (round 82): a pronoun before "cannot" is its subject, so the
    /// source negates a clause the other translations negate.
    @Test func aNegationAfterAPronounIsJudged() throws {
        let languages = ["de", "fr", "it", "nl", "sv", "da", "pl"]
        let fillers = (1...6).map { ("filler\($0)", "The item number \($0) was not saved here") }
        let source = [("remove_url", "You cannot remove the only available URL.")] + fillers
        var texts: [String: [String]] = [:]
        for language in languages {
            let not = RecallRound55Tests.notWords[language]!
            texts[language] = ["Sie können \(not) die einzige URL entfernen \(language)."] + fillers.map { "Elemento \($0.0) \(not) guardado \(language)" }
        }
        texts["pl"]![0] = "Możesz usunąć jedyny dostępny adres URL."
        let findings = try androidTranslationFindings(source, texts, folder: "round82-negation-pronoun").filter { $0.detail.contains("negation is lost") }
        #expect(languagesAndKeys(findings) == ["pl remove_url"], "\(findings.map(\.detail))")
    }

    /// Mastodon's Russian "Загрузить недостающие посты ниже" (below) under both "Load missing
    /// posts above" and "…below" (round 82): "above" and "below" are opposites.
    @Test func aboveAndBelowAreOpposites() throws {
        let source = [("posts_above", "Load missing posts above"), ("posts_below", "Load missing posts below")]
        var texts: [String: [String]] = ["ru": ["Загрузить недостающие посты ниже", "Загрузить недостающие посты ниже"]]
        for language in RecallRound51Tests.voters { texts[language] = ["\(language) posts up there", "\(language) posts down there"] }
        let findings = try androidTranslationFindings(source, texts, folder: "round82-above-below").filter { $0.detail.contains("opposites") }
        #expect(findings.map(\.language) == ["ru"], "\(findings.map(\.detail))")
    }

    /// Wikipedia's Japanese "ウィキペディア・コモンズの注目の画像" (Wikipedia) for "Featured image
    /// from Wikimedia Commons", where its other texts write "ウィキメディア", and Nextcloud's
    /// Japanese "あなたのネクストクラウドアカウント" where its other texts keep "Nextcloud"
    /// (round 82). Not: a text phrasing the name away ("注目の画像").
    @Test func aNameWrittenOtherwiseThanTheLanguageWritesItIsFound() throws {
        for (name, rendering, wrong) in [("Wikimedia", "ウィキメディア", "ウィキペディア"), ("Nextcloud", "Nextcloud", "ネクストクラウド")] {
            let source = (1...5).map { ("named\($0)", "Open item \($0) from \(name) Commons") }
            for (last, expected) in [("\(wrong)・コモンズの注目の画像", ["ja named5"]), ("注目の画像", [])] {
                var texts = ["ja": ["\(rendering)財団", "\(rendering)の画像", "\(rendering)のファイル", "\(rendering)から選択", last]]
                for language in ["de", "fr", "it", "nl", "sv"] { texts[language] = (1...5).map { "\(language) item \($0) of \(name) Commons" } }
                let findings = try androidTranslationFindings(source, texts, folder: "round82-name-rendering").filter { $0.detail.contains("in its 4 other texts naming it") }
                #expect(languagesAndKeys(findings) == expected, "\(name) \(last): \(findings.map(\.detail))")
            }
        }
    }

    /// The finding names a run of letters near the language's own spelling only: Spanish
    /// "vídeo" beside "video" is one word read without its marks.
    @Test func aNameReadWithoutMarksIsNoFinding() {
        let texts = ["de video uno", "de video dos", "de video tres", "de video cuatro", "de vídeo cinco"].map(CatalogChecker.lettersOnly)
        var lookups = 0
        #expect(CatalogChecker.renderingLackedByOne(texts, lookups: &lookups) == nil)
        let japanese = ["ウィキメディア財団", "ウィキメディア・コモンズ", "ウィキメディア コモンズ", "ウィキメディアの画像", "ウィキペディア・コモンズ"].map(CatalogChecker.lettersOnly)
        let found = CatalogChecker.renderingLackedByOne(japanese, lookups: &lookups)
        #expect(found?.0 == "ウィキメディア" && found?.1 == 4, "\(String(describing: found))")
        #expect(CatalogChecker.nearRendering(of: "ウィキメディア", in: japanese[4]) == "ウィキペディア")
        #expect(lookups > 0)
    }
}
