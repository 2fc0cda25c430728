/// aapt's escaping of a plain text for a `strings.xml` element (the inverse of
/// ``AndroidStringsReader/unescape(_:)`` followed by XML's own escaping).
public enum AndroidEscaping {
    /// `text` as the content of `<string>` or `<item>`: `\` `'` `"` escaped, newlines and tabs
    /// as `\n` `\t`, a leading `@` or `?` escaped (else a resource reference), `&` `<` `>` as
    /// entities, and spaces aapt would collapse (leading, trailing, doubled) as `\u0020`.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "@" where index == 0, "?" where index == 0: out += "\\" + String(scalar)
            case " " where index == 0 || index == scalars.count - 1 || scalars[index - 1] == " ":
                out += "\\u0020"
            default:
                // Controls XML 1.0 cannot hold, written as aapt's \uXXXX escape.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { out += unicodeEscape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// `\u` and four lowercase hex digits (a scalar of the Basic Multilingual Plane): the
    /// escape of aapt and of JSON.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether a text needed aapt escapes on Android (apostrophes, quotes, newlines, a
    /// leading `@` or `?`, backslashes): the escapes a sync unfolds going to Apple.
    public static func hadEscapes(_ text: String) -> Bool {
        text.unicodeScalars.contains { "'\"\n\t\\".unicodeScalars.contains($0) } || text.hasPrefix("@") || text.hasPrefix("?")
    }

    /// Whether `name` is a valid Android resource name (a Java identifier, `.` allowed).
    public static func isResourceName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }
}
