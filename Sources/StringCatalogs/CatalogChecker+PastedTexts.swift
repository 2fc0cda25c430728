import Foundation

/// Another key's sentence pasted into a key, told by the language's own words: Nextcloud's
/// German "Could not download %1$s" reading "%1$s heruntergeladen", the text of "%1$s
/// downloaded"; Mastodon's French camera prompt holding the photo library's. Two keys of
/// different source sentences (three words at least) read alike in one language, or two,
/// where five times as many tell them apart; the language's word for a word only one source
/// has (``LanguageWords``) stands in the shared text ("heruntergeladen", its "downloaded"),
/// and the words only the other source has are missing ("konnte", "nicht": could, not): the
/// other key holds the pasted text. Short texts are ``siblingsAlike(_:_:)``'s: two labels may
/// merge by right ("Close", "Done").
extension CatalogChecker {
    /// Words that say little of a sentence's meaning: a text told apart by one of them says
    /// the same as its sibling's.
    static let slightWords: Set<String> = [
        "yet", "still", "currently", "now", "already", "been", "is", "are", "was", "were", "be", "has", "have", "had", "fully",
        "just", "also", "again", "please", "then", "here", "there", "this", "that", "the", "a", "an", "to", "of", "in", "on",
        "at", "for", "with", "by", "from", "and", "or", "your", "you", "it", "its", "will", "can", "could", "would",
    ]

    /// The most keys sharing one translation compared pairwise (more are a common phrase).
    static let mostKeysSharingAText = 4
    /// The most merged pairs judged per platform (each reads a language's words).
    static let mostPastedPairsJudged = 200

