import Foundation
import StringCatalogs
import TestSupport
import Testing

/// False classes found on the real-app corpus, each in the shape the app had (our own text).
@Suite("Corpus false classes")
struct CorpusFalseClassesTests {
    func resources(_ body: String) -> String { "<resources>\(body)</resources>" }

    /// An Android project (files relative to its root) read whole.
    func project(_ files: [(String, String)]) throws -> PlatformCatalog {
        let folder = try Fixtures.temporaryDirectory("false-classes")
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        return try AndroidStringsReader.read(paths: [folder], sourceLanguage: "en", skipped: &skipped)
    }

    static let noApple = PlatformCatalog(platform: .apple, sourceLanguage: "en")

    // MARK: Regional overlays

    @Test func aRegionalFolderOverAFullLanguageIsNoLanguage() throws {
        let keys = (1...8).map { #"<string name="k\#($0)">Open the door number \#($0) now</string>"# }.joined()
        let norwegian = (1...8).map { #"<string name="k\#($0)">Åpne dør nummer \#($0) nå</string>"# }.joined()
        let catalog = try project([
            ("app/src/main/res/values/strings.xml", resources(keys)),
            ("app/src/main/res/values-nb/strings.xml", resources(norwegian)),
            ("app/src/main/res/values-de/strings.xml", resources(norwegian.replacingOccurrences(of: "Åpne", with: "Öffne"))),
            // One file, two keys, one of them still in English: an overlay of nb.
            ("app/src/main/res/values-nb-rNO/extra.xml", resources(#"<string name="k1">Åpne døra nummer 1 nå</string><string name="k2">Open the door number 2 now</string><string name="k3">Åpne %d</string>"#)),
        ])
        let checker = CatalogChecker(android: catalog, apple: Self.noApple)
        #expect(checker.regionalOverlays[.android] == ["nb-NO": "nb"])
        #expect(!checker.languages.contains("nb-NO"), "\(checker.languages)")
        #expect(checker.partialLanguages[.android]?.contains("nb-NO") != true)
        // What the overlay holds is still checked: k3 gains a placeholder its source lacks.
        let findings = checker.findings().filter { $0.language == "nb-NO" }
        #expect(findings.contains { $0.kind == .placeholderMismatch && $0.key == "k3" }, "\(findings)")
        #expect(!findings.contains { $0.kind == .missingTranslation })
    }

    @Test func onlyARegionMakesAnOverlay() {
        #expect(CatalogNoise.isRegional("nb-NO") && CatalogNoise.isRegional("es-419"))
        #expect(!CatalogNoise.isRegional("be-x-old") && !CatalogNoise.isRegional("sr-Latn") && !CatalogNoise.isRegional("nb"))
    }

    @Test func aRegionalFolderAloneIsTheLanguage() throws {
        let catalog = try project([
            ("res/values/strings.xml", resources(#"<string name="a">Open the door now</string><string name="b">Close the door now</string>"#)),
            ("res/values-nb-rNO/strings.xml", resources(#"<string name="a">Åpne døra nå</string>"#)),
        ])
        let checker = CatalogChecker(android: catalog, apple: Self.noApple)
        #expect(checker.regionalOverlays[.android]?.isEmpty == true)
        #expect(checker.languages.contains("nb-NO"))
        #expect(checker.findings().contains { $0.kind == .missingTranslation && $0.key == "b" && $0.language == "nb-NO" })
    }

    // MARK: Application modules

    @Test func twoApplicationModulesNeverMerge() throws {
        // A phone app and its wear app (build files say so) define one key with two values;
        // two libraries of one app doing the same still conflict.
        let catalog = try project([
            ("phone/build.gradle.kts", "plugins { alias(libs.plugins.android.application) }"),
            ("phone/src/full/res/values/wear.xml", resources(#"<string name="capabilities">send_a · send_b</string>"#)),
            ("watch/build.gradle", "apply plugin: 'com.android.application'"),
            ("watch/src/main/res/values/wear.xml", resources(#"<string name="capabilities">receive_a</string>"#)),
            ("core/build.gradle.kts", "plugins { id(\"com.android.library\") }"),
            ("core/src/main/res/values/strings.xml", resources(#"<string name="retry">Try again</string>"#)),
            ("feature/src/main/res/values/strings.xml", resources(#"<string name="retry">Retry</string>"#)),
        ])
        #expect(catalog.conflicts.map(\.key) == ["retry"], "\(catalog.conflicts)")
    }

    @Test func withoutBuildFilesTheLayoutNamesTheApps() throws {
        // An extraction without build files: `app`, `wear` and a module defining its own
        // `app_name` (a second app in the repository) are applications.
        let catalog = try project([
            ("app/src/beta/res/values/names.xml", resources(#"<string name="app_name">Vault Beta</string>"#)),
            ("authenticator/src/main/res/values/names.xml", resources(#"<string name="app_name">Codes</string>"#)),
            ("app/src/main/res/values/wear.xml", resources(#"<string name="caps">a · b</string>"#)),
            ("wear/src/main/res/values/wear.xml", resources(#"<string name="caps">c</string>"#)),
        ])
        #expect(catalog.conflicts.isEmpty, "\(catalog.conflicts)")
    }

    // MARK: One malformed .xcstrings entry

    @Test func aMalformedXCStringsEntryIsOneFinding() throws {
        let folder = try Fixtures.temporaryDirectory("false-classes-xcstrings")
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "broken": {"localizations": {"en": {"stringUnit": {"state": "translated"}}}},
              "fine": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Fine %lld"}},
                                         "de": {"stringUnit": {"state": "translated", "value": "Gut %@"}}}}
            }}
            """
        try writeFiles([("Localizable.xcstrings", json)], in: folder)
        var skipped: [String] = []
        let catalog = try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
        #expect(catalog.languages["de"]?["fine"] != nil)
        let findings = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: catalog).findings()
        let unreadable = findings.filter { $0.kind == .unreadable }
        #expect(unreadable.map(\.key) == ["broken"] && unreadable.first?.location == "Localizable.xcstrings:2", "\(unreadable)")
        #expect(unreadable.first?.detail.contains("entry cannot be read") == true)
        // The rest of the file is checked: the German argument type is wrong.
        #expect(findings.contains { $0.kind == .placeholderMismatch && $0.key == "fine" && $0.language == "de" })
        // The strict parser still refuses the file.
        #expect(throws: CatalogError.self) { try XCStringsParser.parse(Data(json.utf8), file: "Localizable.xcstrings") }
    }
}
