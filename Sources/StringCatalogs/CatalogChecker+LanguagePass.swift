import Foundation

/// The checks of each language against its platform's source, one task per language.
extension CatalogChecker {
    /// What a user of a language sees for a key on one platform. `keptAsSource`: the source's
    /// text, written in the language's own file where the exporter writes only what
    /// translators wrote — a translation that reads as the source ("Start chat" in Norwegian).
    enum Translation: Equatable { case translated, keptAsSource, sourceText, missing }

    /// The other platform's state for a key it also has (`nil`: the key is not in its source
    /// language), with the string it shows when it has one for the language (or a related
    /// one) and the language that string is of. `candidates`: ``otherCandidates(_:in:platform:)``
    /// of the language. `keeps`: a value identical to the source is a translation on that
    /// platform in these languages (``WidelyTranslated/exportsOnlyTranslated``, copies left out).
    private func otherTranslation(_ key: String, candidates: [(language: String, strings: [String: CatalogString])],
                                  in strings: [String: [String: CatalogString]], platform: Platform,
                                  keeps: (String, String, CatalogValue) -> Bool) -> (Translation, CatalogString?, String?)? {
        let sourceLanguage = platform == .android ? android.sourceLanguage : apple.sourceLanguage
        guard let original = strings[sourceLanguage]?[key], original.translatable else { return nil }
        guard let (language, string) = candidates.lazy.compactMap({ candidate in candidate.strings[key].map { (candidate.language, $0) } }).first
        else { return (.missing, nil, nil) }
        let state: Translation = string.value != original.value ? .translated : keeps(language, key, string.value) ? .keptAsSource : .sourceText
        return (state, string, language)
    }

    /// Where the other platform's users of a language find a key: the language, its parents,
    /// then the variants the other platform has instead (Android's zh-rTW serves the users of
    /// Apple's zh-Hant). Once per language, not per key.
    private func otherCandidates(_ language: String, in strings: [String: [String: CatalogString]],
                                 platform: Platform) -> [(language: String, strings: [String: CatalogString])] {
        let sourceLanguage = platform == .android ? android.sourceLanguage : apple.sourceLanguage
        let variants = strings.keys.filter { $0.hasPrefix(language + "-") }.sorted()
        return ([language] + LanguageFallback.parents(of: language).filter { $0 != sourceLanguage } + variants).compactMap { tag in
            strings[tag].map { (tag, $0) }
        }
    }

    /// What every language's pass of one platform reads (``withinPlatform(_:_:other:)``),
    /// computed once for the platform.
    struct PlatformPass: Sendable {
        let catalog: PlatformCatalog
        let strings: [String: [String: CatalogString]]
        let other: [String: [String: CatalogString]]
        let widely: WidelyTranslated
        let otherWidely: WidelyTranslated
        let source: [String: CatalogString]
        let sourcePlaceholders: [String: [Placeholder]]
        let countLimits: [String: Int]
        let overlays: [String: String]
        let partial: Set<String>
        let brand: Set<String>
        let readsTheSame: Set<String>
        let sourceOnly: Set<String>
        let otherSourceOnly: Set<String>
        let checkedSource: [(String, CatalogString, Bool)]
        let dueKeys: [String]
        let refusedKeys: [String: Set<String>]
        let groups: [String: String]
        let groupSizes: [String: Int]
        let translatedUnits: Set<String>
        let isApple: Bool
        let otherKeeps: @Sendable (String, String, CatalogValue) -> Bool
        let untranslatableDefinitions: [String: Int]
    }