    /// One `placeholderMismatch` per language and key holding another key's sentence (see the
    /// extension's comment).
    func textsPastedFromAnotherKey(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        let sourceText = { (key: String) -> String? in
            guard let original = source[key], original.translatable, case let .text(text) = original.value else { return nil }
            return text
        }
        // The words of each source text (read when asked).
        var sourceWordLists: [String: [String]] = [:]
        func sourceWords(_ key: String) -> [String] {
            if let known = sourceWordLists[key] { return known }
            let found = Self.lowercasedWords(sourceText(key)!)
            sourceWordLists[key] = found
            return found
        }
        // Pairs of keys (by name order) whose different source texts one language writes alike, one of
        // them three words at least, with those languages.
        var merges: [[String]: [String]] = [:]
        for language in languages {
            for (_, keys) in sharedTexts(of: language, catalog, strings) {
                for (index, one) in keys.enumerated() {
                    for other in keys.dropFirst(index + 1) where max(sourceWords(one).count, sourceWords(other).count) >= 3 && sourceWords(one) != sourceWords(other) {
                        merges[[one, other], default: []].append(language)
                    }
                }
            }
        }
        let keysBySourceText = Dictionary(grouping: merges.isEmpty ? [] : source.keys.filter { sourceText($0) != nil }, by: { sourceText($0)! })
        var words = languageWords(catalog, strings)
        // Per language: its translations' length per source character (read when asked).
        var lengthRatios: [String: Double] = [:]
        func lengthRatio(_ language: String) -> Double {
            if let known = lengthRatios[language] { return known }
            let ratio = Self.translationLengthRatio(strings[language]!, sourceText: sourceText, length: \.count)
            lengthRatios[language] = ratio
            return ratio
        }
        var findings: [CatalogFinding] = []
        var judged = 0, reported: Set<[String]> = []
        // Not where the language writes this source text so under another key too: a translator's
        // choice (French writes "Enter recovery key" as "Utiliser la clé de récupération" twice).
        func writtenSoElsewhere(_ wrong: String, _ right: String, _ string: CatalogString, _ language: String) -> Bool {
            (keysBySourceText[sourceText(wrong)!] ?? []).contains { $0 != wrong && $0 != right && strings[language]?[$0]?.value == string.value }
        }
        func report(_ wrong: String, _ right: String, _ string: CatalogString, _ language: String, _ shared: String, _ apart: Int, _ evidence: String,
                    severity: CatalogFinding.Severity? = nil) {
            reported.insert([language, wrong])
            findings.append(CatalogFinding(
                kind: .placeholderMismatch, key: wrong, language: language, platform: catalog.platform,
                detail: "\"\(shared)\" is also \(right)'s text here, where the source has \"\(sourceText(wrong)!)\" and \"\(sourceText(right)!)\": "
                    + "\(apart) other languages tell the two apart, and \(evidence)",
                location: string.location.description, severity: severity, appleKey: string.key))
        }
        for (pair, merging) in merges.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) where merging.count <= 2 {
            let (one, other) = (pair[0], pair[1])
            guard judged < Self.mostPastedPairsJudged else { continue }
            let (oneSource, otherSource) = (source[one]!.value, source[other]!.value)
            let apart = languages.count { language in
                guard let translated = strings[language], let a = translated[one]?.value, let b = translated[other]?.value,
                      a != oneSource, b != otherSource, !a.hasEmptyText else { return false }
                return a != b
            }
            guard apart >= Self.oppositeVoters * merging.count else { continue }
            judged += 1
            let (oneWords, otherWords) = (Set(sourceWords(one)), Set(sourceWords(other)))
            for language in merging {
                guard let string = strings[language]?[one], case let .text(shared) = string.value else { continue }
                let sharedStems = LanguageWords.units(shared)
                // Per side: its own words' stems in this language, present in the shared text or missing.
                let read = { (only: Set<String>) in words.standing(only, in: sharedStems, language: language, strings[language]!, except: [one, other]) }
                let (oneSide, otherSide) = (read(oneWords.subtracting(otherWords)), read(otherWords.subtracting(oneWords)))
                for (wrong, right, wrongSide, rightSide) in [(one, other, oneSide, otherSide), (other, one, otherSide, oneSide)] {
                    guard !reported.contains([language, wrong]), sourceWords(wrong).count >= 3, let (word, stem) = rightSide.present.first,
                          rightSide.missing.isEmpty, wrongSide.missing.count >= 1, wrongSide.present.isEmpty,
                          let string = strings[language]?[wrong] else { continue }
                    guard !writtenSoElsewhere(wrong, right, string, language) else { continue }
                    let lacking = wrongSide.missing.map { "\"\($0.1)…\" (\($0.0))" }.joined(separator: ", ")
                    report(wrong, right, string, language, shared, apart, "it holds \"\(stem)…\", how \(language) writes \"\(word)\", but not \(lacking), "
                        + "how it writes this source's words (the other key's text pasted into this one)")
                    break
                }
                // Where the language has no word of its own for the one source's words (Nextcloud's
                // Japanese writes "restored" in three texts): the other's word stands in the shared
                // text, and in none of the language's texts saying the one's words (two at least
                // each): "…を削除できませんでした" (削除, deleted) for "File %1$s could not be restored!".
                for (wrong, right, wrongOnly, wrongSide, rightSide) in [(one, other, oneWords.subtracting(otherWords), oneSide, otherSide),
                                                                       (other, one, otherWords.subtracting(oneWords), otherSide, oneSide)] {
                    // (Words of weight on both sides: "yet" beside "currently", "been" beside "is" say one thing.)
                    // (Its words of weight: "it", "s", "you" of "Verify it's you" witness nothing.)
                    let weighed = wrongOnly.filter { !Self.slightWords.contains($0) && $0.count >= 3 }
                    guard !reported.contains([language, one]), !reported.contains([language, other]), sourceWords(wrong).count >= 3,
                          let (word, stem) = rightSide.present.first, rightSide.missing.isEmpty, wrongSide.present.isEmpty, wrongSide.missing.isEmpty,
                          !Self.slightWords.contains(word), !weighed.isEmpty, let string = strings[language]?[wrong] else { continue }
                    let unheld = weighed.allSatisfy { wrongWord in
                        let (witnesses, holding) = words.holders(of: stem, forWord: wrongWord, notSaying: word, in: language, strings[language]!, except: [one, other])
                        return witnesses >= 2 && holding == 0
                    }
                    guard unheld, !writtenSoElsewhere(wrong, right, string, language) else { continue }
                    let others = weighed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                    report(wrong, right, string, language, shared, apart, "it holds \"\(stem)…\", how \(language) writes \"\(word)\", which none of its "
                        + "translations of texts saying \(others) or a form of it holds (the other key's text pasted into this one)")
                    break
                }
                // Where the language's words tell of one side only: that side's word missing, the other's
                // words unknown (Nextcloud's Chinese "在原文件夹中保留文件", keep the file, under "Delete file from
                // source folder" too: no 删除, how it writes "delete"; none of its words for "keep"). Between
                // options of one group (their names start alike: ``namedAlike(_:_:)``), each source with a word
                // of weight of its own (a label shortened, "Add languages" for "Add Wikipedia languages", is no
                // paste). A hint: a text may say its source's word otherwise.
                // (Half its words of weight missing at least: Element X's Japanese "水平に反転" for "Flip image horizontally" lacks
                // 画像, image, but says the rest; its sibling "Flipped vertically" holds the other's text.)
                let weighed = { (words: Set<String>) in words.filter { !Self.slightWords.contains($0) && $0.count >= 3 } }
                let (oneWeighed, otherWeighed) = (weighed(oneWords.subtracting(otherWords)), weighed(otherWords.subtracting(oneWords)))
                if !reported.contains([language, one]), !reported.contains([language, other]), Self.namedAlike(one, other),
                   !oneWeighed.isEmpty, !otherWeighed.isEmpty {
                    for (wrong, right, wrongSide, rightSide, wrongWeighed) in [(one, other, oneSide, otherSide, oneWeighed), (other, one, otherSide, oneSide, otherWeighed)] {
                        let missing = wrongSide.missing.filter { wrongWeighed.contains($0.word) }
                        guard sourceWords(wrong).count >= 3, rightSide.present.isEmpty, rightSide.missing.isEmpty, wrongSide.present.isEmpty,
                              missing.count * 2 >= wrongWeighed.count, let (word, stem) = missing.first,
                              let string = strings[language]?[wrong], !writtenSoElsewhere(wrong, right, string, language) else { continue }
                        report(wrong, right, string, language, shared, apart, "it lacks \"\(stem)…\", how \(language) writes this source's \"\(word)\" "
                            + "(the other key's text pasted into this one?)", severity: .hint)
                        break
                    }
                    if reported.contains([language, one]) || reported.contains([language, other]) { continue }
                }
                // Without the language's words for them: a loanword of one source's words and none of
                // the other's (Element X's German camera prompt "…Zugriff auf das Mikrofon benötigt",
                // the microphone prompt's text: "Mikrofon", microphone; no "Kamera" nor "Videos").
                if !reported.contains([language, one]), !reported.contains([language, other]),
                   let (wrong, right, loan, source) = Self.pastedByLoanwords(shared, [(one, oneWords.subtracting(otherWords)), (other, otherWords.subtracting(oneWords))]),
                   let string = strings[language]?[wrong], !writtenSoElsewhere(wrong, right, string, language) {
                    report(wrong, right, string, language, shared, apart, "it holds \"\(loan)\", a loanword of the other source's \"\(source)\", "
                        + "and no word of this source's own: the other key's text pasted into this one")
                    continue
                }
                // Without telling words (unspaced scripts, words the language writes otherwise): the
                // length, where one language alone merges the two and ten tell them apart.
                // Sentences of three words at least; a text shorter than this key's would be, with few words in
                // common: one shortened to another key's ("Search" for "Search this folder", "Loading…" for
                // "Loading requests to join…") is a translator's choice more often than a paste. Longer than
                // this key's would be, it is no shortening (ownCloud's Spanish microphone prompt holding the
                // location prompt's "…needed to enable auto-upload of photos and videos in the background"),
                // unless one source holds all the other's words ("Two way sync", "Internal two way sync").
                // A sentence (five words at least) whose source another key's holds with a clause more
                // (ownCloud's "Do you really want to remove %1$s?" and "…%1$s and its contents?") is told
                // at a smaller margin: a shorter text there drops the clause, it is no label's shortening;
                // one text cannot say both, so how well it fits the shorter source does not matter
                // (Italian's compact "Vuoi davvero rimuovere %1$s?", 28 letters where it writes 41).
                let clauseDropped = { (wrong: String, right: String) in
                    let (wrongWords, rightWords) = (Set(sourceWords(wrong)), Set(sourceWords(right)))
                    return rightWords.count >= 5 && rightWords.isSubset(of: wrongWords) && wrongWords.count - rightWords.count >= 2
                }
                if !reported.contains([language, one]), !reported.contains([language, other]), merging.count == 1,
                   apart >= Self.pastedByLengthVoters, min(oneWords.count, otherWords.count) >= 3,
                   let (wrong, right, expected) = Self.pastedByLength(shared, [one, other], sourceText: { sourceText($0)! }, ratio: lengthRatio(language),
                                                                     margin: clauseDropped(one, other) || clauseDropped(other, one) ? 1.3 : 1.6,
                                                                     fit: clauseDropped(one, other) || clauseDropped(other, one) ? .infinity : 4.0 / 3),
                   shared.count > expected.wrong ? !oneWords.isSubset(of: otherWords) && !otherWords.isSubset(of: oneWords)
                       : oneWords.intersection(otherWords).count * 5 <= min(oneWords.count, otherWords.count) * 2 || clauseDropped(wrong, right),
                   let string = strings[language]?[wrong], !writtenSoElsewhere(wrong, right, string, language) {
                    report(wrong, right, string, language, shared, apart, "its \(shared.count) characters fit the other source (\(language) writes about "
                        + "\(expected.right) for it), not this one (about \(expected.wrong)): the other key's text pasted into this one")
                    continue
                }
                // Without words of its own: its relatives, whose translations of one key only it resembles
                // (a hint: synonyms resemble too); not where the sources share half the words of the
                // shorter ("Publicació" for "Post on Mastodon" and "Post": a label's shortening; "Open %1$@
                // in a desktop device" and "…on a laptop or desktop computer": one sense).
                if !reported.contains([language, one]), !reported.contains([language, other]), merging.count == 1,
                   oneWords.intersection(otherWords).count * 2 <= min(oneWords.count, otherWords.count),
                   let (right, relatives) = Self.keyRelativesResemble(shared, [one, other], language: language, strings, source: source) {
                    let wrong = right == one ? other : one
                    if let string = strings[language]?[wrong], !writtenSoElsewhere(wrong, right, string, language) {
                        report(wrong, right, string, language, shared, apart, "it resembles how its relatives \(relatives.joined(separator: ", ")) "
                            + "write the other source, not this one (the other key's text pasted into this one)", severity: .hint)
                    }
                }
            }
        }
        return findings
    }
}

