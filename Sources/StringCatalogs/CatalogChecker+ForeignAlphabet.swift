/// A text in an alphabet its language writes nowhere else: ownCloud's Croatian
/// "Предлажем вам да пробате %1$s…" (Serbian, in Cyrillic letters) for "I want to invite you to
/// use %1$s…", where Croatian writes Latin letters in all its other texts. A language's
/// alphabet is the one nearly all its texts write (``homeAlphabetShare``, fifty texts at
/// least); a text of six letters or more, all of another alphabet that is not the source's
/// and that the language writes in no other text, is a finding. Names a language list writes
/// alike everywhere ("Српски" under Serbian in every language) are not judged: a text three
/// other languages hold too, nor a language whose alphabet is known to be another than most
/// of its texts' (``languageAlphabets``). Japanese, Korean and Chinese, which write more than one script,
/// and a language with a sibling in another script (`sr`, `sr-Latn`) are
/// ``textsInAnotherScript(_:_:)``'s.
extension CatalogChecker {
    /// The share of a language's texts of one alphabet that makes it the language's.
    static let homeAlphabetShare = (97, 100)

    /// The fewest texts of one alphabet a language must write for it to be its own.
    static let fewestHomeAlphabetTexts = 50

    /// The most other languages holding the same text (a name every language writes alike).
    static let mostLanguagesSharingAForeignText = 2

    /// An alphabet as told by a letter's code point (``alphabet(of:)``).
    enum Alphabet: Hashable, CustomStringConvertible {
        case latin, greek, cyrillic, armenian, hebrew, arabic, hangul, hanOrKana
        /// Another block of 128 code points (Devanagari, Thai, Georgian…), by its first.
        case block(UInt32)

        /// The scripts of the blocks of 128 code points most apps' languages write.
        static let blockNames: [UInt32: String] = [
            0x700: "Syriac", 0x780: "Thaana", 0x900: "Devanagari", 0x980: "Bengali", 0xA00: "Gurmukhi", 0xA80: "Gujarati", 0xB00: "Oriya",
            0xB80: "Tamil", 0xC00: "Telugu", 0xC80: "Kannada", 0xD00: "Malayalam", 0xD80: "Sinhala", 0xE00: "Thai", 0xE80: "Lao",
            0xF00: "Tibetan", 0x1000: "Myanmar", 0x10A0: "Georgian", 0x1200: "Ethiopic",
            0x1780: "Khmer",
        ]

        var description: String {
            switch self {
            case .latin: "Latin"
            case .greek: "Greek"
            case .cyrillic: "Cyrillic"
            case .armenian: "Armenian"
            case .hebrew: "Hebrew"
            case .arabic: "Arabic"
            case .hangul: "Hangul"
            case .hanOrKana: "Han or kana"
            case let .block(first): Self.blockNames[first] ?? "U+\(String(first, radix: 16, uppercase: true)) block"
            }
        }
    }

    /// The alphabets of languages not written in Latin letters (by base subtag): a language
    /// whose texts are mostly in another is a test's or a copy's, not judged.
    static let languageAlphabets: [String: Alphabet] = {
        var table: [String: Alphabet] = [:]
        for (alphabet, languages) in [(Alphabet.arabic, ["ar", "fa", "ur", "ps", "ckb", "ug", "sd", "ks"]), (.hebrew, ["he", "iw", "yi"]),
                                      (.cyrillic, ["ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg", "tt", "ba", "cv", "sah", "os", "ab", "ce"]),
                                      (.greek, ["el"]), (.armenian, ["hy"]), (.hangul, ["ko"]), (.hanOrKana, ["ja", "zh", "yue"]),
                                      (.block(0x900), ["hi", "mr", "ne", "sa", "mai", "bho"]), (.block(0x980), ["bn", "as"]), (.block(0xA00), ["pa"]),
                                      (.block(0xA80), ["gu"]), (.block(0xB00), ["or"]), (.block(0xB80), ["ta"]), (.block(0xC00), ["te"]), (.block(0xC80), ["kn"]),
                                      (.block(0xD00), ["ml"]), (.block(0xD80), ["si"]), (.block(0xE00), ["th"]), (.block(0xE80), ["lo"]), (.block(0x1000), ["my"]),
                                      (.block(0x10A0), ["ka"]), (.block(0x1200), ["am", "ti"]), (.block(0x1780), ["km"]), (.block(0x780), ["dv"])] {
            for language in languages { table[language] = alphabet }
        }
        return table
    }()

