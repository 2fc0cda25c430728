/// A translation that stops on a word its language never ends a sentence with: ownCloud's
/// Brazilian location prompt "Essa permissão é necessária para habilitar o envio automático
/// de" for "…upload of photos and videos in the background.", cut at 64 characters: "de"
/// (of) stands in hundreds of the language's texts and ends none. Read where the source ends
/// its sentence and the translation in a letter (``unendedSentences(_:_:)``), and where a
/// long source ends in a word with no mark (Wikipedia's Arabic "…بدلا من", "instead of", for
/// "…rather than always loading the latest version of an article"). In a script written
/// without spaces the last letter stands for the word (Japanese "…すべてのデータを": "を",
/// the object's particle, stands in hundreds of texts and ends none).
extension CatalogChecker {
    /// How often a word must stand in a language's texts, never last, to be one no sentence ends with.
    static let fewestDanglingUses = 30
    /// The most a translation ending so may be of the length its language's translations
    /// have against their sources (a fifth shorter at least).
    static let mostDanglingLength = 0.8

    /// "…", "。", "！", "？", "：" in UTF-8.
    static let fullWidthEnds: [[UInt8]] = ["…", "。", "！", "？", "："].map { Array($0.utf8) }

    /// The marks a sentence ends with, as ``sentenceEndings(_:of:)`` reads them: ".", "!", "?",
    /// ":" and ``fullWidthEnds``.
    static let sentenceEndMarks: Set<Character> = Set(".!?:").union(fullWidthEnds.map { Character(String(decoding: $0, as: UTF8.self)) })