extension CatalogChecker {
    /// Whether two keys name options of one group: their names (parts between "_", "." and
    /// ":") start with the same two parts at least, half the shorter name's (Nextcloud's
    /// `uploader_upload_files_behaviour_only_upload` and `…_upload_and_delete_from_source`).
    static func namedAlike(_ one: String, _ other: String) -> Bool {
        let isSeparator = { (character: Character) in character == "_" || character == "." || character == ":" }
        let (oneParts, otherParts) = (one.split(whereSeparator: isSeparator), other.split(whereSeparator: isSeparator))
        let shared = zip(oneParts, otherParts).prefix { $0 == $1 }.count
        return shared >= 2 && shared * 2 >= min(oneParts.count, otherParts.count)
    }
}

extension CatalogChecker {
    /// Of two keys (each with the source words only it has) whose `shared` text one language
    /// writes for both: the one it was pasted into and the other, where the text holds a
    /// loanword of the other's words (``loanwordForm(_:)``) and none of this one's, which has
    /// two words of five letters at least; with the loanword and its source word.
    /// A word run into another script's letters counts by its Latin letters (Home Assistant's
    /// Japanese "…Home Assistant serverに送ることができます", server).
    static func pastedByLoanwords(_ shared: String, _ keys: [(key: String, words: Set<String>)]) -> (wrong: String, right: String, loan: String, source: String)? {
        let written = Set(lowercasedWords(shared).flatMap(latinPieces)).compactMap { word in loanwordForm(word).map { (word, $0) } }
        guard !written.isEmpty else { return nil }
        let loans = keys.map { _, words in
            words.sorted().compactMap { word -> (String, String)? in
                guard let form = loanwordForm(word), let loan = written.first(where: { $0.1.prefix(6) == form.prefix(6) || EditDistance.between(Array($0.1.prefix(6)), Array(form.prefix(6)), atMost: 1) <= 1 }) else { return nil }
                return (loan.0, word)
            }
        }
        for (right, wrong) in [(0, 1), (1, 0)] {
            guard let (loan, source) = loans[right].first, loans[wrong].isEmpty,
                  keys[wrong].words.count(where: { loanwordForm($0) != nil }) >= 2 else { continue }
            return (keys[wrong].key, keys[right].key, loan, source)
        }
        return nil
    }

