/// Plural forms in each other's places, told by the language's own plurals: Wikipedia's
/// Ukrainian `temp_account_expiry` with `one` "…через %d днів" and `many` "…через %d день",
/// so 1 day reads "1 днів" and 5 days "5 день". The words a form adds to what all its forms
/// share ("днів", "день") are read in the language's other plurals: each of the two forms
/// holds words that those write only in the other category ("днів": many, never one;
/// "день": one, never many). One platform alone is enough (``pluralFormsSwappedAcross(_:_:)``
/// compares two).
extension CatalogChecker {
    /// The most plurals of a language read (by key): a hostile catalog's plurals cost no more.
    static let mostPluralsReadForWords = 2_000
    /// The fewest other plurals that must write a word in the other category.
    static let fewestPluralWitnesses = 3

    /// One `placeholderMismatch` per language and plural whose two forms hold each other's
    /// words (see the extension's comment).
    func pluralFormsSwappedByTheLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let source = strings[catalog.sourceLanguage] ?? [:]
        var findings: [CatalogFinding] = []
        for (language, translated) in strings.sorted(by: { $0.key < $1.key }) where !Self.areClose(language, catalog.sourceLanguage) {
            // Each translated plural's words per form, beyond those all its forms hold.
            var formWords: [String: [String: Set<String>]] = [:]
            let plurals = translated.keys.filter { translated[$0]!.value.isPlural }.sorted().prefix(Self.mostPluralsReadForWords)
            guard plurals.count >= 4 else { continue }
            for key in plurals {
                guard let string = translated[key], case let .plural(forms) = string.value, forms.count >= 2, source[key]?.value != string.value else { continue }
                let words = forms.mapValues { Set(Self.lowercasedWords($0)) }
                let shared = words.values.dropFirst().reduce(words.values.first!) { $0.intersection($1) }
                formWords[key] = words.mapValues { $0.subtracting(shared) }
            }
            guard formWords.count >= 3 else { continue }
            // How many plurals write each word in each category.
            var uses: [String: [String: Int]] = [:]
            for forms in formWords.values {
                for (category, words) in forms { for word in words { uses[word, default: [:]][category, default: 0] += 1 } }
            }
            for (key, forms) in formWords.sorted(by: { $0.key < $1.key }) {
                let categories = PluralRules.order.filter { forms[$0] != nil }
                search: for (index, one) in categories.enumerated() {
                    for other in categories.dropFirst(index + 1) {
                        let (oneOwn, otherOwn) = (forms[one]!.subtracting(forms[other]!), forms[other]!.subtracting(forms[one]!))
                        guard let oneWord = Self.writtenOnlyIn(other, not: one, oneOwn, uses),
                              let otherWord = Self.writtenOnlyIn(one, not: other, otherOwn, uses),
                              let string = translated[key], case let .plural(texts) = string.value else { continue }
                        findings.append(CatalogFinding(
                            kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                            detail: "the \(one) and \(other) forms hold each other's words: \"\(oneWord.word)\" of the \(one) form \"\(texts[one]!)\" stands in "
                                + "\(oneWord.plurals) of \(language)'s other plurals, only in their \(other) forms, \"\(otherWord.word)\" of the \(other) form "
                                + "\"\(texts[other]!)\" in \(otherWord.plurals), only in their \(one) forms (the two forms swapped: those counts show the wrong form)",
                            location: string.location.description, appleKey: string.key))
                        break search
                    }
                }
            }
        }
        return findings
    }

    /// A word of `words` that ``fewestPluralWitnesses`` other plurals at least write in the
    /// `category` form and none in the `not` form, where no word of `words` is written in the
    /// `not` form elsewhere (`uses` counts this plural's own use: one), with its count.
    /// (Fewer say little: Serbian "Извоз листе" for one list and "листе" in other forms of
    /// other plurals, a case ending two categories share; Lithuanian "prieš %d minutes".)
    static func writtenOnlyIn(_ category: String, not: String, _ words: Set<String>, _ uses: [String: [String: Int]]) -> (word: String, plurals: Int)? {
        guard !words.isEmpty, words.allSatisfy({ (uses[$0]?[not] ?? 0) <= 1 }) else { return nil }
        return words.sorted().lazy.map { ($0, uses[$0]?[category] ?? 0) }.first { $0.1 >= Self.fewestPluralWitnesses }
    }
}
