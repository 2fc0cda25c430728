import Raster
import Testing

@Suite struct ReviewEncoderTests {
    /// A deterministic pseudo-random image; `opaque` keeps alpha at 255.
    private func noise(width: Int, height: Int, opaque: Bool, seed: UInt64) throws -> Image {
        var state = seed, pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            pixels[index] = opaque && index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state >> 33)
        }
        return try Image(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [true, false])
    func decodesToTheSamePixels(opaque: Bool) throws {
        for (width, height) in [(1, 1), (3, 2), (640, 96), (17, 300)] {
            let image = try noise(width: width, height: height, opaque: opaque, seed: UInt64(width * 31 + height))
            let decoded = try PNGCodec.decode(PNGCodec.encodeForReview(image))
            #expect(decoded.width == width && decoded.height == height)
            #expect(decoded.pixels == image.pixels, "\(width)×\(height) opaque=\(opaque)")
        }
    }

    /// Noise with runs of equal pixels (of every length up to a few hundred, across the 258-byte
    /// match limit) and rows equal to the row above: the encoder's copies and its closed-form
    /// Adler-32 (zlib inside libpng checks it).
    @Test(arguments: [true, false])
    func runsAndRepeatedRowsDecodeToTheSamePixels(opaque: Bool) throws {
        for (width, height) in [(1, 5), (2, 7), (640, 96), (9000, 4), (20000, 2)] {
            var pixels = try noise(width: width, height: height, opaque: opaque, seed: UInt64(width + height)).pixels
            var x = 0, length = 1
            while x + length < width * height {
                for index in (x + 1)..<(x + length) { pixels.replaceSubrange(index * 4..<(index * 4 + 4), with: pixels[x * 4..<(x * 4 + 4)]) }
                x += length + 1
                length = length % 300 + 1
            }
            for y in [2, 3, 4].filter({ $0 < height }) {
                pixels.replaceSubrange(y * width * 4..<((y + 1) * width * 4), with: pixels[width * 4..<(2 * width * 4)])
            }
            let image = try Image(width: width, height: height, pixels: pixels)
            let decoded = try PNGCodec.decode(PNGCodec.encodeForReview(image))
            #expect(decoded.pixels == image.pixels, "\(width)×\(height) opaque=\(opaque)")
        }
    }

    @Test func opaqueImagesAreRGBAndTranslucentOnesKeepAlpha() throws {
        let opaque = try PNGCodec.encodeForReview(Image(width: 4, height: 4, fill: RGBA(10, 20, 30)))
        let translucent = try PNGCodec.encodeForReview(Image(width: 4, height: 4, fill: RGBA(10, 20, 30, 40)))
        // IHDR's colour type is byte 25 of the file: 2 = RGB, 6 = RGBA.
        #expect(opaque[25] == 2)
        #expect(translucent[25] == 6)
        #expect(try PNGCodec.decode(translucent)[1, 1] == RGBA(10, 20, 30, 40))
    }

    @Test func aFlatRowCompressesWell() throws {
        let row = try Image(width: 640, height: 96, fill: RGBA(255, 255, 255))
        #expect(try PNGCodec.encodeForReview(row).count < 2_000)
    }
}
