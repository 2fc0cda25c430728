import Foundation

/// Compares an Android and an Apple catalog of the same app, per language.
public struct CatalogChecker: Sendable {
    public let android: PlatformCatalog
    public let apple: PlatformCatalog
    public let keyMapping: KeyMapping
    /// The languages the app ships on both platforms (`--languages`); `nil`: those of
    /// ``declaredLanguages``.
    public let shippedLanguages: [String]?
    /// The languages each platform declares it ships (``ProjectDiscovery/declaredLanguages(android:apple:)``),
    /// used when ``shippedLanguages`` is `nil`; a platform without an entry ships every language it has.
    public var declaredLanguages: [Platform: [String]] = [:]
    /// Key suffixes naming a platform (``CatalogNoise/defaultPlatformSuffixes``): such keys are
    /// platform-only by design, never `onePlatformOnly`.
    public let platformSuffixes: [String]

    public init(android: PlatformCatalog, apple: PlatformCatalog, keyMapping: KeyMapping = .dotsToUnderscores,
                shippedLanguages: [String]? = nil, platformSuffixes: [String] = CatalogNoise.defaultPlatformSuffixes) {
        self.android = android
        self.apple = apple
        self.keyMapping = keyMapping
        self.shippedLanguages = shippedLanguages
        self.platformSuffixes = platformSuffixes
    }

    /// Apple keys paired with Android keys of another name (a key-map file, identical source
    /// text): checked as the Android key.
    public var keyPairing = KeyPairing()

    /// What checks of one run share, read once (new for each ``findings()``).
    var runCache = CheckRunCache()

    /// A key's canonical (Android) spelling: its pair, else through ``keyMapping``.
    public func canonicalKey(_ key: String, platform: Platform) -> String {
        if platform == .apple, let paired = keyPairing.androidKey(for: key) { return paired }
        return keyMapping.canonical(key, platform: platform)
    }

    /// Both platforms were read (one platform alone runs every check that needs no other).
    public var comparesPlatforms: Bool { !android.languages.isEmpty && !apple.languages.isEmpty }

    /// Every finding, sorted by language, kind and key.
    public func findings() -> [CatalogFinding] {
        var run = self
        run.runCache = CheckRunCache()
        return run.allFindings()
    }

