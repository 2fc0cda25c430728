/// Another product's name where the source names one: ownCloud's German "Verwenden Sie
/// Nextcloud-Aktionen in Kurzbefehle." for "Use ownCloud actions in Shortcuts." (a match
/// from a sibling project's translation memory), and "Mit all deinen Nextcloud-Servern
/// verbinden" for "Connect to all your ownCloud servers". The source's name is a word
/// written with a capital inside it ("ownCloud", "WebDAV") or starting with one where no
/// sentence starts ("Home" of "…, Home Assistant needs"), which three in four of the key's
/// translations (five at least) keep; the translation lacking it writes in its place a
/// capitalized word, not a sentence's first, that no other text of its language and none of
/// the source writes (Indonesian "Asisten Rumah" for "Home Assistant": the name translated),
/// or a word of a small letter and a capital no other text writes (ownCloud's Dutch
/// "eigenCloud", ``camelCasedName(in:writtenIn:)``).
extension CatalogChecker {
    /// One `placeholderMismatch` per translation writing another name where its source's was (see the type's comment).
    func replacedNames(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        // Per language: how many of its texts write each stem (read when asked).
        var vocabularies: [String: [String: Int]] = [:]
        func vocabulary(_ language: String) -> [String: Int] {
            if let known = vocabularies[language] { return known }
            var stems: [String: Int] = [:]
            for string in (strings[language] ?? [:]).values {
                for stem in Set(string.value.texts.flatMap(Self.wordStems)) { stems[stem, default: 0] += 1 }
            }
            vocabularies[language] = stems
            return stems
        }
        // Per language: how many of its texts write each word of ASCII letters, lowercased (read when asked).
        var asciiWordCounts: [String: [String: Int]] = [:]
        func asciiWords(_ language: String) -> [String: Int] {
            if let known = asciiWordCounts[language] { return known }
            var counts: [String: Int] = [:]
            for string in (strings[language] ?? [:]).values {
                var words: Set<String> = []
                for text in string.value.texts {
                    for word in text.split(whereSeparator: { !$0.isLetter }) where word.count >= 5 && word.allSatisfy(\.isASCII) { words.insert(word.lowercased()) }
                }
                for word in words { counts[word, default: 0] += 1 }
            }
            asciiWordCounts[language] = counts
            return counts
        }
        // The stems of the names the source writes within its sentences, three times at least (read when asked).
        var sourceNameStems: [String: Int]?
        func sourceNames() -> [String: Int] {
            if let known = sourceNameStems { return known }
            var found: [String: Int] = [:]
            for string in (strings[catalog.sourceLanguage] ?? [:]).values where string.translatable {
                for stem in Set(string.value.texts.flatMap(Self.namesWithinSentences).map { $0.prefix(5).lowercased() }) { found[stem, default: 0] += 1 }
            }
            sourceNameStems = found
            return found
        }
        // Per name: the source keys whose text names it outside tags and addresses (read when asked).
        var namingKeys: [String: [String]] = [:]
        func keys(naming name: String) -> [String] {
            if let known = namingKeys[name] { return known }
            let found = (strings[catalog.sourceLanguage] ?? [:]).compactMap { key, string -> String? in
                guard string.translatable, case let .text(text) = string.value, text.containsIgnoringCase(name),
                      Self.outsideTagsAndAddresses(text).containsIgnoringCase(name) else { return nil }
                return key
            }.sorted()
            namingKeys[name] = found
            return found
        }
        // Whether a language keeps a name in nine in ten of its other translations of texts naming it (five at least).
        func habit(_ language: String, keeping name: String, except key: String) -> (keeping: Int, all: Int)? {
            let source = strings[catalog.sourceLanguage] ?? [:]
            let texts = keys(naming: name).filter { $0 != key }.compactMap { other -> String? in
                guard let value = strings[language]?[other]?.value, value != source[other]?.value, case let .text(text) = value else { return nil }
                return Self.outsideTagsAndAddresses(text)
            }
            let keeping = texts.count { $0.containsIgnoringCase(name) }
            return texts.count >= 5 && keeping * 10 >= texts.count * 9 ? (keeping, texts.count) : nil
        }
        return consensusFindings(catalog, strings) { key, _, sourceText, translated in
            let names = Self.namesWithinSentences(Self.outsideTagsAndAddresses(sourceText))
            guard !names.isEmpty else { return [] }
            let translations = translated()
            guard translations.count >= 5 else { return [] }
            // (Outside tags and addresses: a link to "wikimediafoundation.org" names no foundation.)
            let shown = translations.map { Self.outsideTagsAndAddresses($0.text) }
            for name in names {
                let keeping = shown.count { $0.containsIgnoringCase(name) }
                guard keeping < translations.count else { continue }
                let byConsensus = keeping * 4 >= translations.count * 3
                let found = zip(translations, shown).filter { !$1.containsIgnoringCase(name) }.compactMap { translation, text -> (TextTranslation, String)? in
                    // (A name other translations write too is the product's other name: "YubiKey" for "Yubico security key".)
                    if byConsensus, let written = Self.foreignName(in: text, vocabulary: vocabulary(translation.language), sourceVocabulary: vocabulary(catalog.sourceLanguage))
                        ?? Self.camelCasedName(in: text, writtenIn: { word in
                            (asciiWords(translation.language)[word.lowercased()] ?? 0) + (asciiWords(catalog.sourceLanguage)[word.lowercased()] ?? 0)
                        }),
                       translations.count(where: { $0.text.containsUTF8(written) }) == 1 {
                        return (translation, "the name \"\(name)\" is \"\(written)\" here, a name \(translation.language) writes in no other text; \(keeping) of the "
                            + "\(translations.count) translations keep \"\(name)\" (another product's name, or the name translated)")
                    }
                    // Or another name of the app's own, which this source does not write, where the key's
                    // translations keep the name nine in ten or the language its other texts naming it
                    // (five at least; other scripts write it in their letters): Wikipedia's Spanish "Un
                    // producto de Fundación Wikipedia" for "A product of the Wikimedia Foundation".
                    guard let written = Self.sourcesOtherName(in: text, for: name, sourceText: sourceText, sourceNames: sourceNames()),
                          shown.count(where: { $0.containsUTF8(written) }) == 1 else { return nil }
                    let kept = keeping * 10 >= translations.count * 9 ? "\(keeping) of the \(translations.count) translations keep \"\(name)\""
                        : habit(translation.language, keeping: name, except: key).map { "\(translation.language) keeps \"\(name)\" in \($0.keeping) of its \($0.all) other texts naming it" }
                    return kept.map { (translation, "the name \"\(name)\" is \"\(written)\" here, another name of the app's, which the source does not write here; \($0) (one name taken for the other)") }
                }
                if byConsensus || !found.isEmpty { return found }
            }
            return []
        }
    }

