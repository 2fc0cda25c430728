/// aapt2's text rules for resource strings: escapes (`\'` `\"` `\n` `\t` `\@` `\?` `\\`
/// `\uXXXX`; `\%` is `%`, which a format string must write `%%`), double quotes that keep white space,
/// white space collapsed elsewhere, and an unescaped apostrophe as an error.
extension AndroidStringsReader {
    /// aapt's unescaping of a resource string's text. `keepingLineBreaks`: the file's own line
    /// breaks between words are kept, as a script that exports the raw text (store listings
    /// for fastlane) reads them.
    static func unescape(_ raw: String, keepingLineBreaks: Bool = false) throws(UnescapeError) -> String {
        if needsNoUnescaping(raw) { return raw }
        // Byte by byte: every character these rules name is ASCII, and no byte of a multi-byte
        // UTF-8 sequence is (a third of the reading time went to appending scalars).
        var out: [UInt8] = []
        out.reserveCapacity(raw.utf8.count)
        var inQuotes = false, pendingSpace = false, pendingBreaks = 0
        func emit(_ byte: UInt8) {
            if pendingBreaks > 0 && !out.isEmpty {
                out.append(contentsOf: repeatElement(0x0A, count: pendingBreaks))
            } else if pendingSpace && !out.isEmpty { out.append(0x20) }
            pendingSpace = false
            pendingBreaks = 0
            out.append(byte)
        }
        let bytes = Array(raw.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw .trailingBackslash }
                let next = bytes[index]
                index += 1
                switch next {
                case UInt8(ascii: "n"): emit(0x0A)
                case UInt8(ascii: "t"): emit(0x09)
                case UInt8(ascii: "u"):
                    // The next four scalars (fewer at the end), as aapt reads them: four ASCII
                    // hex digits nearly always; anything else is parsed as written or refused.
                    var hex = ""
                    if index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy(\.isHexDigit) {
                        hex = String(decoding: bytes[index..<index + 4], as: UTF8.self)
                        index += 4
                    } else {
                        for scalar in String(decoding: bytes[index...], as: UTF8.self).unicodeScalars.prefix(4) {
                            hex.unicodeScalars.append(scalar)
                            index += UTF8.width(scalar)
                        }
                    }
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { throw .badUnicodeEscape(hex) }
                    for unit in String(Character(decoded)).utf8 { emit(unit) }
                default: emit(next)  // \' \" \@ \? \\ and any other escaped character (its further bytes follow)
                }
            case UInt8(ascii: "\""):
                inQuotes.toggle()
            case UInt8(ascii: "'") where !inQuotes:
                throw .unescapedApostrophe
            case 0x0A where keepingLineBreaks && !inQuotes:
                pendingBreaks += 1
            case 0x20, 0x0A, 0x09, 0x0D:
                if inQuotes { emit(byte) } else { pendingSpace = true }
            default:
                emit(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a raw text has an unescaped `"` inside it — not the pair that quotes the whole
    /// text to keep its spaces (`"  Hi  "`): aapt2 reads it as quoting too and drops it, so a
    /// translator's `το "%2$s" με` shows no quotation marks (the source's `\"%2$s\"` does).
    /// Quotes inside a tag (`<a href="%1$s">` in CDATA) quote an attribute no user reads: an
    /// HTML reader takes the value unquoted as well.
    static func dropsInnerQuotes(_ raw: String) -> Bool {
        let bytes = Array(raw.utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return false }
        // The last `>` (a `<` after it opens no tag): no search past it, so "<a<a<a…" stays linear.
        let lastClose = bytes[first...last].lastIndex(of: UInt8(ascii: ">")) ?? -1
        var index = first
        while index <= last {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            // A tag: `<` then a letter or `/`, up to its `>`.
            if bytes[index] == UInt8(ascii: "<"), index < lastClose, bytes[index + 1] == UInt8(ascii: "/") || (bytes[index + 1] | 0x20 >= 0x61 && bytes[index + 1] | 0x20 <= 0x7A),
               let end = bytes[index...last].firstIndex(of: UInt8(ascii: ">")) {
                index = end + 1
                continue
            }
            if bytes[index] == UInt8(ascii: "\""), index != first, index != last, !edgesASegment(bytes, index) { return true }
            index += 1
        }
        return false
    }

    /// Whether the quote at `index` opens or closes a segment of a text written over several
    /// lines or around tags (Localazy's `"Öffne "⏎<b>"%1$s"</b>⏎" auf einem "`): a line break or a
    /// tag beside it, spaces aside. Such quotes keep a segment's spaces; none is meant to show.
    static func edgesASegment(_ bytes: [UInt8], _ index: Int) -> Bool {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        var before = index - 1
        while before >= 0, isBlank(bytes[before]) { before -= 1 }
        var after = index + 1
        while after < bytes.count, isBlank(bytes[after]) { after += 1 }
        let edge = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
        return (before >= 0 && (edge(bytes[before]) || bytes[before] == UInt8(ascii: ">")))
            || (after < bytes.count && (edge(bytes[after]) || bytes[after] == UInt8(ascii: "<")))
    }

    /// Whether unescaped double quotes are odd in number: the last opens a quoted part that
    /// never closes (`"Transférer la propriété` for `"Transfer ownership"`). aapt2 drops the
    /// mark and keeps the spaces after it as written; the text reads as its source's shape only
    /// by luck.
    static func leavesAQuoteOpen(_ raw: String) -> Bool {
        var quotes = 0, escaped = false
        for byte in raw.utf8 {
            if escaped { escaped = false; continue }
            if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { quotes += 1 }
        }
        return quotes % 2 == 1
    }

    /// No escape, quote or apostrophe, and single spaces between words only: the text as is.
    static func needsNoUnescaping(_ raw: String) -> Bool {
        var previousWasSpace = true  // a leading space is dropped
        for byte in raw.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x0A, 0x09, 0x0D: return false
            case 0x20:
                if previousWasSpace { return false }
                previousWasSpace = true
            default: previousWasSpace = false
            }
        }
        return !previousWasSpace || raw.isEmpty
    }

    enum UnescapeError: Error, CustomStringConvertible {
        case trailingBackslash, unescapedApostrophe, badUnicodeEscape(String)

        var description: String {
            switch self {
            case .trailingBackslash: return "text ends with a lone backslash"
            case .unescapedApostrophe: return "apostrophe not preceded by \\ (aapt refuses it): write \\' or quote the text"
            case let .badUnicodeEscape(hex): return "bad \\u escape \"\\u\(hex)\""
            }
        }
    }
}

private extension UInt8 {
    var isHexDigit: Bool { (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self) }
}
