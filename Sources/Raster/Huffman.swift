/// Deflate's canonical Huffman codes (RFC 1951 §3.2.2, §3.2.7): code lengths from symbol
/// counts, codes from lengths, and the block header that sends the lengths.
enum Huffman {
    /// A code as it goes into the LSB-first bit stream (bits reversed) and its length.
    struct Code {
        var bits: UInt32
        var length: UInt32
    }

    /// Code lengths (at most `limit`) for symbols with these counts; 0 for an unused symbol.
    /// At least two symbols get a code (inflaters refuse an incomplete code), so a count of 0
    /// may get one. Deterministic: ties go to the lower symbol.
    static func lengths(_ counts: [Int], limit: Int) -> [UInt8] {
        var weights = counts
        var used = weights.indices.filter { weights[$0] > 0 }
        for index in weights.indices where used.count < 2 && weights[index] == 0 {
            weights[index] = 1
            used.append(index)
        }
        while true {
            let leaves = used.sorted { (weights[$0], $0) < (weights[$1], $1) }
            let depths = treeDepths(leaves.map { weights[$0] })
            if depths.max()! <= limit {
                var lengths = [UInt8](repeating: 0, count: counts.count)
                for (symbol, depth) in zip(leaves, depths) { lengths[symbol] = UInt8(depth) }
                return lengths
            }
            // Too deep: flatten the counts and build again (all 1s fit any limit used here).
            for index in used { weights[index] = (weights[index] + 1) / 2 }
        }
    }

