import Foundation

/// Two numbered arguments run together in the reverse order where the source parts them by a
/// word: Home Assistant's Greek "Πατήστε τη γωνία %2$@ %1$@ φορές" for "Tap the %1$@ corner
/// %2$@ times", the count now named as the corner and the corner standing before "times". A
/// translation may order its arguments as its language wants, but two values the source keeps
/// apart are not read as one phrase the other way round: a finding where five other
/// translations at least hold both arguments and none writes them so, and the language orders
/// no other such pair of its source's the other way round (Georgian "%2$d %1$d-დან" for "%1$d
/// of %2$d", Pashto "د %2$d %1$d مخ" for "Page %1$d of %2$d": their phrases run so).
extension CatalogChecker {
    /// The fewest other translations holding both arguments for a reversed pair to tell.
    static let fewestRunTogetherVoters = 5

    /// One `placeholderMismatch` per translation running two of its source's arguments together
    /// reversed (see the extension's comment).
    func argumentsRunTogetherReversed(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The source's neighbouring arguments with a word between them, per key.
        var partedByKey: [String: Set<[Int]>] = [:]
        for (key, original) in source where original.formatted {
            guard case let .text(sourceText) = original.value, sourceText.utf8.contains(UInt8(ascii: "$")) else { continue }
            let arguments = Self.numberedArguments(sourceText)
            let parted = Set(zip(arguments, arguments.dropFirst()).compactMap { one, next -> [Int]? in
                one.position != next.position && sourceText[one.end..<next.start].contains(where: \.isLetter) ? [one.position, next.position] : nil
            })
            if !parted.isEmpty { partedByKey[key] = parted }
        }
        guard !partedByKey.isEmpty else { return [] }
        // Per language, the keys where it writes such a pair the other way round, together or
        // not: a language ordering its phrases otherwise ("%2$d %1$d-დან", Georgian's "%1$d of
        // %2$d") does so in more than one.
        var reordering: [String: Set<String>] = [:]
        for (language, translated) in strings where language != catalog.sourceLanguage {
            for (key, parted) in partedByKey {
                guard case let .text(text)? = translated[key]?.value else { continue }
                let order = Self.numberedArguments(text).map(\.position)
                let reversed = parted.contains { pair in
                    guard let first = order.firstIndex(of: pair[0]), let second = order.firstIndex(of: pair[1]) else { return false }
                    return second < first
                }
                if reversed { reordering[language, default: []].insert(key) }
            }
        }
        return consensusFindings(catalog, strings) { key, _, _, translated in
            guard let parted = partedByKey[key] else { return [] }
            let translations = translated().map { translation in
                let arguments = Self.numberedArguments(translation.text)
                return (translation: translation, positions: Set(arguments.map(\.position)), reversed: Self.reversedRuns(arguments, in: translation.text, of: parted))
            }
            return translations.compactMap { translation, _, reversed in
                // (No other key reordered: this one at most.)
                let reorderedKeys = reordering[translation.language] ?? []
                guard let pair = reversed.first, reorderedKeys.count <= 1, reorderedKeys.isSubset(of: [key]) else { return nil }
                let positions = Set(pair)
                let holding = translations.filter { $0.translation.language != translation.language && positions.isSubset(of: $0.positions) }
                guard holding.count >= Self.fewestRunTogetherVoters, !holding.contains(where: { $0.reversed.contains(pair) }) else { return nil }
                return (translation, "arguments \(pair[0]) and \(pair[1]) run together as \"%\(pair[1])$ %\(pair[0])$\", reversed, where the source parts them "
                    + "by a word and none of the \(holding.count) other translations holding both writes them so: one value stands in the other's place")
            }
        }
    }

    /// A text's numbered arguments (`%1$s`, `%2$@`: ``Placeholder/all(in:)``, explicit) in
    /// order, with where each starts and ends.
    static func numberedArguments(_ text: String) -> [(position: Int, start: String.Index, end: String.Index)] {
        var found: [(position: Int, start: String.Index, end: String.Index)] = []
        var from = text.startIndex
        for placeholder in Placeholder.all(in: text) {
            guard let range = text.range(of: placeholder.spelling, range: from..<text.endIndex) else { break }
            from = range.upperBound
            if placeholder.explicit { found.append((placeholder.position, range.lowerBound, range.upperBound)) }
        }
        return found
    }

    /// The pairs of `parted` (source order) a text writes next to each other reversed, with
    /// nothing but spaces between.
    /// Not where the second carries an ending ("%1$d-დან", Georgian's "from"): the language's
    /// own phrase.
    static func reversedRuns(_ arguments: [(position: Int, start: String.Index, end: String.Index)], in text: String, of parted: Set<[Int]>) -> [[Int]] {
        zip(arguments, arguments.dropFirst()).compactMap { one, next in
            let ending = text[next.end...].first.map { $0 == "-" || $0.isLetter } ?? false
            return parted.contains([next.position, one.position]) && text[one.end..<next.start].allSatisfy(\.isWhitespace) && !ending
                ? [next.position, one.position] : nil
        }
    }
}
