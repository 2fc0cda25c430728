import Foundation

/// Legacy `.strings` files: `"key" = "value";` pairs with `/* */` and `//` comments and the
/// escapes `\" \\ \n \t \r \Uxxxx`. Errors give line, column and the key being read.
public enum StringsFileParser {
    public static func parse(_ data: Data, file: String) throws(CatalogError) -> [CatalogString] {
        var scanner = Scanner(text: try decode(data, file: file), file: file)
        var strings: [CatalogString] = []
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { break }
            let line = scanner.line
            let key = try scanner.token(what: "a key")
            try scanner.skipSpaceAndComments()
            try scanner.expect("=", key: key)
            try scanner.skipSpaceAndComments()
            let value = try scanner.token(what: "a value", key: key)
            try scanner.skipSpaceAndComments()
            try scanner.expect(";", key: key)
            strings.append(CatalogString(key: key, value: .text(value), location: SourceLocation(file: file, line: line)))
        }
        return strings
    }

    /// The encodings Apple allows: UTF-16 with a byte-order mark (LE or BE), UTF-8 with or
    /// without one. Invalid UTF-8 is an error naming the line, never silently replaced.
    static func decode(_ data: Data, file: String) throws(CatalogError) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else { throw .malformed(file: file, line: 1, column: 1, key: nil, reason: "UTF-16 file of odd length") }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            for index in stride(from: 2, to: bytes.count, by: 2) {
                units.append(littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                                          : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            }
            var text = ""
            var line = 1
            for result in UnicodeDecodingSequence(units) {
                guard let scalar = result else { throw .malformed(file: file, line: line, column: 1, key: nil, reason: "invalid UTF-16 (unpaired surrogate)") }
                if scalar == "\n" { line += 1 }
                text.unicodeScalars.append(scalar)
            }
            return text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let text = String(validating: body, as: UTF8.self) { return text }
        // Find the first invalid byte's line for the message.
        var line = 1
        var decoder = UTF8()
        var iterator = body.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        throw .malformed(file: file, line: line, column: 1, key: nil, reason: "not valid UTF-8 (nor UTF-16 with a byte-order mark)")
    }

    /// UTF-16 code units decoded to scalars; `nil` for an unpaired surrogate.
    struct UnicodeDecodingSequence: Sequence, IteratorProtocol {
        var iterator: [UInt16].Iterator
        var decoder = UTF16()
        init(_ units: [UInt16]) { iterator = units.makeIterator() }
        mutating func next() -> Unicode.Scalar?? {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): return .some(scalar)
            case .emptyInput: return .none
            case .error: return .some(nil)
            }
        }
    }

    struct Scanner {
        /// Unicode scalars, not Characters: the syntax is ASCII, and scalars cost a quarter of
        /// the memory (a 50 MB file no longer needs a gigabyte).
        let characters: [Unicode.Scalar]
        let file: String
        var index = 0, line = 1, column = 1

        init(text: String, file: String) {
            characters = Array(text.unicodeScalars)
            self.file = file
        }

        var atEnd: Bool { index >= characters.count }
        var current: Unicode.Scalar? { atEnd ? nil : characters[index] }

        mutating func advance() {
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        func error(_ reason: String, key: String? = nil) -> CatalogError {
            .malformed(file: file, line: line, column: column, key: key, reason: reason)
        }

        mutating func skipSpaceAndComments() throws(CatalogError) {
            while let character = current {
                if character.properties.isWhitespace {
                    advance()
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    advance(); advance()
                    while !atEnd, !(current == "*" && index + 1 < characters.count && characters[index + 1] == "/") { advance() }
                    guard !atEnd else { throw error("unterminated /* comment") }
                    advance(); advance()
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let next = current, next != "\n" { _ = next; advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ character: Unicode.Scalar, key: String) throws(CatalogError) {
            guard current == character else { throw error("expected \"\(character)\"" + (current.map { ", found \"\($0)\"" } ?? " before the end of the file"), key: key) }
            advance()
        }

        /// A quoted string, or an unquoted word of letters, digits, `_`, `.`, `-`.
        mutating func token(what: String, key: String? = nil) throws(CatalogError) -> String {
            guard let first = current else { throw error("expected \(what) before the end of the file", key: key) }
            if first != "\"" {
                var word = ""
                while let character = current, character.properties.isAlphabetic || character.properties.numericType != nil
                        || character == "_" || character == "." || character == "-" {
                    word.unicodeScalars.append(character)
                    advance()
                }
                guard !word.isEmpty else { throw error("expected \(what), found \"\(first)\"", key: key) }
                return word
            }
            advance()
            var text = ""
            while true {
                guard let character = current else { throw error("unterminated string", key: key) }
                advance()
                if character == "\"" { return text }
                if character == "\\" {
                    guard let escaped = current else { throw error("unterminated escape", key: key) }
                    advance()
                    switch escaped {
                    case "n": text.unicodeScalars.append("\n")
                    case "t": text.unicodeScalars.append("\t")
                    case "r": text.unicodeScalars.append("\r")
                    case "U", "u":
                        var hex = ""
                        for _ in 0..<4 { if let digit = current, digit.isASCII, Character(digit).isHexDigit { hex.unicodeScalars.append(digit); advance() } }
                        guard var value = UInt32(hex, radix: 16) else { throw error("bad \\U escape", key: key) }
                        // A high surrogate must be followed by \U and its low surrogate (Apple writes
                        // characters outside the BMP as such pairs).
                        if (0xD800...0xDBFF).contains(value) {
                            guard current == "\\", index + 1 < characters.count, characters[index + 1] == "U" || characters[index + 1] == "u" else {
                                throw error("\\U\(hex) is a high surrogate without its low surrogate", key: key)
                            }
                            advance(); advance()
                            var low = ""
                            for _ in 0..<4 { if let digit = current, digit.isASCII, Character(digit).isHexDigit { low.unicodeScalars.append(digit); advance() } }
                            guard let lowValue = UInt32(low, radix: 16), (0xDC00...0xDFFF).contains(lowValue) else {
                                throw error("\\U\(hex) is a high surrogate without its low surrogate", key: key)
                            }
                            value = 0x10000 + ((value - 0xD800) << 10) + (lowValue - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(value) else { throw error("bad \\U escape", key: key) }
                        text.unicodeScalars.append(scalar)
                    default: text.unicodeScalars.append(escaped)
                    }
                } else {
                    text.unicodeScalars.append(character)
                }
            }
        }
    }
}
