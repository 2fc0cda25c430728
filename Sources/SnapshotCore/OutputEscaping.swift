import Foundation

/// One escaping function per output context. Every string that comes from a run record, a
/// golden, a catalog or the command line goes through the function of the context it lands
/// in; nothing is pasted raw.
///
/// Shared rule: C0 and C1 control characters (other than the context's own line breaks),
/// DEL, and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are
/// never emitted raw to a human-facing output: they become a visible `\u{1B}` token, so a
/// golden holding an OSC sequence cannot retitle a terminal and U+202E cannot reverse a
/// line of a report.
public enum OutputEscaping {
    // MARK: - Characters that are never emitted raw

    /// C0/C1 controls, DEL and bidi embeddings, overrides and isolates.
    public static func isUnsafeForDisplay(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `\u{1B}`: how an unsafe character is shown.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    // MARK: - Terminal

    /// Text for a terminal: every unsafe character shown as `\u{…}`; with `keepNewlines`,
    /// `\n` (and `\t`) pass as layout (for multi-line messages LocaleShot itself composed).
    public static func terminal(_ text: String, keepNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isUnsafeForDisplay) else { return text }
        // Into a String (appending a scalar view's contents copied the whole text each time:
        // 400,000 controls in a catalog value took 16 s).
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isUnsafeForDisplay(scalar) && !(keepNewlines && (scalar == "\n" || scalar == "\t")) {
                out += visible(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: - HTML

    /// HTML element content: `& < > " '` as entities; unsafe characters visible; `\n` kept
    /// (it is layout inside `<pre>`).
    public static func htmlText(_ text: String) -> String { html(text, keepLayout: true) }

    /// A quoted HTML attribute value: as ``htmlText(_:)``, and line breaks and tabs visible too.
    public static func htmlAttribute(_ text: String) -> String { html(text, keepLayout: false) }

    /// XML text and attribute values (JUnit): the same entities, `\n` and `\t` kept.
    public static func xml(_ text: String) -> String { html(text, keepLayout: true) }

    private static func html(_ text: String, keepLayout: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n" where keepLayout, "\t" where keepLayout: out.unicodeScalars.append(scalar)
            default:
                if isUnsafeForDisplay(scalar) || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += visible(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }


    /// An id (and `href="#…"` fragment) derived from arbitrary text by a reversible encoding
    /// that emits only `[A-Za-z0-9_-]`: ASCII letters and digits pass, `-` passes, every
    /// other UTF-8 byte becomes `_XX`. Two different texts never share an id.
    public static func idToken(_ text: String, prefix: String = "r-") -> String {
        var out = prefix
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "_" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    // MARK: - Markdown

    /// A GitHub-flavoured Markdown table cell: one line, `|` and backslash escaped, HTML
    /// special characters as entities (GitHub renders inline HTML), emphasis, link and
    /// code characters escaped, unsafe characters visible.
    public static func markdownCell(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\t": out += " "
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "\\", "`", "*", "_", "[", "]", "~", "#", "!": out += "\\" + String(scalar)
            default:
                if isUnsafeForDisplay(scalar) { out += visible(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Inline code in Markdown (a command to copy): a code span when the text is plain
    /// (no backtick, `|`, `<`, `>`, `&` or unsafe character), else escaped cell text.
    public static func markdownCode(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { !"`|<>&".unicodeScalars.contains($0) && !isUnsafeForDisplay($0) }
        return plain ? "`" + text + "`" : markdownCell(text)
    }

    // MARK: - JSON

    /// Appends `text` as a JSON string literal, quotes included, escaped as `JSONEncoder`
    /// escapes (`\"`, `\\`, `\b \t \n \f \r`, other C0 controls as `\u00XX`; `/` as itself) and
    /// with the characters it leaves raw that are unsafe for display (DEL, C1 controls, bidi
    /// controls) written as `\uXXXX` too, so the bytes equal ``json(_:)`` of `JSONEncoder`'s.
    public static func appendJSONString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Printable ASCII without a quote or backslash (most of a run record's strings: names,
        // paths, statuses) is copied whole.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value < 0x7F && value != 0x22 && value != 0x5C {
                out.append(UInt8(truncatingIfNeeded: value))
                continue
            }
            switch scalar {
            case "\"": out += [0x5C, 0x22]
            case "\\": out += [0x5C, 0x5C]
            case "\u{08}": out += [0x5C, UInt8(ascii: "b")]
            case "\t": out += [0x5C, UInt8(ascii: "t")]
            case "\n": out += [0x5C, UInt8(ascii: "n")]
            case "\u{0C}": out += [0x5C, UInt8(ascii: "f")]
            case "\r": out += [0x5C, UInt8(ascii: "r")]
            default:
                if isUnsafeForDisplay(scalar) {
                    appendUnicodeEscape(value, to: &out)
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX` (four lowercase hex digits) for a scalar of the Basic Multilingual Plane.
    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        out += [0x5C, UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int(value >> UInt32(shift) & 0xF)]) }
    }

    /// Encoded JSON with the bidi controls JSONEncoder leaves raw written as `\uXXXX` escapes
    /// (they can only occur inside strings, where the escape means the same character).
    /// Controls are already escaped by the encoder.
    public static func json(_ encoded: [UInt8]) -> [UInt8] {
        // U+202A–U+202E: E2 80 AA–AE; U+2066–U+2069: E2 81 A6–A9; DEL: 7F; C1 controls: C2 80–9F.
        var out: [UInt8] = []
        out.reserveCapacity(encoded.count)
        var index = 0
        while index < encoded.count {
            let byte = encoded[index]
            if byte == 0xE2, index + 2 < encoded.count {
                let second = encoded[index + 1], third = encoded[index + 2]
                if (second == 0x80 && (0xAA...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) {
                    appendUnicodeEscape((UInt32(byte & 0x0F) << 12) | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F), to: &out)
                    index += 3
                    continue
                }
            } else if byte == 0x7F {
                appendUnicodeEscape(0x7F, to: &out)
                index += 1
                continue
            } else if byte == 0xC2, index + 1 < encoded.count, (0x80...0x9F).contains(encoded[index + 1]) {
                appendUnicodeEscape(UInt32(encoded[index + 1]), to: &out)
                index += 2
                continue
            }
            out.append(byte)
            index += 1
        }
        return out
    }
}
