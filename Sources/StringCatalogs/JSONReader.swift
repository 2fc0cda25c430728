/// A JSON value as read from a catalog file: objects keep their members in order, each with
/// the line its key is written on.
indirect enum JSONValue {
    struct Member {
        let key: String
        let line: Int
        let value: JSONValue
    }

    case object([Member])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value of `key` in an object (the first, as JSONSerialization keeps the last: keys
    /// are unique in files Xcode writes).
    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var members: [Member]? { if case let .object(members) = self { members } else { nil } }
    var string: String? { if case let .string(text) = self { text } else { nil } }
    var bool: Bool? { if case let .bool(value) = self { value } else { nil } }
    var integer: Int? { if case let .number(value) = self, let exact = Int(exactly: value) { exact } else { nil } }
}

/// Reads JSON from UTF-8 bytes in one pass (an `.xcstrings` of 2,000 keys × 40 languages is
/// 12 MB: Foundation's `JSONSerialization` and the casts after it took a second and half a
/// gigabyte). Errors give line and column; nesting deeper than ``maxDepth`` is refused.
struct JSONReader {
    static let maxDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0, line = 1, lineStart = 0
    private var streaming: Streaming?

    /// Parses a whole document.
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> JSONValue {
        try parse(bytes, file: file, streaming: nil)
    }

    /// The members of the root object's object `key`, handed to `each` one at a time as they
    /// are read (and not kept: a large catalog is never held twice); the root comes back
    /// with that object empty.
    typealias Streaming = (key: String, each: (JSONValue.Member) throws(CatalogError) -> Void)

    static func parse(_ bytes: [UInt8], file: String, streaming: Streaming?) throws(CatalogError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, file: file)
        reader.streaming = streaming
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.error("garbage after the top-level value") }
        return value
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func error(_ reason: String) -> CatalogError {
        .malformed(file: file, line: line, column: index - lineStart + 1, key: nil, reason: "invalid JSON (\(reason))")
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x20, 0x09, 0x0D: break
            default: return
            }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(CatalogError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels") }
        skipSpace()
        guard index < bytes.count else { throw error("unexpected end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected \"\(Character(Unicode.Scalar(bytes[index])))\"")
        }
    }

    private mutating func object(depth: Int) throws(CatalogError) -> JSONValue {
        var members: [JSONValue.Member] = []
        try readMembers { reader, key, line throws(CatalogError) in
            reader.skipSpace()
            if depth == 0, let streaming = reader.streaming, key == streaming.key,
               reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "{") {
                try reader.streamedObject(depth: depth + 1, each: streaming.each)
                members.append(JSONValue.Member(key: key, line: line, value: .object([])))
            } else {
                members.append(JSONValue.Member(key: key, line: line, value: try reader.value(depth: depth + 1)))
            }
        }
        return .object(members)
    }

    /// An object whose members go to `each` instead of into a value.
    private mutating func streamedObject(depth: Int, each: (JSONValue.Member) throws(CatalogError) -> Void) throws(CatalogError) {
        let streaming = self.streaming
        self.streaming = nil
        defer { self.streaming = streaming }
        try readMembers { reader, key, line throws(CatalogError) in
            try each(JSONValue.Member(key: key, line: line, value: try reader.value(depth: depth + 1)))
        }
    }

    /// Reads an object from its `{`: each key (with its line) goes to `take`, which reads the value.
    private mutating func readMembers(_ take: (inout JSONReader, String, Int) throws(CatalogError) -> Void) throws(CatalogError) {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let keyLine = line
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected \":\" after the key \"\(key)\"") }
            index += 1
            try take(&self, key, keyLine)
            skipSpace()
            guard index < bytes.count else { throw error("object not closed before the end of the file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected \",\" or \"}\"") }
            index += 1
            return
        }
    }

    private mutating func array(depth: Int) throws(CatalogError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw error("array not closed before the end of the file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected \",\" or \"]\"") }
            index += 1
            return .array(items)
        }
    }

    /// A string literal; plain runs are copied at once.
    private mutating func string() throws(CatalogError) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 { index += 1 }
            guard index < bytes.count else { throw error("string not closed before the end of the file") }
            if text.isEmpty, bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            }
            text += bytes[start..<index]
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            default:
                throw error("control character in a string")
            }
        }
    }

    private mutating func escape(into text: inout [UInt8]) throws(CatalogError) {
        guard index + 1 < bytes.count else { throw error("string not closed before the end of the file") }
        let escaped = bytes[index + 1]
        index += 2
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "u"):
            var value = try hex4()
            if TextDecoding.isHighSurrogate(value) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("high surrogate \\u\(String(value, radix: 16)) without its low surrogate")
                }
                index += 2
                guard let pair = TextDecoding.combining(high: value, low: try hex4()) else { throw error("high surrogate without its low surrogate") }
                value = pair
            }
            guard let scalar = Unicode.Scalar(value) else { throw error("\\u escape of a lone surrogate") }
            UTF8.encode(scalar) { text.append($0) }
        default:
            throw error("unknown escape \\\(Character(Unicode.Scalar(escaped)))")
        }
    }

    private mutating func hex4() throws(CatalogError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
            throw error("\\u needs four hexadecimal digits")
        }
        index += 4
        return value
    }

    private mutating func number() throws(CatalogError) -> JSONValue {
        let start = index
        while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("bad number") }
        return .number(value)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(CatalogError) -> JSONValue {
        let count = word.utf8.count
        guard index + count <= bytes.count, bytes[index..<(index + count)].elementsEqual(word.utf8) else {
            throw error("unexpected \"\(Character(Unicode.Scalar(bytes[index])))\"")
        }
        index += count
        return value
    }
}
