/// An opposite word inside a translation: Nextcloud's Italian "Mostra scaricamento" (Show
/// download) for "Hide download", a toggle no other key says the opposite of, so
/// ``oppositesAlike(_:_:)`` has no sibling to compare with. The language's own texts tell
/// its words for both (``LanguageWords``, three texts each at least: Italian writes "nasco…"
/// for "hide", "mostr…" for "show"); a translation of a text saying one word and not the
/// other that holds the other's stem and not the one's is a finding, where the language
/// writes the other's stem in no more than one in twenty of its other translations of texts
/// saying the one (its habit is the one's word: not Russian "загрузка", which says both
/// "upload" and "download"), and the translation negates no more than its source ("Don't
/// show again" for "Hide this tip" says one thing). Arabic, Persian and Urdu, which write
/// their article onto a word ("التنزيل"), are read by roots where a stem tells nothing
/// (``oppositeRoots(_:_:in:texts:_:_:_:)``).
extension CatalogChecker {
    /// English words whose opposite is another word, read inside a text: verbs and terms of
    /// a user interface that say one thing only. "Lock" and "unlock" too, both ways (ownCloud's
    /// German "'%@' ist gerade entsperrt" for "'%@' is currently locked", Brazilian Portuguese
    /// "Bloquear %@" for "Unlock %@"): a language writing "unlock" as "cancel the lock" (Chinese
    /// 取消隐藏 for "unhide") writes the lock's word in its other translations of "unlock", and
    /// is not judged. "Locked" against "unlock" too, for an app whose source says "unlocked" in
    /// fewer than the three texts a word needs (Bitwarden's Chinese "密码库已解锁" for "Vault is
    /// locked": "解锁" is Chinese's "unlock" in its nineteen texts saying it).
    static let oppositesWithin: [(String, String)] = [
        ("show", "hide"), ("enable", "disable"), ("allow", "deny"), ("accept", "decline"), ("upload", "download"),
        ("import", "export"), ("start", "stop"), ("expand", "collapse"), ("increase", "decrease"), ("oldest", "newest"),
        ("ascending", "descending"), ("maximum", "minimum"), ("incoming", "outgoing"), ("online", "offline"),
        ("local", "remote"), ("include", "exclude"), ("encrypt", "decrypt"), ("lock", "unlock"), ("locked", "unlocked"),
        ("locked", "unlock"),
        ("before", "after"), ("lower", "higher"), ("move", "copy"), ("read", "unread"),
    ]

    /// Forms of a word that do not start with it ("hidden" of "hide"): a source saying one word
    /// and such a form of its opposite ("Show hidden files") is judged by the one's word alone —
    /// a translation holding the opposite's word and not the one's (Nextcloud's Ukrainian
    /// "Приховувати приховані файли") — and counts in no language's habit.
    static let formsNotStartingAsTheWord: [String: Set<String>] = ["hide": ["hidden", "hid"], "deny": ["denied", "denies"]]

    /// Forms of the verbs of ``oppositesWithin`` that start as the verb does, with the endings
    /// of ``oppositeEndings`` ("uploads", "uploading", "uploaded"; a final "e" dropped before a
    /// vowel: "enabling"), each with its verb: Nextcloud's Estonian "Peata kõik
    /// allalaadimised" (downloads) for "Pause all uploads". ("Lock" and its forms are pairs of
    /// their own.)
    static let verbForms: [String: String] = {
        let verbs = ["show", "hide", "enable", "disable", "allow", "accept", "decline", "upload", "download", "import", "export",
                     "start", "expand", "collapse", "increase", "decrease", "include", "exclude", "encrypt", "decrypt", "move"]
        var forms: [String: String] = [:]
        for verb in verbs {
            for ending in oppositeEndings where !ending.isEmpty {
                forms[withEnding(verb, ending)] = verb
            }
        }
        return forms
    }()

    /// The fewest letters of an opposite's stem judged in a text found by a verb's form, in a
    /// language whose words are longer (its texts' median word of four letters or more): a
    /// short whole word read as a stem is a function word (Greek "από", from, Indonesian
    /// "anda", you), not the opposite's.
    static let fewestStemLettersForAForm = 5

