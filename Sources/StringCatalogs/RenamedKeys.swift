/// A key renamed in one place only: a language still holds its translation under a name the
/// source no longer has, while the source's new name has no translation there. The user sees
/// the source language although a translation exists, so the stale key is a finding, not the
/// usual cleanup hint.
extension CatalogChecker {
    /// `findings` with each `extraKey` hint that names a renamed key raised to a finding.
    /// `strings`: each platform's catalog keyed canonically (language → key → string).
    static func renamedKeysAsFindings(_ findings: [CatalogFinding], strings: [Platform: [String: [String: CatalogString]]],
                                      sourceLanguages: [Platform: String]) -> [CatalogFinding] {
        findings.map { finding in
            guard finding.kind == .extraKey, let language = finding.language, let platform = finding.platform,
                  let translated = strings[platform]?[language], let stale = translated[finding.key],
                  let source = sourceLanguages[platform].flatMap({ strings[platform]?[$0] }),
                  let sourceLanguage = sourceLanguages[platform],
                  let renamed = RenamedKey.newName(of: finding.key, value: stale.value, source: source, translated: translated,
                                                   languages: (strings[platform] ?? [:]).filter { $0.key != sourceLanguage }.map(\.value))
            else { return finding }
            return CatalogFinding(kind: .extraKey, key: finding.key, language: language, platform: platform,
                                  detail: "not in the source language, whose \"\(renamed)\" has no translation here: "
                                      + "renamed in the source only? (users see the source's text)",
                                  location: finding.location, severity: .finding)
        }
    }
}

/// How a stale key is matched with the source key that replaced it.
enum RenamedKey {
    /// The one source key, missing from `translated`, whose name is close to `key` and whose
    /// placeholders `value` has, that most languages translate while fewer hold `key`: the
    /// key's new name, which this language missed. `nil` when none or several qualify. A key
    /// renamed in the source that few languages have caught up with is the translation
    /// platform's next sync, not reported here. `languages`: every language's strings.
    static func newName(of key: String, value: CatalogValue, source: [String: CatalogString], translated: [String: CatalogString],
                        languages: [[String: CatalogString]]) -> String? {
        let words = Self.words(key)
        guard !words.isEmpty else { return nil }
        var found: String?
        for (candidate, original) in source where original.translatable && translated[candidate] == nil {
            guard original.value.isPlural == value.isPlural, isClose(key, words, candidate, Self.words(candidate)),
                  PlaceholderMismatch.between(expected: CatalogChecker.placeholders(original.value), actual: CatalogChecker.placeholders(value)) == nil
            else { continue }
            let holding = languages.filter { $0[candidate] != nil }.count, stale = languages.filter { $0[key] != nil }.count
            guard holding * 2 >= languages.count, stale < holding else { continue }
            guard found == nil else { return nil }
            found = candidate
        }
        return found
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

    /// Two names of one string: a word added or dropped (`compose_hint` → `compose_hint_text`,
    /// `create_new_encrypted_folder` → `create_encrypted_folder`), or a letter or two changed
    /// (`tabs_notification` → `tabs_notifications`). A word replaced by another
    /// (`create_new_folder`, `create_encrypted_folder`) names another string.
    static func isClose(_ a: String, _ wordsA: [String], _ b: String, _ wordsB: [String]) -> Bool {
        if min(wordsA.count, wordsB.count) >= 2, abs(wordsA.count - wordsB.count) == 1 {
            let (longer, shorter) = wordsA.count > wordsB.count ? (wordsA, wordsB) : (wordsB, wordsA)
            if longer.indices.contains(where: { dropped in longer.enumerated().filter { $0.offset != dropped }.map(\.element) == shorter }) { return true }
        }
        let (x, y) = (a.lowercased(), b.lowercased())
        return x != y && min(x.count, y.count) >= 8 && editDistance(x, y) <= 2
    }

    /// Levenshtein distance by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
