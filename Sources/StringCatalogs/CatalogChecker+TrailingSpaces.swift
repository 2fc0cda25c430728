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
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { $0 != catalog.sourceLanguage }.sorted()
        let edges: [(name: String, byte: (String) -> UInt8?)] = [("ends", { $0.utf8.last }), ("starts", { $0.utf8.first })]
        var findings: [CatalogFinding] = []
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            guard case let .text(sourceText) = original.value else { continue }
            let values = languages.compactMap { language -> TextTranslation? in
                guard let string = strings[language]?[key], case let .text(text) = string.value else { return nil }
                return (language, string, text)
            }
            guard values.count >= 5 else { continue }
            for edge in edges where edge.byte(sourceText).map({ $0 != 0x20 && $0 != 0x0A }) ?? false {
                let spaced = values.filter { edge.byte($0.text) == 0x20 }
                guard spaced.count == 1, let value = spaced.first else { continue }
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: value.language, platform: catalog.platform,
                                               detail: "\(edge.name) with a space the source and the other \(values.count - 1) languages' values do not have "
                                                   + "(source \"\(sourceText)\", here \"\(value.text)\")",
                                               location: value.string.location.description, severity: .hint, appleKey: value.string.key))
                break
            }
        }
        return findings
    }
}
