/// A space a translation adds at its end, where neither the source nor any other translation
/// of the key has one: Element X's French `"Content de vous revoir ! "` (quoted: Android keeps
/// it), Home Assistant's Russian "Открыто " for "Open". Users see a label off centre or a
/// double space before what follows; a hint. A single language's habit of it in a project of
/// few languages (our fixture's French "Pts ") is not judged: five translations at least.
extension CatalogChecker {
    /// One `placeholderMismatch` hint per translation ending in a space that the source and the
    /// key's other translations (five at least) do not end in.
    func addedTrailingSpaces(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let endsInSpace = { (text: String) in text.utf8.last == 0x20 }
        return consensusFindings(catalog, strings, closeToTheSource: true, severity: .hint) { _, _, sourceText, translated in
            guard !endsInSpace(sourceText), sourceText.utf8.last != 0x0A else { return [] }
            let translations = translated()
            let spaced = translations.filter { endsInSpace($0.text) }
            guard spaced.count == 1, translations.count >= 5 else { return [] }
            return [(spaced[0], "ends with a space the source and the other \(translations.count - 1) translations do not have")]
        }
    }
}
