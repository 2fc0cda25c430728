/// A Markdown link broken in a translation: Home Assistant's Japanese "[セットアップ手順]（{url}）
/// に従って…" for "Follow [the setup instructions]({url})…", whose brackets an input method
/// made full-width, so users see the brackets and the address instead of a link. A source
/// link's "](" that three in four translations keep (four at least) is one a translation
/// that still brackets its words must keep; one that writes the address out ("Visit {url}
/// to finish…") rewrote the sentence and is left alone.
extension CatalogChecker {
    /// One `placeholderMismatch` per translation with fewer Markdown links than its source.
    /// Many in one language are one cause (an input method's brackets throughout): one finding.
    func lostMarkdownLinks(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let found = consensusFindings(catalog, strings) { _, _, sourceText, translated in
            let links = Self.markdownLinkCount(sourceText)
            guard links > 0 else { return [] }
            // Those that kept the links, and those that still bracket something but lost one (a
            // translation that writes the address out, "Visit {url}", rewrote the sentence: not judged).
            let translations = translated()
            let keeping = translations.count { Self.markdownLinkCount($0.text) >= links }
            let broken = translations.filter { Self.markdownLinkCount($0.text) < links && Self.holdsBrackets($0.text) }
            guard keeping + broken.count >= 4, keeping * 4 >= (keeping + broken.count) * 3 else { return [] }
            return broken.map { translation in
                (translation, "a Markdown link of the source is no link here (its \"](\" is missing): \(keeping) of the \(translations.count) translations "
                    + "keep the source's \(links); users see the brackets and the address")
            }
        }
        return Dictionary(grouping: found, by: { $0.language ?? "" }).sorted(by: { $0.key < $1.key }).flatMap { language, inLanguage in
            Self.summarized(inLanguage, language: language, platform: catalog.platform) { "\($0) texts whose Markdown links are no links (their \"](\" missing)" }
        }
    }

    /// Whether a text holds a square or full-width bracket ([ ] 【 】 ［ ］ （ ）): a link's, kept or broken.
    static func holdsBrackets(_ text: String) -> Bool {
        text.containsByte(UInt8(ascii: "[")) || text.containsByte(UInt8(ascii: "]")) || text.unicodeScalars.contains { "【】［］（）".unicodeScalars.contains($0) }
    }

    /// How many Markdown links a text holds: "](" after a "[" (bytes only: most texts have none).
    static func markdownLinkCount(_ text: String) -> Int {
        guard text.containsBytePair(UInt8(ascii: "]"), UInt8(ascii: "(")) else { return 0 }
        var count = 0, opened = false, previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "[") { opened = true }
            if opened, previous == UInt8(ascii: "]"), byte == UInt8(ascii: "(") { count += 1; opened = false }
            previous = byte
        }
        return count
    }
}
