/// A sibling's text pasted into a key: Wikipedia's German delete button of the "delete
/// donation history" dialog labelled "Abbrechen" (Cancel), its sibling's text, so the dialog
/// shows two Cancel buttons. Two keys of one group (their names differ in one part only:
/// `…_delete`, `…_cancel`; or another part, which then names its text's meaning: Wikipedia's
/// `description_edit_edit_description` and `…_translate_description`, "Edit article
/// description" and "Translate…", both "Traduceți…" in Romanian; `…_swipe_mark_as_read` and
/// `…_overflow_mark_as_read` name places, and `thread_in_room`, `threads_in_room` one word's
/// forms, which Japanese writes alike by right) with different short source texts read alike in one language (or
/// two), where five times as many tell them apart; and the language's own strings tell which
/// one is wrong: it translates the source's text otherwise under another key ("Delete" is
/// "Löschen" elsewhere in German) and never as this value. Without that evidence two
/// synonyms may merge by right ("Close", "Done"), and nothing is said.
extension CatalogChecker {
    /// The most keys of a group compared (more are a list, not a dialog's buttons).
    static let siblingsCompared = 16

    /// The most parts of a key name compared part by part (`insecure_http_url_continue_button`:
    /// 5); a longer name by its last part alone.
    static let siblingNameParts = 10

    /// The fewest other languages telling two siblings apart for a hint where nothing tells
    /// which of them holds the other's text.
    /// (Twenty: Home Assistant's Hebrew panels, History written as Logbook's "פעילות", where
    /// the 30 other languages translating both tell them apart.)
    static let untoldSiblingVoters = 20

