/// The zlib stream (RFC 1950) of an image's PNG scanlines — filter type 0, RGB or RGBA — in one
/// fixed-Huffman deflate block (RFC 1951 §3.2.6), written straight from the RGBA pixels.
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
    private static let maxMatch = 258, maxDistance = 32768

    /// The zlib stream of the scanlines of `image` with `channels` 3 (RGB; alpha dropped) or 4.
    static func zlibStream(of image: Image, channels: Int) -> [UInt8] {
        let width = image.width, height = image.height
        let stride = 1 + width * channels
        // Worst case: a literal (at most 9 bits) per byte; a match costs at most 31 bits per 3 bytes.
        let capacity = 2 + (stride * height * 11) / 8 + 16
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            literals.withUnsafeBufferPointer { literals in
                lengths.withUnsafeBufferPointer { lengths in
                    var writer = BitWriter(buffer.baseAddress!, literals: literals.baseAddress!, lengths: lengths.baseAddress!)
                    write(image, channels: channels, to: &writer)
                    count = writer.byteCount
                }
            }
        }
    }

    private static func write(_ image: Image, channels: Int, to writer: inout BitWriter) {
        let width = image.width, height = image.height
        let stride = 1 + width * channels
        writer.byte(0x78)  // deflate, 32 KiB window
        writer.byte(0x01)  // no dictionary, fastest; (0x78 << 8 | 0x01) % 31 == 0
        writer.put(0b011, 3)  // final block, fixed Huffman codes
        let pixelDistance = Self.distance(channels)
        let rowDistance = stride <= maxDistance ? Self.distance(stride) : nil
        var a: UInt64 = 1, b: UInt64 = 0
        var rowSum: UInt64 = 0, rowWeighted: UInt64 = 0
        let c = UInt64(channels)
        // A flat row costs fewer bits as runs than as a copy of the row above: the row above is
        // copied only when that costs less than writing it did.
        let rowCopyBits = rowDistance.map { writer.cost(length: stride, distance: $0) } ?? .max
        var previousRowBits = 0
        image.pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                let row = words.baseAddress! + y * width
                if y > 0, let rowDistance, rowCopyBits < previousRowBits, Self.equalRows(row, row - width, count: width) {
                    // The scanline above again (filter byte included): its sums are the same.
                    writer.match(length: stride, distance: rowDistance)
                } else {
                    let rowStart = writer.bitsWritten
                    writer.literal(0)  // filter type None
                    rowSum = 0
                    rowWeighted = 0
                    var x = 0
                    while x < width {
                        let pixel = UInt32(littleEndian: row[x])
                        let r = UInt64(pixel & 0xFF), g = UInt64(pixel >> 8 & 0xFF), bl = UInt64(pixel >> 16 & 0xFF)
                        writer.literal(Int(r))
                        writer.literal(Int(g))
                        writer.literal(Int(bl))
                        var sum = r + g + bl, weighted = c * r + (c - 1) * g + (c - 2) * bl
                        if channels == 4 {
                            let alpha = UInt64(pixel >> 24)
                            writer.literal(Int(alpha))
                            sum += alpha
                            weighted += alpha
                        }
                        // Adler-32 over the pixel's bytes: b gains c·a plus the weighted bytes.
                        rowWeighted = (rowWeighted + c * rowSum + weighted) % modulus
                        rowSum = (rowSum + sum) % modulus
                        var end = x + 1
                        while end < width && row[end] == pixel { end += 1 }
                        let repeats = UInt64(end - x - 1)
                        if repeats > 0 {
                            writer.match(length: Int(repeats) * channels, distance: pixelDistance)
                            // `repeats` more pixels: the same sums, in closed form.
                            let triangle = (repeats * (repeats - 1) / 2) % modulus
                            rowWeighted = (rowWeighted + repeats * (c * rowSum + weighted) + (c * sum % modulus) * triangle) % modulus
                            rowSum = (rowSum + repeats * sum) % modulus
                        }
                        x = end
                    }
                    previousRowBits = writer.bitsWritten - rowStart
                }
                b = (b + UInt64(stride) % modulus * a + rowWeighted) % modulus
                a = (a + rowSum) % modulus
            }
        }
        writer.literal(256)  // end of block
        writer.flush()
        // Adler-32, big-endian: b then a.
        for value in [b >> 8, b, a >> 8, a] { writer.byte(UInt8(truncatingIfNeeded: value)) }
    }

    /// Whether `count` pixels at `row` equal those at `other`.
    @inline(__always)
    private static func equalRows(_ row: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>, count: Int) -> Bool {
        for x in 0..<count where row[x] != other[x] { return false }
        return true
    }

    // MARK: - Fixed Huffman codes (RFC 1951 §3.2.6)

    /// A code and its extra bits, ready for the bit stream (LSB first), and their bit count.
    struct Code {
        var bits: UInt32
        var length: UInt32
    }

    /// Huffman codes are sent most significant bit first: reversed into the LSB-first stream.
    private static func reversed(_ code: UInt32, _ length: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<length where code & (1 << bit) != 0 { result |= 1 << (length - 1 - bit) }
        return result
    }

    /// The fixed code of a literal/length symbol 0…287.
    private static func symbol(_ value: Int) -> Code {
        switch value {
        case 0...143: return Code(bits: reversed(UInt32(0x30 + value), 8), length: 8)
        case 144...255: return Code(bits: reversed(UInt32(0x190 + value - 144), 9), length: 9)
        case 256...279: return Code(bits: reversed(UInt32(value - 256), 7), length: 7)
        default: return Code(bits: reversed(UInt32(0xC0 + value - 280), 8), length: 8)
        }
    }

    /// Literal bytes 0…255 and the end-of-block symbol 256.
    static let literals: [Code] = (0...256).map(symbol)

    /// Match lengths 0…258 (3…258 used): the length symbol's code followed by its extra bits.
    static let lengths: [Code] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extras: [UInt32] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        return (0...maxMatch).map { length in
            guard length >= 3 else { return Code(bits: 0, length: 0) }
            let index = bases.lastIndex { $0 <= length }!
            let code = symbol(257 + index)
            return Code(bits: code.bits | UInt32(length - bases[index]) << code.length, length: code.length + extras[index])
        }
    }()

    /// A distance 1…32768: its 5-bit code followed by its extra bits.
    static func distance(_ distance: Int) -> Code {
        let bases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                     4097, 6145, 8193, 12289, 16385, 24577]
        let index = bases.lastIndex { $0 <= distance }!
        let extra = UInt32(max(0, index / 2 - 1))
        return Code(bits: reversed(UInt32(index), 5) | UInt32(distance - bases[index]) << 5, length: 5 + extra)
    }

    // MARK: - Bit stream

    /// Writes bits LSB first into a buffer large enough for the whole stream.
    struct BitWriter {
        private let start: UnsafeMutablePointer<UInt8>
        private var next: UnsafeMutablePointer<UInt8>
        private var pending: UInt64 = 0
        private var pendingCount: UInt32 = 0
        private let literals: UnsafePointer<Code>
        private let lengths: UnsafePointer<Code>

        /// `literals` and `lengths` are ``ScanlineDeflater/literals`` and ``ScanlineDeflater/lengths``.
        init(_ start: UnsafeMutablePointer<UInt8>, literals: UnsafePointer<Code>, lengths: UnsafePointer<Code>) {
            self.start = start
            next = start
            self.literals = literals
            self.lengths = lengths
        }

        /// Appends `count` (at most 32) bits of `value`.
        @inline(__always)
        mutating func put(_ value: UInt32, _ count: UInt32) {
            pending |= UInt64(value) << UInt64(pendingCount)
            pendingCount += count
            if pendingCount >= 32 {
                UnsafeMutableRawPointer(next).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
                next += 4
                pending >>= 32
                pendingCount -= 32
            }
        }

        /// A literal byte, or 256 for the end of the block.
        @inline(__always)
        mutating func literal(_ value: Int) {
            let code = literals[value]
            put(code.bits, code.length)
        }

        /// Copies `length` bytes from `distance` back, in pieces of at most 258 (each at least 3).
        @inline(__always)
        mutating func match(length: Int, distance: Code) {
            Self.pieces(of: length) { piece in
                let code = lengths[piece]
                put(code.bits, code.length)
                put(distance.bits, distance.length)
            }
        }

        /// The bits ``match(length:distance:)`` writes.
        func cost(length: Int, distance: Code) -> Int {
            var bits = 0
            Self.pieces(of: length) { piece in bits += Int(lengths[piece].length + distance.length) }
            return bits
        }

        /// Splits a match into deflate lengths: at most 258, none under 3.
        @inline(__always)
        private static func pieces(of length: Int, _ body: (Int) -> Void) {
            var left = length
            while left > 0 {
                var piece = min(left, ScanlineDeflater.maxMatch)
                if left - piece > 0 && left - piece < 3 { piece = left - 3 }
                body(piece)
                left -= piece
            }
        }

        /// Bits written so far.
        var bitsWritten: Int { (next - start) * 8 + Int(pendingCount) }

        /// Pads the last byte with zero bits.
        mutating func flush() {
            while pendingCount > 0 {
                next.pointee = UInt8(truncatingIfNeeded: pending)
                next += 1
                pending >>= 8
                pendingCount = pendingCount >= 8 ? pendingCount - 8 : 0
            }
        }

        /// A byte, once the bits are flushed.
        mutating func byte(_ value: UInt8) {
            next.pointee = value
            next += 1
        }

        /// Bytes written (after ``flush()``).
        var byteCount: Int { next - start }
    }
}
