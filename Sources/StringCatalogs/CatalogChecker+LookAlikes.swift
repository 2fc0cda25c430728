/// A word of one script holding a look-alike letter of another: Bitwarden's Belarusian
/// "Bitwаrden" (a Cyrillic а among Latin letters), Home Assistant's Bulgarian "Отворенo" (a
/// Latin o ending a Cyrillic word), Element X's Ukrainian "Cховати". The word reads right,
/// but search, matching and spell-checking see another word. A look-alike a language writes
/// in several words is its habit, not a slip (Sakha's Latin h for һ, Avar's I for Ӏ, where
/// keyboards lack the letter), and is left alone.
extension CatalogChecker {
    /// The fewest distinct words a language mixes one look-alike letter into for it to be
    /// the language's habit.
    static let habitualLookAlikeWords = 3

    /// Latin letters drawn like Cyrillic ones, and Cyrillic letters drawn like Latin ones.
    static let latinLookAlikes = Set("aceopxyijshABCEHIJKMOPSTXY".unicodeScalars)
    static let cyrillicLookAlikes = Set("асеорхуіјѕһАВСЕНІЈКМОРЅТХҮӀ".unicodeScalars)

    /// One `placeholderMismatch` per translated text with a word of one script holding a
    /// look-alike of the other that its language does not write as a habit.
    func lookAlikeLetters(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.sorted() where language != catalog.sourceLanguage {
            var mixed: [(key: String, string: CatalogString, text: String, word: String, letter: Unicode.Scalar)] = []
            // The texts first (in no order: few have a mixed word), then their sources.
            for (key, string) in strings[language] ?? [:] {
                for text in string.value.texts {
                    guard let (word, letter) = Self.lookAlikeWord(text) else { continue }
                    if let original = source[key], original.translatable, original.value != string.value { mixed.append((key, string, text, word, letter)) }
                    break
                }
            }
            guard !mixed.isEmpty else { continue }
            mixed.sort { $0.key < $1.key }
            var words: [Unicode.Scalar: Set<String>] = [:]
            for entry in mixed { words[entry.letter, default: []].insert(entry.word) }
            for entry in mixed where (words[entry.letter]?.count ?? 0) < Self.habitualLookAlikeWords {
                let (own, other) = Self.cyrillicLookAlikes.contains(entry.letter) ? ("Latin", "Cyrillic") : ("Cyrillic", "Latin")
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key(entry.key), language: language, platform: catalog.platform,
                    detail: "\"\(entry.word)\" mixes scripts: its \(String(entry.letter)) is \(other) (\(CodePoint.written(entry.letter.value))) "
                        + "among \(own) letters, a look-alike: the word reads right, but search, matching and spell-checking see another word "
                        + "(source \"\(source[entry.key].map { $0.value.displayText } ?? "")\", here \"\(entry.text)\")",
                    location: entry.string.location.description, appleKey: entry.string.key))
            }
        }
        return findings

        func key(_ key: String) -> String { canonicalKey(key, platform: catalog.platform) }
    }

    /// Whether an ASCII letter touches a Cyrillic letter in a text's UTF-8.
    static func joinsLatinAndCyrillic(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var previousLatin = false, previousCyrillic = false
            for byte in bytes {
                if byte & 0xC0 == 0x80 { continue }  // a continuation keeps its lead's kind
                let latin = byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A
                let cyrillic = byte >= 0xD0 && byte <= 0xD4
                if (latin && previousCyrillic) || (cyrillic && previousLatin) { return true }
                (previousLatin, previousCyrillic) = (latin, cyrillic)
            }
            return false
        }
    }

    /// The first word of a text (placeholders left out) whose letters are Latin and Cyrillic,
    /// where the fewer are all look-alikes of the other script's; with the first of them.
    static func lookAlikeWord(_ text: String) -> (word: String, letter: Unicode.Scalar)? {
        // A byte pass first (every text of a Cyrillic language is asked): an ASCII letter right
        // before or after a Cyrillic letter (lead bytes D0–D4), or none is mixed.
        guard Self.joinsLatinAndCyrillic(text) else { return nil }
        let isCyrillic = { (scalar: Unicode.Scalar) in (0x400...0x52F).contains(scalar.value) && scalar.properties.isAlphabetic }
        for word in CatalogNoise.prose(text).unicodeScalars.split(whereSeparator: { !$0.properties.isAlphabetic }) {
            let latin = word.filter(\.isLatinLetter), cyrillic = word.filter(isCyrillic)
            guard !latin.isEmpty, !cyrillic.isEmpty else { continue }
            let (fewer, lookAlikes) = latin.count < cyrillic.count ? (latin, latinLookAlikes) : (cyrillic, cyrillicLookAlikes)
            guard latin.count != cyrillic.count, fewer.allSatisfy(lookAlikes.contains), let letter = fewer.first else { continue }
            var written = String.UnicodeScalarView()
            written.append(contentsOf: word)
            return (String(written), letter)
        }
        return nil
    }
}
