/// A time unit changed beside a number: Home Assistant's French "Délai expiré après %li
/// minutes" for "Timed out after %li seconds", Bitwarden's Ukrainian "4 хвилини" (minutes) for
/// the "4 hours" timeout. The source's unit (an English word after a number or a placeholder)
/// is looked for in each translation under every name CLDR gives it in that language (through
/// ICU: "секунда", "секунды", "секунд", "сек"); where three in four translations that write a
/// time unit there (four at least) write this one, a translation that writes another unit of
/// time in its place and this one nowhere is a finding. Languages CLDR names no units for are
/// not asked; inflections CLDR does not list are read as a form of five letters or more and
/// an ending of three letters at most ("minutách" of "minut"); others are no unit (a
/// translation that writes only those says nothing).
extension CatalogChecker {
    /// One `placeholderMismatch` per translation whose time unit is another than the one its
    /// English source and most translations write.
    func changedTimeUnits(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en" else { return [] }
        // Each language's forms by their first letter (read when asked; nil: CLDR names none).
        var indexes: [String: TimeUnitForms?] = [:]
        return consensusFindings(catalog, strings) { _, _, sourceText, translated in
            let sourceUnits = Set(Self.timeUnitsAfterNumbers(sourceText, Self.englishTimeUnitForms).keys)
            guard !sourceUnits.isEmpty else { return [] }
            let written = translated().compactMap { translation -> (TextTranslation, [TimeUnitNames.Unit: String])? in
                guard let forms = TimeUnitForms.of(translation.language, cache: &indexes) else { return nil }
                let units = Self.timeUnitsAfterNumbers(translation.text, forms)
                return units.isEmpty ? nil : (translation, units)
            }
            guard written.count >= 4 else { return [] }
            var named: Set<String> = []
            return sourceUnits.sorted().flatMap { unit -> [(TextTranslation, String)] in
                let keeping = written.count { $0.1[unit] != nil }
                guard keeping * 4 >= written.count * 3 else { return [] }
                return written.compactMap { translation, units in
                    guard units[unit] == nil, let other = units.keys.filter({ !sourceUnits.contains($0) }).sorted().first,
                          named.insert(translation.language).inserted else { return nil }
                    return (translation, "the time unit \(unit.rawValue) of the source is \(other.rawValue) here (\"\(units[other]!)\", CLDR's \(translation.language) "
                        + "name for \(other.rawValue)s); \(keeping) of the \(written.count) translations writing a time unit there keep \(unit.rawValue)")
                }
            }
        }
    }

    /// One `placeholderMismatch` per plural translation one of whose forms writes another time
    /// unit than its source's forms and most plural translations write (Mastodon's Japanese
    /// "%d 時間前", hours, for "%d minutes ago"; Nextcloud's Spanish "other" form "…en %d
    /// minutos" beside its "one" and "many" forms' "segundo(s)"): the form is named.
    func changedTimeUnitsInPlurals(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en" else { return [] }
        var indexes: [String: TimeUnitForms?] = [:]
        return pluralConsensusFindings(catalog, strings) { sourceForms, translations in
            let sourceUnits = Set(sourceForms.values.flatMap { Self.timeUnitsAfterNumbers($0, Self.englishTimeUnitForms).keys })
            guard sourceUnits.count <= 1 else { return [] }
            // Per translation: the units each form writes after a number (forms writing none left out).
            let written = translations.compactMap { translation -> (PluralTranslation, [(String, [TimeUnitNames.Unit: String])])? in
                guard let index = TimeUnitForms.of(translation.language, cache: &indexes) else { return nil }
                let units = translation.forms.keys.sorted().compactMap { form in
                    let found = Self.timeUnitsAfterNumbers(translation.forms[form]!, index)
                    return found.isEmpty ? nil : (form, found)
                }
                return units.isEmpty ? nil : (translation, units)
            }
            // A source naming no unit English's words tell ("%ldm ago": minutes or months) has the
            // one most translations write (``fewestVotersForAnUnnamedUnit`` at least).
            let keeps = Dictionary(uniqueKeysWithValues: TimeUnitNames.Unit.allCases.map { unit in
                (unit, written.count { $0.1.allSatisfy { $0.1[unit] != nil } })
            })
            guard let unit = sourceUnits.first ?? TimeUnitNames.Unit.allCases.max(by: { keeps[$0]! < keeps[$1]! }),
                  sourceUnits.count == 1 || keeps[unit]! >= Self.fewestVotersForAnUnnamedUnit else { return [] }
            let keeping = keeps[unit]!
            guard written.count >= 4, keeping * 4 >= written.count * 3 else { return [] }
            return written.compactMap { translation, forms in
                guard let (form, units) = forms.first(where: { $0.1[unit] == nil }), let other = units.keys.sorted().first else { return nil }
                let whose = sourceUnits.isEmpty ? "(the source's \"\(sourceForms["other"] ?? "")\" names it by a letter)" : "of the source"
                return (translation, form, "the time unit \(unit.rawValue) \(whose) is \(other.rawValue) here (\"\(units[other]!)\", CLDR's \(translation.language) "
                    + "name for \(other.rawValue)s); \(keeping) of the \(written.count) plural translations writing a time unit \(sourceUnits.isEmpty ? "write" : "keep") \(unit.rawValue) in every form")
            }
        }
    }