    /// ``oppositesWithin`` each way: (a word, its opposite).
    static let oppositePairs = oppositesWithin + oppositesWithin.map { ($0.1, $0.0) }

    /// Words of ``oppositesWithin`` judged by their fixed spellings only (``scriptSpellings``),
    /// not by stems: many languages write "unread" as "not read", so its stem is read's own
    /// (Saraiki "پڑھا", read, learned as "unread").
    static let oppositesBySpellingOnly: Set<String> = ["read", "unread"]

    /// Words whose translations are judged in labels only (three words at most).
    static let oppositesOfLabelsOnly: Set<String> = ["unlock", "unlocked"]

    /// The most words of a source text judged: in a longer one, another clause may say the opposite by right.
    static let mostOppositeTextWords = 8

    /// The fewest texts saying one word for the opposite's word to be one half of its texts hold.
    static let fewestTextsForAnUnsureWord = 10

    /// Words whose pairs are not judged in a sentence of a longer text: prose says one by the
    /// other ("transcribed to text before being sent", Turkish "…dönüştürüldükten sonra…
    /// gönderilecektir", after; "enables powerful automations, such as turning off the heating").
    static let wordsNotJudgedInSentences: Set<String> = ["before", "after", "lower", "higher", "enable", "disable"]

    /// Words of ``wordsNotJudgedInSentences`` judged in a sentence that asks for them: the
    /// sentence's first word or after "please" (ownCloud's Russian "…Пожалуйста, включите
    /// блокировку…", enable, for "…Please disable passcode lock in the app settings.").
    static let wordsJudgedInRequests: Set<String> = ["enable", "disable"]

    /// The most words of a sentence of a longer text judged (and of its translation, where spaced).
    static let mostOppositeSentenceWords = 16

    /// The fewest short texts saying one word for a sentence of a longer text saying it to be judged.
    static let fewestTextsForASentence = 5

    /// The most texts saying one word judged per pair and platform (the first by key).
    static let mostOppositeTextsJudged = 400