    /// The names of a source text: words of four letters or more with a capital after their
    /// first letter ("ownCloud") or starting with one where no sentence starts; at most three.
    static func namesWithinSentences(_ text: String) -> [String] {
        // (A capital after the first letter: most texts have none.)
        guard text.utf8.dropFirst().contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return [] }
        var names: [String] = [], previous: Character = "."
        for word in text.split(separator: " ") where names.count < 3 {
            defer { previous = word.last ?? previous }
            let token = word.drop { !$0.isLetter }.prefix { $0.isLetter }
            guard token.count >= 4, token.allSatisfy(\.isASCII) else { continue }
            let inner = token.dropFirst().contains(where: \.isUppercase) && token.contains(where: \.isLowercase)
            let starting = token.first!.isUppercase && !".!?:\"“".contains(previous) && token.dropFirst().allSatisfy(\.isLowercase)
            if inner || starting { names.append(String(token)) }
        }
        return names
    }

    /// The first five letters, lowercased, of each run of five ASCII letters or more of a text
    /// ("nextc", "serve" of "Nextcloud-Servern"): a word and its inflections share them. By
    /// bytes: every text of a language is read.
    static func wordStems(_ text: String) -> [String] {
        var stems: [String] = [], run: [UInt8] = []
        func finish() {
            if run.count >= 5 { stems.append(String(decoding: run.prefix(5), as: UTF8.self)) }
            run.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): run.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): run.append(byte)
            default: finish()
            }
        }
        finish()
        return stems
    }

    /// A capitalized word, not a sentence's first, standing where a name was, whose
    /// stem (``wordStems(_:)``) the language writes in no other text and the source in none
    /// (ownCloud's German "Nextcloud-Servern" for "ownCloud servers": another product's name
    /// from a translation memory). The vocabularies are asked only for such a word.
    static func foreignName(in text: String, vocabulary: @autoclosure () -> [String: Int], sourceVocabulary: @autoclosure () -> [String: Int]) -> String? {
        firstCapitalizedWord(in: text) { stem in (vocabulary()[stem] ?? 0) <= 1 && sourceVocabulary()[stem] == nil }
    }

    /// A capitalized word, not a sentence's first, whose stem (``wordStems(_:)``) is that of a
    /// name (``namesWithinSentences(_:)``) of three source texts or more, not of this key's
    /// source nor `name`'s: another name of the app's ("Wikipedia" where the source says "Wikimedia").
    static func sourcesOtherName(in text: String, for name: String, sourceText: String, sourceNames: @autoclosure () -> [String: Int]) -> String? {
        let own = Set(wordStems(sourceText)).union(wordStems(name))
        return firstCapitalizedWord(in: text) { stem in !own.contains(stem) && (sourceNames()[stem] ?? 0) >= 3 }
    }

    /// A word starting with a small letter and holding a capital ("eigenCloud", five letters at
    /// least), which one text of the language and the source write, whatever its case (this
    /// one: `writtenIn` counts them): a name, made up or translated, in a name's place
    /// (ownCloud's Dutch "eigenCloud").
    static func camelCasedName(in text: String, writtenIn: (String) -> Int) -> String? {
        for run in text.split(whereSeparator: { !$0.isLetter }) where run.count >= 5 && run.first!.isLowercase && run.allSatisfy(\.isASCII) {
            guard run.dropFirst().contains(where: \.isUppercase), writtenIn(String(run)) == 1 else { continue }
            return String(run)
        }
        return nil
    }

    /// The first run of five ASCII letters or more starting with a capital, in a word that
    /// does not start a sentence, whose stem (its first five letters, lowercased) `accepts`.
    /// (Runs of letters, ASCII throughout: "Gelbgrün" is no name "Gelbgr".)
    static func firstCapitalizedWord(in text: String, where accepts: (String) -> Bool) -> String? {
        var previous: Character = "."
        for word in text.split(separator: " ") {
            defer { previous = word.last(where: { !$0.isWhitespace }) ?? previous }
            guard !".!?:".contains(previous) else { continue }
            for run in word.split(whereSeparator: { !$0.isLetter }) where run.count >= 5 && run.first!.isUppercase && run.allSatisfy(\.isASCII) {
                if accepts(run.prefix(5).lowercased()) { return String(run) }
            }
        }
        return nil
    }
}
