/// A Chinese, Japanese or Korean text pasted from another language's file: Element X's
/// Japanese camera prompt holding Simplified Chinese's "要拍摄照片或视频…" word for word. These
/// scripts write no spaces between words, so ``textsInAnotherLanguage(_:_:)`` cannot judge
/// them by words; the script tells: Japanese writes kana, Korean Hangul, and Chinese neither.
/// And a language written in Cyrillic holding another's Latin text for the key (Wikipedia's
/// Serbian "Ne mogu se povezati na internet.", its Latin variant's, for "Не могу се…"), and
/// the Latin variant holding the Cyrillic text.
extension CatalogChecker {
    /// The fewest letters a pasted text has (a short one may be a shared name: "微信").
    static let fewestPastedLetters = 6

    /// The most findings of one cause listed one by one in a language (more are summarized:
    /// texts in the other script, texts cut at an apostrophe, Markdown links lost).
    static let mostListedOfOneCause = 10

    /// One `untranslated` finding per ja, ko or zh text that is another language's translation
    /// of the same key and lacks its own language's script (or, in Chinese, has another's).
    func textsInAnotherScript(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let cyrillic = Set(strings.keys.filter { $0 != catalog.sourceLanguage && Self.writesCyrillic(strings[$0] ?? [:], source: source) })
        // How each judged language's script is told; a Latin variant is one beside a Cyrillic
        // language of the same base (`sr-Latn` beside `sr`).
        let judged: [(language: String, script: JudgedScript)] = strings.keys.sorted().compactMap { language in
            if cyrillic.contains(language) { return (language, .cyrillic) }
            if language != catalog.sourceLanguage, cyrillic.contains(where: { LanguageFallback.base($0) == LanguageFallback.base(language) }) {
                return (language, .latinVariant)
            }
            return ["ja", "ko", "zh"].contains(LanguageFallback.base(language)) ? (language, .ownScript) : nil
        }
        guard !judged.isEmpty else { return [] }
        let others = strings.keys.filter { $0 != catalog.sourceLanguage }.sorted()
        var sourceWords: Set<String>?
        var findings: [CatalogFinding] = [], transliterated: [String: [CatalogFinding]] = [:]
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            for (language, script) in judged {
                guard let string = strings[language]?[key], case let .text(text) = string.value, string.value != original.value,
                      text.unicodeScalars.count(where: \.isAlphabeticQuickly) >= Self.fewestPastedLetters else { continue }
                // One Latin word in a Cyrillic language is judged only where its Latin variant holds
                // it (Wikipedia's Serbian "Sačuvano", sr-Latn's, for "Сачувано"), and is no word of the source.
                let pasted = script.isPasted(text, language: language)
                guard pasted || (script == .cyrillic && Self.isLatinWord(text)) else { continue }
                if let other = others.first(where: { script.mayHaveWritten($0, for: language) && strings[$0]?[key]?.value == string.value }) {
                    if !pasted {
                        if sourceWords == nil { sourceWords = Self.sourceVocabulary(source) }
                        guard !Self.lowercasedWords(text).contains(where: sourceWords!.contains) else { continue }
                    }
                    findings.append(CatalogFinding(kind: .untranslated, key: key, language: language, platform: catalog.platform,
                                                   detail: "written in \(other), not \(language): \"\(text)\" is \(other)'s translation of this key, \(script.lacking(language))",
                                                   location: string.location.description, appleKey: string.key))
                    continue
                }
                // No language holds it, but a Japanese, Korean or Chinese text in another of
                // their scripts is that language all the same (Korean written in Japanese).
                if script == .ownScript {
                    if let foreign = Self.foreignScriptName(text, language: language) {
                        findings.append(CatalogFinding(kind: .untranslated, key: key, language: language, platform: catalog.platform,
                                                       detail: "written in another language: \"\(text)\" is in \(foreign), \(script.lacking(language))",
                                                       location: string.location.description, appleKey: string.key))
                    }
                    continue
                }
                // No language holds it: Latin prose in a Cyrillic language, none of whose words the
                // source writes (not a name or a term kept: "Bitwarden Send"), is the language
                // transliterated (Bitwarden's Serbian "Dodaj fasciklu" for "Додај фасциклу").
                guard script == .cyrillic else { continue }
                if sourceWords == nil { sourceWords = Self.sourceVocabulary(source) }
                let words = Self.lowercasedWords(text).filter { $0.count >= 3 }
                guard words.count >= 2, !words.contains(where: sourceWords!.contains) else { continue }
                transliterated[language, default: []].append(CatalogFinding(
                    kind: .untranslated, key: key, language: language, platform: catalog.platform,
                    detail: "written in Latin letters: \"\(text)\" \(script.lacking(language)), in words the source does not write (transliterated?)",
                    location: string.location.description, appleKey: string.key))
            }
        }
        // Many in one language are one cause (its newer texts translated in the other script): one finding.
        for (language, found) in transliterated.sorted(by: { $0.key < $1.key }) {
            findings += Self.summarized(found, language: language, platform: catalog.platform) {
                "\($0) texts written in Latin letters, where \(language) writes Cyrillic (its newer texts translated in the other script?)"
            }
        }
        return findings
    }

    /// A language's findings of one cause as they are, or, when there are more than
    /// ``mostListedOfOneCause``, one finding covering them all: `describe` says what the
    /// count of them share, and three are named.
    static func summarized(_ found: [CatalogFinding], language: String, platform: Platform, describe: (Int) -> String) -> [CatalogFinding] {
        guard found.count > mostListedOfOneCause else { return found }
        return [CatalogFinding(
            kind: found[0].kind, key: "*", language: language, platform: platform,
            detail: describe(found.count) + ", e.g. " + found.prefix(3).map { "\($0.key) (\($0.location ?? "-"))" }.joined(separator: ", "),
            location: found[0].location, covers: found.map(CatalogFinding.Covered.init))]
    }

    /// How a judged language's texts show another's: Japanese, Korean and Chinese by their own
    /// script; a Cyrillic language by Latin prose; its Latin variant by Cyrillic prose.
    enum JudgedScript {
        case ownScript, cyrillic, latinVariant

        /// Whether `text`, of `language`, is written in a script that is not the language's.
        func isPasted(_ text: String, language: String) -> Bool {
            switch self {
            case .ownScript: return !CatalogChecker.writesOwnScript(text, language: language)
            case .cyrillic: return CatalogChecker.isLatinProse(text)
            case .latinVariant: return CatalogChecker.isCyrillicProse(text)
            }
        }

        /// Whether `other`'s text may be the one pasted: another language, or for Serbian's
        /// two scripts the same language in the other (its users did not choose that script).
        func mayHaveWritten(_ other: String, for language: String) -> Bool {
            switch self {
            case .ownScript: return LanguageFallback.base(other) != LanguageFallback.base(language)
            case .cyrillic, .latinVariant: return other != language && LanguageFallback.base(other) == LanguageFallback.base(language)
            }
        }

        /// What the text lacks or has, in words.
        func lacking(_ language: String) -> String {
            switch self {
            case .ownScript: return "without the \(CatalogChecker.ownScriptName(language)) \(language) writes"
            case .cyrillic: return "without the Cyrillic letters \(language) writes"
            case .latinVariant: return "in Cyrillic letters, which \(language) does not write"
            }
        }
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

    /// The script a ja, ko or zh text writes that its language does not (two letters at
    /// least): kana in Korean or Chinese ("・" and "ー" are Chinese punctuation too), Hangul in
    /// Japanese or Chinese. `nil` when it has none.
    static func foreignScriptName(_ text: String, language: String) -> String? {
        let kanaLetters = text.unicodeScalars.count { (0x3041...0x30FA).contains($0.value) }
        let hangulLetters = text.unicodeScalars.count { (0xAC00...0xD7AF).contains($0.value) }
        switch LanguageFallback.base(language) {
        case "ja": return hangulLetters >= 2 ? "Hangul (Korean)" : nil
        case "ko": return kanaLetters >= 2 ? "kana (Japanese)" : nil
        default: return kanaLetters >= 2 ? "kana (Japanese)" : hangulLetters >= 2 ? "Hangul (Korean)" : nil
        }
    }

    /// Whether a language's translations (fifty at least) write Cyrillic letters, 17 in 20
    /// of those with letters: Wikipedia's `sr`, Bitwarden's `sr-rSP` (1,200 Cyrillic, its
    /// newer texts in Latin letters), not Nextcloud's `sr-rSP`, which is Serbian in Latin
    /// letters throughout.
    static func writesCyrillic(_ strings: [String: CatalogString], source: [String: CatalogString]) -> Bool {
        var lettered = 0, cyrillic = 0
        for (key, string) in strings {
            guard case let .text(text) = string.value else { continue }
            if hasCyrillic(text) {
                if source[key].map({ $0.value != string.value }) ?? false { (lettered, cyrillic) = (lettered + 1, cyrillic + 1) }
                continue
            }
            guard text.unicodeScalars.contains(where: \.isAlphabeticQuickly), source[key].map({ $0.value != string.value }) ?? false else { continue }
            lettered += 1
            // 17 in 20 can no longer be Cyrillic (a Latin language stops within its first tenth).
            if (lettered - cyrillic) * 20 > strings.count * 3 { return false }
        }
        return lettered >= 50 && cyrillic * 20 >= lettered * 17
    }

    /// Whether a text is prose in Latin letters without a Cyrillic one: two words at least,
    /// and no address (an address is the same in every script).
    static func isLatinProse(_ text: String) -> Bool {
        guard !hasCyrillic(text), !text.containsUTF8("://"), !text.containsUTF8("www.") else { return false }
        return CatalogNoise.prose(text).split(whereSeparator: { !$0.isLetter }).count(where: { $0.count >= 2 }) >= 2
    }

    /// Whether a text is prose in Cyrillic letters: two words at least.
    static func isCyrillicProse(_ text: String) -> Bool {
        hasCyrillic(text) && CatalogNoise.prose(text).split(whereSeparator: { !$0.isLetter }).count(where: { $0.count >= 2 && hasCyrillic(String($0)) }) >= 2
    }

    /// Whether a text is one word in Latin letters (no Cyrillic, no address).
    static func isLatinWord(_ text: String) -> Bool {
        guard !hasCyrillic(text), !text.containsUTF8("://") else { return false }
        return CatalogNoise.prose(text).split(whereSeparator: { !$0.isLetter }).count == 1
    }

    /// Whether a text has a Cyrillic letter (its UTF-8 lead bytes D0–D4).
    static func hasCyrillic(_ text: String) -> Bool { text.utf8.contains { $0 >= 0xD0 && $0 <= 0xD4 } }

    static func ownScriptName(_ language: String) -> String {
        switch LanguageFallback.base(language) {
        case "ja": return "kana"
        case "ko": return "Hangul"
        default: return "Han characters alone"
        }
    }
}