    /// The checks of one platform against its own source language, as separate tasks: first
    /// the source's empty values, then one per language (missing, untranslated, drift,
    /// placeholders, text shape, extra keys). Concatenated in this order they are what one
    /// pass over the languages gave.
    func withinPlatform(_ catalog: PlatformCatalog, _ keyed: Keyed, other otherKeyed: Keyed) -> [(weight: Int, check: @Sendable () -> [CatalogFinding])] {
        let (strings, other, widely, otherWidely) = (keyed.strings, otherKeyed.strings, keyed.widely, otherKeyed.widely)
        let source = strings[catalog.sourceLanguage] ?? [:]
        let sourcePlaceholders = source.mapValues { Self.placeholders($0.value) }
        // The largest count a plural is shown with, where its name says (``TextShapeCheck/countLimit(of:hasKey:)``).
        let countLimits = Dictionary(uniqueKeysWithValues: source.compactMap { key, string in
            string.value.isPlural ? TextShapeCheck.countLimit(of: key, hasKey: { source[$0] != nil }).map { (key, $0) } : nil
        })
        // An empty source value that no language translates is configuration (setup.xml's
        // server_url): only one translators fill elsewhere leaves the source's users a blank.
        let emptySource = source.filter { key, string in string.value.hasEmptyText
            && strings.contains(where: { $0.key != catalog.sourceLanguage && $0.value[key].map { !$0.value.hasEmptyText } == true }) }
            .map { key, string in CatalogFinding(kind: .emptyValue, key: key, language: catalog.sourceLanguage, platform: catalog.platform,
                                                 detail: "empty in the source language", location: string.location.description, appleKey: string.key) }
        let overlays = regionalOverlays[catalog.platform] ?? [:]
        let partial = keyed.partial.union(overlays.keys)
        let brand = Self.brandWords(source)
        // Configuration (a URL, an identifier) and texts without letters ("", "%1$s: %2$s")
        // read the same in every language: missing or identical, users see no English.
        let readsTheSame = keyed.readsTheSame
        // Android source files no language translates: one hint each (``sourceOnlyFileHints``),
        // their keys no gap per language (Apple's gaps for them are reported on Apple).
        let sourceOnly = keyed.sourceOnlyKeys, otherSourceOnly = otherKeyed.sourceOnlyKeys
        // The translatable source strings in the source's own order, each with whether it reads
        // the same in every language: looked up once, not once per language.
        let checkedSource = source.compactMap { key, original in original.translatable ? (key, original, readsTheSame.contains(key)) : nil }
        // The source keys a translation is due for (a barely started language is measured on them).
        let dueKeys = checkedSource.filter { !$0.2 && !sourceOnly.contains($0.0) }.map(\.0)
        // Entries that could not be read, by language: their `unreadable` finding, not also a gap.
        let refusedKeys = Dictionary(grouping: catalog.problems.filter { $0.key != "*" }, by: { $0.language ?? "" })
            .mapValues { Set($0.map { canonicalKey($0.key, platform: catalog.platform) }) }
        // Each unit's group once (not per missing key and language).
        let groups = Dictionary(catalog.units.values.flatMap { $0 }.map { ($0, Self.group(of: $0, platform: catalog.platform)) }) { first, _ in first }
        let groupSizes = source.filter { $0.value.translatable && !sourceOnly.contains($0.key) && !widely.keptIdentical.contains($0.key) }
            .reduce(into: [String: Int]()) { $0[groups[$1.value.unit] ?? Self.group(of: $1.value.unit, platform: catalog.platform), default: 0] += 1 }
        // Apple tables kept in the source language only (an `Untranslated.strings`): no gaps.
        let translatedUnits = Set(catalog.units.filter { $0.key != catalog.sourceLanguage }.values.flatMap { $0 })
        let isApple = catalog.platform == .apple
        // Where the exporter writes only what translators wrote (Android: Localazy,
        // translatewiki, Transifex as apps configure them), a value identical to the source in
        // the language's own file is a translation ("OK", "Start chat"); a filling exporter
        // (Crowdin's default) writes the source's text for every key nobody translated, and
        // Apple's tools fill too, so there identity is only a hint. A copied language
        // (``CopiedLanguage``) is untranslated whatever the exporter, and so is identity in a
        // language whose values often copy the source, or in another script, or for prose
        // (``WidelyTranslated/keepsIdentical(_:key:_:)``).
        // `otherKeeps`: the same of the other platform's language, seen from Apple.
        let otherKeeps: @Sendable (String, String, CatalogValue) -> Bool = { language, key, value in
            isApple && otherWidely.keepsIdentical(language, key: key, value)
        }
        // How many languages define each key the source marks untranslatable.
        let untranslatableDefinitions = source.filter { !$0.value.translatable }.reduce(into: [String: Int]()) { counts, entry in
            counts[entry.key] = strings.count { $0.key != catalog.sourceLanguage && $0.value[entry.key] != nil }
        }
        // Overlays are checked for what they hold; their missing keys fall back to the parent.
        let checked = (languages + overlays.keys.filter({ !languages.contains($0) }).sorted()).filter { $0 != catalog.sourceLanguage }
        let pass = PlatformPass(catalog: catalog, strings: strings, other: other, widely: widely, otherWidely: otherWidely,
                                source: source, sourcePlaceholders: sourcePlaceholders, countLimits: countLimits,
                                overlays: overlays, partial: partial, brand: brand, readsTheSame: readsTheSame,
                                sourceOnly: sourceOnly, otherSourceOnly: otherSourceOnly, checkedSource: checkedSource,
                                dueKeys: dueKeys, refusedKeys: refusedKeys, groups: groups, groupSizes: groupSizes,
                                translatedUnits: translatedUnits, isApple: isApple, otherKeeps: otherKeeps,
                                untranslatableDefinitions: untranslatableDefinitions)
        // (Weighed by the strings each reads: the largest start first, and no large one starts last.)
        let emptySourceCheck: @Sendable () -> [CatalogFinding] = { emptySource }
        var checks: [(weight: Int, check: @Sendable () -> [CatalogFinding])] = [(0, emptySourceCheck)]
        for language in checked {
            let check: @Sendable () -> [CatalogFinding] = { languagePass(language, pass) }
            checks.append((strings[language]?.count ?? 0, check))
        }
        return checks
    }

