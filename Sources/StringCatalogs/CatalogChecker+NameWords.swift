/// A one-word name translated as a common word: Bitwarden's Send (its feature for sharing
/// text and files) written "Verzenden", the Dutch verb, in the label that names it, where
/// Dutch keeps "Send" in the other texts naming the feature ("Send-details", "Nieuwe Send")
/// and most languages keep the label as it is. ``alteredNames(_:_:)`` reads names of two
/// words or more; a single capitalized word is a name only by how the languages write it.
extension CatalogChecker {
    /// The fewest texts naming the word inside a sentence, in the source and in the language's
    /// translations, for the word to be a name.
    static let fewestTextsNamingAWord = 5

    /// The most source texts naming a word read for a language's habit (the first by key).
    static let mostNamingTexts = 60

    /// One `placeholderMismatch` per translation of a one-word source label (a capitalized word,
    /// three letters at least) that lacks the word, where half of the key's translations (ten
    /// at least) keep it as written and the language keeps it as written in three in four of
    /// its other translations of texts holding it inside a sentence (five at least).
    func translatedNameWords(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let labels = sortedSource(catalog, strings).compactMap { key, original -> (key: String, word: String)? in
            guard original.translatable, case let .text(text) = original.value, text.utf8.count >= 3, text.utf8.count <= 40,
                  text.utf8.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }), text.utf8.first! <= 0x5A else { return nil }
            return (key, text)
        }
        guard !labels.isEmpty else { return [] }
        // Per label word: the source texts holding it inside a sentence, as written (not as their
        // first word; the first ``mostNamingTexts`` by key). One pass over the source.
        let labelWords = Set(labels.map(\.word))
        var naming: [String: [String]] = [:]
        for (key, string) in sortedSource(catalog, strings) where string.translatable {
            guard case let .text(text) = string.value, text.containsByte(0x20) else { continue }
            for word in Set(Self.casedWords(text).dropFirst()) where labelWords.contains(word) && naming[word, default: []].count < Self.mostNamingTexts {
                naming[word, default: []].append(key)
            }
        }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        // Per word and language: how many of its translations of the texts naming it keep it as written (read when asked).
        var habits: [[String]: (kept: Int, texts: Int)] = [:]
        func habit(_ word: String, _ language: String) -> (kept: Int, texts: Int) {
            if let known = habits[[word, language]] { return known }
            var (kept, texts) = (0, 0)
            for other in naming[word] ?? [] {
                guard let string = strings[language]?[other], string.value != source[other]?.value, case let .text(text) = string.value else { continue }
                texts += 1
                if Self.casedWords(text).contains(word) { kept += 1 }
            }
            habits[[word, language]] = (kept, texts)
            return (kept, texts)
        }
        var findings: [CatalogFinding] = []
        for (key, word) in labels where naming[word, default: []].count >= Self.fewestTextsNamingAWord {
            let translations = tables.compactMap { language, table -> (language: String, string: CatalogString, text: String, keeps: Bool)? in
                guard let string = table[key], case let .text(text) = string.value else { return nil }
                return (language, string, text, Self.casedWords(text).contains(word))
            }
            let keeping = translations.count(where: \.keeps)
            guard translations.count >= 10, keeping * 2 >= translations.count, keeping < translations.count else { continue }
            for translation in translations where !translation.keeps {
                // The language's translations of texts naming it: how many keep it as written.
                let (kept, texts) = habit(word, translation.language)
                guard kept >= Self.fewestTextsNamingAWord, kept * 4 >= texts * 3 else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: translation.language, platform: catalog.platform,
                    detail: "the name \"\(word)\" is translated here: \(translation.language) keeps it as written in \(kept) of its \(texts) other texts naming it "
                        + "inside a sentence, and \(keeping) of the \(translations.count) translations of this label keep it (source \"\(word)\", here \"\(translation.text)\")",
                    location: translation.string.location.description, appleKey: translation.string.key))
            }
        }
        return findings
    }

    /// A text's words as written: runs of letters (placeholders left out), case kept.
    static func casedWords(_ text: String) -> [String] {
        let prose = text.containsByte(UInt8(ascii: "%")) ? CatalogNoise.prose(text) : text
        return prose.unicodeScalars.split { !$0.isAlphabeticQuickly }.map { String(String.UnicodeScalarView($0)) }
    }
}
