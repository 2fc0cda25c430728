/// A translation that stops where its source ends a sentence, as translate-toolkit's
/// `endpunc` checks it but without its noise: Nextcloud's Brazilian Portuguese "…suas ações
/// pendentes serão", cut off before "sincronizadas automaticamente.".
///
/// Languages end sentences their own way (Thai writes no full stop, Japanese labels drop
/// "。"), so a translation is only judged where its language keeps the source's sentence end
/// almost always (19 in 20 of its translations, 20 at least: Nextcloud's Croatian, which
/// ends 161 of 172, is not judged) and almost every other translation of the key does (9 in
/// 10, or every other one where five at least end it: Home Assistant's Brazilian "…o iOS",
/// the one of seven translations unended). Even so, the texts found in real apps merely dropped a full stop or a
/// question mark ("移除 PIN 碼" for "Remove PIN?"), so this is a hint: listed with `--hints`,
/// never failing. A text stopping at exactly a field limit's length (``fieldLimits``) is a
/// finding, whatever its language's habit: a tool cut it. A text stopping at a value (a
/// placeholder last, no mark after it) is judged as one stopping in a letter, unless the value
/// follows a colon (a label's: "理由: %1$s" for "Reason: %1$s.").
extension CatalogChecker {
    /// The fewest translations of a key that make a consensus, and of a language that make a habit.
    static let fewestEndVoters = 5, fewestEndHabits = 20, fewestQuestionHabits = 10