    /// The depth of each leaf of a Huffman tree over leaves of these weights (sorted): two
    /// queues, leaves and merged nodes, both in weight order.
    private static func treeDepths(_ leafWeights: [Int]) -> [Int] {
        let count = leafWeights.count
        var nodeWeights = leafWeights
        nodeWeights.reserveCapacity(2 * count - 1)
        var parents = [Int](repeating: 0, count: 2 * count - 1)
        var nextLeaf = 0, nextMerged = count
        func smallest() -> Int {
            if nextLeaf < count && (nextMerged >= nodeWeights.count || nodeWeights[nextLeaf] <= nodeWeights[nextMerged]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        for node in count..<(2 * count - 1) {
            let first = smallest(), second = smallest()
            nodeWeights.append(nodeWeights[first] + nodeWeights[second])
            parents[first] = node
            parents[second] = node
        }
        var depths = [Int](repeating: 0, count: 2 * count - 1)
        for node in stride(from: 2 * count - 3, through: 0, by: -1) { depths[node] = depths[parents[node]] + 1 }
        return Array(depths.prefix(count))
    }

    /// The canonical codes of these lengths, bit-reversed for the stream.
    static func codes(_ lengths: [UInt8]) -> [Code] {
        var perLength = [UInt32](repeating: 0, count: 16)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for bits in 1..<16 {
            code = (code + perLength[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return Code(bits: 0, length: 0) }
            defer { next[Int(length)] += 1 }
            return Code(bits: reversed(next[Int(length)], UInt32(length)), length: UInt32(length))
        }
    }

    /// The low `length` bits of `code` in reverse order (a 32-bit reversal, shifted down).
    private static func reversed(_ code: UInt32, _ length: UInt32) -> UInt32 {
        var value = code
        value = (value & 0x5555_5555) << 1 | (value >> 1) & 0x5555_5555
        value = (value & 0x3333_3333) << 2 | (value >> 2) & 0x3333_3333
        value = (value & 0x0F0F_0F0F) << 4 | (value >> 4) & 0x0F0F_0F0F
        value = value.byteSwapped
        return value >> (32 - length)
    }

    // MARK: - Block header

    /// The order in which the code-length code's lengths are sent.
    private static let lengthCodeOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// HLIT, HDIST, HCLEN and the code lengths of a dynamic block, runs of zeros shortened.
    struct LengthsHeader {
        let literalCount: Int, distanceCount: Int
        let lengthCodeLengths: [UInt8]
        let sentLengthCodes: Int
        /// Code-length symbols (0…15, 17, 18) with their extra bits.
        let runs: [(symbol: Int, value: UInt32, count: UInt32)]
        let lengthCodes: [Code]

        /// Bits the header takes (after the 3 block-type bits).
        var bits: Int {
            14 + 3 * sentLengthCodes + runs.reduce(0) { $0 + Int(lengthCodes[$1.symbol].length + $1.count) }
        }

        func write(to output: inout BitWriter) {
            output.put(UInt32(literalCount - 257), 5)
            output.put(UInt32(distanceCount - 1), 5)
            output.put(UInt32(sentLengthCodes - 4), 4)
            for symbol in lengthCodeOrder.prefix(sentLengthCodes) { output.put(UInt32(lengthCodeLengths[symbol]), 3) }
            for run in runs {
                output.put(lengthCodes[run.symbol])
                output.put(run.value, run.count)
            }
        }
    }

    static func lengthsHeader(literal: [UInt8], distance: [UInt8]) -> LengthsHeader {
        let literalCount = max(257, (literal.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distance.lastIndex { $0 > 0 } ?? 0) + 1)
        let sequence = Array(literal.prefix(literalCount)) + Array(distance.prefix(distanceCount))
        var runs: [(symbol: Int, value: UInt32, count: UInt32)] = []
        var index = 0
        while index < sequence.count {
            var zeros = 0
            while sequence[index] == 0 && index + zeros < sequence.count && sequence[index + zeros] == 0 && zeros < 138 { zeros += 1 }
            if zeros >= 11 {
                runs.append((18, UInt32(zeros - 11), 7))
            } else if zeros >= 3 {
                runs.append((17, UInt32(zeros - 3), 3))
            } else {
                runs.append((Int(sequence[index]), 0, 0))
                zeros = 1
            }
            index += zeros
        }
        var counts = [Int](repeating: 0, count: 19)
        for run in runs { counts[run.symbol] += 1 }
        let lengths = Huffman.lengths(counts, limit: 7)
        let sent = max(4, (lengthCodeOrder.lastIndex { lengths[$0] > 0 } ?? 0) + 1)
        return LengthsHeader(literalCount: literalCount, distanceCount: distanceCount, lengthCodeLengths: lengths,
                             sentLengthCodes: sent, runs: runs, lengthCodes: codes(lengths))
    }
}

/// Bits into a growing byte buffer, least significant bit first (deflate's order). The buffer
/// is raw memory: the owner calls ``deallocate()`` when done.
struct BitWriter {
    private var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
    private var capacity = 4096
    private var used = 0
    private var pending: UInt64 = 0
    private var pendingCount: UInt32 = 0

    /// Makes room for `bits` more bits (``put(_:_:)`` writes 4 bytes at a time).
    mutating func reserve(bits: Int) {
        let needed = used + (Int(pendingCount) + bits) / 8 + 8
        guard capacity < needed else { return }
        let grown = max(needed, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: buffer, count: used)
        buffer.deallocate()
        buffer = larger
        capacity = grown
    }

    func deallocate() { buffer.deallocate() }

    /// Appends `count` (at most 32) bits of `value`, within the room reserved.
    @inline(__always)
    mutating func put(_ value: UInt32, _ count: UInt32) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(buffer + used).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            used += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    @inline(__always)
    mutating func put(_ code: Huffman.Code) { put(code.bits, code.length) }

    /// A length or distance code followed by its extra bits.
    @inline(__always)
    mutating func put(_ code: Huffman.Code, extra: DeflateBlockWriter.Extra) {
        put(code.bits | extra.value << code.length, code.length + extra.count)
    }

    /// Pads the pending bits to whole bytes and writes them.
    mutating func flush() {
        while pendingCount > 0 {
            byte(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = pendingCount >= 8 ? pendingCount - 8 : 0
        }
    }

    /// A whole byte (the stream must be at a byte boundary).
    mutating func byte(_ value: UInt8) {
        reserve(bits: 8)
        buffer[used] = value
        used += 1
    }

    /// The bytes written.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: buffer, count: used)) }
}
