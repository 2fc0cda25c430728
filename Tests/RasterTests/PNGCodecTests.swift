import Raster
import TestSupport
import Testing

@Suite("PNG codec (libpng simplified API)")
struct PNGCodecTests {
    func gradient() throws -> Image {
        var image = try Image(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { image[x, y] = RGBA(UInt8(x * 30), UInt8(y * 50), UInt8(x * y), UInt8(255 - x * 10)) } }
        return image
    }

    @Test func roundTripKeepsPixels() throws {
        let image = try gradient()
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test func samePixelsGiveSameBytes() throws {
        let image = try gradient()
        var copy = try Image(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { copy[x, y] = image[x, y] } }
        #expect(try PNGCodec.encode(image) == PNGCodec.encode(copy))
    }

    @Test func readsGreyscale8() throws {
        let png = PNGBuilder(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 200]]).build()
        let image = try PNGCodec.decode(png)
        #expect(image[0, 0] == RGBA(0, 0, 0) && image[1, 0] == RGBA(200, 200, 200))
    }

    @Test func readsGreyscale1Bit() throws {
        let png = PNGBuilder(width: 8, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1010_0000]]).build()
        let image = try PNGCodec.decode(png)
        #expect(image[0, 0] == .white && image[1, 0] == .black && image[2, 0] == .white && image[7, 0] == .black)
    }

    @Test func readsGreyAlpha() throws {
        let png = PNGBuilder(width: 1, height: 1, bitDepth: 8, colorType: 4, rows: [[90, 128]]).build()
        #expect(try PNGCodec.decode(png)[0, 0] == RGBA(90, 90, 90, 128))
    }

    @Test func readsRGB16BitTaggedSRGB() throws {
        var builder = PNGBuilder(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00]])
        builder.extraChunks = [("sRGB", [0])]
        let pixel = try PNGCodec.decode(builder.build())[0, 0]
        #expect(pixel == RGBA(255, 128, 0, 255))
    }

    @Test func readsUntagged16BitSamplesScaledNotGammaConverted() throws {
        // As pixelmatch's decoder does: round(v · 255 / 65535), whatever libpng's simplified
        // API would assume about untagged 16-bit data (it used to give 186 for 0x8000).
        let png = PNGBuilder(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00]]).build()
        #expect(try PNGCodec.decode(png)[0, 0] == RGBA(255, 128, 0, 255))
    }

    @Test(arguments: [
        [("gAMA", PNGBuilder.bigEndian(100_000))],
        [("gAMA", PNGBuilder.bigEndian(220_000)), ("cHRM", [UInt8](repeating: 1, count: 32))],
        [("sRGB", [3])],
        [("sBIT", [4, 4, 4, 4])],
    ] as [[(String, [UInt8])]])
    func colourSpaceChunksDoNotChangeSamples(chunks: [(String, [UInt8])]) throws {
        let rows: [[UInt8]] = [[10, 20, 30, 255, 200, 100, 50, 128], [0, 0, 0, 0, 255, 255, 255, 1]]
        let plain = try PNGCodec.decode(PNGBuilder(width: 2, height: 2, bitDepth: 8, colorType: 6, rows: rows).build())
        var tagged = PNGBuilder(width: 2, height: 2, bitDepth: 8, colorType: 6, rows: rows)
        tagged.extraChunks = chunks
        #expect(try PNGCodec.decode(tagged.build()) == plain)
        // The same samples widened to 16 bits (v · 257), with the same chunks.
        var wide = PNGBuilder(width: 2, height: 2, bitDepth: 16, colorType: 6, rows: rows.map { $0.flatMap { [$0, $0] } })
        wide.extraChunks = chunks
        #expect(try PNGCodec.decode(wide.build()) == plain)
    }

    @Test func declaredSizeIsReadWithoutDecoding() throws {
        let png = PNGBuilder(width: 7000, height: 7000, bitDepth: 8, colorType: 6, rows: []).build()
        #expect(PNGChunks.declaredSize(of: png).map { [$0.width, $0.height] } == [7000, 7000])
        #expect(PNGChunks.declaredSize(of: Array("not a png at all, not at all".utf8)) == nil)
        #expect(throws: PNGError.tooLarge(width: 7000, height: 7000, limit: 1000)) { _ = try PNGCodec.decode(png, maxPixels: 1000) }
    }

    @Test func readsPaletteWithTransparency() throws {
        let png = PNGBuilder(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]],
                             palette: [255, 0, 0, 0, 0, 255], transparency: [255, 0]).build()
        let image = try PNGCodec.decode(png)
        #expect(image[0, 0] == RGBA(255, 0, 0, 255))
        #expect(image[1, 0].a == 0)
    }

    // MARK: - Hostile input

    @Test(arguments: [
        ("empty", [UInt8]()),
        ("not a PNG", Array("GIF89a, definitely not a PNG".utf8)),
        ("signature only", PNGBuilder.signature),
    ])
    func refusesNonPNG(label: String, data: [UInt8]) {
        #expect(throws: PNGError.self, "\(label)") { try PNGCodec.decode(data) }
    }

    @Test func refusesEveryTruncationOfTheImageData() throws {
        let image = try gradient()
        let png = try PNGCodec.encode(image)
        let iend = png.count - 12  // the IEND chunk: 4 length + 4 type + 4 CRC bytes
        for length in 0..<iend {
            #expect(throws: PNGError.self, "truncated at \(length)") { try PNGCodec.decode(Array(png.prefix(length))) }
        }
        // Cut inside IEND, every pixel has arrived: libpng returns the complete image.
        for length in iend..<png.count {
            #expect(try PNGCodec.decode(Array(png.prefix(length))) == image)
        }
    }

    @Test func refusesBadCRC() throws {
        var png = try PNGCodec.encode(gradient())
        png[29] ^= 0xFF  // a byte of the IHDR CRC
        #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    }

    @Test func refusesOversizedHeaderBeforeAllocating() {
        // A 100 000 × 100 000 header with one row of data: must fail on the size, not on memory.
        let png = PNGBuilder(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6, rows: [[0, 0, 0, 0]]).build()
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limit: Image.maxPixelCount)) {
            try PNGCodec.decode(png)
        }
    }

    @Test func carriesLibpngMessage() {
        do {
            _ = try PNGCodec.decode(Array("hello".utf8))
            Issue.record("decoded garbage")
        } catch let PNGError.decodeFailed(message) {
            #expect(!message.isEmpty)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func randomGarbageNeverCrashes() {
        var generator = SystemRandomNumberGenerator()
        let valid = PNGBuilder(width: 3, height: 3, bitDepth: 8, colorType: 2, rows: Array(repeating: [UInt8](repeating: 7, count: 9), count: 3)).build()
        for _ in 0..<300 {
            var mutated = valid
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                mutated[Int.random(in: 8..<mutated.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? PNGCodec.decode(mutated)
        }
    }
}