    /// A letter's alphabet.
    static func alphabet(of letter: Unicode.Scalar) -> Alphabet {
        switch letter.value {
        case 0...0x24F, 0x1E00...0x1EFF: .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: .greek
        case 0x400...0x52F: .cyrillic
        case 0x530...0x58F: .armenian
        case 0x590...0x5FF, 0xFB1D...0xFB4F: .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: .hangul
        case 0x3040...0x30FF, 0x3400...0x9FFF, 0xF900...0xFAFF: .hanOrKana
        // (Scripts spanning more than one block, as one.)
        case 0x1000...0x109F: .block(0x1000)
        case 0x10A0...0x10FF, 0x1C90...0x1CBF, 0x2D00...0x2D2F: .block(0x10A0)
        case 0x1200...0x139F, 0x2D80...0x2DDF: .block(0x1200)
        case let value: .block(value & ~0x7F)
        }
    }

    /// The one alphabet of a text's letters outside its placeholders and markup, with their
    /// count; nil for a text without letters or with letters of two alphabets.
    static func singleAlphabet(_ text: String) -> (alphabet: Alphabet, letters: Int)? {
        var found: Alphabet?, letters = 0
        for scalar in CatalogNoise.prose(text).unicodeScalars where scalar.isAlphabeticQuickly {
            let alphabet = alphabet(of: scalar)
            if let found, found != alphabet { return nil }
            (found, letters) = (alphabet, letters + 1)
        }
        return found.map { ($0, letters) }
    }

    /// Whether a language tag names a script (`sr-Latn`, `b+sr+Latn`, `uz-Cyrl`).
    static func namesAScript(_ language: String) -> Bool {
        language.split(whereSeparator: { $0 == "-" || $0 == "+" || $0 == "_" }).dropFirst().contains { $0.count == 4 && $0.allSatisfy(\.isLetter) }
    }

    /// One `untranslated` finding per text in an alphabet its language writes nowhere else
    /// (see the extension's comment).
    func textsInAForeignAlphabet(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // (The source's alphabet: most of its texts'.)
        var sourceCounts: [Alphabet: Int] = [:]
        for string in source.values { for text in string.value.texts { if let (alphabet, _) = Self.singleAlphabet(text) { sourceCounts[alphabet, default: 0] += 1 } } }
        // (Ties, in a hostile catalog, broken by name: the same report every run.)
        guard let sourceAlphabet = sourceCounts.max(by: { ($0.value, $1.key.description) < ($1.value, $0.key.description) })?.key else { return [] }
        let bases = Dictionary(grouping: strings.keys, by: LanguageFallback.base)
        var findings: [CatalogFinding] = []
        for (language, translated) in strings.sorted(by: { $0.key < $1.key }) where language != catalog.sourceLanguage {
            let base = LanguageFallback.base(language)
            guard !["ja", "ko", "zh"].contains(base), !(bases[base] ?? []).contains(where: Self.namesAScript) else { continue }
            // Its texts (other than a copy of the source) by alphabet.
            var byAlphabet: [Alphabet: [(key: String, string: CatalogString, text: String, letters: Int)]] = [:]
            for (key, string) in translated {
                guard let original = source[key], original.translatable, string.value != original.value, case let .text(text) = string.value,
                      let (alphabet, letters) = Self.singleAlphabet(text) else { continue }
                byAlphabet[alphabet, default: []].append((key, string, text, letters))
            }
            let total = byAlphabet.values.reduce(0) { $0 + $1.count }
            guard let (home, homeTexts) = byAlphabet.max(by: { ($0.value.count, $1.key.description) < ($1.value.count, $0.key.description) }),
                  homeTexts.count >= Self.fewestHomeAlphabetTexts, homeTexts.count * Self.homeAlphabetShare.1 >= total * Self.homeAlphabetShare.0,
                  Self.languageAlphabets[base].map({ $0 == home }) ?? true else { continue }
            for (alphabet, texts) in byAlphabet where alphabet != home && alphabet != sourceAlphabet {
                // (The language's texts in that alphabet but names written alike in three other languages or more.)
                let own = texts.compactMap { text -> (key: String, string: CatalogString, text: String, letters: Int, sharing: [String])? in
                    let sharing = strings.keys.filter { $0 != language && strings[$0]?[text.key]?.value == text.string.value }
                    return sharing.count <= Self.mostLanguagesSharingAForeignText ? (text.key, text.string, text.text, text.letters, sharing) : nil
                }
                guard own.count == 1, let (key, string, text, letters, sharing) = own.first, letters >= Self.fewestPastedLetters,
                      !source[key]!.value.texts.contains(where: { $0.unicodeScalars.contains { Self.alphabet(of: $0) == alphabet && $0.isAlphabeticQuickly } }) else { continue }
                let from = sharing.isEmpty ? "" : " (\(sharing.sorted().joined(separator: ", ")) write it so)"
                findings.append(CatalogFinding(
                    kind: .untranslated, key: key, language: language, platform: catalog.platform,
                    detail: "written in \(alphabet) letters\(from), which \(language) writes in none of its other texts: its \(homeTexts.count) texts of one alphabet are \(home) (source \"\(source[key]!.value.displayText)\", here \"\(text)\")",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
}
