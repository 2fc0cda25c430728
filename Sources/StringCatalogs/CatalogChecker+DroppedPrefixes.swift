/// An undoing verb written without its prefix: Bitwarden's Spanish "Bloquear con código PIN"
/// for "Unlock with PIN code", where Spanish writes "Desbloquear…" in all fifteen of its other
/// texts saying "unlock"; ownCloud's French "Verrouiller %@" for "Unlock %@" beside
/// "Déverrouiller". English undoes a verb with "un-" (unlock, unblock, unpin, unmute) where the
/// source also says the verb itself; most languages undo it with a prefix too (Spanish "des-",
/// French "dé-", Latvian "at-"), and a translation holding the language's word for the undoing
/// verb less its first one to three letters, and no form of the whole word, says the opposite.
/// The language's word is read from its other translations saying the same "un-" word (two
/// at least, half of them or more). Not judged: translations of more than five words
/// (German "…um die Sperre … aufzuheben", lift the lock, says "unlock" in other words),
/// those holding the language's word for "not" ("n'est pas disponible" for "unavailable"),
/// those writing the prefix apart (Welsh "Dad-rwystro"), scripts written without spaces,
/// prefixes beyond Latin and Cyrillic letters (Arabic's article "ال"), and languages whose word
/// for "not" is not known (Interlingua's "Non satisfacite" for "Unsatisfied").
/// A hint: a language may say the undoing in other words.
extension CatalogChecker {
    /// The most words of a translation judged.
    static let mostUndoingTextWords = 5

    /// The most "un-" words read.
    static let mostUndoingWords = 50

    /// One `placeholderMismatch` hint per translation of an "un-" verb holding the language's
    /// word for it without its prefix (see the extension's comment).
    func undoingPrefixesDropped(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        let sourceText = { (key: String) -> String? in
            guard case let .text(text) = source[key]?.value else { return nil }
            return text
        }
        // The source's words, and per "un-" word whose rest the source says too, its keys (the first sixty).
        var all: Set<String> = []
        for (_, original) in sortedSource(catalog, strings) where original.translatable {
            guard case let .text(text) = original.value else { continue }
            all.formUnion(Self.lowercasedWords(text))
        }
        // (The first fifty in order: a hostile source could say thousands.)
        let undoing = Set(all.filter { $0.count >= 6 && $0.hasPrefix("un") && all.contains(String($0.dropFirst(2))) }.sorted().prefix(Self.mostUndoingWords))
        guard !undoing.isEmpty else { return [] }
        let keysByWord = Self.keysBySourceWord(source, most: LanguageWords.mostWitnesses, only: undoing, textsOnly: true)
        var findings: [CatalogFinding] = [], reported: Set<[String]> = []
        for language in strings.keys.filter({ !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            // (Languages whose word for "not" is known: the others' undoing may be a negation, Interlingua's "Non satisfacite".)
            guard let translated = strings[language], let negations = NegationWords.of(language) else { continue }
            for (word, keys) in keysByWord.sorted(by: { $0.key < $1.key }) {
                // The language's translations of texts saying the word, each with its prefixed forms
                // by what follows the prefix: a word's first one to three letters, then five.
                let said = keys.compactMap { key -> (key: String, string: CatalogString, text: String, words: [String])? in
                    guard let string = translated[key], case let .text(text) = string.value, text != sourceText(key),
                          Self.spacesWords(text) else { return nil }
                    return (key, string, text, Self.lowercasedWords(text))
                }
                // (Only where one of them is short enough to be judged.)
                guard said.count >= 3, said.contains(where: { $0.words.count <= Self.mostUndoingTextWords }) else { continue }
                let texts = said.map { key, string, text, words -> (key: String, string: CatalogString, text: String, words: [String], forms: [Substring: Set<String>]) in
                    var forms: [Substring: Set<String>] = [:]
                    for candidate in words {
                        for length in 1...3 where candidate.count > length + 5 { forms[candidate.dropFirst(length).prefix(5), default: []].insert(String(candidate.prefix(length + 5))) }
                    }
                    return (key, string, text, words, forms)
                }
                for judged in texts where judged.words.count <= Self.mostUndoingTextWords && !reported.contains([language, judged.key]) {
                    guard negations.count(judged.text) == 0 else { continue }
                    let others = texts.filter { $0.key != judged.key }
                    for base in judged.words where base.count >= 5 {
                        // The prefixed form the other translations write (a prefix of one to three letters, then the word's first five).
                        var forms: [String: Int] = [:]
                        for other in others {
                            for form in other.forms[base.prefix(5)] ?? [] { forms[form, default: 0] += 1 }
                        }
                        guard let (form, count) = forms.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count >= 2, count * 2 >= others.count else { continue }
                        let prefix = String(form.dropLast(5))
                        // (A prefix in Latin or Cyrillic letters: Arabic's "ال" is an article.)
                        guard prefix.unicodeScalars.allSatisfy({ $0.isInLatinBlocks || (0x400...0x4FF).contains($0.value) }) else { continue }
                        // (No form of the whole word, and no prefix written apart.)
                        guard !judged.words.contains(where: { $0.hasPrefix(prefix + base.prefix(3)) || $0 == prefix }) else { continue }
                        reported.insert([language, judged.key])
                        findings.append(CatalogFinding(
                            kind: .placeholderMismatch, key: judged.key, language: language, platform: catalog.platform,
                            detail: "the opposite? \"\(base)\" is \(language)'s word for \"\(word)\" without its \"\(prefix)\" (\"\(form)…\" in \(count) of its "
                                + "\(others.count) other translations saying \"\(word)\") (source \"\(sourceText(judged.key) ?? "")\", here \"\(judged.text)\")",
                            location: judged.string.location.description, appleKey: judged.string.key).with(severity: .hint))
                        break
                    }
                }
            }
        }
        return findings
    }
}