    /// ``findings()`` with this checker's caches.
    private func allFindings() -> [CatalogFinding] {
        // Each catalog keyed canonically once (the checks below read them many times); the
        // independent checks run on every core.
        // The languages that vote on which keys most translate: those the platform ships and
        // checks in full (an unshipped folder or one holding an `InfoPlist.strings` lacks
        // every key of the other tables, which said nothing of them).
        let partial = partialLanguages
        let keyed = [android, apple].concurrentMap { catalog in
            let partial = Set(partial[catalog.platform] ?? [])
            return Keyed(catalog, strings: canonical(catalog), partial: partial,
                         voters: Set(catalog.languages.keys.filter { isShipped($0, on: catalog.platform) }).subtracting(partial))
        }
        let (keyedAndroid, keyedApple) = (keyed[0], keyed[1])
        let (canonicalAndroid, canonicalApple) = (keyedAndroid.strings, keyedApple.strings)
        let compares = comparesPlatforms
        // In the order their findings are concatenated (the sort below keeps that order among equals).
        // Within each platform: one check per language (languages differ in size; one pass
        // per platform left a core idle while the larger platform finished).
        let androidChecks = android.languages.isEmpty ? [] : withinPlatform(android, keyedAndroid, other: keyedApple)
        let appleChecks = apple.languages.isEmpty ? [] : withinPlatform(apple, keyedApple, other: keyedAndroid)
        let languageChecks = androidChecks + appleChecks
        let platformChecks: [@Sendable () -> [CatalogFinding]] = [
            { conflicts(android) + invalidSpecifiers(android) + sourceTextProblems(android) }, { perString(android) + problems(android) },
            { conflicts(apple) + invalidSpecifiers(apple) + sourceTextProblems(apple) }, { perString(apple) + problems(apple) },
            { (compares ? acrossPlatforms(canonicalAndroid, canonicalApple) + argumentOrderAcross(canonicalAndroid, canonicalApple) : [])
                + Self.oncePerString(compares ? pluralFormsSwappedAcross(canonicalAndroid, canonicalApple) : [],
                                     then: pluralFormsSwappedByTheLanguage(android, canonicalAndroid) + pluralFormsSwappedByTheLanguage(apple, canonicalApple))
                + sourceOnlyFileHints(keyedAndroid)
                + argumentOrderInVariants(android, canonicalAndroid) + argumentOrderInVariants(apple, canonicalApple)
                + Self.oncePerString(argumentsSwappedAgainstRelatives(android, canonicalAndroid) + argumentsSwappedAgainstRelatives(apple, canonicalApple)
                    + Self.oncePerString(unnumberedArgumentsSwapped(android, canonicalAndroid) + unnumberedArgumentsSwapped(apple, canonicalApple),
                                         then: unnumberedArgumentsSwappedByTheLanguage(android, canonicalAndroid) + unnumberedArgumentsSwappedByTheLanguage(apple, canonicalApple)),
                    then: Self.oncePerString(numberedArgumentsSwappedByTheLanguage(android, canonicalAndroid) + numberedArgumentsSwappedByTheLanguage(apple, canonicalApple),
                                             then: Self.oncePerString(totalsWordOnTheIndex(android, canonicalAndroid) + totalsWordOnTheIndex(apple, canonicalApple),
                                                                      then: Self.oncePerString(listValuesSwapped(android, canonicalAndroid) + listValuesSwapped(apple, canonicalApple),
                                                                                               then: numberedArgumentsRemarked(android, canonicalAndroid) + numberedArgumentsRemarked(apple, canonicalApple)
                                                                                                   + unitsMovedToAnotherArgument(android, canonicalAndroid) + unitsMovedToAnotherArgument(apple, canonicalApple)))))
                + unnumberedArgumentsRebracketed(android, canonicalAndroid) + unnumberedArgumentsRebracketed(apple, canonicalApple) },
            { Self.oncePerString(textsInAnotherLanguage(android, canonicalAndroid) + textsInAnotherLanguage(apple, canonicalApple),
                                 then: Self.oncePerString(textsInARelativeLanguage(android, canonicalAndroid) + textsInARelativeLanguage(apple, canonicalApple)
                                     + textsInACloseLanguage(android, canonicalAndroid) + textsInACloseLanguage(apple, canonicalApple),
                                     then: Self.oncePerString(textsWithARelativesMarks(android, canonicalAndroid) + textsWithARelativesMarks(apple, canonicalApple),
                                                              then: textsWithARelativesHabits(android, canonicalAndroid) + textsWithARelativesHabits(apple, canonicalApple)
                                                                  + textsInANeighboursWords(android, canonicalAndroid) + textsInANeighboursWords(apple, canonicalApple)
                                                                  + textsInTheOtherVariantsWords(android, canonicalAndroid) + textsInTheOtherVariantsWords(apple, canonicalApple))))
                + Self.oncePerString(textsInAnotherScript(android, canonicalAndroid) + textsInAnotherScript(apple, canonicalApple),
                                     then: textsInAForeignAlphabet(android, canonicalAndroid) + textsInAForeignAlphabet(apple, canonicalApple))
                + textsInTheOtherChineseScript(android, canonicalAndroid) + textsInTheOtherChineseScript(apple, canonicalApple)
                + lookAlikeLetters(android, canonicalAndroid) + lookAlikeLetters(apple, canonicalApple)
                + textsTypedOnTheWrongLayout(android, canonicalAndroid) + textsTypedOnTheWrongLayout(apple, canonicalApple)
                + seriesMembersAlike(android, canonicalAndroid, otherSource: canonicalApple[apple.sourceLanguage])
                + seriesMembersAlike(apple, canonicalApple, otherSource: canonicalAndroid[android.sourceLanguage])
                + Self.oncePerString(oppositesAlike(android, canonicalAndroid) + oppositesAlike(apple, canonicalApple)
                    + Self.oncePerString(siblingsAlike(android, canonicalAndroid) + siblingsAlike(apple, canonicalApple)
                                            + listEntriesAlike(android, canonicalAndroid) + listEntriesAlike(apple, canonicalApple)
                                            + listEntriesHoldingAnother(android, canonicalAndroid) + listEntriesHoldingAnother(apple, canonicalApple),
                                         then: siblingSentencesAlike(android, canonicalAndroid) + siblingSentencesAlike(apple, canonicalApple)),
                    then: Self.oncePerString(textsPastedFromAnotherKey(android, canonicalAndroid) + textsPastedFromAnotherKey(apple, canonicalApple),
                                             then: Self.oncePerString(siblingsToldBySeries(android, canonicalAndroid) + siblingsToldBySeries(apple, canonicalApple),
                                                                      then: Self.oncePerString(Self.oncePerString(oppositeWordsWithin(android, canonicalAndroid) + oppositeWordsWithin(apple, canonicalApple),
                                                                                                                     then: oppositeLoanwordsWithin(android, canonicalAndroid) + oppositeLoanwordsWithin(apple, canonicalApple)
                                                                                                                         + oppositeSpellingsDoubled(android, canonicalAndroid) + oppositeSpellingsDoubled(apple, canonicalApple))
                                                                                                   + undoingPrefixesDropped(android, canonicalAndroid) + undoingPrefixesDropped(apple, canonicalApple),
                                                                                               then: Self.oncePerString(reversedBounds(android, canonicalAndroid) + reversedBounds(apple, canonicalApple),
                                                                                                                        then: lostKeptWords(android, canonicalAndroid, otherSource: canonicalApple[apple.sourceLanguage])
                                                                                                                            + lostKeptWords(apple, canonicalApple, otherSource: canonicalAndroid[android.sourceLanguage])))))) },
            { changedNumbersAndAddresses(android, canonicalAndroid) + changedNumbersAndAddresses(apple, canonicalApple)
                + changedNumberWords(android, canonicalAndroid) + changedNumberWords(apple, canonicalApple)
                + lostBackslashes(android, canonicalAndroid) + lostBackslashes(apple, canonicalApple) + lostTokensWithoutSource(apple, canonicalApple)
                + changedUnits(android, canonicalAndroid) + changedUnits(apple, canonicalApple)
                + changedUnitsInPlurals(android, canonicalAndroid) + changedUnitsInPlurals(apple, canonicalApple)
                + changedTimeUnits(android, canonicalAndroid) + changedTimeUnits(apple, canonicalApple)
                + changedTimeUnitsInPlurals(android, canonicalAndroid) + changedTimeUnitsInPlurals(apple, canonicalApple)
                + lostNegations(android, canonicalAndroid) + lostNegations(apple, canonicalApple)
                + argumentsRunTogetherReversed(android, canonicalAndroid) + argumentsRunTogetherReversed(apple, canonicalApple)
                + negationsLostInAPluralForm(android, canonicalAndroid) + negationsLostInAPluralForm(apple, canonicalApple)
                + pluralFormsPastedFromAnotherKey(android, canonicalAndroid) + pluralFormsPastedFromAnotherKey(apple, canonicalApple)
                + markupAddedAlone(android, canonicalAndroid) + markupAddedAlone(apple, canonicalApple)
                + numbersAddedAlone(android, canonicalAndroid) + numbersAddedAlone(apple, canonicalApple)
                + changedCodesAndSigns(android, canonicalAndroid) + changedCodesAndSigns(apple, canonicalApple)
                + ordinalOnTheTotal(android, canonicalAndroid) + ordinalOnTheTotal(apple, canonicalApple)
                + keywordsWrittenAsPhrases(android, canonicalAndroid) + keywordsWrittenAsPhrases(apple, canonicalApple)
                + numbersPastedFromAnotherKey(android, canonicalAndroid) + numbersPastedFromAnotherKey(apple, canonicalApple)
                + changedCodeTokens(android, canonicalAndroid) + changedCodeTokens(apple, canonicalApple)
                + Self.oncePerString(Self.oncePerString(lostAppName(android, canonicalAndroid, other: (canonicalApple, apple.sourceLanguage))
                    + lostAppName(apple, canonicalApple, other: (canonicalAndroid, android.sourceLanguage)),
                    then: Self.oncePerString(appNameSwappedForKin(android, canonicalAndroid) + appNameSwappedForKin(apple, canonicalApple)
                                                 + kinNamedAsTheApp(android, canonicalAndroid) + kinNamedAsTheApp(apple, canonicalApple),
                                             then: Self.oncePerString(alteredNames(android, canonicalAndroid) + alteredNames(apple, canonicalApple),
                                             then: Self.oncePerString(replacedNames(android, canonicalAndroid) + replacedNames(apple, canonicalApple),
                                                                      then: Self.oncePerString(translatedNameWords(android, canonicalAndroid) + translatedNameWords(apple, canonicalApple),
                                                                                               then: alteredOneWordNames(android, canonicalAndroid) + alteredOneWordNames(apple, canonicalApple)))))),
                                     then: namesRenderedOtherwise(android, canonicalAndroid) + namesRenderedOtherwise(apple, canonicalApple))
                + appNameInAnotherCase(android, canonicalAndroid) + appNameInAnotherCase(apple, canonicalApple)
                + lostSymbols(android, canonicalAndroid) + lostSymbols(apple, canonicalApple) + danglingSourceReferences(android, canonicalAndroid)
                + lostLeadingSigns(android, canonicalAndroid) + lostLeadingSigns(apple, canonicalApple)
                + Self.oncePerString(textsCutAtAnElision(android, canonicalAndroid) + textsCutAtAnElision(apple, canonicalApple),
                                     then: Self.oncePerString(textsCutAfterAShortWord(android, canonicalAndroid) + textsCutAfterAShortWord(apple, canonicalApple),
                                                              then: textsCutAfterAParticle(android, canonicalAndroid) + textsCutAfterAParticle(apple, canonicalApple)))
                + lostMarkdownLinks(android, canonicalAndroid) + lostMarkdownLinks(apple, canonicalApple)
                + addedTrailingSpaces(android, canonicalAndroid) + addedTrailingSpaces(apple, canonicalApple)
                + pluralFormsCopied(android, canonicalAndroid) + pluralFormsCopied(apple, canonicalApple) },
            { unendedSentences(android, canonicalAndroid) + unendedSentences(apple, canonicalApple)
                + sentencesDropped(android, canonicalAndroid) + sentencesDropped(apple, canonicalApple)
                + sentencesEndingInAComma(android, canonicalAndroid) + sentencesEndingInAComma(apple, canonicalApple)
                + lostListedCharacters(android, canonicalAndroid) + lostListedCharacters(apple, canonicalApple) },
            { compares ? translationsApartAcross(canonicalAndroid, canonicalApple) : [] },
        ]
        let checks = languageChecks.map(\.check) + platformChecks
        // Run longest first (the passes over every string of a platform, then the languages),
        // so that no long check starts last while the other cores idle.
        let others = languageChecks.count
        let languagesLargestFirst = languageChecks.indices.sorted { (languageChecks[$0].weight, $1) > (languageChecks[$1].weight, $0) }
        let longestFirst = [others + 3, others + 1, others + 5, others + 6, others + 7, others + 4, others + 8, others, others + 2] + languagesLargestFirst
        let results = longestFirst.map { checks[$0] }.concurrentMap { $0() }
        var byCheck = [[CatalogFinding]](repeating: [], count: checks.count)
        for (check, found) in zip(longestFirst, results) { byCheck[check] = found }
        // The sentence-end hint and a character lost from a list only where no other check
        // found the string wanting (a lost backslash, an entity shown as written); a key
        // translated apart on the two platforms only where no check named it in that language
        // (a plural form missing or unused says nothing of the texts: Element X's Polish
        // attachments plural, without `other` on Apple, whose `many` form holds the `one` form's text).
        let (ends, apart) = (byCheck[others + 7], byCheck[others + 8])
        let judged = Self.oncePerString(byCheck.prefix(others + 7).flatMap { $0 }, then: ends)
        let named = Set(judged.filter { $0.kind != .missingPluralForm && $0.kind != .unusedPluralForm }.map { [$0.language ?? "", $0.key] })
        let found = Self.namingTheOtherLanguage(judged + apart.filter { !named.contains([$0.language ?? "", $0.key]) }).map(Self.settingsBundleAsHint)
        return Self.inReportOrder(Self.renamedKeysAsFindings(found, strings: [.android: canonicalAndroid, .apple: canonicalApple],
                                                             sourceLanguages: [.android: android.sourceLanguage, .apple: apple.sourceLanguage]))
    }

