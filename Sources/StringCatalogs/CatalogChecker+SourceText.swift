/// What the source's own texts show users as written, with no translation to compare them
/// with: Home Assistant's `values/strings.xml` is its only Android file, so a defect there is
/// every user's. The translation checks (``TextShapeCheck/shape(_:_:spaced:breaks:)``) find
/// these where the source is sound; here the source is judged alone.
extension CatalogChecker {
    /// One `placeholderMismatch` per source text (translatable or not: an address is opened
    /// all the same) that shows a defect as written (``sourceTextProblem(_:platform:)``).
    func sourceTextProblems(_ catalog: PlatformCatalog) -> [CatalogFinding] {
        guard let source = catalog.languages[catalog.sourceLanguage] else { return [] }
        return source.values.sorted { $0.key < $1.key }.compactMap { string in
            guard let (text, problem) = string.value.texts.lazy.compactMap({ text in Self.sourceTextProblem(text, platform: catalog.platform).map { (text, $0) } }).first
            else { return nil }
            return CatalogFinding(kind: .placeholderMismatch, key: canonicalKey(string.key, platform: catalog.platform), language: catalog.sourceLanguage,
                                  platform: catalog.platform, detail: "in the source: \(problem) (\"\(text)\")", location: string.location.description,
                                  appleKey: string.key)
        }
    }

    /// The first defect a source text shows as written: an address whose scheme lost a slash
    /// or its colon (`https:/www…`), an entity in a text without markup (`&amp;amp;` in the
    /// file: users see "&amp;"), on Android a `\\n` (a backslash, then n) or CDATA markers
    /// escaped into text, a `/n` typed for `\n` before a sentence, a zero-width character
    /// inside a word, a Unicode escape shown as written ("u203A": Home Assistant's `\u203A` in
    /// a `.strings` file, which Apple reads as a plain "u"), and a Markdown link whose address
    /// is not closed.
    static func sourceTextProblem(_ text: String, platform: Platform) -> String? {
        if text.containsUTF8("http"), let broken = TextShapeCheck.brokenScheme(text) {
            return TextShapeCheck.noAddress(broken)
        }
        if let entity = TextShapeCheck.visibleEntity(text), TextShapeCheck.tags(text).isEmpty {
            return "\"\(entity)\" shows as written: the text has no markup, so it is shown as plain text, not HTML (an entity escaped twice in the file)"
        }
        if platform == .android, text.containsBytePair(UInt8(ascii: "\\"), UInt8(ascii: "n")) {
            return "\"\\n\" shows as written: \\\\n in the file is a backslash, then n (write \\n for a line break)"
        }
        if text.containsUTF8("/n"), let slashed = TextShapeCheck.slashedLineBreak(text), slashed.dropFirst(2).first?.isUppercase == true {
            return TextShapeCheck.slashedLineBreakShown(slashed)
        }
        if let word = TextShapeCheck.invisibleInWord(text) {
            return TextShapeCheck.invisibleInside(word)
        }
        if text.containsBytePair(0xEF, 0xBB), text.containsUTF8("\u{FEFF}") {
            return TextShapeCheck.strayByteOrderMark(atStart: text.unicodeScalars.first == "\u{FEFF}")
        }
        if let literal = TextShapeCheck.bareUnicodeEscape(text) {
            return platform == .apple
                ? "\"\(literal)\" shows as written: a .strings file's Unicode escape is \\U\(literal.dropFirst()) (Apple's reader takes \\\(literal) as a plain \"u\"), or the escape lost its backslash"
                : TextShapeCheck.unicodeEscapeShown(literal)
        }
        if platform == .android, text.containsUTF8("<![CDATA[") {
            return TextShapeCheck.shownCDATA
        }
        if let link = TextShapeCheck.unclosedMarkdownLink(text) {
            return TextShapeCheck.unclosedLink(link)
        }
        return nil
    }
}