    /// A word's runs of Latin letters (with their marks), the word itself where it has no other
    /// letters.
    static func latinPieces(_ word: String) -> [String] {
        let isLatin = { (scalar: Unicode.Scalar) in scalar.isInLatinBlocks || (0x300..<0x370).contains(scalar.value) }
        guard !word.unicodeScalars.allSatisfy(isLatin) else { return [word] }
        return word.unicodeScalars.split(whereSeparator: { !isLatin($0) }).map { String(String.UnicodeScalarView($0)) }
    }

    /// A Latin-letter word as loanwords keep it across languages, five letters at least, nil
    /// otherwise: lowercased without marks, "ph" as "f", "c" as "k", "y" as "i", doubled
    /// letters once ("microphone" and "Mikrofon" both "mikrofon…").
    static func loanwordForm(_ word: String) -> String? {
        guard let plain = word.applyingTransform(.stripDiacritics, reverse: false)?.lowercased(),
              plain.unicodeScalars.allSatisfy({ $0.value >= 0x61 && $0.value <= 0x7A }) else { return nil }
        var form = plain.replacingOccurrences(of: "ph", with: "f").replacingOccurrences(of: "c", with: "k").replacingOccurrences(of: "y", with: "i")
        var previous: Character?
        form = String(form.filter { character in defer { previous = character }; return character != previous })
        return form.count >= 5 ? form : nil
    }

