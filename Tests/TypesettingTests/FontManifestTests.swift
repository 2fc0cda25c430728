import Foundation
import TestSupport
import Testing
@testable import Typesetting

@Suite("Vendored fonts and their manifest")
struct FontManifestTests {
    /// A copy of Fonts/ made of symlinks, so one file can be altered or removed.
    func linkedFontsFolder() throws -> URL {
        let folder = try Fixtures.temporaryDirectory("fonts")
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.fontsDirectory.path) {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name),
                                                       withDestinationURL: Fixtures.fontsDirectory.appendingPathComponent(name))
        }
        return folder
    }

    @Test func manifestListsEveryRoleWithProvenance() throws {
        let manifest = try FontManifest(directory: Fixtures.fontsDirectory)
        // Every font a fallback rule names is in the manifest; every font is reachable.
        #expect(Set(manifest.fallback.flatMap(\.fonts)).isSubset(of: Set(manifest.fonts.map(\.role))))
        #expect(Set(manifest.fallbackChain(for: "en")) == Set(manifest.fonts.map(\.role)))
        #expect(manifest.fallbackChain(for: "en").prefix(4) == [.latin, .arabic, .japanese, .emoji], "the standard matrix's chains are unchanged")
        #expect(manifest.fallbackChain(for: "ja-JP").prefix(4) == [.japanese, .latin, .arabic, .emoji])
        #expect(manifest.fallbackChain(for: "he").first == "hebrew" && manifest.fallbackChain(for: "ar-EG").first == .arabic)
        for font in manifest.fonts {
            #expect(font.licence == "OFL-1.1" && font.debianPackage.hasPrefix("fonts-noto-") && !font.version.isEmpty)
        }
        #expect(FileManager.default.fileExists(atPath: Fixtures.fontsDirectory.appendingPathComponent("OFL.txt").path))
    }

    @Test func vendoredFontsMatchTheirHashesAndStayUnder60MB() throws {
        let manifest = try FontManifest(directory: Fixtures.fontsDirectory)
        var total = 0
        for font in manifest.fonts {
            total += try manifest.verifiedBytes(of: font).count
        }
        #expect(total <= 60 * 1024 * 1024, "Fonts/ holds \(total) bytes")
    }

    /// Fonts load on first use: an altered or missing font is the error of the first layout
    /// that needs it, naming the file (#20).
    @Test func alteredFontIsAnError() throws {
        let folder = try linkedFontsFolder()
        let target = folder.appendingPathComponent("NotoSans-Regular.ttf")
        var bytes = try [UInt8](Data(contentsOf: target))
        bytes[1000] ^= 0x01
        try FileManager.default.removeItem(at: target)
        try Data(bytes).write(to: target)
        let typesetter = Typesetter(fonts: FontSet(manifest: try FontManifest(directory: folder)))
        #expect {
            _ = try typesetter.layout("Deutschland", style: TextStyle(language: "de", direction: .leftToRight, pixelSize: 34 * 64))
        } throws: { error in
            guard case let TypesettingError.fontAltered(path, expected, actual) = error else { return false }
            return path.hasSuffix("NotoSans-Regular.ttf") && expected != actual && actual.count == 64
                && "\(error)".contains("NotoSans-Regular.ttf") && "\(error)".contains("manifest")
        }
    }

    @Test func missingFontIsAnError() throws {
        let folder = try linkedFontsFolder()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("NotoColorEmoji.ttf"))
        let typesetter = Typesetter(fonts: FontSet(manifest: try FontManifest(directory: folder)))
        #expect(throws: TypesettingError.fontMissing(path: folder.appendingPathComponent("NotoColorEmoji.ttf").path)) {
            _ = try typesetter.layout("🇩🇪 Deutschland", style: TextStyle(language: "de", direction: .leftToRight, pixelSize: 34 * 64))
        }
        let message = "\(TypesettingError.fontMissing(path: folder.appendingPathComponent("NotoColorEmoji.ttf").path))"
        #expect(message.contains("NotoColorEmoji.ttf") && message.contains("manifest.tsv"))
    }

    /// A font of the user's own names itself and the `adding(font:)` call, not Fonts/manifest.tsv (#17).
    @Test func aMissingUserFontNamesTheAddingCall() throws {
        let folder = try Fixtures.temporaryDirectory("userfont")
        let font = folder.appendingPathComponent("Display-Bold.ttf")
        #expect(throws: TypesettingError.userFontMissing(path: font.path, role: "price")) {
            _ = try FontManifest().adding(font: font, as: "price")
        }
        let message = "\(TypesettingError.userFontMissing(path: font.path, role: "price"))"
        #expect(message.contains("Display-Bold.ttf") && message.contains("adding(font: …, as: \"price\")") && !message.contains("manifest.tsv"))
    }

    @Test func missingManifestIsAnError() throws {
        let folder = try Fixtures.temporaryDirectory("nofonts")
        #expect(throws: TypesettingError.manifestMissing(path: folder.appendingPathComponent("manifest.tsv").path)) {
            _ = try FontManifest(directory: folder)
        }
    }

    @Test func anEditedManifestIsReadAgainInTheSameProcess() throws {
        let folder = try Fixtures.temporaryDirectory("editedmanifest")
        for name in ["manifest.tsv", "fallback.tsv"] {
            try FileManager.default.copyItem(at: Fixtures.fontsDirectory.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let before = try FontManifest(directory: folder)
        #expect(try FontManifest(directory: folder).fonts == before.fonts)
        let file = folder.appendingPathComponent("manifest.tsv")
        let extra = "extra\tExtra.ttf\t\(String(repeating: "0", count: 64))\t1\tExtra\t-\t1\tOFL\n"
        try (try Data(contentsOf: file) + Data(extra.utf8)).write(to: file)
        #expect(try FontManifest(directory: folder).fonts.map(\.role) == before.fonts.map(\.role) + ["extra"])
    }

    @Test func malformedManifestNamesTheLine() throws {
        let folder = try Fixtures.temporaryDirectory("badmanifest")
        try Data("# comment\nlatin\tNotoSans-Regular.ttf\tabc\n".utf8).write(to: folder.appendingPathComponent("manifest.tsv"))
        #expect {
            _ = try FontManifest(directory: folder)
        } throws: { error in
            guard case let TypesettingError.manifestMalformed(_, line, _) = error else { return false }
            return line == 2
        }
    }
}
