import Foundation

/// Legacy `.strings` files: `"key" = "value";` pairs with `/* */` and `//` comments and the
/// escapes `\" \\ \n \t \r \Uxxxx`. Errors give line, column and the key being read.
public enum StringsFileParser {
    public static func parse(_ data: Data, file: String) throws(CatalogError) -> [CatalogString] {
        try parseEntries(bytes: [UInt8](data), file: file).strings
    }

    /// The entries as written, and where Apple's own reader (CoreFoundation's old-style
    /// property-list parser, which Xcode compiles `.strings` with) takes the file otherwise.
    /// It skips only ASCII spaces and U+2028/U+2029 between tokens: a byte-order mark or a
    /// no-break space where a key should start ends its reading there without an error (the
    /// entries after it never load), and one anywhere else between tokens makes it reject the
    /// whole file. Either is one `readDifferently` note; the text is still read as written.
    static func parseEntries(bytes: [UInt8], file: String) throws(CatalogError) -> (strings: [CatalogString], refused: [CatalogError]) {
        var scanner = Scanner(utf8: try TextDecoding.utf8(bytes, file: file), file: file)
        var strings: [CatalogString] = []
        var stop: (line: Int, character: String, entriesBefore: Int)?
        var rejection: CatalogError?
        func reject(_ stray: Scanner.Stray?, _ place: String, key: String) {
            guard rejection == nil, let stray else { return }
            rejection = .readDifferently(file: file, line: stray.line, key: key,
                                         reason: "Apple's reader rejects the whole file (\(stray.character) \(place)): none of its strings load")
        }
        while true {
            let beforeKey = try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { break }
            if stop == nil, let beforeKey { stop = (beforeKey.line, beforeKey.character, strings.count) }
            let line = scanner.line
            let key = try scanner.token(what: "a key")
            var value = key
            reject(try scanner.skipSpaceAndComments(), "after the key", key: key)
            // `"key";` is Apple's shortcut for a value equal to its key.
            if scanner.current != UInt8(ascii: ";") {
                try scanner.expect("=", key: key)
                reject(try scanner.skipSpaceAndComments(), "after \"=\"", key: key)
                value = try scanner.token(what: "a value", key: key)
                reject(try scanner.skipSpaceAndComments(), "before \";\"", key: key)
            }
            try scanner.expect(";", key: key)
            strings.append(CatalogString(key: key, value: .text(value), location: SourceLocation(file: file, line: line)))
        }
        var notes: [CatalogError] = rejection.map { [$0] } ?? []
        if rejection == nil, let stop, stop.entriesBefore < strings.count {
            let lost = strings.count - stop.entriesBefore
            notes.append(.readDifferently(file: file, line: stop.line, key: strings[stop.entriesBefore].key,
                                          reason: "Apple's reader stops at \(stop.character) where a key should start: "
                                              + (lost == 1 ? "the entry after it never loads" : "the \(lost) entries from here on never load")))
        }
        return (strings, notes)
    }

    /// Reads UTF-8 bytes: the syntax is ASCII, and bytes cost a quarter of the memory of
    /// scalars (a 100 MB file is read in about twice its size). Columns count scalars.
    struct Scanner {
        let bytes: [UInt8]
        let file: String
        var index = 0, line = 1, column = 1

