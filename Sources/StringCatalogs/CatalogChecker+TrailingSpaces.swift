/// A space a translation adds at its end (or start), where neither the source nor any other
/// translation of the key has one: Element X's French `"Content de vous revoir ! "` (quoted:
/// Android keeps it), Home Assistant's Russian "Открыто " for "Open", ownCloud's Italian
/// " Accetta la condivisione". Users see a label off centre or a
/// double space before what follows; a hint. A single language's habit of it in a project of
/// few languages (our fixture's French "Pts ") is not judged: five translations at least.
extension CatalogChecker {
    /// One `placeholderMismatch` hint per translation ending (starting) in a space that the
    /// source and the key's other values (five at least, copies of the source counted: they show
    /// no space either) do not end (start) in.
    func addedTrailingSpaces(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let edges: [(name: String, byte: (String) -> UInt8?)] = [("ends", { $0.utf8.last }), ("starts", { $0.utf8.first })]
        return consensusFindings(catalog, strings, closeToTheSource: true, copiesToo: true, severity: .hint) { _, _, sourceText, translated in
            let values = translated()
            guard values.count >= 5 else { return [] }
            for edge in edges where edge.byte(sourceText).map({ $0 != 0x20 && $0 != 0x0A }) ?? false {
                let spaced = values.filter { edge.byte($0.text) == 0x20 }
                if spaced.count == 1 { return [(spaced[0], "\(edge.name) with a space the source and the other \(values.count - 1) languages' values do not have")] }
            }
            return []
        }
    }
}
