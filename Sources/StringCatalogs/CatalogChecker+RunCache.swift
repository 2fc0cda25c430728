import Foundation

/// What several checks of one run read alike, read once (new for each
/// ``CatalogChecker/findings()`` call): per platform and language, how many of its
/// translations hold each word (``CatalogChecker/translationWords(_:source:)``: the language
/// pass, texts in another language and sibling sentences each counted them), and each
/// platform's source strings in key order (every consensus check sorted them).
final class CheckRunCache: @unchecked Sendable {
    typealias Words = (counts: [String: Int], translations: Int)
    private let lock = NSLock()
    private var words: [String: Words] = [:]
    private var sortedSources: [Platform: [(key: String, string: CatalogString)]] = [:]
    private var sharedTexts: [String: [(text: String, keys: [String])]] = [:]
    private var keysByText: [String: [String: [String]]] = [:]
    private var textWords: [String: [String: Int]] = [:]
    private var wordsByKey: [String: [String: [[String]]]] = [:]
    private var unitsByKey: [String: KeyUnits] = [:]
    private var keysBySourceWord: [Platform: [String: [String]]] = [:]
    typealias Marks = (counts: [Unicode.Scalar: Int], texts: Int)
    private var marks: [String: Marks] = [:]

    /// The texts `language` on `platform` writes for two to four keys, read by `read` the first time.
    func sharedTexts(_ platform: Platform, _ language: String, read: () -> [(text: String, keys: [String])]) -> [(text: String, keys: [String])] {
        remembered(\.sharedTexts, "\(platform.rawValue) \(language)", read: read)
    }

    /// The keys of each text `language` on `platform` writes, read by `read` the first time.
    func keysByText(_ platform: Platform, _ language: String, read: () -> [String: [String]]) -> [String: [String]] {
        remembered(\.keysByText, "\(platform.rawValue) \(language)", read: read)
    }

    /// How many texts of `language` on `platform` hold each word, read by `read` the first time.
    func textWords(_ platform: Platform, _ language: String, read: () -> [String: Int]) -> [String: Int] {
        remembered(\.textWords, "\(platform.rawValue) \(language)", read: read)
    }

    /// The words of each text of each key `language` on `platform` writes, read by `read` the first time.
    func wordsByKey(_ platform: Platform, _ language: String, read: () -> [String: [[String]]]) -> [String: [[String]]] {
        remembered(\.wordsByKey, "\(platform.rawValue) \(language)", read: read)
    }

    /// The units of each key `language` on `platform` translates, read by `read` the first time.
    func unitsByKey(_ platform: Platform, _ language: String, read: () -> KeyUnits) -> KeyUnits {
        remembered(\.unitsByKey, "\(platform.rawValue) \(language)", read: read)
    }

    /// The keys of each source word on `platform` (at most ``LanguageWords/mostWitnesses``), read by `read` the first time.
    func keysBySourceWord(_ platform: Platform, read: () -> [String: [String]]) -> [String: [String]] {
        remembered(\.keysBySourceWord, platform, read: read)
    }

    /// How many texts of `language` on `platform` hold each letter beyond ASCII and each
    /// inverted mark (¡ ¿), lowercased, of how many: read by `read` the first time.
    func marks(_ platform: Platform, _ language: String, read: () -> Marks) -> Marks {
        remembered(\.marks, "\(platform.rawValue) \(language)", read: read)
    }

    /// The words of `language` on `platform`, read by `read` the first time (two checks asking
    /// at once may both read; the first kept).
    func words(_ platform: Platform, _ language: String, read: () -> Words) -> Words {
        remembered(\.words, "\(platform.rawValue) \(language)", read: read)
    }

    /// `platform`'s source strings by key, sorted by `read` the first time.
    func sortedSource(_ platform: Platform, read: () -> [(key: String, string: CatalogString)]) -> [(key: String, string: CatalogString)] {
        remembered(\.sortedSources, platform, read: read)
    }

    private func remembered<Key: Hashable, Value>(_ table: ReferenceWritableKeyPath<CheckRunCache, [Key: Value]>, _ key: Key, read: () -> Value) -> Value {
        if let found = lock.withLock({ self[keyPath: table][key] }) { return found }
        let found = read()
        return lock.withLock {
            if let earlier = self[keyPath: table][key] { return earlier }
            self[keyPath: table][key] = found
            return found
        }
    }
}

