/// Hand-assembles PNG files, chunk by chunk, so tests can feed the decoder every colour
/// type and bit depth, and hostile inputs (bad CRCs, lying headers, truncation).
public struct PNGBuilder {
    public var width: UInt32
    public var height: UInt32
    public var bitDepth: UInt8
    public var colorType: UInt8
    /// Unfiltered scanline bytes (without the filter byte), one array per row.
    public var rows: [[UInt8]]
    public var palette: [UInt8]?
    public var transparency: [UInt8]?
    /// Extra chunks written after IHDR (type, data), e.g. `("sRGB", [0])`.
    public var extraChunks: [(String, [UInt8])] = []
    /// Adam7 interlacing: `rows` then holds the rows of the seven passes, in order.
    public var interlaced = false
    /// The filter type of each row (PNG 1.2 §9: 0 none, 1 Sub, 2 Up, 3 Average, 4 Paeth),
    /// cycled over the rows; filtering needs whole bytes per pixel (bit depth 8 or 16) and no
    /// interlacing.
    public var filters: [UInt8] = [0]

    public init(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
                palette: [UInt8]? = nil, transparency: [UInt8]? = nil) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.rows = rows
        self.palette = palette
        self.transparency = transparency
    }

    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file.
    public func build() -> [UInt8] {
        var ihdr = Self.bigEndian(width) + Self.bigEndian(height)
        ihdr += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var file = Self.signature + Self.chunk("IHDR", ihdr)
        for (type, data) in extraChunks { file += Self.chunk(type, data) }
        if let palette { file += Self.chunk("PLTE", palette) }
        if let transparency { file += Self.chunk("tRNS", transparency) }
        let bytesPerPixel = max(1, Int(bitDepth) / 8 * ([0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1))
        let raw: [UInt8] = rows.indices.flatMap { index -> [UInt8] in
            let filter = filters[index % filters.count]
            return [filter] + Self.filtered(rows[index], above: index > 0 ? rows[index - 1] : nil, type: filter, bytesPerPixel: bytesPerPixel)
        }
        file += Self.chunk("IDAT", Self.zlibStored(raw))
        file += Self.chunk("IEND", [])
        return file
    }

    /// `row` filtered with `type` against the unfiltered row `above` (the encoder's side of
    /// PNG 1.2 §9, written independently of any decoder).
    static func filtered(_ row: [UInt8], above: [UInt8]?, type: UInt8, bytesPerPixel bpp: Int) -> [UInt8] {
        guard type != 0 else { return row }
        // The first row of an image (or of an interlace pass: its rows are shorter) has zeros above.
        let up = above.flatMap { $0.count == row.count ? $0 : nil } ?? [UInt8](repeating: 0, count: row.count)
        return row.indices.map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(up[i]), c = i >= bpp ? Int(up[i - bpp]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c
                let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: predictor = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
        }
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A zlib stream of "stored" (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8], final isFinal: Bool = true) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, data.count - offset)
            let final: UInt8 = isFinal && offset + length == data.count ? 1 : 0
            out += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}

// MARK: - Inflate bombs

extension PNGBuilder {
    /// The PNG with its real scanlines followed, in the same zlib stream, by about
    /// `258 × copies` zero bytes of trailing image data (a fixed-Huffman block of
    /// length-258 copies, 13 bits each: about 160:1), split into IDAT chunks of
    /// `chunkSize` bytes. The checksum is right, so only the trailing data is wrong.
    public func buildWithTrailingZeros(copies: Int, chunkSize: Int = 1 << 20) -> [UInt8] {
        let bytesPerPixel = max(1, Int(bitDepth) / 8 * ([0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1))
        let raw: [UInt8] = rows.indices.flatMap { index -> [UInt8] in
            let filter = filters[index % filters.count]
            return [filter] + Self.filtered(rows[index], above: index > 0 ? rows[index - 1] : nil, type: filter, bytesPerPixel: bytesPerPixel)
        }
        var stream = Self.zlibStored(raw, final: false)
        stream.removeLast(4)                 // the checksum, recomputed below
        var bits = BitWriter()
        bits.write(1, count: 1)              // BFINAL
        bits.write(1, count: 2)              // BTYPE 01: fixed Huffman
        bits.writeCode(0x30, count: 8)       // literal 0
        for _ in 0..<copies {
            bits.writeCode(0b1100_0101, count: 8)  // length 258 (code 285)
            bits.writeCode(0, count: 5)            // distance 1
        }
        bits.writeCode(0, count: 7)          // end of block
        stream += bits.bytes
        // Adler-32 of raw + zeros: zeros leave `a` as it is and add `a` to `b` once each.
        var a: UInt64 = 1, b: UInt64 = 0
        for byte in raw { a = (a + UInt64(byte)) % 65521; b = (b + a) % 65521 }
        b = (b + UInt64(1 + 258 * copies) % 65521 * a) % 65521
        stream += Self.bigEndian(UInt32(b << 16 | a))
        var ihdr = Self.bigEndian(width) + Self.bigEndian(height)
        ihdr += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var file = Self.signature + Self.chunk("IHDR", ihdr)
        if let palette { file += Self.chunk("PLTE", palette) }
        var offset = 0
        while offset < stream.count {
            let end = min(stream.count, offset + chunkSize)
            file += Self.chunk("IDAT", Array(stream[offset..<end]))
            offset = end
        }
        return file + Self.chunk("IEND", [])
    }
}

/// Deflate's bit order: header fields and extra bits least significant bit first, Huffman
/// codes most significant bit first.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var used = 8

    mutating func write(_ value: UInt32, count: Int) {
        for bit in 0..<count { append(value >> UInt32(bit) & 1) }
    }

    mutating func writeCode(_ code: UInt32, count: Int) {
        for bit in stride(from: count - 1, through: 0, by: -1) { append(code >> UInt32(bit) & 1) }
    }

    private mutating func append(_ bit: UInt32) {
        if used == 8 { bytes.append(0); used = 0 }
        bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
        used += 1
    }
}
