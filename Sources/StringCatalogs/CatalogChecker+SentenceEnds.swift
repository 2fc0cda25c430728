/// A translation that stops where its source ends a sentence, as translate-toolkit's
/// `endpunc` checks it but without its noise: Nextcloud's Brazilian Portuguese "…suas ações
/// pendentes serão", cut off before "sincronizadas automaticamente.".
///
/// Languages end sentences their own way (Thai writes no full stop, Japanese labels drop
/// "。"), so a translation is only judged where its language keeps the source's sentence end
/// almost always (19 in 20 of its translations, 20 at least: Nextcloud's Croatian, which
/// ends 161 of 172, is not judged) and almost every other translation of the key does (9 in
/// 10, 5 at least). Even so, the texts found in real apps merely dropped a full stop or a
/// question mark ("移除 PIN 碼" for "Remove PIN?"), so this is a hint: listed with `--hints`,
/// never failing.
extension CatalogChecker {
    /// The fewest translations of a key that make a consensus, and of a language that make a habit.
    static let fewestEndVoters = 5, fewestEndHabits = 20

    /// One `placeholderMismatch` hint per translation that ends in a letter where its source
    /// ends a sentence, against the consensus and the language's habit (see the type's comment).
    func unendedSentences(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        // The translations of each source text ending a sentence, each with whether it ends in a letter.
        var sentences: [(key: String, text: String, translations: [(language: String, string: CatalogString, text: String, unended: Bool)])] = []
        // Per language: sentence ends it was given, and how many it left unended.
        var habits: [String: (given: Int, unended: Int)] = [:]
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            guard case let .text(sourceText) = original.value, Self.endsSentence(sourceText) else { continue }
            let translations = Self.textTranslations(of: key, original, in: tables)
                .filter { CatalogNoise.hasLetters($0.text) }.map { (language: $0.language, string: $0.string, text: $0.text, unended: Self.endsInLetter($0.text)) }
            for translation in translations {
                habits[translation.language, default: (0, 0)].given += 1
                if translation.unended { habits[translation.language]!.unended += 1 }
            }
            if translations.count >= Self.fewestEndVoters { sentences.append((key, sourceText, translations)) }
        }
        var findings: [CatalogFinding] = []
        for sentence in sentences {
            let count = sentence.translations.count, unended = sentence.translations.count(where: \.unended)
            guard unended * 10 <= count else { continue }
            let end = sentence.text.unicodeScalars.last { !$0.properties.isWhitespace }!
            for translation in sentence.translations where translation.unended {
                guard let habit = habits[translation.language], habit.given >= Self.fewestEndHabits, habit.unended * 20 <= habit.given else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: sentence.key, language: translation.language, platform: catalog.platform,
                    detail: "ends without the source's final \"\(end)\", in a letter: cut off, or a dropped \"\(end)\"? \(count - unended) of the \(count) "
                        + "translations end the sentence, as \(translation.language) does in \(habit.given - habit.unended) of \(habit.given) "
                        + "(source \"\(sentence.text)\", here \"\(translation.text)\")",
                    location: translation.string.location.description, appleKey: translation.string.key).with(severity: .hint))
            }
        }
        return findings
    }

    /// Whether a source text ends a sentence: a full stop, question or exclamation mark last.
    static func endsSentence(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        return last == "." || last == "?" || last == "!"
    }

    /// Whether a text ends in a letter, outside a placeholder (a `%1$s` last is no letter).
    static func endsInLetter(_ text: String) -> Bool {
        guard let lastIndex = text.unicodeScalars.lastIndex(where: { !$0.properties.isWhitespace }),
              text.unicodeScalars[lastIndex].properties.isAlphabetic else { return false }
        let trimmed = String(text.unicodeScalars[...lastIndex])
        guard trimmed.containsByte(UInt8(ascii: "%")) else { return true }
        let end = trimmed.utf8.count
        return !Placeholder.scan(trimmed).contains { if case let .placeholder(_, range) = $0 { range.upperBound == end } else { false } }
    }
}