        init(utf8 bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        var atEnd: Bool { index >= bytes.count }
        var current: UInt8? { atEnd ? nil : bytes[index] }

        mutating func advance() {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }

        func next(is byte: UInt8) -> Bool { index + 1 < bytes.count && bytes[index + 1] == byte }

        /// The scalar starting at the reading position (for messages).
        var currentScalar: String {
            guard !atEnd else { return "" }
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }

        func error(_ reason: String, key: String? = nil) -> CatalogError {
            .malformed(file: file, line: line, column: column, key: key, reason: reason)
        }

        /// A character Apple's reader does not skip between tokens, where it stood.
        struct Stray {
            let line: Int
            /// `U+FEFF (zero width no-break space)`.
            let character: String
        }

        /// Skips spaces and comments as written, and returns the first character skipped that
        /// Apple's reader would not skip: any Unicode space other than ASCII's and U+2028/U+2029,
        /// a byte-order mark, a zero-width space or word joiner.
        mutating func skipSpaceAndComments() throws(CatalogError) -> Stray? {
            var stray: Stray?
            while let byte = current {
                if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                    advance()
                } else if byte >= 0x80, let scalar = currentScalar.unicodeScalars.first,
                          scalar.properties.isWhitespace || [0xFEFF, 0x200B, 0x2060].contains(scalar.value) {
                    if stray == nil, scalar.value != 0x2028, scalar.value != 0x2029 {
                        let name = scalar.value == 0xFEFF ? "byte-order mark" : scalar.properties.name?.lowercased() ?? "an invisible character"
                        stray = Stray(line: line, character: "\(CodePoint.written(scalar.value)) (\(name))")
                    }
                    for _ in 0..<currentScalar.utf8.count { advance() }
                } else if byte == UInt8(ascii: "/"), next(is: UInt8(ascii: "*")) {
                    advance(); advance()
                    while !atEnd, !(current == UInt8(ascii: "*") && next(is: UInt8(ascii: "/"))) { advance() }
                    guard !atEnd else { throw error("unterminated /* comment") }
                    advance(); advance()
                } else if byte == UInt8(ascii: "/"), next(is: UInt8(ascii: "/")) {
                    while let next = current, next != 0x0A { _ = next; advance() }
                } else {
                    return stray
                }
            }
            return stray
        }

        mutating func expect(_ character: Unicode.Scalar, key: String) throws(CatalogError) {
            guard current == UInt8(character.value) else {
                throw error("expected \"\(character)\"" + (atEnd ? " before the end of the file" : ", found \"\(currentScalar)\""), key: key)
            }
            advance()
        }

        /// An unquoted word's bytes: ASCII letters, digits, `_`, `.`, `-`, and any non-ASCII
        /// character.
        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...: return true
            default: return false
            }
        }

        /// Four hexadecimal digits after `\\U`, or fewer when the text has fewer.
        mutating func hexDigits() -> UInt32? {
            var digits = ""
            for _ in 0..<4 {
                guard let byte = current, Character(Unicode.Scalar(byte)).isHexDigit else { break }
                digits.unicodeScalars.append(Unicode.Scalar(byte))
                advance()
            }
            return digits.isEmpty ? nil : UInt32(digits, radix: 16)
        }

        /// A quoted string, or an unquoted word of letters, digits, `_`, `.`, `-`.
        mutating func token(what: String, key: String? = nil) throws(CatalogError) -> String {
            guard let first = current else { throw error("expected \(what) before the end of the file", key: key) }
            if first != UInt8(ascii: "\"") {
                let start = index
                while let byte = current, Self.isWordByte(byte) { advance() }
                guard index > start else { throw error("expected \(what), found \"\(currentScalar)\"", key: key) }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            advance()
            // Most values hold no escape: their bytes up to the closing quote, copied once.
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let start = index
                while index <= end { advance() }
                return String(decoding: bytes[start..<end], as: UTF8.self)
            }
            var text: [UInt8] = []
            while true {
                guard let byte = current else { throw error("unterminated string", key: key) }
                advance()
                if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    continue
                }
                guard let escaped = current else { throw error("unterminated escape", key: key) }
                advance()
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                // Apple's reader knows only \U: "\u00E9" is a plain "u", shows "u00E9" (a
                // finding of the text checks).
                case UInt8(ascii: "U"):
                    guard var value = hexDigits() else { throw error("bad \\U escape", key: key) }
                    // A high surrogate must be followed by \U and its low surrogate (Apple writes
                    // characters outside the BMP as such pairs).
                    if TextDecoding.isHighSurrogate(value) {
                        let high = String(value, radix: 16, uppercase: true)
                        guard current == UInt8(ascii: "\\"), next(is: UInt8(ascii: "U")) else {
                            throw error("\\U\(high) is a high surrogate without its low surrogate", key: key)
                        }
                        advance(); advance()
                        guard let low = hexDigits(), let pair = TextDecoding.combining(high: value, low: low) else {
                            throw error("\\U\(high) is a high surrogate without its low surrogate", key: key)
                        }
                        value = pair
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw error("bad \\U escape", key: key) }
                    UTF8.encode(scalar) { text.append($0) }
                default:
                    text.append(escaped)
                }
            }
        }
    }
}
