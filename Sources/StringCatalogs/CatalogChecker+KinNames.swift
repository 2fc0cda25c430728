import Foundation

/// The app's name swapped for a kin's: Wikipedia's Hebrew "חיפוש בוויקימילון" (Wiktionary)
/// for "Search Wikipedia", Ukrainian "Вікісловник", Taiwanese 維基詞典 — a sibling project's
/// name, from a translation memory, in a language that writes the app's name its own way
/// (so ``lostAppName(_:_:other:)``, which judges the name as the source writes it, leaves it
/// alone). The language's own spelling is read from its translations of the texts naming the
/// app: the runs of letters (``nameGrams(_:)``) nine in ten of them hold, within one word. A
/// translation holding some of those runs and missing half of them at least writes a name
/// that begins like the app's and is another; one holding none left the name out (the
/// translator's phrasing). Texts whose source also names a word beginning like the app's
/// ("Wikidata", "Wikimedia") are not read.
extension CatalogChecker {
    /// The fewest translations of texts naming the app a language needs for its spelling to judge.
    static let fewestKinNameTexts = 10

    /// The most letters of a word (or a clause of a script without spaces) a name is read in.
    static let longestNameWord = 64

    /// One `placeholderMismatch` per translation writing a kin's name where its source names
    /// the app (see the extension's comment).
    func appNameSwappedForKin(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The app's name: its word the most source texts hold, six letters at least.
        guard let name = Self.appName(source) else { return [] }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        let byLanguage = Self.translationsNaming(name, source, tables: tables, fewest: Self.fewestKinNameTexts + 1)
        var findings: [CatalogFinding] = []
        for (language, translations) in byLanguage.sorted(by: { $0.key < $1.key }) where translations.count > Self.fewestKinNameTexts {
            // (A language keeping the name as the source writes it in every text is judged by ``lostAppName(_:_:other:)``.)
            let lacking = translations.indices.filter { !translations[$0].translation.text.containsIgnoringCase(name) }
            guard !lacking.isEmpty else { continue }
            let words = translations.map { Self.kinNameWords($0.translation.text) }
            guard let spelling = Self.nameSpelling(words) else { continue }
            let (model, cores, first) = (spelling.model, spelling.cores, spelling.first)
            // How many of the name's runs a word holds.
            let holding = { (word: String) in Set(Self.nameGrams(word)).intersection(cores).count }
            for index in lacking {
                let (key, translation) = translations[index]
                guard let written = words[index].first(where: { Self.nameGrams($0).contains(first) }) else { continue }
                // (Not where a word, or two side by side, hold the name: Ukrainian "…у Вікісховищі, … Вікіпедія", Persian "ویکی پدیا".)
                let texts = words[index] + zip(words[index], words[index].dropFirst()).map { $0 + $1 }
                guard !texts.contains(where: { (cores.count - holding($0)) * 2 < cores.count }) else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                    detail: "\"\(translation.text)\" writes \"\(written)\" where the source names \(name) and \(language)'s other translations naming it write "
                        + "\"\(model)\" (\(translations.count - 1) texts): another name beginning like it (a sibling project's), or the name misspelled",
                    location: translation.string.location.description, appleKey: translation.string.key))
            }
        }
        return findings
    }

    /// The translations, by language, of the source texts naming `name` and no other word
    /// beginning like it ("Wikidata" beside "Wikipedia"), where the source has `fewest` such
    /// texts at least.
    static func translationsNaming(_ name: String, _ source: [String: CatalogString], tables: [(language: String, strings: [String: CatalogString])], fewest: Int)
        -> [String: [(key: String, translation: TextTranslation)]] {
        let (lowercased, start) = (name.lowercased(), String(name.lowercased().prefix(4)))
        let naming = source.sorted(by: { $0.key < $1.key }).filter { _, original in
            guard original.translatable, case let .text(text) = original.value, text.containsIgnoringCase(name) else { return false }
            return !lowercasedWords(text).contains { $0.hasPrefix(start) && !$0.hasPrefix(lowercased) }
        }
        guard naming.count >= fewest else { return [:] }
        var byLanguage: [String: [(key: String, translation: TextTranslation)]] = [:]
        for (key, original) in naming {
            for translation in textTranslations(of: key, original, in: tables) { byLanguage[translation.language, default: []].append((key, translation)) }
        }
        return byLanguage
    }

    /// The app's name: the word of ``brandWords(_:)`` (six letters at least) the most source texts hold.
    static func appName(_ source: [String: CatalogString]) -> String? {
        let named = { (word: String) in source.values.count { $0.translatable && $0.value.displayText.containsIgnoringCase(word) } }
        return brandWords(source).filter { $0.count >= 6 }.map { ($0, named($0)) }.max(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 > $1.0 })?.0
    }

    /// How a language writes a name, read from the words of its translations of texts naming
    /// it: the runs (``nameGrams(_:)``) nine in ten of them hold (three at least), the word
    /// holding most of them (of those holding as many, the one most texts write: "википедија",
    /// not the genitive "википедии"), and the first of its runs among them (a word written in
    /// the name's place begins like it; in Chinese the model is a whole clause, "关于维基百科").
    static func nameSpelling(_ words: [[String]]) -> (model: String, cores: Set<String>, first: String)? {
        // Each word's runs, cut once.
        var wordGrams: [String: [String]] = [:]
        func gramsOf(_ word: String) -> [String] {
            if let known = wordGrams[word] { return known }
            let found = nameGrams(word)
            wordGrams[word] = found
            return found
        }
        var counts: [String: Int] = [:]
        for textWords in words { for gram in Set(textWords.flatMap(gramsOf)) { counts[gram, default: 0] += 1 } }
        let common = Set(counts.filter { $0.value * 10 >= words.count * 9 }.keys)
        var commonHeld: [String: (runs: Int, texts: Int)] = [:]
        for textWords in words {
            for word in Set(textWords) {
                commonHeld[word, default: (Set(gramsOf(word)).intersection(common).count, 0)].texts += 1
            }
        }
        guard let model = commonHeld.max(by: { ($0.value.runs, $0.value.texts, $1.key) < ($1.value.runs, $1.value.texts, $0.key) })?.key else { return nil }
        let modelGrams = gramsOf(model), cores = Set(modelGrams).intersection(common)
        guard cores.count >= 3, let first = modelGrams.first(where: cores.contains) else { return nil }
        return (model, cores, first)
    }

    /// A text's words as a name's spelling is read in them: lowercased, without marks
    /// ("Wikipèdia" is "wikipedia"), a zero-width joiner or non-joiner inside a word kept in it
    /// (Pashto "ويکي‌پډيا").
    static func kinNameWords(_ text: String) -> [String] {
        let joined = text.unicodeScalars.contains { $0.value == 0x200C || $0.value == 0x200D }
            ? String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value != 0x200C && $0.value != 0x200D })) : text
        return lowercasedWords(joined).map { word in
            word.unicodeScalars.allSatisfy({ $0.value < 0x250 }) ? word.applyingTransform(.stripDiacritics, reverse: false) ?? word : word
        }
    }

    /// A word's runs of letters as a name's spelling is compared: four in a row, or two in
    /// Korean, Chinese and Japanese, whose letters are syllables or words; none in the other
    /// scripts written without spaces (Thai, Burmese), whose "words" are phrases, nor in a word
    /// of more than ``longestNameWord`` letters.
    static func nameGrams(_ word: String) -> [String] {
        // (A name is short: a longer word, or a Chinese clause of more letters, holds none; a hostile
        // text of one 100,000-letter word costs nothing.)
        guard word.utf8.count <= Self.longestNameWord * 4 else { return [] }
        let letters = Array(word)
        guard letters.count <= Self.longestNameWord else { return [] }
        let syllabic = word.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3040...0x30FF).contains($0.value) || $0.isIdeographicQuickly }
        guard syllabic || spacesWords(word) else { return [] }
        let size = syllabic ? 2 : 4
        guard letters.count >= size else { return [] }
        return (0...(letters.count - size)).map { String(letters[$0..<($0 + size)]) }
    }
}
