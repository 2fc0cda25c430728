import Countries
import Raster
import Typesetting

/// Places laid-out lines in a box: leading/trailing alignment for the locale's direction,
/// vertical centring, and trailing ellipsis by grapheme cluster.
struct LineDrawer {
    let typesetter: Typesetter

    /// Lays out `text`, shortened on its trailing side with "…" when wider than `maxWidth`.
    /// Whole grapheme clusters are removed (never half a flag or a base without its mark).
    func layoutFitting(_ text: String, style: TextStyle, maxWidth: Fixed26_6) throws(TypesettingError) -> ShapedLine {
        let full = try typesetter.layout(text, style: style)
        guard full.width > maxWidth else { return full }
        let graphemes = Array(text)
        // Binary search for the longest prefix that fits with the ellipsis.
        var low = 0, high = graphemes.count - 1
        var best = try typesetter.layout("…", style: style)
        while low <= high {
            let middle = (low + high) / 2
            let prefix = String(graphemes[0..<middle]).trimmingTrailingSpaces()
            let candidate = try typesetter.layout(prefix + "…", style: style)
            if candidate.width <= maxWidth {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }

    /// Lays out `text`, shrinking its size in proportion when it is wider than `maxWidth`
    /// (for a flag or badge that must fit its box).
    func layoutShrunk(_ text: String, style: TextStyle, toWidth maxWidth: Fixed26_6) throws(TypesettingError) -> ShapedLine {
        let line = try typesetter.layout(text, style: style)
        guard line.width > maxWidth else { return line }
        var smaller = style
        smaller.pixelSize = Fixed26_6(Int(style.pixelSize) * Int(maxWidth) / Int(line.width))
        return try typesetter.layout(text, style: smaller)
    }

    /// The pen position (26.6) that centres `line` in the box `[left, left + width)` (pixels).
    func centredX(_ line: ShapedLine, left: Int, width: Int) -> Fixed26_6 {
        Fixed26_6(left * 64) + (Fixed26_6(width * 64) - line.width) / 2
    }

    /// Draws `line` in the horizontal span `[left, left + width)` (pixels) at its leading edge
    /// (right for right-to-left), with its baseline at `baseline` pixels.
    func draw(_ line: ShapedLine, on image: inout Image, left: Int, width: Int, baseline: Fixed26_6, color: RGBA) throws(TypesettingError) {
        let x: Fixed26_6 = line.style.direction == .rightToLeft
            ? Fixed26_6((left + width) * 64) - line.width
            : Fixed26_6(left * 64)
        try typesetter.draw(line, on: &image, x: x, baseline: baseline, color: color)
    }

    /// The baseline that centres the font's ascender–descender box in `[top, top + height)`.
    func centredBaseline(style: TextStyle, top: Int, height: Int) throws(TypesettingError) -> Fixed26_6 {
        let role = typesetter.fonts.fallbackChain(for: style.language)[0]
        let metrics = try typesetter.verticalMetrics(of: role, pixelSize: style.pixelSize)
        let box = metrics.ascender + metrics.descender
        return Fixed26_6(top * 64) + (Fixed26_6(height * 64) - box) / 2 + metrics.ascender
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
