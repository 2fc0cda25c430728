/// A list's values traded: ownCloud's Korean "파일 %2$d개, 폴더 %1$d개" for "%1$d files, %2$d
/// folders", each count under the other's word. A sentence may reorder its arguments by right
/// (Persian's passive "%2$s به دست %1$s مسدود شد" for "%1$s banned %2$s", Irish "Is %2$s é
/// %1$s"), so a language of no family (``languageFamilies``) is judged against its source's
/// order in a list only: a source and a translation written as items between commas, one
/// value each, which no grammar reorders, where nine in ten translations (ten at least) keep
/// the source's order. Asked after the checks whose words tell a swap
/// (``numberedArgumentsSwappedByTheLanguage(_:_:)``), which say more.
extension CatalogChecker {
    /// The fewest translations of a list judged.
    static let fewestListTranslations = 10

    /// One `placeholderMismatch` per translation of a list whose values stand in another order
    /// (see the extension's comment).
    func listValuesSwapped(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, original, sourceText, translated in
            guard original.formatted, let sourceOrder = Self.argumentOrder(original.value), Self.listItemOrder(sourceText) == sourceOrder else { return [] }
            let (ordered, keeping) = Self.orderedTranslations(translated(), source: original, sourceOrder: sourceOrder)
            guard ordered.count >= Self.fewestListTranslations, keeping * 10 >= ordered.count * 9 else { return [] }
            return ordered.compactMap { swapped in
                guard swapped.order != sourceOrder, Self.family(of: swapped.translation.language) == nil,
                      Self.listItemOrder(swapped.translation.text) == swapped.order else { return nil }
                return (swapped.translation, "the list's values stand in the order \(Self.describe(swapped.order)), where the source and \(keeping) of the "
                    + "\(ordered.count - 1) other translations keep \(Self.describe(sourceOrder)): the values traded places (each shown under the other's words)")
            }
        }
    }

    /// The argument positions of a text written as a list, one value per item between commas
    /// ("%1$d files, %2$d folders"; "、", "，", "،" too), in order; nil for a text that is not.
    static func listItemOrder(_ text: String) -> [Int]? {
        let items = text.split { ",、，،".contains($0) }
        guard items.count >= 2 else { return nil }
        let positions = items.map { item in Placeholder.all(in: String(item)).map(\.position) }
        guard positions.allSatisfy({ $0.count == 1 }) else { return nil }
        return positions.map { $0[0] }
    }
}