    /// One `placeholderMismatch` per translation holding the opposite's word of its source's
    /// (see the extension's comment).
    func oppositeWordsWithin(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        let pairs = Self.oppositePairs
        // (A verb's forms read with it: "uploads", "uploading", "uploaded" say "upload"; keys found by a form only, apart.)
        var index = Self.keysBySourceWord(source, most: Self.mostOppositeTextsJudged, only: Set(pairs.flatMap { [$0.0, $0.1] }), textsOnly: false)
        var byFormOnly: [String: Set<String>] = [:]
        for (form, keys) in Self.keysBySourceWord(source, most: Self.mostOppositeTextsJudged, only: Set(Self.verbForms.keys), textsOnly: false)
            .sorted(by: { $0.key < $1.key }) {
            let verb = Self.verbForms[form]!, exact = Set(index[verb, default: []])
            byFormOnly[verb, default: []].formUnion(keys.filter { !exact.contains($0) })
            index[verb] = Array(exact.union(keys)).sorted().prefix(Self.mostOppositeTextsJudged).map { $0 }
        }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        var words = languageWords(catalog, strings)
        var findings: [CatalogFinding] = []
        // (Both words in three source texts at least: each language's word is told by three.)
        for (one, other) in pairs where index[one, default: []].count >= 3 && index[other, default: []].count >= 3 && !Self.oppositesBySpellingOnly.contains(one) {
            // The short texts saying the one word and not the other's (nor another form of it), and
            // longer ones (twelve words at most) judged where the translation is too (its own count:
            // Bitwarden's Italian "Mostra il testo per impostazione predefinita" for "When accessing the
            // Send, hide the text by default"), not counted in the language's habit.
            // Longer texts still: the one sentence saying the word, sixteen words at most, judged in the translation's
            // sentence in its place (ownCloud's Simplified Chinese "…它们将会在你下次登录到你的账号时被重新上传…", upload, for
            // "…They will be re-downloaded next time you log into your account…").
            var keys: [String] = [], longer: [String] = [], sayingAForm: [String] = []
            var inASentence: [(key: String, sentence: Int, of: [String])] = []
            let forms = Self.formsNotStartingAsTheWord[other] ?? []
            for key in index[one]! {
                guard let sourceText = Self.comparedText(source[key]!.value) else { continue }
                let sourceWords = Self.lowercasedWords(sourceText)
                if sourceWords.count > Self.mostOppositeTextWords + 4, let (sentence, sentences) = Self.sentenceSaying(one, notSaying: other, in: sourceText) {
                    inASentence.append((key, sentence, sentences))
                    continue
                }
                guard sourceWords.count <= Self.mostOppositeTextWords + 4, !sourceWords.contains(where: { $0.hasPrefix(other) }) else { continue }
                if sourceWords.contains(where: forms.contains) {
                    if sourceWords.count <= Self.mostOppositeTextWords { sayingAForm.append(key) }
                } else if sourceWords.count <= Self.mostOppositeTextWords { keys.append(key) } else { longer.append(key) }
            }
            guard !keys.isEmpty else { continue }
            for language in languages {
                guard let translated = strings[language] else { continue }
                // A translation with its units; of a longer source, only where spaced and twelve words at most.
                let translation = { (key: String, long: Bool) -> (key: String, text: String, string: CatalogString, units: Set<String>)? in
                    // (A plural by its `other` form: Nextcloud's Swedish "Dölj %1$d dolda mappar" for "Show %1$d hidden folders".)
                    guard let string = translated[key], let text = Self.comparedText(string.value),
                          !long || (Self.spacesWords(text) && Self.lowercasedWords(text).count <= Self.mostOppositeTextWords + 4),
                          let units = words.units(of: key, in: language, translated) else { return nil }
                    return (key, text, string, string.value.isPlural ? LanguageWords.units(text) : units)
                }
                let texts = keys.compactMap { translation($0, false) }
                // (A sentence judged where five short texts at least show the language's habit: Element X's Japanese has two saying
                // "before", and "ます" read as its "after".)
                let sentences = keys.count < Self.fewestTextsForASentence ? [] : inASentence
                let shortTranslations = longer.compactMap { translation($0, true) } + sentences.compactMap { key, sentence, sourceSentences in
                    guard let string = translated[key], !string.value.isPlural, let text = Self.comparedText(string.value),
                          let part = Self.alignedSentence(sentence, of: sourceSentences, in: text),
                          !Self.spacesWords(part) || Self.lowercasedWords(part).count <= Self.mostOppositeSentenceWords else { return nil }
                    return (key, part, string, LanguageWords.units(part))
                }
                let formTranslations = sayingAForm.compactMap { translation($0, false) }
                // (The other's word first: most languages write it in none of these texts, and need no word for the one.)
                // (Half of its texts saying the other word are enough where ten texts at least say the one:
                // Nextcloud's German writes "download" as "herunterladen" in 12 of 19, as "Download" in the others.)
                let firm = words.stem(for: other, in: language, translated, except: [], fewest: 3)
                if firm == nil, LanguageWords.writesRoots(language), texts.count >= 3 {
                    findings += oppositeRoots(one, other, in: language, texts: texts.map { ($0.key, $0.text, $0.string) },
                                              longer: shortTranslations.map { ($0.key, $0.text, $0.string) }, &words, catalog, strings)
                    continue
                }
                guard texts.count + shortTranslations.count >= 3,
                      let opposite = firm ?? (texts.count >= Self.fewestTextsForAnUnsureWord
                        ? words.stem(for: other, in: language, translated, except: [], fewest: 3, share: (1, 2)) : nil),
                      LanguageWords.tells(opposite) else { continue }
                findings += oppositeInAPluralForm(one, other, opposite: opposite, texts: (texts + formTranslations).map { ($0.key, $0.string) },
                                                  in: language, translated, &words, catalog)
                let holdingOpposite = texts.count { $0.units.contains(opposite) }
                // (Its other translations of such texts: the opposite's stem in one in twenty at most; a
                // longer text judged is none of them.)
                let longHolding = (shortTranslations + formTranslations).contains { $0.units.contains(opposite) }
                guard holdingOpposite > 0 || longHolding, max(holdingOpposite - 1, 0) * 20 <= texts.count - 1 else { continue }
                // (Half its texts saying the one word are enough to judge a label of three words at most: Bitwarden's
                // Ukrainian "Розблокувати" for "Lock now", one of the five texts saying "lock", two of them "Заблокувати…".)
                let firmOwn = words.stem(for: one, in: language, translated, except: [], fewest: 3)
                let unsureOwn = firmOwn ?? words.stem(for: one, in: language, translated, except: [], fewest: 3, share: (1, 2))
                var medianWord: Int?
                // (Where no one stem tells the one word, every way a quarter of its ten texts or more write it, none
                // held: Nextcloud's Czech "…v průběhu nahrávání…" (uploading) for "…during the download…", its
                // "download" "stáhnout" and "stahování".)
                let differs = { (own: String) in LanguageWords.tells(own) && own != opposite && !own.hasPrefix(opposite) && !opposite.hasPrefix(own) }
                var ownWays: [String]?
                for (index, (key, text, string, units)) in (texts + shortTranslations + formTranslations).enumerated() where units.contains(opposite) {
                    let textWords = Self.lowercasedWords(text)
                    let isLabel = textWords.count <= 3
                    let own: String
                    if let single = isLabel ? unsureOwn : firmOwn {
                        // (In a language writing roots, nor inside a word: Arabic's "انسخ", copy!, holds "نسخ".)
                        guard differs(single), !units.contains(single),
                              !LanguageWords.writesRoots(language) || !textWords.contains(where: { $0.contains(single) }) else { continue }
                        own = single
                    } else {
                        if ownWays == nil {
                            ownWays = texts.count < Self.fewestTextsForAnUnsureWord ? [] : words.stems(for: one, in: language, translated, share: (1, 4))
                        }
                        // (Less the language's words for the source's other words: Nextcloud's Arabic "الملف", file, held by a
                        // quarter of its texts saying "show", is no way of saying it in "Show hidden files"; nor is the opposite's
                        // stem one of them: Wikipedia's Danish "wikip…", read as "stop" in its texts saying it, names Wikipedia.)
                        let otherWords = Set(Self.lowercasedWords(Self.comparedText(source[key]!.value) ?? "")).subtracting([one])
                        let saysAnotherWord = { (stem: String) in
                            otherWords.contains { word in
                                let (witnesses, holding) = words.holders(of: stem, forWord: word, notSaying: one, in: language, translated, except: [])
                                return witnesses >= LanguageWords.fewestWitnesses && holding * 2 >= witnesses
                            }
                        }
                        let ways = ownWays!.filter { !saysAnotherWord($0) }
                        guard !ways.isEmpty, ways.allSatisfy(differs), !ways.contains(where: units.contains), !saysAnotherWord(opposite) else { continue }
                        own = ways.joined(separator: "…\" or \"")
                    }
                    // (A short stem, in a text found by a verb's form only, of a language whose words are longer: see
                    // ``fewestStemLettersForAForm``.)
                    if byFormOnly[one]?.contains(key) == true, opposite.count < Self.fewestStemLettersForAForm, Self.spacesWords(opposite) {
                        // (The language's median word, read once per language and pair.)
                        if medianWord == nil { medianWord = Self.medianWordLength(texts.map(\.text)) }
                        if medianWord! > 3 { continue }
                    }
                    // (Of "unlock", a label of three words at most: a longer text may name the lock, Lithuanian
                    // "Naudoti biometrinius duomenis arba ekrano užraktą", use biometrics or the screen lock.)
                    guard !Self.oppositesOfLabelsOnly.contains(one) || isLabel else { continue }
                    // (The others: all the short texts for a longer one, which must then hold the opposite in one in twenty at most.)
                    let (othersHolding, others) = index < texts.count ? (holdingOpposite - 1, texts.count - 1) : (holdingOpposite, texts.count)
                    guard othersHolding * 20 <= others else { continue }
                    if let negation = NegationWords.of(language), let sourceText = Self.comparedText(source[key]!.value),
                       negation.count(text) > NegationWords.count(english: sourceText) { continue }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                        detail: "\"\(text)\" holds \"\(opposite)…\", how \(language) writes \"\(other)\", and not \"\(own)…\", how it writes \"\(one)\", "
                            + "which the source says (\"\(source[key]!.value.displayText)\"): the opposite's word; \(language) writes \"\(opposite)…\" in "
                            + "\(othersHolding) of its \(others) other translations of texts saying \"\(one)\"",
                        location: string.location.description, appleKey: string.key))
                }
            }
        }
        return findings
    }

    /// A plural form holding the opposite's stem and not the one's, where every other form of the
    /// plural holds the one's and fewer words starting with the opposite's: Nextcloud's Ukrainian
    /// `few` form "Приховати %1$d прихованих тек" (hide) for "Show %1$d hidden folders", its other
    /// forms "Показати…" (the rule reads a plural by its `other` form, judged there). The one's
    /// stem as the language writes it in three of its texts saying it at least.
    func oppositeInAPluralForm(_ one: String, _ other: String, opposite: String, texts: [(key: String, string: CatalogString)], in language: String,
                               _ translated: [String: CatalogString], _ words: inout LanguageWords, _ catalog: PlatformCatalog) -> [CatalogFinding] {
        let plurals = texts.filter { $0.string.value.isPlural }
        guard !plurals.isEmpty, let own = words.stem(for: one, in: language, translated, except: [], fewest: 3), LanguageWords.tells(own),
              own != opposite, !own.hasPrefix(opposite), !opposite.hasPrefix(own) else { return [] }
        var findings: [CatalogFinding] = []
        for (key, string) in plurals {
            guard case let .plural(forms) = string.value, forms.count >= 2 else { continue }
            let units = forms.mapValues { LanguageWords.units($0) }
            // (How many of a form's words start with the opposite's stem: "Show %1$d hidden folders" says
            // it once, as "hidden", in every form.)
            let opposites = forms.mapValues { form in Self.lowercasedWords(form).count { $0.hasPrefix(opposite) } }
            let saying = units.filter { $0.value.contains(opposite) && !$0.value.contains(own) }.keys.sorted()
            guard saying.count == 1, let form = saying.first, form != "other",
                  units.allSatisfy({ $0.key == form || ($0.value.contains(own) && opposites[$0.key]! < opposites[form]!) }) else { continue }
            let otherForms = forms.keys.filter { $0 != form }.sorted().map { "\($0) \"\(forms[$0]!)\"" }.joined(separator: ", ")
            findings.append(CatalogFinding(
                kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                detail: "\(form) form: \"\(forms[form]!)\" holds \"\(opposite)…\", how \(language) writes \"\(other)\", and not \"\(own)…\", how it writes \"\(one)\", "
                    + "which the source says and the plural's other forms write (\(otherForms)): the opposite's word",
                location: string.location.description, appleKey: string.key))
        }
        return findings
    }

    /// The one sentence of a text of two or more that says `one` (or a form of it, ``verbForms``)
    /// and nothing starting as `other`, ``mostOppositeSentenceWords`` at most, negating nothing
    /// (Mastodon's Taiwanese "…仍將顯示您的個人檔案", will still show, for "Opting out does not hide
    /// your profile…"), by its place; with the text's sentences. Not of
    /// ``wordsNotJudgedInSentences``' pairs, but in a request (``wordsJudgedInRequests``).
    static func sentenceSaying(_ one: String, notSaying other: String, in text: String) -> (Int, [String])? {
        let request = wordsJudgedInRequests.contains(one) && wordsJudgedInRequests.contains(other)
        guard request || (!wordsNotJudgedInSentences.contains(one) && !wordsNotJudgedInSentences.contains(other)) else { return nil }
        let sentences = Self.sentences(text)
        guard sentences.count >= 2 else { return nil }
        let wordsBySentence = sentences.map(lowercasedWords)
        let saying = sentences.indices.filter { index in wordsBySentence[index].contains { $0 == one || verbForms[$0] == one } }
        guard saying.count == 1, let index = saying.first, !NegationWords.negates(english: sentences[index]) else { return nil }
        let words = wordsBySentence[index]
        if request, let place = words.firstIndex(where: { $0 == one || verbForms[$0] == one }), place > 0, words[place - 1] != "please" { return nil }
        guard words.count <= mostOppositeSentenceWords,
              !words.contains(where: { $0.hasPrefix(other) || verbForms[$0] == other || (formsNotStartingAsTheWord[other] ?? []).contains($0) }) else { return nil }
        return (index, sentences)
    }

    /// The median length in letters of the words of `texts` (0 for none).
    static func medianWordLength(_ texts: [String]) -> Int {
        let lengths = texts.flatMap { lowercasedWords($0).map(\.count) }.sorted()
        return lengths.isEmpty ? 0 : lengths[lengths.count / 2]
    }

    /// ``oppositeWordsWithin(_:_:)`` by roots, for a language with no stem for `other` (half its
    /// texts saying it, and half those saying `one`, hold their roots where ten texts at least
    /// say `one`): its
    /// short `texts` saying `one` holding `other`'s root and not `one`'s, where its other such
    /// texts hold `other`'s root one in twenty at most (Nextcloud's Arabic "تعذر رفع %1$s",
    /// upload, for "Could not download %1$s"); `longer` ones too, against all the short texts
    /// (Element X's "يرجى تعطيل GPS للوصول إلى الميزات…", disable, for "Please enable your GPS to
    /// access location-based features.").
    func oppositeRoots(_ one: String, _ other: String, in language: String, texts: [(key: String, text: String, string: CatalogString)],
                       longer: [(key: String, text: String, string: CatalogString)],
                       _ words: inout LanguageWords, _ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let translated = strings[language], let source = strings[catalog.sourceLanguage],
              let opposite = words.root(for: other, in: language, translated, except: [])
                ?? (texts.count >= Self.fewestTextsForAnUnsureWord ? words.root(for: other, in: language, translated, except: [], share: (1, 2)) : nil),
              let own = words.root(for: one, in: language, translated, except: [])
                ?? (texts.count >= Self.fewestTextsForAnUnsureWord ? words.root(for: one, in: language, translated, except: [], share: (1, 2)) : nil),
              !own.hasPrefix(opposite), !opposite.hasPrefix(own) else { return [] }
        let roots = texts.map { LanguageWords.roots($0.text) }, longerRoots = longer.map { LanguageWords.roots($0.text) }
        let holding = roots.count { $0.contains(opposite) }
        guard holding > 0 || longerRoots.contains(where: { $0.contains(opposite) }), max(holding - 1, 0) * 20 <= texts.count - 1 else { return [] }
        return zip(texts + longer, roots + longerRoots).enumerated().compactMap { index, judged -> CatalogFinding? in
            let (translation, roots) = judged
            // (The others: the short texts but this one, or all of them for a longer one.)
            let (othersHolding, others) = index < texts.count ? (holding - 1, texts.count - 1) : (holding, texts.count)
            guard roots.contains(opposite), !roots.contains(own), othersHolding * 20 <= others,
                  let sourceText = Self.comparedText(source[translation.key]!.value) else { return nil }
            if let negation = NegationWords.judged(language), negation.count(translation.text) > NegationWords.count(english: sourceText) { return nil }
            return CatalogFinding(
                kind: .placeholderMismatch, key: translation.key, language: language, platform: catalog.platform,
                detail: "\"\(translation.text)\" holds \"\(opposite)…\", how \(language) writes \"\(other)\", and not \"\(own)…\", how it writes \"\(one)\", "
                    + "which the source says (\"\(sourceText)\"): the opposite's word; \(language) writes \"\(opposite)…\" in "
                    + "\(othersHolding) of its \(others) other translations of texts saying \"\(one)\"",
                location: translation.string.location.description, appleKey: translation.string.key)
        }
    }
}
