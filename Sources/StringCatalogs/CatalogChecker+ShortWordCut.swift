/// A sentence cut after a short word: ownCloud's Brazilian Face ID prompt "Desbloqueie o
/// aplicativo sem" ("Unlock the app without", the rest of "…without entering the passcode."
/// lost), Wikipedia's Persian "…درک افراد کمک می" (what is left of "کمک می‌کند"). A word of
/// three letters at most (a preposition, an article, an auxiliary) that the language writes
/// in five other texts or more and never last in one ends no sentence of it; where a
/// translation ends in one at its very end (no stop) while its source is a sentence (three
/// words at least, ending in ".", "!" or "?"), and the translation is shorter than seven
/// tenths of what the language writes for a source of that length, the rest was cut.
/// Scripts written without spaces are left out (their "words" are clauses).
extension CatalogChecker {
    /// The longest final word looked at.
    static let longestCutWord = 3

    /// The fewest other texts of the language holding the word.
    static let fewestCutWordUses = 5

    /// The longest a cut translation is, as a share of what its language writes for its source's length.
    static let cutTranslationShare = 0.7

    /// The most final words a language's texts are searched for before being read word by word.
    static let fewWordsSearched = 10

    /// One `placeholderMismatch` per sentence cut after a short word (see the extension's comment).
    func textsCutAfterAShortWord(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.filter({ !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            let translated = strings[language]!
            // The texts ending in a short word at their very end whose source is a sentence (few: most end in a stop).
            var candidates: [(key: String, string: CatalogString, text: String, sourceText: String, word: String)] = []
            for (key, string) in translated {
                guard case let .text(text) = string.value, let word = Self.finalShortWord(text, longest: Self.longestCutWord),
                      let original = source[key], original.translatable, case let .text(sourceText) = original.value, text != sourceText,
                      Self.endsSentence(sourceText),
                      Self.lowercasedWords(sourceText).count >= 3, Self.lowercasedWords(text).count >= 3, Self.spacesWords(text) else { continue }
                candidates.append((key, string, text, sourceText, word))
            }
            guard !candidates.isEmpty else { continue }
            // What the language writes per source character (scalars), and the candidates short of it.
            var (written, sourceLength) = (0, 0)
            for (key, string) in translated {
                guard case let .text(text) = string.value, let original = source[key], case let .text(sourceText) = original.value, text != sourceText else { continue }
                written += text.unicodeScalars.count
                sourceLength += sourceText.unicodeScalars.count
            }
            let ratio = sourceLength > 0 && written > 0 ? Double(written) / Double(sourceLength) : 1
            let share = { (text: String, sourceText: String) in Double(text.unicodeScalars.count) / (ratio * Double(sourceText.unicodeScalars.count)) }
            candidates.removeAll { share($0.text, $0.sourceText) >= Self.cutTranslationShare }
            guard !candidates.isEmpty else { continue }
            // How many texts hold each of their words, and how many end in it. (With a few of them,
            // only texts holding one, as written, capitalized or in capitals, are read word by
            // word; with many, every text.)
            let asked = Set(candidates.map(\.word))
            let spellings = asked.count <= Self.fewWordsSearched ? asked.flatMap { [$0, $0.capitalized, $0.uppercased()] } : []
            var uses: [String: Int] = [:], endings: [String: Int] = [:]
            for string in translated.values {
                for text in string.value.texts where spellings.isEmpty || spellings.contains(where: { text.containsUTF8($0) }) {
                    let words = Self.lowercasedWords(text)
                    guard let last = words.last else { continue }
                    if asked.contains(last) { endings[last, default: 0] += 1 }
                    for word in Set(words) where asked.contains(word) { uses[word, default: 0] += 1 }
                }
            }
            candidates.removeAll { uses[$0.word, default: 0] - 1 < Self.fewestCutWordUses || endings[$0.word, default: 0] > 1 }
            for candidate in candidates.sorted(by: { $0.key < $1.key }) {
                let others = uses[candidate.word, default: 0] - 1
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: candidate.key, language: language, platform: catalog.platform,
                    detail: "cut off: it ends \"\(candidate.word)\", a word \(language) writes in \(others) other texts and ends none with, and is "
                        + "\(Int((share(candidate.text, candidate.sourceText) * 100).rounded()))% of the length \(language) "
                        + "writes for such a source: the rest of the sentence is lost (source \"\(candidate.sourceText)\", here \"\(candidate.text)\")",
                    location: candidate.string.location.description, appleKey: candidate.string.key))
            }
        }
        return findings
    }
}
