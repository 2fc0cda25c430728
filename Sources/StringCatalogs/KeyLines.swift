/// The line each entry of a catalog is written on, found in one pass over the file (a search
/// per key made a 2,000-entry file quadratic). Findings and errors point at these lines.
enum KeyLines {
    /// `.stringsdict`: the line of each `<key>` of the top-level `<dict>`.
    static func plist(_ bytes: [UInt8]) -> [String: Int] {
        var lines: [String: Int] = [:]
        var line = 1, depth = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            guard byte == UInt8(ascii: "<") else { index += 1; continue }
            if matches("<dict>", at: index, in: bytes) {
                depth += 1
            } else if matches("</dict>", at: index, in: bytes) {
                depth -= 1
            } else if matches("<key>", at: index, in: bytes) {
                let start = index + 5
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
                if depth == 1 {
                    let key = xmlUnescaped(String(decoding: bytes[start..<end], as: UTF8.self))
                    if lines[key] == nil { lines[key] = line }
                }
                line += bytes[start..<end].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                index = end
                continue
            }
            index += 1
        }
        return lines
    }

    /// `.xcstrings`: the line of each key of the objects at `depth` (the root object is depth 1,
    /// so the entries of `"strings"` are at depth 2).
    static func json(_ bytes: [UInt8], depth wanted: Int) -> [String: Int] {
        var lines: [String: Int] = [:]
        var line = 1, depth = 0, index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: line += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""):
                let start = index + 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                end = min(end, bytes.count)
                var next = end + 1
                while next < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[next]) { next += 1 }
                if depth == wanted, next < bytes.count, bytes[next] == UInt8(ascii: ":") {
                    let key = jsonUnescaped(bytes[start..<end])
                    if lines[key] == nil { lines[key] = line }
                }
                index = end
            default: break
            }
            index += 1
        }
        return lines
    }

    private static func matches(_ tag: StaticString, at index: Int, in bytes: [UInt8]) -> Bool {
        let count = tag.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return tag.withUTF8Buffer { tagBytes in (0..<count).allSatisfy { bytes[index + $0] == tagBytes[$0] } }
    }

    private static func xmlUnescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func jsonUnescaped(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var iterator = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
        var pendingHigh: UInt32?
        while let scalar = iterator.next() {
            guard scalar == "\\", let escaped = iterator.next() else { scalars.append(scalar); continue }
            switch escaped {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "b": scalars.append("\u{8}")
            case "f": scalars.append("\u{C}")
            case "u":
                var hex = ""
                for _ in 0..<4 { if let digit = iterator.next() { hex.unicodeScalars.append(digit) } }
                guard let value = UInt32(hex, radix: 16) else { continue }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                } else if let high = pendingHigh, (0xDC00...0xDFFF).contains(value) {
                    pendingHigh = nil
                    if let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) { scalars.append(combined) }
                } else if let decoded = Unicode.Scalar(value) {
                    scalars.append(decoded)
                }
            default: scalars.append(escaped)  // \" \\ \/
            }
        }
        return String(scalars)
    }
}