    /// One `placeholderMismatch` hint per translation that ends in a letter where its source
    /// ends a sentence, against the consensus and the language's habit (see the type's comment).
    func unendedSentences(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        // The translations of each source text ending a sentence, each with whether it ends in a letter.
        var sentences: [(key: String, text: String, translations: [(language: String, string: CatalogString, text: String, unended: Bool)], unended: Int)] = []
        // Per language: sentence ends it was given, and how many it left unended.
        var habits: [String: (given: Int, unended: Int)] = [:]
        // Per language: questions it was given, and how many it left without a question mark (or
        // stopped at a value): languages that drop full stops keep those (``endingHabit``).
        var questionHabits: [String: (given: Int, unended: Int)] = [:]
        // Per language: sources of two sentences or more it was given, and how many it left unended: a language that
        // drops the full stop of a label keeps it after sentences (Nextcloud's French, 19 of 187 sentences unended, 1 of
        // its 62 texts of two sentences or more, "…Dès que vous êtes de nouveau en ligne, vos actions en cours" cut
        // before "…seront synchronisées automatiquement.").
        var paragraphHabits: [String: (given: Int, unended: Int)] = [:]
        // Per language: the scalars of the sources of those sentences and of its translations.
        var lengths: [String: (source: Int, translation: Int)] = [:]
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            guard case let .text(sourceText) = original.value, Self.endsSentence(sourceText) else { continue }
            let translations = Self.textTranslations(of: key, original, in: tables)
                .filter { CatalogNoise.hasLetters($0.text) }.map { (language: $0.language, string: $0.string, text: $0.text, unended: Self.endsInLetter($0.text)) }
            let (sourceLength, asks) = (sourceText.unicodeScalars.count, Self.finalScalar(sourceText) == "?")
            let inSentences = Self.sentences(sourceText).count >= 2
            for translation in translations {
                lengths[translation.language, default: (0, 0)].source += sourceLength
                lengths[translation.language, default: (0, 0)].translation += translation.text.unicodeScalars.count
                habits[translation.language, default: (0, 0)].given += 1
                if translation.unended { habits[translation.language]!.unended += 1 }
                if inSentences {
                    paragraphHabits[translation.language, default: (0, 0)].given += 1
                    if translation.unended { paragraphHabits[translation.language]!.unended += 1 }
                }
                if asks {
                    questionHabits[translation.language, default: (0, 0)].given += 1
                    if translation.unended || Self.endsInPlaceholder(translation.text) { questionHabits[translation.language]!.unended += 1 }
                }
            }
            if translations.count >= Self.fewestEndVoters { sentences.append((key, sourceText, translations, translations.count(where: \.unended))) }
        }
        // The sentences whose source ends in a word, long enough to be cut (``danglingOpenEnds``).
        let openEnds = Self.openEndedSentences(source, tables)
        let lengthRatios = lengths.mapValues { $0.source == 0 ? 0 : Double($0.translation) / Double($0.source) }
        var findings: [CatalogFinding] = []
        // The languages' words that may continue a text's last word (its first three bytes), read
        // once per language that has such a text.
        var vocabularies: [String: [String: Int]] = [:], fragmentStarts: [String: Set<UInt32>] = [:]
        // A word cut off is judged where three in four translations end the sentence (with nine in
        // ten, the hint below says "cut off?" only in a language that ends its sentences: Nextcloud's
        // Dutch "…worden geann", cut inside "geannuleerd", in a language that often drops the stop).
        let judgesCuts = { (count: Int, unended: Int) in unended * 4 <= count }
        for sentence in sentences where judgesCuts(sentence.translations.count, sentence.unended) {
            for translation in sentence.translations where translation.unended {
                if let fragment = Self.lastFragment(translation.text) { fragmentStarts[translation.language, default: []].insert(Self.firstThreeBytes(Array(fragment.utf8))) }
            }
        }
        // How long a translation is against what its language writes (``mostDanglingLength``).
        let relativeLength = { (language: String, text: String, sourceText: String) -> Double in
            lengthRatios[language].map { Double(text.unicodeScalars.count) / Double(sourceText.unicodeScalars.count) / $0 } ?? 1
        }
        // Per language: the last words of its short unended translations, and how its texts end with them (read when asked).
        var lastWords: [String: Set<String>] = [:]
        for sentence in sentences {
            for translation in sentence.translations where translation.unended && relativeLength(translation.language, translation.text, sentence.text) < Self.mostDanglingLength {
                if let last = Self.danglingUnit(translation.text) { lastWords[translation.language, default: []].insert(last) }
            }
        }
        for sentence in openEnds {
            for translation in sentence.translations where relativeLength(translation.language, translation.text, sentence.text) < Self.mostDanglingLength {
                if let last = Self.danglingUnit(translation.text) { lastWords[translation.language, default: []].insert(last) }
            }
        }
        // Cut where a variant of the language goes on: ownCloud's Taiwanese "啟用後，…但是，記錄", the start
        // of its Hong Kong text, which ends the sentence (whatever the other translations do).
        var cutBeforeVariants: Set<[String]> = []
        for sentence in sentences {
            for translation in sentence.translations where translation.unended {
                guard let variant = Self.variantGoingOn(translation.language, translation.text, among: sentence.translations) else { continue }
                cutBeforeVariants.insert([sentence.key, translation.language])
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: sentence.key, language: translation.language, platform: catalog.platform,
                    detail: "stops in a letter where \(variant.language)'s text of this key goes on from the same words to the end of the sentence: cut off "
                        + "(source \"\(sentence.text)\", here \"\(translation.text)\", \(variant.language) \"\(variant.text)\")",
                    location: translation.string.location.description, appleKey: translation.string.key))
            }
        }
        // Per language: how its texts end with its candidate last words (read when asked).
        var endings: [String: [String: (uses: Int, endings: Int)]] = [:]
        func languageEndings(_ language: String) -> [String: (uses: Int, endings: Int)] {
            if let known = endings[language] { return known }
            let found = Self.unitEndings(strings[language] ?? [:], of: lastWords[language] ?? [])
            endings[language] = found
            return found
        }
        // A language's sentence ends where it ends nineteen in twenty of the sentences given it (twenty at least);
        // a question stopping at a value, where it ends nine in ten of its questions (ten at least: Nextcloud's Arabic,
        // which leaves 17 of its 137 sentences unended but none of its 13 questions, "هل توَدُّ حقاً حذف %1$s" cut
        // before "وما يحتويه؟"; a question ending in a word is mostly a label dropping its "?", Korean "…이동하기").
        let endingHabit = { (language: String, end: Unicode.Scalar, atValue: Bool) -> (given: Int, unended: Int, of: String)? in
            if atValue, end == "?", let questions = questionHabits[language], questions.given >= Self.fewestQuestionHabits, questions.unended * 10 <= questions.given {
                return (questions.given, questions.unended, "questions")
            }
            return habits[language].flatMap { $0.given >= Self.fewestEndHabits && $0.unended * 20 <= $0.given ? ($0.given, $0.unended, "sentences") : nil }
        }
        // The same for texts of two sentences or more, the unended one judged left out.
        let paragraphHabit = { (language: String) -> (given: Int, unended: Int, of: String)? in
            paragraphHabits[language].flatMap { habit in
                let (given, unended) = (habit.given - 1, habit.unended - 1)
                return given >= Self.fewestEndHabits && unended * 20 <= given ? (given, unended, "other texts of two sentences or more") : nil
            }
        }
        for sentence in sentences {
            let count = sentence.translations.count, unended = sentence.unended
            // (A word cut off needs three in four to end the sentence; a dropped mark, nine in ten.)
            guard unended * 4 <= count else { continue }
            let end = Self.finalScalar(sentence.text)!
            // (A dropped mark: nine in ten end the sentence, or all but this one, five at least.)
            let endedByMost = { (missing: Int) in missing * 10 <= count || (missing == 1 && count > Self.fewestEndVoters) }
            // A `placeholderMismatch` hint at a translation, quoting the source and the translation.
            func hint(_ translation: (language: String, string: CatalogString, text: String, unended: Bool), _ detail: String) {
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: sentence.key, language: translation.language, platform: catalog.platform,
                    detail: detail + " (source \"\(sentence.text)\", here \"\(translation.text)\")",
                    location: translation.string.location.description, appleKey: translation.string.key).with(severity: .hint))
            }
            // (The translations' texts, and their last sentences where the source has two or more: read once per sentence.)
            let among = sentence.translations.map { ($0.language, $0.text) }
            let lastSentences = unended > 0 ? Self.lastSentences(sentence.text, among: among) : nil
            let inSentences = unended > 0 && Self.sentences(sentence.text).count >= 2
            for translation in sentence.translations where translation.unended && !cutBeforeVariants.contains([sentence.key, translation.language]) {
                // Cut at a storage limit: ownCloud's German privacy warning, 255 characters ending "…dass di".
                if let limit = Self.fieldLimit(of: translation.text), sentence.text.unicodeScalars.count > limit / 2 {
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: sentence.key, language: translation.language, platform: catalog.platform,
                        detail: "stops at exactly \(limit) characters, in a letter, where the source ends its sentence with \"\(end)\": cut off by a "
                            + "translation tool's or database's field limit (source \"\(sentence.text)\", here \"\(translation.text)\")",
                        location: translation.string.location.description, appleKey: translation.string.key))
                    continue
                }
                // Cut after a word no sentence of the language ends with ("…automático de"), and shorter than the
                // language writes (a sentence ending "vai eai", Northern Sami's "or not", only dropped its full stop).
                let shortness = relativeLength(translation.language, translation.text, sentence.text)
                if shortness < Self.mostDanglingLength, let (word, uses) = Self.danglingWord(translation.text, endings: languageEndings(translation.language)) {
                    findings.append(Self.cutAfterDanglingWord(catalog, key: sentence.key, (translation.language, translation.string, translation.text), word: word,
                                                              uses: uses, shortness: shortness, source: sentence.text, sourceGoesOn: "ends its sentence with \"\(end)\""))
                    continue
                }
                // Cut inside a word, whatever the language's habit (a hint too: "kuit" is Breton's word for "away").
                let cutJudged = judgesCuts(count, unended)
                if cutJudged, vocabularies[translation.language] == nil, Self.lastFragment(translation.text) != nil {
                    vocabularies[translation.language] = Self.wordCounts(strings[translation.language] ?? [:], startingLike: fragmentStarts[translation.language] ?? [])
                }
                if cutJudged, let vocabulary = vocabularies[translation.language], let (fragment, word) = Self.cutWord(translation.text, vocabulary: vocabulary) {
                    hint(translation, "cut off inside a word: it ends \"\(fragment)\", the start of \"\(word)\" (a word \(translation.language) writes elsewhere), "
                        + "where the source ends its sentence with \"\(end)\"")
                    continue
                }
                // Much shorter than its language writes, the whole text or its last sentence (the first whole).
                if let (shortest, ratio, whole) = Self.cutShort(translation.language, translation.text, sentence.text, among: among, lengthRatios: lengthRatios)
                    .map({ ($0.0, $0.1, true) })
                    ?? lastSentences.flatMap({ Self.lastSentenceCutShort(translation.language, $0, lengthRatios: lengthRatios) }).map({ ($0.0, $0.1, false) }) {
                    hint(translation, (whole ? "much shorter than its source" : "its last sentence much shorter than the source's")
                        + ", and ending in a word where the source ends its sentence with \"\(end)\": cut off, or most of the source left out? "
                        + "\(Int(ratio * 100)) % of the length \(translation.language)'s translations have against their sources, where the "
                        + (whole ? "\(count - 1) other translations write" : "other translations' last sentences write") + " \(Int(shortest * 100)) % of their language's at least")
                    continue
                }
                guard endedByMost(unended), let habit = endingHabit(translation.language, end, false) ?? (inSentences ? paragraphHabit(translation.language) : nil) else { continue }
                hint(translation, "ends without the source's final \"\(end)\", in a letter: cut off, or a dropped \"\(end)\"? \(count - unended) of the \(count) "
                    + "translations end the sentence, as \(translation.language) does in \(habit.given - habit.unended) of its \(habit.given) \(habit.of)")
            }
            // Stopped at a value, the sentence's end and whatever followed it gone (ownCloud's Hebrew "האם באמת להסיר
            // %1$s" for "Do you really want to remove %1$s and its contents?"): judged as a text ending in a letter is.
            // Not a label's value after a colon, which languages leave unended ("理由: %1$s" for "Reason: %1$s.").
            let stoppedAtValues = sentence.translations.filter { !$0.unended && Self.endsInPlaceholder($0.text) && !Self.valueAfterAColon($0.text) }
            let stopped = unended + stoppedAtValues.count
            guard endedByMost(stopped) else { continue }
            for translation in stoppedAtValues {
                guard let habit = endingHabit(translation.language, end, true) else { continue }
                hint(translation, "stops at a value without the source's final \"\(end)\": the rest of the sentence cut off, or a dropped \"\(end)\"? "
                    + "\(count - stopped) of the \(count) translations end the sentence, as \(translation.language) does in \(habit.given - habit.unended) of its \(habit.given) \(habit.of)")
            }
        }
        findings += danglingOpenEnds(catalog, openEnds, strings, endings: languageEndings, relativeLength: relativeLength)
        return findings
    }

    /// The fewest letters a cut text keeps for its variant's continuation to judge it.
    static let fewestLettersBeforeACut = 8

    /// Another variant of `language` (Hong Kong's for Taiwan's Chinese) whose translation
    /// starts with all of `text` and goes on with letters to the end of its sentence: `text`
    /// was cut from it. Nil where `text` keeps fewer than ``fewestLettersBeforeACut`` letters.
    static func variantGoingOn(_ language: String, _ text: String, among translations: [(language: String, string: CatalogString, text: String, unended: Bool)])
        -> (language: String, text: String)? {
        let kept = text.trimmingScalars(in: .whitespacesAndNewlines)
        guard kept.unicodeScalars.count(where: \.isAlphabeticQuickly) >= fewestLettersBeforeACut else { return nil }
        let base = LanguageFallback.base(language)
        return translations.first { other in
            guard other.language != language, !other.unended, LanguageFallback.base(other.language) == base, other.text.hasPrefix(kept) else { return false }
            return other.text.dropFirst(kept.count).unicodeScalars.contains(where: \.isAlphabeticQuickly)
        }.map { ($0.language, $0.text) }
    }

    /// How many of a language's values hold each word, as ``byteWords(_:)`` reads them (one
    /// byte pass per text: every language of a platform is read).
    /// `startingLike`: only words whose first three bytes are one of these are counted.
    static func wordCounts(_ strings: [String: CatalogString], startingLike starts: Set<UInt32>) -> [String: Int] {
        var counts: [String: Int] = [:]
        for string in strings.values {
            let words = string.value.texts.flatMap { byteWords($0, startingLike: starts) }
            for word in words.count > 1 ? Array(Set(words)) : words { counts[word, default: 0] += 1 }
        }
        return counts
    }

    /// A text's words by its bytes: runs of ASCII letters and of any non-ASCII bytes, ASCII
    /// lower-cased (no Unicode property looked up: "Código" is "cÓdigo"'s word too, but each
    /// text is read the same way); with `startingLike`, only those starting with one of its
    /// three-byte beginnings.
    static func byteWords(_ text: String, startingLike starts: Set<UInt32>? = nil) -> [String] {
        var words: [String] = [], word: [UInt8] = []
        func finish() {
            if !word.isEmpty, starts.map({ word.count >= 3 && $0.contains(firstThreeBytes(word)) }) ?? true {
                words.append(String(decoding: word, as: UTF8.self))
            }
            word.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if let letter = wordByte(byte) { word.append(letter) } else { finish() }
        }
        finish()
        return words
    }

    /// A byte of a word as ``byteWords(_:startingLike:)`` reads them: an ASCII letter
    /// (lower-cased) or any non-ASCII byte; nil for a byte between words.
    static func wordByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
        case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...: byte
        default: nil
        }
    }

    /// A word's first three bytes as one number (what ``wordCounts(_:startingLike:)`` compares).
    static func firstThreeBytes(_ word: [UInt8]) -> UInt32 {
        word.prefix(3).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    /// A text's last word when it could be a fragment: its last token all letters, three
    /// letters at least (as ``byteWords(_:startingLike:)`` reads it).
    static func lastFragment(_ text: String) -> String? {
        guard let token = text.split(whereSeparator: \.isWhitespace).last, token.allSatisfy(\.isLetter),
              let last = byteWords(String(token)).last, last.count >= 3 else { return nil }
        return last
    }

    /// A text's last word when it is a fragment (written nowhere else, three letters at
    /// least, its whole last token letters: not "2FA") of a word three letters longer at least
    /// that the language writes twice or more ("bibl" of "biblioteca"; not "control" of
    /// "controla", a word of its own), with that word (the most written, then the first).
    static func cutWord(_ text: String, vocabulary: [String: Int]) -> (String, String)? {
        guard let last = lastFragment(text), (vocabulary[last] ?? 0) <= 1 else { return nil }
        let longer = vocabulary.filter { $0.value >= 2 && $0.key.count >= last.count + 3 && $0.key.hasPrefix(last) }
        return longer.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { (last, $0.key) }
    }

    /// The field limits of translation tools and databases a text is cut at (VARCHAR(255),
    /// 256, 512, 1024), counted in characters, UTF-16 units or UTF-8 bytes.
    static let fieldLimits: Set<Int> = [255, 256, 512, 1_024]

    /// The field limit (``fieldLimits``) a text's length is exactly, in any of the three counts.
    static func fieldLimit(of text: String) -> Int? {
        [text.count, text.utf16.count, text.utf8.count].first(where: fieldLimits.contains)
    }

    /// A text's last scalar that is not white space (its final mark or letter); nil for a blank text.
    static func finalScalar(_ text: String) -> Unicode.Scalar? { text.unicodeScalars.last { !$0.properties.isWhitespace } }

    /// Whether a source text ends a sentence: a full stop, question or exclamation mark last.
    static func endsSentence(_ text: String) -> Bool {
        guard let last = finalScalar(text) else { return false }
        return last == "." || last == "?" || last == "!"
    }

    /// A sentence of six words or more whose translation stops in a word at under two fifths
    /// of the length its language's translations have against their sources, where every
    /// other translation (four at least; of ten, all but one, this one under half of that one)
    /// writes three fifths of its language's at least
    /// (Chinese is a third of English's length, German a fifth longer): Bitwarden's Italian
    /// "Ti abbiamo inviato un" for "We've sent you an email with your master password hint."
    /// (cut at its apostrophe). As (the others' shortest, this one's) relative lengths.
    static func cutShort(_ language: String, _ text: String, _ sourceText: String, among translations: [(language: String, text: String)],
                         lengthRatios: [String: Double], fewestWords: Int = 6) -> (Double, Double)? {
        guard translations.count >= 5, lowercasedWords(sourceText).count >= fewestWords else { return nil }
        let length = Double(sourceText.unicodeScalars.count)
        let relative = { (language: String, text: String) -> Double? in
            guard let usual = lengthRatios[language], usual > 0 else { return nil }
            return Double(text.unicodeScalars.count) / length / usual
        }
        guard let ratio = relative(language, text), ratio < 0.4 else { return nil }
        let others = translations.filter { $0.language != language }.compactMap(relative).sorted()
        guard others.count >= 4 else { return nil }
        // One other of ten may be short too (Mastodon's Simplified Chinese writes half the
        // sentence), where this one is under half of it (French "Une erreur s", cut at its apostrophe).
        guard others[0] >= 0.6 || (others.count >= 10 && others[1] >= 0.6 && ratio * 2 < others[0]) else { return nil }
        return (others[0], ratio)
    }

    /// The last sentence of a source text of two sentences or more, with the last sentences of
    /// the translations holding as many (nil for a text of one sentence).
    static func lastSentences(_ sourceText: String, among translations: [(language: String, text: String)])
        -> (source: String, translations: [(language: String, text: String)])? {
        let sourceSentences = sentences(sourceText)
        guard sourceSentences.count >= 2 else { return nil }
        return (sourceSentences.last!, translations.compactMap { language, text in
            let theirs = sentences(text)
            return theirs.count == sourceSentences.count ? (language, theirs.last!) : nil
        })
    }

    /// ``cutShort(_:_:_:among:lengthRatios:fewestWords:)`` on the last sentences of a text of two
    /// sentences or more (``lastSentences(_:among:)``; five words in the source's last at least):
    /// Nextcloud's Simplified Chinese "文件尚不存在。请先" for "File does not exist yet. Please upload
    /// the file first." (its first sentence whole).
    static func lastSentenceCutShort(_ language: String, _ last: (source: String, translations: [(language: String, text: String)]),
                                     lengthRatios: [String: Double]) -> (Double, Double)? {
        guard let own = last.translations.first(where: { $0.language == language }) else { return nil }
        return cutShort(language, own.text, last.source, among: last.translations, lengthRatios: lengthRatios, fewestWords: 5)
    }

    /// Whether a text's last scalar but spaces closes a placeholder ("…להסיר %1$s", "…%@").
    static func endsInPlaceholder(_ text: String) -> Bool {
        guard text.containsByte(UInt8(ascii: "%")), let lastIndex = text.unicodeScalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return false }
        let trimmed = String(text.unicodeScalars[...lastIndex]), end = trimmed.utf8.count
        return Placeholder.scan(trimmed).contains { if case let .placeholder(_, range) = $0 { range.upperBound == end } else { false } }
    }

    /// Whether a text's last placeholder stands right after a colon (and spaces): a label's value.
    static func valueAfterAColon(_ text: String) -> Bool {
        guard let start = text.lastIndex(of: "%") else { return false }
        let before = text[..<start].reversed().first { $0 != " " && $0 != "\u{00A0}" }
        return before == ":" || before == "："
    }

    /// Whether a text ends in a letter, outside a placeholder (a `%1$s` last is no letter).
    static func endsInLetter(_ text: String) -> Bool {
        guard let last = finalScalar(text), last.properties.isAlphabetic else { return false }
        return !endsInPlaceholder(text)
    }
}
