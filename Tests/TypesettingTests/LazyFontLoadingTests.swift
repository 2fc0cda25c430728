import Foundation
import Raster
import TestSupport
import Testing
@testable import Typesetting

/// A run reads and verifies only the fonts its rows use (#20).
@Suite("Fonts load on first use")
struct LazyFontLoadingTests {
    let style = TextStyle(language: "de", direction: .leftToRight, pixelSize: 34 * 64)

    /// A copy of Fonts/ made of symlinks, with one font's bytes altered.
    func folder(altering file: String?) throws -> URL {
        let folder = try Fixtures.temporaryDirectory("lazyfonts")
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.fontsDirectory.path) where name != file {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name),
                                                       withDestinationURL: Fixtures.fontsDirectory.appendingPathComponent(name))
        }
        if let file {
            var bytes = try [UInt8](Data(contentsOf: Fixtures.fontsDirectory.appendingPathComponent(file)))
            bytes[bytes.count / 2] ^= 0x01
            try Data(bytes).write(to: folder.appendingPathComponent(file))
        }
        return folder
    }

    @Test func aLatinRowWithAFlagLoadsOnlyItsTextFontAndTheColourFont() throws {
        let fonts = FontSet(manifest: try FontManifest(directory: Fixtures.fontsDirectory))
        #expect(fonts.loadedFonts.isEmpty, "a font set reads no font until a layout needs one")
        let typesetter = Typesetter(fonts: fonts)
        let line = try typesetter.layout("🇩🇪 Deutschland, 12 €", style: style)
        var image = try Image(width: 400, height: 60, fill: .white)
        try typesetter.draw(line, on: &image, x: 0, baseline: 40 * 64, color: .black)
        let loaded = fonts.loadedFonts.map(\.role)
        let rule = try #require(fonts.manifest.fallback.last?.fonts)
        #expect(loaded.count <= rule.count && Set(loaded).isSubset(of: Set(rule)))
        #expect(Set(loaded) == [.latin, .emoji] && loaded.count == 2, "loaded \(loaded): the Arabic and Japanese fonts are passed over unread")
    }

    @Test func anAlteredFontARowDoesNotUseIsNeverRead() throws {
        let folder = try folder(altering: "NotoSansCJKjp-Regular.otf")
        let typesetter = Typesetter(fonts: FontSet(manifest: try FontManifest(directory: folder)))
        let line = try typesetter.layout("🇩🇪 Deutschland", style: style)
        #expect(line.runs.map(\.fontName).sorted() == ["NotoColorEmoji", "NotoSans-Regular"])
        #expect(throws: TypesettingError.self) {
            _ = try typesetter.layout("日本", style: TextStyle(language: "ja", direction: .leftToRight, pixelSize: 34 * 64))
        }
    }

    @Test func anAlteredFontARowUsesIsATypedErrorNamingIt() throws {
        let folder = try folder(altering: "NotoColorEmoji.ttf")
        let typesetter = Typesetter(fonts: FontSet(manifest: try FontManifest(directory: folder)))
        _ = try typesetter.layout("Deutschland", style: style)
        #expect {
            _ = try typesetter.layout("🇩🇪 Deutschland", style: style)
        } throws: { error in
            guard case let TypesettingError.fontAltered(path, _, actual) = error else { return false }
            return path == folder.appendingPathComponent("NotoColorEmoji.ttf").path && actual.count == 64
                && "\(error)".contains("NotoColorEmoji.ttf") && "\(error)".contains("manifest says")
        }
    }
}
