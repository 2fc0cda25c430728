extension Unicode.Scalar {
    /// `properties.isAlphabetic`, answered for ASCII (most of a catalog's text) without the
    /// Unicode property table: there, only `A`–`Z` and `a`–`z` are alphabetic.
    /// Elsewhere in the Basic Multilingual Plane from ``ScalarFlags``.
    var isAlphabeticQuickly: Bool {
        guard value < 0x80 else { return value < ScalarFlags.end ? ScalarFlags.table[Int(value)] & ScalarFlags.alphabetic != 0 : properties.isAlphabetic }
        let lower = value | 0x20
        return lower >= 0x61 && lower <= 0x7A
    }

    /// Whether the scalar is a nonspacing or spacing mark (`properties.generalCategory`).
    var isJoiningMark: Bool {
        value < ScalarFlags.end ? ScalarFlags.table[Int(value)] & ScalarFlags.mark != 0
            : [.nonspacingMark, .spacingMark].contains(properties.generalCategory)
    }

    /// `properties.changesWhenLowercased`, from ``ScalarFlags`` in the Basic Multilingual Plane.
    var changesWhenLowercasedQuickly: Bool {
        value < ScalarFlags.end ? ScalarFlags.table[Int(value)] & ScalarFlags.lowercases != 0 : properties.changesWhenLowercased
    }

    /// `properties.isIdeographic`, from ``ScalarFlags`` in the Basic Multilingual Plane.
    var isIdeographicQuickly: Bool {
        value < ScalarFlags.end ? ScalarFlags.table[Int(value)] & ScalarFlags.ideographic != 0 : properties.isIdeographic
    }
}

/// The Unicode properties the word readers ask of every scalar, for the scalars of the Basic
/// Multilingual Plane (every script of the catalogs, CJK and Hangul included), read once from
/// the property tables (each lookup there is a search: the words of a catalog ask millions).
enum ScalarFlags {
    static let end: UInt32 = 0x10000
    static let alphabetic: UInt8 = 1, mark: UInt8 = 2, lowercases: UInt8 = 4, ideographic: UInt8 = 8

    static let table: [UInt8] = (0..<end).map { value in
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        let properties = scalar.properties
        return (properties.isAlphabetic ? alphabetic : 0) | ([.nonspacingMark, .spacingMark].contains(properties.generalCategory) ? mark : 0)
            | (properties.changesWhenLowercased ? lowercases : 0) | (properties.isIdeographic ? ideographic : 0)
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
