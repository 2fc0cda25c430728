/// Pairs of keys for apps whose platforms name keys differently (`newTabMenuItem` on Android,
/// `action.title.tab.new` on iOS): from a key-map file a team writes, and optionally by
/// identical normalized source text. A paired Apple key is checked as its Android key.
public struct KeyPairing: Sendable, Equatable {
    /// Apple key → Android key.
    public private(set) var appleToAndroid: [String: String] = [:]
    /// How many pairs came from the key-map file and how many from the source text.
    public private(set) var fromFile = 0, byText = 0
    /// Under a tenth of the keys matched by name (and key map) before pairing by text: the
    /// keys left unpaired are no `onePlatformOnly` findings (see ``CatalogChecker/KeyOverlap``).
    public var namesDiffered = false

    public init() {}

    /// The Android key an Apple key is paired with, if any.
    public func androidKey(for appleKey: String) -> String? { appleToAndroid[appleKey] }

    public var isEmpty: Bool { appleToAndroid.isEmpty }

    // MARK: The key-map file

    /// A key-map file line that cannot be used.
    public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "key map line \(line): \(reason)" }
    }

    /// Reads a key-map file: one pair per line, the Android key then the Apple key separated by
    /// white space (a tab or spaces); `#` starts a comment line; blank lines are skipped.
    /// Keys hold no white space. Each key appears once on its side.
    ///
    ///     # android_key            apple key
    ///     new_tab_menu_item        action.title.tab.new
    ///
    /// - Throws: ``FileError`` naming the first bad line (not two columns, a key paired twice).
    public init(keyMapFile text: String) throws(FileError) {
        var androidLines: [String: Int] = [:], appleLines: [String: Int] = [:]
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.trimmingScalars(in: .whitespacesAndNewlines)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let columns = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard columns.count == 2 else {
                throw FileError(line: number, reason: "expected two columns (android_key apple_key), found \(columns.count)")
            }
            let (android, apple) = (String(columns[0]), String(columns[1]))
            if let first = androidLines[android] { throw FileError(line: number, reason: "android key \"\(android)\" is already paired on line \(first)") }
            if let first = appleLines[apple] { throw FileError(line: number, reason: "apple key \"\(apple)\" is already paired on line \(first)") }
            (androidLines[android], appleLines[apple]) = (number, number)
            appleToAndroid[apple] = android
        }
        fromFile = appleToAndroid.count
    }

    // MARK: Pairing by source text

    /// Adds pairs by identical normalized source text (``normalized(_:)``) between the source
    /// keys still unpaired on each side (`androidSource`, `appleSource`: key → value in each
    /// platform's own spelling; `canonical`: the Android spelling an Apple key has without a
    /// pair, `matches_hello` for `matches.hello`). Only a text that one unpaired key on each
    /// side has is a pair: ambiguous texts ("OK" under five keys) are not.
    public mutating func pairByText(androidSource: [String: CatalogValue], appleSource: [String: CatalogValue],
                                    canonical: (String) -> String) {
        let pairedAndroid = Set(appleToAndroid.values)
        let matchedByName = Set(appleSource.keys.map(canonical)).intersection(androidSource.keys)
        func unique(_ source: [String: CatalogValue], skip: (String) -> Bool) -> [String: String] {
            var byText: [String: String?] = [:]
            for (key, value) in source where !skip(key) {
                let text = Self.normalized(value)
                guard !text.isEmpty else { continue }
                byText[text] = byText[text] == nil ? .some(key) : .some(nil)
            }
            return byText.compactMapValues { $0 }
        }
        let android = unique(androidSource) { pairedAndroid.contains($0) || matchedByName.contains($0) }
        let apple = unique(appleSource) { appleToAndroid[$0] != nil || matchedByName.contains(canonical($0)) }
        for (text, appleKey) in apple {
            guard let androidKey = android[text] else { continue }
            appleToAndroid[appleKey] = androidKey
            byText += 1
        }
    }

    /// A source value as both platforms' texts compare: placeholders unified (`%1$s`, `%@`,
    /// `%d`, `%lld` → `%`), markup dropped, typographic quotes and ellipses plain, white space
    /// collapsed, lowercased. A plural compares its `other` form. No letters: empty (never paired).
    public static func normalized(_ value: CatalogValue) -> String {
        let text = value.displayText
        guard CatalogNoise.hasLetters(text) else { return "" }
        var out = ""
        var inTag = false
        var lastWasSpace = true
        let tokens = Placeholder.scan(text)
        var placeholderStarts: [Int: Int] = [:]
        for case let .placeholder(placeholder, range) in tokens where !placeholder.isProse { placeholderStarts[range.lowerBound] = range.upperBound }
        let bytes = Array(text.utf8)
        var index = 0
        var scalars = ""
        func flush() {
            for scalar in scalars.unicodeScalars {
                let mapped: String
                switch scalar {
                case "\u{2018}", "\u{2019}": mapped = "'"
                case "\u{201C}", "\u{201D}", "\u{00AB}", "\u{00BB}": mapped = "\""
                case "\u{2026}": mapped = "..."
                default: mapped = String(scalar)
                }
                if scalar.properties.isWhitespace {
                    if !lastWasSpace { out += " " }
                    lastWasSpace = true
                } else {
                    out += mapped.lowercased()
                    lastWasSpace = false
                }
            }
            scalars = ""
        }
        while index < bytes.count {
            if let end = placeholderStarts[index] {
                flush()
                out += "%"
                lastWasSpace = false
                index = end
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { inTag = true } else if byte == UInt8(ascii: ">") && inTag { inTag = false } else if !inTag {
                // Whole UTF-8 sequences are collected, then mapped scalar by scalar.
                var length = 1
                if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
                scalars += String(decoding: bytes[index..<min(bytes.count, index + length)], as: UTF8.self)
                index += length
                continue
            }
            index += 1
        }
        flush()
        return out.trimmingScalars(in: .whitespaces)
    }
}
