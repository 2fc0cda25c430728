/// What the languages of a platform say together (``WidelyTranslated``): when a value
/// identical to the source is untranslated, which keys most keep, how line breaks are kept
/// (see ``CatalogNoise`` for the rules on single texts, `CatalogChecker+Summaries` for
/// findings that stand for many).
extension CatalogChecker {
    /// The keys three in four languages (other than the source; those shipped and checked in
    /// full) translate, i.e. give a value other than the source text: for those, a value identical to the source is
    /// `untranslated`. Elsewhere identity is likely a choice ("OK", "Video", a brand). A
    /// language written in the source's script is compared with the languages written in it
    /// ("Wikipedia Beta" stays so in German and Polish while Russian transliterates it).
    ///
    /// Counted in the same pass over every language: which languages are copies of the
    /// source (``CopiedLanguage``), whether the platform's exporter writes only translated
    /// strings (``exportsOnlyTranslated``), and which source keys any language holds.
    struct WidelyTranslated: Sendable {
        var all: Set<String> = [], sameScript: Set<String> = []
        var sameScriptLanguages: Set<String> = []
        /// Languages whose values are the source's text all but one in fifty: language → counts.
        var copies: [String: CopiedLanguage] = [:]
        /// Languages more than half of whose values are the source's text (and no copy): language →
        /// counts. Their untranslated strings are one finding (``collapseMostlyUntranslated``).
        var mostlySource: [String: SourceTextShare] = [:]
        /// The exporter writes only what translators wrote (Localazy, translatewiki, Transifex
        /// as apps configure them): more than one language in ten lacks more than one in ten
        /// of the keys most languages hold (Element X: 17 of 45 languages, Nextcloud 27 of 61,
        /// Wikipedia most of 158). A filling exporter (Crowdin by default: Bitwarden's 60
        /// languages lack none) writes every key in every language, the source's text where
        /// nobody translated it; languages lacking a key or two (deleted by hand, brand-new)
        /// are no sign of either.
        var exportsOnlyTranslated = false
        /// Languages whose values are rarely the source's text: at most one in ten of those it
        /// holds for translatable source texts. Where the exporter writes only translations, an
        /// identical value there is a translator's choice ("Start chat" in Norwegian, at most
        /// 5 in 100 of a language's values in the corpus); where a third are identical
        /// (Nextcloud's Lao: 370 of 1,160) identity is copying, reported as elsewhere.
        var choosingIdentity: Set<String> = []
        /// Languages at most one in 25 of whose values are the source's text, whatever the
        /// exporter: translated with care (Bitwarden's `de-DE` 2.3 %, `nl-NL` 3.2 %, against
        /// `hr-HR` 6.9 % and `nb-NO` 26 % where English is left in whole screens). Their short
        /// identical terms are loanwords kept on purpose ("Website (URI)", "API key").
        var rarelyCopying: Set<String> = []
        /// Languages that keep terms, not sentences: at most one in a hundred of their values is
        /// a source sentence (five words or more) left as is (Bitwarden's Filipino keeps
        /// "Routing number", "Savings" — 83 short terms — but 5 sentences of 1,367; Croatian 36).
        var keepingTerms: Set<String> = []
        /// Keys more than half of the languages that hold them translate.
        var byMajority: Set<String> = []
        /// Keys more than half of the (four or more) languages that hold them keep as the
        /// source's text, languages that rarely copy counted (Mastodon's example user name
        /// "amazing_%@" in 12 languages): a language lacking one shows what the others show.
        var keptIdentical: Set<String> = []
        /// Source keys that two or more languages written in another script than the source's
        /// (and rarely copying) keep identical: a name or a tagline kept the world over ("GNU General Public
        /// License, version 2" in Japanese and Korean, "Be in your element" in Japanese,
        /// Chinese and Arabic), not one language's copy.
        var keptAcrossScripts: Set<String> = []
        /// Source keys three or more languages that rarely copy keep as the source's text: a
        /// term borrowed as is ("Fair use" in Danish, Norwegian, Dutch and Northern Sami),
        /// even where none of its words appears elsewhere in those languages.
        var keptBySeveral: Set<String> = []
        /// Whether `value`, identical to the source under `key` in `language`'s own file, is a
        /// translation: the exporter writes only translations, the language rarely copies, and
        /// the value is a term of at most three words in a language written in the source's
        /// script ("Start chat", "Server URL", "Creative Commons license") — or a name or
        /// tagline of at most five that languages of other scripts keep too ("Be in your
        /// element"). Nobody keeps a sentence on purpose: "No recently viewed articles" left in
        /// Polish is a copy (a recall test's planted defect), and so is English in one Cyrillic
        /// or Thai file (Nextcloud's Macedonian "Listed layout").
        func keepsIdentical(_ language: String, key: String, _ value: CatalogValue) -> Bool {
            guard (exportsOnlyTranslated && choosingIdentity.contains(language)) || rarelyCopying.contains(language)
                    || keepingTerms.contains(language) else { return false }
            let words = Self.words(value)
            if keptAcrossScripts.contains(key) { return words <= 5 }
            // With the arguments it places, a text of five is a sentence: "%1$d articles removed
            // from %2$s" left in English in Indonesian, not a term ("%1$d articles, %2$.2f MB" in
            // Catalan is one).
            let arguments = Self.arguments(value)
            return words <= 3 && words + arguments <= 4 && (sameScriptLanguages.isEmpty || sameScriptLanguages.contains(language))
        }
        /// Source keys held by at least one language (other than the source's own variants).
        var held: Set<String> = []
        /// How many languages voted.
        var languageCount = 0
        /// How the languages that translate a source text with line breaks treat them, by key.
        var breaks: [String: TextShapeCheck.BreakConsensus] = [:]

