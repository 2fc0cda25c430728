import Foundation

/// A close language's translation pasted, told by its letters: Nextcloud's Slovak "Sdílení
/// není možné vytvořit…", Czech's text of the key, where Slovak writes "ř" in none of its
/// other texts. Close languages (Czech and Slovak, Galician and Portuguese…) share words and
/// may share a text by right, so ``textsInAnotherLanguage(_:_:)`` leaves them alone; a letter
/// tells where words cannot: the text is the close language's translation of the key, and
/// holds a letter (not ASCII) this language writes in none of its other texts (two hundred
/// at least) and the close one writes in twenty or more; or two words it writes nowhere
/// else and the close one in three texts or more (a short one in ten: "ya", Spanish's).
/// Words tell of any other language too (Element X's Spanish holding Catalan's "No s'ha
/// pogut silenciar la sala…", whose other words Spanish shares, too few new ones for
/// ``textsInAnotherLanguage(_:_:)``).
extension CatalogChecker {
    /// Standards of one language (Serbo-Croatian's), whose words tell no standard from another.
    static let oneStandardLanguage: Set<String> = ["sr", "hr", "bs", "sh", "cnr"]

    /// Languages whose standards write different words for one thing (Portuguese "utilizador",
    /// "usuário"): one holding the other's translation of a key is told by words.
    static let standardsApart: Set<String> = ["pt"]

    /// The fewest texts a language must have for a letter it never writes to tell.
    static let fewestTextsForLetters = 200
    /// The fewest texts a language must have for two letters it never writes to tell together
    /// (Mastodon's Slovak, 102 texts, holding Czech's "Klepněte na odkaz, který…": "ě", "ř").
    static let fewestTextsForTwoLetters = 100

    /// A word's letters without their marks ("zobraziť" is "zobrazit").
    static func withoutDiacritics(_ word: String) -> String {
        word.unicodeScalars.allSatisfy(\.isASCII) ? word : word.applyingTransform(.stripDiacritics, reverse: false) ?? word
    }

    /// How many texts a language's strings hold (a plural's forms each one).
    static func textCount(_ strings: [String: CatalogString]) -> Int {
        strings.values.reduce(0) { $0 + $1.value.texts.count }
    }

