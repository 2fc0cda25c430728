/// A plural form holding its sibling's text: Nextcloud's Swedish `time_hours_ago` with
/// "%d timme sedan" (one hour) as its `other` form too, so five hours read "5 timme sedan".
/// Some languages write one text for two forms by right (Hungarian's and Turkish's nouns
/// stay singular after a number; German's "%d Ordner", French's "%d mois"); the language's
/// own plurals tell: nearly all of them tell the two forms apart, and the word after the
/// count is one the language writes in one of the forms where the other writes another
/// word ("%d timme", one hour, beside "%d timmar" in Swedish's `hours`), never in the
/// other. A word further away says nothing of the count ("%1$d por ciento de todos los
/// votos": all the votes, for any count). The same words tell two forms that trade texts
/// (``pluralFormsSwapped(_:_:language:platform:told:oneWords:otherWords:)``).
extension CatalogChecker {
    /// Languages whose `few` form may write the `other` form's case by right (a preposition's).
    static let fewFormsInAnyCase: Set<String> = ["lt"]

    /// Languages whose `few` and `many` forms a counted noun tells apart (not Polish: "2
    /// obserwujących", a participle, is right; not Lithuanian: "po 2 valandų").
    static let fewAndManyApart: Set<String> = ["ru", "uk", "be"]

    /// Languages whose `many` form counts whole numbers (five and more), not fractions alone
    /// (Czech's, Slovak's, Lithuanian's).
    static let manyForWholeNumbers: Set<String> = ["pl", "ru", "uk", "be"]

    /// The fewest plurals of a language telling two forms apart before one that does not is judged.
    static let fewestPluralsApart = 8

    /// The fewest other plurals writing a counted word in their `one` forms only that judge a
    /// plural in a language writing one text for both forms often (Mastodon's Estonian "%,d
    /// jälgija eemaldamine", the removal of followers, is right for any count: three plurals
    /// write "jälgija" in their `one` forms; Wikipedia's German "Tag", seven).
    static let fewestPluralWordWitnesses = 5

