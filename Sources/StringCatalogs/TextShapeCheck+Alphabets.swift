/// Letters a language's alphabet does not have: a text that writes them is another
/// language's, however few its words (``TextShapeCheck/problem(source:translation:language:sourceLanguage:countLimit:breaks:)``).
extension TextShapeCheck {
    /// Cyrillic letters a language's alphabet lacks, as written in a text (Element X's
    /// Ukrainian "Скопировать ссылку", Russian's, with ы): Ukrainian writes no ы, э, ъ, ё;
    /// Russian no і, ї, є, ґ, ў; Belarusian no и, щ, ъ. `nil` for other languages.
    static func lettersTheLanguageLacks(_ text: String, language: String) -> String? {
        // Every text is asked: its language's first letters first, then a Cyrillic byte (D0–D4).
        guard language.hasPrefix("uk") || language.hasPrefix("ru") || language.hasPrefix("be"),
              CatalogChecker.hasCyrillic(text) else { return nil }
        let lacking: Set<Character>
        switch LanguageFallback.base(language) {
        case "uk": lacking = ["ы", "э", "ъ", "ё", "Ы", "Э", "Ъ", "Ё"]
        case "ru": lacking = ["і", "ї", "є", "ґ", "ў", "І", "Ї", "Є", "Ґ", "Ў"]
        case "be": lacking = ["и", "щ", "ъ", "И", "Щ", "Ъ"]
        default: return nil
        }
        let found = Set(text.filter(lacking.contains))
        return found.isEmpty ? nil : String(found.sorted())
    }
}
