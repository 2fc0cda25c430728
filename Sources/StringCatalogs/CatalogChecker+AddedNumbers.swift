/// A number one translation writes where its source and every other translation write
/// none: Bitwarden's Spanish "Versión: %1$s (p. ej. 2025.1.0 (1234))" for "Version: %1$s",
/// the example of the developer's comment copied into the text, so the About screen shows a
/// second, made-up version. Only numbers of three ASCII digits or more count (a translator
/// may write "1" for "one" or "24 h" for "a day"), and only where nine translations at least,
/// all others, write no digit of any script.
extension CatalogChecker {
    /// The fewest digits of a number added alone.
    static let fewestAddedDigits = 3

    /// One `placeholderMismatch` per translation adding a number no other writes (see the
    /// extension's comment).
    func numbersAddedAlone(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }
        // Key → the languages writing a long number in it (few: read by bytes first).
        var writing: [String: [String]] = [:]
        for language in languages.sorted() {
            for (key, string) in strings[language]! {
                if case let .text(text) = string.value, Self.longDigitRun(text) != nil { writing[key, default: []].append(language) }
            }
        }
        let tables = Self.tables(strings, languages: languages)
        return writing.sorted { $0.key < $1.key }.compactMap { key, writers in
            guard writers.count == 1, let original = source[key], original.translatable, case let .text(sourceText) = original.value,
                  !Self.hasDigit(sourceText) else { return nil }
            let texts = Self.textTranslations(of: key, original, in: tables)
            guard texts.count >= 9, let text = texts.first(where: { $0.language == writers[0] }), let number = Self.longDigitRun(text.text),
                  !texts.contains(where: { $0.language != text.language && Self.hasDigit($0.text) }) else { return nil }
            return CatalogFinding(
                kind: .placeholderMismatch, key: key, language: text.language, platform: catalog.platform,
                detail: "the number \(number) stands here, where the source and all \(texts.count - 1) other translations write no number: an example, "
                    + "a note or another string's text copied into this one (source \"\(sourceText)\", here \"\(text.text)\")",
                location: text.string.location.description, appleKey: text.string.key)
        }
    }

    /// Whether a text outside its placeholders has a decimal digit of any script.
    static func hasDigit(_ text: String) -> Bool {
        let prose = text.containsByte(UInt8(ascii: "%")) ? CatalogNoise.prose(text) : text
        return prose.unicodeScalars.contains(where: isDecimalDigit)
    }

    /// The first run of ``fewestAddedDigits`` ASCII digits or more of a text outside its placeholders.
    static func longDigitRun(_ text: String) -> String? {
        var run = 0, start = 0
        let bytes = text.utf8
        for (index, byte) in bytes.enumerated() {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                if run == 0 { start = index }
                run += 1
                continue
            }
            if run >= Self.fewestAddedDigits { break }
            run = 0
        }
        guard run >= Self.fewestAddedDigits else { return nil }
        let prose = text.containsByte(UInt8(ascii: "%")) ? CatalogNoise.prose(text) : text
        // (Rare: read again without the placeholders, "%100$s" holding no number.)
        if prose != text { return longDigitRun(prose) }
        return String(decoding: Array(bytes)[start..<(start + run)], as: UTF8.self)
    }
}