    /// One `untranslated` per text holding another language's translation of its key and a
    /// letter or two words foreign to its own language (see the extension's comment).
    func textsInACloseLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // Per language: how many of its texts hold each letter beyond ASCII.
        let letters = { (language: String) in self.textMarks(of: language, catalog, strings) }
        // Per language: how many of its texts hold each word.
        let words = { (language: String) in self.textWords(of: language, catalog, strings) }
        // The source's keys by their words (read when asked), for a word of another standard.
        var keysByWord: [String: [String]]?, sourceWordTotals: [String: Int] = [:], readTexts: [[String]: StandardsWitnesses] = [:]
        func standardsWord(_ word: String, _ other: String, _ language: String, _ key: String) -> (word: String, own: String?, theirs: Int, ours: Int, alike: Int)? {
            if keysByWord == nil { (keysByWord, sourceWordTotals) = (Self.keysBySourceWord(source, most: LanguageWords.mostWitnesses), Self.sourceWordTotals(source)) }
            return Self.standardsWord(word, of: other, not: language, key: key, source: source, strings, keysByWord: keysByWord!,
                                      sourceWordTotals: sourceWordTotals, wordCounts: words(language),
                                      wordsByKey: [other: wordsByKey(of: other, catalog, strings), language: wordsByKey(of: language, catalog, strings)],
                                      readTexts: &readTexts)
        }
        // Per language: its words by their letters without marks, with how many texts write each (read when asked).
        var wordsWithoutMarks: [String: [String: [String: Int]]] = [:]
        func writtenWithOtherMarks(_ word: String, _ language: String) -> Bool {
            if wordsWithoutMarks[language] == nil {
                var byLetters: [String: [String: Int]] = [:]
                for (written, count) in words(language) { byLetters[Self.withoutDiacritics(written), default: [:]][written] = count }
                wordsWithoutMarks[language] = byLetters
            }
            return wordsWithoutMarks[language]![Self.withoutDiacritics(word)]?.contains { $0.key != word && $0.value >= 3 } == true
        }
        // The languages close to each (Czech and Slovak…).
        let closeLanguages = Dictionary(uniqueKeysWithValues: languages.map { language in
            (language, Set(languages.filter { $0 != language && LanguageFallback.base($0) != LanguageFallback.base(language) && Self.areClose($0, language) }))
        })
        // The texts two languages or more write, with their languages and keys: sentences (two
        // spaces at least: three words, ``fewestWordsOfAPastedText``), and texts with a letter
        // beyond ASCII in a language with a close one.
        // (One pass over every text: a text is hashed once, not compared with every language's.)
        var writing: [String: [(language: String, key: String)]] = [:]
        for language in languages {
            guard let translated = strings[language] else { continue }
            let hasClose = !closeLanguages[language]!.isEmpty
            for (key, string) in translated {
                guard case let .text(text) = string.value,
                      text.containsByte(0x20, times: Self.fewestWordsOfAPastedText - 1) || (hasClose && !text.utf8.allSatisfy { $0 < 0x80 }) else { continue }
                writing[text, default: []].append((language, key))
            }
        }
        // Per language: whether it writes Cyrillic (``writesCyrillic(_:source:)``, read when asked).
        var cyrillic: [String: Bool] = [:]
        func writesCyrillic(_ language: String) -> Bool {
            if let known = cyrillic[language] { return known }
            let writes = Self.writesCyrillic(strings[language] ?? [:], source: source)
            cyrillic[language] = writes
            return writes
        }
        // Per language: how many texts it has (counted when asked).
        var textCounts: [String: Int] = [:]
        func textCount(_ language: String) -> Int {
            if let known = textCounts[language] { return known }
            let count = Self.textCount(strings[language] ?? [:])
            textCounts[language] = count
            return count
        }
        var found: [(language: String, finding: CatalogFinding)] = []
        for (text, writers) in writing where writers.count >= 2 {
            // (By key: a hostile catalog writes one sentence under every key in every language.)
            let byKey = Dictionary(grouping: writers, by: \.key).filter { $0.value.count >= 2 }
            guard !byKey.isEmpty else { continue }
            let textWords = Self.lowercasedWords(text)
            for (language, key) in byKey.values.joined() {
                let others = byKey[key]!.filter { LanguageFallback.base($0.language) != LanguageFallback.base(language) }.map(\.language).sorted()
                guard byKey[key]!.contains(where: { $0.language != language }), let string = strings[language]?[key], let original = source[key], original.translatable, original.value != string.value,
                      textCount(language) >= Self.fewestTextsForTwoLetters else { continue }
                let fewTexts = textCount(language) < Self.fewestTextsForLetters
                let close = closeLanguages[language]!
                var evidence: (other: String, told: String)?
                // A close language's letter this one writes in none of its other texts.
                if let other = others.first(where: close.contains), text.unicodeScalars.contains(where: { $0.value > 0x7F }) {
                    let (own, theirs) = (letters(language), letters(other))
                    let foreign = Set(text.lowercased().unicodeScalars).filter { scalar in
                        scalar.value > 0x7F && scalar.isAlphabeticQuickly && own.counts[scalar, default: 0] <= 1 && theirs.counts[scalar, default: 0] >= 20
                    }.sorted { $0.value < $1.value }
                    if foreign.count >= (fewTexts ? 2 : 1) {
                        let shown = foreign.map { "\"\(Character($0))\"" }.joined(separator: ", ")
                        evidence = (other, "holds \(shown), \(foreign.count == 1 ? "a letter" : "letters") \(language) writes in none of its other \(own.texts - 1) texts and \(other) in \(theirs.counts[foreign[0]]!)")
                    }
                }
                // Or two words (four letters at least, none the source's) the language writes nowhere
                // else and the other in two other texts or more: Home Assistant's Norwegian "…Sørg for,
                // at den indeholder protokollen…", Danish's text ("indeholder": Norwegian writes
                // "inneholder"); of any language writing the key's text (Element X's Spanish "No s'ha
                // pogut silenciar la sala…", Catalan's; "pogut", "torna"), not of Serbo-Croatian's
                // standards for one another. In a sentence (four words at least: two languages share
                // "Pantalla completa" by right), not an address (configuration: a help page in another
                // language's wiki).
                let judgesWords = evidence == nil && !fewTexts && textWords.count >= Self.fewestWordsOfAPastedText && !text.containsUTF8("://")
                let newWords = judgesWords ? Self.wordsNew(textWords, to: words(language), source: original.value).sorted() : []
                let sourceWords = judgesWords ? Set(original.value.texts.flatMap(Self.lowercasedWords)) : []
                let base = LanguageFallback.base(language)
                let variants = Self.standardsApart.contains(base)
                    ? byKey[key]!.map(\.language).filter { $0 != language && LanguageFallback.base($0) == base }.sorted() : []
                if !newWords.isEmpty {
                    // Short words too (two or three letters) that the other language writes often
                    // and this one nowhere else: a function word (Nextcloud's Catalan "La carpeta %1$s
                    // ya no existe", Spanish's; Catalan writes "ja" for "ya").
                    let shortWords = Set(textWords.filter { $0.count < 4 && !sourceWords.contains($0) && words(language)[$0, default: 0] <= 1 }).sorted()
                    // (And the other standard of a language whose standards write different words for one
                    // thing: Mastodon's Brazilian Portuguese holding European Portuguese's "…de todos os
                    // utilizadores no teu servidor"; not Spanish's or German's, whose variants share texts by right.)
                    for other in others + variants {
                        let theirWords = words(other)
                        // (Serbo-Croatian's standards share most words: a sentence of five words at least, holding
                        // two the other writes in three texts or more and this one nowhere else: Wikipedia's Croatian
                        // "Želite li zaista da obrišete istoriju pretrage?", Serbian's, "istoriju" and "obrišete" where
                        // Croatian writes "povijest"; not their shared "Sve je u redu! %1$s već sadrži %2$s.".)
                        // (Not Serbo-Croatian itself, `sh`, which may write either standard's text; in the alphabet the
                        // language writes most (Bitwarden's Serbian holds Bosnian's Latin text among its Cyrillic ones: its
                        // alphabet's to tell, ``textsInAnotherScript(_:_:)``), half the words at least written elsewhere in it.)
                        if Self.oneStandardLanguage.isSuperset(of: [LanguageFallback.base(language), LanguageFallback.base(other)]) {
                            let telling = newWords.filter { theirWords[$0, default: 0] >= 3 }
                            guard textWords.count >= 5, telling.count >= 2, newWords.count * 2 <= textWords.count,
                                  writesCyrillic(language) == Self.hasCyrillic(text),
                                  ![language, other].contains(where: { LanguageFallback.base($0) == "sh" }) else { continue }
                            evidence = (other, "holds \(telling.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")), words \(language) writes in none of its other "
                                + "\(textCount(language) - 1) texts and \(other) in three others or more")
                            break
                        }
                        // (A standard's function word in three: Portuguese "teu", "seu" are what tell its standards apart.)
                        let fewestForShort = LanguageFallback.base(other) == base ? 3 : 10
                        let telling = newWords.filter { theirWords[$0, default: 0] >= 3 } + shortWords.filter { theirWords[$0, default: 0] >= fewestForShort }
                        // (Beside one such word, a second the other writes in one other text, in a sentence of five words
                        // at least: Mastodon's Galician "Este servidor no acepta nuevos registros", Spanish's, whose "registros"
                        // it writes once more; not Wikipedia's Malay "Pendaftaran dan pengalaman pengguna", words it shares.)
                        let seldom = telling.isEmpty || textWords.count < 5 ? [] : newWords.filter { theirWords[$0, default: 0] == 2 }
                        // (A text of three words, where one of them is the other's for a source word this language
                        // writes its own way: Catalan's "fitxers" for "files", where Spanish writes "archivos";
                        // not Serbo-Croatian's "Na današnji dan", Slovenian's too.)
                        // (Or where it is a word this language writes with other marks in three texts or more: Nextcloud's
                        // Slovak "Zobrazit skryté soubory", Czech's, where Slovak writes "zobraziť".)
                        let short = textWords.count == Self.fewestWordsOfAPastedText
                        if telling.count + seldom.count >= 2, !short || telling.contains(where: {
                            standardsWord($0, other, language, key) != nil || writtenWithOtherMarks($0, language) }) {
                            evidence = (other, "holds \((telling + seldom).prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")), words \(language) writes in none of its other "
                                + "\(textCount(language) - 1) texts and \(other) in \(seldom.isEmpty ? "two others or more" : "one other or more")")
                            break
                        }
                        // One word of the other standard where this one writes its own for the same source word
                        // (Bitwarden's European Portuguese "Não há itens na lixeira.", Brazil's: "lixeira" where
                        // it writes "lixo" for "trash").
                        if telling.count == 1, variants.contains(other),
                           let told = standardsWord(telling[0], other, language, key) {
                            evidence = (other, "holds \"\(telling[0])\", a word \(language) writes in none of its other texts, \(other)'s word for \"\(told.word)\" in "
                                + "\(told.theirs) of its texts, " + Self.ownStandardsWord(told, language, other: other))
                            break
                        }
                    }
                }
                // Or a word of the other standard this one writes in few of its texts saying the same source
                // word (Nextcloud's European Portuguese "Senha incorreta para %1$s", Brazil's text: "senha",
                // where it writes "palavra-passe" in 10 of its 12 texts saying "password"), and in two thirds
                // as many texts at large as the other at most (not Element X's Portuguese "tópico", its word
                // for "thread", as often as Brazil's).
                if evidence == nil, judgesWords, !variants.isEmpty {
                    let ownWords = words(language)
                    variantWords: for other in variants {
                        let theirWords = words(other)
                        for word in Set(textWords).sorted() where word.count >= 4 && !sourceWords.contains(word)
                            && theirWords[word, default: 0] >= 3 && ownWords[word, default: 0] * 3 <= theirWords[word, default: 0] * 2 {
                            guard let told = standardsWord(word, other, language, key) else { continue }
                            evidence = (other, "holds \"\(word)\", \(other)'s word for \"\(told.word)\" in \(told.theirs) of its texts, "
                                + Self.ownStandardsWord(told, language, other: nil))
                            break variantWords
                        }
                    }
                }
                guard let (other, told) = evidence else { continue }
                found.append((language, CatalogFinding(
                    kind: .untranslated, key: key, language: language, platform: catalog.platform,
                    detail: "written in \(other), not \(language): \"\(text)\" is \(other)'s translation of this key, and \(told)",
                    location: string.location.description, appleKey: string.key)))
            }
        }
        return found.sorted { ($0.language, $0.finding.key) < ($1.language, $1.finding.key) }.map(\.finding)
    }
}

