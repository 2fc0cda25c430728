import Foundation

/// An opposite's text in a key: Home Assistant's French `common::state::locked`
/// "Déverrouillé", the translation of `common::state::unlocked`, so a locked door reads as
/// unlocked; Wikipedia's Hausa "Non-minor edits" written as "minor edits". Two keys whose
/// source texts are opposites by an English negating prefix ("locked", "unlocked";
/// "registered", "unregistered") read alike in one language alone, where five others at least
/// tell them apart.
extension CatalogChecker {
    /// The fewest other languages that must tell two opposite keys apart.
    static let oppositeVoters = 5

    /// The negating prefixes of English words ("locked", "unlocked"; "connected", "disconnected").
    static let negatingPrefixes = ["un", "in", "im", "il", "ir", "dis", "de", "non", "non-", "not "]

    /// Whether one source text is the other with a negating prefix.
    static func areOpposites(_ one: String, _ other: String) -> Bool {
        let (shorter, longer) = one.count < other.count ? (one, other) : (other, one)
        guard shorter.count >= 3, longer.hasSuffix(shorter) else { return false }
        return negatingPrefixes.contains(String(longer.dropLast(shorter.count)))
    }

    /// One `placeholderMismatch` per language and pair of opposite keys that read alike there
    /// alone, at the key whose text the value is not (``pastedInto(_:value:source:translated:)``).
    func oppositesAlike(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // Each translatable text's keys, then the pairs whose texts are opposites.
        var keysByText: [String: [String]] = [:]
        for (key, string) in source where string.translatable {
            guard case .text = string.value else { continue }
            let text = Self.seriesText(string.value)
            if !text.isEmpty, text.count <= 200 { keysByText[text, default: []].append(key) }
        }
        var pairs: [[String]] = []
        for (text, keys) in keysByText {
            for prefix in Self.negatingPrefixes {
                guard let opposites = keysByText[prefix + text] else { continue }
                for key in keys { for opposite in opposites { pairs.append([key, opposite].sorted()) } }
            }
        }
        guard !pairs.isEmpty else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        var findings: [CatalogFinding] = [], reported: Set<[String]> = []
        for pair in pairs.sorted(by: { $0.joined(separator: " ") < $1.joined(separator: " ") }) {
            let sourceTexts = pair.map { Self.seriesText(source[$0]!.value) }
            var merging: [String] = [], apart = 0
            for language in languages {
                guard let one = strings[language]?[pair[0]]?.value, let other = strings[language]?[pair[1]]?.value else { continue }
                let (text, otherText) = (Self.seriesText(one), Self.seriesText(other))
                guard !text.isEmpty, !otherText.isEmpty, text != sourceTexts[0], otherText != sourceTexts[1] else { continue }
                if text == otherText { merging.append(language) } else { apart += 1 }
            }
            guard merging.count == 1, apart >= Self.oppositeVoters else { continue }
            let language = merging[0], translated = strings[language]!
            let (wrong, right) = Self.pastedInto(pair, value: Self.seriesText(translated[pair[0]]!.value), source: source, translated: translated)
            // One finding per key (Wikipedia's "Minor edits" under two keys, each beside "Non-minor edits").
            guard reported.insert([language, wrong]).inserted else { continue }
            let string = translated[wrong]!, other = translated[right]!
            findings.append(CatalogFinding(
                kind: .placeholderMismatch, key: wrong, language: language, platform: catalog.platform,
                detail: "\"\(string.value.displayText)\" is also \(right)'s text here (\(other.location)), where the source has \"\(source[wrong]!.value.displayText)\" "
                    + "and \"\(source[right]!.value.displayText)\", opposites: the \(apart) other languages translating both tell them apart (the text says the opposite)",
                location: string.location.description, appleKey: string.key))
        }
        return findings
    }

    /// Which of two opposite keys holds the other's text, as (wrong, right): the value's words
    /// stand more often in the language's translations of the sources with one side's own word
    /// ("unblock", "non") than in those with the other's ("block"); the value means that side,
    /// so it is wrong at the other (Mastodon's Italian "Sblocca %s" for "Unblock %s", "Blocca"
    /// for "Block…"). Without such translations, the key with the shorter source.
    static func pastedInto(_ pair: [String], value: String, source: [String: CatalogString], translated: [String: CatalogString]) -> (String, String) {
        let words = pair.map { Set(lowercasedWords(seriesText(source[$0]!.value))) }
        let own = [words[0].subtracting(words[1]), words[1].subtracting(words[0])]
        let valueWords = Set(lowercasedWords(value))
        // Per side: translations of sources with that side's own words, and how many share a word with the value.
        var documents = [0, 0], hits = [0, 0]
        for (key, string) in source where !pair.contains(key) {
            guard case let .text(text) = string.value, let translation = translated[key]?.value, translation != string.value else { continue }
            let sourceWords = Set(lowercasedWords(text))
            // A side whose words the other's include ("minor edits" in "non-minor edits") is told by all of them.
            let sides = (0..<2).filter { side in
                own[1 - side].isDisjoint(with: sourceWords) && (own[side].isEmpty ? words[side].isSubset(of: sourceWords) : !own[side].isDisjoint(with: sourceWords))
            }
            guard sides.count == 1 else { continue }
            documents[sides[0]] += 1
            if !valueWords.isDisjoint(with: translation.texts.flatMap(lowercasedWords)) { hits[sides[0]] += 1 }
        }
        let rates = (0..<2).map { documents[$0] == 0 ? 0 : Double(hits[$0]) / Double(documents[$0]) }
        if rates[0] != rates[1] { return rates[0] > rates[1] ? (pair[1], pair[0]) : (pair[0], pair[1]) }
        return words[0].count <= words[1].count && seriesText(source[pair[0]]!.value).count <= seriesText(source[pair[1]]!.value).count
            ? (pair[0], pair[1]) : (pair[1], pair[0])
    }
}
