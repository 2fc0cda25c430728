/// A key renamed in one place only: a language still holds its translation under a name the
/// source no longer has, while the source's new name has no translation there. The user sees
/// the source language although a translation exists, so the stale key is a finding, not the
/// usual cleanup hint.
extension CatalogChecker {
    /// `findings` with each `extraKey` hint that names a renamed key raised to a finding.
    /// `strings`: each platform's catalog keyed canonically (language → key → string).
    static func renamedKeysAsFindings(_ findings: [CatalogFinding], strings: [Platform: [String: [String: CatalogString]]],
                                      sourceLanguages: [Platform: String]) -> [CatalogFinding] {
        // The extra keys' positions by platform and language.
        var extras: [Platform: [String: [Int]]] = [:]
        for (index, finding) in findings.enumerated() where finding.kind == .extraKey {
            guard let platform = finding.platform, let language = finding.language else { continue }
            extras[platform, default: [:]][language, default: []].append(index)
        }
        var result = findings
        for (platform, byLanguage) in extras {
            guard let catalog = strings[platform], let sourceLanguage = sourceLanguages[platform], let source = catalog[sourceLanguage] else { continue }
            let languages = catalog.filter { $0.key != sourceLanguage }.map(\.value)
            for (language, indices) in byLanguage {
                guard let translated = catalog[language] else { continue }
                let index = RenamedKey.Index(source: source, translated: translated)
                for position in indices {
                    let finding = findings[position]
                    guard let stale = translated[finding.key],
                          let renamed = RenamedKey.newName(of: finding.key, value: stale.value, index: index, languages: languages)
                    else { continue }
                    result[position] = finding.with(detail: "not in the source language; its translation under another name? The source's \"\(source[renamed]?.key ?? renamed)\", "
                                                       + "which most languages translate, has none here (users see the source's text)",
                                                    severity: .finding)
                }
            }
        }
        return result
    }
}

/// How a stale key is matched with the source key that replaced it.
enum RenamedKey {
    /// A source key with no translation in the language, and the words of its name.
    struct Candidate {
        let key: String, original: CatalogString, words: [String]
    }

    /// The translatable source keys a language lacks (the possible new names), indexed by
    /// name so that each stale key finds its close names in a few lookups, not by comparing
    /// it with every candidate (a crafted catalog with 50,000 of each stays linear).
    struct Index {
        let candidates: [Candidate]
        /// By the words of the name; with one word dropped; with one word replaced by a wildcard.
        private var byWords: [String: [Int]] = [:], byDropped: [String: [Int]] = [:], byReplaced: [String: [Int]] = [:]

        init(source: [String: CatalogString], translated: [String: CatalogString]) {
            candidates = source.compactMap { key, original in
                original.translatable && translated[key] == nil ? Candidate(key: key, original: original, words: RenamedKey.words(key)) : nil
            }
            for (index, candidate) in candidates.enumerated() where RenamedKey.isIndexable(candidate.words) {
                byWords[RenamedKey.joined(candidate.words), default: []].append(index)
                for position in candidate.words.indices {
                    byDropped[RenamedKey.joined(candidate.words, dropping: position), default: []].append(index)
                    byReplaced[RenamedKey.joined(candidate.words, replacing: position), default: []].append(index)
                }
            }
        }

        /// The candidates named like `key`: the same words spelled otherwise, a word added or
        /// dropped (`compose_hint` → `compose_hint_text`), or one word changed by a letter or two
        /// (`tabs_notification` → `tabs_notifications`). A word replaced by another
        /// (`create_new_folder`, `create_encrypted_folder`) names another string.
        func close(to key: String) -> [Candidate] {
            let words = RenamedKey.words(key)
            guard RenamedKey.isIndexable(words) else { return [] }
            // A word added or dropped leaves two words at least in common.
            var found = Set(byWords[RenamedKey.joined(words)] ?? [])
            if words.count >= 2 { found.formUnion(byDropped[RenamedKey.joined(words)] ?? []) }
            for position in words.indices {
                if words.count >= 3 { found.formUnion(byWords[RenamedKey.joined(words, dropping: position)] ?? []) }
                for index in byReplaced[RenamedKey.joined(words, replacing: position)] ?? [] where RenamedKey.isRespelling(words[position], of: candidates[index].words[position]) {
                    found.insert(index)
                }
            }
            return found.sorted().map { candidates[$0] }.filter { $0.key != key }
        }
    }

    /// The one candidate named like `key` whose placeholders `value` has, that most languages
    /// translate while fewer hold `key`: the key's new name, which this language missed. `nil`
    /// when none or several qualify. A key renamed in the source that few languages have caught
    /// up with is the translation platform's next sync, not reported here. `languages`: every
    /// translation's strings.
    static func newName(of key: String, value: CatalogValue, index: Index, languages: [[String: CatalogString]]) -> String? {
        let qualifying = index.close(to: key).filter { candidate in
            guard candidate.original.value.isPlural == value.isPlural,
                  PlaceholderMismatch.between(expected: CatalogChecker.placeholders(candidate.original.value),
                                              actual: CatalogChecker.placeholders(value)) == nil else { return false }
            let holding = languages.filter { $0[candidate.key] != nil }.count, stale = languages.filter { $0[key] != nil }.count
            return holding * 2 >= languages.count && stale < holding
        }
        return qualifying.count == 1 ? qualifying[0].key : nil
    }

    /// The words of a key: `snake_case`, `dotted.names`, `kebab-case` and `camelCase` split, lowercased.
    static func words(_ key: String) -> [String] {
        var words: [String] = [], current = ""
        for character in key {
            if character == "_" || character == "." || character == "-" || character == "/" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.isUppercase, let last = current.last, last.isLowercase {
                    words.append(current)
                    current = ""
                }
                current += character.lowercased()
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Names a team writes: a few words, none of them huge.
    static func isIndexable(_ words: [String]) -> Bool {
        !words.isEmpty && words.count <= 32 && words.allSatisfy { $0.utf8.count <= 64 }
    }

    /// The words as one lookup string; one word left out, or replaced by a wildcard.
    static func joined(_ words: [String], dropping dropped: Int? = nil, replacing replaced: Int? = nil) -> String {
        words.indices.compactMap { $0 == dropped ? nil : $0 == replaced ? "\u{0}" : words[$0] }.joined(separator: "\u{1F}")
    }

    /// `word` is `other` with a letter or two changed (`notification` → `notifications`,
    /// `colour` → `color`, two letters swapped: `find_nxet` for `find_next`): no digits
    /// (`item_5`, `item_6` are two strings), four letters at least.
    static func isRespelling(_ word: String, of other: String) -> Bool {
        guard word != other, min(word.count, other.count) >= 4, !(word + other).contains(where: \.isNumber) else { return false }
        let allowed = min(word.count, other.count) >= 8 ? 2 : 1
        return EditDistance.between(Array(word), Array(other), atMost: allowed, transpositions: true) <= allowed
    }
}
