import Foundation
import StringCatalogs
import TestSupport
import Testing

/// What real apps hold that our fixtures did not: never an abort, one platform alone, escapes
/// as aapt resolves them, Xcode's variations and states, and the noise classes of the corpus.
@Suite("Real app shapes")
struct RealAppShapesTests {
    func android(_ files: [(String, String)]) throws -> PlatformCatalog {
        let folder = try Fixtures.temporaryDirectory("shapes-android")
        try writeFiles(files.map { ("res/\($0.0)", $0.1) }, in: folder)
        var skipped: [String] = []
        return try AndroidStringsReader.read(paths: [folder.appendingPathComponent("res")], sourceLanguage: "en", skipped: &skipped)
    }

    func apple(_ files: [(String, String)]) throws -> PlatformCatalog {
        let folder = try Fixtures.temporaryDirectory("shapes-apple")
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        return try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
    }

    func resources(_ body: String) -> String { "<resources>\(body)</resources>" }

    @Test func aBrokenFileIsAFindingAndTheRestIsChecked() throws {
        let catalog = try android([("values/strings.xml", resources(#"<string name="a">A %s</string>"#)),
                                   ("values-fr/strings.xml", resources(#"<string name="a">L'erreur</string>"#)),
                                   ("values-de/strings.xml", resources(#"<string name="a">A %d</string>"#)),
                                   ("values-it/strings.xml", resources(#"<string name="a"></string>"#))])
        let findings = CatalogChecker(android: catalog, apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
        // An empty value is one finding (emptyValue), not also a placeholder mismatch.
        #expect(findings.map(\.kind) == [.placeholderMismatch, .unreadable, .emptyValue], "\(findings)")
        let unreadable = try #require(findings.first { $0.kind == .unreadable })
        #expect(unreadable.language == "fr" && unreadable.location == "values-fr/strings.xml:1" && unreadable.detail.contains("apostrophe"))
    }

    @Test func androidEscapesAsAapt2ResolvesThem() throws {
        let catalog = try android([("values/strings.xml", resources(#"""
            <string name="sale">%1$d\% off</string><string name="shown">96\\%</string>
            <string name="raw" formatted="false">100% %s sure</string><string name="nl">a\nb \@ \? \'ok\'</string>
            """#))])
        let strings = try #require(catalog.languages["en"])
        #expect(strings["nl"]?.value == .text("a\nb @ ? 'ok'"))
        #expect(strings["raw"]?.formatted == false)
        let findings = CatalogChecker(android: catalog, apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
        // `\%` is `%` (aapt2 drops the backslash): beside `%1$d` a stray % the formatter throws on
        // ("% o"); `\\%` a visible backslash; formatted="false" no format.
        #expect(findings.map(\.key).sorted() == ["sale", "shown"], "\(findings)")
        #expect(findings.first { $0.key == "sale" }?.detail.contains("malformed \"% o\"") == true, "\(findings)")
        #expect(findings.first { $0.key == "shown" }?.detail.contains("shows a backslash") == true)
    }

    @Test(arguments: [("kontole% @", "\"% @\""), ("Found 1$@ items", "\"1$@\""), ("%# @files @ left", "\"%# @\"")])
    func malformedSpecifiersAreNamed(text: String, token: String) {
        let problems = SpecifierCheck.problems(in: text, platform: .apple)
        #expect(problems.contains { $0.contains("malformed \(token)") }, "\(problems)")
    }

    @Test func javaGroupingFlagIsASpecifier() {
        #expect(SpecifierCheck.problems(in: "%1$s and %2$,d more", platform: .android).isEmpty)
        #expect(SpecifierCheck.problems(in: "100% sure", platform: .android).isEmpty)
    }

    /// Prose around a percent sign from the corpus: no placeholder, no %n.
    @Test(arguments: ["Displaying latest states is not 100% guaranteed", "Recharge VE · % numérique", "Laddning · Numeriskt %-tal",
                      "nem garantált 100%-osan"])
    func percentInProseIsNoSpecifier(text: String) {
        #expect(Placeholder.all(in: text).isEmpty && SpecifierCheck.problems(in: text, platform: .apple).isEmpty)
    }

    @Test func xcstringsDeviceVariationsSubstitutionsAndStates() throws {
        let json = #"""
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "tap" : { "localizations" : {
            "en" : { "variations" : { "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                                                   "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } },
            "de" : { "variations" : { "device" : { "other" : { "stringUnit" : { "state" : "needs_review", "value" : "Tippen" } } } } } } },
          "left" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%1#@count@ left" },
                     "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                       "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                       "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } } } } } } } } },
          "gone" : { "extractionState" : "stale", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } } } }
        } }
        """#
        let catalog = try apple([("Localizable.xcstrings", json)])
        #expect(catalog.languages["en"]?["tap"]?.value == .text("Tap"))
        #expect(catalog.languages["en"]?["left"]?.value == .plural(["one": "%1$lld item left", "other": "%1$lld items left"]))
        let findings = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: catalog).findings()
        #expect(Set(findings.map { "\($0.kind) \($0.key) \($0.language ?? "-")" }) == ["needsReview tap de", "needsReview gone en", "missingTranslation left de",
                                                                                      "missingTranslation gone de"], "\(findings)")
    }

    /// Base.lproj storyboard tables (no source .strings) hold no extra keys; a language with
    /// one InfoPlist.strings is partially localized; keys naming a platform are platform-only.
    @Test func noiseClassesOfRealApps() throws {
        let appleCatalog = try apple([
            ("en.lproj/Localizable.strings", #""title" = "Title"; "open.ios" = "Open"; "hint" = "Hint";"#),
            ("en.lproj/More.strings", #""more" = "More";"#), ("en.lproj/Extra.strings", #""extra" = "Extra";"#),
            ("de.lproj/Localizable.strings", #""title" = "Titel"; "hint" = "Hinweis";"#), ("de.lproj/More.strings", #""more" = "Mehr";"#),
            ("de.lproj/Extra.strings", #""extra" = "Extra2";"#), ("de.lproj/Main.strings", #""abc-12-xyz.text" = "Knopf";"#),
            ("fr.lproj/InfoPlist.strings", #""CFBundleDisplayName" = "App";"#),
        ])
        let androidCatalog = try android([("values/strings.xml", resources(#"<string name="title">Title</string><string name="share_android">Share</string><string name="hint">Hint</string>"#)),
                                          ("values-de-night/strings.xml", resources(#"<string name="title">Titel (Nacht)</string>"#)),
                                          ("values-de/strings.xml", resources(#"<string name="title">Titel</string><string name="share_android">Teilen</string><string name="hint">Hinweis</string>"#)),
                                          ("values/donottranslate.xml", resources(#"<string name="brand">Brand</string>"#))])
        #expect(androidCatalog.languages["de"]?["title"]?.value == .text("Titel") && androidCatalog.conflicts.isEmpty)
        #expect(androidCatalog.languages["en"]?["brand"]?.translatable == false)
        let checker = CatalogChecker(android: androidCatalog, apple: appleCatalog, shippedLanguages: ["en", "de", "fr"])
        #expect(checker.partialLanguages[.apple] == ["fr"])
        let findings = checker.findings()
        #expect(findings.map { "\($0.kind) \($0.key) \($0.language ?? "-") \($0.platformLabel)" } == ["missingTranslation open_ios de apple", "missingLanguage * fr android"],
                "\(findings)")
    }

    /// Identical to the source: a choice when few languages translate the key, untranslated
    /// when three in four do and it is a phrase; never one word ("OK", "Video"), never a text without
    /// letters, never configuration (a URL, an identifier), never a short phrase naming the app.
    @Test func identicalToTheSourceIsUntranslatedOnlyWhenMostLanguagesTranslateIt() throws {
        let languages = ["de": ("Änderungen speichern", "Gut"), "fr": ("Enregistrer", "Bien"), "es": ("Guardar cambios", "Vale"), "nl": ("Wijzigingen opslaan", "OK"), "it": ("Save changes", "OK")]
        var files = [("values/strings.xml", resources(#"<string name="save">Save changes</string><string name="ok">OK</string><string name="pair">%1$s: %2$s</string><string name="scheme">oc</string><string name="app_name" translatable="false">Wikipedia</string><string name="beta">Wikipedia Beta</string>"#))]
        for (language, (save, ok)) in languages {
            let beta = language == "it" ? "Wikipedia Beta" : "Wikipedia \(language)"
            files.append(("values-\(language)/strings.xml", resources(#"<string name="save">\#(save)</string><string name="ok">\#(ok)</string><string name="pair">%1$s: %2$s</string><string name="beta">\#(beta)</string>"#)))
        }
        let findings = CatalogChecker(android: try android(files), apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
        #expect(findings.map { "\($0.kind) \($0.key) \($0.language ?? "-")" } == ["untranslated save it"], "\(findings)")
    }

    /// False classes found on the corpus: translatewiki's `qq` documentation and pseudo-locales
    /// are no languages; a language CLDR does not know gets no plural findings; the same value
    /// twice in one file is no conflict; a table whose source is a storyboard or intent
    /// definition in Base.lproj has no extra keys.
    @Test func falseClassesOfTheCorpus() throws {
        #expect(AndroidStringsReader.language(forValuesFolder: "values-qq", sourceLanguage: "en") == nil)
        #expect(AndroidStringsReader.language(forValuesFolder: "values-en-rXA", sourceLanguage: "en") == nil)
        #expect(PluralRules.knows("be") && PluralRules.knows("sr-Latn") && !PluralRules.knows("isv-Latn"))
        let catalog = try apple([("en.lproj/Localizable.strings", #""a" = "A"; "b" = "B"; "a" = "A";"#),
                                 ("Base.lproj/Intents.intentdefinition", "<plist/>"),
                                 ("de.lproj/Intents.strings", #""cfhOuF" = "Öffnen";"#), ("de.lproj/Localizable.strings", #""a" = "Ä"; "b" = "Bé";"#)])
        #expect(catalog.conflicts.isEmpty && catalog.interfaceUnits.count == 1)
        let findings = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: catalog).findings()
        #expect(findings.isEmpty, "\(findings)")
    }

    /// An emoji verification table translated in no language is one finding per language,
    /// not one per key.
    @Test func aWholeTableMissingIsOneFinding() throws {
        let emoji = (1...6).map { "\"e\($0)\" = \"Emoji \($0)\";" }.joined(separator: " ")
        let catalog = try apple([("en.lproj/Localizable.strings", #""a" = "A b";"#), ("en.lproj/SAS.strings", emoji),
                                 ("fr.lproj/Localizable.strings", #""a" = "A b c";"#), ("fr.lproj/SAS.strings", emoji.replacingOccurrences(of: "Emoji", with: "Émoji")),
                                 ("de.lproj/Localizable.strings", #""a" = "Ä b";"#)])
        let findings = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: catalog).findings()
        #expect(findings.map { "\($0.kind) \($0.key) \($0.language ?? "-")" } == ["missingTranslation * de"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("table SAS: none of its 6 keys is translated") == true)
        // Its example is the table's first key, whatever order the process's hash seed gives
        // the keys (it named a different key on each run of the same check).
        #expect(findings.first?.detail.contains("(e.g. e1: ") == true, "\(findings)")
    }

    /// More corpus false classes: a module's build variants (src/debug, src/release) are no
    /// two modules; an empty source value no language translates is configuration; Hebrew's
    /// `many` is still selected by devices with an ICU older than CLDR 42.
    @Test func buildVariantsConfigurationAndOlderCLDR() throws {
        let folder = try Fixtures.temporaryDirectory("variants")
        try writeFiles([("lib/src/debug/res/values/firebase.xml", resources(#"<string name="app_id">1:debug</string>"#)),
                        ("lib/src/release/res/values/firebase.xml", resources(#"<string name="app_id">1:release</string>"#))], in: folder)
        var skipped: [String] = []
        #expect(try AndroidStringsReader.read(paths: [folder], sourceLanguage: "en", skipped: &skipped).conflicts.isEmpty)
        let catalog = try android([
            ("values/setup.xml", resources(#"<string name="server_url"></string><plurals name="n"><item quantity="one">%d a</item><item quantity="other">%d b</item></plurals>"#)),
            ("values-iw/strings.xml", resources(#"<plurals name="n"><item quantity="one">%d א</item><item quantity="two">%d ב</item><item quantity="many">%d ג</item><item quantity="other">%d ד</item></plurals>"#)),
        ])
        #expect(catalog.conflicts.isEmpty)
        let findings = CatalogChecker(android: catalog, apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
        #expect(findings.isEmpty, "\(findings)")
        // Files named as untranslatable by apps' conventions.
        let named = try android([("values/strings_non_localized.xml", resources(#"<string name="plan">Premium Upgrade</string>"#)),
                                 ("values/strings_no_translate.xml", resources(#"<string name="channel">Beta Channel</string>"#)),
                                 ("values/strings__not_to_translate.xml", resources(#"<string name="mode">Lock delay mode</string>"#))])
        #expect(named.languages["en"]?.values.allSatisfy { !$0.translatable } == true)
    }
}
