/// A text cut at an apostrophe: Home Assistant's French "Impossible d" for "Unable to parse
/// action data", what is left of "Impossible d'analyser les données de l'action" after a
/// tool took the apostrophe for the end of a quoted value. French, Italian and Catalan
/// write their elided words ("d'", "l'", "qu'", "dell'") only before an apostrophe: a text
/// ending in one, where the language writes it before an apostrophe ten times or more and
/// never otherwise, lost the rest of its sentence.
extension CatalogChecker {
    /// The fewest times the language writes the word before an apostrophe.
    static let fewestElisions = 10

    /// The longest elided word looked at ("dell", "sull").
    static let longestElidedWord = 4

    /// One `placeholderMismatch` per text ending in a word its language writes only elided.
    func textsCutAtAnElision(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.filter({ !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            let translated = strings[language]!
            // The short words the language writes before an apostrophe ten times or more (the
            // texts holding one: few; most languages elide none).
            var elided: [String: Int] = [:], standing: [String: Int] = [:], ignored: [String: Int] = [:]
            for string in translated.values {
                guard case let .text(text) = string.value, Self.holdsApostrophe(text) else { continue }
                Self.countWords(of: nil, in: text, elided: &elided, standing: &ignored)
            }
            let elidedOften = Set(elided.filter { $0.value >= Self.fewestElisions }.keys)
            guard !elidedOften.isEmpty else { continue }
            // The texts ending in one of them after a space, by that word.
            var candidates: [String: [(key: String, string: CatalogString, text: String)]] = [:]
            for (key, string) in translated {
                guard case let .text(text) = string.value, let word = Self.finalShortWord(text), elidedOften.contains(word),
                      let original = source[key], original.translatable, original.value != string.value else { continue }
                candidates[word, default: []].append((key, string, text))
            }
            guard !candidates.isEmpty else { continue }
            // How often the language writes them otherwise.
            for string in translated.values {
                guard case let .text(text) = string.value else { continue }
                Self.countWords(of: Set(candidates.keys), in: text, elided: &ignored, standing: &standing)
            }
            var cut: [CatalogFinding] = []
            for (word, texts) in candidates.sorted(by: { $0.key < $1.key }) {
                // (Each candidate's word is elided often.) Each cut text is one standing use of the word: none other allowed.
                let times = elided[word]!
                guard (standing[word] ?? 0) <= texts.count else { continue }
                // (Not where the source ends in the word too: a name, a code.)
                for (key, string, text) in texts.sorted(by: { $0.key < $1.key })
                where !Self.lowercasedWords(source[key]!.value.texts.joined(separator: " ")).contains(word) {
                    cut.append(CatalogFinding(
                        kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                        detail: "cut off at an apostrophe: it ends \"\(word)\", which \(language) writes only before an apostrophe (\"\(word)'…\", \(times) times elsewhere): "
                            + "the rest of the sentence is lost (a quote taken for the end of the value?) (source \"\(source[key]!.value.displayText)\", here \"\(text)\")",
                        location: string.location.description, appleKey: string.key))
                }
            }
            // Many in one language are one cause (a tool that cut every value at its apostrophe): one finding.
            findings += Self.summarized(cut, language: language, platform: catalog.platform) {
                "\($0) texts cut off at an apostrophe, each ending in a word \(language) writes only before one (a tool that cut every value at its apostrophe?)"
            }
        }
        return findings
    }

    /// The last word of a text when it is short (`longest` letters at most), all letters, after a
    /// space, at the very end (nothing after it), lowercased; nil otherwise.
    static func finalShortWord(_ text: String, longest: Int = longestElidedWord) -> String? {
        // Most texts end in a stop or a bracket: their last byte tells.
        guard let lastByte = text.utf8.last, lastByte >= 0x80 || (lastByte | 0x20 >= 0x61 && lastByte | 0x20 <= 0x7A) else { return nil }
        let scalars = Array(text.unicodeScalars.suffix(longest + 1))
        guard let last = scalars.last, last.isAlphabeticQuickly,
              let space = scalars.lastIndex(where: { !$0.isAlphabeticQuickly }), scalars[space] == " ", space < scalars.count - 1 else { return nil }
        return String(String.UnicodeScalarView(scalars[(space + 1)...])).lowercased()
    }

    /// Whether a text holds an apostrophe, ' or ’ (E2 80 99), by its bytes.
    static func holdsApostrophe(_ text: String) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x27 || (byte == 0x99 && previous == 0x80 && beforePrevious == 0xE2) { return true }
            (beforePrevious, previous) = (previous, byte)
        }
        return false
    }

    /// Counts each of `words` in `text` where it stands as a word: before an apostrophe (' or
    /// ’) in `elided`, otherwise in `standing`; with nil, every word of ``longestElidedWord``
    /// letters or fewer before an apostrophe (none in `standing`).
    static func countWords(of words: Set<String>?, in text: String, elided: inout [String: Int], standing: inout [String: Int]) {
        let scalars = Array(text.unicodeScalars)
        var start: Int?
        for index in 0...scalars.count {
            let isLetter = index < scalars.count && scalars[index].isAlphabeticQuickly
            if isLetter { if start == nil { start = index }; continue }
            defer { start = nil }
            guard let first = start, index - first <= longestElidedWord else { continue }
            let beforeApostrophe = index < scalars.count && (scalars[index] == "'" || scalars[index] == "’")
            // (Every short word asked: only those before an apostrophe are counted, and made strings.)
            guard words != nil || beforeApostrophe else { continue }
            let word = String(String.UnicodeScalarView(scalars[first..<index])).lowercased()
            guard words?.contains(word) ?? true else { continue }
            if beforeApostrophe {
                elided[word, default: 0] += 1
            } else {
                standing[word, default: 0] += 1
            }
        }
    }
}
