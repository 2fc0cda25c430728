import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 20 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 20")
struct RecallRound20Tests {
    /// An Android project whose source names the app `name` (`app_name`, untranslatable) and
    /// holds `texts`; each language of `languages` its texts in the same order.
    func namingFindings(_ name: String, _ texts: [String], _ languages: [String: [String]], folder: String) throws -> [CatalogFinding] {
        let keys = texts.indices.map { "k\($0)" }
        var files = [("res/values/strings.xml", resources("<string name=\"app_name\" translatable=\"false\">\(name)</string>"
            + zip(keys, texts).map { "<string name=\"\($0)\">\($1)</string>" }.joined()))]
        for (language, values) in languages {
            files.append(("res/values-\(language)/strings.xml", stringResources(Array(zip(keys, values)))))
        }
        return try androidOnlyFindings(files, folder: folder).filter { $0.detail.contains("the app's name") }
    }

    /// Wikipedia's Dutch "Zoeken in Wikipeida": Dutch keeps the name in its other texts,
    /// though most languages write it in their script in this one. Polish "Wikipedii" (an
    /// inflection: only its last letters differ) and Scottish Gaelic "Mhastodon" (a lenition)
    /// are none.
    @Test func aNameMisspelledByALanguageThatKeepsItIsFound() throws {
        let texts = (0..<12).map { "Wikipedia text number \($0) for readers" }
        var languages: [String: [String]] = [:]
        for language in ["ru", "uk", "bg", "sr", "mk", "be", "kk", "ky", "tg", "mn"] {
            languages[language] = texts.indices.map { "Википедия текст \($0)" }
        }
        languages["nl"] = texts.indices.map { $0 == 0 ? "Zoeken in Wikipeida" : "Wikipedia tekst \($0)" }
        languages["pl"] = texts.indices.map { $0 == 1 ? "Tekst z Wikipedii" : "Wikipedia tekst \($0)" }
        let findings = try namingFindings("Wikipedia", texts, languages, folder: "round20-misspelled")
        #expect(languagesAndKeys(findings) == ["nl k0"], "\(findings)")
        #expect(findings.first?.detail.contains("is written \"Wikipeida\" here, where nl writes it as is in 11 of its 11 other texts that name it do") == true, "\(findings)")
        #expect(CatalogChecker.isInitialMutation("Mhastodon", of: "Mastodon") && CatalogChecker.isInitialMutation("nWikipedia", of: "Wikipedia"))
        #expect(!CatalogChecker.isInitialMutation("Mastadon", of: "Mastodon"))
    }

    /// Nextcloud's Italian "account NextCloud": the name in another letter case, a hint.
    /// Hungarian "nextcloudos" (a derivation, lower case by its rules) and capitals throughout
    /// are none.
    @Test func aNameInAnotherLetterCaseIsAHint() throws {
        let texts = (0..<12).map { "Your Nextcloud account \($0)" }
        var languages: [String: [String]] = [:]
        for language in ["de", "fr", "es", "pt", "nl", "sv", "da", "fi", "cs", "sk"] {
            languages[language] = texts.indices.map { $0 == 2 && language == "de" ? "Ihr NEXTCLOUD Konto \($0)" : "Nextcloud \(language) \($0)" }
        }
        languages["it"] = texts.indices.map { $0 == 0 ? "Il tuo account NextCloud" : "Nextcloud it \($0)" }
        languages["hu"] = texts.indices.map { $0 == 1 ? "A nextcloudos fiókod" : "Nextcloud hu \($0)" }
        let findings = try namingFindings("Nextcloud", texts, languages, folder: "round20-case")
        #expect(languagesAndKeys(findings) == ["it k0"], "\(findings)")
        #expect(findings.first?.isHint == true && findings.first?.detail.contains("is written \"NextCloud\"") == true, "\(findings)")
    }

