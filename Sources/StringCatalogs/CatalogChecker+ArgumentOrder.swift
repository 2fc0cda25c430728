/// Where a translation puts its source's arguments, compared where two translations must
/// agree: one language on the two platforms, and the variants of one language on one.
///
/// Against its source alone, a new order is no defect: Japanese names the server before the
/// account ("%2$s で %1$s としてログイン" for "Logging in as %1$s on %2$s"). But the strings a
/// team shares between its platforms come from one translation: two that disagree show a
/// value in the other's place in one of them (a swap a translator or a tool made).
/// Variants of one language are written by different translators: in the corpus, `zh-Hans`
/// and `zh-Hant` order 14 sentences differently and 11 of them are both right ("第 %1$d 步
/// （共 %2$d 步）" beside "%2$d 中之第 %1$d 步"), so there the words around the arguments
/// decide (``ArgumentAlignment``).
extension CatalogChecker {
    /// The argument positions of a text in the order they first appear, when it has two or
    /// more different ones; nil for plural forms and arrays, whose forms are compared elsewhere.
    static func argumentOrder(_ value: CatalogValue) -> [Int]? {
        guard case let .text(text) = value, text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        var seen: Set<Int> = [], order: [Int] = []
        for placeholder in Placeholder.all(in: text) where seen.insert(placeholder.position).inserted { order.append(placeholder.position) }
        return order.count >= 2 ? order : nil
    }

    /// The order of a translation's arguments when it is comparable with its source's
    /// (`sourceOrder`): a formatted translation other than its source's text (a copy keeps the
    /// source's order and is reported as untranslated) with the same arguments.
    static func comparableOrder(_ string: CatalogString, source: CatalogString, sourceOrder: [Int]) -> [Int]? {
        guard string.formatted, string.value != source.value, let order = argumentOrder(string.value),
              order.count == sourceOrder.count, Set(order) == Set(sourceOrder) else { return nil }
        return order
    }

    /// The translations whose arguments compare with the source's (``comparableOrder(_:source:sourceOrder:)``),
    /// each with its order, and how many keep the source's order.
    static func orderedTranslations(_ translations: [TextTranslation], source: CatalogString, sourceOrder: [Int])
        -> (ordered: [(translation: TextTranslation, order: [Int])], keeping: Int) {
        let ordered = translations.compactMap { translation in
            comparableOrder(translation.string, source: source, sourceOrder: sourceOrder).map { (translation: translation, order: $0) }
        }
        return (ordered, ordered.count { $0.order == sourceOrder })
    }

    static func describe(_ order: [Int]) -> String { order.map(String.init).joined(separator: ", ") }