        /// Whether an identical `value` is a sentence left in the source language by a language
        /// that rarely copies (``rarelyCopying``), where more than half of the languages
        /// translate it: five words or more ("Expands the GIF. Double-tap and hold to show
        /// actions" in an otherwise Japanese file) are nobody's loanword, even for a key too new
        /// for three in four languages to have translated. With the arguments it places, four
        /// words are a sentence too, as ``keepsIdentical(_:key:_:)`` counts them: Mastodon's
        /// "Confirm to unblock domain %@" left in an otherwise French file.
        func leftInASentence(_ language: String, key: String, _ value: CatalogValue) -> Bool {
            guard rarelyCopying.contains(language) || keepingTerms.contains(language), byMajority.contains(key) else { return false }
            return Self.words(value) + min(Self.arguments(value), 1) >= 5
        }

        /// The words of a value's longest text (placeholders and numbers left out).
        static func words(_ value: CatalogValue) -> Int {
            value.texts.map { TextShapeCheck.letterWords($0).count }.max() ?? 0
        }

        /// The arguments a value's texts place, the most of any of its texts.
        static func arguments(_ value: CatalogValue) -> Int {
            value.texts.map { Placeholder.all(in: $0).count }.max() ?? 0
        }

        func contains(_ key: String, language: String) -> Bool {
            sameScriptLanguages.contains(language) ? sameScript.contains(key) : all.contains(key)
        }
    }

    /// A language that is a copy of its platform's source: `identical` of the `compared`
    /// values it holds for translatable source texts (configuration and texts without letters
    /// left out) are the source's text.
    struct CopiedLanguage: Sendable, Equatable {
        let identical: Int, compared: Int

        /// All but one in fifty, of ten or more: ownCloud's Apple `tr`, `lo` (852 of 852) and
        /// `ca` (848 of 852), Nextcloud's Android `ka` (905 of 914). The most-copied languages
        /// that are translations hold 95 % (Home Assistant's Apple `ml`) and 93 % (ownCloud's `nn-NO`).
        static func of(identical: Int, compared: Int) -> CopiedLanguage? {
            compared >= 10 && identical * 50 >= compared * 49 ? CopiedLanguage(identical: identical, compared: compared) : nil
        }
    }

    /// How many of the `compared` values a language holds for translatable source texts are
    /// the source's text (`identical`): more than half (Home Assistant's Apple `bg`, 2,365 of
    /// 2,754; ownCloud's `sv`, 87 %) is a translation that stalled.
    struct SourceTextShare: Sendable, Equatable {
        let identical: Int, compared: Int