    /// One `placeholderMismatch` per plural whose two forms read alike (numbers and
    /// placeholders masked) where the source's differ and the language's other plurals,
    /// eight at least and six in seven, tell those forms apart, and the word after the count
    /// stands only in one of the two forms elsewhere.
    func pluralFormsCopied(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The source's plurals whose forms differ beyond their numbers.
        let plurals = source.compactMap { key, string -> String? in
            guard string.translatable, case let .plural(forms) = string.value, Set(forms.values.map(TextShapeCheck.numbersMasked)).count >= 2 else { return nil }
            return key
        }.sorted()
        guard plurals.count >= Self.fewestPluralsApart else { return [] }
        var findings: [CatalogFinding] = []
        // The source keys by the words of their texts (read when asked).
        var keysByWord: [String: [String]]?
        // Only languages whose whole numbers select both forms (not Belarusian's `other`, for
        // fractions; not a language without rules of its own, which selects `other` alone).
        for (language, translated) in strings.sorted(by: { $0.key < $1.key }) where language != catalog.sourceLanguage
            && PluralRules.knows(language) && PluralRules.neededCategories(language).contains("one") {
            // The `one` and `other` forms (and `one` and `few`, below), `few` and `many` only in East Slavic:
            // between them a number's case and a noun's number cross elsewhere ("po 2 valandų", "2
            // obserwujących" are right).
            // The plurals telling the two apart, those that do not, and in how many plurals each
            // word after the count is the one's or the other's where the other writes another
            // (Swedish's `hours`: "timme" for one, "timmar" for other).
            // (And the `one` and `few` forms, where whole numbers select `few`: Mastodon's Polish `x_hours`
            // with "%d godzina" as its `few` form, "3 godzina", where its other plurals write "godzina" in
            // their `one` forms only. Polish selects no `other` for whole numbers: `one` and `few` alone.)
            // (And the `few` and `other` forms, where whole numbers select both: Wikipedia's Czech
            // `multi_items_selected` with "%d článků vybráno", five or more, as its `few` form too, where its
            // other plurals write "článků" in their `other` forms only.)
            let needed = PluralRules.neededCategories(language)
            // (Not Lithuanian's: "po %d valandų", in hours, takes the genitive plural after any count.)
            // (And `few` and `many` in East Slavic, whose nouns take the genitive singular after two to four and the plural
            // after five: Mastodon's Russian "%ld символов осталось" as its `few` form, "3 символов".)
            // (And `one` and `many` where whole numbers select `many`: Bitwarden's Polish "Zaimportowano %1$d element do
            // sejfu." as its `many` form, "5 element".)
            let formPairs = [("one", "other"), ("one", "few"), ("few", "other"), ("few", "many"), ("one", "many")].filter { pair in
                needed.contains(pair.0) && needed.contains(pair.1) && (pair != ("few", "other") || !Self.fewFormsInAnyCase.contains(LanguageFallback.base(language)))
                    && (pair != ("few", "many") || Self.fewAndManyApart.contains(LanguageFallback.base(language)))
                    && (pair != ("one", "many") || Self.manyForWholeNumbers.contains(LanguageFallback.base(language)))
            }
            for (first, second) in formPairs {
                var told = 0, lengthened = 0, alike: [String] = [], firstWords: [String: Int] = [:], secondWords: [String: Int] = [:]
                for key in plurals {
                    guard let string = translated[key], case let .plural(forms) = string.value, string.value != source[key]!.value,
                          let one = forms[first], let other = forms[second] else { continue }
                    if TextShapeCheck.numbersMasked(one) == TextShapeCheck.numbersMasked(other) { alike.append(key); continue }
                    told += 1
                    // A counted noun in its own words lengthened for the other form ("%d Stunde", "%d Stunden").
                    if let a = Self.countedWords(one).first, let b = Self.countedWords(other).first, b.hasPrefix(a), (1...3).contains(b.count - a.count),
                       !source[key]!.value.texts.flatMap(Self.countedWords).contains(a) { lengthened += 1 }
                    let (mine, theirs) = (Set(Self.countedWords(one)), Set(Self.countedWords(other)))
                    guard !mine.isEmpty, !theirs.isEmpty, mine != theirs else { continue }
                    for word in mine.subtracting(theirs) { firstWords[word, default: 0] += 1 }
                    for word in theirs.subtracting(mine) { secondWords[word, default: 0] += 1 }
                }
                if first == "one", second == "other" {
                    findings += Self.pluralFormsSwapped(plurals, translated, language: language, platform: catalog.platform,
                                                        told: told, oneWords: firstWords, otherWords: secondWords)
                }
                guard !alike.isEmpty, told >= Self.fewestPluralsApart else { continue }
                // (Where the language writes one text for both forms more often, a counted word its other plurals' `one`
                // forms write three times at least and their `other` forms never, these writing it longer: Wikipedia's German
                // "Konto läuft in %d Tag ab." as its `other` form too, where "%d Tag" / "%d Tage" are its other plurals' forms.)
                let byWordOnly = alike.count * 7 > told + alike.count
                guard !byWordOnly || (first == "one" && second == "other") else { continue }
                // The words only one of the two forms writes elsewhere.
                let telling = Set(firstWords.keys).symmetricDifference(secondWords.keys)
                for key in alike {
                    let string = translated[key]!
                    guard case let .plural(forms) = string.value else { continue }
                    // (Of `one` and `many`, the counted word alone, where the many forms of the language's other plurals write it
                    // longer and never as it is: Bitwarden's Polish "Zaimportowano %1$d element do sejfu." as its `many` form, "5
                    // element", where another plural's `many` form writes "elementów". Words that keep one form after five are
                    // right: Polish "5 procent", Ukrainian "5 медіа", Belarusian "5 чалавек". So too `one` and `other` where the
                    // language's habit cannot judge, five plurals writing the word.)
                    if byWordOnly || (first == "one" && second == "many") {
                        let fewest = byWordOnly ? Self.fewestPluralWordWitnesses : 0
                        if let (word, longer) = Self.countedWordWrittenLonger(forms[first]!, firstWords, secondWords, fewest: fewest) {
                            let detail = byWordOnly
                                ? "the one and other forms read alike (\"\(forms[second]!)\"), where \(firstWords[word]!) of \(language)'s other plurals write \"\(word)\" "
                                    + "in their one forms only and \"\(longer)\" in their other forms: the other form holds the one's text (those counts show the wrong form)"
                                : "the one and many forms read alike (\"\(forms[second]!)\"), where \(told) of \(language)'s \(told + alike.count) plurals tell them "
                                    + "apart and their many forms write \"\(longer)\", never \"\(word)\": after five or more it reads as one (the many form holds the one's text)"
                            findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                                                           detail: detail, location: string.location.description, appleKey: string.key))
                        }
                        continue
                    }
                    guard let word = Self.countedWords(forms[first]!).first(where: { $0.count >= 3 && telling.contains($0) }) else {
                        // (Only in a language whose counted nouns take a longer form after other counts, three
                        // plurals at least: Armenian keeps the singular after a number, "%ld գրառում".)
                        if first == "one", second == "other", lengthened >= 3, let finding = pluralWordOfOtherTexts(key, string, forms, source: source, translated: translated, language: language,
                                                                platform: catalog.platform, keysByWord: &keysByWord) { findings.append(finding) }
                        continue
                    }
                    // (Of `few` and `many`, not after a word governing the genitive plural for any count: Nextcloud's Russian
                    // "Вы можете загружать до %d файлов", up to; Bitwarden's Ukrainian "…щонайменше з %d символів", of.)
                    if first == "few", second == "many", let before = Self.wordBeforeCount(forms[first]!), Self.genitiveGoverning.contains(before) { continue }
                    let (holder, copy) = firstWords[word] != nil ? (first, second) : (second, first)
                    // (Of `one` and `few`, the `few` form holding the one's word only: a Slavic `one` form in the
                    // genitive writes the `few` form's word by right, Croatian "Nije uspio izvoz %d datoteke".)
                    if first == "one", second == "few", holder != "one" { continue }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                        detail: "the \(first) and \(second) forms read alike (\"\(forms[second]!)\"), where \(told) of \(language)'s \(told + alike.count) plurals "
                            + "tell them apart and \"\(word)\" stands only in their \(holder) forms: "
                            + "the \(copy) form holds the other's text (those counts show the wrong form)",
                        location: string.location.description, appleKey: string.key))
                }
            }
        }
        return findings
    }

    /// The counted word of a form's `text` (three letters at least) that the other forms of the
    /// language's plurals (`secondWords`) never write, with the longer form they write of it
    /// (one to three letters more), where the first forms (`firstWords`) write it `fewest`
    /// times at least; nil otherwise.
    static func countedWordWrittenLonger(_ text: String, _ firstWords: [String: Int], _ secondWords: [String: Int], fewest: Int) -> (word: String, longer: String)? {
        guard let word = countedWords(text).first(where: { $0.count >= 3 }), (firstWords[word] ?? 0) >= fewest, secondWords[word] == nil,
              let longer = secondWords.keys.sorted().first(where: { $0.hasPrefix(word) && (1...3).contains($0.count - word.count) }) else { return nil }
        return (word, longer)
    }

    /// A plural whose `other` form holds the `one` form's text where no other plural of the
    /// language tells (Nextcloud's German `trashbin_list__footer__file`, "%1$d Element" for
    /// both "%1$d item" and "%1$d items"): the language's translations of other texts with the
    /// source's plural word ("No items": "Keine Elemente") write a longer form of the counted
    /// word ("Elemente": one to three letters more), in half of them (three at least), and the
    /// word itself in none (German's "%1$d Ordner", one "Ordner" for both, writes "Ordner" there too).
    func pluralWordOfOtherTexts(_ key: String, _ string: CatalogString, _ forms: [String: String], source: [String: CatalogString],
                                translated: [String: CatalogString], language: String, platform: Platform,
                                keysByWord: inout [String: [String]]?) -> CatalogFinding? {
        guard case let .plural(sourceForms) = source[key]?.value, let sourceOne = sourceForms["one"], let sourceOther = sourceForms["other"],
              let sourceWord = Self.countedWords(sourceOther).first, !Self.countedWords(sourceOne).contains(sourceWord),
              let word = Self.countedWords(forms["other"]!).first, word.count >= 3 else { return nil }
        if keysByWord == nil { keysByWord = Self.keysBySourceWord(source, most: Self.mostWordWitnesses, textsOnly: true) }
        let texts = (keysByWord![sourceWord] ?? []).compactMap { other -> Set<String>? in
            guard let value = translated[other]?.value, value != source[other]!.value, case let .text(text) = value else { return nil }
            return Set(Self.lowercasedWords(text))
        }
        guard texts.count >= 3, !texts.contains(where: { $0.contains(word) }) else { return nil }
        var longer: [String: Int] = [:]
        for text in texts {
            for candidate in text where candidate.hasPrefix(word) && (1...3).contains(candidate.count - word.count) { longer[candidate, default: 0] += 1 }
        }
        guard let (plural, count) = longer.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 >= texts.count else { return nil }
        return CatalogFinding(
            kind: .placeholderMismatch, key: key, language: language, platform: platform,
            detail: "the one and other forms read alike (\"\(forms["other"]!)\"), where \(language) writes the source's \"\(sourceWord)\" as "
                + "\"\(plural)\" in \(count) of its \(texts.count) translations of other texts holding it, and \"\(word)\" in none: "
                + "the other form holds the one form's text (every count but one shows the singular)",
            location: string.location.description, appleKey: string.key)
    }

    /// One `placeholderMismatch` per plural whose `one` and `other` forms trade texts
    /// (Bitwarden's German "%d Einträge wurden importiert" as the `one` form, "%d Eintrag
    /// wurde importiert" as `other`): the word after the count in each form is one two of the
    /// language's other plurals at least write in the other form, none in this one ("Eintrag"
    /// in `one`, "Einträge" in `other`), eight plurals at least telling the two apart.
    static func pluralFormsSwapped(_ plurals: [String], _ translated: [String: CatalogString], language: String, platform: Platform,
                                   told: Int, oneWords: [String: Int], otherWords: [String: Int]) -> [CatalogFinding] {
        guard told >= fewestPluralsApart else { return [] }
        return plurals.compactMap { key in
            guard let string = translated[key], case let .plural(forms) = string.value, let one = forms["one"], let other = forms["other"] else { return nil }
            let (oneCounted, otherCounted) = (Set(countedWords(one)), Set(countedWords(other)))
            // Each form's own word, its own plural left out of the counts; two plurals at least
            // writing it in the other form (one alone may be the plural that trades texts).
            let otherInOne = oneCounted.subtracting(otherCounted).first { $0.count >= 3 && otherWords[$0, default: 0] >= 2 && oneWords[$0, default: 0] == 1 }
            let oneInOther = otherCounted.subtracting(oneCounted).first { $0.count >= 3 && oneWords[$0, default: 0] >= 2 && otherWords[$0, default: 0] == 1 }
            guard let otherInOne, let oneInOther else { return nil }
            return CatalogFinding(
                kind: .placeholderMismatch, key: key, language: language, platform: platform,
                detail: "the one and other forms trade texts: one \"\(one)\" writes \"\(otherInOne)\", which \(language) writes in other forms only, and other "
                    + "\"\(other)\" writes \"\(oneInOther)\", which it writes in one forms only (1 shows the plural, every other count the singular)",
                location: string.location.description, appleKey: string.key)
        }
    }

    /// Words before a count that govern the genitive plural whatever the count (East Slavic
    /// prepositions and quantities: "до", up to; "з", of; "более", more than).
    static let genitiveGoverning: Set<String> = ["до", "з", "із", "зі", "из", "от", "від", "с", "со", "около", "близько", "более", "менее", "больше",
                                                 "меньше", "більше", "менше", "понад", "свыше", "щонайменше", "минимум", "максимум", "без", "да", "ад", "каля"]

    /// The word right before a text's first count (an integer placeholder), lowercased; nil
    /// where none stands before it.
    static func wordBeforeCount(_ text: String) -> String? {
        let integer = Placeholder.scan(text).first { token in
            if case let .placeholder(placeholder, _) = token { placeholder.kind == .integer && !placeholder.isProse } else { false }
        }
        guard case let .placeholder(_, range)? = integer else { return nil }
        return lowercasedWords(String(decoding: Array(text.utf8)[..<range.lowerBound], as: UTF8.self)).last
    }

    /// The word after a text's count (its integer placeholders, or any placeholder where it
    /// has none), lowercased: the noun that agrees with the count ("%d timme", "%d-krát").
    static func countedWords(_ text: String) -> [String] {
        let placed = Placeholder.scan(text).compactMap { token -> (Placeholder, Range<Int>)? in
            guard case let .placeholder(placeholder, range) = token, !placeholder.isProse else { return nil }
            return (placeholder, range)
        }
        let integers = placed.filter { $0.0.kind == .integer }
        let bytes = Array(text.utf8)
        return (integers.isEmpty ? placed : integers).flatMap { _, range in
            let after = bytes[range.upperBound...].drop { $0 == 0x20 }.prefix { $0 != 0x20 }
            return lowercasedWords(String(decoding: after, as: UTF8.self))
        }
    }
}
