/// Catalog file bytes as validated UTF-8, in the encodings the platforms allow: UTF-8 with or
/// without a byte-order mark, UTF-16 LE or BE with one (Apple's `.strings`, Android's XML),
/// and UTF-16 without one when the text starts with `<` (XML's own detection, which aapt's
/// expat does). Invalid UTF-8 is an error naming its line, never silently replaced.
enum TextDecoding {
    /// The file's text as UTF-8 bytes (the mark removed, UTF-16 transcoded).
    static func utf8(_ bytes: [UInt8], file: String) throws(CatalogError) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return try transcodeUTF16(bytes.dropFirst(2), littleEndian: bytes[0] == 0xFF, file: file)
        }
        if let littleEndian = utf16WithoutMark(bytes) { return try transcodeUTF16(bytes[...], littleEndian: littleEndian, file: file) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard String(validating: body, as: UTF8.self) == nil else { return body }
        // Find the first invalid byte's line for the message.
        var line = 1
        var decoder = UTF8()
        var iterator = body.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): if scalar == "\n" { line += 1 }
            case .emptyInput, .error: break loop
            }
        }
        throw .malformed(file: file, line: line, column: 1, key: nil, reason: "not valid UTF-8 (nor UTF-16 with a byte-order mark)")
    }

    /// Whether a code unit written in a `\u` / `\U` escape starts a surrogate pair.
    static func isHighSurrogate(_ unit: UInt32) -> Bool { (0xD800...0xDBFF).contains(unit) }

    /// The scalar value of a surrogate pair; `nil` when `low` is not a low surrogate.
    static func combining(high: UInt32, low: UInt32) -> UInt32? {
        guard (0xDC00...0xDFFF).contains(low) else { return nil }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    /// Whether `bytes` are UTF-16 (with a byte-order mark, or starting with `<` as one code
    /// unit), so a reader must transcode them before looking for markup.
    static func isUTF16(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || utf16WithoutMark(bytes) != nil
    }

    /// XML 1.0 appendix F: `3C 00` starts UTF-16 LE text, `00 3C` UTF-16 BE text; `nil` otherwise.
    private static func utf16WithoutMark(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0x3C && bytes[1] == 0 { return true }
        if bytes[0] == 0 && bytes[1] == 0x3C { return false }
        return nil
    }

    private static func transcodeUTF16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool, file: String) throws(CatalogError) -> [UInt8] {
        guard bytes.count % 2 == 0 else { throw .malformed(file: file, line: 1, column: 1, key: nil, reason: "UTF-16 file of odd length") }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        for index in stride(from: bytes.startIndex, to: bytes.endIndex, by: 2) {
            units.append(littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                                      : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var line = 1
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar == "\n" { line += 1 }
                UTF8.encode(scalar) { output.append($0) }
            case .emptyInput:
                return output
            case .error:
                throw .malformed(file: file, line: line, column: 1, key: nil, reason: "invalid UTF-16 (unpaired surrogate)")
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// The first occurrence of `pattern`, without a copy of either.
    func firstRange(of pattern: String.UTF8View) -> Range<Int>? {
        let pattern = Array(pattern)
        guard let first = pattern.first, count >= pattern.count else { return nil }
        var index = 0
        while let start = self[index...].firstIndex(of: first), start + pattern.count <= count {
            if self[start..<(start + pattern.count)].elementsEqual(pattern) { return start..<(start + pattern.count) }
            index = start + 1
        }
        return nil
    }
}