    /// Element X's Romanian "codul de 6 cifre" for "2-digit code", where a third of the
    /// languages spell the number out ("kahekohaline"): those vote on no number.
    @Test func aNumberIsComparedAmongTranslationsWritingOne() throws {
        let source = [("code", "Enter the 2-digit code now")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "pl"] { texts[language] = ["\(language) Code mit 2 Ziffern"] }
        for language in ["et", "cs", "hu"] { texts[language] = ["\(language) kahekohaline kood"] }
        texts["ro"] = ["Introduceți codul de 6 cifre"]
        let findings = try androidTranslationFindings(source, texts, folder: "round20-number").filter { $0.detail.contains("the number") }
        #expect(languagesAndKeys(findings) == ["ro code"], "\(findings)")
        #expect(findings.first?.detail.contains("4 of the 5 translations writing a number keep 2") == true, "\(findings)")
    }

    /// Element X's Indonesian "matrix. org": the source's address broken by a space. A
    /// sentence ending on the host's first label ("matrix. Organisation") is none.
    @Test func anAddressBrokenByASpaceIsFound() throws {
        let source = [("server", "Create an account on matrix.org for free.")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "pl", "es", "pt"] { texts[language] = ["\(language) Konto auf matrix.org erstellen."] }
        texts["in"] = ["Buat akun di matrix. org secara gratis."]
        texts["sv"] = ["Skapa ett konto på matrix. Organisationen är gratis."]
        let findings = try androidTranslationFindings(source, texts, folder: "round20-address").filter { $0.detail.contains("broken by a space") }
        #expect(languagesAndKeys(findings) == ["id server"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("the address matrix.org of the source is broken by a space here (\"matrix. org\")") == true, "\(findings)")
    }