    /// `first`'s findings, then those of `then` on strings `first` does not judge: one
    /// finding per defect two checks see (a misspelled app name is also a near name).
    static func oncePerString(_ first: [CatalogFinding], then: [CatalogFinding]) -> [CatalogFinding] {
        let judged = Set(first.map { [$0.platform?.rawValue ?? "", $0.language ?? "", $0.key] })
        return first + then.filter { !judged.contains([$0.platform?.rawValue ?? "", $0.language ?? "", $0.key]) }
    }

    /// A platform's catalog keyed canonically, with what the checks of every language read
    /// about it: the keys most languages translate, the copied languages, its exporter, and
    /// (on Android) the source files no language translates.
    struct Keyed: Sendable {
        let strings: [String: [String: CatalogString]]
        let widely: WidelyTranslated
        /// Source keys whose text reads the same in every language (``readingTheSame(_:)``).
        let readsTheSame: Set<String>
        /// Android source files none of whose keys any language holds (Wikipedia's
        /// developer settings, kept in English; a new file before its first translation):
        /// one hint per file, not a missing translation per key and language.
        let sourceOnlyFiles: [SourceOnlyFile]
        let sourceOnlyKeys: Set<String>

        /// The platform's shipped languages localized in a handful of files (``partialLanguages``).
        let partial: Set<String>

