/// Numbered arguments that traded places, told by the language's own words beside arguments.
///
/// A swap moves the values and leaves the words: Bitwarden's French "Connecté en tant que
/// %2$s sur %1$s" for "Logged in as %1$s on %2$s" ("on %1$s": the account shown as the
/// server). A reordering a language's grammar needs moves each argument with its words. The
/// language's word for the source's word before an argument is read from its other
/// translations, argument by argument: French writes "sur" before the argument the source
/// puts after "on" ("Arrête de se connecter sur %1$s à %2$s" for "Stops logging on %1$s
/// at %2$s"). A translation is swapped when the word before one argument is, elsewhere in
/// the language, the word for the source word before another (two texts at least, and more
/// than any other source word), that other argument's word stands for this one's source word
/// somewhere too (three texts where it has none), and no argument keeps a word the language
/// writes for its own source word.
/// The words right after the arguments are read the same way, where no word before them
/// tells: ownCloud's Simplified Chinese "%2$d 个文件，%1$d 个文件夹" for "%1$d files, %2$d
/// folders" (its Chinese writes "个文件夹" after the argument the source puts before "folders"
/// in "%1$d folders"; a sentence built with its nouns after the numbers moves them with the
/// numbers).
extension CatalogChecker {
    /// Which side of its arguments a rule reads words on.
    enum ArgumentSide: Sendable {
        case before, after

        /// The word on this side of each argument, by position (``wordsBesideArguments(_:_:)``);
        /// before it in Chinese and Japanese, whose words run together, the one character beside
        /// it (Wikipedia's Chinese "已移动%1$s至%2$s。": 至, to, before the second). After it, the
        /// run of them (ownCloud's "%1$d 个文件，%2$d 个文件夹": "个文件", "个文件夹", both "个…").
        func words(_ text: String) -> [Int: String] {
            guard self == .before else { return CatalogChecker.wordsBesideArguments(text, self) }
            var words = CatalogChecker.wordsBesideArguments(text, self, fewestLetters: 1)
            for (position, word) in words {
                if CatalogChecker.hanOrKana(word.last!) { words[position] = String(word.last!) } else if word.count < 2 { words[position] = nil }
            }
            return words
        }

        /// How a message says where a word stands ("before", "after").
        var preposition: String { self == .before ? "before" : "after" }
    }

    /// The fewest other translations in which a word stands for the source word before
    /// another argument.
    static let fewestArgumentWordWitnesses = 2