    /// The fewest plural translations that must write one unit for a source naming none.
    static let fewestVotersForAnUnnamedUnit = 8

    /// English's words for the units, as ``timeUnitsAfterNumbers(_:_:)`` takes forms.
    static let englishTimeUnitForms = TimeUnitForms(Dictionary(grouping: TimeUnitNames.englishWords.keys) { TimeUnitNames.englishWords[$0]! }.mapValues(Set.init))

    /// The units of `forms` a text writes right after a number or a placeholder ("%li minutes",
    /// "5 Minuten", "%d分", "4-hour", "%1$s / year", Hebrew "30 הימים" with its article), each
    /// with the form written (the longest that matches).
    static func timeUnitsAfterNumbers(_ text: String, _ forms: TimeUnitForms) -> [TimeUnitNames.Unit: String] {
        let bytes = Array(text.utf8)
        var found: [TimeUnitNames.Unit: String] = [:]
        for var index in afterNumbers(text, bytes, hyphen: true) {
            // A rate's unit after a slash: "%1$s / year", "10 €/month".
            if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
                index += 1
                if index < bytes.count, bytes[index] == 0x20 { index += 1 }
            }
            guard index < bytes.count, bytes[index] != 0x20 else { continue }
            var rest = Array(String(decoding: bytes[index...].prefix(48), as: UTF8.self).lowercased().unicodeScalars)
            // (Hebrew's article written onto the unit: "30 הימים האחרונים", the last 30 days.)
            if rest.count > 2, rest[0] == "\u{05D4}", forms.byFirst[rest[0]] == nil { rest.removeFirst() }
            guard let first = rest.first else { continue }
            for (unit, form, scalars) in forms.byFirst[first] ?? [] {
                guard rest.count >= scalars.count, rest[..<scalars.count].elementsEqual(scalars) else { continue }
                // A whole word, but for a form of an unspaced script ("分後", "5분이") and a case ending
                // CLDR does not list on a form of five letters (``TimeUnitForms/endings``).
                if scalars.count < rest.count, rest[scalars.count].isAlphabeticQuickly, scalars.last!.value < 0x1100 {
                    let ending = rest[scalars.count...].prefix { $0.isAlphabeticQuickly || $0.properties.isDiacritic }.count
                    guard scalars.count >= TimeUnitForms.fewestLettersBeforeAnEnding, ending <= forms.endings else { continue }
                }
                if found[unit].map({ $0.unicodeScalars.count < scalars.count }) ?? true { found[unit] = form }
            }
        }
        return found
    }
}

/// A language's time-unit forms (``TimeUnitNames/forms(_:)``) by their first letter: a text
/// after a number is compared with the forms starting as it does only.
struct TimeUnitForms {
    let byFirst: [Unicode.Scalar: [(unit: TimeUnitNames.Unit, form: String, scalars: [Unicode.Scalar])]]
    /// The most letters read after a form of ``fewestLettersBeforeAnEnding`` letters or more as
    /// a case ending CLDR does not list (Home Assistant's Czech "po %li minutách", locative, of
    /// CLDR's "minut"; Russian "минутами"): 0 for English's words, whose endings make other words
    /// ("secondary").
    let endings: Int
    static let fewestLettersBeforeAnEnding = 5

    /// A language's forms, with the case endings its words take (``endings``: three), read into
    /// `cache` the first time (nil: CLDR names none).
    static func of(_ language: String, cache: inout [String: TimeUnitForms?]) -> TimeUnitForms? {
        if let known = cache[language] { return known }
        let found = TimeUnitNames.forms(language).map { TimeUnitForms($0, endings: 3) }
        cache[language] = .some(found)
        return found
    }

    init(_ forms: [TimeUnitNames.Unit: Set<String>], endings: Int = 0) {
        self.endings = endings
        var byFirst: [Unicode.Scalar: [(unit: TimeUnitNames.Unit, form: String, scalars: [Unicode.Scalar])]] = [:]
        for (unit, unitForms) in forms {
            for form in unitForms.sorted() {
                let scalars = Array(form.unicodeScalars)
                if let first = scalars.first { byFirst[first, default: []].append((unit, form, scalars)) }
            }
        }
        self.byFirst = byFirst
    }
}