        init(_ catalog: PlatformCatalog, strings: [String: [String: CatalogString]], partial: Set<String>, voters: Set<String>) {
            let source = strings[catalog.sourceLanguage] ?? [:]
            self.strings = strings
            self.partial = partial
            readsTheSame = CatalogChecker.readingTheSame(source)
            widely = CatalogChecker.widelyTranslated(strings, sourceLanguage: catalog.sourceLanguage, readsTheSame: readsTheSame, voters: voters)
            guard catalog.platform == .android, widely.languageCount > 0 else { sourceOnlyFiles = []; sourceOnlyKeys = []; return }
            // Keys a language could be missing, by source file.
            var byFile: [String: [CatalogString]] = [:]
            for (key, string) in source where string.translatable && !string.missingTranslationAllowed && !readsTheSame.contains(key) {
                byFile[string.location.file, default: []].append(string)
            }
            // A file none of whose keys any language holds (under any file name).
            let held = widely.held
            sourceOnlyFiles = byFile.compactMap { file, strings in
                guard !strings.contains(where: { held.contains($0.key) }) else { return nil }
                return SourceOnlyFile(file: file, keys: strings.map(\.key).sorted(), line: strings.map(\.location.line).min() ?? 1)
            }.sorted { $0.file < $1.file }
            sourceOnlyKeys = Set(sourceOnlyFiles.flatMap(\.keys))
        }
    }