        static func mostly(identical: Int, compared: Int) -> SourceTextShare? {
            compared >= 10 && identical * 2 > compared ? SourceTextShare(identical: identical, compared: compared) : nil
        }
    }

    /// Source keys whose text reads the same in every language: configuration (a URL, an
    /// identifier), resource references, texts without letters ("", "%1$s: %2$s"), data arrays
    /// (certificate fingerprints, a public suffix list: ``CatalogNoise/isDataArray(_:)``).
    /// Missing or identical, users see no English.
    static func readingTheSame(_ source: [String: CatalogString]) -> Set<String> {
        Set(source.filter { CatalogNoise.looksLikeCode($0.value.value.displayText)
            || CatalogNoise.isResourceReference($0.value.value.displayText)
            || !$0.value.value.texts.contains(where: CatalogNoise.hasLetters)
            || ($0.value.value.isArray && CatalogNoise.isDataArray($0.value.value.texts)) }.keys)
    }

    /// `voters`: the languages whose translating counts for ``WidelyTranslated/all`` and
    /// ``WidelyTranslated/sameScript`` (the shipped ones checked in full), every one when nil.
    static func widelyTranslated(_ strings: [String: [String: CatalogString]], sourceLanguage: String,
                                 readsTheSame: Set<String> = [], voters: Set<String>? = nil) -> WidelyTranslated {
        guard let source = strings[sourceLanguage] else { return WidelyTranslated() }
        // A regional overlay (a handful of keys over its language) is not a language voting here.
        let overlaid = Set(strings.keys.filter { language in
            LanguageFallback.parents(of: language).contains { strings[$0].map { strings[language]!.count * 2 < $0.count } == true }
        })
        let others = strings.filter { $0.key != sourceLanguage && LanguageFallback.base($0.key) != LanguageFallback.base(sourceLanguage) && !overlaid.contains($0.key) }
        guard !others.isEmpty else { return WidelyTranslated() }
        // Per language, on every core: which source keys it holds and translates, and its script.
        let sourceStrings = Array(source), languages = Array(others.keys)
        // The translatable source texts that would be translated (for copies and exporters).
        let compared = sourceStrings.map { key, original in original.translatable && !readsTheSame.contains(key) }
        let sentences = sourceStrings.map { _, original in WidelyTranslated.words(original.value) >= 5 }
        let votes = languages.concurrentMap { language -> (states: [Held], latin: Bool, copy: CopiedLanguage?, choosing: Bool, rare: Bool, terms: Bool,
                                                           translating: Bool, mostlySource: SourceTextShare?) in
            let strings = others[language]!
            var identical = 0, held = 0, identicalSentences = 0
            let states = sourceStrings.indices.map { index -> Held in
                guard let string = strings[sourceStrings[index].key] else { return .absent }
                let same = string.value == sourceStrings[index].value.value
                if compared[index] {
                    held += 1
                    if same { identical += 1; if sentences[index] { identicalSentences += 1 } }
                }
                return same ? .identical : .translated
            }
            return (states, Self.writtenInLatin(strings), CopiedLanguage.of(identical: identical, compared: held), identical * 10 <= held,
                    held >= 100 && identical * 25 <= held, held >= 100 && identicalSentences * 100 <= held, held > 0 && identical * 2 <= held,
                    SourceTextShare.mostly(identical: identical, compared: held))
        }
        // Three in four voters translate the key: all languages, or those that translate (rather
        // than keep) most of what they hold when there are four of them. A language whose values
        // are mostly the source's text (Home Assistant's Apple `bg`, 86 %) says nothing of a key
        // by keeping it: ownCloud's Korean connection error, translated by all ten languages that
        // translate and kept by eight that mostly copy, is widely translated.
        func widely(_ voters: [Int]) -> Set<String> {
            let states = voters.map { votes[$0].states }, isTranslating = voters.map { votes[$0].translating }
            let translating = isTranslating.count { $0 }
            let decides = translating >= 4
            return Set(sourceStrings.indices.filter { index in
                var all = 0, amongTranslating = 0
                for voter in states.indices where states[voter][index] == .translated {
                    all += 1
                    if isTranslating[voter] { amongTranslating += 1 }
                }
                return all * 4 > voters.count * 3 || (decides && amongTranslating * 4 > translating * 3)
            }.map { sourceStrings[$0].key })
        }
        // An unshipped language, or one holding an `InfoPlist.strings` only, lacks every key of
        // the other tables: no vote on them (Mastodon's Apple `kab` English was outvoted by 18
        // unshipped folders).
        let voting = languages.indices.filter { voters?.contains(languages[$0]) ?? true }
        let writtenInLatin = languages.indices.filter { votes[$0].latin }
        let latin = writtenInLatin.filter { voters?.contains(languages[$0]) ?? true }
        let sourceIsLatin = Self.writtenInLatin(source)
        // The keys most languages hold, and how many languages lack more than one in ten of them.
        let holders = sourceStrings.indices.map { index in votes.count { $0.states[index] != .absent } }
        let common = sourceStrings.indices.filter { compared[$0] && holders[$0] * 2 >= languages.count }
        let lacking = votes.count { vote in common.count { vote.states[$0] == .absent } * 10 > common.count }
        var copies: [String: CopiedLanguage] = [:]
        var mostlySource: [String: SourceTextShare] = [:]
        for (language, vote) in zip(languages, votes) {
            copies[language] = vote.copy
            if vote.copy == nil { mostlySource[language] = vote.mostlySource }
        }
        // Languages of another script that rarely copy (a copying one corroborates nothing).
        let otherScripts = sourceIsLatin ? votes.filter { !$0.latin && $0.choosing } : []
        let keptAcrossScripts = sourceStrings.indices.filter { index in otherScripts.count { $0.states[index] == .identical } >= 2 }
        return WidelyTranslated(all: widely(voting), sameScript: sourceIsLatin ? widely(latin) : [],
                                sameScriptLanguages: sourceIsLatin ? Set(writtenInLatin.map { languages[$0] }) : [],
                                copies: copies, mostlySource: mostlySource, exportsOnlyTranslated: languages.count >= 2 && lacking * 10 > languages.count,
                                choosingIdentity: Set(languages.indices.filter { votes[$0].choosing }.map { languages[$0] }),
                                rarelyCopying: Set(languages.indices.filter { votes[$0].rare }.map { languages[$0] }),
                                keepingTerms: Set(languages.indices.filter { votes[$0].terms }.map { languages[$0] }),
                                byMajority: Set(sourceStrings.indices.filter { index in votes.count { $0.states[index] == .translated } * 2 > holders[index] }
                                    .map { sourceStrings[$0].key }),
                                keptIdentical: keptIdentical(sourceStrings.map(\.key), votes.filter(\.choosing).map(\.states)),
                                keptAcrossScripts: Set(keptAcrossScripts.map { sourceStrings[$0].key }),
                                keptBySeveral: Set(sourceStrings.indices.filter { index in votes.count { $0.choosing && $0.states[index] == .identical } >= 3 }
                                    .map { sourceStrings[$0].key }),
                                held: Set(sourceStrings.indices.filter { holders[$0] > 0 }.map { sourceStrings[$0].key }),
                                languageCount: languages.count, breaks: breakConsensus(source, others))
    }

