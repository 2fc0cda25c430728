/// A stable text rendering of a ``ShapedLine``: runs (level, direction, script, font) and
/// glyphs (id, cluster, advance, offset) in visual order. Used as a text-level snapshot.
///
/// Lengths print as exact decimals of 26.6 values (`23.4375`), so the dump is lossless.
extension ShapedLine {
    public var layoutDump: String {
        var lines = ["text \"\(text)\" lang=\(style.language) paragraph=\(style.direction.rawValue) size=\(Self.pixels(style.pixelSize)) width=\(Self.pixels(width))"]
        for (index, run) in runs.enumerated() {
            lines.append("  run \(index) chars=\(run.codePointRange.lowerBound)..<\(run.codePointRange.upperBound) level=\(run.level) \(run.direction.rawValue) script=\(run.script) font=\(run.fontName) glyphs=\(run.glyphs.count)")
            for glyph in run.glyphs {
                var line = "    glyph id=\(glyph.glyphID) cluster=\(glyph.cluster) advance=\(Self.pixels(glyph.xAdvance))"
                if glyph.xOffset != 0 || glyph.yOffset != 0 { line += " offset=\(Self.pixels(glyph.xOffset)),\(Self.pixels(glyph.yOffset))" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value / 64` as an exact decimal.
    public static func pixels(_ value: Fixed26_6) -> String {
        let magnitude = Int(value.magnitude)
        let whole = magnitude / 64, fraction = magnitude % 64 * 15625  // 1/64 = 0.015625
        var text = "\(value < 0 ? "-" : "")\(whole)"
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 6 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}

import Countries
