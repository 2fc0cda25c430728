import Foundation

/// A pseudo-localized text shipped as a translation: ownCloud's French "Sort by %@" written
/// "[Ŝöŕţ ƀý %@ !!!]", a test build's text (the source's letters with accents, brackets and
/// padding; Android's `en-XA`, LocaleShot's own `pseudo` locales) left in a language's file.
extension TextShapeCheck {
    /// Letters pseudo-localizers write for a plain one that no decomposition takes back to it.
    private static let pseudoLetters: [Unicode.Scalar: Unicode.Scalar] = [
        "ƀ": "b", "ɓ": "b", "β": "b", "ȼ": "c", "ð": "d", "đ": "d", "ƒ": "f", "ħ": "h", "ı": "i", "ł": "l", "ƚ": "l", "ŀ": "l",
        "ɱ": "m", "ŋ": "n", "ø": "o", "þ": "p", "ɍ": "r", "ŧ": "t", "ɏ": "y", "ƶ": "z",
    ]

    /// Whether `text` is `original` pseudo-localized: its letters, accents taken off, begin
    /// with the source's (four at least, all ASCII; a placeholder's letters count on both
    /// sides alike), and half of those letters at least carry an accent or are a
    /// pseudo-localizer's letter (a French "Vidéo" for "Video" has one). Asked of every
    /// translation: it stops at the first letter that differs.
    static func isPseudoLocalized(_ original: String, _ text: String) -> Bool {
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard original.utf8.allSatisfy({ $0 < 0x80 }), text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        let sourceLetters = original.utf8.filter(isLetter).map { $0 | 0x20 }
        guard sourceLetters.count >= 4 else { return false }
        var matched = 0, accented = 0
        for scalar in text.unicodeScalars where matched < sourceLetters.count {
            let plain: UInt8
            if scalar.isASCII {
                guard isLetter(UInt8(scalar.value)) else { continue }
                plain = UInt8(scalar.value) | 0x20
            } else {
                guard scalar.properties.isAlphabetic else { continue }
                guard let folded = plainLetter(scalar) else { return false }
                plain = folded
                accented += 1
            }
            guard plain == sourceLetters[matched] else { return false }
            matched += 1
        }
        return matched == sourceLetters.count && accented * 2 >= matched
    }

    /// The lowercase ASCII letter an accented or pseudo-localizer's letter stands for, or `nil`.
    private static func plainLetter(_ scalar: Unicode.Scalar) -> UInt8? {
        // (Only Latin, Greek, Latin Extended Additional and letterlike symbols, the Kelvin
        // sign's "K", decompose to an ASCII letter: Cyrillic or Chinese stops here.)
        guard scalar.value < 0x400 || (0x1E00...0x1EFF).contains(scalar.value) || (0x2100...0x214F).contains(scalar.value) else { return nil }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
        if let mapped = pseudoLetters[lower] { return UInt8(mapped.value) }
        guard let base = String(lower).decomposedStringWithCanonicalMapping.unicodeScalars.first, base.isASCII,
              base.properties.isAlphabetic else { return nil }
        return UInt8(base.value) | 0x20
    }
}
