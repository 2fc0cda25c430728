/// Characters a reader cannot tell from a space or from nothing, shown as `⟨U+202F⟩` in a
/// text diff's changed lines: every control but the line feed (tab, CR, ESC…), every format
/// character (LRM, RLM, ALM, bidi embeddings, overrides and isolates, ZWSP, ZWNJ, ZWJ, word
/// joiner, BOM, soft hyphen, tags), every space separator but U+0020 (NBSP, NNBSP, the
/// fixed-width spaces, the ideographic space), the line and paragraph separators, and spaces
/// at the end of a line. Everything else is kept as written.
public enum InvisibleCharacters {
    /// `line` with each invisible or confusable character written as `⟨U+XXXX⟩`.
    public static func revealed(in line: Substring) -> String {
        let trailingSpaces = line.unicodeScalars.reversed().prefix { $0 == " " }.count
        let visibleEnd = line.unicodeScalars.count - trailingSpaces
        guard trailingSpaces > 0 || line.unicodeScalars.contains(where: isInvisible) else { return String(line) }
        var out = ""
        for (offset, scalar) in line.unicodeScalars.enumerated() {
            if isInvisible(scalar) || offset >= visibleEnd {
                out += "⟨U+" + hex(scalar.value) + "⟩"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is shown by its code point (spaces only at a line's end).
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: return scalar != "\n"
        case .format, .lineSeparator, .paragraphSeparator: return true
        case .spaceSeparator: return scalar != " "
        default: return false
        }
    }

    /// At least four upper-case hex digits, as Unicode writes code points.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
