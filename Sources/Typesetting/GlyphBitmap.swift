/// A rasterized glyph, positioned relative to its origin on the baseline.
struct GlyphBitmap {
    enum Pixels {
        /// 8-bit coverage, `width` bytes per row.
        case coverage([UInt8])
        /// Premultiplied BGRA, `width * 4` bytes per row.
        case premultipliedBGRA([UInt8])
    }

    let width: Int
    let height: Int
    /// Pixels from the origin to the left edge.
    let left: Int
    /// Pixels from the baseline up to the top edge.
    let top: Int
    let pixels: Pixels
}

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
        let horizontal = Spans(weights(source: sw, destination: dw))
        let vertical = Spans(weights(source: sh, destination: dh))
        let total = sw * sh, half = total / 2
        var out = [UInt8](repeating: 0, count: dw * dh * 4)
        // First pass: rows of the source, scaled horizontally, as integer sums (weight ≤ sw).
        var rows = [Int](repeating: 0, count: sh * dw * 4)
        source.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { rows in
                for y in 0..<sh {
                    for x in 0..<dw {
                        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
                        for span in horizontal.range(x) {
                            let index = (y * sw + horizontal.indices[span]) * 4, weight = horizontal.weights[span]
                            s0 += Int(source[index]) * weight
                            s1 += Int(source[index + 1]) * weight
                            s2 += Int(source[index + 2]) * weight
                            s3 += Int(source[index + 3]) * weight
                        }
                        let base = (y * dw + x) * 4
                        (rows[base], rows[base + 1], rows[base + 2], rows[base + 3]) = (s0, s1, s2, s3)
                    }
                }
            }
        }
        rows.withUnsafeBufferPointer { rows in
            out.withUnsafeMutableBufferPointer { out in
                for y in 0..<dh {
                    for x in 0..<dw {
                        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
                        for span in vertical.range(y) {
                            let base = (vertical.indices[span] * dw + x) * 4, weight = vertical.weights[span]
                            s0 += rows[base] * weight
                            s1 += rows[base + 1] * weight
                            s2 += rows[base + 2] * weight
                            s3 += rows[base + 3] * weight
                        }
                        let index = (y * dw + x) * 4
                        out[index] = UInt8((s0 + half) / total)
                        out[index + 1] = UInt8((s1 + half) / total)
                        out[index + 2] = UInt8((s2 + half) / total)
                        out[index + 3] = UInt8((s3 + half) / total)
                    }
                }
            }
        }
        return out
    }

    /// ``weights(source:destination:)`` flattened: the spans of destination `d` are
    /// `indices[starts[d]..<starts[d + 1]]` with their `weights`.
    struct Spans {
        var starts: [Int] = [0], indices: [Int] = [], weights: [Int] = []

        init(_ nested: [[(Int, Int)]]) {
            for spans in nested {
                for (index, weight) in spans {
                    indices.append(index)
                    weights.append(weight)
                }
                starts.append(indices.count)
            }
        }

        func range(_ destination: Int) -> Range<Int> { starts[destination]..<starts[destination + 1] }
    }

    /// For each destination index, the source indices it overlaps and the overlap lengths,
    /// in units of 1/`destination` source pixels (the lengths sum to `source`).
    static func weights(source: Int, destination: Int) -> [[(Int, Int)]] {
        (0..<destination).map { d in
            let start = d * source, end = (d + 1) * source
            var spans: [(Int, Int)] = []
            var s = start / destination
            while s * destination < end {
                let overlap = min(end, (s + 1) * destination) - max(start, s * destination)
                if overlap > 0 { spans.append((s, overlap)) }
                s += 1
            }
            return spans
        }
    }
}