    /// One `placeholderMismatch` per translation whose numbered arguments traded places
    /// against the words before them, else against the words after them (see the
    /// extension's comment).
    func numberedArgumentsSwappedByTheLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        Self.oncePerString(numberedArgumentsSwappedByTheLanguage(catalog, strings, side: .before),
                           then: numberedArgumentsSwappedByTheLanguage(catalog, strings, side: .after))
    }

    /// One `placeholderMismatch` per translation whose numbered arguments traded places
    /// against the words on `side` of them.
    func numberedArgumentsSwappedByTheLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]], side: ArgumentSide) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The formatted source texts and the word beside each of their arguments.
        let sourceWords: [(key: String, original: CatalogString, positions: Set<Int>, words: [Int: String])] =
            sortedSource(catalog, strings).compactMap { key, original in
                guard original.translatable, original.formatted, case let .text(text) = original.value, text.containsByte(UInt8(ascii: "%")) else { return nil }
                let words = side.words(text)
                return words.isEmpty ? nil : (key, original, Set(Placeholder.all(in: text).map(\.position)), words)
            }
        guard sourceWords.contains(where: { $0.positions.count >= 2 }) else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.filter({ !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            let translated = strings[language]!
            // The word beside each argument here and the source's, for every text with the source's arguments.
            var aligned: [(key: String, string: CatalogString, text: String, arguments: Int, source: [Int: String], words: [Int: String])] = []
            // How often each pair stands, and each word of this language beside any source word.
            var pairs: [WordPair: Int] = [:], uses: [String: Int] = [:]
            for (key, original, positions, words) in sourceWords {
                guard let string = translated[key], string.value != original.value, case let .text(text) = string.value,
                      Set(Placeholder.all(in: text).map(\.position)) == positions else { continue }
                let theirs = side.words(text)
                aligned.append((key, string, text, positions.count, words, theirs))
                for (position, word) in theirs {
                    guard let sourceWord = words[position] else { continue }
                    pairs[WordPair(source: sourceWord, word: word), default: 0] += 1
                    uses[word, default: 0] += 1
                }
            }
            // (A word before one argument only judged too, where three texts witness it: Bitwarden's Arabic
            // "%2$s نقل إلى %1$s." for "%1$s moved to %2$s.", "إلى" its "to". Not a word after one: Element X's
            // Russian "%1$s (ранее %2$s) удалил(а) имя" for "%1$s removed their display name (it was %2$s)"
            // puts the first's verb after the second.)
            for entry in aligned where entry.arguments >= 2 && !entry.source.isEmpty && !entry.words.isEmpty {
                let bothSides = entry.source.count >= 2 && entry.words.count >= 2
                guard bothSides || side == .before else { continue }
                // Counts from the other texts: this one's own pairs taken off.
                let own = Dictionary(entry.words.compactMap { position, word in entry.source[position].map { (WordPair(source: $0, word: word), 1) } }, uniquingKeysWith: +)
                let elsewhere = { (pair: WordPair) in (pairs[pair] ?? 0) - (own[pair] ?? 0) }
                guard !entry.words.contains(where: { position, word in entry.source[position].map { elsewhere(WordPair(source: $0, word: word)) > 0 } == true }) else { continue }
                // The source's own word beside another argument, written as it is (a word both languages
                // write: ownCloud's Brazilian "Importando item %2$ld de %1$ld" for "Importing item %ld of
                // %ld"), and not beside that argument here: no witness needed.
                let literal = entry.words.sorted(by: { $0.key < $1.key }).first { position, word in
                    word.count >= 3 && entry.source[position] != word && entry.source.contains { $0.key != position && $0.value == word && entry.words[$0.key] != word }
                }
                if bothSides, let (position, word) = literal, let other = entry.source.first(where: { $0.key != position && $0.value == word })?.key {
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: entry.key, language: language, platform: catalog.platform,
                        detail: "the arguments traded places: here \"\(word)\" comes \(side.preposition) argument \(position), where the source writes the same word \(side.preposition) argument \(other) "
                            + "(a value shown in the other's place) (source \"\(source[entry.key]!.value.displayText)\", here \"\(entry.text)\")",
                        location: entry.string.location.description, appleKey: entry.string.key))
                    continue
                }
                let swap = entry.words.sorted(by: { $0.key < $1.key }).lazy.compactMap { position, word -> (Int, String, Int, String, Int)? in
                    // How often the word stands beside an argument in the other texts.
                    let usesElsewhere = (uses[word] ?? 0) - own.filter { $0.key.word == word }.values.reduce(0, +)
                    for (other, sourceWord) in entry.source.sorted(by: { $0.key < $1.key }) where other != position {
                        let witnesses = elsewhere(WordPair(source: sourceWord, word: word))
                        guard witnesses >= Self.fewestArgumentWordWitnesses else { continue }
                        // The source word it stands for elsewhere, more than all others together.
                        guard witnesses * 2 > usesElsewhere else { continue }
                        // The other argument's word stands for this argument's source word somewhere.
                        if bothSides, let ownSourceWord = entry.source[position], let otherWord = entry.words[other] {
                            guard elsewhere(WordPair(source: ownSourceWord, word: otherWord)) >= 1 else { continue }
                        } else if witnesses < 3 { continue }
                        return (position, word, other, sourceWord, witnesses)
                    }
                    return nil
                }.first
                guard let (position, word, other, sourceWord, witnesses) = swap else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: entry.key, language: language, platform: catalog.platform,
                    detail: "the arguments traded places: here \"\(word)\" comes \(side.preposition) argument \(position), and \(language) writes \"\(word)\" for the source's "
                        + "\"\(sourceWord)\", which stands \(side.preposition) argument \(other), in \(witnesses) other texts; no argument keeps the word \(language) writes for "
                        + "its own (a value shown in the other's place) (source \"\(source[entry.key]!.value.displayText)\", here \"\(entry.text)\")",
                    location: entry.string.location.description, appleKey: entry.string.key))
            }
        }
        return findings
    }

    /// A source word beside an argument and the translation's word on the same side of it.
    struct WordPair: Hashable {
        let source: String
        let word: String
    }
}
