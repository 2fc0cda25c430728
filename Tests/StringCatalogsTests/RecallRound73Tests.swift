import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 73 fixed with it (issue #18).
@Suite("Recall round 73")
struct RecallRound73Tests {
    /// Forty-two languages: enough for the checks that ask forty to tell two texts apart.
    static let manyVoters = RecallRound71Tests.voters
        + ["ru", "uk", "be", "es", "sr", "mk", "ka", "hy", "he", "ar", "fa", "hi", "bn", "th", "vi", "id", "ms", "ja", "ko", "zh"]

    /// ownCloud's Simplified Chinese "%2$d 个文件，%1$d 个文件夹" for "%1$d files, %2$d folders"
    /// (round 72): its Chinese writes "个文件夹" after the argument the source puts before
    /// "folders" elsewhere. Not judged: Traditional Chinese in the source's order.
    @Test func argumentsTradedAgainstTheWordsAfterThemAreFound() throws {
        let source = [("files_and_folders", "%1$d files, %2$d folders"), ("files", "%1$d files"), ("folders", "%1$d folders"),
                      ("files_picked", "Picked %1$d files"), ("folders_picked", "Picked %1$d folders")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters { texts[language] = ["%1$d a, %2$d b", "%1$d a", "%1$d b", "x %1$d a", "x %1$d b"] }
        texts["zh-rCN"] = ["%2$d 个文件，%1$d 个文件夹", "%1$d 个文件", "%1$d 个文件夹", "已选择 %1$d 个文件", "已选择 %1$d 个文件夹"]
        texts["zh-rTW"] = ["%1$d 個檔案，%2$d 個資料夾", "%1$d 個檔案", "%1$d 個資料夾", "已選擇 %1$d 個檔案", "已選擇 %1$d 個資料夾"]
        let findings = try androidTranslationFindings(source, texts, folder: "round73-words-after").filter { $0.detail.contains("traded places") }
        #expect(languagesAndKeys(findings) == ["zh-Hans files_and_folders"], "\(findings)")
        #expect(findings.first?.detail.contains("comes after argument") == true, "\(findings)")
    }

    /// Nextcloud's French "%2$s utilisés sur %1$s" for "%1$s of %2$s used" (round 73), where
    /// its French writes "Exportation %1$d sur %2$d": "sur" before the total. Not judged:
    /// Spanish in the source's order, a translation keeping the source's "%1$d/%2$d"
    /// ("pontuação de %1$d/%2$d": "de" is "of a score", no witness), and a word the language
    /// writes before an index elsewhere too.
    @Test func theTotalsWordBeforeTheIndexIsFound() throws {
        let source = [("quota", "%1$s of %2$s used"), ("export", "Exporting %1$d of %2$d"), ("score", "I scored %1$d/%2$d today"), ("page", "Page %1$d of %2$d")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters { texts[language] = ["%1$s q %2$s", "e %1$d q %2$d", "s %1$d/%2$d", "p %1$d q %2$d"] }
        texts["fr"] = ["%2$s utilisés sur %1$s", "Exportation %1$d sur %2$d", "Score de %1$d/%2$d aujourd’hui", "Page %1$d / %2$d"]
        texts["es"] = ["%1$s de %2$s usados", "Exportando %1$d de %2$d", "Hoy, una puntuación de %1$d/%2$d", "Página %1$d de %2$d"]
        texts["pt"] = ["%1$s de %2$s usados", "Exportando %1$d de %2$d", "Hoje, obtive uma pontuação de %1$d/%2$d", "Página %1$d de %2$d"]
        // Italian writes "di" before an index too ("Foglio di %1$d su %2$d"): it tells nothing.
        texts["it"] = ["%2$s usati di %1$s", "Esportazione %1$d di %2$d", "Punteggio %1$d/%2$d", "Foglio di %1$d su %2$d"]
        let findings = try androidTranslationFindings(source, texts, folder: "round73-totals-word").filter { $0.detail.contains("the index and the total traded places") }
        #expect(languagesAndKeys(findings) == ["fr quota"], "\(findings)")
    }

    /// Bitwarden's Czech "%1$s / měsíčně" under "%1$s / year" (round 73) and Japanese "%1$s /
    /// 月" there (round 72): the word (a single ideograph too) stands in the language's other
    /// texts saying "month", never in those saying "year".
    @Test func aSiblingsTextToldByTheLanguagesWordsIsFound() throws {
        let source = [("billing_rate_per_year", "%1$s / year"), ("billing_rate_per_month", "%1$s / month"), ("per_month_cancel", "/ month · Cancel anytime"),
                      ("per_month_description", "%1$s per month, cancel anytime"), ("expiration_year", "Expiration year")]
        let merged = [
            "cs": ["%1$s / měsíčně", "%1$s / měsíčně", "/ měsíčně · lze zrušit kdykoli", "%1$s měsíčně, lze zrušit kdykoli", "Rok expirace"],
            "ja": ["%1$s / 月", "%1$s / 月", "/ 月 · いつでもキャンセル", "%1$s /月、いつでもキャンセル可能", "有効期限年"],
        ]
        // Hungarian's "időszak" (period) stands in a "year" text too: it tells nothing.
        let untold = ["hu": ["%1$s / időszak", "%1$s / időszak", "/ időszak · bármikor lemondható", "%1$s időszak, bármikor lemondható", "Lejárati időszak év"]]
        for (languages, expected) in [(merged, ["cs billing_rate_per_year", "ja billing_rate_per_year"]), (untold, [])] {
            var texts: [String: [String]] = [:]
            for language in RecallRound51Tests.voters { texts[language] = ["%1$s / y", "%1$s / m", "/ m · c", "%1$s m, c", "e y"] }
            texts.merge(languages) { $1 }
            let findings = try androidTranslationFindings(source, texts, folder: "round73-sibling-words").filter { $0.detail.contains("in none of its") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Wikipedia's Turkish "Güney Amerika" for both "Central America" and "South America"
    /// (round 73), its other texts saying neither: a hint on the first by key, where forty
    /// languages at least tell the two apart; none where fewer do.
    @Test func siblingsMergedWithoutEvidenceGetAHint() throws {
        let source = [("topic_central_america", "Central America"), ("topic_south_america", "South America")]
        for (voters, expected) in [(Self.manyVoters, ["tr topic_central_america"]), (RecallRound51Tests.voters.filter { $0 != "tr" }, [])] {
            var texts: [String: [String]] = [:]
            for language in voters where language != "tr" { texts[language] = ["\(language) c a", "\(language) s a"] }
            texts["tr"] = ["Güney Amerika", "Güney Amerika"]
            let findings = try androidTranslationFindings(source, texts, folder: "round73-untold-siblings").filter { $0.detail.contains("tells which of the two is wrong") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
            #expect(findings.allSatisfy { $0.severity == .hint })
        }
    }

    /// ownCloud's Spanish "Use acciones de Nube Propia en Atajos" for "Use ownCloud actions in
    /// Shortcuts." (round 73): a name made up where nine in ten translations keep the app's,
    /// though Spanish names the app too seldom to tell its habit. Not judged: German, whose
    /// nouns are capitalized, French leaving the name out, and Portuguese, whose capitalized
    /// words start its text.
    @Test func aNameMadeUpInTheAppsPlaceIsFound() throws {
        let source = [("app_name", "ownCloud"), ("use_actions", "Use ownCloud actions in Shortcuts.")]
        var texts: [String: [String]] = [:]
        for language in Self.manyVoters where !["es", "de", "fr", "pt"].contains(language) { texts[language] = ["ownCloud", "\(language) ownCloud akt"] }
        texts["es"] = ["ownCloud", "Use acciones de Nube Propia en Atajos"]
        texts["de"] = ["ownCloud", "Verwenden Sie Aktionen Aus Kurzbefehle."]
        texts["fr"] = ["ownCloud", "Utilisez les actions dans les raccourcis."]
        texts["pt"] = ["ownCloud", "Ações Rápidas no app"]
        let findings = try androidTranslationFindings(source, texts, folder: "round73-invented-name").filter { $0.detail.contains("stands in its place") }
        #expect(languagesAndKeys(findings) == ["es use_actions"], "\(findings)")
    }

    /// An app with several names (ownCloud's extensions "Save to ownCloud", "ownCloud Action
    /// Extension"): its name is the word all of them hold, not "Save".
    @Test func theAppsNameIsTheWordAllItsNamesHold() {
        let location = SourceLocation(file: "x", line: 1)
        let several = ["CFBundleDisplayName": CatalogString(key: "CFBundleDisplayName", value: .text("Save to ownCloud"), location: location),
                       "CFBundleName": CatalogString(key: "CFBundleName", value: .text("ownCloud Action Extension"), location: location)]
        #expect(CatalogChecker.brandWords(several) == ["ownCloud"])
        let one = ["app_name": CatalogString(key: "app_name", value: .text("Home Assistant"), location: location)]
        #expect(CatalogChecker.brandWords(one) == ["Home", "Assistant"])
    }

    /// Nextcloud's Russian "%s см" for "%s mm" (round 73): a Cyrillic symbol of another scale,
    /// where the other Cyrillic translations write "мм". Not judged: Afrikaans "%.2f MG" for
    /// "%.2f MB", its megagreep ("GG" for "GB" in another text: its own spelling of bytes).
    @Test func aCyrillicUnitOfAnotherScaleIsFound() throws {
        let source = [("unit_mm", "%s mm"), ("size_mb", "%.2f MB"), ("size_gb", "%.2f GB")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters { texts[language] = ["%s mm ", "%.2f MB ", "%.2f GB "] }
        for language in ["uk", "be", "bg"] { texts[language] = ["%s мм", "%.2f МБ", "%.2f ГБ"] }
        texts["ru"] = ["%s см", "%.2f МБ", "%.2f ГБ"]
        texts["af"] = ["%s mm.", "%.2f MG", "%.2f GG"]
        let findings = try androidTranslationFindings(source, texts, folder: "round73-cyrillic-units").filter { $0.detail.contains("the unit ") }
        #expect(languagesAndKeys(findings) == ["ru unit_mm"], "\(findings)")
    }

    /// Bitwarden's Japanese "…%1$s 円で…" for "…%1$s USD due…" (round 73): the sign of another
    /// currency. Not judged: French "€", which its other texts write, and Chinese "美元", the
    /// source's own currency in words.
    @Test func aCurrencyCodeWrittenAsAnotherCurrencysSignIsFound() throws {
        let source = [("charge", "Your next charge is for %1$s USD due on %2$s."), ("prices", "Prices shown in your currency")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters { texts[language] = ["\(language) %1$s USD %2$s.", "\(language) p"] }
        texts["ja"] = ["次回の請求額は %1$s 円で、期日は %2$s です。", "価格は現地通貨で表示"]
        texts["fr"] = ["Prochain prélèvement de %1$s € le %2$s.", "Prix affichés en €"]
        texts["zh"] = ["下次扣款 %1$s 美元，到期日 %2$s。", "价格以当地货币显示"]
        let findings = try androidTranslationFindings(source, texts, folder: "round73-currency-sign").filter { $0.detail.contains("the sign of") }
        #expect(languagesAndKeys(findings) == ["ja charge"], "\(findings)")
    }
}
