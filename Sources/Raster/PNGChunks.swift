/// Chunk-level views of PNG data, read before libpng sees it: the declared size (so a golden
/// of the wrong size is never decoded) and the colour-space chunks that must not change
/// decoded sample values.
public enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height declared by the IHDR chunk, or `nil` when `data` does not start
    /// like a PNG. Reads 24 bytes; nothing is decoded.
    public static func declaredSize(of data: [UInt8]) -> (width: Int, height: Int)? {
        guard data.count >= 24, Array(data[0..<8]) == signature, Array(data[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (bigEndian(data, at: 16), bigEndian(data, at: 20))
    }

    /// Colour-space chunks: with them libpng's simplified API would convert samples.
    static let colourSpaceChunks: Set<[UInt8]> = ["gAMA", "cHRM", "iCCP", "sRGB", "sBIT"].map { Array($0.utf8) }.reduce(into: []) { $0.insert($1) }

    /// An sRGB chunk (rendering intent 0) with its CRC.
    static let sRGBChunk: [UInt8] = [0, 0, 0, 1, 0x73, 0x52, 0x47, 0x42, 0, 0xAE, 0xCE, 0x1C, 0xE9]

    /// `data` with its colour-space chunks removed and one sRGB chunk after IHDR, so libpng
    /// takes every sample as sRGB-encoded: 8-bit samples are returned as stored and 16-bit
    /// samples are scaled to 8 bits (`round(v·255/65535)`), as pixelmatch's decoder does,
    /// whatever gAMA, cHRM or ICC profile the file carries. `nil` when the chunk structure
    /// cannot be walked (libpng then reports the error itself).
    static func normalizedForDecoding(_ data: [UInt8]) -> [UInt8]? {
        guard data.count >= 8, Array(data[0..<8]) == signature else { return nil }
        var output: [UInt8] = signature
        output.reserveCapacity(data.count + sRGBChunk.count)
        var offset = 8
        var first = true
        while offset + 12 <= data.count {
            let length = bigEndian(data, at: offset)
            let end = offset + 12 + length
            guard length <= 0x7FFF_FFFF, end <= data.count else { return nil }
            let type = Array(data[(offset + 4)..<(offset + 8)])
            if first {
                guard type == Array("IHDR".utf8) else { return nil }
                output += data[offset..<end]
                output += sRGBChunk
                first = false
            } else if !colourSpaceChunks.contains(type) {
                output += data[offset..<end]
            }
            offset = end
            if type == Array("IEND".utf8) { break }
        }
        return first ? nil : output
    }

    /// The big-endian 32-bit value at `offset` (a chunk length, IHDR's width and height).
    static func bigEndian<Bytes: RandomAccessCollection<UInt8>>(_ data: Bytes, at offset: Int) -> Int where Bytes.Index == Int {
        Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
    }
}