    /// One `placeholderMismatch` per language and key holding a sibling's text (see the type's comment).
    func siblingsAlike(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // Short texts (three words at most) by key; groups of keys by their name with one part
        // masked (two keys differing in one part share one such name, and one only), and the
        // part each key has there.
        var shortTexts: [String: String] = [:], groups: [String: [String]] = [:], maskedParts: [String: [String: String]] = [:]
        for (key, string) in source where string.translatable {
            let text = Self.seriesText(string.value)
            guard !text.isEmpty, text.count <= 40, Self.lowercasedWords(text).count <= 3 else { continue }
            shortTexts[key] = text
            let parts = key.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "." || $0 == ":" }
            guard parts.count >= 2 else { continue }
            // A long name's last part only: each part masked would cost its length again.
            for index in parts.count <= Self.siblingNameParts ? Array(parts.indices) : [parts.count - 1] {
                var masked = parts
                masked[index] = "*"
                let name = masked.joined(separator: "_")
                groups[name, default: []].append(key)
                if index != parts.count - 1 { maskedParts[name, default: [:]][key] = parts[index].lowercased() }
            }
        }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // Per language, per short source text: its translations under every key (read when asked).
        var memories: [String: [String: [String: Int]]] = [:]
        func memory(_ language: String) -> [String: [String: Int]] {
            if let known = memories[language] { return known }
            var found: [String: [String: Int]] = [:]
            for (key, text) in shortTexts {
                // (A copy of the source is no way of writing it: an untranslated "Activity" beside "Aktivitet".)
                guard let value = strings[language]?[key]?.value, Self.seriesText(value) != text else { continue }
                found[text, default: [:]][Self.seriesText(value), default: 0] += 1
            }
            memories[language] = found
            return found
        }
        var words = languageWords(catalog, strings)
        var findings: [CatalogFinding] = []
        for (name, keys) in groups.sorted(by: { $0.key < $1.key }) where (2...Self.siblingsCompared).contains(keys.count) {
            let keys = keys.sorted()
            // A part other than the last: each key's part is a word of its own text, neither the other's form.
            let namesTheText = { (one: String, other: String) -> Bool in
                guard let parts = maskedParts[name] else { return true }
                let (a, b) = (parts[one] ?? "", parts[other] ?? "")
                return !a.hasPrefix(b) && !b.hasPrefix(a)
                    && Self.lowercasedWords(shortTexts[one]!).contains(a) && Self.lowercasedWords(shortTexts[other]!).contains(b)
            }
            for (index, one) in keys.enumerated() {
                // (Opposites are ``oppositesAlike(_:_:)``'s: one finding.)
                for other in keys.dropFirst(index + 1) where shortTexts[one] != shortTexts[other] && !Self.areOpposites(shortTexts[one]!, shortTexts[other]!)
                    && namesTheText(one, other) {
                    var merging: [String] = [], apart = 0
                    // (Values compared as written: a paste is an exact copy; every language of every pair is asked.)
                    let (oneSource, otherSource) = (source[one]!.value, source[other]!.value)
                    for language in languages {
                        guard let a = strings[language]?[one]?.value, let b = strings[language]?[other]?.value,
                              a != oneSource, b != otherSource, !a.hasEmptyText else { continue }
                        if Self.readAlike(a, b) { merging.append(language) } else { apart += 1 }
                    }
                    guard !merging.isEmpty, merging.count <= 2, apart >= Self.oppositeVoters * merging.count else { continue }
                    for language in merging {
                        let value = Self.seriesText(strings[language]![one]!.value)
                        // The key whose source text the language translates otherwise elsewhere, and as this
                        // value under no other key (its own value left out); one of the two only.
                        let candidates = [one, other].filter { key in
                            let elsewhere = memory(language)[shortTexts[key]!] ?? [:]
                            return (elsewhere[value] ?? 0) <= 1 && elsewhere.contains { $0.key != value }
                        }
                        // Without that (or with both), the language's own words: the value holds a word the language writes
                        // where its source says one key's own word, and never where it says the other's (Bitwarden's Czech
                        // "%1$s / měsíčně" under "%1$s / year": "měsíčně" stands in its two other "month" texts, in none of "year").
                        let toldByWords = candidates.count != 1 ? Self.wordTellsTheKey(value, [one, other], language: language, strings, source: source, &words) : nil
                        // Without those, the language's relatives: two of them at least write this value under
                        // one key and none under the other (Wikipedia's Russian "%d млн", millions, for "%d k":
                        // Ukrainian and Belarusian write "%d млн" for "%d M" only).
                        // Or, their translations of one key only resemble this value ("Aktivitet": Norwegian's Logbook).
                        let relativesWrite = candidates.count != 1 && toldByWords == nil ? Self.keyRelativesWrite(value, [one, other], language: language, strings) : nil
                        let relativesResemble = candidates.count != 1 && toldByWords == nil && relativesWrite == nil
                            ? Self.keyRelativesResemble(value, [one, other], language: language, strings, source: source) : nil
                        // Without any, where many tell the two apart (``untoldSiblingVoters``), a hint on the first by key.
                        let untold = candidates.count != 1 && toldByWords == nil && relativesWrite == nil && relativesResemble == nil
                            && merging.count == 1 && apart >= Self.untoldSiblingVoters
                            && !Self.differInFormOnly(source[one]!.value.displayText, source[other]!.value.displayText)
                        guard let wrong = candidates.count == 1 ? candidates.first
                                : toldByWords?.wrong ?? (relativesWrite ?? relativesResemble).map({ $0.key == one ? other : one }) ?? (untold ? one : nil),
                              let string = strings[language]?[wrong] else { continue }
                        let right = wrong == one ? other : one
                        let evidence = toldByWords.map { $0.says(language) }
                            ?? relativesWrite.map { "its relatives \($0.relatives.joined(separator: ", ")) write it for \(right) only" }
                            ?? relativesResemble.map { "it resembles how its relatives \($0.relatives.joined(separator: ", ")) write \(right), not this key" }
                            ?? (untold ? "nothing in \(language)'s own texts tells which of the two is wrong: \(right) is at (\(strings[language]![right]!.location))" : nil) ?? {
                            let usual = (memory(language)[shortTexts[wrong]!] ?? [:]).filter { $0.key != value }.max { $0.value < $1.value }!.key
                            return "\(language) writes \"\(source[wrong]!.value.displayText)\" as \"\(usual)\" elsewhere"
                        }()
                        findings.append(CatalogFinding(
                            kind: .placeholderMismatch, key: wrong, language: language, platform: catalog.platform,
                            detail: "\"\(string.value.displayText)\" is also \(right)'s text here, where the source has \"\(source[wrong]!.value.displayText)\" and "
                                + "\"\(source[right]!.value.displayText)\": \(apart) other languages tell the two apart, and \(evidence) (the sibling's text pasted into this key)",
                            location: string.location.description, severity: relativesResemble == nil && !untold ? nil : .hint, appleKey: string.key))
                    }
                }
            }
        }
        return findings
    }

    /// Whether two source texts say the same words but for their endings and punctuation
    /// ("Unfollow", "Unfollowed"; "Delete Complication", "Delete Complication?"): a language
    /// may write them alike by right.
    static func differInFormOnly(_ one: String, _ other: String) -> Bool {
        let (a, b) = (lowercasedWords(one), lowercasedWords(other))
        return a.count == b.count && zip(a, b).allSatisfy { $0.hasPrefix($1) || $1.hasPrefix($0) }
    }

    /// Which of two keys (`keys`) holds the other's text `value` in `language`, told by a unit
    /// of the value (``LanguageWords/units(_:)``; a single ideograph too: Japanese "月",
    /// month) that the language writes in two at least, and half, of its other texts whose
    /// source holds a word only the right key's source has, and in none of those (one at
    /// least) holding a word only the wrong key's source has (a word of weight, three letters
    /// or more); not a unit a third of its texts saying a word both sources hold hold.
    static func wordTellsTheKey(_ value: String, _ keys: [String], language: String, _ strings: [String: [String: CatalogString]],
                                source: [String: CatalogString], _ words: inout LanguageWords)
        -> KeyToldByAWord? {
        guard let translated = strings[language] else { return nil }
        let sourceWords = keys.map { Set(Self.lowercasedWords(source[$0].map { Self.seriesText($0.value) } ?? "")) }
        let units = LanguageWords.units(value).filter { LanguageWords.tells($0) || ($0.unicodeScalars.count == 1 && $0.unicodeScalars.first!.isIdeographicQuickly) }
        let except = Set(keys)
        let shared = sourceWords[0].intersection(sourceWords[1]).filter { !Self.slightWords.contains($0) && $0.count >= 3 }
        for (wrongIndex, rightIndex) in [(0, 1), (1, 0)] {
            // (In order: the first of each is asked about, and a set's order changes from run to run.)
            let wrongOnly = sourceWords[wrongIndex].subtracting(sourceWords[rightIndex]).filter { !Self.slightWords.contains($0) && $0.count >= 3 }.sorted()
            let rightOnly = sourceWords[rightIndex].subtracting(sourceWords[wrongIndex]).filter { !Self.slightWords.contains($0) && $0.count >= 3 }.sorted()
            guard !wrongOnly.isEmpty else { continue }
            for unit in units.sorted() {
                // Not the language's word for a word both sources hold (Latvian "iespējas", options).
                guard !shared.contains(where: { sharedWord in
                    let (witnesses, holding) = words.holders(of: unit, forWord: sharedWord, notSaying: rightOnly.first ?? "", in: language, translated, except: except)
                    return holding * 3 > witnesses
                }) else { continue }
                for rightWord in rightOnly {
                    let (witnesses, holding) = words.holders(of: unit, forWord: rightWord, notSaying: wrongOnly.first!, in: language, translated, except: except)
                    guard holding >= 2, holding * 2 >= witnesses else { continue }
                    let against = wrongOnly.map { wrongWord in
                        (wrongWord, words.holders(of: unit, forWord: wrongWord, notSaying: rightWord, in: language, translated, except: except))
                    }
                    guard against.allSatisfy({ $0.1.witnesses >= 1 && $0.1.holding == 0 }) else { continue }
                    return KeyToldByAWord(wrong: keys[wrongIndex], unit: unit, rightWord: rightWord, holding: holding, witnesses: witnesses,
                                          wrongWord: against[0].0, wrongWitnesses: against[0].1.witnesses)
                }
            }
        }
        return nil
    }

    /// Which key holds a text pasted from another, told by a unit of the language's words
    /// (``wordTellsTheKey(_:_:language:_:source:_:)``).
    struct KeyToldByAWord {
        let wrong: String, unit: String, rightWord: String, holding: Int, witnesses: Int, wrongWord: String, wrongWitnesses: Int

        /// The evidence, as a finding says it.
        func says(_ language: String) -> String {
            "\(language) writes \"\(unit)\" in \(holding) of its \(witnesses) other texts saying \"\(rightWord)\", in none of its \(wrongWitnesses) saying \"\(wrongWord)\""
        }
    }

    /// The key of `keys` under which two relatives of `language` at least (``languageFamilies``)
    /// write `value` as its series text, where none writes it under the other key; with them.
    static func keyRelativesWrite(_ value: String, _ keys: [String], language: String, _ strings: [String: [String: CatalogString]]) -> (key: String, relatives: [String])? {
        guard let family = family(of: language) else { return nil }
        var writing: [String: [String]] = [:]
        for relative in strings.keys.sorted() where relative != language && LanguageFallback.base(relative) != LanguageFallback.base(language)
            && family.contains(LanguageFallback.base(relative)) {
            for key in keys where strings[relative]?[key].map({ seriesText($0.value) }) == value { writing[key, default: []].append(relative) }
        }
        guard writing.count == 1, let (key, relatives) = writing.first, relatives.count >= 2 else { return nil }
        return (key, relatives)
    }
}