    /// The fewest languages that must tell two keys apart for the length to judge a merge.
    static let pastedByLengthVoters = 10

    /// Of two keys whose `shared` text one language writes for both: the one it was pasted
    /// into, the other, and the lengths the language would write for each (its `ratio` of
    /// characters per source character). Only where the text fits one source within `fit`
    /// times (a third more or less) and the other source's length is off by `margin` times as
    /// much more (in ratio): nil otherwise.
    static func pastedByLength(_ shared: String, _ keys: [String], sourceText: (String) -> String, ratio: Double, margin: Double = 1.6,
                               fit: Double = 4.0 / 3) -> (wrong: String, right: String, expected: (wrong: Int, right: Int))? {
        let length = Double(shared.count)
        let expected = keys.map { max(1, Double(sourceText($0).count) * ratio) }
        let misfit = expected.map { abs(log(length / $0)) }
        let (right, wrong) = misfit[0] < misfit[1] ? (0, 1) : (1, 0)
        guard misfit[right] <= log(fit), misfit[wrong] - misfit[right] >= log(margin) else { return nil }
        return (keys[wrong], keys[right], (Int(expected[wrong].rounded()), Int(expected[right].rounded())))
    }
}

/// A language's words for its source's words, read from its own translations: the stem two
/// in three of the translations of texts holding a source word hold (four at least), where
/// no more than a third as many of its other translations hold it (counted on the first
/// ``backgroundSample`` of them by key: the language's texts at large).
struct LanguageWords {
    /// The fewest translations that witness a source word, and the most read.
    static let fewestWitnesses = 4, mostWitnesses = 60
    /// The translations a stem's frequency at large is counted on.
    static let backgroundSample = 200

    let source: [String: CatalogString]
    /// Per source word: the keys whose source holds it (at most ``mostWitnesses``).
    private(set) var keysByWord: [String: [String]]?
    /// Per stem: the source words of ``keysByWord`` with it.
    private var wordsByStem: [String: [String]]?
    private var sortedSourceKeys: [String]?
    /// Per language and key: the units of its value (``units(_:)``, read when asked), and the keys of its sample.
    private var stems: [String: [String: Set<String>]] = [:]
    private(set) var samples: [String: [String]] = [:]
    /// Per language and source word: its stem, when it has one.
    private var known: [String: [String: String?]] = [:]

