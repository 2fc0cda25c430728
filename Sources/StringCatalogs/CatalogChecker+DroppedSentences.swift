/// A translation that leaves out its source's last sentences: Nextcloud's Hebrew "מחסור במקום
/// מונע את העתקת הקבצים הנבחרים לתוך התיקייה %1$s." for "Insufficient space prevents copying
/// the selected files into the %1$s folder. Would you like to move them there instead?", the
/// question that the dialog's buttons answer gone. The text ends its sentence, so
/// ``unendedSentences(_:_:)`` has nothing to say. Judged where nine in ten of the key's
/// translations (ten at least) hold as many sentences as the source: one holding fewer, at
/// under four fifths of the length its language writes against its sources, and about what the
/// source's first sentences alone come to (within 15 %), left the others out; not one holding
/// more clause marks than those first sentences, which may have joined them (Chinese "無 %1$s
/// 帳戶，請先建立帳戶。", both said). A hint: a translator may fold two sentences into one.
extension CatalogChecker {
    /// The fewest translations of a key, and the share of them (nine in ten) holding the source's sentences.
    static let fewestSentenceCountVoters = 10

    /// The most a translation holding fewer sentences may be, against its language's length: four fifths.
    static let mostDroppedSentenceLength = 0.8

    /// One `placeholderMismatch` hint per translation leaving out its source's last sentences
    /// (see the extension's comment).
    func sentencesDropped(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        // The sources of two sentences or more ending one, with their sentences.
        let sourcesInSentences = source.sorted(by: { $0.key < $1.key }).compactMap { key, original -> (key: String, original: CatalogString, sentences: [String])? in
            guard original.translatable, case let .text(text) = original.value, Self.endsSentence(text) else { return nil }
            let sentences = Self.sentences(text)
            return sentences.count >= 2 ? (key, original, sentences) : nil
        }
        guard !sourcesInSentences.isEmpty else { return [] }
        // Per language: the length of its translations against their sources' (read when asked).
        let sourceText = { (key: String) -> String? in
            guard let original = source[key], original.translatable, case let .text(text) = original.value else { return nil }
            return text
        }
        var ratios: [String: Double] = [:]
        func lengthRatio(_ language: String, _ translated: [String: CatalogString]) -> Double {
            if let known = ratios[language] { return known }
            let ratio = Self.translationLengthRatio(translated, sourceText: sourceText, length: \.unicodeScalars.count)
            ratios[language] = ratio
            return ratio
        }
        var findings: [CatalogFinding] = []
        for (key, original, sourceSentences) in sourcesInSentences {
            let translations = Self.textTranslations(of: key, original, in: tables).filter { CatalogNoise.hasLetters($0.text) }
            guard translations.count >= Self.fewestSentenceCountVoters else { continue }
            let counts = translations.map { Self.sentences($0.text).count }
            let keeping = counts.count { $0 == sourceSentences.count }
            guard keeping * 10 >= translations.count * 9, keeping < translations.count else { continue }
            let sourceLength = Double(sourceSentences.joined(separator: " ").unicodeScalars.count)
            for (translation, count) in zip(translations, counts) where count < sourceSentences.count {
                // (Not where it ends sentences with a mark of its own script, Armenian "։", nor holds more clause marks than the
                // source's first sentences: it may have joined the sentences, Norwegian Nynorsk "Feil ved kopi av fil til mellombels
                // katalog, prøv å sende fil på ny." for "An error occurred while copying the file… Please try to send again.")
                let kept = sourceSentences.prefix(count).joined(separator: " ")
                guard !translation.text.unicodeScalars.contains(where: Self.otherScriptsFullStops.contains), Self.clauseMarks(translation.text) <= Self.clauseMarks(kept),
                      let table = tables.first(where: { $0.language == translation.language }) else { continue }
                let relative = Double(translation.text.unicodeScalars.count) / sourceLength / lengthRatio(translation.language, table.strings)
                let share = Double(kept.unicodeScalars.count) / sourceLength
                guard relative < Self.mostDroppedSentenceLength, share <= Self.mostDroppedSentenceLength, relative <= share * 1.15 else { continue }
                let left = sourceSentences.count - count
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: translation.language, platform: catalog.platform,
                    detail: "holds \(count) of the source's \(sourceSentences.count) sentences, at \(Int(relative * 100)) % of the length \(translation.language) writes "
                        + "against its sources, about what the source's first \(count == 1 ? "sentence" : "\(count) sentences") alone come\(count == 1 ? "s" : "") to "
                        + "(\(Int(share * 100)) %): the last \(left == 1 ? "sentence" : "\(left) sentences") left out? \(keeping) of the \(translations.count - 1) "
                        + "other translations hold \(sourceSentences.count) (source \"\(original.value.displayText)\", here \"\(translation.text)\")",
                    location: translation.string.location.description, severity: .hint, appleKey: translation.string.key))
            }
        }
        return findings
    }

    /// Full stops of scripts that ``sentences(_:)`` does not split at: Armenian "։", Devanagari
    /// "।", Ethiopic "።", Burmese "။", Tibetan "།".
    static let otherScriptsFullStops: Set<Unicode.Scalar> = ["\u{0589}", "\u{0964}", "\u{1362}", "\u{104B}", "\u{0F0D}"]

    /// How many clause marks a text holds (commas, semicolons, colons, in any script's form).
    static func clauseMarks(_ text: String) -> Int {
        text.unicodeScalars.count { [",", ";", ":", "，", "；", "：", "、", "،", "؛"].contains($0) }
    }
}
