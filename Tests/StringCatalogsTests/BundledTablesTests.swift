import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// A table kept twice (a converter's input folder and the target that ships it): the copy an
/// Xcode project or a Swift package bundles is read first, the other is the hidden definition.
@Suite("The bundled copy of a table first")
struct BundledTablesTests {
    /// An Xcode project whose app target bundles `Scores/*.lproj/Localizable.strings` (a
    /// localized variant group in the `Scores` group); the `Localization` group holds the
    /// converter's copy, referenced but in no build phase, and a group that holds itself.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tB1 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Localizable.strings */; };
        \t\tF1 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tF2 /* it */ = {isa = PBXFileReference; name = it; path = "it.lproj/Localizable.strings"; sourceTree = "<group>"; };
        \t\tF3 = {isa = PBXFileReference; path = input; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, G2, ); sourceTree = "<group>"; };
        \t\tG1 /* Scores */ = {isa = PBXGroup; children = (V1, ); path = Scores; sourceTree = "<group>"; };
        \t\tG2 = {isa = PBXGroup; children = (F3, G2, ); path = Localization; sourceTree = "<group>"; };
        \t\tV1 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F1, F2, ); name = Localizable.strings; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXProject; mainGroup = G0; };
        \t};
        \trootObject = P1;
        }
        """

    func tables(_ bundledFolder: String, _ inputFolder: String, extra: [(String, String)]) throws -> URL {
        let root = try Fixtures.temporaryDirectory("bundled")
        try writeFiles([
            ("\(bundledFolder)/en.lproj/Localizable.strings", #""later" = "%ld minutes ago";"#),
            ("\(bundledFolder)/it.lproj/Localizable.strings", #""later" = "%ld mesi fa";"#),
            ("\(inputFolder)/en.lproj/Localizable.strings", #""later" = "%ld minutes ago";"#),
            ("\(inputFolder)/it.lproj/Localizable.strings", #""later" = "%ld minuti fa";"#),
        ] + extra, in: root)
        return root
    }

    func italian(_ root: URL) throws -> (first: CatalogString?, hidden: [CatalogString]) {
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [root], defaultSourceLanguage: "en", skipped: &skipped)
        return (apple.languages["it"]?["later"], apple.shadowed["it"] ?? [])
    }

    @Test func theCopyAnXcodeProjectBundlesIsReadFirst() throws {
        let root = try tables("Scores", "Localization/input", extra: [("Scores.xcodeproj/project.pbxproj", Self.project)])
        let (first, hidden) = try italian(root)
        #expect(first?.value == .text("%ld mesi fa"), "the shipped copy's value is the one compared")
        #expect(first?.location.file.hasSuffix("Scores/it.lproj/Localizable.strings") == true)
        #expect(hidden.map(\.value) == [.text("%ld minuti fa")], "the converter's copy is the hidden definition")
    }

    @Test func theCopyASwiftPackageBundlesIsReadFirst() throws {
        let root = try tables("Kit/Sources/KitL10n/Resources", "Input", extra: [("Kit/Package.swift", "// swift-tools-version:5.9\n")])
        #expect(try italian(root).first?.value == .text("%ld mesi fa"))
        // The same folders with no manifest: path order, the input first.
        let bare = try tables("Kit/Sources/KitL10n/Resources", "Input", extra: [])
        #expect(try italian(bare).first?.value == .text("%ld minuti fa"))
    }

    @Test func projectFilesNoOneCanReadChangeNothing() throws {
        // Truncated, unbalanced, nested beyond reason, a path leaving the folder, a group
        // holding itself, a project object that is no dictionary: the path order stays.
        let broken = [
            String(Self.project.prefix(300)),
            Self.project.replacingOccurrences(of: "path = Scores;", with: "path = ../../Scores;"),
            Self.project.replacingOccurrences(of: "rootObject = P1;", with: "rootObject = B1;"),
            Self.project.replacingOccurrences(of: "mainGroup = G0;", with: "mainGroup = (G0);"),
            String(repeating: "{a = ", count: 5000) + "b;",
            String(repeating: "(", count: 100_000),
            "\"unterminated",
            "",
        ]
        for text in broken {
            let root = try tables("Scores", "Localization/input", extra: [("Scores.xcodeproj/project.pbxproj", text)])
            #expect(try italian(root).first?.value == .text("%ld minuti fa"), "\(text.prefix(80))")
        }
        // A project file outside an .xcodeproj folder is not read as one.
        let loose = try tables("Scores", "Localization/input", extra: [("project.pbxproj", Self.project)])
        #expect(try italian(loose).first?.value == .text("%ld minuti fa"))
    }

    @Test func groupsResolvePathsAsXcodeDoes() {
        let paths = XcodeProjectFile.bundledPaths(Array(Self.project.utf8), projectFile: "ios/Scores.xcodeproj/project.pbxproj")
        #expect(paths == ["ios/Scores/en.lproj/Localizable.strings", "ios/Scores/it.lproj/Localizable.strings"])
        let sourceRoot = Self.project.replacingOccurrences(of: "path = \"it.lproj/Localizable.strings\"; sourceTree = \"<group>\"", with: "path = Other/it.lproj/Localizable.strings; sourceTree = SOURCE_ROOT")
        #expect(XcodeProjectFile.bundledPaths(Array(sourceRoot.utf8), projectFile: "ios/Scores.xcodeproj/project.pbxproj")
            == ["ios/Scores/en.lproj/Localizable.strings", "ios/Other/it.lproj/Localizable.strings"])
    }
}
