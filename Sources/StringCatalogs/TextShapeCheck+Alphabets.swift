/// Letters a language's alphabet does not have: a text that writes them is another
/// language's, however few its words (``TextShapeCheck/problem(source:translation:language:sourceLanguage:countLimit:breaks:)``).
extension TextShapeCheck {
    /// The letters each language writes none of (``lettersTheLanguageLacks(_:language:)``).
    static let lettersLacked: [String: Set<Unicode.Scalar>] = [
        "uk": ["ы", "э", "ъ", "ё", "Ы", "Э", "Ъ", "Ё"], "ru": ["і", "ї", "є", "ґ", "ў", "І", "Ї", "Є", "Ґ", "Ў"], "be": ["и", "щ", "ъ", "И", "Щ", "Ъ"],
    ]

    /// Cyrillic letters a language's alphabet lacks, as written in a text (Element X's
    /// Ukrainian "Скопировать ссылку", Russian's, with ы): Ukrainian writes no ы, э, ъ, ё;
    /// Russian no і, ї, є, ґ, ў; Belarusian no и, щ, ъ. `nil` for other languages.
    static func lettersTheLanguageLacks(_ text: String, language: String) -> String? {
        // Every text is asked: its language's first letters first, then a Cyrillic byte (D0–D4).
        guard lettersLacked.keys.contains(where: language.hasPrefix), CatalogChecker.hasCyrillic(text),
              let lacking = lettersLacked[LanguageFallback.base(language)] else { return nil }
        // By scalars (every such letter is one; "е" and U+0308 composed first, as Character compares).
        let scalars = text.unicodeScalars.contains { (0x300...0x36F).contains($0.value) } ? text.precomposedStringWithCanonicalMapping.unicodeScalars : text.unicodeScalars
        let found = Set(scalars.filter(lacking.contains).map(Character.init))
        return found.isEmpty ? nil : String(found.sorted())
    }
}