    /// Per language, the units of each key's translation (``CatalogChecker/unitsByKey(of:_:_:)``,
    /// read once per run for every check), where a run's cache serves them.
    private let sharedUnits: (@Sendable (String) -> KeyUnits)?

    init(source: [String: CatalogString], keysByWord: [String: [String]]? = nil, units: (@Sendable (String) -> KeyUnits)? = nil) {
        self.source = source
        self.keysByWord = keysByWord
        sharedUnits = units
    }

    /// A word's stem: its first five letters (words inflect at their end: "Kamera", "Kameran").
    static func stem(_ word: String) -> String { word.count > 5 ? String(word.prefix(5)) : word }

    /// Whether a stem says something: three letters at least ("sa", Tagalog's "to", says
    /// little), or two in a script written without spaces (Japanese 削除).
    static func tells(_ stem: String) -> Bool { stem.count >= 3 || (stem.count == 2 && !CatalogChecker.spacesWords(stem)) }

    /// What a text is compared by: its words' stems, and in a script written without spaces
    /// (Chinese, Japanese, Thai…), whose "words" are clauses, each two letters in a row
    /// (Nextcloud's Japanese "…を削除できませんでした": 削除, delete).
    static func units(_ text: String) -> Set<String> { units(words: CatalogChecker.lowercasedWords(text)) }

    /// ``units(_:)`` of a text's words (``CatalogChecker/lowercasedWords(_:)``).
    static func units(words: [String]) -> Set<String> {
        var found: Set<String> = []
        for word in words {
            guard !CatalogChecker.spacesWords(word) else { found.insert(stem(word)); continue }
            let letters = Array(word)
            if letters.count == 1 { found.insert(word) }
            for (first, second) in zip(letters, letters.dropFirst()) { found.insert(String([first, second])) }
        }
        return found
    }

    /// What a translation is compared by (``units(_:)``), nil where it is none (a copy of its
    /// source, no source); read once per language and key.
    mutating func units(of key: String, in language: String, _ translated: [String: CatalogString]) -> Set<String>? {
        if let cached = stems[language]?[key] { return cached }
        if let sharedUnits {
            let found = sharedUnits(language).units(of: key)
            if let found { stems[language, default: [:]][key] = found }
            return found
        }
        guard let found = Self.translationUnits(of: key, source: source, translated: translated) else { return nil }
        stems[language, default: [:]][key] = found
        return found
    }

    /// The units of `key`'s translation in `translated`; nil where it has none (no translatable
    /// source, or a copy of it).
    static func translationUnits(of key: String, source: [String: CatalogString], translated: [String: CatalogString]) -> Set<String>? {
        guard let string = translated[key], let original = source[key], original.translatable, string.value != original.value else { return nil }
        return Set(string.value.texts.flatMap(units))
    }

    /// The stem `language` writes for the source word `word`, its translations of `except`
    /// left out (the keys judged), where `fewest` of them witness it and `share` of them
    /// (two in three unless told) hold it. Kept per language, word and share: the first
    /// caller's `except` and `fewest` decide it for later ones.
    mutating func stem(for word: String, in language: String, _ translated: [String: CatalogString], except: Set<String>,
                       fewest: Int = fewestWitnesses, share: (Int, Int) = (2, 3)) -> String? {
        let cacheKey = share == (2, 3) ? word : "\(word)\u{1}\(share.0)/\(share.1)"
        if let cached = known[language]?[cacheKey] { return cached }
        let found = heldStems(for: word, in: language, translated, except: except, fewest: fewest, share: share, all: false).first
        known[language, default: [:]][cacheKey] = .some(found)
        return found
    }

    /// Every stem `share` of `language`'s translations of texts holding `word` hold and its
    /// other texts a third as often at most, the most held first (a word a language writes in
    /// more than one way: Arabic's "show" is "عرض" in half its texts, "إظهار" in a third);
    /// not kept.
    mutating func stems(for word: String, in language: String, _ translated: [String: CatalogString], share: (Int, Int)) -> [String] {
        heldStems(for: word, in: language, translated, except: [], fewest: Self.fewestWitnesses, share: share, all: true)
    }

