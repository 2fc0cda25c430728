/// Deflate blocks with their own Huffman codes (RFC 1951 §3.2.7) from literals and copies.
///
/// The symbols of a block are kept and counted, and written with codes built from the counts
/// when ``blockSymbols`` are kept or the stream is finished: a grey diff image's few byte
/// values get short codes, as zlib's would. Its buffers are raw memory (no copy-on-write
/// checks per symbol): the owner calls ``deallocate()`` when done.
struct DeflateBlockWriter {
    /// The stream written so far.
    var output = BitWriter()
    /// Symbols added so far (literals and copy pieces), for comparing two ways to write data.
    var symbolsAdded: Int { writtenSymbols + symbolCount }
    private var writtenSymbols = 0
    /// Symbols kept before a block is written (the buffer holds a pixel's literals more).
    static let blockSymbols = 1 << 16
    /// A literal byte, or `copyFlag | length << 8 | distance selector`.
    private let symbols = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSymbols + 8)
    private var symbolCount = 0
    private static let copyFlag: UInt32 = 0x8000_0000
    private let literalCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 286)
    private let distanceCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 30)
    private let distances: [Extra]
    private let lengthCodes = DeflateBlockWriter.lengthCodes

    /// `distances`: the copy distances (1…32768) that ``match(length:distance:)`` selects by index.
    init(distances: [Int]) {
        self.distances = distances.map(Self.distanceCode)
        literalCounts.initialize(repeating: 0)
        distanceCounts.initialize(repeating: 0)
    }

    /// Frees the buffers (and the output's).
    func deallocate() {
        symbols.deallocate()
        literalCounts.deallocate()
        distanceCounts.deallocate()
        output.deallocate()
    }

    /// Adds a literal byte; at most 5 (a filter byte and a pixel) before the next ``endOfPixel()``.
    @inline(__always)
    mutating func literal(_ value: Int) {
        symbols[symbolCount] = UInt32(value)
        symbolCount += 1
    }

    /// Writes a block when enough symbols are kept (checked once per pixel's literals).
    @inline(__always)
    mutating func endOfPixel() {
        if symbolCount >= Self.blockSymbols { writeBlock(final: false) }
    }

    /// Adds a copy of `length` bytes from the distance `distances[distance]` back, in pieces of
    /// at most 258 bytes (each at least 3).
    mutating func match(length: Int, distance selector: Int) {
        var left = length
        while left > 0 {
            var piece = min(left, ScanlineDeflater.maxMatch)
            if left - piece > 0 && left - piece < 3 { piece = left - 3 }
            symbols[symbolCount] = Self.copyFlag | UInt32(piece) << 8 | UInt32(selector)
            symbolCount += 1
            left -= piece
            if symbolCount >= Self.blockSymbols { writeBlock(final: false) }
        }
    }

    /// How many symbols ``match(length:distance:)`` adds for `length` bytes.
    static func pieceCount(of length: Int) -> Int {
        (length + ScanlineDeflater.maxMatch - 1) / ScanlineDeflater.maxMatch
    }

    /// Writes the last block and pads the stream to a byte.
    mutating func finish() {
        writeBlock(final: true)
        output.flush()
    }

    // MARK: - Blocks

    /// Writes the kept symbols as one block with codes built from their counts.
    private mutating func writeBlock(final: Bool) {
        let kept = UnsafeBufferPointer(start: symbols, count: symbolCount)
        var extraBits = 0
        for symbol in kept {
            if symbol & Self.copyFlag == 0 {
                literalCounts[Int(symbol)] += 1
            } else {
                let length = lengthCodes[Int(symbol >> 8 & 0x1FF)], distance = distances[Int(symbol & 0xFF)]
                literalCounts[length.symbol] += 1
                distanceCounts[distance.symbol] += 1
                extraBits += Int(length.count + distance.count)
            }
        }
        literalCounts[256] += 1  // end of block
        let literalLengths = Huffman.lengths(Array(literalCounts), limit: 15)
        let distanceLengths = Huffman.lengths(Array(distanceCounts), limit: 15)
        let literalCodes = Huffman.codes(literalLengths), distanceCodes = Huffman.codes(distanceLengths)
        let header = Huffman.lengthsHeader(literal: literalLengths, distance: distanceLengths)
        var bits = header.bits + 3 + extraBits
        for (count, length) in zip(literalCounts, literalLengths) { bits += count * Int(length) }
        for (count, length) in zip(distanceCounts, distanceLengths) { bits += count * Int(length) }
        output.reserve(bits: bits)
        output.put(final ? 0b101 : 0b100, 3)  // BFINAL, then BTYPE 2 (dynamic codes)
        header.write(to: &output)
        literalCodes.withUnsafeBufferPointer { literalCodes in
            for symbol in kept {
                if symbol & Self.copyFlag == 0 {
                    output.put(literalCodes[Int(symbol)])
                } else {
                    let length = lengthCodes[Int(symbol >> 8 & 0x1FF)], distance = distances[Int(symbol & 0xFF)]
                    output.put(literalCodes[length.symbol], extra: length)
                    output.put(distanceCodes[distance.symbol], extra: distance)
                }
            }
            output.put(literalCodes[256])
        }
        writtenSymbols += symbolCount
        symbolCount = 0
        literalCounts.update(repeating: 0)
        distanceCounts.update(repeating: 0)
    }

    // MARK: - Length and distance symbols (RFC 1951 §3.2.5)

    /// A length or distance symbol with its extra bits: `count` bits of `value`.
    struct Extra {
        var symbol: Int
        var value: UInt32
        var count: UInt32
    }

    /// Copy lengths 0…258 (3…258 used).
    static let lengthCodes: [Extra] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extras: [UInt32] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        return (0...ScanlineDeflater.maxMatch).map { length in
            guard length >= 3 else { return Extra(symbol: 257, value: 0, count: 0) }
            let index = bases.lastIndex { $0 <= length }!
            return Extra(symbol: 257 + index, value: UInt32(length - bases[index]), count: extras[index])
        }
    }()

    /// A copy distance 1…32768.
    static func distanceCode(_ distance: Int) -> Extra {
        let bases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                     4097, 6145, 8193, 12289, 16385, 24577]
        let index = bases.lastIndex { $0 <= distance }!
        return Extra(symbol: index, value: UInt32(distance - bases[index]), count: UInt32(max(0, index / 2 - 1)))
    }
}
