import Foundation
import SafeFiles
@testable import StringCatalogs
import TestSupport
import Testing

/// `catalog sync`: the plan, the conversions, Xcode's format and the round trip, on the
/// Italian sports-streaming fixture (`Tests/Fixtures/Catalogs/sync`).
@Suite("Catalog sync")
struct CatalogSyncTests {
    static let fixture = CatalogFixtures.root.appendingPathComponent("sync")
    static let android = fixture.appendingPathComponent("android")
    static let appleFile = fixture.appendingPathComponent("apple/Calcio/Localizable.xcstrings")

    static func options(_ from: Platform = .android) -> CatalogSync.Options {
        var options = CatalogSync.Options(from: from, keyMapping: .dotsToUnderscores)
        options.prefixes = ["matches_", "sheet_"]
        options.excludes = ["streaming_notification_*"]
        return options
    }

    static func catalogs() throws -> (android: PlatformCatalog, apple: PlatformCatalog) {
        (try AndroidStringsReader.read(resources: android, sourceLanguage: "en"),
         try AppleCatalogReader.read(folder: appleFile, defaultSourceLanguage: "it"))
    }

    /// The fixture synced into its `.xcstrings`: the bytes and the catalog read back from them.
    static func synced() throws -> (bytes: [UInt8], apple: PlatformCatalog, plan: CatalogSync) {
        let (android, apple) = try catalogs()
        let plan = CatalogSync(source: android, target: apple, options: options())
        let existing = try [UInt8](Data(contentsOf: appleFile))
        let (bytes, _) = try XCStringsWriter.apply(plan.entries, to: existing, sourceLanguage: apple.sourceLanguage, file: "Localizable.xcstrings")
        let folder = try Fixtures.temporaryDirectory("syncapple")
        try Data(bytes).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        return (bytes, try AppleCatalogReader.read(folder: folder, defaultSourceLanguage: "it"), plan)
    }

    // MARK: - Conversions

    @Test func placeholdersAreRespelledWithTheirPositions() {
        #expect(PlaceholderConversion.convert("Hello, %1$s!", to: .apple) == ("Hello, %1$@!", 1))
        #expect(PlaceholderConversion.convert("%2$d – %3$d: %1$s vs %4$s", to: .apple).text == "%2$d – %3$d: %1$@ vs %4$@")
        #expect(PlaceholderConversion.convert("Kick-off at %s", to: .apple).text == "Kick-off at %@")
        #expect(PlaceholderConversion.convert("20%% off, %d left", to: .apple) == ("20%% off, %d left", 0))
        #expect(PlaceholderConversion.convert("%1$@ scored %lld, %ld", to: .android) == ("%1$s scored %d, %d", 3))
        #expect(PlaceholderConversion.convert("100% sure", to: .apple) == ("100% sure", 0))
        // aapt refuses several placeholders without positions: they get theirs.
        #expect(PlaceholderConversion.convert("%@ vs %@: %lld", to: .android) == ("%1$s vs %2$s: %3$d", 3))
        #expect(PlaceholderConversion.convert("%@ vs %@", to: .apple) == ("%@ vs %@", 0))
    }

    @Test func escapesRoundTripThroughAapt() throws {
        for text in ["L'allenatore ha detto \"vinceremo\"\nCi vediamo", "@home", "?why", "a\\b", "  two  spaces ", "<b>&amp;</b>", "tab\there", "20%% off"] {
            let escaped = AndroidEscaping.escape(text)
            let xml = "<resources><string name=\"k\">\(escaped)</string></resources>"
            let read = try AndroidStringsReader.parse(Data(xml.utf8), file: "strings.xml")
            #expect(read.first?.value == .text(text), "\(text) → \(escaped)")
        }
        #expect(AndroidEscaping.isResourceName("matches_hello") && !AndroidEscaping.isResourceName("Hello, %@!") && !AndroidEscaping.isResourceName("1st"))
    }

    // MARK: - The plan

