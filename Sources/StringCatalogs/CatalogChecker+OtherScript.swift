/// A Chinese, Japanese or Korean text pasted from another language's file: Element X's
/// Japanese camera prompt holding Simplified Chinese's "要拍摄照片或视频…" word for word. These
/// scripts write no spaces between words, so ``textsInAnotherLanguage(_:_:)`` cannot judge
/// them by words; the script tells: Japanese writes kana, Korean Hangul, and Chinese neither.
extension CatalogChecker {
    /// The fewest letters a pasted text has (a short one may be a shared name: "微信").
    static let fewestPastedLetters = 6

    /// One `untranslated` finding per ja, ko or zh text that is another language's translation
    /// of the same key and lacks its own language's script (or, in Chinese, has another's).
    func textsInAnotherScript(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let judged = strings.keys.filter { ["ja", "ko", "zh"].contains(LanguageFallback.base($0)) }.sorted()
        guard !judged.isEmpty else { return [] }
        let others = strings.keys.filter { $0 != catalog.sourceLanguage }.sorted()
        var findings: [CatalogFinding] = []
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            for language in judged {
                guard let string = strings[language]?[key], case let .text(text) = string.value, string.value != original.value,
                      !Self.writesOwnScript(text, language: language),
                      text.unicodeScalars.count(where: \.isAlphabeticQuickly) >= Self.fewestPastedLetters,
                      let other = others.first(where: { LanguageFallback.base($0) != LanguageFallback.base(language)
                          && strings[$0]?[key]?.value == string.value }) else { continue }
                findings.append(CatalogFinding(kind: .untranslated, key: key, language: language, platform: catalog.platform,
                                               detail: "written in \(other), not \(language): \"\(text)\" is \(other)'s translation of this key, "
                                                   + "without the \(Self.ownScriptName(language)) \(language) writes",
                                               location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }

    /// Whether a text has the script its language writes: kana in Japanese, Hangul in Korean,
    /// and in Chinese neither kana nor Hangul.
    static func writesOwnScript(_ text: String, language: String) -> Bool {
        let kana = { (scalar: Unicode.Scalar) in (0x3040...0x30FF).contains(scalar.value) }
        let hangul = { (scalar: Unicode.Scalar) in (0xAC00...0xD7AF).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value) }
        switch LanguageFallback.base(language) {
        case "ja": return text.unicodeScalars.contains(where: kana)
        case "ko": return text.unicodeScalars.contains(where: hangul)
        default: return !text.unicodeScalars.contains { kana($0) || hangul($0) }
        }
    }

    static func ownScriptName(_ language: String) -> String {
        switch LanguageFallback.base(language) {
        case "ja": return "kana"
        case "ko": return "Hangul"
        default: return "Han characters alone"
        }
    }
}
