/// Tags one language writes into the translation of a plain source: ownCloud's German
/// "Datei mit dem Namen <b>%1$s</b> existiert bereits." for "File with name %1$s already
/// exists.". The source has no markup, so the app shows the string as plain text and users
/// see the tags. Only where one language alone adds them: where several do, the app renders
/// the key as HTML and translators know it (Wikipedia's "<b>Suggested edits is disabled.</b>"
/// in five languages).
extension CatalogChecker {
    /// One `placeholderMismatch` finding per key whose translation in one language alone
    /// holds opened and closed tags its plain source lacks.
    func markupAddedAlone(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // Key → the languages adding tags, with what they add.
        var adding: [String: [(language: String, tags: String)]] = [:]
        for (language, translated) in strings where language != catalog.sourceLanguage {
            for (key, string) in translated {
                guard case let .text(text) = string.value, text.containsByte(UInt8(ascii: "<")),
                      let original = source[key], case let .text(sourceText) = original.value,
                      !original.hasMarkup, !sourceText.containsByte(UInt8(ascii: "<")),
                      let tags = TextShapeCheck.addedMarkup(TextShapeCheck.tags(text)) else { continue }
                adding[key, default: []].append((language, tags))
            }
        }
        return adding.sorted { $0.key < $1.key }.compactMap { key, languages in
            guard Set(languages.map { LanguageFallback.base($0.language) }).count == 1, let (language, tags) = languages.first,
                  let string = strings[language]?[key], let original = source[key] else { return nil }
            return CatalogFinding(
                kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                detail: "markup the source does not have: \(tags), and no other language adds it; the source is plain text, so the app shows "
                    + "the tags as written (source \"\(original.value.displayText)\", here \"\(string.value.displayText)\")",
                location: string.location.description, appleKey: string.key)
        }
    }
}
