/// A stable text rendering of a ``ShapedLine``: runs (level, direction, script, font) and
/// glyphs (id, cluster, advance, offset) in visual order. Used as a text-level snapshot.
///
/// Lengths print as exact decimals of 26.6 values (`23.4375`), so the dump is lossless.
extension ShapedLine {
    public var layoutDump: String {
        var out = DumpWriter(capacity: 128 + runs.reduce(0) { $0 + 128 + 48 * $1.glyphs.count })
        out.write("text \""); out.write(text); out.write("\" lang="); out.write(style.language)
        out.write(" paragraph="); out.write(style.direction.rawValue)
        out.write(" size="); out.writePixels(style.pixelSize)
        out.write(" width="); out.writePixels(width); out.write("\n")
        for (index, run) in runs.enumerated() {
            out.write("  run "); out.write(index)
            out.write(" chars="); out.write(run.codePointRange.lowerBound); out.write("..<"); out.write(run.codePointRange.upperBound)
            out.write(" level="); out.write(Int(run.level)); out.write(" "); out.write(run.direction.rawValue)
            out.write(" script="); out.write(run.script); out.write(" font="); out.write(run.fontName)
            out.write(" glyphs="); out.write(run.glyphs.count); out.write("\n")
            for glyph in run.glyphs {
                out.write("    glyph id="); out.write(Int(glyph.glyphID)); out.write(" cluster="); out.write(glyph.cluster)
                out.write(" advance="); out.writePixels(glyph.xAdvance)
                if glyph.xOffset != 0 || glyph.yOffset != 0 {
                    out.write(" offset="); out.writePixels(glyph.xOffset); out.write(","); out.writePixels(glyph.yOffset)
                }
                out.write("\n")
            }
        }
        return out.string
    }

    /// `value / 64` as an exact decimal.
    public static func pixels(_ value: Fixed26_6) -> String {
        var out = DumpWriter(capacity: 16)
        out.writePixels(value)
        return out.string
    }
}

/// UTF-8 bytes appended into one reserved buffer, with integers and 26.6 lengths written
/// digit by digit: a matrix run dumps every row, and String appends cost more than the text.
struct DumpWriter {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A decimal integer, with a minus sign when negative.
    mutating func write(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(value.magnitude, minimumCount: 1)
    }

    /// ``ShapedLine/pixels(_:)`` of `value`: the whole part, then up to six fraction digits
    /// (1/64 = 0.015625) without trailing zeros.
    mutating func writePixels(_ value: Fixed26_6) {
        let magnitude = UInt(value.magnitude)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(magnitude / 64, minimumCount: 1)
        var fraction = magnitude % 64 * 15625, digits = 6
        guard fraction != 0 else { return }
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        writeDigits(fraction, minimumCount: digits)
    }

    /// `value` in decimal, zero-padded on the left to `minimumCount` digits.
    private mutating func writeDigits(_ value: UInt, minimumCount: Int) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0, rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest != 0 || count < min(minimumCount, 20)
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }
}
