/// A text typed with the keyboard in the wrong layout: Mastodon's Russian "Jib,rf cthdthf",
/// "Ошибка сервера" typed on a Latin layout. Read back through the language's own layout
/// (ЙЦУКЕН), it gives words the language writes elsewhere; a Latin name or term gives none.
extension CatalogChecker {
    /// The Russian layout over the US one: what each key types.
    static let russianLayout: [Character: Character] = {
        let latin = Array("qwertyuiop[]asdfghjkl;'zxcvbnm,.`")
        let cyrillic = Array("йцукенгшщзхъфывапролджэячсмитьбюё")
        var layout: [Character: Character] = [:]
        for (key, letter) in zip(latin, cyrillic) {
            layout[key] = letter
            if key.isLetter { layout[Character(key.uppercased())] = Character(letter.uppercased()) }
        }
        return layout
    }()

    /// The layout a language's keyboards use, by base subtag: Russian's, with Ukrainian's and
    /// Belarusian's own letters on their keys.
    static func keyboardLayout(_ language: String) -> [Character: Character]? {
        switch LanguageFallback.base(language) {
        case "ru": return russianLayout
        case "uk": return russianLayout.merging(["s": "і", "S": "І", "]": "ї", "'": "є"]) { $1 }
        case "be": return russianLayout.merging(["s": "і", "S": "І", "o": "ў", "O": "Ў", "]": "'"]) { $1 }
        default: return nil
        }
    }

    /// One `untranslated` finding per text of a language with a known layout that is Latin
    /// letters which, read through the layout, are words the language writes elsewhere (two
    /// in three of its words of four letters or more, one at least).
    func textsTypedOnTheWrongLayout(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.sorted() where language != catalog.sourceLanguage {
            guard let layout = Self.keyboardLayout(language), let own = strings[language] else { continue }
            // Texts without a Cyrillic letter that differ from the source: few, so the words are read only if there are any.
            let suspects = own.filter { key, string in
                guard case let .text(text) = string.value, !Self.hasCyrillic(text), text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
                      let original = source[key], original.translatable, original.value != string.value else { return false }
                return true
            }
            guard !suspects.isEmpty else { continue }
            // The language's Cyrillic texts as one lower-cased text, searched for each typed word.
            let written = own.values.flatMap(\.value.texts).filter(Self.hasCyrillic).joined(separator: "\n").lowercased()
            for (key, string) in suspects.sorted(by: { $0.key < $1.key }) {
                guard case let .text(text) = string.value else { continue }
                let typed = String(CatalogNoise.prose(text).map { (character: Character) -> Character in layout[character] ?? character }).lowercased()
                let words: [Substring] = typed.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 4 }
                let known = words.filter { written.containsUTF8(String($0)) }.count
                guard known >= 1, known * 3 >= words.count * 2 else { continue }
                findings.append(CatalogFinding(kind: .untranslated, key: key, language: language, platform: catalog.platform,
                                               detail: "typed on a Latin keyboard layout: \"\(text)\" is \"\(typed)\" in \(language)'s (words it writes elsewhere)",
                                               location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
}
