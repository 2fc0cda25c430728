/// A close language's translation pasted, told by its letters: Nextcloud's Slovak "Sdílení
/// není možné vytvořit…", Czech's text of the key, where Slovak writes "ř" in none of its
/// other texts. Close languages (Czech and Slovak, Galician and Portuguese…) share words and
/// may share a text by right, so ``textsInAnotherLanguage(_:_:)`` leaves them alone; a letter
/// tells where words cannot: the text is the close language's translation of the key, and
/// holds a letter (not ASCII) this language writes in none of its other texts (two hundred
/// at least) and the close one writes in twenty or more; or two words it writes nowhere
/// else and the close one in three texts or more.
extension CatalogChecker {
    /// Standards of one language (Serbo-Croatian's), whose words tell no standard from another.
    static let oneStandardLanguage: Set<String> = ["sr", "hr", "bs", "sh", "cnr"]

    /// The fewest texts a language must have for a letter it never writes to tell.
    static let fewestTextsForLetters = 200

    /// One `untranslated` per text holding a close language's translation of its key and a
    /// letter foreign to its own language (see the extension's comment).
    func textsInACloseLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // Per language: how many of its texts hold each letter beyond ASCII.
        let letters = { (language: String) in self.textMarks(of: language, catalog, strings) }
        // Per language: how many of its texts hold each word.
        let words = { (language: String) in self.textWords(of: language, catalog, strings) }
        var findings: [CatalogFinding] = []
        for language in languages {
            let close = languages.filter { $0 != language && LanguageFallback.base($0) != LanguageFallback.base(language) && Self.areClose($0, language) }
            guard !close.isEmpty, let translated = strings[language] else { continue }
            for (key, string) in translated.sorted(by: { $0.key < $1.key }) {
                guard case let .text(text) = string.value, let original = source[key], original.translatable, original.value != string.value,
                      text.unicodeScalars.contains(where: { $0.value > 0x7F }),
                      let other = close.first(where: { strings[$0]?[key]?.value == string.value }) else { continue }
                let (own, theirs) = (letters(language), letters(other))
                guard own.texts >= Self.fewestTextsForLetters else { continue }
                let foreign = Set(text.lowercased().unicodeScalars).filter { scalar in
                    scalar.value > 0x7F && scalar.isAlphabeticQuickly && own.counts[scalar, default: 0] <= 1 && theirs.counts[scalar, default: 0] >= 20
                }.sorted { $0.value < $1.value }
                let evidence: String
                if !foreign.isEmpty {
                    let shown = foreign.map { "\"\(Character($0))\"" }.joined(separator: ", ")
                    evidence = "holds \(shown), a letter \(language) writes in none of its other \(own.texts - 1) texts and \(other) in \(theirs.counts[foreign[0]]!)"
                } else if !Self.oneStandardLanguage.isSuperset(of: [LanguageFallback.base(language), LanguageFallback.base(other)]) {
                    // Or two words (four letters at least, none the source's) the language writes nowhere
                    // else and the close one in two other texts or more: Home Assistant's Norwegian
                    // "…Sørg for, at den indeholder protokollen…", Danish's text ("indeholder": Norwegian
                    // writes "inneholder").
                    let sourceWords = Set(original.value.texts.flatMap(Self.lowercasedWords))
                    let theirWords = words(other), ownWords = words(language)
                    let telling = Set(Self.lowercasedWords(text)).filter { word in
                        word.count >= 4 && !sourceWords.contains(word) && ownWords[word, default: 0] <= 1 && theirWords[word, default: 0] >= 3
                    }.sorted()
                    guard telling.count >= 2 else { continue }
                    evidence = "holds \(telling.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")), words \(language) writes in none of its other "
                        + "\(own.texts - 1) texts and \(other) in two others or more"
                } else {
                    continue
                }
                findings.append(CatalogFinding(
                    kind: .untranslated, key: key, language: language, platform: catalog.platform,
                    detail: "written in \(other), not \(language): \"\(text)\" is \(other)'s translation of this key, and \(evidence)",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
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
    /// nowhere else and that relative in two texts or more.
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
                let sourceWords = Set(original.value.texts.flatMap(Self.lowercasedWords))
                let candidates = Set(Self.lowercasedWords(text)).filter { $0.count >= 4 && !sourceWords.contains($0) && words(language)[$0, default: 0] <= 1 }
                guard candidates.count >= 2 else { continue }
                for relative in relatives {
                    let theirs = marks(relative)
                    guard let mark = written.sorted(by: { $0.value < $1.value }).first(where: { theirs.counts[$0, default: 0] >= 20 }) else { continue }
                    let shared = candidates.filter { words(relative)[$0, default: 0] >= 2 }.sorted()
                    guard shared.count >= 2 else { continue }
                    findings.append(CatalogFinding(
                        kind: .untranslated, key: key, language: language, platform: catalog.platform,
                        detail: "written in \(relative), not \(language): \"\(text)\" holds \"\(Character(mark))\", which \(language) writes in none of its other "
                            + "\(own.texts - 1) texts and \(relative) in \(theirs.counts[mark]!), and \(shared.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")), "
                            + "words \(language) writes nowhere else and \(relative) does",
                        location: string.location.description, appleKey: string.key))
                    break
                }
            }
        }
        return findings
    }
}

extension CatalogChecker {
    /// How many of a language's texts hold each word (lowercased).
    static func textsPerWord(_ strings: [String: CatalogString]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for string in strings.values {
            for text in string.value.texts { for word in Set(lowercasedWords(text)) { counts[word, default: 0] += 1 } }
        }
        return counts
    }
}