    /// The keys more than half of the (four or more) languages holding them keep identical,
    /// counting only languages that rarely copy (a copied language says nothing of a key).
    static func keptIdentical(_ keys: [String], _ states: [[Held]]) -> Set<String> {
        Set(keys.indices.filter { index in
            let holders = states.count { $0[index] != .absent }
            return holders >= 4 && states.count { $0[index] == .identical } * 2 > holders
        }.map { keys[$0] })
    }

    /// For each source text with a line break, how many of the languages that translate it
    /// (a value other than the source's) keep as many breaks.
    static func breakConsensus(_ source: [String: CatalogString], _ others: [String: [String: CatalogString]]) -> [String: TextShapeCheck.BreakConsensus] {
        var consensus: [String: TextShapeCheck.BreakConsensus] = [:]
        for (key, original) in source {
            guard case let .text(text) = original.value, text.containsByte(0x0A) else { continue }
            let wanted = TextShapeCheck.breakRuns(text)
            var keeping = 0, languages = 0
            for strings in others.values {
                guard case let .text(translation)? = strings[key]?.value, translation != text else { continue }
                languages += 1
                if TextShapeCheck.breakRuns(translation) >= wanted { keeping += 1 }
            }
            consensus[key] = TextShapeCheck.BreakConsensus(keeping: keeping, languages: languages)
        }
        return consensus
    }

