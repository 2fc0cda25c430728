/// A sibling's text told by the language's own series: ownCloud's German "Before last week"
/// reading "Seit letzter Woche", the text of "Since last week", where German writes "Before
/// last month" as "Vor letztem Monat" and "Since last month" as "Seit letztem Monat". Two
/// keys whose sources differ in one word ("before", "since") read alike in a language; two
/// other keys whose sources differ in the same word at the same place ("… last month") read
/// apart in it by one word each ("Vor", "Seit"): the shared text holding one side's word and
/// not the other's was pasted into the other side's key. One language is witness enough,
/// where too few translate the keys to out-vote it (``textsPastedFromAnotherKey(_:_:)``).
extension CatalogChecker {
    /// The most words of a source text compared as a series member.
    static let mostSeriesWords = 8
    /// The most words a series slot may take (more are a list, "Item 1 label"…, paired no further).
    static let mostSeriesMembers = 12

    /// One `placeholderMismatch` per key holding its sibling's text where the language's own
    /// series tells the two apart (see the extension's comment).
    func siblingsToldBySeries(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The source texts of two to eight words, by their words with one left out: "* last week" → [(key, "before"), (key, "since")].
        var sourceWords: [String: [String]] = [:]
        var slots: [String: [(key: String, word: String)]] = [:]
        for (key, string) in source where string.translatable {
            guard case let .text(text) = string.value else { continue }
            // (A placeholder is a word of the series: "%lu weeks", "%lu months".)
            let words = Self.lowercasedWords(text.containsByte(UInt8(ascii: "%")) ? CatalogNoise.prose(text, placeholder: UInt8(ascii: "x")) : text)
            guard (2...Self.mostSeriesWords).contains(words.count) else { continue }
            sourceWords[key] = words
            for index in words.indices { slots[Self.seriesPattern(words, leaving: index), default: []].append((key, words[index])) }
        }
        // Per pair of words, the patterns holding both: where a language's series tells them apart.
        var patternsByPair: [[String]: [String]] = [:]
        for (pattern, members) in slots where members.count >= 2 && members.count <= 4 * Self.mostSeriesMembers {
            let byWord = Dictionary(grouping: members, by: \.word)
            guard byWord.count >= 2, byWord.count <= Self.mostSeriesMembers else { continue }
            for one in byWord.keys { for other in byWord.keys where one < other { patternsByPair[[one, other], default: []].append(pattern) } }
        }
        guard !patternsByPair.isEmpty else { return [] }
        // The source keys holding each word of such a pair (read when asked).
        var keysByWord: [String: [String]]?
        var findings: [CatalogFinding] = []
        for language in strings.keys.sorted() where !Self.areClose(language, catalog.sourceLanguage) {
            let translated = strings[language]!
            let translation = { (key: String) -> String? in
                guard let string = translated[key], string.value != source[key]?.value, case let .text(text) = string.value else { return nil }
                return text
            }
            for (shared, keys) in sharedTexts(of: language, catalog, strings) where keys.count == 2 {
                let (one, other) = (keys[0], keys[1])
                guard let oneWords = sourceWords[one], let otherWords = sourceWords[other] else { continue }
                guard oneWords.count == otherWords.count,
                      let index = oneWords.indices.first(where: { oneWords[$0] != otherWords[$0] }),
                      oneWords.indices.filter({ oneWords[$0] != otherWords[$0] }).count == 1 else { continue }
                let (oneWord, otherWord) = (oneWords[index], otherWords[index])
                // (Forms of one word, "caption" and "captions", "sync" and "syncing", may merge by right.)
                guard !oneWord.hasPrefix(otherWord), !otherWord.hasPrefix(oneWord) else { continue }
                let pair = [min(oneWord, otherWord), max(oneWord, otherWord)]
                let ownPattern = Self.seriesPattern(oneWords, leaving: index)
                let sharedWords = Set(Self.lowercasedWords(shared))
                // Another pattern whose two members this language writes one word apart.
                for pattern in (patternsByPair[pair] ?? []).sorted() where pattern != ownPattern {
                    let members = slots[pattern]!.sorted { ($0.word, $0.key) < ($1.word, $1.key) }
                    guard let oneSibling = members.first(where: { $0.word == oneWord })?.key, let otherSibling = members.first(where: { $0.word == otherWord })?.key,
                          let oneText = translation(oneSibling), let otherText = translation(otherSibling), oneText != otherText else { continue }
                    let (oneSet, otherSet) = (Set(Self.lowercasedWords(oneText)), Set(Self.lowercasedWords(otherText)))
                    let (oneOwn, otherOwn) = (oneSet.subtracting(otherSet), otherSet.subtracting(oneSet))
                    guard oneOwn.count == 1, otherOwn.count == 1, let oneMark = oneOwn.first, let otherMark = otherOwn.first else { continue }
                    let wrong: (key: String, right: String, mark: String, word: String, sibling: String)
                    if sharedWords.contains(otherMark), !sharedWords.contains(oneMark) {
                        wrong = (one, other, otherMark, otherWord, otherSibling)
                    } else if sharedWords.contains(oneMark), !sharedWords.contains(otherMark) {
                        wrong = (other, one, oneMark, oneWord, oneSibling)
                    } else { continue }
                    // The mark is the other word's alone: the language writes it in no translation of
                    // another source holding this key's word (Bulgarian "описание" for both "caption"
                    // and "description", Turkish "senaryo" for both "scene" and "script").
                    // (Sources holding both words left out: "…since uploading… before…".)
                    let (ownWord, theirWord) = wrong.key == one ? (oneWord, otherWord) : (otherWord, oneWord)
                    if keysByWord == nil { keysByWord = Self.keysBySourceWord(source, most: 60, only: Set(patternsByPair.keys.flatMap { $0 })) }
                    let involved: Set<String> = [one, other, oneSibling, otherSibling]
                    guard !(keysByWord![ownWord] ?? []).contains(where: { key in
                        guard !involved.contains(key), let string = translated[key], string.value != source[key]?.value,
                              !(source[key]?.value.texts.contains { Self.lowercasedWords($0).contains(theirWord) } ?? true) else { return false }
                        return string.value.texts.contains { Self.lowercasedWords($0).contains(wrong.mark) }
                    }) else { continue }
                    guard let string = translated[wrong.key], case let .text(original) = source[wrong.key]?.value,
                          case let .text(rightSource) = source[wrong.right]?.value, case let .text(siblingSource) = source[wrong.sibling]?.value else { continue }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: wrong.key, language: language, platform: catalog.platform,
                        detail: "\"\(shared)\" is also \(wrong.right)'s text here, where the source has \"\(original)\" and \"\(rightSource)\": "
                            + "\(language) writes \"\(wrong.word)\" as \"\(wrong.mark)\" (\"\(siblingSource)\": \"\(wrong.mark == oneMark ? oneText : otherText)\"), "
                            + "and this text has it (the other key's text pasted into this one)",
                        location: string.location.description, appleKey: string.key))
                    break
                }
            }
        }
        return findings
    }
}

extension CatalogChecker {
    /// A source's words with the one at `index` left out, and where: "* last week" of "before
    /// last week" (one key per series slot).
    static func seriesPattern(_ words: [String], leaving index: Int) -> String {
        var pattern = words
        pattern[index] = "*"
        return pattern.joined(separator: " ") + "#\(index)"
    }
}