extension CatalogChecker {
    /// How many of `language`'s translations on `catalog`'s platform hold each word, of how
    /// many (its canonical `strings`, as every check reads them): read once per run.
    func translationWords(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> CheckRunCache.Words {
        runCache.words(catalog.platform, language) {
            Self.translationWords(strings[language] ?? [:], source: strings[catalog.sourceLanguage] ?? [:], words: wordsByKey(of: language, catalog, strings))
        }
    }

    /// `catalog`'s source strings (of its canonical `strings`) sorted by key: sorted once per run.
    func sortedSource(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [(key: String, string: CatalogString)] {
        runCache.sortedSource(catalog.platform) {
            (strings[catalog.sourceLanguage] ?? [:]).sorted(by: { $0.key < $1.key }).map { (key: $0.key, string: $0.value) }
        }
    }
}

extension CatalogChecker {
    /// How many of `language`'s texts on `catalog`'s platform hold each letter beyond ASCII
    /// and each inverted mark (¡ ¿), lowercased: read once per run.
    func textMarks(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> CheckRunCache.Marks {
        runCache.marks(catalog.platform, language) {
            var counts: [Unicode.Scalar: Int] = [:], texts = 0, seen: Set<Unicode.Scalar> = []
            for string in (strings[language] ?? [:]).values {
                for text in string.value.texts {
                    texts += 1
                    guard text.utf8.contains(where: { $0 >= 0x80 }) else { continue }
                    seen.removeAll(keepingCapacity: true)
                    for scalar in text.unicodeScalars where scalar.value >= 0x80 && Self.isMark(scalar) {
                        // (Lowercased one letter at a time: "Ř" counts as "ř".)
                        seen.insert(scalar.changesWhenLowercasedQuickly ? scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar : scalar)
                    }
                    for scalar in seen { counts[scalar, default: 0] += 1 }
                }
            }
            return (counts, texts)
        }
    }

    /// How many of `language`'s texts on `catalog`'s platform hold each word (lowercased): read once per run.
    func textWords(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [String: Int] {
        runCache.textWords(catalog.platform, language) { Self.textsPerWord(wordsByKey(of: language, catalog, strings)) }
    }

    /// The words (``lowercasedWords(_:)``) of each text of each of `language`'s strings on
    /// `catalog`'s platform, by key, in the value's text order: read once per run (the word
    /// counts, the language's units and the sentence checks all read them).
    func wordsByKey(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [String: [[String]]] {
        runCache.wordsByKey(catalog.platform, language) { (strings[language] ?? [:]).mapValues { $0.value.texts.map(Self.lowercasedWords) } }
    }

    /// The units (``LanguageWords/units(words:)``) of each translation `language` writes on
    /// `catalog`'s platform — values other than their translatable source's — read per key
    /// when first asked, once per run for every check that compares texts by them.
    func unitsByKey(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> KeyUnits {
        runCache.unitsByKey(catalog.platform, language) { KeyUnits(source: strings[catalog.sourceLanguage] ?? [:], translated: strings[language] ?? [:]) }
    }

    /// The words of a language for `catalog`'s source (``LanguageWords``), reading its
    /// translations' units and its source words' keys from the run's cache.
    func languageWords(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> LanguageWords {
        let source = strings[catalog.sourceLanguage] ?? [:]
        let keysByWord = runCache.keysBySourceWord(catalog.platform) { Self.keysBySourceWord(source, most: LanguageWords.mostWitnesses) }
        return LanguageWords(source: source, keysByWord: keysByWord, units: { [self] language in unitsByKey(of: language, catalog, strings) })
    }

    /// A letter beyond ASCII, or an inverted mark (Spanish's ¡ and ¿).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value > 0x7F && scalar.isAlphabeticQuickly) || scalar == "¡" || scalar == "¿"
    }
}

extension CatalogChecker {
    /// The texts `language` writes for two to four translatable keys of `catalog`'s platform
    /// (``mostKeysSharingAText``), each with its keys in order, in text order: values other
    /// than their source's, with letters. Read once per run.
    func sharedTexts(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [(text: String, keys: [String])] {
        runCache.sharedTexts(catalog.platform, language) {
            keysByText(of: language, catalog, strings).filter { (2...Self.mostKeysSharingAText).contains($0.value.count) }
                .map { (text: $0.key, keys: $0.value) }.sorted { $0.text < $1.text }
        }
    }

    /// Each text `language` writes for translatable keys of `catalog`'s platform, with its keys
    /// in order: values other than their source's, with letters. Read once per run.
    func keysByText(of language: String, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [String: [String]] {
        runCache.keysByText(catalog.platform, language) {
            guard let source = strings[catalog.sourceLanguage], let translated = strings[language] else { return [:] }
            var byValue: [String: [String]] = [:]
            byValue.reserveCapacity(translated.count)
            for (key, string) in translated {
                guard case let .text(text) = string.value, let original = source[key], original.translatable, case let .text(sourceText) = original.value,
                      text != sourceText, CatalogNoise.hasLetters(text) else { continue }
                byValue[text, default: []].append(key)
            }
            return byValue.mapValues { $0.sorted() }
        }
    }
}

/// The units (``LanguageWords/units(_:)``) of one language's translations, each read when
/// first asked (most checks ask a few hundred keys of a language, not all): shared by the
/// checks of a run, under a lock.
final class KeyUnits: @unchecked Sendable {
    private let source: [String: CatalogString], translated: [String: CatalogString]
    private let lock = NSLock()
    private var read: [String: Set<String>?] = [:]

    init(source: [String: CatalogString], translated: [String: CatalogString]) {
        (self.source, self.translated) = (source, translated)
    }

    /// The units of `key`'s translation; nil where it has none (no source, a copy of it).
    func units(of key: String) -> Set<String>? {
        if let known = lock.withLock({ read[key] }) { return known }
        let found = LanguageWords.translationUnits(of: key, source: source, translated: translated)
        lock.withLock { read[key] = .some(found) }
        return found
    }
}
