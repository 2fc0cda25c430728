import Foundation

/// A word every language keeps as written, lost: Nextcloud's Japanese Wi-Fi option holding the
/// charging option's "充電中のみアップロード" without its "Wi-Fi", Wikipedia's Brazilian
/// "Selecionar um arquivo do Wikidata" for "…from Wikimedia Commons", its French notice naming
/// "CC BY-SA 4.0" where the source names "CC0". A source word written with a capital or a digit
/// (a name, a loanword, a code) that three in four of the key's translations keep (eight at
/// least), and that the language keeps in nine in ten of its translations of other texts
/// holding it (five at least; or all of two), missing from one translation that is another
/// key's text, names what the source names elsewhere, not here ("Wikidata"), or keeps the other
/// word of the name it belongs to (Element X's Spanish "Llamada Element" for "Element Call",
/// Wikipedia's Bulgarian "Google Play" for "Google Pay"); a translation spelling the
/// word out ("conector de clave" for "Key Connector") is its translator's choice. Half the
/// key's translations are enough where the language keeps the word in all of ten texts at
/// least ("Commons": Russian "Викисклад"). The app's own name is ``lostAppName(_:_:other:)``'s.
extension CatalogChecker {
    /// The fewest translations of a key that must keep a word for its loss to be judged.
    static let fewestKeepers = 8
    /// The fewest other texts of a language holding the word that show its habit.
    static let fewestKeptWordWitnesses = 5
    /// The most source texts holding a word read for a language's habit (the first by key).
    static let mostKeptWordWitnesses = 60

