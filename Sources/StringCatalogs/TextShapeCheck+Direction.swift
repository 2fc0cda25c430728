/// Direction controls a right-to-left text can get wrong: an override never closed, a
/// left-to-right mark that sets the paragraph's direction.
extension TextShapeCheck {
    /// Whether a scalar is of a right-to-left script's blocks (Hebrew to Arabic Extended, and
    /// their presentation forms).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value) || (0xFE70...0xFEFF).contains(scalar.value)
    }

    /// The left-to-right mark a right-to-left language's text starts with (U+200E, or an
    /// embedding or override U+202A, U+202D) before its first letter, when the text has
    /// right-to-left letters: Element X's Arabic address hint behind a U+200E. The first strong
    /// character sets the paragraph's direction, so the whole sentence is laid out left to right.
    static func leftToRightStart(_ text: String, language: String) -> String? {
        // The language first (most are left to right), then one byte scan: the three marks start E2 80.
        guard ["ar", "fa", "he", "iw", "ur", "ps", "ckb", "yi", "sd", "ug", "dv"].contains(LanguageFallback.base(language)),
              text.containsBytePair(0xE2, 0x80),
              text.containsUTF8("\u{200E}") || text.containsUTF8("\u{202A}") || text.containsUTF8("\u{202D}") else { return nil }
        guard text.unicodeScalars.contains(where: isRightToLeft) else { return nil }
        for scalar in CatalogNoise.prose(text).unicodeScalars {
            switch scalar.value {
            case 0x200E: return "U+200E (left-to-right mark)"
            case 0x202A: return "U+202A (left-to-right embedding)"
            case 0x202D: return "U+202D (left-to-right override)"
            default: if scalar.properties.isAlphabetic || scalar.value == 0x200F || scalar.value == 0x061C { return nil }
            }
        }
        return nil
    }

    /// The message for ``leftToRightStart(_:language:)``, naming the plural form it is in.
    static func leftToRightWording(form: String?, mark: String, language: String, original: String, text: String) -> String {
        (form.map { "\($0) form " } ?? "") + "starts with \(mark) before its first letter: the paragraph is laid out left to right, so the "
            + "\(language) text starts at the left and its punctuation and arguments fall on the wrong side (source \"\(original)\", here \"\(text)\")"
    }

    /// A directional override a text opens and never closes (U+202E RIGHT-TO-LEFT OVERRIDE
    /// without its U+202C) over text of the other direction — an argument (`%@`, a Latin
    /// name) after a right-to-left override, right-to-left letters after a left-to-right
    /// one: shown backwards. Embeddings and isolates left open end with the paragraph
    /// harmlessly (Persian translators open U+202B before an argument), and an override over
    /// its own direction changes nothing (Hebrew "‮אודות").
    static func unclosedBidiControl(_ text: String) -> String? {
        // U+202D and U+202E are E2 80 AD and E2 80 AE in UTF-8: a byte test first (every text is asked).
        guard text.containsUTF8("\u{202D}") || text.containsUTF8("\u{202E}") else { return nil }
        guard !text.containsUTF8("\u{202C}") else { return nil }
        let scalars = Array(text.unicodeScalars)
        let isControl = { (scalar: Unicode.Scalar) in (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) }
        for (index, scalar) in scalars.enumerated() where scalar.value == 0x202D || scalar.value == 0x202E {
            let scope = scalars[(index + 1)...].prefix { !isControl($0) }
            let reversed = scalar.value == 0x202E
                ? scope.contains { $0 == "%" || ($0.properties.isAlphabetic && !isRightToLeft($0)) }
                : scope.contains { $0.properties.isAlphabetic && isRightToLeft($0) }
            if reversed { return scalar.value == 0x202E ? "U+202E (right-to-left override)" : "U+202D (left-to-right override)" }
        }
        return nil
    }
}
