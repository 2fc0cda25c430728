/// Symbols a translation must keep, told by the other translations: an emoji or a sign the
/// source shows ("📞 Incoming call", "© %1$s", "⚠ Not enough space") that three in four of its
/// translations (four at least) keep, and one lost. A symbol most translators drop or replace
/// is the source's decoration, left alone. A hint: what is lost is decoration, not meaning.
extension CatalogChecker {
    /// The most distinct symbols of one text compared: more are art ("┬──┬ ノ( ゜-゜ノ)").
    static let comparedSymbols = 4

    /// One `placeholderMismatch` hint per translation without a symbol of its source that three
    /// in four translations keep.
    func lostSymbols(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { $0 != catalog.sourceLanguage }.sorted()
        var findings: [CatalogFinding] = []
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            guard case let .text(sourceText) = original.value, !sourceText.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            let symbols = Self.symbols(in: sourceText)
            guard !symbols.isEmpty, symbols.count <= Self.comparedSymbols else { continue }
            let translations = Self.textTranslations(of: key, original, in: strings, languages: languages)
            guard translations.count >= 4 else { continue }
            let kept = symbols.filter { symbol in translations.count { $0.text.unicodeScalars.contains(symbol) } * 4 >= translations.count * 3 }
            for translation in translations {
                guard let lost = kept.first(where: { !translation.text.unicodeScalars.contains($0) }) else { continue }
                let keeping = translations.count { $0.text.unicodeScalars.contains(lost) }
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: translation.language, platform: catalog.platform,
                                               detail: "the source's \"\(lost)\" is lost; \(keeping) of the \(translations.count) translations keep it "
                                                   + "(source \"\(sourceText)\", here \"\(translation.text)\")",
                                               location: translation.string.location.description, severity: .hint, appleKey: translation.string.key))
            }
        }
        return findings
    }

    /// The distinct symbols of a text in order (emoji, signs: Unicode's "other symbol"), outside
    /// its placeholders; a text of more than ``comparedSymbols`` returns them all the same.
    static func symbols(in text: String) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where scalar.value >= 0xA0 && scalar.properties.generalCategory == .otherSymbol && !found.contains(scalar) {
            found.append(scalar)
            if found.count > comparedSymbols { break }
        }
        return found
    }
}
