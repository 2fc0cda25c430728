import Foundation
import StringCatalogs
import TestSupport
import Testing

/// Catalogs read from projects as teams have them: modules, any file name, build and test
/// folders, Xcode tables, UTF-16 files.
@Suite("Projects as they are")
struct ProjectDiscoveryTests {
    let root: URL

    init() throws {
        root = try Fixtures.temporaryDirectory("project")
        let root = root
        func write(_ path: String, _ text: String) throws { try writeFiles([(path, text)], in: root) }
        func resources(_ body: String) -> String { "<resources>\(body)</resources>" }
        try write("android/app/src/main/res/values/strings.xml",
                  resources(#"<string name="app_name">Scores</string><string name="hello">Hello</string><string name="shared">Same</string><string name="kickoff">Kick-off</string>"#))
        try write("android/app/src/main/res/values-it/strings.xml",
                  resources(#"<string name="app_name">Punteggi</string><string name="hello">Ciao</string><string name="shared">Uguale</string><string name="kickoff">Calcio d\'inizio</string>"#))
        try write("android/feature/src/main/res/values/localazy.xml",
                  resources(#"<string name="feature_title">Matches</string><string name="shared">Same</string><string name="kickoff">Start</string>"#))
        try write("android/feature/src/main/res/values-it/localazy.xml",
                  resources(#"<string name="feature_title">Partite</string><string name="shared">Uguale</string>"#))
        try write("android/app/src/main/res/values/colors.xml", resources(#"<color name="accent">#ff0000</color>"#))
        try write("android/app/src/main/res/values-night/strings.xml", resources(#"<string name="theme">Night</string>"#))
        try write("android/app/build/intermediates/res/merged/values/values.xml", "not xml at all <<<")
        try write("android/app/src/test/res/values/strings.xml", "broken <")
        // iOS: UTF-16 LE with a BOM and a surrogate-pair escape, UTF-8 with a BOM, a second table
        // sharing a key (legal), and InfoPlist (Apple-only).
        let english = #""app_name" = "Scores"; "hello" = "Hello"; "shared" = "Same"; "kickoff" = "Kick-off"; "feature_title" = "Matches"; "goal" = "Goal \UD83D\UDE00";"#
        let utf16 = Data([0xFF, 0xFE]) + english.data(using: .utf16LittleEndian)!
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ios/App/en.lproj"), withIntermediateDirectories: true)
        try utf16.write(to: root.appendingPathComponent("ios/App/en.lproj/Localizable.strings"))
        try Data([0xEF, 0xBB, 0xBF] + Array(#""app_name" = "Punteggi"; "hello" = "Ciao"; "shared" = "Uguale"; "kickoff" = "Calcio d'inizio"; "feature_title" = "Partite"; "goal" = "Gol";"#.utf8))
            .write(to: { let url = root.appendingPathComponent("ios/App/it.lproj/Localizable.strings")
                         try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                         return url }())
        try write("ios/App/en.lproj/Widgets.strings", #""hello" = "Hi there";"#)
        try write("ios/App/en.lproj/InfoPlist.strings", #""NSCameraUsageDescription" = "Scan tickets";"#)
    }

    @Test func androidModulesAnyFileNameMergedWithConflictsReported() throws {
        var skipped: [String] = []
        let android = try AndroidStringsReader.read(paths: [root.appendingPathComponent("android")], sourceLanguage: "en", skipped: &skipped)
        #expect(Set(android.languages["en"]?.keys ?? [:].keys) == ["app_name", "hello", "shared", "kickoff", "feature_title"])
        #expect(android.languages["it"]?["feature_title"]?.value == .text("Partite"))
        #expect(android.conflicts.map(\.key) == ["kickoff"], "same value in two modules is fine; different values conflict")
        #expect(skipped.contains { $0.contains("colors.xml") } && skipped.contains { $0.contains("values-night") })
        // Build and test folders are not walked: each is one line, none of their files is.
        #expect(skipped.filter { $0.hasSuffix("build output, generated sources, tests or samples") }.count == skipped.filter { $0.contains("build/") || $0.contains("src/test") }.count)
        #expect(skipped.contains { $0.hasPrefix("app/build/:") } && skipped.contains { $0.contains("src/test/:") }, "\(skipped)")
    }

    @Test func appleTablesEncodingsAndInfoPlist() throws {
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [root.appendingPathComponent("ios")], defaultSourceLanguage: "en", skipped: &skipped)
        #expect(apple.languages["en"]?["goal"]?.value == .text("Goal 😀"), "UTF-16 LE with BOM, \\U surrogate pair")
        #expect(apple.languages["it"]?["hello"]?.value == .text("Ciao"), "UTF-8 with BOM")
        #expect(apple.languages["en"]?["hello"]?.value == .text("Hello"), "the Localizable table is the one compared")
        #expect(apple.conflicts.isEmpty, "the same key in two tables is legal")
        #expect(apple.languages["en"]?["NSCameraUsageDescription"]?.platformSpecific == true, "InfoPlist keys are read, Apple-only by nature")
        #expect(apple.languages["en"]?["hello"]?.platformSpecific == false)
    }

    @Test func checkOverBothProjectsFindsOnlyTheConflict() throws {
        let checker = try makeChecker(android: root.appendingPathComponent("android"), apple: root.appendingPathComponent("ios"))
        let findings = checker.findings().filter { $0.key != "goal" }
        // The camera permission text has no Italian: a missing translation, never "only on apple".
        #expect(findings.map { "\($0.kind) \($0.key) \($0.language ?? "all") \($0.platform?.rawValue ?? "both")" }
                    == ["conflictingDefinition kickoff en android", "missingTranslation NSCameraUsageDescription it apple"], "\(findings)")
        #expect(findings.first?.detail.contains("localazy.xml") == true && findings.first?.detail.contains("strings.xml") == true)
    }

    @Test func invalidUTF8IsAnErrorWithItsLine() throws {
        let data = Data(Array(#""a" = "ok";"#.utf8) + [0x0A, 0x22, 0x62, 0x22, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0x28, 0x22, 0x3B])
        #expect { try StringsFileParser.parse(data, file: "en.lproj/Localizable.strings") } throws: {
            "\($0)".contains("en.lproj/Localizable.strings:2") && "\($0)".contains("not valid UTF-8")
        }
        let lone = Data(#""a" = "\UD83D";"#.utf8)
        #expect { try StringsFileParser.parse(lone, file: "x.strings") } throws: { "\($0)".contains("high surrogate") }
    }

    @Test(arguments: [("values-in", "id"), ("values-iw", "he"), ("values-ji", "yi"), ("values-zh-rTW", "zh-Hant-TW"),
                      ("values-zh-rHK", "zh-Hant-HK"), ("values-zh-rCN", "zh-Hans"), ("values-zh", "zh-Hans"),
                      ("values-b+sr+Latn", "sr-Latn"), ("values-en-rUS", "en-US"), ("values-pt-rBR", "pt-BR"), ("values", "it")])
    func androidQualifiersBecomeBCP47(folder: String, language: String) {
        #expect(AndroidStringsReader.language(forValuesFolder: folder, sourceLanguage: "it") == language)
    }

    /// Regional variants fall back to their language as both platforms do at run time, and
    /// Android's zh-rTW meets Apple's zh-Hant.
    @Test func regionalVariantsFallBackAndChineseMatches() throws {
        let folder = try Fixtures.temporaryDirectory("fallback")
        func write(_ path: String, _ text: String) throws { try writeFiles([(path, text)], in: folder) }
        let keys = ["title": ("Title", "標題", "Titolo"), "color": ("Color", "顏色", "Colore"), "save": ("Save", "儲存", "Salva")]
        func xml(_ pick: ((String, String, String)) -> String, only: Set<String>? = nil) -> String {
            "<resources>" + keys.filter { only?.contains($0.key) ?? true }.map { #"<string name="\#($0.key)">\#(pick($0.value))</string>"# }.joined() + "</resources>"
        }
        func strings(_ pick: ((String, String, String)) -> String) -> String {
            keys.map { #""\#($0.key)" = "\#(pick($0.value))";"# }.joined(separator: "\n")
        }
        try write("res/values/strings.xml", xml { $0.0 })
        try write("res/values-en-rGB/strings.xml", "<resources><string name=\"color\">Colour</string></resources>")
        try write("res/values-zh-rTW/strings.xml", xml { $0.1 })
        try write("res/values-it/strings.xml", xml({ $0.2 }, only: ["title", "color"]))
        try write("ios/en.lproj/Localizable.strings", strings { $0.0 })
        try write("ios/zh-Hant.lproj/Localizable.strings", strings { $0.1 })
        try write("ios/it.lproj/Localizable.strings", strings { $0.2 })
        let checker = try makeChecker(android: folder.appendingPathComponent("res"), apple: folder.appendingPathComponent("ios"))
        let findings = checker.findings()
        // en-GB overrides one key and inherits the rest; zh-Hant-TW (Android) and zh-Hant (Apple)
        // are one language family; only the real gap is reported: Android's it lacks "save",
        // which iOS translates.
        #expect(findings.map { "\($0.kind) \($0.key) \($0.language ?? "-") \($0.platform?.rawValue ?? "both")" } == ["drift save it android"],
                "\(findings)")
    }

    /// Folders for languages the app does not ship are one summary line, not findings.
    @Test func shippedLanguagesComeFromLocalesConfigAndKnownRegions() throws {
        let folder = try Fixtures.temporaryDirectory("shipped")
        func write(_ path: String, _ text: String) throws { try writeFiles([(path, text)], in: folder) }
        try write("android/app/src/main/res/xml/locales_config.xml",
                  #"<locale-config xmlns:android="http://schemas.android.com/apk/res/android"><locale android:name="en"/><locale android:name="it"/></locale-config>"#)
        try write("android/app/src/main/res/values/strings.xml", #"<resources><string name="title">Title</string><string name="save">Save</string></resources>"#)
        try write("android/app/src/main/res/values-it/strings.xml", #"<resources><string name="title">Titolo</string><string name="save">Salva</string></resources>"#)
        try write("android/app/src/main/res/values-fr/strings.xml", #"<resources><string name="title">Titre</string></resources>"#)
        try write("ios/App.xcodeproj/project.pbxproj", "knownRegions = (\n en,\n Base,\n it,\n);")
        try write("ios/App/en.lproj/Localizable.strings", #""title" = "Title"; "save" = "Save";"#)
        try write("ios/App/it.lproj/Localizable.strings", #""title" = "Titolo"; "save" = "Salva";"#)
        try write("ios/App/de.lproj/Localizable.strings", #""title" = "Titel";"#)
        let shipped = ProjectDiscovery.shippedLanguages(android: [folder.appendingPathComponent("android")], apple: [folder.appendingPathComponent("ios")])
        #expect(shipped == ["en", "it"])
        let checker = try makeChecker(android: folder.appendingPathComponent("android"), apple: folder.appendingPathComponent("ios"), shippedLanguages: shipped)
        #expect(checker.findings().isEmpty, "fr (Android) and de (Apple) are not shipped: \(checker.findings())")
        #expect(checker.unshippedLanguages == ["de", "fr"])
        let everything = CatalogChecker(android: checker.android, apple: checker.apple)
        #expect(everything.findings().count > 2, "without the configuration the two folders give findings")
    }

    /// `values/` is the default and `values-en/` English: with English as the source both are
    /// English, the specific folder overrides, and neither is an error nor a conflict.
    @Test func defaultAndSourceLanguageFoldersOverrideQuietly() throws {
        let folder = try Fixtures.temporaryDirectory("override")
        try writeFiles([("res/values/strings.xml", #"<resources><string name="title">Title</string><string name="hi">Hi</string></resources>"#),
                             ("res/values-en/strings.xml", #"<resources><string name="title">Title (en)</string></resources>"#)], in: folder)
        var skipped: [String] = []
        let android = try AndroidStringsReader.read(paths: [folder.appendingPathComponent("res")], sourceLanguage: "en", skipped: &skipped)
        #expect(android.languages["en"]?["title"]?.value == .text("Title (en)") && android.languages["en"]?["hi"]?.value == .text("Hi"))
        #expect(android.conflicts.isEmpty)
    }

    /// One problem, one finding: a key neither platform translates is one finding with both
    /// locations; translated on one side only is `drift`, naming what the other side shows.
    @Test func oneFindingPerProblemAndDrift() throws {
        let folder = try Fixtures.temporaryDirectory("drift")
        try writeFiles([
            ("res/values/strings.xml", #"<resources><string name="title">Title</string><string name="save">Save</string><string name="color">Color</string></resources>"#),
            ("res/values-it/strings.xml", #"<resources><string name="title">Title</string><string name="color">Colore</string></resources>"#),
            ("ios/en.lproj/Localizable.strings", #""title" = "Title"; "save" = "Save"; "color" = "Color";"#),
            ("ios/it.lproj/Localizable.strings", #""title" = "Title";"#),
        ], in: folder)
        let checker = try makeChecker(android: folder.appendingPathComponent("res"), apple: folder.appendingPathComponent("ios"))
        let findings = checker.findings()
        // "Title" identical in Italian on both sides, and no other language to say it is
        // translated elsewhere: likely a choice, no finding (see identicalToTheSource…).
        #expect(Set(findings.map { "\($0.kind) \($0.key) \($0.platform?.rawValue ?? "both")" })
                == ["missingTranslation save both", "drift color apple"], "\(findings)")
        let drift = try #require(findings.first { $0.kind == .drift })
        #expect(drift.detail.contains("android translates it: \"Colore\""))
        let both = try #require(findings.first { $0.key == "save" })
        #expect(both.detail.contains("neither platform translates it") && both.platform == nil)
    }

    @Test func untranslatableKeysMayBeOnOnePlatformOnly() throws {
        let folder = try Fixtures.temporaryDirectory("untranslatable")
        try writeFiles([
            ("res/values/strings.xml", #"<resources><string name="title">Title</string><string name="brand" translatable="false">Scores™</string></resources>"#),
            ("ios/en.lproj/Localizable.strings", #""title" = "Title";"#),
        ], in: folder)
        let checker = try makeChecker(android: folder.appendingPathComponent("res"), apple: folder.appendingPathComponent("ios"))
        #expect(checker.findings().isEmpty, "\(checker.findings())")
    }

    /// A `.stringsdict` plural is read and compared with Android's `<plurals>`; it takes
    /// precedence over the same key in the table's `.strings`, as on iOS.
    @Test func stringsDictPluralsMeetAndroidPlurals() throws {
        let folder = try Fixtures.temporaryDirectory("stringsdict")
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>matches.left</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@matches@ left</string>
            <key>matches</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>one</key><string>%lld match</string>
              <key>other</key><string>%lld matches</string>
            </dict>
          </dict>
          <key>goals</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@goals@</string>
            <key>goals</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>one</key><string>%@ goal</string>
              <key>other</key><string>%@ goals</string>
            </dict>
          </dict>
          <key>files.in.folders</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>
            <key>files</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>one</key><string>%1$lld file</string>
              <key>other</key><string>%1$lld files</string>
            </dict>
            <key>folders</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>one</key><string>%2$lld folder</string>
              <key>other</key><string>%2$lld folders</string>
            </dict>
          </dict>
        </dict></plist>
        """
        try writeFiles([
            ("res/values/strings.xml", #"<resources><plurals name="matches_left"><item quantity="one">%d match left</item><item quantity="other">%d matches left</item></plurals><plurals name="goals"><item quantity="one">%d goal</item><item quantity="other">%d goals</item></plurals><plurals name="files_in_folders"><item quantity="one">%1$d file in %2$d folders</item><item quantity="other">%1$d files in %2$d folders</item></plurals></resources>"#),
            ("ios/en.lproj/Localizable.strings", #""matches.left" = "%@ matches left";"#),
            ("ios/en.lproj/Localizable.stringsdict", plist),
        ], in: folder)
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [folder.appendingPathComponent("ios")], defaultSourceLanguage: "en", skipped: &skipped)
        #expect(apple.languages["en"]?["matches.left"]?.value == .plural(["one": "%lld match left", "other": "%lld matches left"]))
        // A second variable takes its "other" form: its argument is counted.
        #expect(apple.languages["en"]?["files.in.folders"]?.value == .plural(["one": "%1$lld file in %2$lld folders", "other": "%1$lld files in %2$lld folders"]))
        #expect(apple.languages["en"]?["goals"]?.location.line == 13, "the line of <key>goals</key>")
        let checker = CatalogChecker(
            android: try AndroidStringsReader.read(paths: [folder.appendingPathComponent("res")], sourceLanguage: "en", skipped: &skipped),
            apple: apple)
        // The stringsdict wins over the .strings' "%@", so only "goals" (%d vs %@) is a mismatch.
        #expect(checker.findings().map { "\($0.kind) \($0.key)" } == ["placeholderMismatch goals"], "\(checker.findings())")
    }
}

@Suite("Android lint suppressions")
struct LintSuppressionTests {
    /// `tools:ignore="MissingTranslation"` on a file or a string: Android's absence of those
    /// translations is accepted; Apple's is still reported, once, as Apple's.
    @Test func missingTranslationSuppressionIsHonouredOnAndroidOnly() throws {
        let folder = try Fixtures.temporaryDirectory("lint-ignore")
        let tools = #"xmlns:tools="http://schemas.android.com/tools""#
        try writeFiles([
            ("res/values/strings.xml", #"<resources \#(tools) tools:ignore="MissingTranslation"><string name="a">A</string></resources>"#),
            ("res/values/more.xml", #"<resources \#(tools)><string name="b" tools:ignore="Typos, MissingTranslation">B</string><string name="c">C</string><string name="d">D</string></resources>"#),
            ("res/values-de/strings.xml", #"<resources><string name="d">DE-D</string></resources>"#),
            ("ios/en.lproj/Localizable.strings", #""a" = "A"; "b" = "B"; "c" = "C"; "d" = "D";"#),
            ("ios/de.lproj/Localizable.strings", #""c" = "DE-C"; "d" = "DE-D";"#),
        ], in: folder)
        let checker = try makeChecker(android: folder.appendingPathComponent("res"), apple: folder.appendingPathComponent("ios"))
        #expect(checker.findings().map { "\($0.kind) \($0.key) \($0.language ?? "all") \($0.platform?.rawValue ?? "both")" }
                    == ["drift c de android", "missingTranslation a de apple", "missingTranslation b de apple"])
    }
}

/// Writes text files (path relative to `folder` → contents), creating their folders.
func writeFiles(_ files: [(String, String)], in folder: URL) throws {
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// A checker over an Android and an Apple path, English as the source language.
func makeChecker(android: URL, apple: URL, shippedLanguages: [String]? = nil) throws -> CatalogChecker {
    var skipped: [String] = []
    return CatalogChecker(android: try AndroidStringsReader.read(paths: [android], sourceLanguage: "en", skipped: &skipped),
                          apple: try AppleCatalogReader.read(paths: [apple], defaultSourceLanguage: "en", skipped: &skipped),
                          shippedLanguages: shippedLanguages)
}
