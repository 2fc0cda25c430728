import Raster
import TestSupport
import Testing

/// Decoding costs time in proportion to the declared pixels: image data that inflates past
/// the declared image (an inflate bomb of zeros after the real rows) is refused, typed.
@Suite("PNG inflate bound (trailing image data)")
struct InflateBoundTests {
    static let rgbaRows: [[UInt8]] = (0..<6).map { (y: Int) -> [UInt8] in
        (0..<40).map { (x: Int) -> UInt8 in UInt8(truncatingIfNeeded: x * 7 + y * 13) }
    }

    @Test func trailingZerosAfterTheImageAreRefused() throws {
        let png = PNGBuilder(width: 10, height: 6, bitDepth: 8, colorType: 6, rows: Self.rgbaRows)
            .buildWithTrailingZeros(copies: 400_000)  // about 100 MB inflated, 650 KB of IDAT
        #expect(throws: PNGError.trailingImageData(expectedBytes: 6 * (1 + 40))) { try PNGCodec.decode(png) }
    }

    @Test func oneTrailingByteIsRefused() throws {
        let png = PNGBuilder(width: 10, height: 6, bitDepth: 8, colorType: 6, rows: Self.rgbaRows).buildWithTrailingZeros(copies: 0)
        #expect(throws: PNGError.trailingImageData(expectedBytes: 246)) { try PNGCodec.decode(png) }
    }

    @Test func theBombIsSeenAcrossManyIDATChunks() throws {
        let png = PNGBuilder(width: 10, height: 6, bitDepth: 8, colorType: 6, rows: Self.rgbaRows)
            .buildWithTrailingZeros(copies: 20_000, chunkSize: 7)
        #expect(throws: PNGError.trailingImageData(expectedBytes: 246)) { try PNGCodec.decode(png) }
    }

    @Test func exactImageDataStillDecodes() throws {
        let png = PNGBuilder(width: 10, height: 6, bitDepth: 8, colorType: 6, rows: Self.rgbaRows).build()
        let image = try PNGCodec.decode(png)
        let row = Self.rgbaRows[2]
        #expect(image.width == 10 && image[3, 2] == RGBA(row[12], row[13], row[14], row[15]))
    }

    /// Adam7: seven passes, each row with its filter byte; 8×8 grey is 79 bytes of image data.
    @Test func interlacedImageDataIsMeasuredPassByPass() throws {
        let passes: [(width: Int, height: Int)] = [(1, 1), (1, 1), (2, 1), (2, 2), (4, 2), (4, 4), (8, 4)]
        let rows = passes.flatMap { pass in (0..<pass.height).map { _ in [UInt8](repeating: 90, count: pass.width) } }
        var builder = PNGBuilder(width: 8, height: 8, bitDepth: 8, colorType: 0, rows: rows)
        builder.interlaced = true
        #expect(try PNGCodec.decode(builder.build())[5, 7] == RGBA(90, 90, 90))
        #expect(throws: PNGError.trailingImageData(expectedBytes: 79)) { try PNGCodec.decode(builder.buildWithTrailingZeros(copies: 10)) }
    }

    /// Sub-byte rows round up: 1-bit grey 9 pixels wide is 2 bytes a row plus the filter byte.
    @Test func subByteRowsRoundUp() throws {
        let builder = PNGBuilder(width: 9, height: 3, bitDepth: 1, colorType: 0, rows: [[0xFF, 0x80], [0, 0], [0xAA, 0]])
        #expect(try PNGCodec.decode(builder.build())[8, 0] == .white)
        #expect(throws: PNGError.trailingImageData(expectedBytes: 9)) { try PNGCodec.decode(builder.buildWithTrailingZeros(copies: 1)) }
    }
}
