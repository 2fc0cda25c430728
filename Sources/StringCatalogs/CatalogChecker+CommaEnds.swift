/// A translation ending in a comma where its source ends a sentence: Mastodon's Japanese
/// privacy subtitle "…もし %s のポリシーに同意できない場合は、" (if you cannot agree to %s's
/// policy,), its "you can go back and pick a different server." lost; Element X's Slovak
/// "…je potrebná aktualizácia servera," where the source ends "…to use %1$s.". A sentence
/// ends in no language with a comma (",", "、", "，", "،"): the rest was cut, or a stop was
/// typed as a comma. A hint like ``unendedSentences(_:_:)``'s: what users see is a sentence
/// that trails off.
extension CatalogChecker {
    /// The commas a text may end in: Latin, ideographic, full-width, Arabic.
    static let commas: Set<Unicode.Scalar> = [",", "、", "，", "،"]

    /// One `placeholderMismatch` hint per translation ending in a comma where its source
    /// ends a sentence (see the extension's comment).
    func sentencesEndingInAComma(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.filter({ !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            var found: [CatalogFinding] = []
            for (key, string) in strings[language]! {
                // (Most texts end in a letter or a stop: the last byte tells before the scalars are read.)
                guard case let .text(text) = string.value, let lastByte = text.utf8.last, lastByte == UInt8(ascii: ",") || lastByte >= 0x80 || lastByte <= 0x20,
                      let last = Self.finalScalar(text), Self.commas.contains(last),
                      let original = source[key], original.translatable, case let .text(sourceText) = original.value, text != sourceText,
                      Self.endsSentence(sourceText) else { continue }
                found.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                    detail: "ends in a comma (\"\(last)\") where the source ends its sentence: cut off, or a stop typed as a comma? "
                        + "(source \"\(sourceText)\", here \"\(text)\")",
                    location: string.location.description, appleKey: string.key).with(severity: .hint))
            }
            findings += found.sorted { $0.key < $1.key }
        }
        return findings
    }
}
