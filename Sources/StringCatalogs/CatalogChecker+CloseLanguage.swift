/// A close language's translation pasted, told by its letters: Nextcloud's Slovak "Sdílení
/// není možné vytvořit…", Czech's text of the key, where Slovak writes "ř" in none of its
/// other texts. Close languages (Czech and Slovak, Galician and Portuguese…) share words and
/// may share a text by right, so ``textsInAnotherLanguage(_:_:)`` leaves them alone; a letter
/// tells where words cannot: the text is the close language's translation of the key, and
/// holds a letter (not ASCII) this language writes in none of its other texts (two hundred
/// at least) and the close one writes in twenty or more.
extension CatalogChecker {
    /// The fewest texts a language must have for a letter it never writes to tell.
    static let fewestTextsForLetters = 200

    /// One `untranslated` per text holding a close language's translation of its key and a
    /// letter foreign to its own language (see the extension's comment).
    func textsInACloseLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // Per language: how many of its texts hold each letter beyond ASCII (read when asked).
        var letterCounts: [String: (counts: [Unicode.Scalar: Int], texts: Int)] = [:]
        func letters(_ language: String) -> (counts: [Unicode.Scalar: Int], texts: Int) {
            if let known = letterCounts[language] { return known }
            var counts: [Unicode.Scalar: Int] = [:], texts = 0
            for string in strings[language]!.values {
                for text in string.value.texts {
                    texts += 1
                    for scalar in Set(text.lowercased().unicodeScalars) where scalar.value > 0x7F && scalar.isAlphabeticQuickly { counts[scalar, default: 0] += 1 }
                }
            }
            letterCounts[language] = (counts, texts)
            return (counts, texts)
        }
        var findings: [CatalogFinding] = []
        for language in languages {
            let close = languages.filter { $0 != language && LanguageFallback.base($0) != LanguageFallback.base(language) && Self.areClose($0, language) }
            guard !close.isEmpty, let translated = strings[language] else { continue }
            for (key, string) in translated.sorted(by: { $0.key < $1.key }) {
                guard case let .text(text) = string.value, let original = source[key], original.translatable, original.value != string.value,
                      text.unicodeScalars.contains(where: { $0.value > 0x7F }),
                      let other = close.first(where: { strings[$0]?[key]?.value == string.value }) else { continue }
                let (own, theirs) = (letters(language), letters(other))
                guard own.texts >= Self.fewestTextsForLetters else { continue }
                let foreign = Set(text.lowercased().unicodeScalars).filter { scalar in
                    scalar.value > 0x7F && scalar.isAlphabeticQuickly && own.counts[scalar, default: 0] <= 1 && theirs.counts[scalar, default: 0] >= 20
                }.sorted { $0.value < $1.value }
                guard !foreign.isEmpty else { continue }
                let shown = foreign.map { "\"\(Character($0))\"" }.joined(separator: ", ")
                findings.append(CatalogFinding(
                    kind: .untranslated, key: key, language: language, platform: catalog.platform,
                    detail: "written in \(other), not \(language): \"\(text)\" is \(other)'s translation of this key, and holds \(shown), "
                        + "a letter \(language) writes in none of its other \(own.texts - 1) texts and \(other) in \(theirs.counts[foreign[0]]!)",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
}
