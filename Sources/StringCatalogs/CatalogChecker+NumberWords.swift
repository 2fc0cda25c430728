import Foundation

/// A number the source spells out (or writes in digits, two to ten), spelled as another
/// number in a translation: Mastodon's Thai "ไม่สามารถแนบมากกว่าสองวิดีโอ" (more than two videos)
/// for "Cannot attach more than one video.". A language's words for the numbers one to ten are CLDR's (ICU's spell-out rules,
/// `NumberFormatter`'s `.spellOut`). A translation holding the word for another number, and
/// neither the source's number's word nor its digits, says another number where three other
/// translations at least hold theirs, and its language writes that other word in few of its
/// texts whose sources do not say that number (one in a hundred at most); not the word for one,
/// an article or a pronoun in most languages (French "un"), nor English's "one" unless it counts
/// ("more than one"; not "no one"). Chinese, Japanese and Korean are left out: their number characters are parts of
/// words (二维码, QR code; Korean 이 is also a particle).
extension CatalogChecker {
    /// The numbers English spells out, by word.
    static let englishNumberWords: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    ]

    /// The words before "one" that make it a count ("more than one", "at least one").
    static let countingOne: Set<String> = ["than", "least", "most", "only", "exactly", "just"]

    /// Languages whose number words are parts of other words, not judged.
    static let numberWordsInWords: Set<String> = ["zh", "ja", "ko"]

    /// The fewest other translations holding the source's number, and the most of a language's
    /// texts (a hundredth) that may hold another number's word without saying it (Italian "sei",
    /// six, is also "you are").
    static let fewestNumberWordVoters = 3, numberWordRarity = 100

    /// One `placeholderMismatch` per translation spelling another number than its source's
    /// (see the extension's comment).
    func changedNumberWords(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) && !Self.numberWordsInWords.contains(LanguageFallback.base($0)) }.sorted()
        // The source texts spelling one number (and no other), by key.
        var spelled: [(key: String, number: Int, text: String)] = []
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            guard case let .text(text) = original.value else { continue }
            let sourceWords = Self.lowercasedWords(text)
            // ("One" counts after a comparison only: "more than one video", not "no one", "your old one".)
            let numbers = Set(sourceWords.indices.compactMap { index -> Int? in
                guard let number = Self.englishNumberWords[sourceWords[index]] else { return nil }
                return number != 1 || (index > 0 && Self.countingOne.contains(sourceWords[index - 1])) ? number : nil
            })
            if numbers.count == 1, !sourceWords.contains(where: { Self.englishNumberWords[$0] != nil && Self.englishNumberWords[$0] != numbers.first! }) {
                spelled.append((key, numbers.first!, text))
            } else if numbers.isEmpty, !sourceWords.contains(where: { Self.englishNumberWords[$0] != nil }) {
                // (Or one number of two to ten in digits, which a translation may spell: Mastodon's Arabic "…من ثمان خانات…"
                // for "…at least 8 characters", whose "ست", six, says another.)
                let digits = Self.numbers(in: text)
                if digits.count == 1, let number = Int(digits[0]), (2...10).contains(number) { spelled.append((key, number, text)) }
            }
        }
        guard !spelled.isEmpty else { return [] }
        // Per language: its words for one to ten (read when asked).
        var numberWords: [String: [Int: String]] = [:]
        func words(_ language: String) -> [Int: String] {
            if let known = numberWords[language] { return known }
            let found = Self.spelledNumbers(language)
            numberWords[language] = found
            return found
        }
        // Per language: how many of its texts hold each number's word without their source saying that number, of how many.
        var rarities: [String: (holding: [Int: Int], texts: Int)] = [:]
        func rarity(_ language: String) -> (holding: [Int: Int], texts: Int) {
            if let known = rarities[language] { return known }
            var holding: [Int: Int] = [:], texts = 0
            let spelledHere = words(language)
            for (key, string) in strings[language] ?? [:] {
                guard case let .text(text) = string.value, let original = source[key], original.translatable, original.value != string.value else { continue }
                texts += 1
                let said = Self.numbersSaid(original.value.displayText), reading = NumberWordReading(text, language: language)
                for (number, word) in spelledHere where !said.contains(number) && reading.holds(word) {
                    holding[number, default: 0] += 1
                }
            }
            rarities[language] = (holding, texts)
            return (holding, texts)
        }
        var findings: [CatalogFinding] = []
        for (key, number, sourceText) in spelled {
            let translations = languages.compactMap { language -> (language: String, string: CatalogString, reading: NumberWordReading)? in
                guard let string = strings[language]?[key], case let .text(text) = string.value, string.value != source[key]!.value else { return nil }
                return (language, string, NumberWordReading(text, language: language))
            }
            // (Keeping it in a form of the word too: Spanish "un" where CLDR spells "uno", French "une".)
            let keeping = translations.filter { translation in
                Self.numbersSaid(translation.reading.text).contains(number) || Self.numbers(in: translation.reading.text).contains(String(number))
                    || words(translation.language)[number].map(translation.reading.holdsAForm(of:)) == true
            }
            guard keeping.count >= Self.fewestNumberWordVoters else { continue }
            for (language, string, reading) in translations where !keeping.contains(where: { $0.language == language }) {
                let own = words(language), text = reading.text
                // (Not the word for one: an article or a pronoun in most languages, Greek "ένα", Russian "один поверх другого".)
                guard own[number] != nil,
                      let (other, word) = own.filter({ $0.key != number && $0.key != 1 && reading.holds($0.value) }).min(by: { $0.key < $1.key })
                else { continue }
                let counts = rarity(language)
                guard counts.texts >= Self.numberWordRarity, counts.holding[other, default: 0] * Self.numberWordRarity <= counts.texts else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                    detail: "the source's number \(number) is written \(other) here (\"\(word)\", CLDR's \(language) word for \(other)), not \"\(own[number]!)\" nor \(number); "
                        + "\(keeping.count) other translations keep \(number) (source \"\(sourceText)\", here \"\(text)\")",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }

    /// A language's words for the numbers one to ten (lowercased; CLDR's spell-out), those of
    /// one word each.
    static func spelledNumbers(_ language: String) -> [Int: String] {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: language)
        var found: [Int: String] = [:]
        for number in 1...10 {
            guard let word = formatter.string(from: NSNumber(value: number))?.lowercased(), !word.isEmpty,
                  !word.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0 == "-" || $0.isASCII && $0.properties.numericType != nil }) else { continue }
            found[number] = word
        }
        // (None where ICU has no rules of the language's own and spells English's: Balinese "ten", ten, is its "not".)
        guard LanguageFallback.base(language) == "en" || found[1] != "one" else { return [:] }
        // (Two numbers spelled alike tell nothing.)
        let repeated = Set(Dictionary(grouping: found.values, by: { $0 }).filter { $0.value.count > 1 }.keys)
        return found.filter { !repeated.contains($0.value) }
    }

    /// The numbers `text` says: its runs of digits, and its English number words.
    static func numbersSaid(_ text: String) -> Set<Int> {
        var said: Set<Int> = [], run = ""
        for character in text + " " {
            if character.isASCII && character.isNumber { run.append(character); continue }
            if let number = Int(run) { said.insert(number) }
            run = ""
        }
        for word in lowercasedWords(text) { if let number = englishNumberWords[word] { said.insert(number) } }
        return said
    }
}