    /// A source file no language translates: its keys, and its first string's line.
    struct SourceOnlyFile: Sendable {
        let file: String, keys: [String], line: Int
    }

    /// One hint per Android source file that no language translates (none of its keys in any
    /// language, under any file name): a file the team keeps in the source language, or a new
    /// one awaiting its first translation — visible, not a gap per key and language.
    func sourceOnlyFileHints(_ keyed: Keyed) -> [CatalogFinding] {
        keyed.sourceOnlyFiles.map { file in
            let count = keyed.widely.languageCount
            return CatalogFinding(kind: .missingTranslation, key: "*", language: nil, platform: .android,
                                  detail: "\(file.file): none of its \(file.keys.count) key\(file.keys.count == 1 ? "" : "s") is in any of the \(count) "
                                      + "language\(count == 1 ? "" : "s") (e.g. \(file.keys[0])): kept in \(android.sourceLanguage), or awaiting its first translation",
                                  location: "\(file.file):\(file.line)", severity: .hint)
        }
    }

    /// A catalog's strings as language → canonical key → string.
    public func canonical(_ catalog: PlatformCatalog) -> [String: [String: CatalogString]] {
        catalog.languages.mapValues { strings in
            guard strings.keys.contains(where: { canonicalKey($0, platform: catalog.platform) != $0 }) else { return strings }
            return Dictionary(strings.values.map { (canonicalKey($0.key, platform: catalog.platform), $0) }) { first, _ in first }
        }
    }

