import Foundation
@testable import Raster
import TestSupport
import Testing

/// The direct decoder (one inflate, no libpng) against libpng itself: the same pixels for
/// every filter, and libpng's own verdict for every file it does not take.
@Suite("Direct PNG decoding equals libpng")
struct DirectPNGDecoderTests {
    private static func noiseRows(width: Int, height: Int, channels: Int, seed: UInt64) -> [[UInt8]] {
        var state = seed
        return (0..<height).map { y in
            (0..<(width * channels)).map { x in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                // Flat stretches as well as noise, so filters see runs and edges.
                return (x / 7 + y) % 3 == 0 ? UInt8(truncatingIfNeeded: x / channels) : UInt8(truncatingIfNeeded: state >> 33)
            }
        }
    }

    @Test(arguments: [[0], [1], [2], [3], [4], [4, 3, 2, 1, 0, 2, 4]] as [[UInt8]])
    func everyFilterDecodesAsLibpngDoes(filters: [UInt8]) throws {
        for (colorType, channels) in [(UInt8(6), 4), (UInt8(2), 3)] {
            for (width, height) in [(1, 1), (2, 3), (37, 9), (640, 4)] {
                var builder = PNGBuilder(width: UInt32(width), height: UInt32(height), bitDepth: 8, colorType: colorType,
                                         rows: Self.noiseRows(width: width, height: height, channels: channels, seed: UInt64(width * 7 + height)))
                builder.filters = filters
                let file = builder.build()
                let direct = try #require(DirectPNGDecoder.decode(file, maxPixels: Image.maxPixelCount), "type \(colorType) \(width)×\(height) \(filters)")
                #expect(try direct == PNGCodec.decodeWithLibpng(file), "type \(colorType) \(width)×\(height) filters \(filters)")
            }
        }
    }

    /// Every golden of a locale folder: the files optipng wrote, with its filter choices.
    @Test func goldensDecodeAsLibpngDoes() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/ar")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count > 200)
        for name in names {
            let file = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
            let direct = try #require(DirectPNGDecoder.decode(file, maxPixels: Image.maxPixelCount), "\(name) takes the direct path")
            #expect(try direct == PNGCodec.decodeWithLibpng(file), "\(name)")
        }
    }

    /// What the direct path does not take goes to libpng, which decodes it or names the problem.
    @Test func otherKindsAndIrregularFilesAreLeftToLibpng() throws {
        let rgb = Self.noiseRows(width: 5, height: 4, channels: 3, seed: 3)
        var transparent = PNGBuilder(width: 5, height: 4, bitDepth: 8, colorType: 2, rows: rgb, transparency: [0, 1, 0, 2, 0, 3])
        var interlaced = PNGBuilder(width: 1, height: 1, bitDepth: 8, colorType: 6, rows: [[1, 2, 3, 4]])
        interlaced.interlaced = true
        let grey = PNGBuilder(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[9, 200]])
        let wide = PNGBuilder(width: 1, height: 1, bitDepth: 16, colorType: 6, rows: [[1, 2, 3, 4, 5, 6, 7, 8]])
        for builder in [transparent, interlaced, grey, wide] {
            let file = builder.build()
            #expect(DirectPNGDecoder.decode(file, maxPixels: Image.maxPixelCount) == nil)
            #expect(try PNGCodec.decode(file) == PNGCodec.decodeWithLibpng(file))
        }
        transparent.transparency = nil

        // A flipped bit in the image data: the chunk's CRC-32 catches it, libpng reports it.
        var damaged = transparent.build()
        let idat = try #require(Self.offset(of: "IDAT", in: damaged))
        damaged[idat + 12] ^= 0x01
        #expect(DirectPNGDecoder.decode(damaged, maxPixels: Image.maxPixelCount) == nil)
        #expect(throws: PNGError.self) { try PNGCodec.decode(damaged) }

        // An unknown filter type (5), and image data one row longer than declared.
        var badFilter = transparent
        badFilter.filters = [0, 5]
        var trailing = transparent
        trailing.height = 3
        for (file, label) in [(badFilter.build(), "filter 5"), (trailing.build(), "an extra row")] {
            #expect(DirectPNGDecoder.decode(file, maxPixels: Image.maxPixelCount) == nil, "\(label)")
            #expect(throws: PNGError.self, "\(label)") { try PNGCodec.decode(file) }
        }

        // A truncated file, and a size over the caller's limit (libpng then refuses it as too large).
        let whole = transparent.build()
        #expect(DirectPNGDecoder.decode(Array(whole.dropLast(20)), maxPixels: Image.maxPixelCount) == nil)
        #expect(DirectPNGDecoder.decode(whole, maxPixels: 19) == nil)
        #expect(throws: PNGError.tooLarge(width: 5, height: 4, limit: 19)) { try PNGCodec.decode(whole, maxPixels: 19) }
    }

    private static func offset(of type: String, in file: [UInt8]) -> Int? {
        let bytes = Array(type.utf8)
        return (4..<(file.count - 4)).first { Array(file[$0..<($0 + 4)]) == bytes }.map { $0 - 4 }
    }
}
