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
    static func scale(bgra source: [UInt8], width sw: Int, height sh: Int, toWidth dw: Int, height dh: Int) -> [UInt8] {
        let horizontal = weights(source: sw, destination: dw)
        let vertical = weights(source: sh, destination: dh)
        let total = sw * sh
        var out = [UInt8](repeating: 0, count: dw * dh * 4)
        // First pass: rows of the source, scaled horizontally, as integer sums (weight ≤ sw).
        var rows = [Int](repeating: 0, count: sh * dw * 4)
        for y in 0..<sh {
            for (x, spans) in horizontal.enumerated() {
                var sums = (0, 0, 0, 0)
                for (sx, weight) in spans {
                    let index = (y * sw + sx) * 4
                    sums.0 += Int(source[index]) * weight
                    sums.1 += Int(source[index + 1]) * weight
                    sums.2 += Int(source[index + 2]) * weight
                    sums.3 += Int(source[index + 3]) * weight
                }
                let base = (y * dw + x) * 4
                (rows[base], rows[base + 1], rows[base + 2], rows[base + 3]) = sums
            }
        }
        for (y, spans) in vertical.enumerated() {
            for x in 0..<dw {
                var sums = (0, 0, 0, 0)
                for (sy, weight) in spans {
                    let base = (sy * dw + x) * 4
                    sums.0 += rows[base] * weight
                    sums.1 += rows[base + 1] * weight
                    sums.2 += rows[base + 2] * weight
                    sums.3 += rows[base + 3] * weight
                }
                let index = (y * dw + x) * 4
                out[index] = UInt8((sums.0 + total / 2) / total)
                out[index + 1] = UInt8((sums.1 + total / 2) / total)
                out[index + 2] = UInt8((sums.2 + total / 2) / total)
                out[index + 3] = UInt8((sums.3 + total / 2) / total)
            }
        }
        return out
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
