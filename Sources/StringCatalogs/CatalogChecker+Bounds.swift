/// A bound turned around: ownCloud's German "…läuft frühestens %1$d Tage nach…" (at the
/// earliest) for "…expire no later than %1$d days after…", Turkish "Parola en fazla 8
/// karakter olmalıdır" (at most) for "Password should be at least 8 characters", Japanese
/// "%1$s 25以前" (25 or earlier) for "%1$s 25 or later": the limit reads the other way. A
/// source bounding one way only ("at least", "or later", "no earlier than": from below; "at
/// most", "no later than", "less than", and negated ones, "can't be longer than", "must not
/// exceed": from above; ``BoundWords/english``), negating nothing else, whose translation
/// holds its language's words for the other way and none for this one (``BoundWords``),
/// negating nothing else either ("ne … pas plus de" is left alone). A
/// language whose translations of such texts turn the bound in two or more and in a fifth of
/// them is not judged: its words are not the listed ones (two of eight or more are judged).
extension CatalogChecker {
    /// The most words of a source judged: a sentence or two (a longer text bounds more than one thing).
    static let mostBoundedTextWords = 40
    /// The fewest bounded texts a language must have translated for two turned ones to be
    /// slips, not its words misread.
    static let fewestBoundsJudgedForTwoSlips = 8

    /// The most bytes of a translation judged (a hostile one may be any length).
    static let mostBoundedTranslationBytes = 2_000

    /// A language's words for negating a clause, where ``NegationWords`` also lists pieces of
    /// words (Korean's 비, non-, stands in 비밀번호, password, so "비밀번호는 8자 이하여야
    /// 합니다", at most 8, read as negating beside its bound) or lists none (Persian).
    static let clauseNegation: [String: NegationWords] = [
        "ko": NegationWords(words: [], prefixes: [], pieces: ["않", "없", "못", "안 ", "아니", "아닙", "아님", "안되", "안될", "말고", "마세요", "마십시오"]),
        // (Persian, which ``NegationWords`` does not list: its verbs negated by "ن…" — "نمی‌توانید بیش از", cannot be more
        // than; not "نام", name.)
        "fa": NegationWords(words: ["نه", "نیست", "نیستند", "هرگز", "بدون"], prefixes: ["نمی", "نباید", "نشد", "نکن", "نخواه", "ندار", "نتوان"], pieces: []),
        // (Hindi and Thai, which ``NegationWords`` does not list: Bitwarden's Hindi "…100 एमबी से ज़्यादा नहीं हो सकता", cannot be
        // more than, for "Maximum file size is 100 MB."; Thai's "ไม่เกิน", not over, is a bound's own piece, taken out first.)
        "hi": NegationWords(words: ["नहीं", "नही", "न", "मत", "बिना"], prefixes: [], pieces: []),
        "th": NegationWords(words: [], prefixes: [], pieces: ["ไม่", "ห้าม"]),
        // (Russian and Ukrainian by their negating words, not by every word starting "не": Home Assistant's Russian "…вам
        // необходимо обновить приложение не более чем до версии %@…" (necessary; at most) for "…at least to version %@…".)
        "ru": NegationWords(words: ["не", "нет", "ни", "нельзя", "без"], prefixes: ["невозмож", "никогда", "ничего", "никто", "нигде"], pieces: []),
        "uk": NegationWords(words: ["не", "ні", "немає", "нема", "без"], prefixes: ["неможлив", "ніколи", "нічого", "ніхто", "ніде"], pieces: []),
    ]

    /// The texts of a value judged for its bound: a text; each form of a plural, by category
    /// (nil for a text).
    static func boundedForms(_ value: CatalogValue) -> [(form: String?, text: String)] {
        switch value {
        case let .text(text): [(nil, text)]
        case let .plural(forms): forms.sorted { $0.key < $1.key }.map { (Optional($0.key), $0.value) }
        default: []
        }
    }