    /// What a language holds for a source key.
    enum Held: UInt8 { case absent, identical, translated }

    /// Whether most letters of (up to 200 of) a language's texts are Latin: the first 200 keys
    /// in sorted order, the same on every run (a dictionary's own order changes per process: a
    /// half-English language could vote Latin on one run and not the next).
    static func writtenInLatin(_ strings: [String: CatalogString]) -> Bool {
        var latin = 0, other = 0
        for key in strings.keys.smallest(200) {
            guard let string = strings[key] else { continue }
            let counted = letterScripts(string.value.displayText)
            latin += counted.latin
            other += counted.other
        }
        return latin > other
    }

    /// Whether most letters of one text are Latin ones (as the catalog form above reads a
    /// language's texts together).
    static func writtenInLatin(_ text: String) -> Bool {
        let counted = letterScripts(text)
        return counted.latin > counted.other
    }

    /// How many of a text's letters are in a Latin block (``Unicode/Scalar/isInLatinBlocks``) and how many are not.
    private static func letterScripts(_ text: String) -> (latin: Int, other: Int) {
        var latin = 0, other = 0
        for scalar in text.unicodeScalars where scalar.isAlphabeticQuickly {
            if scalar.isInLatinBlocks { latin += 1 } else { other += 1 }
        }
        return (latin, other)
    }