/// A translation as ``CatalogChecker/changedNumberWords(_:_:)`` reads it: its words, split
/// once (nil where its language does not space them: Thai is searched whole).
struct NumberWordReading {
    let text: String
    let words: Set<String>?

    init(_ text: String, language: String) {
        self.text = text
        words = TextShapeCheck.writesSpaces(language) ? Set(CatalogChecker.lowercasedWords(text)) : nil
    }

    /// Whether the text holds `word`: as a word where its language spaces words, anywhere in
    /// it where it does not; an Arabic word ending in "ة" without it too (the form counting
    /// feminine nouns: "ست", six, of "ستة").
    func holds(_ word: String) -> Bool {
        if word.hasSuffix("\u{0629}"), let words, words.contains(String(word.dropLast())) { return true }
        return words?.contains(word) ?? text.containsUTF8(word)
    }

    /// Whether the text holds `word` or a form of it (a word of two letters at least starting
    /// it, or starting with it: Spanish "un" for "uno", French "une" for "un"); anywhere in it
    /// where its language does not space words.
    func holdsAForm(of word: String) -> Bool {
        guard let words else { return text.containsUTF8(word) }
        return words.contains { $0 == word || ($0.count >= 2 && (word.hasPrefix($0) || $0.hasPrefix(word))) }
    }
}