    /// One `placeholderMismatch` per translation turning its source's bound around (see the
    /// extension's comment).
    func reversedBounds(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        // The source texts bounding one way, and how (the bound's words as the source writes them).
        // (In a longer text, its one sentence bounding, by its place among the text's sentences: ownCloud's German
        // "…frühestens 15 Minuten nach der Aufnahme…" for "…pictures will be uploaded in at least 15 minutes after taking
        // them." in a paragraph of four sentences.)
        var bounded: [(key: String, direction: BoundWords.Direction, phrase: String, negated: Bool, sentence: (index: Int, of: [String])?)] = []
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            guard let text = Self.comparedText(original.value) else { continue }
            // (Whole where short; by sentences where long, or where another sentence negates: Home Assistant's "CarPlay
            // limits how many tabs are displayed in the car (up to %li…). Extra tabs won't be shown.", Korean's "최소", at
            // least, for its "up to".)
            let short = Self.lowercasedWords(text).count <= Self.mostBoundedTextWords
            for whole in short ? [true, false] : [false] {
                let sentences = whole ? [text] : Self.sentences(text)
                let read = sentences.enumerated().compactMap { index, sentence -> (index: Int, found: [(phrase: String, direction: BoundWords.Direction)], rest: String)? in
                    guard whole || Self.lowercasedWords(sentence).count <= Self.mostBoundedTextWords else { return nil }
                    let (found, rest) = BoundWords.english.bounds(in: sentence)
                    return found.isEmpty ? nil : (index, found, rest)
                }
                guard read.count == 1, let (index, found, rest) = read.first, let first = found.first, found.allSatisfy({ $0.direction == first.direction }) else { break }
                guard !NegationWords.negates(english: rest) else { continue }
                bounded.append((key, first.direction, first.phrase, NegationWords.negates(english: first.phrase), whole ? nil : (index, sentences)))
                break
            }
        }
        guard !bounded.isEmpty else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.filter({ !Self.areClose($0, catalog.sourceLanguage) }).sorted() {
            guard let words = BoundWords.of(language), let translated = strings[language] else { continue }
            let negation = Self.clauseNegation[LanguageFallback.base(language)] ?? NegationWords.of(language)
            // (A source's negated bound, "can't add more than", is judged where the language's negation is known: Arabic "لا يمكن
            // إرفاق أكثر من" negates its "more than"; a language whose negation no list holds is not judged.)
            let negationOfNegatedBounds = Self.clauseNegation[LanguageFallback.base(language)] ?? NegationWords.judged(language)
            var judged = 0
            var turned: [(key: String, direction: BoundWords.Direction, phrase: String, form: String?, text: String, said: String, string: CatalogString)] = []
            for (key, direction, phrase, negated, sentence) in bounded {
                guard let string = translated[key], string.value != source[key]!.value, !negated || negationOfNegatedBounds != nil else { continue }
                let negation = negated ? negationOfNegatedBounds : negation
                // (Each plural form on its own: Bitwarden's Russian "не более %d символов" in the `many` form only.)
                var judgedHere = false
                for (form, whole) in Self.boundedForms(string.value) where whole.utf8.count <= Self.mostBoundedTranslationBytes {
                    // (All of it, or the sentence in the place of the source's bounding one.)
                    guard let text = sentence.map({ Self.alignedSentence($0.index, of: $0.of, in: whole) }) ?? whole else { continue }
                    let (found, rest) = words.bounds(in: text)
                    guard !found.isEmpty, (negation?.count(rest) ?? 0) == 0 else { continue }
                    judgedHere = true
                    guard !found.contains(where: { $0.direction == direction }), let other = found.first else { continue }
                    turned.append((key, direction, phrase, form, text, other.phrase, string))
                    break
                }
                if judgedHere { judged += 1 }
            }
            // (A language turning many is read with the wrong words; two of eight or more may both be slips: ownCloud's Russian
            // turns "At most %1$d characters long" into "как минимум…", at least, and a planted "не ранее" beside it.)
            guard turned.count < 2 || turned.count * 5 <= judged || (turned.count == 2 && judged >= Self.fewestBoundsJudgedForTwoSlips) else { continue }
            for (key, direction, phrase, form, text, said, string) in turned {
                let (way, otherWay) = direction == .lower ? ("from below", "from above") : ("from above", "from below")
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                    detail: (form.map { "\($0) form: " } ?? "") + "the bound is turned around: \"\(said)\" bounds \(otherWay) in \(language), where the source's \"\(phrase)\" bounds \(way) "
                        + "(source \"\(source[key]!.value.displayText)\", here \"\(text)\"); \(language)'s other \(judged - 1) translations of bounded texts "
                        + "turn \(turned.count - 1)",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
}
