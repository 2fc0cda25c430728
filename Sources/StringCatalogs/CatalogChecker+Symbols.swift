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

/// A list of characters the source spells out one by one (Element X's "the following symbols
/// are supported ! $ & ‘ ( ) * + / ; = ? @ [ ] - . _", Nextcloud's forbidden characters): a
/// translation must list every one, or it tells users something false about what they may
/// type. Swedish lost the "@".
extension CatalogChecker {
    /// One `placeholderMismatch` per translation that lacks a character of the source's list
    /// (three or more characters written as words of their own), where three in four of the
    /// translations (four at least) write every one (anywhere: "?*" holds both).
    func lostListedCharacters(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings, closeToTheSource: true) { _, _, sourceText, translated in
            let listed = Self.listedCharacters(sourceText)
            guard listed.count >= 3 else { return [] }
            let translations = translated()
            let lacking = translations.map { translation in listed.filter { !Self.writes($0, translation.text) }.sorted() }
            let complete = lacking.count(where: \.isEmpty)
            guard translations.count >= 4, complete * 4 >= translations.count * 3 else { return [] }
            return zip(translations, lacking).compactMap { translation, lost in
                guard !lost.isEmpty else { return nil }
                return (translation, "the source lists the characters \(listed.sorted().map(String.init).joined(separator: " ")); here "
                    + "\(lost.map(String.init).joined(separator: " ")) \(lost.count == 1 ? "is" : "are") missing, which \(complete) of the \(translations.count) translations write")
            }
        }
    }

    /// The characters a text writes as words of their own: single punctuation or symbol
    /// characters between spaces ("! $ & ( )"), a placeholder's neighbours left alone.
    static func listedCharacters(_ text: String) -> Set<Character> {
        guard text.utf8.count <= 2_000 else { return [] }
        var found: Set<Character> = []
        for word in text.split(whereSeparator: \.isWhitespace) where word.count == 1 {
            guard let character = word.first, character.isPunctuation || character.isSymbol, character != "%" else { continue }
            found.insert(character)
        }
        return found
    }

    /// Whether `text` writes `character`; any quotation mark stands for another (a
    /// translation writes its own: ‘ for ').
    static func writes(_ character: Character, _ text: String) -> Bool {
        let quotes: Set<Character> = ["'", "\"", "‘", "’", "“", "”", "«", "»", "‚", "„"]
        return quotes.contains(character) ? text.contains(where: quotes.contains) : text.contains(character)
    }

    /// The signs a value may start with that the app reads: a path's "/", a handle's "@", a tag's "#".
    static let leadingSigns: Set<Unicode.Scalar> = ["/", "@", "#"]

    /// One `placeholderMismatch` per translation that does not start with the sign its source
    /// starts with (``leadingSigns``), where three in four translations (four at least) keep it
    /// first: Nextcloud's Brazilian "UploadAutomático" for the default upload folder
    /// "/AutoUpload", no longer a path from the root.
    func lostLeadingSigns(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, _, sourceText, translated in
            guard let sign = sourceText.unicodeScalars.first, Self.leadingSigns.contains(sign) else { return [] }
            let translations = translated()
            let keeping = translations.count { $0.text.unicodeScalars.first == sign }
            guard translations.count >= 4, keeping * 4 >= translations.count * 3 else { return [] }
            return translations.filter { $0.text.unicodeScalars.first != sign }.map { translation in
                (translation, "does not start with the source's \"\(sign)\", which \(keeping) of the \(translations.count) translations keep first "
                    + "(a path, handle or tag the app reads as written)")
            }
        }
    }
}
