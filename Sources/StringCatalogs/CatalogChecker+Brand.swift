import Foundation

/// The app's name, kept as written by a language that writes it so elsewhere: one text that
/// transliterates it (a Russian "Битварден" where Russian keeps "Bitwarden" in its other
/// texts and the other languages keep it in this one) is a slip, not the language's way.
/// Languages that transliterate the name do so throughout, and are left alone; a text that
/// leaves the name out ("Služba automatického vyplňování" for "Bitwarden Autofill Service")
/// is the translator's phrasing.
extension CatalogChecker {
    /// How many of a language's texts naming the app (in the source) a habit needs.
    static let brandHabitQuorum = 5

    /// One `placeholderMismatch` per translation that writes the app's name (``brandWords(_:)``)
    /// in another script or spelling, where three in four of the key's translations (ten at
    /// least) and of the language's own translations of texts naming it keep it as written.
    func lostAppName(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The word of the app's name most source texts hold ("Bitwarden", not the "Beta" of "Bitwarden Beta").
        let named = { (word: String) in source.values.count { $0.translatable && $0.value.displayText.containsUTF8(word) } }
        guard let name = Self.brandWords(source).map({ ($0, named($0)) }).max(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 > $1.0 })?.0 else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        let naming = source.sorted(by: { $0.key < $1.key }).compactMap { key, original -> (key: String, original: CatalogString, name: String)? in
            guard original.translatable, case let .text(text) = original.value, text.containsUTF8(name) else { return nil }
            return (key, original, name)
        }
        guard naming.count >= Self.brandHabitQuorum else { return [] }
        let translations = naming.map { entry in
            (entry, Self.textTranslations(of: entry.key, entry.original, in: strings, languages: languages)
                .map { (translation: $0, keeps: $0.text.lowercased().contains(entry.name.lowercased())) })
        }
        // Each language's texts naming the app, and how many keep the name.
        var habit: [String: (keeping: Int, texts: Int)] = [:]
        for (_, texts) in translations {
            for text in texts {
                let (keeping, count) = habit[text.translation.language] ?? (0, 0)
                habit[text.translation.language] = (keeping + (text.keeps ? 1 : 0), count + 1)
            }
        }
        var findings: [CatalogFinding] = []
        for (entry, texts) in translations where texts.count >= 10 {
            let keeping = texts.count(where: \.keeps)
            guard keeping * 4 >= texts.count * 3 else { continue }
            for text in texts where !text.keeps {
                let language = text.translation.language
                guard let (kept, count) = habit[language], count >= Self.brandHabitQuorum, kept * 4 >= count * 3,
                      let written = Self.transliteration(of: entry.name, in: text.translation.text) else { continue }
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: entry.key, language: language, platform: catalog.platform,
                                               detail: "the app's name \"\(entry.name)\" is written \"\(written)\" here, where \(language) writes it as is in \(kept) of its \(count) "
                                                   + "texts that name it and \(keeping) of the \(texts.count) translations of this one do "
                                                   + "(source \"\(entry.original.value.displayText)\", here \"\(text.translation.text)\")",
                                               location: text.translation.string.location.description, appleKey: text.translation.string.key))
            }
        }
        return findings
    }

    /// The words of `text` that are `name` in another script or spelling ("Битварден",
    /// "बिटवार्डन" for "Bitwarden"): read in Latin letters without marks, lowercased, at most a
    /// third of its letters (two at least) from the name's.
    /// With `closerThan`, at most a `closerThan`th of the name's letters (one at least) apart and
    /// at most one letter longer; the name may be several words, compared with as many words of
    /// the text.
    static func transliteration(of name: String, in text: String, closerThan fraction: Int = 3) -> String? {
        let target = Array(name.lowercased().filter(\.isLetter))
        let allowed = max(fraction == 3 ? 2 : 1, target.count / fraction)
        let span = name.split(separator: " ").count
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber }
        let prose = CatalogNoise.prose(text)
        let words = prose.split(whereSeparator: { !isWordCharacter($0) })
        guard words.count >= span, words.count <= 2_000 else { return nil }
        // The whole text read in Latin letters once (not once per word); its words are the
        // original's where the script spells words (Cyrillic, Devanagari), syllables where it
        // does not (Chinese): then the Latin words are quoted.
        let latin = prose.allSatisfy(\.isASCII) ? prose : Self.inLatinLetters(prose) ?? prose
        let latinWords = latin.split(whereSeparator: { !isWordCharacter($0) })
        guard latinWords.count >= span, latinWords.count <= 4_000 else { return nil }
        for start in 0...(latinWords.count - span) {
            let window = latinWords[start..<(start + span)]
            guard window.allSatisfy({ $0.count <= 60 }) else { continue }
            let letters = Array(window.joined().lowercased().filter(\.isLetter))
            // A near name longer than the name by two letters or more is an inflection
            // (Czech "Home Assistentem"), not a misspelling.
            if fraction != 3, letters.count > target.count + 1 { continue }
            guard letters != target, EditDistance.between(target, letters, atMost: allowed) <= allowed else { continue }
            if latinWords.count == words.count { return words[start..<(start + span)].joined(separator: " ") }
            // The words differ in number: the original words read as these (once, on a hit).
            let found = window.joined(separator: " ")
            let original = (0...(words.count - span)).lazy.map { words[$0..<($0 + span)].joined(separator: " ") }.first { Self.inLatinLetters($0) == found }
            return original ?? found
        }
        return nil
    }

    /// A text read in Latin letters without their marks ("Битварден" → "Bitvarden").
    static func inLatinLetters(_ text: String) -> String? {
        text.applyingTransform(.toLatin, reverse: false)?.applyingTransform(.stripDiacritics, reverse: false)
    }

    /// One `placeholderMismatch` per translation that writes a name of its source (two or more
    /// capitalized words: "Element X", "Nabu Casa") in a near spelling, where nine in ten of the
    /// key's translations (ten at least) keep it as written: Element X's Italian "Elemento X".
    func alteredNames(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, _, sourceText, translated in
            let names = Self.capitalizedNames(in: sourceText)
            guard !names.isEmpty else { return [] }
            let translations = translated()
            guard translations.count >= 10 else { return [] }
            return names.flatMap { name -> [(TextTranslation, String)] in
                let keeping = translations.count { $0.text.containsUTF8(name) }
                guard keeping * 10 >= translations.count * 9, keeping < translations.count else { return [] }
                return translations.filter { !$0.text.containsUTF8(name) }.compactMap { translation in
                    Self.transliteration(of: name, in: translation.text, closerThan: 4).map { written in
                        (translation, "the name \"\(name)\" is written \"\(written)\" here; \(keeping) of the \(translations.count) translations keep it")
                    }
                }
            }
        }
    }

    /// The names of a text: runs of two to four words each starting with a capital ASCII letter
    /// ("Element X", "Home Assistant"), and such a run without its first word (a sentence's
    /// first: "Open Home Assistant"); at most four per text. Punctuation ends a run.
    static func capitalizedNames(in text: String) -> [String] {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return [] }
        var names: [String] = [], run: [Substring] = []
        func finish() {
            // A longer run is a Title Case heading, not a name.
            if (2...4).contains(run.count) { names.append(run.joined(separator: " ")) }
            if (3...5).contains(run.count) { names.append(run.dropFirst().joined(separator: " ")) }
            run = []
        }
        for word in text.split(separator: " ") where names.count < 4 {
            let core = word.drop { !($0.isLetter || $0.isNumber) }
            let token = core.prefix { $0.isLetter || $0.isNumber }
            let capitalized = token.first.map { $0.isASCII && $0.isUppercase } ?? false
            // Punctuation before a word starts a new run; after it, ends the run.
            if !capitalized || core.count != word.count { finish() }
            if capitalized { run.append(token) }
            if token.count != core.count { finish() }
        }
        finish()
        return Array(names.prefix(4))
    }
}
