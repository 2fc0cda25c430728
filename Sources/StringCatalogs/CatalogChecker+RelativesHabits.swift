/// A sentence in a relative language told by the relative's everyday words: Home Assistant's
/// Brazilian "Estos datos permanecen en tu casa y nunca se envían a terceros", Spanish, whose
/// "en" and "y" Brazilian Portuguese writes in none of its 3,000 other texts and Spanish in 76
/// and 25. ``textsInARelativeLanguage(_:_:)`` wants most of a sentence's long words to be
/// new to the language, and Portuguese shares most of Spanish's ("casa", "nunca", "datos");
/// function words tell: two words (of any length, none a word of the source's sentences) the
/// language writes in no other text, nor another form of (five letters or more: Bulgarian
/// "приложение" beside its "приложението"), each written by a relative of its family and
/// script (not a close language: Galician and Portuguese share a text by right) in ten texts
/// or more; in sentences of three words at least, of a language of 500 translations at least
/// (one that copies most of its source has few words of its own). Or two such words that the
/// relative's own translation of the key holds and another of its texts, in a sentence three
/// in four of whose words that translation holds (Wikipedia's Galician "¿Quiere cerrar todas
/// las pestañas?": Spanish writes "cerrar" in seven texts).
extension CatalogChecker {
    /// The fewest texts of the relative that must hold each telling word.
    static let fewestRelativeHabitTexts = 10
    /// The fewest translations (not copies of their source) a language judged must have.
    static let fewestRelativeHabitTranslations = 500
    /// The fewest telling words of a sentence.
    static let fewestRelativeHabitWords = 2

    /// One `untranslated` per sentence holding two of a relative's everyday words its own
    /// language never writes (see the extension's comment).
    func textsWithARelativesHabits(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) && Self.family(of: $0) != nil }.sorted()
        guard languages.count >= 2 else { return [] }
        // (The source's words in its texts of two words or more: not a list's language codes, Mastodon's "el".)
        var sourceWords: Set<String> = []
        for string in source.values {
            for text in string.value.texts {
                let words = Self.lowercasedWords(text)
                if words.count >= 2 { sourceWords.formUnion(words) }
            }
        }
        // (Each language's script, read once when first asked: whether most of its letters are Latin.)
        var latin: [String: Bool] = [:]
        func isLatin(_ language: String) -> Bool {
            if let known = latin[language] { return known }
            let found = Self.writtenInLatin(strings[language] ?? [:])
            latin[language] = found
            return found
        }
        let sortedSource = sortedSource(catalog, strings)
        var findings: [CatalogFinding] = []
        for language in languages {
            let family = Self.family(of: language)!
            let relatives = languages.filter { family.contains(LanguageFallback.base($0)) && !Self.areClose($0, language) }
            // (A language of many translations: one that copies most of its source has few words of its own.)
            guard !relatives.isEmpty, let translated = strings[language],
                  translated.count(where: { key, string in source[key].map { $0.value != string.value } ?? false }) >= Self.fewestRelativeHabitTranslations else { continue }
            // (A relative of the language's script: Serbian's Latin standard in its Cyrillic file is another finding's.)
            let sameScript = relatives.filter { isLatin($0) == isLatin(language) }
            guard !sameScript.isEmpty else { continue }
            let own = textWords(of: language, catalog, strings)
            // (A word's forms: how many words the language writes per stem, the first five letters; counted when first asked.)
            var wordsPerStem: [Substring: Int]?
            func forms(_ word: String) -> Int {
                if wordsPerStem == nil { wordsPerStem = Dictionary(grouping: own.keys.filter { $0.count >= 5 }, by: { $0.prefix(5) }).mapValues(\.count) }
                return wordsPerStem![word.prefix(5), default: 0]
            }
            let wordsByKey = wordsByKey(of: language, catalog, strings)
            for (key, original) in sortedSource {
                guard let string = translated[key], case let .text(text) = string.value, original.translatable, original.value != string.value,
                      let words = wordsByKey[key]?.first else { continue }
                // (Sentences: three words at least.)
                guard words.count >= 3 else { continue }
                // (Two words the language writes once at most, before the rest is asked.)
                guard words.count(where: { own[$0, default: 0] <= 1 && !sourceWords.contains($0) }) >= Self.fewestRelativeHabitWords else { continue }
                // (Of five letters or more, no form of it either: Bulgarian "приложение" beside its "приложението".)
                let unknown = Set(words).filter { word in
                    own[word, default: 0] <= 1 && !sourceWords.contains(word) && (word.count < 5 || forms(word) <= (own[word] == nil ? 0 : 1))
                }
                guard unknown.count >= Self.fewestRelativeHabitWords else { continue }
                for relative in sameScript {
                    let theirs = textWords(of: relative, catalog, strings)
                    let telling = unknown.filter { theirs[$0, default: 0] >= Self.fewestRelativeHabitTexts }.sorted { (theirs[$0]!, $1) > (theirs[$1]!, $0) }
                    let detail: String
                    if telling.count >= Self.fewestRelativeHabitWords {
                        let shown = telling.prefix(4).map { "\"\($0)\" (\(theirs[$0]!))" }.joined(separator: ", ")
                        detail = "written in \(relative), not \(language)? \"\(text)\" holds \(shown): words \(language) writes in none of its other texts "
                            + "and \(relative) in as many of its own"
                    } else {
                        // Or words the relative's own translation of the key holds, which it writes in another
                        // text at least: Wikipedia's Galician "¿Quiere cerrar todas las pestañas?" beside Spanish's
                        // "¿Confirmas que quieres cerrar todas las pestañas?" ("cerrar" in 7 Spanish texts, too few
                        // to be its habit; Galician writes "pechar").
                        // (Three in four of the text's words the relative's translation's: a translation of
                        // its own that shares a few words with the relative's is none. Not the relative's very
                        // text: ``textsInAnotherLanguage(_:_:)`` judges that, by its own measure.)
                        let theirKeyWords = Set(self.wordsByKey(of: relative, catalog, strings)[key]?.first ?? [])
                        let shared = unknown.filter { theirKeyWords.contains($0) && theirs[$0, default: 0] >= 2 }.sorted()
                        guard shared.count >= Self.fewestRelativeHabitWords, words.count(where: { theirKeyWords.contains($0) }) * 4 >= words.count * 3,
                              case let .text(theirText)? = strings[relative]?[key]?.value, theirText != text else { continue }
                        detail = "written in \(relative), not \(language)? \"\(text)\" holds "
                            + shared.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
                            + ": words \(language) writes in none of its other texts, and \(relative)'s translation of this key (\"\(theirText)\") too"
                    }
                    findings.append(CatalogFinding(
                        kind: .untranslated, key: key, language: language, platform: catalog.platform,
                        detail: detail, location: string.location.description, appleKey: string.key))
                    break
                }
            }
        }
        return findings
    }
}
