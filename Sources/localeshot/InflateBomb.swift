/// A PNG whose image data is a transparent image followed, in the same zlib stream, by about
/// `258 × copies` zero bytes (a fixed-Huffman block of length-258 copies, 13 bits each): the
/// shape of a decompression bomb, for `bench --scaling`. Checksums are right.
enum InflateBomb {
    static func png(width: Int, height: Int, copies: Int) -> [UInt8] {
        let raw = height * (1 + width * 4)  // all zero: filter byte 0, transparent pixels
        var stream: [UInt8] = [0x78, 0x01]
        var left = raw
        while left > 0 {
            let length = min(65535, left)
            stream += [0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            stream += [UInt8](repeating: 0, count: length)
            left -= length
        }
        var bits = BitWriter()
        bits.write(1, count: 1)
        bits.write(1, count: 2)
        bits.code(0x30, count: 8)
        for _ in 0..<copies {
            bits.code(0b1100_0101, count: 8)
            bits.code(0, count: 5)
        }
        bits.code(0, count: 7)
        stream += bits.bytes
        // Adler-32 of zeros only: a stays 1, b counts the bytes.
        let b = UInt32((raw + 1 + 258 * copies) % 65521)
        stream += bigEndian(b << 16 | 1)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", stream) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { (n: UInt32) -> UInt32 in
        var c = n
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    /// Deflate's bit order: header fields least significant bit first, Huffman codes most
    /// significant bit first.
    private struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var used = 8

        mutating func write(_ value: UInt32, count: Int) {
            for bit in 0..<count { append(value >> UInt32(bit) & 1) }
        }

        mutating func code(_ value: UInt32, count: Int) {
            for bit in stride(from: count - 1, through: 0, by: -1) { append(value >> UInt32(bit) & 1) }
        }

        private mutating func append(_ bit: UInt32) {
            if used == 8 { bytes.append(0); used = 0 }
            bytes[bytes.count - 1] |= UInt8(bit) << UInt8(used)
            used += 1
        }
    }
}