    /// Home Assistant's German "Unlocked" in Core.strings, a word German translates
    /// "Aufgeschlossen" under another key: untranslated, though one word.
    @Test func aWordTheLanguageTranslatesElsewhereIsUntranslated() throws {
        let folder = try Fixtures.temporaryDirectory("round20-elsewhere")
        try writeFiles([("en.lproj/Localizable.strings", "\"lock.unlocked\" = \"Unlocked\";\n\"state.unlocked\" = \"Unlocked\";\n\"video\" = \"Video\";"),
                        ("de.lproj/Localizable.strings", "\"lock.unlocked\" = \"Aufgeschlossen\";\n\"state.unlocked\" = \"Unlocked\";\n\"video\" = \"Video\";")],
                       in: folder)
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
        let findings = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: apple).findings()
            .filter { $0.kind == .untranslated }
        #expect(findings.map(\.shownKey) == ["state.unlocked"] && findings.first?.language == "de", "\(findings)")
        #expect(findings.first?.detail.hasPrefix("identical to en: \"Unlocked\", which de translates \"Aufgeschlossen\" under lock.unlocked") == true, "\(findings)")
    }

    /// Wikipedia's licence notice, whose source moved to "CC BY-SA 4.0" while 46 languages
    /// still say 3.0: kept by half, the others all writing one older number. Where the others
    /// write numbers of their own, half is no consensus.
    @Test func aNumberLeftFromAnOlderSourceIsFound() throws {
        let source = [("licence", "Published under CC BY-SA 4.0 from today"), ("sample", "About 20 minutes to read")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "pl", "es"] { texts[language] = ["\(language) unter CC BY-SA 4.0", "\(language) etwa 20 Minuten"] }
        for (index, language) in ["nl", "sv", "da", "fi"].enumerated() { texts[language] = ["\(language) onder CC BY-SA 3.0", "\(language) ongeveer \(31 + index) minuten"] }
        let findings = try androidTranslationFindings(source, texts, folder: "round20-older").filter { $0.detail.contains("the number") }
        #expect(languagesAndKeys(findings) == ["da licence", "fi licence", "nl licence", "sv licence"], "\(findings)")
        #expect(findings.first?.detail.contains("5 of the 9 translations keep 40, the others 30 as here (translations of an older source?)") == true, "\(findings)")
    }

    /// Nextcloud's German `other` form "…, da zu vi", cut where the `one` form goes on
    /// "…, da zu viele Fehlversuche erfolgt sind". Forms whose source differs in length, and
    /// a `one` form without the count's words, are none.
    @Test func aPluralFormCutWhereItsSiblingGoesOnIsFound() {
        let source = CatalogValue.plural(["one": "Try again in %1$d minute and %2$d seconds after too many failed attempts",
                                          "other": "Try again in %1$d minutes and %2$d seconds after too many failed attempts"])
        let cut = CatalogValue.plural(["one": "In %1$d Minute und %2$d Sekunden erneut versuchen, da zu viele Fehlversuche erfolgt sind",
                                       "other": "In %1$d Minuten und %2$d Sekunden erneut versuchen, da zu vi"])
        #expect(PluralCheck.cutForm(source: source, translation: cut)?.form == "other")
        let whole = CatalogValue.plural(["one": "In einer Minute und %2$d Sekunden erneut versuchen, da zu viele Fehlversuche erfolgt sind",
                                         "other": "In %1$d Minuten und %2$d Sekunden erneut versuchen, da zu viele Fehlversuche erfolgt sind"])
        #expect(PluralCheck.cutForm(source: source, translation: whole) == nil)
        let files = CatalogValue.plural(["one": "One file", "other": "%d files were selected for the upload"])
        #expect(PluralCheck.cutForm(source: files, translation: .plural(["one": "Eine Datei wurde", "other": "Eine Datei wurde zum Hochladen ausgewählt"])) == nil)
    }

    /// Element X's French `"Transférer la propriété` (Localazy's quotes, the closing one
    /// lost). Quotes closed, and an escaped one, are none.
    @Test func anUnclosedQuoteIsFound() throws {
        let source = [("title", "\"Transfer ownership\""), ("said", "He said \\\"hi\\\"")]
        let findings = try androidTranslationFindings(source, [
            "fr": ["\"Transférer la propriété", "Il a dit \\\"salut\\\""],
            "de": ["\"Eigentum übertragen\"", "Er sagte \\\"hallo"],
        ], folder: "round20-quote").filter { $0.detail.contains("unclosed quotation mark") }
        #expect(languagesAndKeys(findings) == ["fr title"], "\(findings)")
        #expect(AndroidStringsReader.leavesAQuoteOpen("\"a") && !AndroidStringsReader.leavesAQuoteOpen("\"a\"") && !AndroidStringsReader.leavesAQuoteOpen("\\\"a"))
    }

    /// Mastodon's Swedish Intents "på Mastadon": the Apple tables name no app (Xcode's
    /// project does), so the Android `app_name` names it.
    @Test func theOtherPlatformNamesTheApp() throws {
        let folder = try Fixtures.temporaryDirectory("round20-other-name")
        var files = [("android/res/values/strings.xml", resources("<string name=\"app_name\" translatable=\"false\">Mastodon</string>")),
                     ("apple/en.lproj/Intents.strings", (0..<12).map { "\"k\($0)\" = \"Post \($0) on Mastodon\";" }.joined(separator: "\n"))]
        for language in ["de", "fr", "it", "nl", "da", "fi", "cs", "pl", "es", "pt", "sv"] {
            files.append(("apple/\(language).lproj/Intents.strings", (0..<12).map { index in
                "\"k\(index)\" = \"\(language) \(index) \(language == "sv" && index == 0 ? "Mastadon" : "Mastodon")\";"
            }.joined(separator: "\n")))
        }
        try writeFiles(files, in: folder)
        let findings = try twoPlatformFindings(in: folder).filter { $0.detail.contains("the app's name") }
        #expect(findings.map { "\($0.language ?? "-") \($0.shownKey)" } == ["sv k0"], "\(findings)")
    }
}