    /// One language whose two platforms order a key's arguments differently, the two sources
    /// ordering them alike (Element X's Persian "هویت دیجیتال %2$s بازنشانی شد. %1$s" on
    /// Android beside "هویت %1$@ بازنشانی شد. %2$@" on Apple).
    func argumentOrderAcross(_ androidStrings: [String: [String: CatalogString]],
                             _ appleStrings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let androidSource = androidStrings[android.sourceLanguage] ?? [:], appleSource = appleStrings[apple.sourceLanguage] ?? [:]
        // The shared keys whose sources order two or more arguments alike (few: looked up once).
        let ordered: [(key: String, order: [Int])] = androidSource.compactMap { key, original in
            guard original.formatted, let appleOriginal = appleSource[key], appleOriginal.formatted,
                  let order = Self.argumentOrder(original.value), Self.argumentOrder(appleOriginal.value) == order else { return nil }
            return (key, order)
        }.sorted { $0.key < $1.key }
        guard !ordered.isEmpty else { return [] }
        var findings: [CatalogFinding] = []
        for (language, translated) in androidStrings where language != android.sourceLanguage {
            guard let appleTranslated = appleCounterpart(of: language, in: appleStrings) else { continue }
            for (key, sourceOrder) in ordered {
                guard let string = translated[key], let appleString = appleTranslated[key],
                      let androidOrder = Self.comparableOrder(string, source: androidSource[key]!, sourceOrder: sourceOrder),
                      let appleOrder = Self.comparableOrder(appleString, source: appleSource[key]!, sourceOrder: sourceOrder),
                      androidOrder != appleOrder else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: nil,
                    detail: "the platforms order the arguments differently: android \"\(string.value.displayText)\" puts them \(Self.describe(androidOrder)), "
                        + "apple \"\(appleString.value.displayText)\" \(Self.describe(appleOrder)) (apple: \(appleString.location)); "
                        + "the sources agree, so one of them shows a value in the other's place",
                    location: string.location.description, appleKey: appleString.key))
            }
        }
        return findings
    }

    /// A translation whose arguments stand in another order than its source's, where three in
    /// four translations (eight at least) and every one of its own family (``languageFamilies``,
    /// three at least) keep the source's order, and a relative's words show the swap: the word
    /// before an argument here is, in a relative, the word before another argument (Mastodon's
    /// German "Schritt %2$d von %1$d" beside Dutch "Stap %1$d van %2$d": "von" before the
    /// first, "van" before the second; "Step 3 of 1"). Where a language's grammar reorders a
    /// sentence, each argument keeps its word (Swedish "Logga in på %2$s med %1$s" beside
    /// Icelandic "Skrá inn með %1$s á %2$s": "med", "með" before the first).
    /// Half the translations keeping the order are enough where a word of three letters or
    /// more shows the swap (Bitwarden's "Logged in as %1$s on %2$s", which the languages that
    /// put the verb last reorder, 38 of its 60 translations keeping the order; Spanish
    /// "Iniciado como %2$s en %1$s" beside Portuguese "…como %1$s em %2$s"): "am" (German,
    /// "on") and "om" (Dutch, "to") are one letter apart by chance. Where every other
    /// translation (twelve at least) keeps the order, no word need show the swap.
    func argumentsSwappedAgainstRelatives(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, original, sourceText, translated in
            guard original.formatted, let sourceOrder = Self.argumentOrder(original.value) else { return [] }
            let (ordered, keeping) = Self.orderedTranslations(translated(), source: original, sourceOrder: sourceOrder)
            guard ordered.count >= 8, keeping * 2 >= ordered.count else { return [] }
            let most = keeping * 4 >= ordered.count * 3
            func swappedAgainstRelatives(_ swapped: (translation: TextTranslation, order: [Int])) -> (TextTranslation, String)? {
                guard let family = Self.family(of: swapped.translation.language) else { return nil }
                let relatives = ordered.filter { family.contains(LanguageFallback.base($0.translation.language)) && $0.translation.language != swapped.translation.language }
                guard relatives.count >= 3, relatives.allSatisfy({ $0.order == sourceOrder }) else { return nil }
                let words = Self.wordsBeforeArguments(swapped.translation.text)
                // Every other translation (twelve at least, those of verb-last languages too; Mastodon's French "%2$s a
                // signalé %1$s" beside eighteen keeping "%1$s reported %2$s") keeps
                // the order: Bitwarden's German "%2$s verschoben nach %1$s" for "%1$s moved to
                // %2$s", beside 63 translations in the source's order. Unless a relative's word
                // before an argument (one letter apart at most) stands before it here: French
                // "Téléversement de %2$s : %1$d%%" beside Italian "…di %2$s" is right. A word a
                // relative writes before two arguments tells neither (Bulgarian "тип %1$@ … тип
                // %2$@" beside Russian "типа %2$@ … тип %1$@").
                // (Or nine in ten, for three arguments or more, where five relatives at least keep it:
                // Nextcloud's French "%1$s nécessite %3$s et seulement %2$s…" for "%1$s requires %2$s and
                // only %3$s…", two of 56 reordering; two arguments trade places by right more often:
                // Polish "Następna płatność %2$s w kwocie %1$s USD"; or nineteen in twenty of twenty at least, where five
                // relatives at least keep it: Wikipedia's German "%2$s nach %1$s verschoben." for "Moved %1$s to %2$s.", where
                // 82 of 85 keep the order, Burmese and Lakota reordering by right.)
                if ordered.count >= 12, keeping == ordered.count - 1
                    || (keeping * 10 >= ordered.count * 9 && relatives.count >= 5 && sourceOrder.count >= 3)
                    || (ordered.count >= 20 && keeping * 20 >= ordered.count * 19 && relatives.count >= 5),
                   !relatives.contains(where: { relative in
                       let theirs = Self.wordsBeforeArguments(relative.translation.text)
                       return theirs.contains { position, word in
                           theirs.values.count { $0 == word } == 1
                               && words[position].map { EditDistance.between(Array($0), Array(word), atMost: 1) <= 1 } == true
                       }
                   }) {
                    let others = keeping == ordered.count - 1 ? "all \(keeping) other" : "\(keeping) of the \(ordered.count - 1) other"
                    return (swapped.translation, "the arguments stand in the order \(Self.describe(swapped.order)), where the source and \(others) "
                        + "translations keep \(Self.describe(sourceOrder)), those of languages that build the sentence otherwise too: the arguments "
                        + "traded places (a value shown in the other's place)")
                }
                for relative in relatives {
                    let theirs = Self.wordsBeforeArguments(relative.translation.text)
                    let same = { (one: String, other: String) in
                        let shorter = min(one.count, other.count)
                        guard most || shorter >= 3 else { return one == other }
                        let allowed = max(1, shorter / 3)
                        return EditDistance.between(Array(one), Array(other), atMost: allowed) <= allowed
                    }
                    // Evidence of a swap, and none that the arguments kept their words.
                    guard !words.contains(where: { position, word in theirs[position].map { same(word, $0) } == true }),
                          let (position, word) = words.sorted(by: { $0.key < $1.key }).first(where: { position, word in
                              theirs.contains { $0.key != position && same(word, $0.value) } }),
                          let (otherPosition, otherWord) = theirs.first(where: { $0.key != position && same(word, $0.value) }) else { continue }
                    return (swapped.translation, "the arguments stand in the order \(Self.describe(swapped.order)), where the source, \(keeping) of the \(ordered.count) "
                        + "translations and all \(relatives.count) of its relatives keep \(Self.describe(sourceOrder)); here \"\(word)\" comes before argument \(position), "
                        + "in \(relative.translation.language)'s \"\(relative.translation.text)\" \"\(otherWord)\" before argument \(otherPosition): the arguments traded places "
                        + "(a value shown in the other's place)")
                }
                return nil
            }
            return ordered.compactMap { swapped in
                guard swapped.order != sourceOrder else { return nil }
                return swappedAgainstRelatives(swapped) ?? Self.swappedAmongPrepositionalLanguages(swapped, ordered, sourceText: sourceText, sourceOrder: sourceOrder)
            }
        }
    }

    /// A translation whose unnumbered arguments trade the words before them, told by its
    /// relatives (``languageFamilies``): Mastodon's Swedish "Översatt med %@ från %@" for
    /// "Translated from %@ using %@" beside Danish "Oversat fra %@ med %@", where the first
    /// value (the language) now follows "med" (with) and the second (the service) "från"
    /// (from). Unnumbered arguments keep their order whatever the words say, so the words
    /// before them must too: a word of three letters or more stands before another argument
    /// in a relative (one letter apart at most), and no word here stands before its own
    /// argument in any relative (as written where it has two letters).
    func unnumberedArgumentsSwapped(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, original, sourceText, translated in
            guard original.formatted, let count = Self.unnumberedArgumentCount(sourceText) else { return [] }
            let texts = translated().filter { Self.unnumberedArgumentCount($0.text) == count }
            guard texts.count >= 4 else { return [] }
            let same = { (one: String, other: String) -> Bool in
                min(one.count, other.count) >= 3 ? EditDistance.between(Array(one), Array(other), atMost: 1) <= 1 : one == other
            }
            return texts.compactMap { text in
                guard let family = Self.family(of: text.language) else { return nil }
                let relatives = texts.filter { family.contains(LanguageFallback.base($0.language)) && LanguageFallback.base($0.language) != LanguageFallback.base(text.language) }
                guard relatives.count >= 2 else { return nil }
                let words = Self.wordsBeforeArguments(text.text)
                let theirs = relatives.map { (relative: $0, words: Self.wordsBeforeArguments($0.text)) }
                // No relative keeps a word before its own argument.
                guard !theirs.contains(where: { relative in words.contains { position, word in relative.words[position].map { same(word, $0) } == true } }) else { return nil }
                // A relative whose word before another argument is this text's word (three letters at least) before argument a.
                for (relative, their) in theirs {
                    for (a, word) in words.sorted(by: { $0.key < $1.key }) where word.count >= 3 {
                        guard let b = their.first(where: { $0.key != a && same(word, $0.value) })?.key else { continue }
                        return (text, "the unnumbered arguments trade places: here \"\(word)\" comes before argument \(a), where \(relative.language)'s "
                            + "\"\(relative.text)\" has it before argument \(b), and no relative keeps a word before its own argument here: the words were "
                            + "reordered, the values were not (number them)")
                    }
                }
                return nil
            }
        }
    }

    /// A translation whose unnumbered arguments stand in brackets or quotes in another order
    /// than the source's, where three in four translations (five at least) keep the source's:
    /// Home Assistant's Japanese "…バージョン %@ にアップグレード…。Home Assistantのバージョン (%@)
    /// が古すぎます。" for "Your Home Assistant version (%@) is too old, you must upgrade to at
    /// least version %@…", every other translation, Chinese and Korean too, bracketing the
    /// first: the sentences were reordered, the values were not.
    func unnumberedArgumentsRebracketed(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, original, sourceText, translated in
            guard original.formatted, let sourceMarks = Self.unnumberedArgumentMarks(sourceText), Set(sourceMarks).count >= 2 else { return [] }
            let marked = translated().compactMap { translation in Self.unnumberedArgumentMarks(translation.text).map { (translation: translation, marks: $0) } }
                .filter { $0.marks.sorted() == sourceMarks.sorted() }
            let keeping = marked.count { $0.marks == sourceMarks }
            guard marked.count >= 5, keeping * 4 >= marked.count * 3 else { return [] }
            return marked.filter { $0.marks != sourceMarks }.map { translation in
                (translation.translation, "the unnumbered arguments are marked \(translation.marks.joined(separator: ", ")) in that order, where the source and "
                    + "\(keeping) of the \(marked.count) translations mark them \(sourceMarks.joined(separator: ", ")): the sentence was reordered, the values "
                    + "were not (number them)")
            }
        }
    }

    /// How each unnumbered argument of a text stands, in order: "(…)" in brackets, "“…”" in
    /// quotes, "plain" otherwise (spaces inside the marks allowed); nil unless the text has two
    /// arguments or more, all unnumbered.
    static func unnumberedArgumentMarks(_ text: String) -> [String]? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        let bytes = Array(text.utf8)
        var marks: [String] = []
        for case let .placeholder(placeholder, range) in Placeholder.scan(text) where !placeholder.isProse {
            guard !placeholder.explicit, marks.count < 20 else { return nil }
            marks.append(argumentMark(bytes, range))
        }
        return marks.count >= 2 ? marks : nil
    }

    /// The family of ``languageFamilies`` a language (any tag) belongs to, if any.
    static func family(of language: String) -> Set<String>? {
        let base = LanguageFallback.base(language)
        return languageFamilies.first { $0.contains(base) }
    }

    /// Languages close enough to share words and build a sentence alike (by base subtag):
    /// Germanic, Romance, Slavic.
    static let languageFamilies: [Set<String>] = [
        ["de", "nl", "sv", "da", "nb", "nn", "no", "af", "lb", "is", "fy", "en"],
        ["fr", "es", "it", "pt", "ca", "ro", "gl", "oc", "ast", "an"],
        ["ru", "uk", "be", "pl", "cs", "sk", "bg", "sr", "hr", "sl", "mk", "bs", "hsb", "dsb", "szl"],
    ]

    /// The word right before each argument's first place (none after another argument or at
    /// the start), by position; two letters at least.
    static func wordsBeforeArguments(_ text: String) -> [Int: String] { wordsBesideArguments(text, .before) }

    /// The word right beside each argument's first place, on `side`: the last word between the
    /// previous argument (or the start) and it, or the first between it and the next argument
    /// (or the end); by position, `fewestLetters` letters at least.
    static func wordsBesideArguments(_ text: String, _ side: ArgumentSide, fewestLetters: Int = 2) -> [Int: String] {
        let bytes = Array(text.utf8)
        let placeholders = Placeholder.scan(text).compactMap { piece -> (position: Int, range: Range<Int>)? in
            guard case let .placeholder(placeholder, range) = piece, !placeholder.isProse else { return nil }
            return (placeholder.position, range)
        }
        var words: [Int: String] = [:]
        for (index, (position, range)) in placeholders.enumerated() where words[position] == nil {
            let (start, end) = side == .before ? (index > 0 ? placeholders[index - 1].range.upperBound : 0, range.lowerBound)
                : (range.upperBound, index + 1 < placeholders.count ? placeholders[index + 1].range.lowerBound : bytes.count)
            guard start <= end else { continue }
            let found = lowercasedWords(String(decoding: bytes[start..<end], as: UTF8.self))
            guard let word = side == .before ? found.last : found.first, word.count >= fewestLetters else { continue }
            words[position] = word
        }
        return words
    }

    /// The Apple strings of an Android language: the same tag, else the first related one
    /// (`zh-Hant` for `zh-Hant-TW`); never the Apple source's.
    func appleCounterpart(of language: String, in appleStrings: [String: [String: CatalogString]]) -> [String: CatalogString]? {
        appleStrings[language] ?? appleStrings.keys.sorted()
            .first(where: { LanguageFallback.isRelated($0, language) && $0 != apple.sourceLanguage }).flatMap({ appleStrings[$0] })
    }

    /// Variants of one language on one platform whose arguments are swapped against each
    /// other: their orders differ and the words around the arguments stayed in place
    /// (``ArgumentAlignment/swapped(_:_:)``; Bitwarden's `zh-rCN` "正在 %1$s 上以 %2$s 身份登录"
    /// beside `zh-rTW` "在 %2$s 上以 %1$s 身分登入"). Nothing says which of two is wrong: the
    /// finding goes to the variant every swapped pair has in common, else to the first by tag,
    /// and names the other.
    func argumentOrderInVariants(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let source = strings[catalog.sourceLanguage] ?? [:]
        let sourceBase = LanguageFallback.base(catalog.sourceLanguage)
        let families = Dictionary(grouping: strings.keys.filter { LanguageFallback.base($0) != sourceBase }, by: LanguageFallback.base)
            .values.filter { $0.count >= 2 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
        // The source keys with two or more arguments (few: the only ones a swap can hit).
        let ordered = source.compactMap { key, original in
            original.formatted ? Self.argumentOrder(original.value).map { (key: key, original: original, order: $0) } : nil
        }.sorted { $0.key < $1.key }
        var findings: [CatalogFinding] = []
        for family in families {
            for (key, original, sourceOrder) in ordered {
                let translations = family.compactMap { language in
                    strings[language]![key].flatMap { string in
                        Self.comparableOrder(string, source: original, sourceOrder: sourceOrder).map { (language: language, string: string, order: $0) }
                    }
                }
                var swaps: [(first: Int, second: Int, moved: [(Int, Int)])] = []
                for i in translations.indices {
                    for j in translations.indices where j > i && translations[i].order != translations[j].order {
                        let (one, other) = (translations[i], translations[j])
                        if let moved = ArgumentAlignment.swapped(ArgumentAlignment.comparable(one.string.value.displayText, language: one.language),
                                                                 ArgumentAlignment.comparable(other.string.value.displayText, language: other.language)) {
                            swaps.append((i, j, moved))
                        }
                    }
                }
                guard let firstSwap = swaps.first else { continue }
                let common = translations.indices.first { index in swaps.count >= 2 && swaps.allSatisfy { $0.first == index || $0.second == index } }
                let flagged = common ?? firstSwap.first
                let partners = swaps.filter { $0.first == flagged || $0.second == flagged }
                let others = partners.map { swap -> String in
                    let other = translations[swap.first == flagged ? swap.second : swap.first]
                    return "\(other.language) \"\(other.string.value.displayText)\" (\(other.string.location))"
                }
                // Seen from the flagged variant: which of its arguments stands where the other has which.
                let moved = firstSwap.moved.map { firstSwap.first == flagged ? ($0.0, $0.1) : ($0.1, $0.0) }.sorted { $0.0 < $1.0 }
                    .map { "argument \($0.0) where the other has \($0.1)" }.joined(separator: ", ")
                let string = translations[flagged].string
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: translations[flagged].language, platform: catalog.platform,
                    detail: "arguments swapped against another variant of the language: \"\(string.value.displayText)\" beside "
                        + "\(others.joined(separator: "; ")): the words around the arguments stayed where they were, this one has \(moved); "
                        + "one of them shows a value in the other's place",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
}
