import Foundation
import Testing
@testable import Typesetting

/// The on-disk colour glyphs are derived data: read back only by the same executable and
/// libraries, whole or not at all.
@Suite("Colour glyph store")
struct ColourGlyphStoreTests {
    static let font = String(repeating: "ab", count: 32)
    static let bitmap = GlyphBitmap(width: 2, height: 1, left: -1, top: 9, pixels: .premultipliedBGRA([1, 2, 3, 4, 5, 6, 7, 8]))
    static let advances: [ColourGlyphCache.Key: Fixed26_6] = [ColourGlyphCache.Key(font: font, glyph: 7, pixelSize: 0): 8192]
    static let bitmaps: [ColourGlyphCache.Key: GlyphBitmap] = [ColourGlyphCache.Key(font: font, glyph: 7, pixelSize: 1536): bitmap]

    @Test func roundTripsAdvancesAndBitmaps() throws {
        let bytes = ColourGlyphStore.encode(advances: Self.advances, bitmaps: Self.bitmaps, identity: "exe 1 libs")
        let decoded = try #require(ColourGlyphStore.decode(bytes, identity: "exe 1 libs"))
        #expect(decoded.advances == Self.advances)
        let bitmap = try #require(decoded.bitmaps[ColourGlyphCache.Key(font: Self.font, glyph: 7, pixelSize: 1536)])
        #expect(bitmap.width == 2 && bitmap.height == 1 && bitmap.left == -1 && bitmap.top == 9)
        guard case let .premultipliedBGRA(pixels) = bitmap.pixels else { Issue.record("not BGRA"); return }
        #expect(pixels == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(ColourGlyphStore.encode(advances: decoded.advances, bitmaps: decoded.bitmaps, identity: "exe 1 libs") == bytes, "stable bytes")
    }

    @Test func anotherExecutableOrLibraryReadsNothing() {
        let bytes = ColourGlyphStore.encode(advances: Self.advances, bitmaps: Self.bitmaps, identity: "exe 1 libs")
        #expect(ColourGlyphStore.decode(bytes, identity: "exe 2 libs") == nil)
        #expect(ColourGlyphStore.decode(bytes, identity: "exe 1") == nil)
    }

    @Test func aDamagedFileIsIgnoredWhole() {
        let bytes = ColourGlyphStore.encode(advances: Self.advances, bitmaps: Self.bitmaps, identity: "id")
        for cut in [bytes.count - 1, bytes.count - 9, bytes.count - 40] {
            #expect(ColourGlyphStore.decode(Array(bytes.prefix(cut)), identity: "id") == nil, "cut at \(cut)")
        }
        var badFont = bytes
        badFont[Array("\(ColourGlyphStore.magic)\tid\n".utf8).count] = UInt8(ascii: "Z")
        #expect(ColourGlyphStore.decode(badFont, identity: "id") == nil)
    }

    @Test func identityNamesTheExecutableAndLibraries() throws {
        #if os(Linux)
        let identity = try #require(ColourGlyphStore.identity(libraries: ["freetype": "2.12.1", "libpng": "1.6.39"]))
        #expect(identity.hasSuffix(" freetype=2.12.1 libpng=1.6.39"))
        #expect(!identity.contains("\n") && !identity.contains("\t"))
        #endif
    }
}
