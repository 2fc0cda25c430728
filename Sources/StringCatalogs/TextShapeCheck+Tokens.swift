/// Tokens an app fills by name or number before it shows a text: `{{name}}` templates and
/// Apple's `${name}`, single-brace `{name}` arguments, Android's `^1` template tokens. A
/// translation that changes one shows it as written, or loses what it stands for.
extension TextShapeCheck {
    /// The named template placeholders of a text, `{{itemName}}`, `{{app.name}}`,
    /// `{{{username}}}`, and the `${account}` of Apple's intent phrases (up to 40 letters,
    /// digits, `_`, `.`, `-`), as written. One pass: a name is looked for only up to 40 bytes
    /// after each `{{` or `${`.
    static func templateTokens(_ text: String) -> [String] {
        let bytes = Array(text.utf8), brace = UInt8(ascii: "{"), closing = UInt8(ascii: "}"), dollar = UInt8(ascii: "$")
        let isNameByte = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
        // Where a name starting at `start` ends (40 bytes at most).
        let nameEnd = { (start: Int) -> Int in
            var end = start
            while end < bytes.count, end - start < 40, isNameByte(bytes[end]) { end += 1 }
            return end
        }
        var tokens: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == dollar, bytes[index + 1] == brace {
                let end = nameEnd(index + 2)
                if end > index + 2, end < bytes.count, bytes[end] == closing {
                    tokens.append(String(decoding: bytes[index...end], as: UTF8.self))
                    index = end + 1
                } else {
                    index += 2
                }
                continue
            }
            guard bytes[index] == brace, bytes[index + 1] == brace else { index += 1; continue }
            let end = nameEnd(index + 2)
            if end > index + 2, end + 1 < bytes.count, bytes[end] == closing, bytes[end + 1] == closing {
                // Three braces each side are MediaWiki's parameter (`{{{username}}}`), another token than two.
                let triple = index > 0 && bytes[index - 1] == brace && end + 2 < bytes.count && bytes[end + 2] == closing
                tokens.append(String(decoding: triple ? bytes[(index - 1)...(end + 2)] : bytes[index...(end + 1)], as: UTF8.self))
                index = end + (triple ? 3 : 2)
            } else {
                index += 1
            }
        }
        return tokens
    }

    /// The single-brace arguments of a text, `{name}` (Home Assistant's frontend and ICU
    /// messages fill them by name) and `{0}` (Java's `MessageFormat`), as written; not the
    /// names inside `{{…}}` (``templateTokens(_:)``), nor ICU's `{count, plural, …}`.
    static func braceArguments(_ text: String) -> [String] {
        let bytes = Array(text.utf8), brace = UInt8(ascii: "{"), closing = UInt8(ascii: "}")
        let isNameByte = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_")
        }
        var arguments: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == brace, bytes[index + 1] != brace, index == 0 || bytes[index - 1] != brace else { index += 1; continue }
            var end = index + 1
            while end < bytes.count, end - index <= 40, isNameByte(bytes[end]) { end += 1 }
            if end > index + 1, end < bytes.count, bytes[end] == closing, end + 1 == bytes.count || bytes[end + 1] != closing {
                arguments.append(String(decoding: bytes[index...end], as: UTF8.self))
                index = end + 1
            } else {
                index += 1
            }
        }
        return arguments
    }

    /// The `^1`…`^9` tokens of a text, in order (`^^` is a caret, no token): what
    /// `TextUtils.expandTemplate` replaces (Wikipedia's "clicking on the ^1 icon").
    static func expandedTokens(_ text: String) -> [String] {
        let bytes = Array(text.utf8), caret = UInt8(ascii: "^")
        var tokens: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == caret, bytes[index + 1] == caret { index += 2; continue }
            if bytes[index] == caret, bytes[index + 1] >= UInt8(ascii: "1"), bytes[index + 1] <= UInt8(ascii: "9") {
                tokens.append("^" + String(UnicodeScalar(bytes[index + 1])))
                index += 2
                continue
            }
            index += 1
        }
        return tokens
    }
}