    @Test func planAddsTheMissingKeysAndLanguagesAndRefusesWhatItCannotCarry() throws {
        let (android, apple) = try Self.catalogs()
        let plan = CatalogSync(source: android, target: apple, options: Self.options())
        let added = Set(plan.entries.map { "\($0.language)|\($0.key)" })
        #expect(added.contains("en|matches.choose_team") && added.contains("it|sheet.share_title") && added.contains("es|matches.goals"))
        // What Apple has is never added again; matches.kickoff is complete on Apple.
        #expect(!added.contains("it|matches.choose_team") && !plan.entries.contains { $0.key == "matches.kickoff" })
        #expect(!plan.entries.contains { $0.key.contains("streaming") || $0.key.contains("android") || $0.key == "app_name" })
        #expect(Set(plan.refusals.map(\.key)) == ["matches_periods", "matches_promo"])
        #expect(plan.excluded == 1)
        #expect(plan.conversions["placeholders"] == 26 && plan.conversions["plurals"] == 10)
        // Each language keeps the CLDR categories it has: es has one, many, other; de one, other.
        let goals = { (language: String) in plan.entries.first { $0.key == "matches.goals" && $0.language == language }?.value }
        #expect(goals("es") == .plural(["one": "%1$d gol de %2$@", "many": "%1$d de goles de %2$@", "other": "%1$d goles de %2$@"]))
        #expect(goals("de") == .plural(["one": "%1$d Tor von %2$@", "other": "%1$d Tore von %2$@"]))
    }

    @Test func pluralFormsOutsideTheLanguagesCategoriesAreDropped() {
        var android = PlatformCatalog(platform: .android, sourceLanguage: "ja")
        android.languages["ja"] = ["n": CatalogString(key: "n", value: .plural(["one": "%d 件", "other": "%d 件"]), location: SourceLocation(file: "x", line: 1))]
        let plan = CatalogSync(source: android, target: PlatformCatalog(platform: .apple, sourceLanguage: "ja"),
                               options: CatalogSync.Options(from: .android, keyMapping: .identity))
        #expect(plan.entries.first?.value == .plural(["other": "%d 件"]) && plan.conversions["pluralFormsDropped"] == 1)
    }

    @Test func untranslatableStringsGoToTheTargetsSourceLanguageAndStayUntranslated() throws {
        let location = SourceLocation(file: "x", line: 1)
        var android = PlatformCatalog(platform: .android, sourceLanguage: "en")
        android.languages["en"] = ["app_name": CatalogString(key: "app_name", value: .text("Calcio+"), translatable: false, location: location),
                                   "brand": CatalogString(key: "brand", value: .text("Calcio"), location: location)]
        android.languages["fr"] = ["brand": CatalogString(key: "brand", value: .text("Calcio FR"), location: location)]
        var apple = PlatformCatalog(platform: .apple, sourceLanguage: "it")
        apple.languages["it"] = ["brand": CatalogString(key: "brand", value: .text("Calcio"), translatable: false, location: location)]
        apple.languages["fr"] = [:]
        let plan = CatalogSync(source: android, target: apple, options: CatalogSync.Options(from: .android, keyMapping: .identity))
        #expect(plan.entries == [CatalogSync.Entry(key: "app_name", language: "it", value: .text("Calcio+"), translatable: false)])
        // Apple → Android: an Apple key that is no resource name is refused, not renamed.
        var sentence = PlatformCatalog(platform: .apple, sourceLanguage: "en")
        sentence.languages["en"] = ["Hello, %@!": CatalogString(key: "Hello, %@!", value: .text("Hello, %@!"), location: location)]
        let back = CatalogSync(source: sentence, target: PlatformCatalog(platform: .android, sourceLanguage: "en"),
                               options: CatalogSync.Options(from: .apple, keyMapping: .identity))
        #expect(back.entries.isEmpty && back.refusals.first?.reason == "not a valid Android resource name")
        // `a11y.details` beside Android's `a11y_details`: one R field, aapt would not build it.
        var dotted = PlatformCatalog(platform: .apple, sourceLanguage: "en")
        dotted.languages["en"] = ["a11y.details": CatalogString(key: "a11y.details", value: .text("Details"), location: location)]
        var underscored = PlatformCatalog(platform: .android, sourceLanguage: "en")
        underscored.languages["en"] = ["a11y_details": CatalogString(key: "a11y_details", value: .text("Details"), location: location)]
        let clash = CatalogSync(source: dotted, target: underscored, options: CatalogSync.Options(from: .apple, keyMapping: .identity))
        #expect(clash.entries.isEmpty && clash.refusals.first?.reason == "its R field a11y_details is also a11y_details's on Android")
    }

