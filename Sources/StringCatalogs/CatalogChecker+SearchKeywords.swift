/// Search keywords written as phrases: ownCloud's `keyword_*` strings are the words its search
/// field recognizes ("type:pdf", "smaller", "recent" in each language), matched against the
/// query split at white space. Italian "più piccolo" for "smaller" is two words, so no query
/// can match it, and the filter does not exist in Italian.
extension CatalogChecker {
    /// Whether a key names a keyword the app matches typed words against (`keyword_recent`,
    /// `searchKeywordOwner`), not the word alone (`Keywords`, a label).
    static func namesAKeyword(_ key: String) -> Bool {
        guard key.utf8.count > 8, key.lowercased().containsUTF8("keyword") else { return false }
        let parts = RenamedKey.words(key)
        return parts.count >= 2 && parts.contains("keyword")
    }

    /// One `placeholderMismatch` finding per translation of a one-word keyword that holds white
    /// space.
    func keywordsWrittenAsPhrases(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let keywords = source.filter { key, string in
            guard Self.namesAKeyword(key), case let .text(text) = string.value else { return false }
            return !text.isEmpty && !text.contains(where: \.isWhitespace) && text.contains(where: \.isLetter)
        }
        guard !keywords.isEmpty else { return [] }
        var findings: [CatalogFinding] = []
        for (language, translated) in strings where language != catalog.sourceLanguage {
            for (key, original) in keywords {
                guard let string = translated[key], case let .text(text) = string.value,
                      text.trimmingScalars(in: .whitespaces).contains(where: \.isWhitespace) else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                    detail: "\"\(text)\" is a phrase where the source's keyword \"\(original.value.displayText)\" is one word: "
                        + "the app matches it against one typed word, so no search finds it",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
}