    /// The stems of ``stem(for:in:_:except:fewest:share:)`` (the first only unless `all`).
    private mutating func heldStems(for word: String, in language: String, _ translated: [String: CatalogString], except: Set<String>,
                                    fewest: Int, share: (Int, Int), all: Bool) -> [String] {
        if keysByWord == nil { keysByWord = CatalogChecker.keysBySourceWord(source, most: Self.mostWitnesses) }
        if samples[language] == nil {
            var sample: [String] = []
            // (In the source's key order, sorted once: a translation without a source is none.)
            if sortedSourceKeys == nil { sortedSourceKeys = source.keys.sorted() }
            for key in sortedSourceKeys! where sample.count < Self.backgroundSample {
                if units(of: key, in: language, translated) != nil { sample.append(key) }
            }
            samples[language] = sample
        }
        var holding: [String: Int] = [:], witnesses = 0
        let witnessing = (keysByWord![word] ?? []).filter { !except.contains($0) }
        for key in witnessing {
            guard let keyStems = units(of: key, in: language, translated) else { continue }
            witnesses += 1
            for stem in keyStems { holding[stem, default: 0] += 1 }
        }
        guard witnesses >= fewest else { return [] }
        // The most held of those `share` hold, written elsewhere (the sample's values, the witnesses
        // left out) at a third of its rate at most: a word every text holds says nothing.
        let witnessed = Set(witnessing)
        let others = samples[language]!.filter { !witnessed.contains($0) }
        let unitsByKey = stems[language]!
        let rare = { (stem: String, count: Int) in !others.isEmpty && others.count { unitsByKey[$0]!.contains(stem) } * 3 * witnesses <= count * others.count }
        // (A stem of one letter is an elision's, "l'": no word.)
        let held = holding.filter { $0.value * share.1 >= witnesses * share.0 && $0.key.count >= 2 }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        return all ? held.filter(rare).map(\.key) : held.first(where: rare).map { [$0.key] } ?? []
    }

    /// The language's stems for `only` (source words, in order), each either standing in
    /// `units` (a text's ``units(_:)``) or missing from it; words without a telling stem
    /// (``tells(_:)``: "sa", Tagalog's "to", says little) are left out.
    mutating func standing(_ only: Set<String>, in units: Set<String>, language: String, _ translated: [String: CatalogString],
                           except: Set<String>) -> (present: [(word: String, stem: String)], missing: [(word: String, stem: String)]) {
        var present: [(word: String, stem: String)] = [], missing: [(word: String, stem: String)] = []
        for word in only.sorted() {
            guard let stem = stem(for: word, in: language, translated, except: except), Self.tells(stem) else { continue }
            if units.contains(stem) { present.append((word, stem)) } else { missing.append((word, stem)) }
        }
        return (present, missing)
    }

    /// How many of `language`'s translations of texts holding a word of the source word
    /// `word`'s stem there are ("restore", "restored": ``mostWitnesses`` per word at most,
    /// `except` left out), and how many of them hold `stem`. A text holding a word of
    /// `notSaying`'s stem too witnesses nothing ("Restore deleted file" holds "deleted"'s word
    /// by right).
    mutating func holders(of stem: String, forWord word: String, notSaying: String, in language: String, _ translated: [String: CatalogString],
                          except: Set<String>) -> (witnesses: Int, holding: Int) {
        if keysByWord == nil { keysByWord = CatalogChecker.keysBySourceWord(source, most: Self.mostWitnesses) }
        if wordsByStem == nil { wordsByStem = Dictionary(grouping: keysByWord!.keys, by: Self.stem) }
        let (byWord, byStem) = (keysByWord!, wordsByStem!)
        let keysOf = { (word: String) in Set((byStem[Self.stem(word)] ?? []).flatMap { byWord[$0] ?? [] }) }
        let keys = keysOf(word).subtracting(keysOf(notSaying))
        var witnesses = 0, holding = 0
        for key in keys.sorted() where !except.contains(key) {
            guard let keyStems = units(of: key, in: language, translated) else { continue }
            witnesses += 1
            if keyStems.contains(stem) { holding += 1 }
        }
        return (witnesses, holding)
    }
}
