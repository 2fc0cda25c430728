import Foundation

/// The zlib stream (RFC 1950) of an image's PNG scanlines — filter type 0, RGB or RGBA —
/// written straight from the RGBA pixels in deflate blocks with their own Huffman codes
/// (RFC 1951 §3.2.7, ``DeflateBlockWriter``).
///
/// A review image is flat UI colour: a pixel equal to the one before it is copied from
/// `channels` bytes back, a run of them is one or a few copies, and a row equal to the row
/// above is copied from one scanline back; every other byte is a literal. No search, no
/// filtered copy of the image, and the Adler-32 check is summed per pixel and per run (in
/// closed form) instead of per byte. Every standard inflater reads the result.
enum ScanlineDeflater {
    /// Adler-32's modulus.
    private static let modulus: UInt64 = 65521
    /// The longest deflate match and the farthest distance.
    static let maxMatch = 258, maxDistance = 32768

    /// The zlib stream of the scanlines of `image` with `channels` 3 (RGB; alpha dropped) or 4.
    static func zlibStream(of image: Image, channels: Int) -> [UInt8] {
        let width = image.width, height = image.height
        let stride = 1 + width * channels
        // The two distances copies use: the previous pixel, the previous scanline.
        var block = DeflateBlockWriter(distances: [channels, stride <= maxDistance ? stride : channels])
        defer { block.deallocate() }
        block.output.byte(0x78)  // deflate, 32 KiB window
        block.output.byte(0x01)  // no dictionary, fastest; (0x78 << 8 | 0x01) % 31 == 0
        var a: UInt64 = 1, b: UInt64 = 0
        var rowSum: UInt64 = 0, rowWeighted: UInt64 = 0
        let c = UInt64(channels)
        // A flat row takes fewer symbols as runs than as a copy of the row above: the row above
        // is copied only when that takes fewer.
        let rowCopySymbols = stride <= maxDistance ? DeflateBlockWriter.pieceCount(of: stride) : .max
        var previousRowSymbols = 0
        image.pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                let row = words.baseAddress! + y * width
                if y > 0, rowCopySymbols < previousRowSymbols, equalRows(row, row - width, count: width) {
                    // The scanline above again (filter byte included): its sums are the same.
                    block.match(length: stride, distance: 1)
                } else {
                    let rowStart = block.symbolsAdded
                    block.literal(0)  // filter type None
                    rowSum = 0
                    rowWeighted = 0
                    var x = 0
                    while x < width {
                        let pixel = UInt32(littleEndian: row[x])
                        let r = UInt64(pixel & 0xFF), g = UInt64(pixel >> 8 & 0xFF), bl = UInt64(pixel >> 16 & 0xFF)
                        block.literal(Int(r))
                        block.literal(Int(g))
                        block.literal(Int(bl))
                        var sum = r + g + bl, weighted = c * r + (c - 1) * g + (c - 2) * bl
                        if channels == 4 {
                            let alpha = UInt64(pixel >> 24)
                            block.literal(Int(alpha))
                            sum += alpha
                            weighted += alpha
                        }
                        block.endOfPixel()
                        // Adler-32 over the pixel's bytes: b gains c·a plus the weighted bytes.
                        rowWeighted = (rowWeighted + c * rowSum + weighted) % modulus
                        rowSum = (rowSum + sum) % modulus
                        let end = runEnd(row, from: x + 1, count: width, pixel: row[x])
                        let repeats = UInt64(end - x - 1)
                        if repeats > 0 {
                            block.match(length: Int(repeats) * channels, distance: 0)
                            // `repeats` more pixels: the same sums, in closed form.
                            let triangle = (repeats * (repeats - 1) / 2) % modulus
                            rowWeighted = (rowWeighted + repeats * (c * rowSum + weighted) + (c * sum % modulus) * triangle) % modulus
                            rowSum = (rowSum + repeats * sum) % modulus
                        }
                        x = end
                    }
                    previousRowSymbols = block.symbolsAdded - rowStart
                }
                b = (b + UInt64(stride) % modulus * a + rowWeighted) % modulus
                a = (a + rowSum) % modulus
            }
        }
        block.finish()
        // Adler-32, big-endian: b then a.
        for value in [b >> 8, b, a >> 8, a] { block.output.byte(UInt8(truncatingIfNeeded: value)) }
        return block.output.bytes
    }

    /// Whether `count` pixels at `row` equal those at `other`.
    @inline(__always)
    private static func equalRows(_ row: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>, count: Int) -> Bool {
        memcmp(row, other, count * 4) == 0
    }

    /// The first index from `start` (below `count`) whose pixel is not `pixel`, else `count`;
    /// four pixels per step.
    @inline(__always)
    private static func runEnd(_ row: UnsafePointer<UInt32>, from start: Int, count: Int, pixel: UInt32) -> Int {
        var end = start
        let four = SIMD4<UInt32>(repeating: pixel)
        while end + 4 <= count && UnsafeRawPointer(row + end).loadUnaligned(as: SIMD4<UInt32>.self) == four { end += 4 }
        while end < count && row[end] == pixel { end += 1 }
        return end
    }
}
