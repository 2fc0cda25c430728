/// The line each entry of a `.stringsdict` is written on, found in one pass over the file (a
/// search per key made a 2,000-entry file quadratic). Findings and errors point at these lines.
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
}