    /// Per word of `wanted`: how many of a language's texts hold it, and how many of those end
    /// a sentence with it (the text's end, or ".", "!", "?", ":", "…" and their full-width
    /// forms next), as ``byteWords(_:startingLike:)`` reads words.
    static func sentenceEndings(_ strings: [String: CatalogString], of wanted: Set<String>) -> [String: (uses: Int, endings: Int)] {
        var counts: [String: (uses: Int, endings: Int)] = [:]
        guard !wanted.isEmpty else { return counts }
        // A word is spelled out only where its length and first bytes are a wanted word's.
        let lengths = Set(wanted.map(\.utf8.count)), starts = Set(wanted.map { firstThreeBytes(Array($0.utf8)) })
        for string in strings.values {
            for text in string.value.texts {
                var seen: Set<String> = []
                let bytes = Array(text.utf8)
                var word: [UInt8] = [], index = 0
                func finish() {
                    defer { word.removeAll(keepingCapacity: true) }
                    guard lengths.contains(word.count), starts.contains(firstThreeBytes(word)) else { return }
                    let spelled = String(decoding: word, as: UTF8.self)
                    guard wanted.contains(spelled) else { return }
                    var next = index
                    while next < bytes.count, bytes[next] == 0x20 { next += 1 }
                    let ends = next == bytes.count || [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":")].contains(bytes[next])
                        || fullWidthEnds.contains { bytes[next...].starts(with: $0) }
                    if seen.insert(spelled).inserted { counts[spelled, default: (0, 0)].uses += 1 }
                    if ends { counts[spelled, default: (0, 0)].endings += 1 }
                }
                while index < bytes.count {
                    let byte = bytes[index]
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte | 0x20)
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...: word.append(byte)
                    default: finish()
                    }
                    index += 1
                }
                finish()
            }
        }
        return counts
    }

    /// The fewest words of a source ending in a word whose translations are judged: a shorter
    /// one is a label, which may end on any word ("Sign in with").
    static let fewestOpenEndWords = 6

    /// How often a word must stand in a language's texts, never last, to judge a text whose
    /// source ends with no mark: a function word ("من", of; "à", to), not a noun that happens
    /// to end no text (Arabic "صفحة", page, in 39).
    static let fewestOpenEndUses = 90

    /// A text's last word as a dangling word is read (``byteWords(_:startingLike:)``), or in
    /// Japanese its last letter where that is hiragana; nil for a word joined on by a hyphen.
    static func danglingUnit(_ text: String) -> String? {
        // (A word joined on by a hyphen or an apostrophe is an ending: Bosnian "Send-u".)
        guard let token = text.split(whereSeparator: \.isWhitespace).last, !token.contains(where: { "-'’".contains($0) }),
              let last = byteWords(String(token)).last else { return nil }
        guard !spacesWords(last) else { return last }
        // (Hiragana only: Japanese particles; a Chinese character may end a word of any kind, 相同, same. Its last two
        // characters, where both are Chinese, are judged by the texts holding them: Wikipedia's Chinese "…请检查您的",
        // please check your, where "您的" ends none of the 120 texts holding it.)
        let isHan = { (letter: Character) in letter.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) } }
        if last.count >= 2, isHan(last.last!), isHan(last.dropLast().last!) { return String(last.suffix(2)) }
        guard let letter = last.last, letter.unicodeScalars.allSatisfy({ (0x3041...0x309F).contains($0.value) }) else { return nil }
        return String(letter)
    }

    /// ``sentenceEndings(_:of:)`` of the words of `wanted`, with the letters (and pairs of
    /// Chinese characters) of a script written without spaces (``danglingUnit(_:)``) counted as
    /// standing anywhere in a text.
    static func unitEndings(_ strings: [String: CatalogString], of wanted: Set<String>) -> [String: (uses: Int, endings: Int)] {
        let letters = Set(wanted.filter { $0.count == 1 && !spacesWords($0) }.map { $0.first! })
        let pairs = wanted.filter { $0.count == 2 && !spacesWords($0) }
        var counts = sentenceEndings(strings, of: wanted.filter { ($0.count != 1 && $0.count != 2) || spacesWords($0) })
        guard !letters.isEmpty || !pairs.isEmpty else { return counts }
        for string in strings.values {
            for text in string.value.texts {
                // (Two Chinese characters: each text holding them, and each time a sentence ends after them; one pass
                // over the text's characters, whatever the number of pairs.)
                if !pairs.isEmpty {
                    var seenPairs: Set<String> = [], previous: Character?
                    var index = text.startIndex
                    while index < text.endIndex {
                        let letter = text[index]
                        index = text.index(after: index)
                        defer { previous = letter }
                        guard let first = previous else { continue }
                        let pair = String([first, letter])
                        guard pairs.contains(pair) else { continue }
                        if seenPairs.insert(pair).inserted { counts[pair, default: (0, 0)].uses += 1 }
                        let next = text[index...].first { $0 != " " }
                        if next == nil || sentenceEndMarks.contains(next!) { counts[pair, default: (0, 0)].endings += 1 }
                    }
                }
                guard !letters.isEmpty else { continue }
                var seen: Set<Character> = []
                var index = text.startIndex
                while index < text.endIndex {
                    let letter = text[index]
                    index = text.index(after: index)
                    guard letters.contains(letter) else { continue }
                    let next = text[index...].first { $0 != " " }
                    if seen.insert(letter).inserted { counts[String(letter), default: (0, 0)].uses += 1 }
                    if next == nil || sentenceEndMarks.contains(next!) { counts[String(letter), default: (0, 0)].endings += 1 }
                }
            }
        }
        return counts
    }

    /// The sentences whose source ends in a word (no mark) after ``fewestOpenEndWords`` words
    /// at least, with their translations ending in a letter.
    static func openEndedSentences(_ source: [String: CatalogString], _ tables: [(language: String, strings: [String: CatalogString])])
        -> [(key: String, text: String, translations: [TextTranslation])] {
        source.sorted(by: { $0.key < $1.key }).compactMap { key, original in
            guard original.translatable, case let .text(sourceText) = original.value, endsInLetter(sourceText),
                  lowercasedWords(sourceText).count >= fewestOpenEndWords else { return nil }
            let translations = textTranslations(of: key, original, in: tables).filter { endsInLetter($0.text) }
            return translations.isEmpty ? nil : (key, sourceText, translations)
        }
    }

    /// One `placeholderMismatch` per translation of a source ending in a word (see the
    /// extension's comment) that stops on a dangling word, a fifth shorter than its language
    /// writes at least.
    /// `endings` gives a language's ``unitEndings(_:of:)`` of its candidate last words.
    func danglingOpenEnds(_ catalog: PlatformCatalog, _ sentences: [(key: String, text: String, translations: [TextTranslation])],
                          _ strings: [String: [String: CatalogString]], endings: (String) -> [String: (uses: Int, endings: Int)],
                          relativeLength: (String, String, String) -> Double) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        // (A source that itself stops on a word its language seldom ends with goes on elsewhere: "The app is currently
        // connecting to", an address next.)
        let sourceEnds = Self.unitEndings(strings[catalog.sourceLanguage] ?? [:], of: Set(sentences.compactMap { Self.danglingUnit($0.text) }))
        for sentence in sentences {
            let end = Self.byteWords(sentence.text).last ?? ""
            if let unit = Self.danglingUnit(sentence.text), let count = sourceEnds[unit], count.uses >= Self.fewestDanglingUses, count.endings * 10 <= count.uses { continue }
            for translation in sentence.translations {
                let shortness = relativeLength(translation.language, translation.text, sentence.text)
                guard shortness < Self.mostDanglingLength else { continue }
                guard let (word, uses) = Self.danglingWord(translation.text, endings: endings(translation.language)), uses >= Self.fewestOpenEndUses else { continue }
                findings.append(Self.cutAfterDanglingWord(catalog, key: sentence.key, translation, word: word, uses: uses, shortness: shortness,
                                                          source: sentence.text, sourceGoesOn: "goes on to \"\(end)\""))
            }
        }
        return findings
    }

    /// A `placeholderMismatch` at a translation that stops after `word`, a dangling word of its
    /// language (``danglingWord(_:endings:)``), `shortness` of the length its language writes,
    /// where its source `sourceGoesOn` (ends its sentence, or goes on to a word).
    static func cutAfterDanglingWord(_ catalog: PlatformCatalog, key: String, _ translation: (language: String, string: CatalogString, text: String),
                                     word: String, uses: Int, shortness: Double, source: String, sourceGoesOn: String) -> CatalogFinding {
        CatalogFinding(
            kind: .placeholderMismatch, key: key, language: translation.language, platform: catalog.platform,
            detail: "stops after \"\(word)\", a word \(uses) of \(translation.language)'s texts hold and none ends a sentence with, where the source "
                + "\(sourceGoesOn), at \(Int(shortness * 100)) % of the length \(translation.language)'s translations have against "
                + "their sources: cut off (source \"\(source)\", here \"\(translation.text)\")",
            location: translation.string.location.description, appleKey: translation.string.key)
    }

    /// A text's last word (``byteWords(_:startingLike:)``) when its language writes it in
    /// ``fewestDanglingUses`` other texts or more and ends none of them with it, with how many
    /// hold it (`endings` counts the text itself).
    static func danglingWord(_ text: String, endings: [String: (uses: Int, endings: Int)]) -> (word: String, uses: Int)? {
        guard let last = danglingUnit(text), let count = endings[last], count.uses - 1 >= fewestDanglingUses, count.endings <= 1 else { return nil }
        return (last, count.uses - 1)
    }
}
