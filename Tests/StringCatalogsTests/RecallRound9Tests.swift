import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 9 (issue #18), each in the shape the real app had, on our own text.
@Suite("Recall round 9")
struct RecallRound9Tests {
    func check(_ files: [(String, String)]) throws -> [CatalogFinding] {
        try androidOnlyFindings(files, folder: "round9").filter { !$0.isHint }
    }

    func appleFindings(_ files: [(String, String)], knownRegions: [String]? = nil) throws -> [CatalogFinding] {
        let folder = try Fixtures.temporaryDirectory("round9-apple")
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
        var checker = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: apple)
        if let knownRegions { checker.declaredLanguages = [.apple: knownRegions] }
        return checker.findings().filter { !$0.isHint }
    }

    func appleStrings(_ pairs: [(String, String)]) -> String {
        pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
    }

    /// A key renamed by two swapped letters (Wikipedia's Upper Sorbian `find_nxet` for
    /// `find_next`) is a rename: a typist's slip is one edit.
    @Test func aKeyRenamedBySwappedLettersIsFound() throws {
        let keys = [("find_next", "Find next"), ("find_previous", "Find previous")]
        let translated = [("find_next", "Weiter suchen"), ("find_previous", "Zurück suchen")]
        let all = try check([("res/values/strings.xml", stringResources(keys)),
                             ("res/values-de/strings.xml", stringResources(translated)),
                             ("res/values-fr/strings.xml", stringResources([("find_next", "Suivant"), ("find_previous", "Précédent")])),
                             ("res/values-hsb/strings.xml", stringResources([("find_nxet", "Přichodne pytać"), ("find_previous", "Předchadne pytać")]))])
        let renamed = all.filter { $0.kind == .extraKey && $0.language == "hsb" }
        #expect(renamed.map(\.key) == ["find_nxet"] && renamed.first?.detail.contains("The source's \"find_next\"") == true, "\(all)")
    }

    /// Bitwarden's source quotes “Settings” typographically; the Persian translation wrote
    /// straight quotes without their backslashes, which aapt2 drops.
    @Test func quotesDroppedBesideTypographicSourceQuotes() throws {
        let all = try check([("res/values/strings.xml", stringResources([("alert", "Open the “Settings” screen.")])),
                             ("res/values-fa/strings.xml", stringResources([("alert", "صفحه \"تنظیمات\" را باز کنید.")])),
                             ("res/values-de/strings.xml", stringResources([("alert", "Öffne den Bildschirm „Einstellungen“.")]))])
        #expect(all.map { "\($0.language ?? "") \($0.kind)" } == ["fa invalidSpecifier"], "\(all)")
    }

    /// Mastodon keeps a converter's copy of its tables beside the app's and the copy is read
    /// first: the app's own table (which a bundle ships) is checked as a translation too —
    /// here its Catalan plural left in English and its Kabyle-style English sentence.
    @Test func aHiddenTableIsCheckedAsATranslation() throws {
        let plural = { (forms: [(String, String)]) -> String in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>left</key><dict>"
                + "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string>"
                + forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict></dict></dict></plist>"
        }
        let english = [("one", "%ld minute left"), ("other", "%ld minutes left")]
        let sentence = ("search", "Search communities or enter a server address")
        var files = [("Localization/Converter/input/en.lproj/Localizable.stringsdict", plural(english)),
                     ("Localization/Converter/input/ca.lproj/Localizable.stringsdict", plural([("one", "%ld minut restant"), ("other", "%ld minuts restants")])),
                     ("Sources/App/en.lproj/Localizable.stringsdict", plural(english)),
                     ("Sources/App/ca.lproj/Localizable.stringsdict", plural([("one", "%ld minut restant"), ("other", "%ld minutes left")])),
                     ("Sources/App/en.lproj/Localizable.strings", appleStrings([sentence]))]
        for (language, text) in [("ca", "Cerca comunitats o introdueix una adreça"), ("de", "Suche Gemeinschaften oder gib eine Adresse ein"),
                                 ("fr", "Chercher des communautés ou saisir une adresse"), ("es", "Busca comunidades o introduce una dirección"),
                                 ("it", "Cerca comunità o inserisci un indirizzo")] {
            files.append(("Localization/Converter/input/\(language).lproj/Localizable.strings", appleStrings([("search", text)])))
            files.append(("Sources/App/\(language).lproj/Localizable.strings", appleStrings([("search", language == "de" ? sentence.1 : text)])))
        }
        let all = try appleFindings(files).filter { $0.kind == .untranslated }
        #expect(all.map { "\($0.language ?? "") \($0.location ?? "")" }.sorted()
                == ["ca Sources/App/ca.lproj/Localizable.stringsdict:1", "de Sources/App/de.lproj/Localizable.strings:1"], "\(all)")
    }

    /// Eighteen unshipped Apple folders (Mastodon's `da`, `he`, `ko`… with an Intents table
    /// only) lacked the app's main table and outvoted the translated languages: only shipped
    /// languages checked in full vote.
    @Test func unshippedFoldersDoNotVote() throws {
        let sentence = ("search", "Search communities or enter a server address")
        var files = [("en.lproj/Localizable.strings", appleStrings([sentence])), ("en.lproj/Intents.strings", appleStrings([("post", "Post")])),
                     ("kab.lproj/Localizable.strings", appleStrings([sentence])), ("kab.lproj/Intents.strings", appleStrings([("post", "Suffeɣ")]))]
        for (language, text) in [("de", "Suche Gemeinschaften oder gib eine Adresse ein"), ("fr", "Chercher des communautés ou saisir une adresse"),
                                 ("es", "Busca comunidades o introduce una dirección"), ("it", "Cerca comunità o inserisci un indirizzo")] {
            files.append(("\(language).lproj/Localizable.strings", appleStrings([("search", text)])))
            files.append(("\(language).lproj/Intents.strings", appleStrings([("post", "[\(language)] Post")])))
        }
        let unshipped = ["da", "he", "ko", "pl", "pt", "uk"]
        files += unshipped.map { ("\($0).lproj/Intents.strings", appleStrings([("post", "[\($0)] Post")])) }
        let all = try appleFindings(files, knownRegions: ["en", "kab", "de", "fr", "es", "it"])
        #expect(all.filter { $0.kind == .untranslated }.map { "\($0.language ?? "") \($0.key)" } == ["kab search"], "\(all)")
    }
}
