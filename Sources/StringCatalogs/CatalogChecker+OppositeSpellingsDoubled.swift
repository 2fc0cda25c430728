/// A word of a source saying both words of an opposite pair written as the other: ownCloud's
/// Simplified Chinese "图案锁和密码锁无法同时启用，请先启用图案锁" (enable… enable) for "…can't
/// both be enabled, please disable pattern lock first". Told by the fixed spellings of
/// ``scriptSpellings`` (Korean, Japanese, Chinese…): a translation of a source saying each word
/// of the pair once that writes the one's spelling twice and the other's not at all, where the
/// language writes the other's spelling in two of three of its translations of texts saying it
/// (three at least): the other word turned into the one.
extension CatalogChecker {
    /// The most words of a source text judged (a longer one may say a word twice in other words).
    static let mostDoubledSpellingTextWords = 24

    /// One `placeholderMismatch` per translation writing one word of a pair its source says
    /// both of twice and the other not (see the extension's comment).
    func oppositeSpellingsDoubled(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        let pairs = Self.oppositePairs.filter { Self.scriptSpellings[$0.0] != nil && Self.scriptSpellings[$0.1] != nil }
        let spelled = Set(pairs.map(\.0))
        // Per source key saying a spelled word: how many times it says each (a verb's forms with it: "enabled").
        var saying: [String: [String: Int]] = [:]
        for (key, string) in source where string.translatable {
            guard let text = Self.comparedText(string.value) else { continue }
            let words = Self.lowercasedWords(text)
            guard words.count <= Self.mostDoubledSpellingTextWords else { continue }
            var counts: [String: Int] = [:]
            for word in words {
                let said = spelled.contains(word) ? word : Self.verbForms[word]
                if let said, spelled.contains(said) { counts[said, default: 0] += 1 }
            }
            if !counts.isEmpty { saying[key] = counts }
        }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // Per language and key, its translation with the spellings it writes (read once: each pair asks both ways).
        var read: [String: [String: (text: String, string: CatalogString, spellings: [String: Int])?]] = [:]
        func spelledText(_ key: String, in language: String, _ translated: [String: CatalogString]) -> (text: String, string: CatalogString, spellings: [String: Int])? {
            if let known = read[language]?[key] { return known }
            var found: (text: String, string: CatalogString, spellings: [String: Int])?
            if let string = translated[key], string.value != source[key]!.value, let text = Self.comparedText(string.value) {
                found = (text, string, Self.spellingCounts(text))
            }
            read[language, default: [:]][key] = .some(found)
            return found
        }
        var findings: [CatalogFinding] = []
        for (one, other) in pairs {
            let judged = saying.filter { $0.value[one] == 1 && $0.value[other] == 1 }.keys.sorted()
            guard !judged.isEmpty else { continue }
            let sayingOther = saying.filter { $0.value[other] != nil && $0.value[one] == nil }.keys.sorted()
            for language in languages {
                guard let translated = strings[language] else { continue }
                // (The language's habit: the other's spelling in two of three of its texts saying it, three at least.)
                let habit = sayingOther.compactMap { spelledText($0, in: language, translated) }
                guard habit.count >= 3, habit.count(where: { $0.spellings[other] != nil }) * 3 >= habit.count * 2 else { continue }
                for key in judged {
                    guard let (text, string, spellings) = spelledText(key, in: language, translated),
                          spellings[other] == nil, spellings[one, default: 0] >= 2 else { continue }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                        detail: "\"\(text)\" writes \(language)'s word for \"\(one)\" twice and its word for \"\(other)\" not at all, where the source says each once "
                            + "(\"\(source[key]!.value.displayText)\") and \(language) writes \"\(other)\" so in its other translations of texts saying it: "
                            + "the opposite's word in its place",
                        location: string.location.description, appleKey: string.key))
                }
            }
        }
        return findings
    }
}
