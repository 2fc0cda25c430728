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
        ihdr += [bitDepth, colorType, 0, 0, 0]
        var file = Self.signature + Self.chunk("IHDR", ihdr)
        for (type, data) in extraChunks { file += Self.chunk(type, data) }
        if let palette { file += Self.chunk("PLTE", palette) }
        if let transparency { file += Self.chunk("tRNS", transparency) }
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        file += Self.chunk("IDAT", Self.zlibStored(raw))
        file += Self.chunk("IEND", [])
        return file
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A zlib stream of "stored" (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
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