    /// One `placeholderMismatch` hint per translation lacking a word the key's translations and
    /// its language keep as written (see the extension's comment).
    /// `otherSource`: the other platform's source strings, whose app name serves where this
    /// platform's tables name none.
    func lostKeptWords(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]],
                       otherSource: [String: CatalogString]? = nil) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let brand = Self.brandWords(source).union(Self.brandWords(otherSource ?? [:])).map { $0.lowercased() }
        // The words of each source text that may be kept, and the keys holding each word.
        var wordsByKey: [String: [String]] = [:], keysByWord: [String: [String]] = [:]
        for (key, original) in sortedSource(catalog, strings) where original.translatable {
            guard case let .text(text) = original.value else { continue }
            let words = Self.keepableWords(text).filter { word in !brand.contains { word.lowercased().contains($0) } }
            guard !words.isEmpty else { continue }
            wordsByKey[key] = words
            for word in words where keysByWord[word, default: []].count < Self.mostKeptWordWitnesses { keysByWord[word, default: []].append(key) }
        }
        guard !wordsByKey.isEmpty else { return [] }
        // The names the source writes anywhere: a translation naming one its own source lacks
        // names another thing ("Wikidata" for "Wikimedia Commons").
        // (A name by the languages' usage, not by English capitals: half the Latin-script
        // translations of the first texts holding it keep it, "Wikidata"; a title's "Location
        // Permission" is no name.)
        var wordsByStem: [String: String] = [:]
        for word in keysByWord.keys.sorted() where wordsByStem[Self.keptStem(word)] == nil { wordsByStem[Self.keptStem(word)] = word }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        var names: [String: Bool] = [:]
        func isName(_ stem: String) -> Bool {
            if let known = names[stem] { return known }
            var kept = 0, all = 0
            for key in (wordsByStem[stem].flatMap { keysByWord[$0] } ?? []).prefix(10) {
                // (Languages of the Latin script: others transliterate names, "Викиданные".)
                for translation in Self.textTranslations(of: key, source[key]!, in: tables) where Self.writtenInLatin(translation.text) {
                    all += 1
                    if Self.lettersAndDigits(translation.text).contains(stem) { kept += 1 }
                }
            }
            names[stem] = all >= Self.fewestKeepers && kept * 2 >= all
            return names[stem]!
        }
        // Per language and word: whether the language keeps it (read when asked).
        var habits: [String: [String: (kept: Int, all: Int)]] = [:]
        func habit(_ word: String, _ language: String) -> (kept: Int, all: Int) {
            if let known = habits[language]?[word] { return known }
            var kept = 0, all = 0
            let lowered = Self.keptStem(word)
            for other in keysByWord[word] ?? [] {
                guard let original = source[other], let string = strings[language]?[other], string.value != original.value,
                      case let .text(text) = string.value else { continue }
                all += 1
                if Self.lettersAndDigits(text).contains(lowered) { kept += 1 }
            }
            habits[language, default: [:]][word] = (kept, all)
            return (kept, all)
        }
        // Per language: the keys of each text it writes for two keys or more (read when asked).
        var sharedByLanguage: [String: [String: [String]]] = [:]
        func keysSharing(_ text: String, _ language: String) -> [String] {
            if sharedByLanguage[language] == nil {
                sharedByLanguage[language] = Dictionary(sharedTexts(of: language, catalog, strings).map { ($0.text, $0.keys) }) { first, _ in first }
            }
            return sharedByLanguage[language]![text] ?? []
        }
        return consensusFindings(catalog, strings, severity: .hint) { key, _, sourceText, translated in
            guard let words = wordsByKey[key] else { return [] }
            let sourceLetters = Self.lettersAndDigits(sourceText)
            let translations = translated().map { (translation: $0, lowered: Self.lettersAndDigits($0.text)) }
            guard translations.count >= Self.fewestKeepers else { return [] }
            var named: Set<String> = []
            var found: [(TextTranslation, String)] = []
            for word in words {
                let lowered = Self.keptStem(word)
                // (Whether the word begins as the app's name does, its kin: Wikipedia's Spanish "Fundación Wikipedia" for
                // "Wikimedia Foundation"; not Home Assistant's Czech "Otevřete aplikaci Home Assistanta…" for "Open iOS
                // Companion App…", the app named in other words.)
                let isKin = brand.contains { word.lowercased().hasPrefix($0.prefix(4)) }
                let keepers = translations.count { $0.lowered.contains(lowered) }
                // (Three in four keep it; or half, where the language keeps it in all of ten texts at least.)
                let most = keepers * 4 >= translations.count * 3
                guard keepers >= Self.fewestKeepers, most || keepers * 2 >= translations.count else { continue }
                for (translation, text) in translations where !text.contains(lowered) && !named.contains(translation.language) {
                    // (This key's own translation is no witness of the habit.)
                    let (otherKept, all) = habit(word, translation.language)
                    let otherAll = all - (keysByWord[word]?.contains(key) == true ? 1 : 0)
                    // (Nine in ten of five texts at least; all of two where three in four of the key's keep it,
                    // all of ten where half do.)
                    let habitual = otherAll >= Self.fewestKeptWordWitnesses && otherKept * 10 >= otherAll * 9
                    guard most ? habitual || (otherAll >= 2 && otherKept == otherAll) : otherAll >= 10 && otherKept == otherAll else { continue }
                    // What stands in its place: another key's text, or a name the source writes elsewhere
                    // but not here (a language spelling the word out in one text, "Dominio del conector de
                    // clave", is its translator's choice).
                    let otherKey = keysSharing(translation.text, translation.language).first { $0 != key }
                    // (The app's name too, where the source does not write it and the word lost is its kin: see `isKin`.)
                    let otherName = Self.keepableWords(translation.text).first { name in
                        let stem = Self.keptStem(name)
                        if brand.contains(where: { name.lowercased().contains($0) }) { return isKin && !sourceLetters.contains(stem) }
                        return wordsByStem[stem] != nil && !sourceLetters.contains(stem) && isName(stem)
                    }
                    // Or the name's other word kept: Element X's Spanish "Llamada Element…" for "Element Call…".
                    let mate = otherKey != nil || otherName != nil ? nil : Self.nameMates(of: word, in: sourceText).first { text.contains(Self.keptStem($0.mate)) }
                    guard let evidence = otherKey.map({ "the text is also \($0)'s here" }) ?? otherName.map({ "it names \"\($0)\", which the source does not" })
                        ?? mate.map({ "it keeps \"\($0.mate)\" of the source's name \"\($0.name)\"" })
                    else { continue }
                    named.insert(translation.language)
                    found.append((translation, "\"\(word)\" of the source is missing here, where \(keepers) of the \(translations.count) translations keep it "
                        + "and \(translation.language) keeps it in \(otherKept) of its \(otherAll) other texts holding it; \(evidence)"))
                }
            }
            return found
        }
    }

    /// The capitalized words (three letters at least) standing right beside `word` in a text,
    /// each with the name they make together ("Element" of "Element Call").
    static func nameMates(of word: String, in text: String) -> [(mate: String, name: String)] {
        let raw = text.split(whereSeparator: \.isWhitespace)
        let pieces = raw.map { $0.trimmingScalars(in: CharacterSet.alphanumerics.inverted) }
        var mates: [(mate: String, name: String)] = []
        for index in pieces.indices where pieces[index] == word {
            for neighbour in [index - 1, index + 1] where pieces.indices.contains(neighbour) {
                let mate = pieces[neighbour]
                // (Nothing between them: "Home Assistant, Apple requires…" names no "Assistant Apple".)
                let left = raw[min(index, neighbour)]
                guard mate.count >= 3, mate.first!.isUppercase, mate != word, left.last.map({ $0.isLetter || $0.isNumber }) == true else { continue }
                mates.append((mate, neighbour < index ? "\(mate) \(word)" : "\(word) \(mate)"))
            }
        }
        return mates
    }

    /// What a kept word is looked for by: its first five letters or digits, lowercased (a
    /// name inflects at its end: Estonian "Elemendi", Finnish "Wikipediassa"), in a text's
    /// ``lettersAndDigits(_:)``.
    static func keptStem(_ word: String) -> String { String(lettersAndDigits(word).prefix(5)) }

    /// A text's letters and digits, lowercased, without what stands between them ("WiFi",
    /// "Wi-Fi" and "wi fi" read alike).
    static func lettersAndDigits(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }

    /// The words of a text that languages may keep as written: three characters at least,
    /// a letter among them, and a capital beside small letters or a digit ("Wi-Fi", "CC0",
    /// "Commons", "iPhone"); capitals alone are an abbreviation languages spell out ("URL",
    /// "PIN": "adresse", "暗証番号"). Not a sentence's first word; placeholders and markup left
    /// out, punctuation at either end trimmed.
    static func keepableWords(_ text: String) -> [String] {
        let prose = CatalogNoise.prose(text).replacingOccurrences(of: #"<[^<>]*>"#, with: " ", options: .regularExpression)
        var words: [String] = [], seen: Set<String> = [], sentenceStart = true
        for piece in prose.split(whereSeparator: { $0.isWhitespace }) {
            // (A sentence's first word is capitalized by grammar, not as a name: "For", "Option".)
            defer { sentenceStart = piece.last.map { ".!?:;\n".contains($0) } ?? false }
            if sentenceStart { continue }
            let word = piece.trimmingScalars(in: CharacterSet.alphanumerics.inverted)
            let mixedCase = word.contains(where: \.isUppercase) && word.contains(where: \.isLowercase)
            guard word.count >= 3, word.contains(where: \.isLetter), mixedCase || word.contains(where: \.isNumber),
                  seen.insert(word).inserted else { continue }
            words.append(word)
        }
        return words
    }
}
