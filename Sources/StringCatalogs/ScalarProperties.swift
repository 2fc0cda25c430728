extension Unicode.Scalar {
    /// `properties.isAlphabetic`, answered for ASCII (most of a catalog's text) without the
    /// Unicode property table: there, only `A`–`Z` and `a`–`z` are alphabetic.
    var isAlphabeticQuickly: Bool {
        guard value < 0x80 else { return properties.isAlphabetic }
        let lower = value | 0x20
        return lower >= 0x61 && lower <= 0x7A
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is in a Latin block: Basic Latin to Latin Extended-B and IPA
    /// (below U+0250), or Latin Extended Additional (Vietnamese's "ệ").
    var isInLatinBlocks: Bool { value < 0x250 || (0x1E00...0x1EFF).contains(value) }

    /// A letter of a Latin block.
    var isLatinLetter: Bool { isInLatinBlocks && isAlphabeticQuickly }
}

/// A code point as Unicode writes it in prose: `U+00A0`, four hex digits at least.
enum CodePoint {
    static func written(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