    @Test func settingsBundleKeysStayOnApple() throws {
        let folder = try Fixtures.temporaryDirectory("settingsbundle")
        for (path, text) in [("App/Settings.bundle/en.lproj/Root.strings", "\"Acknowledgements\" = \"Acknowledgements\";\n"),
                             ("App/en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n")] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let apple = try AppleCatalogReader.read(folder: folder, defaultSourceLanguage: "en")
        #expect(apple.languages["en"]?["Acknowledgements"]?.platformSpecific == true && apple.languages["en"]?["greeting"]?.platformSpecific == false)
        let plan = CatalogSync(source: apple, target: PlatformCatalog(platform: .android, sourceLanguage: "en"),
                               options: CatalogSync.Options(from: .apple, keyMapping: .identity))
        #expect(plan.entries.map(\.key) == ["greeting"] && plan.excluded == 1)
    }

    // MARK: - Xcode's format

    @Test func syncedCatalogIsXcodeFormatJSONWithEveryExistingEntryKept() throws {
        let (bytes, apple, _) = try Self.synced()
        let text = String(decoding: bytes, as: UTF8.self)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(json["version"] as? String == "1.0" && json["sourceLanguage"] as? String == "it")
        // Xcode's spelling: 2 spaces, " : ", sorted keys, no final newline; Foundation agrees.
        let strings = try #require(json["strings"] as? [String: Any])
        let order = text.split(separator: "\n").filter { $0.hasPrefix("    \"") && !$0.hasPrefix("     ") }.map { $0.split(separator: "\"")[0 + 1] }
        #expect(order.map(String.init) == strings.keys.sorted(by: XCStringsWriter.xcodeOrder))
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"it\",\n  \"strings\" : {\n") && text.hasSuffix("\"version\" : \"1.0\"\n}"))
        // The existing entries are untouched: the comment and the state of matches.hello's it.
        #expect(text.contains("\"comment\" : \"Greeting on the matches screen\""))
        #expect(apple.languages["it"]?["matches.hello"]?.reviewState == nil && apple.languages["en"]?["matches.hello"]?.reviewState == "needs_review")
        #expect(apple.languages["en"]?["matches.choose_team"]?.value == .text("Choose team"))
    }

    @Test func anXcodeFileWithNothingToAddComesBackByteForByte() throws {
        let original = try [UInt8](Data(contentsOf: Self.appleFile))
        let (bytes, added) = try XCStringsWriter.apply([], to: original, sourceLanguage: "it", file: "Localizable.xcstrings")
        #expect(added == 0 && bytes == original)
        // The synced file is stable too: a second sync of it adds nothing and changes no byte.
        let (synced, apple, _) = try Self.synced()
        let android = try AndroidStringsReader.read(resources: Self.android, sourceLanguage: "en")
        let again = CatalogSync(source: android, target: apple, options: Self.options())
        #expect(again.entries.isEmpty)
        #expect(try XCStringsWriter.apply(again.entries, to: synced, sourceLanguage: "it", file: "x").bytes == synced)
    }

    /// Real `.xcstrings` files Xcode wrote (under `LOCALESHOT_CORPUS`, when set) come back byte
    /// for byte: the writer's spelling is Xcode's.
    @Test func realXcodeCatalogsComeBackByteForByte() throws {
        guard let corpus = ProcessInfo.processInfo.environment["LOCALESHOT_CORPUS"] else { return }
        let root = URL(fileURLWithPath: corpus)
        let files = FileTree.regularFiles(under: root, include: { $0.hasSuffix(".xcstrings") })
        #expect(!files.isEmpty)
        for path in files {
            let original = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
            #expect(try XCStringsWriter.apply([], to: original, sourceLanguage: "en", file: path).bytes == original, "\(path)")
        }
    }

    @Test func afterSyncCheckFindsNoMissingOrOnePlatformKeyAmongTheSyncedOnes() throws {
        let (_, apple, plan) = try Self.synced()
        let android = try AndroidStringsReader.read(resources: Self.android, sourceLanguage: "en")
        let synced = Set(plan.entries.map { KeyMapping.dotsToUnderscores.canonical($0.key, platform: .apple) })
        let findings = CatalogChecker(android: android, apple: apple).findings()
        let gaps = findings.filter { [.missingTranslation, .onePlatformOnly, .drift].contains($0.kind) && synced.contains($0.key) }
        #expect(gaps.isEmpty, "\(gaps.map(\.description))")
    }

    // MARK: - Round trip

    @Test func androidToXcstringsToAndroidGivesTheSameValues() throws {
        let (_, apple, _) = try Self.synced()
        let original = try AndroidStringsReader.read(resources: Self.android, sourceLanguage: "en")
        var options = Self.options(.apple)
        options.languages = ["en", "it", "fr", "de", "es"]
        let back = CatalogSync(source: apple, target: PlatformCatalog(platform: .android, sourceLanguage: "en"), options: options)
        let res = try Fixtures.temporaryDirectory("syncback").appendingPathComponent("res")
        for (language, entries) in Dictionary(grouping: back.entries, by: \.language) {
            let folder = res.appendingPathComponent(AndroidSyncWriter.folder(for: language, sourceLanguage: "en", existingFolders: []))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let bytes = try AndroidSyncWriter.file(adding: entries, to: nil, path: "x", origin: "Apple")
            try Data(bytes).write(to: folder.appendingPathComponent(AndroidSyncWriter.fileName))
        }
        let reread = try AndroidStringsReader.read(resources: res, sourceLanguage: "en")
        var compared = 0
        for entry in back.entries {
            let key = KeyMapping.dotsToUnderscores.canonical(entry.key, platform: .apple)
            guard let value = original.languages[entry.language]?[key]?.value else { continue }
            #expect(reread.languages[entry.language]?[key]?.value == value, "\(entry.language) \(key)")
            compared += 1
        }
        #expect(compared >= 38)
        #expect(String(decoding: try Data(contentsOf: res.appendingPathComponent("values-it/strings-synced.xml")), as: UTF8.self)
            .contains("<!-- needs review: synced from Apple -->"))
    }

    @Test func aFileTheTeamWroteIsNeverRewritten() throws {
        let team = Array("<resources><string name=\"a\">A</string></resources>".utf8)
        #expect(throws: AndroidSyncWriter.Refused.self) { try AndroidSyncWriter.file(adding: [], to: team, path: "values/strings-synced.xml", origin: "Apple") }
        // A file LocaleShot created takes new entries before </resources>, its own kept.
        let first = CatalogSync.Entry(key: "a", language: "de", value: .text("Ä"), translatable: true)
        let second = CatalogSync.Entry(key: "b", language: "de", value: .plural(["one": "%d Tor", "other": "%d Tore"]), translatable: true)
        let created = try AndroidSyncWriter.file(adding: [first], to: nil, path: "x", origin: "Apple")
        let appended = String(decoding: try AndroidSyncWriter.file(adding: [second], to: created, path: "x", origin: "Apple"), as: UTF8.self)
        #expect(appended.hasPrefix(String(decoding: created, as: UTF8.self).replacingOccurrences(of: "</resources>\n", with: "")))
        #expect(appended.hasSuffix("        <item quantity=\"other\">%d Tore</item>\n    </plurals>\n</resources>\n"))
        #expect(AndroidSyncWriter.folder(for: "pt-BR", sourceLanguage: "en", existingFolders: []) == "values-pt-rBR")
        #expect(AndroidSyncWriter.folder(for: "id", sourceLanguage: "en", existingFolders: []) == "values-in")
        #expect(AndroidSyncWriter.folder(for: "sr-Latn", sourceLanguage: "en", existingFolders: []) == "values-b+sr+Latn")
        #expect(AndroidSyncWriter.folder(for: "zh-Hans", sourceLanguage: "en", existingFolders: ["values-zh-rCN"]) == "values-zh-rCN")
    }
}