    /// The words of the app's name (Android's `app_name`, Apple's `CFBundleDisplayName` /
    /// `CFBundleName`): "Wikipedia", "Mastodon". Where it has several names, the words all of
    /// them hold (ownCloud's extension "Save to ownCloud", "ownCloud Action Extension":
    /// "ownCloud", not "Save"), else the words of any.
    static func brandWords(_ source: [String: CatalogString]) -> Set<String> {
        let names = appNames(source).map { Set($0.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count > 2 }) }
        let common = names.dropFirst().reduce(names.first ?? []) { $0.intersection($1) }
        return common.isEmpty ? names.reduce([]) { $0.union($1) } : common
    }

    /// The app's names as its source writes them (Android's `app_name`, Apple's
    /// `CFBundleDisplayName` / `CFBundleName`): "Home Assistant".
    static func appNames(_ source: [String: CatalogString]) -> [String] {
        // `@string/app_name_prod`: the name it refers to.
        let resolve = { (text: String) in text.hasPrefix("@string/") ? source[String(text.dropFirst(8))]?.value.displayText ?? "" : text }
        return ["app_name", "CFBundleDisplayName", "CFBundleName"].compactMap { source[$0].map { resolve($0.value.displayText) } }
    }

    /// A short phrase with the app's name in it ("Wikipedia Beta", "Wikipedia App FAQ",
    /// "Mastodon for Android v%1$s": placeholders are no words) is a name most languages of
    /// another script transliterate and the others keep.
    static func namesTheApp(_ value: CatalogValue, brand: Set<String>) -> Bool {
        guard !brand.isEmpty else { return false }
        return value.texts.contains { text in
            let words = CatalogNoise.prose(text).split(whereSeparator: { !$0.isLetter }).map(String.init)
            return words.count <= 4 && words.contains(where: brand.contains)
        }
    }

    /// The words of a language's translations — its values other than the source's — with how
    /// many of them hold each word, and how many translations there are; `words` are the
    /// language's words by key (``wordsByKey(of:_:_:)``).
    static func translationWords(_ strings: [String: CatalogString], source: [String: CatalogString], words: [String: [[String]]]) -> (counts: [String: Int], translations: Int) {
        var counts: [String: Int] = [:], translations = 0
        for (key, string) in strings where source[key].map({ $0.value != string.value }) ?? false {
            translations += 1
            for word in Set((words[key] ?? []).joined()) { counts[word, default: 0] += 1 }
        }
        return (counts, translations)
    }

    /// Per source word: the keys (by name, the first `most`) of the translatable source
    /// strings whose value holds it; only the words of `only` where given, and only text
    /// values (no plurals) with `textsOnly`. The witnesses the word-reading checks ask.
    static func keysBySourceWord(_ source: [String: CatalogString], most: Int, only: Set<String>? = nil, textsOnly: Bool = false) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for (key, string) in source.sorted(by: { $0.key < $1.key }) where string.translatable {
            if textsOnly, string.value.isPlural || string.value.isArray { continue }
            for word in Set(string.value.texts.flatMap(lowercasedWords)) where only?.contains(word) ?? true && found[word, default: []].count < most {
                found[word, default: []].append(key)
            }
        }
        return found
    }

    /// A text's words outside its placeholders, lowercased: runs of letters and the marks
    /// that join them ("Server-Adresse" → server, adresse; "हिन्दी" whole). By scalars, not
    /// characters: it reads every string of a catalog.
    static func lowercasedWords(_ text: String) -> [String] {
        let prose = text.containsByte(UInt8(ascii: "%")) ? CatalogNoise.prose(text) : text
        let scalars = prose.unicodeScalars
        var words: [String] = [], start: String.Index?, cased = false
        // Each word cut out of the text once, lowercased only when a letter changes (most words
        // of most scripts do not).
        func finish(at end: String.Index) {
            guard let first = start else { return }
            let word = String(scalars[first..<end])
            words.append(cased ? word.lowercased() : word)
            (start, cased) = (nil, false)
        }
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if scalar.isAlphabeticQuickly || (scalar.value >= 0x300 && scalar.isJoiningMark) {
                if start == nil { start = index }
                if !cased { cased = scalar.isASCII ? (scalar.value >= 0x41 && scalar.value <= 0x5A) : scalar.changesWhenLowercasedQuickly }
            } else {
                finish(at: index)
            }
            scalars.formIndex(after: &index)
        }
        finish(at: scalars.endIndex)
        return words
    }

    /// A language's translations keyed by their source text: for each source text, the
    /// first string (by key) whose value differs from it and has letters.
    static func translationsBySourceText(_ translated: [String: CatalogString], source: [String: CatalogString]) -> [String: CatalogString] {
        var found: [String: CatalogString] = [:]
        for (key, string) in translated.sorted(by: { $0.key < $1.key }) {
            guard let original = source[key], original.translatable, case let .text(sourceText) = original.value,
                  case let .text(text) = string.value, text != sourceText, CatalogNoise.hasLetters(text), found[sourceText] == nil else { continue }
            found[sourceText] = string
        }
        return found
    }

    /// Whether a value is a phrase (words separated by spaces) rather than one word.
    static func isPhrase(_ value: CatalogValue) -> Bool {
        value.texts.contains { text in text.split(whereSeparator: \.isWhitespace).filter { CatalogNoise.hasLetters(String($0)) }.count > 1 }
    }

    /// A Settings.bundle's missing translation is a hint: its tables are often Xcode's template
    /// leftovers ("Group", "Enabled") that no `Root.plist` shows.
    static func settingsBundleAsHint(_ finding: CatalogFinding) -> CatalogFinding {
        guard finding.kind == .missingTranslation, finding.location?.containsUTF8("Settings.bundle/") == true else { return finding }
        return finding.with(severity: .hint)
    }

    /// `x` for a typed key (`@string/x`, `@plurals/x`, `@array/x`: a resource type other than
    /// the source's under the same name); `nil` for a plain key.
    static func untypedKey(_ key: String) -> String? {
        guard key.hasPrefix("@") else { return nil }
        for prefix in ["@string/", "@plurals/", "@array/"] where key.hasPrefix(prefix) { return String(key.dropFirst(prefix.count)) }
        return nil
    }
}
