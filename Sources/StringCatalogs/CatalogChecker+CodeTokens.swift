import Foundation

/// Code quoted in prose: Mastodon's "The rel="me" attribute prevents impersonation…", an
/// attribute users must type as written. Most translations keep it; German "rel="mich""
/// translated the value, and users who follow it get no verification.
extension CatalogChecker {
    /// `name="value"`, not inside a word or right after `<`.
    private static let quotedAttributePattern = try? NSRegularExpression(pattern: #"(?<![<\w])([a-z][a-z-]{0,20})="([^"<>]{1,40})""#)

    /// The `name="value"` tokens of a text outside tags (an attribute quoted in a sentence).
    static func quotedAttributes(_ text: String) -> [String] {
        guard text.containsUTF8("=\""), let pattern = quotedAttributePattern else { return [] }
        // Tags left out: their attributes are markup, compared elsewhere.
        let outsideTags = text.replacingOccurrences(of: #"<[^<>]*>"#, with: " ", options: .regularExpression)
        let range = NSRange(outsideTags.startIndex..., in: outsideTags)
        return pattern.matches(in: outsideTags, range: range).prefix(Self.compared).compactMap { Range($0.range, in: outsideTags).map { String(outsideTags[$0]) } }
    }

    /// One `placeholderMismatch` per translation that writes a quoted attribute of its source
    /// with another value, where three in four translations (four at least) keep it.
    func changedCodeTokens(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, _, sourceText, translated in
            let tokens = Self.quotedAttributes(sourceText)
            guard !tokens.isEmpty else { return [] }
            let translations = translated().map { (translation: $0, tokens: Self.quotedAttributes($0.text)) }
            guard translations.count >= 4 else { return [] }
            let kept = tokens.filter { token in translations.count { $0.tokens.contains(token) } * 4 >= translations.count * 3 }
            return translations.compactMap { translation in
                // The same attribute name with another value.
                guard let token = kept.first(where: { !translation.tokens.contains($0) }),
                      let name = token.split(separator: "=").first,
                      let other = translation.tokens.first(where: { $0.hasPrefix(name + "=") }) else { return nil }
                let keeping = translations.count { $0.tokens.contains(token) }
                return (translation.translation, "\(other) where the source quotes \(token), code users type as written; \(keeping) of the \(translations.count) translations keep it")
            }
        }
    }
}