    /// Specifiers the platform rejects, in every language (one finding per string, naming
    /// and quoting the first plural form concerned). `formatted="false"` strings are no format.
    private func invalidSpecifiers(_ catalog: PlatformCatalog) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        let source = catalog.languages[catalog.sourceLanguage] ?? [:]
        for (language, strings) in catalog.languages where isShipped(language, on: catalog.platform) {
            for string in strings.values where string.formatted {
                guard let (form, text, problems) = PluralCheck.specifierProblems(string.value, platform: catalog.platform) else {
                    if language == catalog.sourceLanguage, let finding = unorderedArguments(string, catalog) { findings.append(finding) }
                    // The source's own quotation marks written unescaped: no translation to compare, aapt2 drops them all the same.
                    if language == catalog.sourceLanguage, string.dropsQuotes {
                        findings.append(CatalogFinding(kind: .invalidSpecifier, key: canonicalKey(string.key, platform: catalog.platform), language: language,
                                                       platform: catalog.platform, detail: "unescaped quotation marks in the source: aapt2 reads \" inside a text "
                                                           + "as quoting and drops it, so users see \"\(string.value.displayText)\": write \\\"",
                                                       location: string.location.description))
                    }
                    continue
                }
                // The source's own problem, copied by its translations: one finding, on the source.
                if language != catalog.sourceLanguage, let original = source[string.key],
                   Set(problems).isSubset(of: PluralCheck.allSpecifierProblems(original.value, platform: catalog.platform)) { continue }
                findings.append(CatalogFinding(kind: .invalidSpecifier, key: canonicalKey(string.key, platform: catalog.platform),
                                               language: language, platform: catalog.platform,
                                               detail: (form.map { "\($0) form: " } ?? "") + problems.uniqued().joined(separator: "; ") + " (\"\(text)\")",
                                               location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }

    /// A hint for an Android source text with two arguments or more of one kind, none of which
    /// names its position ("Status Code: %s\nDetail: %s"): aapt2 warns ("multiple
    /// substitutions specified in non-positional format"), no translation can put them in
    /// another order, and one that swaps them is no mismatch a check can see. Arguments of
    /// different kinds (`%s ha %d punti`) show a swap as a type mismatch.
    private func unorderedArguments(_ string: CatalogString, _ catalog: PlatformCatalog) -> CatalogFinding? {
        let sameKindUnordered = { (text: String) in
            let placeholders = Placeholder.all(in: text)
            return placeholders.count >= 2 && placeholders.allSatisfy { !$0.explicit && $0.kind == placeholders[0].kind }
        }
        guard catalog.platform == .android, string.translatable, let text = string.value.texts.first(where: sameKindUnordered) else { return nil }
        return CatalogFinding(kind: .invalidSpecifier, key: canonicalKey(string.key, platform: catalog.platform), language: catalog.sourceLanguage,
                              platform: catalog.platform,
                              detail: "two arguments or more, none positional (\"\(text)\"): aapt2 warns (\"multiple substitutions specified in "
                                  + "non-positional format\"), and translations cannot reorder them: write %1$s, %2$s",
                              location: string.location.description, severity: .hint, appleKey: string.key)
    }

    /// Plural categories (CLDR) and Xcode's review states, string by string.
    private func perString(_ catalog: PlatformCatalog) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        for (language, strings) in catalog.languages where isShipped(language, on: catalog.platform) {
            let source = catalog.languages[catalog.sourceLanguage] ?? [:]
            let sameLanguageAsSource = LanguageFallback.base(language) == LanguageFallback.base(catalog.sourceLanguage)
            // The categories the language's plurals write: a missing one is an omission (PluralCheck).
            let pluralForms = strings.values.compactMap { string -> [String: String]? in if case let .plural(forms) = string.value { forms } else { nil } }
            let written = Set(pluralForms.flatMap(\.keys)), plurals = pluralForms.count
            // Keys whose (first) definition lacks a plural form: a hidden definition lacking one too says nothing new.
            var lackingForms: Set<String> = []
            for string in strings.values {
                let key = canonicalKey(string.key, platform: catalog.platform)
                let found = PluralCheck.findings(string, canonicalKey: key, language: language, platform: catalog.platform, written: written, plurals: plurals)
                if found.contains(where: { $0.kind == .missingPluralForm }) { lackingForms.insert(string.key) }
                // A plural still a copy of the source: the untranslated finding covers it
                // (compared only when there is a missing form to leave out).
                if found.contains(where: { $0.kind == .missingPluralForm }),
                   !sameLanguageAsSource && source[string.key].map({ Set($0.value.texts).isSuperset(of: string.value.texts) }) == true {
                    findings += found.filter { $0.kind != .missingPluralForm }
                } else {
                    findings += found
                }
                if let state = string.reviewState, state == "stale" || language != catalog.sourceLanguage {
                    findings.append(CatalogFinding(kind: .needsReview, key: key, language: language, platform: catalog.platform,
                                                   detail: state == "stale" ? "stale: Xcode no longer finds the key in the code (\"\(string.value.displayText)\")"
                                                       : "Xcode marks it \(state): \"\(string.value.displayText)\"",
                                                   location: string.location.description, appleKey: string.key))
                }
            }
            // Definitions a first one hides (another folder's table of the same name): their own
            // plural categories, unless the first definition has the same problem.
            for string in catalog.shadowed[language] ?? [] where !lackingForms.contains(string.key) {
                findings += PluralCheck.findings(string, canonicalKey: canonicalKey(string.key, platform: catalog.platform), language: language,
                                                 platform: catalog.platform, written: written, plurals: plurals).filter { $0.kind == .missingPluralForm }
            }
        }
        return findings
    }

    /// Files that could not be read, in shipped languages (or of no language: an `.xcstrings`).
    private func problems(_ catalog: PlatformCatalog) -> [CatalogFinding] {
        catalog.problems.filter { $0.language.map { isShipped($0, on: catalog.platform) } ?? true }
    }

    /// One finding per key defined differently in two modules or tables, with every location.
    private func conflicts(_ catalog: PlatformCatalog) -> [CatalogFinding] {
        catalog.conflicts.filter { isShipped($0.language, on: catalog.platform) }.map { conflict in
            let values = conflict.definitions.map { "\"\($0.value.displayText)\" (\($0.location))" }
            let alike = conflict.definitions.allSatisfy { $0.value == conflict.definitions[0].value }
            return CatalogFinding(kind: .conflictingDefinition, key: canonicalKey(conflict.key, platform: catalog.platform),
                                  language: conflict.language, platform: catalog.platform,
                                  detail: alike ? "defined \(conflict.definitions.count) times alike, \"\(conflict.definitions[0].value.displayText)\" ("
                                      + conflict.definitions.map(\.location.description).joined(separator: ", ") + "): aapt2 stops the build (\"duplicate value for resource\")"
                                      : "defined \(conflict.definitions.count) times: " + values.joined(separator: " vs ") + "; the first is used",
                                  location: conflict.definitions.first?.location.description, appleKey: conflict.key)
        }
    }
}
