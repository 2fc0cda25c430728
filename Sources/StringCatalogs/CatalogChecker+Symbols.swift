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
        consensusFindings(catalog, strings, closeToTheSource: true, severity: .hint) { _, _, sourceText, translated in
            guard !sourceText.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
            let symbols = Self.symbols(in: sourceText)
            guard !symbols.isEmpty, symbols.count <= Self.comparedSymbols else { return [] }
            let translations = translated()
            guard translations.count >= 4 else { return [] }
            let kept = symbols.filter { symbol in translations.count { $0.text.unicodeScalars.contains(symbol) } * 4 >= translations.count * 3 }
            return translations.compactMap { translation in
                guard let lost = kept.first(where: { !translation.text.unicodeScalars.contains($0) }) else { return nil }
                let keeping = translations.count { $0.text.unicodeScalars.contains(lost) }
                return (translation, "the source's \"\(lost)\" is lost; \(keeping) of the \(translations.count) translations keep it")
            }
        }
    }

    /// The distinct symbols of a text in order (emoji, signs: Unicode's "other symbol"), read
    /// until one more than ``comparedSymbols`` (a text of more is art, not compared).
    static func symbols(in text: String) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where scalar.value >= 0xA0 && scalar.properties.generalCategory == .otherSymbol && !found.contains(scalar) {
            found.append(scalar)
            if found.count > comparedSymbols { break }
        }
        return found
    }
}
