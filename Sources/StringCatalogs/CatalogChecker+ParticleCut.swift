/// A Korean sentence cut after a particle: Nextcloud's Korean "파일을 임시 폴더에 저장할 수
/// 없습니다. 다시 전송을" ("…Please try the transfer again." cut after "전송을", the transfer +
/// the object particle 을). Korean ends a statement in a verb; the syllable that ends its
/// particles and connectives (을, 를, 고) ends many words and no text. Where a translation of a
/// statement (three words at least, ending in ".") ends in a Hangul syllable, and that
/// syllable ends twenty words or more of the language's texts and no other text of it, the
/// rest of the sentence was cut, however long the rest (``unendedSentences(_:_:)`` reads a
/// word cut short of its length, Japanese by its last hiragana). Korean spaces its words, so
/// ``danglingUnit(_:)`` reads "전송을" whole, a word of few texts.
extension CatalogChecker {
    /// The fewest words of the language's texts ending in the letter.
    static let fewestParticleEndings = 20

    /// One `placeholderMismatch` per statement cut after a particle (see the extension's comment).
    func textsCutAfterAParticle(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.filter({ Self.endsWordsInParticles($0) && !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            let translated = strings[language]!
            // The translations of statements ending in a Hangul syllable.
            var candidates: [(key: String, string: CatalogString, text: String, sourceText: String, letter: Unicode.Scalar)] = []
            for (key, string) in translated {
                guard case let .text(text) = string.value, let letter = text.unicodeScalars.last, Self.isParticleLetter(letter),
                      let original = source[key], original.translatable, case let .text(sourceText) = original.value,
                      Self.finalScalar(sourceText) == ".",
                      Self.lowercasedWords(sourceText).count >= 3 else { continue }
                candidates.append((key, string, text, sourceText, letter))
            }
            guard !candidates.isEmpty else { continue }
            // How many words of the language's texts end in each candidate letter, and how many texts.
            let letters = Set(candidates.map(\.letter))
            var wordEnds: [Unicode.Scalar: Int] = [:], textEnds: [Unicode.Scalar: Int] = [:]
            // (A candidate letter ends a word where no Hangul syllable follows it; read scalar by scalar, the one before kept.)
            for string in translated.values {
                for text in string.value.texts {
                    var previous: Unicode.Scalar?
                    for scalar in text.unicodeScalars {
                        if let letter = previous, letters.contains(letter), !Self.isParticleLetter(scalar) { wordEnds[letter, default: 0] += 1 }
                        previous = scalar
                    }
                    if let last = previous, letters.contains(last) {
                        textEnds[last, default: 0] += 1
                        wordEnds[last, default: 0] += 1
                    }
                }
            }
            for candidate in candidates.sorted(by: { $0.key < $1.key }) {
                let words = wordEnds[candidate.letter, default: 0] - 1
                guard words >= Self.fewestParticleEndings, textEnds[candidate.letter, default: 0] <= 1 else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: candidate.key, language: language, platform: catalog.platform,
                    detail: "cut off: it ends in \"\(candidate.letter)\", which ends \(words) words of \(language)'s other texts and none of them, "
                        + "where the source is a statement: the rest of the sentence is lost (source \"\(candidate.sourceText)\", here \"\(candidate.text)\")",
                    location: candidate.string.location.description, appleKey: candidate.string.key))
            }
        }
        return findings
    }

    /// Korean: its particles end words (see ``textsCutAfterAParticle(_:_:)``).
    static func endsWordsInParticles(_ language: String) -> Bool { LanguageFallback.base(language) == "ko" }

    /// A Hangul syllable.
    static func isParticleLetter(_ scalar: Unicode.Scalar) -> Bool { (0xAC00...0xD7A3).contains(scalar.value) }
}
