/// A sentence written in a related language that no language of the app holds: Nextcloud's
/// Catalan "¿Estás seguro de que quieres eliminar %1$s y su contenido?", Spanish typed or
/// machine-translated into the Catalan file (Spanish itself writes "¿Realmente deseas…").
/// ``textsInAnotherLanguage(_:_:)`` needs the same text in the other language; here the
/// words alone tell, so more of them must: six words or more (three letters or more, none
/// the source's), four at least and half of them written nowhere else in this language,
/// three in four of those written twice or more by one relative (``languageFamilies``, not
/// a close language), fewer of the sentence's words new to the relative than half as many,
/// and more of them the relative's habit than this language's.
extension CatalogChecker {
    /// The fewest words of a sentence judged without another language holding it.
    static let fewestRelativeWords = 6

    /// One `untranslated` finding per sentence that reads as a relative language's and that
    /// no language holds (see the extension's comment). Words as ``byteWords(_:startingLike:)``
    /// reads them, counted by their hashes (``WordHashes``): every language of a platform is read.
    func textsInARelativeLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) && Self.family(of: $0) != nil }.sorted()
        guard languages.count >= 2 else { return [] }
        var sourceWords: Set<UInt64>?
        var counted: [String: [UInt64: Int]] = [:]
        func counts(_ language: String) -> [UInt64: Int] {
            if let known = counted[language] { return known }
            let found = WordHashes.counts(strings[language] ?? [:])
            counted[language] = found
            return found
        }
        var findings: [CatalogFinding] = []
        for language in languages {
            let family = Self.family(of: language)!
            let relatives = languages.filter { family.contains(LanguageFallback.base($0)) && !Self.areClose($0, language) }
            guard !relatives.isEmpty, let translated = strings[language] else { continue }
            // The sentences of six words or more (five spaces first: a cheap test), with their words.
            var sentences: [(key: String, string: CatalogString, text: String, words: Set<UInt64>)] = []
            for (key, string) in translated {
                guard case let .text(text) = string.value, text.utf8.count(where: { $0 == 0x20 }) >= Self.fewestRelativeWords - 1,
                      let original = source[key], original.translatable, original.value != string.value else { continue }
                if sourceWords == nil { sourceWords = Set(source.values.flatMap { $0.value.texts.flatMap { WordHashes.of($0, shortest: 1) } }) }
                let words = Set(WordHashes.of(text, shortest: 3).filter { !sourceWords!.contains($0) })
                if words.count >= Self.fewestRelativeWords { sentences.append((key, string, text, words)) }
            }
            // A word two of these sentences hold is no foreign word: only where some sentence keeps
            // enough words of its own are the language's words counted (most languages: none).
            var inSentences: [UInt64: Int] = [:]
            for sentence in sentences { for word in sentence.words { inSentences[word, default: 0] += 1 } }
            sentences.removeAll { sentence in
                let own = sentence.words.count { inSentences[$0] == 1 }
                return own < 4 || own * 2 < sentence.words.count
            }
            guard !sentences.isEmpty else { continue }
            let own = counts(language)
            for sentence in sentences.sorted(by: { $0.key < $1.key }) {
                // Half their words (four at least) written nowhere else in this language.
                let foreign = sentence.words.filter { (own[$0] ?? 0) <= 1 }
                guard foreign.count >= 4, foreign.count * 2 >= sentence.words.count,
                      !Self.heldByAnotherLanguage(sentence.string.value, key: sentence.key, language: language, strings) else { continue }
                let habitual = sentence.words.count { (own[$0] ?? 0) >= 2 }
                guard let other = relatives.first(where: { relative in
                    let theirs = counts(relative)
                    return foreign.count(where: { (theirs[$0] ?? 0) >= 2 }) * 4 >= foreign.count * 3
                        && sentence.words.count(where: { (theirs[$0] ?? 0) <= 1 }) * 2 < foreign.count
                        && sentence.words.count(where: { (theirs[$0] ?? 0) >= 2 }) > habitual
                }) else { continue }
                let foreignWords = Self.byteWords(sentence.text).filter { foreign.contains(WordHashes.hash($0.utf8)) }
                findings.append(CatalogFinding(
                    kind: .untranslated, key: sentence.key, language: language, platform: catalog.platform,
                    detail: "written in \(other), not \(language)? \"\(sentence.text)\": \(foreign.count) of its \(sentence.words.count) words "
                        + "(\(Set(foreignWords).sorted().prefix(4).joined(separator: ", "))…) appear nowhere else in \(language)'s strings but are \(other)'s habit",
                    location: sentence.string.location.description, appleKey: sentence.string.key))
            }
        }
        return findings
    }

    /// Whether another language (not close to `language`) holds the same value under the key:
    /// ``textsInAnotherLanguage(_:_:)``'s to judge.
    static func heldByAnotherLanguage(_ value: CatalogValue, key: String, language: String, _ strings: [String: [String: CatalogString]]) -> Bool {
        strings.contains { other, table in !areClose(other, language) && table[key]?.value == value }
    }
}

/// Words as ``CatalogChecker/byteWords(_:startingLike:)`` reads them (runs of ASCII letters
/// and non-ASCII bytes, ASCII lower-cased), each as a 64-bit FNV-1a hash of its bytes: a
/// language's words counted without a string made for any.
enum WordHashes {
    /// FNV-1a's 64-bit offset basis and prime.
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325, prime: UInt64 = 0x100_0000_01B3

    /// The hash of a word's bytes.
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        bytes.reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
    }

    /// The hashes of a text's words of `shortest` bytes or more, in order.
    static func of(_ text: String, shortest: Int) -> [UInt64] {
        var hashes: [UInt64] = [], hash = offsetBasis, length = 0
        func finish() {
            if length >= shortest && length > 0 { hashes.append(hash) }
            (hash, length) = (offsetBasis, 0)
        }
        for byte in text.utf8 {
            guard let letter = CatalogChecker.wordByte(byte) else { finish(); continue }
            hash = (hash ^ UInt64(letter)) &* prime
            length += 1
        }
        finish()
        return hashes
    }

    /// How many of a language's values hold each word of three bytes or more (by hash).
    static func counts(_ strings: [String: CatalogString]) -> [UInt64: Int] {
        var counts: [UInt64: Int] = [:]
        for string in strings.values {
            var words = string.value.texts.flatMap { of($0, shortest: 3) }
            if words.count > 1 { words.sort() }
            var previous: UInt64?
            for word in words where word != previous {
                counts[word, default: 0] += 1
                previous = word
            }
        }
        return counts
    }
}
