import CPluralRules

/// A Traditional Chinese text holding the Simplified translation of its key word for word, or
/// the other way: Wikipedia's `zh-Hant-TW` offline notice pasted from `values-zh` ("您正在阅读
/// 该条目的离线版本…"), characters Taiwanese readers do not write. Both are Chinese, so
/// ``textsInAnotherScript(_:_:)`` leaves them alone; the characters tell. Judged by the app's
/// own texts and ICU's conversion: a character the language writes nowhere else in its
/// translations while the other script's language writes it elsewhere, and which the
/// conversion to the other script changes (not "睡眠", both scripts' word): one is enough in
/// a text the other script's language writes the same (Mastodon's Traditional "隐私政策 - %@"),
/// two in a text converted by hand (Element X's Traditional "从向某人传送讯息开始。").
/// A language that copies the other's texts as a habit writes those characters everywhere, so
/// none of them is foreign to it.
extension CatalogChecker {
    /// The fewest translations a Chinese language needs for its characters to tell (a
    /// barely started file writes too few to say which characters it never writes).
    static let fewestTranslationsForCharacters = 50

    /// One `untranslated` finding per Chinese text that is the other script's translation of
    /// its key with characters of that script (see the type's comment).
    func textsInTheOtherChineseScript(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let chinese = strings.keys.filter { $0 != catalog.sourceLanguage && LanguageFallback.base($0) == "zh" }.sorted()
        let traditional = chinese.filter(Self.writesTraditionalChinese), simplified = chinese.filter { !Self.writesTraditionalChinese($0) }
        guard !chinese.isEmpty else { return [] }
        var counts: [String: (characters: [Unicode.Scalar: Int], translations: Int)] = [:]
        func characterCounts(_ language: String) -> (characters: [Unicode.Scalar: Int], translations: Int) {
            if let known = counts[language] { return known }
            var found: [Unicode.Scalar: Int] = [:], translations = 0
            for (key, string) in strings[language] ?? [:] where source[key].map({ $0.value != string.value }) ?? false {
                translations += 1
                for character in Set(string.value.texts.flatMap(Self.hanCharacters)) { found[character, default: 0] += 1 }
            }
            counts[language] = (found, translations)
            return (found, translations)
        }
        var findings: [CatalogFinding] = []
        for language in chinese {
            let others = traditional.contains(language) ? simplified : traditional
            let own = characterCounts(language)
            guard own.translations >= Self.fewestTranslationsForCharacters else { continue }
            // The texts that are another script's translation with characters rare here, first;
            // then one conversion of all their rare characters (a transliterator is slow to open).
            // A text converted by hand (not the other language's text) needs two such characters.
            // Without the other script's language (ownCloud's Apple catalog: Simplified alone),
            // the conversion alone tells a character of the other script.
            var candidates: [(key: String, string: CatalogString, text: String, other: String, rare: Set<Unicode.Scalar>, copied: Bool)] = []
            let otherScript = traditional.contains(language) ? "Simplified Chinese" : "Traditional Chinese"
            for (key, string) in (strings[language] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard case let .text(text) = string.value, let original = source[key], original.translatable, original.value != string.value else { continue }
                let other = others.first(where: { strings[$0]?[key]?.value == string.value }) ?? others.first
                let copied = other.map { strings[$0]?[key]?.value == string.value } ?? false
                let theirs = other.map { characterCounts($0).characters }
                // (Converted by hand, its prose alone: an address in a tag may name a page in the other script.)
                let rare = Set(Self.hanCharacters(copied ? text : Self.outsideTagsAndAddresses(text)))
                    .filter { character in (own.characters[character] ?? 0) <= 1 && (theirs.map { ($0[character] ?? 0) >= 2 } ?? true) }
                if rare.count >= (copied ? 1 : 2) { candidates.append((key, string, text, other ?? otherScript, rare, copied)) }
            }
            guard !candidates.isEmpty else { continue }
            // Only characters the scripts write differently: "睡眠" is both scripts' word.
            let changed = Self.changedByConversion(candidates.reduce(into: Set()) { $0.formUnion($1.rare) }, toTraditional: traditional.contains(language))
            for (key, string, text, other, rare, copied) in candidates {
                let foreign = rare.intersection(changed)
                guard foreign.count >= (copied ? 1 : 2) else { continue }
                let script = traditional.contains(language) ? "Simplified characters to readers of Traditional Chinese"
                    : "Traditional characters to readers of Simplified Chinese"
                findings.append(CatalogFinding(
                    kind: .untranslated, key: key, language: language, platform: catalog.platform,
                    detail: "written in \(other), not \(language): \"\(text)\" " + (copied ? "is \(other)'s translation of this key, and " : "is converted to its script, and ")
                        + (foreign.count == 1 ? "its character \(String(foreign.first!)) appears" : "\(foreign.count) of its characters "
                            + "(\(foreign.map { String($0) }.sorted().prefix(4).joined(separator: ", "))…) appear")
                        + " nowhere else in \(language)'s strings but \(foreign.count == 1 ? "is" : "are") \(other)'s: \(script)",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }

    /// A text without its tags (`<a href="…">`) and addresses (`https://…` up to a space or a quote).
    static func outsideTagsAndAddresses(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "<")) || text.containsUTF8("://") else { return text }
        var result = "", inTag = false
        for character in text {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { result.append(character) }
        }
        return result.split(separator: " ").filter { !$0.contains("://") }.joined(separator: " ")
    }

    /// Whether a Chinese language tag names Traditional characters: `zh-Hant…`, or Taiwan,
    /// Hong Kong or Macau without a script.
    static func writesTraditionalChinese(_ language: String) -> Bool {
        let subtags = language.split(separator: "-").dropFirst()
        if subtags.contains("Hans") { return false }
        return subtags.contains("Hant") || subtags.contains { ["TW", "HK", "MO"].contains($0) }
    }

    /// The characters of `characters` that ICU's conversion to the other script writes
    /// otherwise (`编` to `編` toward Traditional): a Simplified character in a Traditional text,
    /// or the other way. Empty when ICU cannot convert.
    static func changedByConversion(_ characters: Set<Unicode.Scalar>, toTraditional: Bool) -> Set<Unicode.Scalar> {
        let ordered = characters.sorted { $0.value < $1.value }
        // One per line, so that no phrase rule reads two of them as a word.
        let utf16 = Array(ordered.map { String($0) }.joined(separator: "\n").utf16)
        var converted = [UInt16](repeating: 0, count: utf16.count * 4 + 16)
        let length = localeshot_convert_chinese_script(toTraditional ? 1 : 0, utf16, Int32(utf16.count), &converted, Int32(converted.count))
        guard length >= 0 else { return [] }
        let lines = String(decoding: converted[..<Int(length)], as: UTF16.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == ordered.count else { return [] }
        return Set(zip(ordered, lines).compactMap { character, line in line == String(character) ? nil : character })
    }

    /// Whether a character is a Han character or Japanese kana (words written without spaces
    /// between them).
    static func hanOrKana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return !hanCharacters(String(scalar)).isEmpty || (0x3040...0x30FF).contains(scalar.value)
    }

    /// The Han characters of a text (CJK Unified Ideographs and their extensions).
    static func hanCharacters(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
                || (0xF900...0xFAFF).contains(scalar.value) || (0x20000...0x3134F).contains(scalar.value)
        }
    }
}
