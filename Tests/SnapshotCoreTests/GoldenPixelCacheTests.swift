import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing

/// The golden pixel cache is read before the first row of every process: parsed as bytes (#20).
@Suite("Golden pixel cache file")
struct GoldenPixelCacheTests {
    @Test func hexDigitsParseEitherCaseAndRefuseAnythingElse() {
        let hash = PixelHash(of: (0..<100).map { UInt8($0) })
        #expect(PixelHash(hexDigits: ArraySlice(hash.description.utf8)) == hash)
        #expect(PixelHash(hexDigits: ArraySlice(hash.description.uppercased().utf8)) == hash)
        #expect(PixelHash(hexDigits: ArraySlice(hash.description.dropLast().utf8)) == nil)
        #expect(PixelHash(hexDigits: ArraySlice(("g" + hash.description.dropFirst()).utf8)) == nil)
        #expect(PixelHash(hexDigits: ArraySlice(("+" + hash.description.dropFirst()).utf8)) == nil)
    }

    @Test func entriesSurviveASaveAndDamagedLinesAreSkipped() throws {
        let file = try Fixtures.temporaryDirectory("pixelcache").appendingPathComponent("golden-pixels.txt")
        let a = PixelHash(of: [1, 2, 3]), b = PixelHash(of: [4, 5, 6]), c = PixelHash(of: [7])
        let cache = GoldenPixelCache(file: file)
        cache.remember(goldenFile: a, pixels: b)
        cache.remember(goldenFile: b, pixels: c)
        cache.save()
        #expect(GoldenPixelCache(file: file).pixels(forGoldenFile: a) == b)
        var text = try String(contentsOf: file, encoding: .utf8)
        text += "\(c)  \(a)\nnot a line\n\(c) \(a)x\n"
        try Data(text.utf8).write(to: file)
        let reloaded = GoldenPixelCache(file: file)
        #expect(reloaded.count == 2 && reloaded.pixels(forGoldenFile: b) == c && reloaded.pixels(forGoldenFile: c) == nil)
    }

    /// A file of an older hash (no header line) is ignored whole (#20).
    @Test func aFileWithoutTheCurrentHeaderIsIgnored() throws {
        let file = try Fixtures.temporaryDirectory("pixelcache").appendingPathComponent("golden-pixels.txt")
        let a = PixelHash(of: [1, 2, 3]), b = PixelHash(of: [4, 5, 6])
        try Data("\(a) \(b)\n".utf8).write(to: file)
        #expect(GoldenPixelCache(file: file).count == 0)
    }
}
