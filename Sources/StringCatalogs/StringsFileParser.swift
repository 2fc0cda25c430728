import Foundation

/// Legacy `.strings` files: `"key" = "value";` pairs with `/* */` and `//` comments and the
/// escapes `\" \\ \n \t \r \Uxxxx`. Errors give line, column and the key being read.
public enum StringsFileParser {
    public static func parse(_ data: Data, file: String) throws(CatalogError) -> [CatalogString] {
        var scanner = Scanner(text: String(decoding: data, as: UTF8.self), file: file)
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

    struct Scanner {
        let characters: [Character]
        let file: String
        var index = 0, line = 1, column = 1

        init(text: String, file: String) {
            characters = Array(text)
            self.file = file
        }

        var atEnd: Bool { index >= characters.count }
        var current: Character? { atEnd ? nil : characters[index] }

        mutating func advance() {
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        func error(_ reason: String, key: String? = nil) -> CatalogError {
            .malformed(file: file, line: line, column: column, key: key, reason: reason)
        }

        mutating func skipSpaceAndComments() throws(CatalogError) {
            while let character = current {
                if character.isWhitespace {
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

        mutating func expect(_ character: Character, key: String) throws(CatalogError) {
            guard current == character else { throw error("expected \"\(character)\"" + (current.map { ", found \"\($0)\"" } ?? " before the end of the file"), key: key) }
            advance()
        }

        /// A quoted string, or an unquoted word of letters, digits, `_`, `.`, `-`.
        mutating func token(what: String, key: String? = nil) throws(CatalogError) -> String {
            guard let first = current else { throw error("expected \(what) before the end of the file", key: key) }
            if first != "\"" {
                var word = ""
                while let character = current, character.isLetter || character.isNumber || "_.-".contains(character) {
                    word.append(character)
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
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "r": text.append("\r")
                    case "U", "u":
                        var hex = ""
                        for _ in 0..<4 { if let digit = current, digit.isHexDigit { hex.append(digit); advance() } }
                        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { throw error("bad \\U escape", key: key) }
                        text.unicodeScalars.append(scalar)
                    default: text.append(escaped)
                    }
                } else {
                    text.append(character)
                }
            }
        }
    }
}
