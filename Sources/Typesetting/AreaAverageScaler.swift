/// Area-averaging downscale of premultiplied BGRA bitmaps, exact in integers.
///
/// Destination pixel `x` covers source interval `[x·sw/dw, (x+1)·sw/dw)`; multiplying by `dw`
/// makes every boundary an integer, so each source pixel's weight is an integer overlap
/// length and the total weight of a destination pixel is exactly `sw · sh`. Averaging
/// premultiplied values keeps transparent pixels from bleeding colour into edges.
enum AreaAverageScaler {
    /// An empty source or destination gives an empty (or transparent) result, never a
    /// division by zero.
    static func scale(bgra source: [UInt8], width sw: Int, height sh: Int, toWidth dw: Int, height dh: Int) -> [UInt8] {
        guard sw > 0, sh > 0, dw > 0, dh > 0, source.count >= sw * sh * 4 else { return [UInt8](repeating: 0, count: max(0, dw) * max(0, dh) * 4) }
        // Every sum is at most 255 · sw · sh (+ half of it): 32-bit lanes hold any strike up to
        // 2²⁴ pixels (CBDT's are at most 255×255), and vectorize where 64-bit ones do not.
        return sw * sh < 1 << 24 ? scale(source, sw, sh, dw, dh, sums: UInt32.self) : scale(source, sw, sh, dw, dh, sums: UInt64.self)
    }

    /// The two passes, with sums of type `Sum`, which must hold 256 · `sw` · `sh`: overflow
    /// is ruled out by the caller, so the loops use wrapping arithmetic (no checks, and they
    /// vectorize).
    private static func scale<Sum: FixedWidthInteger & UnsignedInteger & SIMDScalar>(_ source: [UInt8], _ sw: Int, _ sh: Int, _ dw: Int, _ dh: Int,
                                                                         sums _: Sum.Type) -> [UInt8] {
        let horizontal = Spans(source: sw, destination: dw), vertical = Spans(source: sh, destination: dh)
        let total = sw * sh, half = Sum(total / 2)
        // First pass: rows of the source, scaled horizontally, as integer sums (weight ≤ sw).
        let rows = UnsafeMutableBufferPointer<Sum>.allocate(capacity: sh * dw * 4)
        defer { rows.deallocate() }
        source.withUnsafeBufferPointer { source in
            horizontal.withPointers { starts, indices, weights in
                for y in 0..<sh {
                    let sourceRow = source.baseAddress! + y * sw * 4, rowSums = rows.baseAddress! + y * dw * 4
                    for x in 0..<dw {
                        // One pixel's four channels as one vector.
                        var sum = SIMD4<Sum>()
                        for span in starts[x]..<starts[x + 1] {
                            let pixel = UnsafeRawPointer(sourceRow + indices[span] * 4).loadUnaligned(as: SIMD4<UInt8>.self)
                            sum &+= SIMD4<Sum>(truncatingIfNeeded: pixel) &* Sum(truncatingIfNeeded: weights[span])
                        }
                        (rowSums[x * 4], rowSums[x * 4 + 1], rowSums[x * 4 + 2], rowSums[x * 4 + 3]) = (sum[0], sum[1], sum[2], sum[3])
                    }
                }
            }
        }
        // Second pass: the row sums, scaled vertically (a row at a time, so the inner loop
        // vectorizes), rounded to the nearest integer.
        let sums = UnsafeMutableBufferPointer<Sum>.allocate(capacity: dw * 4)
        defer { sums.deallocate() }
        return [UInt8](unsafeUninitializedCapacity: dw * dh * 4) { out, count in
            vertical.withPointers { starts, indices, weights in
                for y in 0..<dh {
                    sums.update(repeating: half)
                    for span in starts[y]..<starts[y + 1] {
                        let rowSums = rows.baseAddress! + indices[span] * dw * 4, weight = Sum(truncatingIfNeeded: weights[span])
                        for channel in 0..<(dw * 4) { sums[channel] &+= rowSums[channel] &* weight }
                    }
                    let outRow = out.baseAddress! + y * dw * 4
                    for channel in 0..<(dw * 4) {
                        outRow[channel] = UInt8(truncatingIfNeeded: quotient(Int(truncatingIfNeeded: sums[channel]), total))
                    }
                }
            }
            count = dw * dh * 4
        }
    }

    /// `n / d` rounded down, for 0 ≤ `n` ≤ 256·`d`: by a floating-point division (a 64-bit
    /// integer division costs ten times as much, and the scaler makes one per channel).
    /// Exact while `d` < 2³²: IEEE division is correctly rounded, an integer quotient comes out
    /// exact, and a fractional one is at least 1/`d` below the next integer, far more than half
    /// an ulp of a value under 257, so rounding never reaches it.
    @inline(__always)
    static func quotient(_ n: Int, _ d: Int) -> Int {
        d < 1 << 32 ? Int(Double(n) / Double(d)) : n / d
    }

    /// For each destination index `d`, the source indices it overlaps,
    /// `indices[starts[d]..<starts[d + 1]]`, and the overlap lengths (`weights`) in units of
    /// 1/`destination` source pixels: each destination's weights sum to `source`.
    struct Spans {
        private(set) var starts: [Int] = [0], indices: [Int] = [], weights: [Int] = []

        init(source: Int, destination: Int) {
            for d in 0..<destination {
                let start = d * source, end = (d + 1) * source
                var s = start / destination
                while s * destination < end {
                    let overlap = min(end, (s + 1) * destination) - max(start, s * destination)
                    if overlap > 0 {
                        indices.append(s)
                        weights.append(overlap)
                    }
                    s += 1
                }
                starts.append(indices.count)
            }
        }

        /// The spans of destination `d`, as (source index, weight) pairs.
        func spans(_ destination: Int) -> [(index: Int, weight: Int)] {
            (starts[destination]..<starts[destination + 1]).map { (indices[$0], weights[$0]) }
        }

        fileprivate func withPointers<R>(_ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>) -> R) -> R {
            starts.withUnsafeBufferPointer { starts in
                indices.withUnsafeBufferPointer { indices in weights.withUnsafeBufferPointer { weights in body(starts, indices, weights) } }
            }
        }
    }
}
