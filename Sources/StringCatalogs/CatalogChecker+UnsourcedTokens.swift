/// Placeholders of texts no source-language file holds, told by the other languages: an
/// Apple table whose source is an intent definition, a storyboard or a xib in `Base.lproj`
/// has no source text to compare a translation with, but its languages agree on what the
/// app fills in (ownCloud's German Shortcuts phrase "Datei ${file} nach ${path} speichern",
/// which lost the `${account}` all 17 other languages keep).
extension CatalogChecker {
    /// One `placeholderMismatch` per such text that lacks a template token (`${account}`,
    /// `{{name}}`) or has fewer printf placeholders than three in four of the key's texts
    /// (four at least) agree on.
    func lostTokensWithoutSource(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard catalog.platform == .apple, !catalog.interfaceUnits.isEmpty else { return [] }
        let source = strings[catalog.sourceLanguage] ?? [:]
        var byKey: [String: [(language: String, string: CatalogString, tokens: Set<String>, placeholders: Int)]] = [:]
        for (language, table) in strings where language != catalog.sourceLanguage {
            for (key, string) in table where source[key] == nil && catalog.interfaceUnits.contains(string.unit) {
                guard case let .text(text) = string.value, !text.isEmpty else { continue }
                byKey[key, default: []].append((language, string, Set(TextShapeCheck.templateTokens(text)), Placeholder.all(in: text).count))
            }
        }
        var findings: [CatalogFinding] = []
        for (key, texts) in byKey where texts.count >= 4 {
            let agreeing = { (count: Int) in count * 4 >= texts.count * 3 }
            let kept = Set(texts.flatMap(\.tokens)).filter { token in agreeing(texts.count { $0.tokens.contains(token) }) }
            let placeholders = Dictionary(grouping: texts, by: \.placeholders).first { agreeing($0.value.count) }?.key
            for text in texts.sorted(by: { $0.language < $1.language }) {
                let detail: String
                if let lost = kept.subtracting(text.tokens).sorted().first {
                    detail = "\(lost) lost: \(texts.count { $0.tokens.contains(lost) }) of the \(texts.count) languages' texts have it (this table's source is "
                        + "an interface file, with no source text to compare), and the app fills it by its name"
                } else if let placeholders, text.placeholders < placeholders {
                    detail = "\(text.placeholders) placeholder(s) here, \(placeholders) in \(texts.count { $0.placeholders == placeholders }) of the \(texts.count) "
                        + "languages' texts (this table's source is an interface file, with no source text to compare)"
                } else {
                    continue
                }
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: text.language, platform: catalog.platform,
                                               detail: detail + " (here \"\(text.string.value.displayText)\")",
                                               location: text.string.location.description, appleKey: text.string.key))
            }
        }
        return findings
    }
}
