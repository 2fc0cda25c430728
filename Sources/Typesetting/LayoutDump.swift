/// A stable text rendering of a ``ShapedLine``: runs (level, direction, script, font) and
/// glyphs (id, cluster, advance, offset) in visual order. Used as a text-level snapshot.
///
/// Lengths print as exact decimals of 26.6 values (`23.4375`), so the dump is lossless.
extension ShapedLine {
    public var layoutDump: String {
        // Appended piece by piece into one reserved string: a matrix run dumps every row.
        var out = ""
        out.reserveCapacity(128 + runs.reduce(0) { $0 + 128 + 48 * $1.glyphs.count })
        out += "text \""; out += text; out += "\" lang="; out += style.language
        out += " paragraph="; out += style.direction.rawValue
        out += " size="; Self.appendPixels(style.pixelSize, to: &out)
        out += " width="; Self.appendPixels(width, to: &out); out += "\n"
        for (index, run) in runs.enumerated() {
            out += "  run "; out += String(index)
            out += " chars="; out += String(run.codePointRange.lowerBound); out += "..<"; out += String(run.codePointRange.upperBound)
            out += " level="; out += String(run.level); out += " "; out += run.direction.rawValue
            out += " script="; out += run.script; out += " font="; out += run.fontName
            out += " glyphs="; out += String(run.glyphs.count); out += "\n"
            for glyph in run.glyphs {
                out += "    glyph id="; out += String(glyph.glyphID); out += " cluster="; out += String(glyph.cluster)
                out += " advance="; Self.appendPixels(glyph.xAdvance, to: &out)
                if glyph.xOffset != 0 || glyph.yOffset != 0 {
                    out += " offset="; Self.appendPixels(glyph.xOffset, to: &out); out += ","; Self.appendPixels(glyph.yOffset, to: &out)
                }
                out += "\n"
            }
        }
        return out
    }

    /// `value / 64` as an exact decimal.
    public static func pixels(_ value: Fixed26_6) -> String {
        var text = ""
        appendPixels(value, to: &text)
        return text
    }

    /// Appends ``pixels(_:)`` of `value`: the whole part, then up to six fraction digits
    /// (1/64 = 0.015625) without trailing zeros.
    static func appendPixels(_ value: Fixed26_6, to out: inout String) {
        let magnitude = Int(value.magnitude)
        if value < 0 { out += "-" }
        out += String(magnitude / 64)
        var fraction = magnitude % 64 * 15625, digits = 6
        guard fraction != 0 else { return }
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let significant = String(fraction)
        out += "."
        out += String(repeating: "0", count: digits - significant.count)
        out += significant
    }
}