    /// The checks of one language of a platform against its source: missing, untranslated,
    /// drift, placeholders, text shape, keys outside the source, then the summaries that
    /// fold many findings of one cause into one.
    private func languagePass(_ language: String, _ pass: PlatformPass) -> [CatalogFinding] {
        let (catalog, strings, other, widely, otherWidely, source) = (pass.catalog, pass.strings, pass.other, pass.widely, pass.otherWidely, pass.source)
        let (sourcePlaceholders, countLimits, overlays, partial, brand, readsTheSame) = (pass.sourcePlaceholders, pass.countLimits, pass.overlays, pass.partial, pass.brand, pass.readsTheSame)
        let (sourceOnly, otherSourceOnly, checkedSource, dueKeys, refusedKeys, groups) = (pass.sourceOnly, pass.otherSourceOnly, pass.checkedSource, pass.dueKeys, pass.refusedKeys, pass.groups)
        let (groupSizes, translatedUnits, isApple, otherKeeps, untranslatableDefinitions) = (pass.groupSizes, pass.translatedUnits, pass.isApple, pass.otherKeeps, pass.untranslatableDefinitions)
        var findings: [CatalogFinding] = []
        func add(_ kind: CatalogFinding.Kind, _ key: String, _ language: String, _ detail: String, _ string: CatalogString?,
                 severity: CatalogFinding.Severity? = nil) {
            findings.append(CatalogFinding(kind: kind, key: key, language: language, platform: catalog.platform, detail: detail,
                                           location: string?.location.description, severity: severity, appleKey: string?.key))
        }
        guard let translated = strings[language] else {
            // A regional variant or its parent language covers it (en-US ↔ en, zh-Hant-TW ↔ zh-Hant).
            // Both platforms also match another region of the language (es-ES serves es-AR).
            let related = strings.keys.contains { LanguageFallback.isRelated($0, language) || LanguageFallback.base($0) == LanguageFallback.base(language) }
            if !related {
                findings.append(CatalogFinding(kind: .missingLanguage, key: "*", language: language, platform: catalog.platform,
                                               detail: "no \(language) strings at all: every key shows \(catalog.sourceLanguage)", location: nil))
            }
            return findings
        }
        // Whether the other platform has this language or a variant or parent of it (once per language).
        let otherHasLanguage = other.keys.contains { $0 == language || LanguageFallback.isRelated($0, language) }
        // A key the variant lacks is looked up in its parent languages first: on Android per
        // resource; on Apple per table, as CFBundle finds `pt-BR.lproj/Localizable.strings`
        // before `pt.lproj`'s and then shows the key's fallback for a key that table lacks
        // (``servedByParent``).
        let parentTags = LanguageFallback.parents(of: language).filter { $0 != catalog.sourceLanguage && strings[$0] != nil }
        let parents = parentTags.compactMap { strings[$0] }
        let ownUnits = catalog.units[language] ?? []
        // A key missing from an Apple table this language has, which a parent translates: a
        // gap (also in a regional overlay, whose other tables its parent serves) — where the
        // app runs in this language at all (its `knownRegions` names it), and where the
        // parent's text is no source text too (then users see what they would see anyway).
        let runsAlone = isApple && !parentTags.isEmpty && runsIn(language, on: .apple)
        // The parent that translates a key this language's own table lacks (nil: none, or no gap).
        func parentBehind(_ key: String, _ original: CatalogString) -> String? {
            guard runsAlone, ownUnits.contains(original.unit) else { return nil }
            return parentTags.first { strings[$0]?[key].map { $0.value != original.value } ?? false }
        }
        func behindParent(_ key: String, _ original: CatalogString) -> Bool { parentBehind(key, original) != nil }
        func servedByParent(_ key: String, _ original: CatalogString) -> Bool {
            !behindParent(key, original) && parents.contains { $0[key] != nil }
        }
        // Keys missing from this Apple language's own tables that a parent has (``collapseBehindParent``).
        var keysBehindParent: Set<String> = []
        // A regional overlay of this language (`values-nb-rNO` over `values-nb`) that holds a
        // key serves it to the language's users there: no gap (Element X's emoji names).
        let overlaying = overlays.filter { $0.value == language }.keys.sorted().compactMap { strings[$0] }
        let refused = refusedKeys[language] ?? []
        // Tables of this language that could not be read: their gaps are the file's finding.
        let unreadableUnits = (catalog.unreadableUnits[language] ?? []).union(catalog.unreadableUnits["*"] ?? [])
        let sameLanguageAsSource = LanguageFallback.base(language) == LanguageFallback.base(catalog.sourceLanguage)
        let otherPlatform: Platform = catalog.platform == .android ? .apple : .android
        let candidates = otherCandidates(language, in: other, platform: otherPlatform)
        // A language that is a copy of the source: one finding for the language, not an
        // untranslated or missing one per key. The other platform's copy of it: its gaps
        // are reported here, not left to that platform's pass.
        let copy = widely.copies[language]
        let otherCopies = otherWidely.copies.keys.contains { $0 == language || LanguageFallback.isRelated($0, language) }
        var missingInCopy = 0
        // Several empty texts in one file: the exporter's mark of strings not yet translated
        // (Home Assistant's Lokalise exports write "" for them), not a translator's slip.
        var emptyTexts: [String: Int] = [:]
        for string in translated.values where string.value == .text("") { emptyTexts[string.location.file, default: 0] += 1 }
        // Missing translations by unit group (an Apple table, an Android module): a group
        // no key of which is translated is one finding, not one per key.
        var missingInGroup: [String: [Int]] = [:]
        // Keys whose translation lost arguments without a trace (``collapseDroppedArguments``).
        var droppingArguments: Set<String> = []
        // A value identical to the source is reported as untranslated when most other
        // languages translate the key (or it is a sentence a careful language left) and it
        // is a phrase not naming the app. A key languages may leave out
        // (`tools:ignore="MissingTranslation"`, `{{optional}}`) may also stay as is — but
        // not as a sentence in a language that rarely copies: Mastodon's whole source file
        // ignores MissingTranslation (its exporter leaves gaps), and "What’s wrong with
        // this post?" in an otherwise Ukrainian file is still English to its users.
        func reportsIdenticalValue(_ key: String, _ original: CatalogString) -> Bool {
            ((!original.missingTranslationAllowed && widely.contains(key, language: language)) || widely.leftInASentence(language, key: key, original.value))
                && Self.isPhrase(original.value) && !Self.namesTheApp(original.value, brand: brand)
        }
        // This language's translations by their source text, read when first asked: a word
        // it translates under one key ("Unlocked" → "Aufgeschlossen") and shows in the
        // source's words under another is untranslated there, a phrase or not.
        var bySourceText: [String: CatalogString]?
        func translatedElsewhere(_ key: String, _ original: CatalogString) -> CatalogString? {
            guard case let .text(text) = original.value, !Self.namesTheApp(original.value, brand: brand) else { return nil }
            if bySourceText == nil { bySourceText = Self.translationsBySourceText(translated, source: source) }
            return bySourceText![text].flatMap { $0.key == original.key ? nil : $0 }
        }
        // The words this language writes in its own translations (values that differ from
        // the source's), read when first asked: a kept term's words are among them
        // ("Server" beside "Server-Adresse"), an English phrase's are not ("Enter a
        // password" in a Portuguese file that says "senha" everywhere else). Only a
        // language of 100 translations or more has words enough to tell.
        var ownWords: Set<String>?
        func writesNoneOf(_ value: CatalogValue) -> Bool {
            let words = value.texts.flatMap(Self.lowercasedWords)
            guard words.count >= 2 else { return false }
            let telling = words.filter { $0.count >= 3 }
            guard !telling.isEmpty else { return false }
            if ownWords == nil {
                let (counts, translations) = translationWords(of: language, catalog, strings)
                ownWords = translations >= 100 ? Set(counts.keys) : []
            }
            return !ownWords!.isEmpty && !telling.contains { ownWords!.contains($0) }
        }
        // A language that keeps terms as a habit (Bitwarden's Filipino: 83 short terms, the
        // banks' own "Money market", "Checking") keeps them whatever its other words.
        let keepsTermsAsAHabit = widely.keepingTerms.contains(language) && !widely.rarelyCopying.contains(language)
        func noteMissing(_ original: CatalogString) {
            missingInGroup[groups[original.unit] ?? Self.group(of: original.unit, platform: catalog.platform), default: []].append(findings.count - 1)
        }
        // A translation's placeholders and shape against its source. One defect, one
        // finding: a malformed specifier is not also a count mismatch; a formatted="false"
        // text is no format string.
        func compareWithSource(_ string: CatalogString, _ original: CatalogString, _ key: String) {
            guard original.formatted, string.formatted, PluralCheck.specifierProblems(string.value, platform: catalog.platform) == nil else { return }
            let plurals = original.value.isPlural && string.value.isPlural
            // The placeholders on both sides, read once for the comparisons below (not for plurals:
            // their forms are compared form by form).
            let (expected, actual) = plurals ? ([], []) : (sourcePlaceholders[key] ?? Self.placeholders(original.value), Self.placeholders(string.value))
            let quoted = { " (source \"\(original.value.displayText)\", here \"\(string.value.displayText)\")" }
            let lostMarkup = { () -> (String, CatalogFinding.Severity)? in
                TextShapeCheck.lostElements(original.inlineElements, string.inlineElements).map {
                    TextShapeCheck.lostElementsDetail($0, source: original.inlineElements, translation: string.inlineElements)
                }
            }
            if let problem = PluralCheck.placeholderProblem(source: original.value, translation: string.value, language: language) {
                add(.placeholderMismatch, key, language, problem, string)
            } else if !plurals, let mismatch = PlaceholderMismatch.between(expected: expected, actual: actual) {
                add(.placeholderMismatch, key, language, "\(mismatch)" + quoted(), string)
                if Self.dropsArguments(mismatch, string.value) { droppingArguments.insert(key) }
            } else if !plurals, let changed = Placeholder.caseChanged(expected: expected, actual: actual)
                        ?? (isApple ? Placeholder.lengthChanged(expected: expected, actual: actual) : nil)
                        ?? Placeholder.precisionChanged(expected: expected, actual: actual)
                        ?? Placeholder.numbersDropped(expected: expected, actual: actual)
                        ?? Placeholder.positionLost(expected: expected, actual: actual) {
                add(.placeholderMismatch, key, language, changed + quoted(), string)
            } else if let (detail, severity) = lostMarkup(), severity != .hint {
                add(.placeholderMismatch, key, language, detail + quoted(), string, severity: severity)
            } else if Self.isKeyAsText(string, key: key, source: original) {
                add(.placeholderMismatch, key, language, "the key itself as the text: \"\(string.value.displayText)\", where the source has \"\(original.value.displayText)\" "
                    + "(a tool wrote the key where the translation was missing: users see the identifier)", string)
            } else if let (kind, detail) = TextShapeCheck.problem(source: original.value, translation: string.value, language: language,
                                                                  sourceLanguage: catalog.sourceLanguage, countLimit: countLimits[key],
                                                                  breaks: widely.breaks[key]) {
                // Line breaks, markup, edge spaces, a form left untranslated, a `one` without its count.
                // Letters stored decomposed look the same: a hint.
                add(kind, key, language, detail, string, severity: detail.contains(TextShapeCheck.decomposedWording) ? .hint : nil)
            } else if let (detail, severity) = lostMarkup() {
                // Markup lost where the app may not read it: a hint, after any defect of the text itself.
                add(.placeholderMismatch, key, language, detail + quoted(), string, severity: severity)
            } else if plurals, let (_, detail) = PluralCheck.cutForm(source: original.value, translation: string.value) {
                add(.placeholderMismatch, key, language, detail, string)
            } else if !plurals, let added = Placeholder.spaceFlagAdded(expected: expected, actual: actual) {
                // A space before the number, or a double space: what users see is slight, a hint.
                add(.placeholderMismatch, key, language, added + quoted(), string, severity: .hint)
            }
        }
        for (key, original, readsTheSame) in checkedSource {
            let shown = translated[key]
            // A plural whose forms are all source forms ("%1$d articles removed from %2$s" as
            // Indonesian's only form) reads as the source too.
            let sameText = shown.map { $0.value == original.value || Self.isPluralCopy($0.value, of: original.value) }
            if readsTheSame, sameText ?? true { continue }
            if shown == nil, sameLanguageAsSource || original.missingTranslationAllowed || servedByParent(key, original)
                || overlaying.contains(where: { $0[key] != nil }) || widely.keptIdentical.contains(key) || refused.contains(key)
                || unreadableUnits.contains(original.unit)
                // `zh-Hans-CN` beside `zh-Hans` (two folders, ``AndroidStringsReader/mainlandChineseFolder(_:)``):
                // a gap both have is `zh-Hans`'s finding.
                || (language == "zh-Hans-CN" && strings["zh-Hans"] != nil)
                || (partial.contains(language) && !behindParent(key, original)) || (isApple && !translatedUnits.contains(original.unit) && !original.platformSpecific)
                || sourceOnly.contains(key) { continue }
            // Identical to the source, a text without letters ("%1$s: %2$s", "—") is
            // translated (those read the same were passed above).
            let mine: Translation = shown == nil ? .missing
                : sameText == true && !sameLanguageAsSource
                    ? (!isApple && widely.keepsIdentical(language, key: key, original.value)
                       && (widely.keptBySeveral.contains(key) || widely.keptAcrossScripts.contains(key) || keepsTermsAsAHabit || !writesNoneOf(original.value))
                       ? .keptAsSource : .sourceText)
                : .translated
            if mine == .missing && copy != nil { missingInCopy += 1 }
            if mine == .missing || mine == .sourceText {
                // One problem, one finding: compared with what the other platform shows.
                let theirs = otherTranslation(key, candidates: candidates, in: other, platform: otherPlatform, keeps: otherKeeps)
                var falls = "falls back to \(catalog.sourceLanguage): \"\(original.value.displayText)\""
                if shown == nil, let parent = parentBehind(key, original) {
                    falls += "; \(parent) has it, but Apple reads \(language)'s own table, not \(parent)'s, for a key it lacks"
                    keysBehindParent.insert(key)
                }
                // Identical to the source and translated neither elsewhere on this platform
                // nor on the other: likely a choice ("OK", "Video"), not reported.
                let reportsIdentity = reportsIdenticalValue(key, original)
                switch theirs {
                case let (.translated, string?, from)? where !(shown?.value.hasEmptyText ?? false):
                    // Android 7+ serves a language another region's string (pt-BR for pt) or
                    // its parent's before the source's: say which.
                    let served = otherPlatform == .android ? from.flatMap { from in from == language ? nil
                        : ", the \(from) string, which Android shows \(language) users where \(language) has none" } ?? "" : ""
                    add(.drift, key, language, "\(mine == .missing ? falls : "identical to \(catalog.sourceLanguage): \"\(original.value.displayText)\"")"
                        + "; \(otherPlatform.rawValue) translates it: \"\(string.value.displayText)\" (\(string.location))\(served)", shown ?? original)
                case (.translated, _, _)?:
                    break  // an empty value: the emptyValue finding below says it
                case (.keptAsSource, _, _)?:
                    // The other platform's translator wrote the source's text: its users see
                    // what users here see. A key this platform lacks is still its gap.
                    if mine == .missing && copy == nil {
                        add(.missingTranslation, key, language, falls, original)
                        noteMissing(original)
                    }
                case let (state, string, _)? where catalog.platform == .android:
                    // Neither platform translates it: reported once, for both, with both locations.
                    let kind: CatalogFinding.Kind = mine == .missing || state == .missing ? .missingTranslation : .untranslated
                    guard copy == nil else { break }  // the copied language's one finding says it
                    guard kind == .missingTranslation || reportsIdentity else { break }
                    findings.append(CatalogFinding(kind: kind, key: key, language: language, platform: nil,
                                                   detail: "neither platform translates it: both show \(catalog.sourceLanguage) \"\(original.value.displayText)\""
                                                       + (string.map { " (apple: \($0.location))" } ?? ""),
                                                   location: (shown ?? original).location.description,
                                                   appleKey: (string ?? other[apple.sourceLanguage]?[key])?.key))
                    if kind == .missingTranslation && shown == nil { noteMissing(original) }
                case let (state, _, _)? where otherHasLanguage
                              && other[android.sourceLanguage]?[key]?.missingTranslationAllowed != true && !otherSourceOnly.contains(key) && !otherCopies
                              && (state == .missing || mine == .missing || otherWidely.contains(key, language: language)):
                    break  // reported once, in the Android pass (for Android's tag of the language)
                case .some, nil:
                    if copy != nil {
                        break  // the copied language's one finding says it
                    } else if mine == .missing {
                        add(.missingTranslation, key, language, falls, original)
                        noteMissing(original)
                    } else if reportsIdentity {
                        // One identical word is often the word in both languages ("OK", "Video",
                        // "Experimental", a brand): only phrases are reported.
                        add(.untranslated, key, language, "identical to \(catalog.sourceLanguage): \"\(original.value.displayText)\" "
                            + "while most other languages translate it", shown)
                    } else if mine == .sourceText, let elsewhere = translatedElsewhere(key, original) {
                        add(.untranslated, key, language, "identical to \(catalog.sourceLanguage): \"\(original.value.displayText)\", which \(language) "
                            + "translates \"\(elsewhere.value.displayText)\" under \(elsewhere.key) (\(elsewhere.location))", shown)
                    }
                }
            }
            guard let string = shown else { continue }
            // A key spelled otherwise than the source's ("a11y_thread_in_room" for
            // "a11y.thread_in_room", one canonical key here): Apple looks a key up as written.
            if isApple, string.key != original.key {
                add(.missingTranslation, key, language, "stored under \"\(string.key)\", where the source's key is \"\(original.key)\": Apple looks a key "
                    + "up as it is written, so users see \(catalog.sourceLanguage) \"\(original.value.displayText)\"", string)
                continue
            }
            if string.value.hasEmptyText {
                // One defect, one finding: an empty text is not also a placeholder mismatch.
                if let count = emptyTexts[string.location.file], count >= Self.exportedEmpties, string.value == .text("") {
                    add(.missingTranslation, key, language, "exported empty: \(catalog.sourceLanguage) has \"\(original.value.displayText)\"; one of \(count) empty "
                        + "values in this file, the exporter's mark of a string not yet translated (\(isApple ? "Apple's lookup" : "Android") shows "
                        + "an empty label unless the app treats empty as missing)", string)
                } else {
                    // Only forms the language never selects are empty: nothing shows them.
                    add(.emptyValue, key, language, Self.emptyDetail(string.value, language: language), string,
                        severity: Self.emptyFormsNeverShow(string.value, language: language) ? .hint : nil)
                }
                continue
            }
            // A reference to a string no module defines (`@string/user_ikon` for the source's
            // `@string/user_icon`): aapt2's link step fails.
            if !isApple, case let .text(text) = string.value, text != original.value.displayText,
               let name = CatalogNoise.referencedString(text), source[name] == nil {
                add(.placeholderMismatch, key, language, "refers to \(text), which the project does not define: aapt2's link step fails "
                    + "(source \"\(original.value.displayText)\")", string)
                continue
            }
            // The key itself as the value (an exporter's placeholder): users see an identifier.
            if case let .text(text) = string.value, Self.showsItsKey(text, key: string.key, source: original.value) {
                add(.untranslated, key, language, "shows its key \"\(text)\" instead of a translation (an exporter's placeholder); "
                    + "\(catalog.sourceLanguage) has \"\(original.value.displayText)\"", string)
                continue
            }
            // Quotation marks the source shows (straight or typographic: “Settings”), or the
            // translation shows elsewhere (`\"Datenschutz\"` beside a bare `"Raum Info"`),
            // written unescaped here: aapt2 drops them.
            if string.dropsQuotes, !original.dropsQuotes {
                // Quotes neither the source nor this language shows elsewhere are the
                // translator's own emphasis: lost, but the text reads as the source's (a hint).
                let shown = original.value.texts.contains(where: Self.showsQuotes) || string.value.texts.contains(where: Self.showsQuotes)
                add(.invalidSpecifier, key, language, "unescaped quotation marks: aapt2 reads \" inside a text as quoting and drops it, so users "
                    + "see none (source \"\(original.value.displayText)\", here \"\(string.value.displayText)\"): write \\\"", string,
                    severity: shown ? nil : .hint)
                if shown { continue }
            }
            // A quotation mark opened and never closed, where the source closes its own.
            if string.unclosedQuote, !original.unclosedQuote {
                add(.invalidSpecifier, key, language, "an unclosed quotation mark (\"): aapt2 drops it and reads the rest as quoted "
                    + "(spaces kept as written); the source closes its quotes (source \"\(original.value.displayText)\", here \"\(string.value.displayText)\")", string)
                continue
            }
            compareWithSource(string, original, key)
        }
        // Definitions another folder's table of the same name hides (Mastodon's app tables
        // behind its StringsConvertor's copy, read first): either may be the one a bundle
        // ships, so a hidden one that differs is checked as a translation too.
        // The source's text with its edge spaces lost (an older export of it) is a copy too.
        let trimmed = { (value: CatalogValue) in value.texts.map { $0.trimmingScalars(in: .whitespaces) } }
        for hidden in catalog.shadowed[language] ?? [] {
            let key = canonicalKey(hidden.key, platform: catalog.platform)
            guard let original = source[key], original.translatable, !readsTheSame.contains(key), !hidden.value.hasEmptyText else { continue }
            if hidden.value == original.value || trimmed(hidden.value) == trimmed(original.value) {
                if !sameLanguageAsSource, copy == nil, reportsIdenticalValue(key, original) {
                    add(.untranslated, key, language, "identical to \(catalog.sourceLanguage): \"\(hidden.value.displayText)\" while most other languages "
                        + "translate it (a second table of this name; the first, at \(translated[key]?.location.description ?? "-"), translates it)", hidden)
                }
            } else {
                compareWithSource(hidden, original, key)
            }
        }
        // An Apple table whose source is a storyboard or xib (no source-language file) is no extra key.
        collapse(&findings, missingInGroup, language: language, catalog: catalog, groupSizes: groupSizes)
        collapseDroppedArguments(&findings, droppingArguments, language: language)
        collapseMostlyUntranslated(&findings, language: language, share: widely.mostlySource[language], catalog: catalog)
        collapseBehindParent(&findings, keysBehindParent, language: language, parent: parentTags.first, catalog: catalog)
        if !partial.contains(language), !sameLanguageAsSource, copy == nil {
            collapseBarelyStarted(&findings, language: language, translated: translated, source: dueKeys, catalog: catalog)
        }
        if let copy { findings.append(copiedLanguage(copy, language: language, strings: translated, missing: missingInCopy, catalog: catalog)) }
        findings += keysOutsideTheSource(catalog, language: language, translated: translated, source: source, parents: parents, partial: partial,
                                         untranslatableDefinitions: untranslatableDefinitions)
        return findings
    }
}
