/// A count "%1$s of %2$s" whose index and total traded places, told by the word the language
/// writes before a total: Nextcloud's French "%2$s utilisés sur %1$s" for "%1$s of %2$s used"
/// ("10 GB used of 1 GB"), where its French writes "Exportation %1$d sur %2$d" for "Exporting
/// %1$d of %2$d": "sur" stands before the total. Here it stands before the index, and no word
/// stands before the total. The language's other counts (one at least) put that word before
/// their total and none before their index; a translation that keeps the source's "%1$d/%2$d"
/// is no witness either way (Brazilian "pontuação de %1$d/%2$d", "a score of").
extension CatalogChecker {
    /// One `placeholderMismatch` per translation of a count whose index follows the word the
    /// language writes before a total (see the extension's comment).
    func totalsWordOnTheIndex(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard strings[catalog.sourceLanguage] != nil else { return [] }
        // The source texts counting "index of total", and their positions.
        let counts: [(key: String, original: CatalogString, sourceText: String, index: Int, total: Int, positions: Set<Int>)] =
            sortedSource(catalog, strings).compactMap { key, original in
                guard original.translatable, original.formatted, case let .text(text) = original.value,
                      let (index, total) = Self.indexAndTotal(text) else { return nil }
                return (key, original, text, index, total, Set(Placeholder.all(in: text).map(\.position)))
            }
        guard counts.count >= 2 else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.filter({ !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            let translated = strings[language]!
            // Each count's translation with the same arguments, and the word before each of them.
            let read: [(count: Int, string: CatalogString, text: String, words: [Int: String])] = counts.indices.compactMap { number in
                let count = counts[number]
                guard let string = translated[count.key], string.value != count.original.value, case let .text(text) = string.value,
                      Set(Placeholder.all(in: text).map(\.position)) == count.positions,
                      Self.indexAndTotal(text).map({ $0 == (count.index, count.total) }) != true else { return nil }
                return (number, string, text, Self.wordsBeforeArguments(text))
            }
            // How many counts put each word before their total, and before their index (the first witness kept).
            var beforeTotal: [String: (count: Int, first: Int)] = [:], beforeIndex: [String: Int] = [:]
            for (number, entry) in read.enumerated() {
                if let word = entry.words[counts[entry.count].total] { beforeTotal[word] = (beforeTotal[word].map { $0.count + 1 } ?? 1, beforeTotal[word]?.first ?? number) }
                if let word = entry.words[counts[entry.count].index] { beforeIndex[word, default: 0] += 1 }
            }
            for entry in read {
                let count = counts[entry.count]
                // (This count's own word before its index taken off; it has none before its total.)
                guard let word = entry.words[count.index], entry.words[count.total] == nil, let (beforeTotals, first) = beforeTotal[word],
                      beforeIndex[word]! == 1 else { continue }
                let witness = read[first]
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: count.key, language: language, platform: catalog.platform,
                    detail: "\"\(word)\" stands before argument \(count.index), the index, where \(language) writes it before the total in \(beforeTotals) other "
                        + "count\(beforeTotals == 1 ? "" : "s") (\"\(witness.text)\" for \"\(counts[witness.count].sourceText)\"): the index and the total traded places "
                        + "(\"\(count.total) of \(count.index)\") (source \"\(count.sourceText)\", here \"\(entry.text)\")",
                    location: entry.string.location.description, appleKey: entry.string.key))
            }
        }
        return findings
    }
}