extension CatalogChecker {
    /// How `language` writes a source word the other standard writes its own way
    /// (``standardsWord(_:of:not:key:source:_:keysByWord:sourceWordTotals:wordCounts:wordsByKey:readTexts:)``):
    /// its one word, and that `other` writes it in none of its texts where named; or how seldom
    /// it writes the other's.
    static func ownStandardsWord(_ told: (word: String, own: String?, theirs: Int, ours: Int, alike: Int), _ language: String, other: String?) -> String {
        guard let own = told.own else {
            return "which \(language) writes in \(told.alike) of its \(told.ours) translations of texts saying \"\(told.word)\" (one in ten at most)"
        }
        return "where \(language) writes \"\(own)\" (of its \(told.ours) translations of texts saying \"\(told.word)\", two in three at least"
            + (other.map { "; \($0) none)" } ?? ")")
    }

    /// The fewest words of a text judged pasted from a close language by its words (three:
    /// Nextcloud's Catalan "Mostrar archivos ocultos", Spanish's; two languages share
    /// "Pantalla completa" by right).
    static let fewestWordsOfAPastedText = 3
}

/// A relative's sentence typed into a language's file, told by a mark and words the language
/// never writes: Nextcloud's Catalan "¡El archivo %1$s no se puede restaurar!", Spanish (its
/// "¡" and "archivo", "puede"), where Spanish's own translation of the key is worded
/// otherwise, so ``textsInACloseLanguage(_:_:)`` has no text to compare with and the sentence
/// is too short for ``textsInARelativeLanguage(_:_:)``.
extension CatalogChecker {
    /// One `untranslated` per text holding a letter or an inverted mark (¡ ¿) its language
    /// writes in none of its other texts (two hundred at least) and a relative in twenty or more,
    /// and two words or more (four letters at least, none the source's) the language writes
    /// nowhere else and that relative in two texts or more; one such word where the text is
    /// the relative's own translation of the key.
    func textsWithARelativesMarks(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        let isMark = Self.isMark
        // Per language: how many of its texts hold each mark, and each word (read when asked).
        let marks = { (language: String) in self.textMarks(of: language, catalog, strings) }
        let words = { (language: String) in self.textWords(of: language, catalog, strings) }
        var findings: [CatalogFinding] = []
        for language in languages {
            guard let family = Self.family(of: language), let translated = strings[language] else { continue }
            let relatives = languages.filter { $0 != language && LanguageFallback.base($0) != LanguageFallback.base(language) && family.contains(LanguageFallback.base($0)) }
            guard !relatives.isEmpty else { continue }
            // The marks this language writes once at most and a relative twenty times or more (few: most languages have none).
            let own = marks(language)
            guard own.texts >= Self.fewestTextsForLetters else { continue }
            var foreign = Set(own.counts.filter { $0.value <= 1 }.keys).filter { scalar in relatives.contains { marks($0).counts[scalar, default: 0] >= 20 } }
            guard !foreign.isEmpty else { continue }
            foreign.formUnion(foreign.flatMap { $0.properties.uppercaseMapping.unicodeScalars })
            for (key, string) in translated.sorted(by: { $0.key < $1.key }) {
                guard case let .text(text) = string.value, text.unicodeScalars.contains(where: foreign.contains),
                      let original = source[key], original.translatable, original.value != string.value else { continue }
                let written = Set(text.lowercased().unicodeScalars).filter { isMark($0) && own.counts[$0, default: 0] <= 1 }
                guard !written.isEmpty else { continue }
                let candidates = Self.wordsNew(Self.lowercasedWords(text), to: words(language), source: original.value)
                guard !candidates.isEmpty else { continue }
                for relative in relatives {
                    let theirs = marks(relative)
                    guard let mark = written.sorted(by: { $0.value < $1.value }).first(where: { theirs.counts[$0, default: 0] >= 20 }) else { continue }
                    let shared = candidates.filter { words(relative)[$0, default: 0] >= 2 }.sorted()
                    // (One word is enough where the text is the relative's own translation of the key: Wikipedia's
                    // Catalan "¿Quisiste decir «%s»?", Spanish's, two words long.)
                    let copied = strings[relative]?[key]?.value == string.value
                    guard shared.count >= 2 || copied else { continue }
                    let told = shared.isEmpty ? candidates.sorted() : shared
                    findings.append(CatalogFinding(
                        kind: .untranslated, key: key, language: language, platform: catalog.platform,
                        detail: "written in \(relative), not \(language): \"\(text)\" holds \"\(Character(mark))\", which \(language) writes in none of its other "
                            + "\(own.texts - 1) texts and \(relative) in \(theirs.counts[mark]!), and \(told.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")), "
                            + "words \(language) writes nowhere else\(copied ? ": it is \(relative)'s own translation of the key" : " and \(relative) does")",
                        location: string.location.description, appleKey: string.key))
                    break
                }
            }
        }
        return findings
    }
}

extension CatalogChecker {
    /// The words of a text (four letters at least, none its source's) that its language writes
    /// in no other text (`written`: how many of the language's texts hold each word).
    static func wordsNew(_ textWords: [String], to written: [String: Int], source: CatalogValue) -> Set<String> {
        let sourceWords = Set(source.texts.flatMap(lowercasedWords))
        return Set(textWords).filter { $0.count >= 4 && !sourceWords.contains($0) && written[$0, default: 0] <= 1 }
    }

    /// How many of a language's texts hold each word (lowercased), from its words by key (``wordsByKey(of:_:_:)``).
    static func textsPerWord(_ wordsByKey: [String: [[String]]]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for texts in wordsByKey.values {
            for words in texts { for word in Set(words) { counts[word, default: 0] += 1 } }
        }
        return counts
    }
}
