/// Plural checks against CLDR's categories (``PluralRules``) and per form against the source.
public enum PluralCheck {
    /// `missingPluralForm` and `unusedPluralForm` for one plural of one language, quoting the
    /// forms concerned. `written`: the categories the language's plurals on this platform write
    /// (all of them together), the team's own practice for that language; `plurals`: how many
    /// plurals the language has there (one alone shows no practice).
    ///
    /// Both platforms select a missing category's counts from `other` (Android's
    /// `getQuantityString` falls back to it; Apple's format requires it). So a missing
    /// category is a **finding** when no `other` backs it (Android throws, Apple's format is
    /// invalid), or when the language's other plurals write that category (an omission by the
    /// team's own practice) or there are none (no practice to follow: ownCloud's only plural,
    /// Serbian "%d изабрано" for 2–4 without its `few` "%d изабрана"), and a **hint** — those counts read the `other` form, whose grammar
    /// only a speaker can judge — when the plural is one form written for every count (`other`
    /// alone: "%d svar" in Danish), when the language's plurals never write the category (the
    /// translators' convention), or when `few`/`many` are missing and `other` shows no number
    /// (a plural phrase without a count, "these articles", reads the same for them).
    static func findings(_ string: CatalogString, canonicalKey: String, language: String, platform: Platform,
                         written: Set<String>, plurals: Int) -> [CatalogFinding] {
        guard case let .plural(forms) = string.value, PluralRules.knows(language) else { return [] }
        var findings: [CatalogFinding] = []
        let needed = PluralRules.neededCategories(language)
        let missing = needed.filter { forms[$0] == nil }
        // Android falls back to `other`, and throws without it; whole numbers in pl or ru
        // never select `other`, so only Apple (whose format requires it) needs it there.
        let otherMissing = forms["other"] == nil && (platform == .apple || !missing.isEmpty)
        if !missing.isEmpty || otherMissing {
            let absent = missing + (otherMissing && !missing.contains("other") ? ["other"] : [])
            let consequence = forms["other"] == nil
                ? (platform == .android ? "; a count of that category throws at run time (no \"other\" to fall back to)"
                                        : "; Apple requires \"other\"")
                : "; those counts show the \"other\" form \"\(forms["other"]!)\""
            let present = PluralRules.order.filter { forms[$0] != nil }
            let severity: CatalogFinding.Severity = forms["other"] == nil || omission(missing, forms: forms, written: written, plurals: plurals) ? .finding : .hint
            findings.append(CatalogFinding(kind: .missingPluralForm, key: canonicalKey, language: language, platform: platform,
                                           detail: "no \(absent.joined(separator: ", ")) form (\(language) needs \(needed.joined(separator: ", ")) for whole numbers; "
                                               + "it has \(present.isEmpty ? "none" : present.joined(separator: ", ")))" + consequence,
                                           location: string.location.description, severity: severity, appleKey: string.key))
        }
        // Apple uses a `zero` form for 0 in every language; Android only where CLDR has it.
        // A category of the language's rules is kept (fractions select `many` in cs; tools
        // export every category); `other` is the fallback: never unused.
        var possible = Set(PluralRules.categories(language) + ["other"])
        // CLDR 42 dropped Hebrew's `many`; devices with an older ICU still select it.
        if LanguageFallback.base(language) == "he" { possible.insert("many") }
        if platform == .apple { possible.insert("zero") }
        let unused = PluralRules.order.filter { forms[$0] != nil && !possible.contains($0) }
            + forms.keys.filter { !PluralRules.order.contains($0) }.sorted()
        if !unused.isEmpty {
            let quoted = unused.map { "\($0) \"\(forms[$0]!)\"" }.joined(separator: ", ")
            findings.append(CatalogFinding(kind: .unusedPluralForm, key: canonicalKey, language: language, platform: platform,
                                           detail: "\(quoted): \(language) has no such category (it has \(PluralRules.categories(language).joined(separator: ", ")))",
                                           location: string.location.description, appleKey: string.key))
        }
        return findings
    }

    /// Whether categories missing beside an `other` form are an omission (see ``findings``):
    /// the plural has more forms than `other`, and a missing category that the language's
    /// plurals write elsewhere is not `few`/`many` beside an `other` that shows no number.
    /// A plural that writes a category beyond `one` and `other` (`many` in Czech, `few` in
    /// Arabic) shows a translator who knows the language's categories: a needed one left out
    /// beside them is an omission too, even where no other plural of the language writes it,
    /// and so is one in the language's only plural (no convention of its translators to see),
    /// `zero` aside.
    static func omission(_ missing: [String], forms: [String: String], written: Set<String>, plurals: Int) -> Bool {
        guard forms.count > 1, let other = forms["other"] else { return false }
        let showsNumber = !Placeholder.all(in: other).isEmpty || other.contains(where: \.isNumber)
        let knowsCategories = forms.keys.contains { $0 != "one" && $0 != "other" }
        // Latvian `zero` (0, 10–20, 30…) often reads as `other` does ("pirms %d dienām"): no
        // omission in an only plural.
        return missing.contains { (written.contains($0) || knowsCategories || (plurals < 2 && $0 != "zero"))
            && (showsNumber || !["few", "many"].contains($0)) }
    }

    /// How a translated plural's placeholders disagree with the source's, form by form: the
    /// `other` forms must agree; another form may leave out the count but must not add an
    /// argument its source form lacks (a count placeholder aside: `one` covers 21 in many
    /// languages), nor change an argument's kind. `nil` when they agree or a value is no plural.
    /// Given the translation's `language`, a form other than `one` that its rules select for
    /// several counts (`few`: 2, 3, 4, 22…) must show every argument of the source's `other`:
    /// "Выбрано" for 5 to 20 items lost its count, "%2$d файлов (конфликтов: %2$d)" its first argument.
    public static func placeholderProblem(source: CatalogValue, translation: CatalogValue, language: String? = nil) -> String? {
        guard case let .plural(sourceForms) = source, case let .plural(forms) = translation else { return nil }
        for form in PluralRules.order + forms.keys.filter({ !PluralRules.order.contains($0) }).sorted() {
            guard let text = forms[form], let sourceText = sourceForms[form] ?? sourceForms["other"] else { continue }
            let expected = Placeholder.all(in: sourceText), actual = Placeholder.all(in: text)
            let quote = "(source \"\(sourceText)\", here \"\(text)\")"
            if let changed = Placeholder.precisionChanged(expected: expected, actual: actual) { return "\(form) form: \(changed) \(quote)" }
            if form == "other" {
                if let mismatch = PlaceholderMismatch.between(expected: expected, actual: actual) { return "\(form) form: \(mismatch) \(quote)" }
                continue
            }
            if let language, form != "one", let lost = lostArgument(form, actual, sourceForms, language: language) {
                let counts = PluralRules.samples(of: form, language: language, limit: 3).map(String.init).joined(separator: ", ")
                return "\(form) form: \(lost.spelling) of the source's \(sourceForms[form] == nil ? "other" : form) form is missing, and \(language)'s \(form) covers \(counts)… "
                    + quote
            }
            // The source's `one` says "once" where a language whose `one` covers 21 shows the
            // count: an argument of the source's `other` is fine when the form names none.
            let otherKinds = Dictionary(Placeholder.all(in: sourceForms["other"] ?? "").map { ($0.position, $0.kind) }) { first, _ in first }
            let kinds = expected.isEmpty ? otherKinds : Dictionary(expected.map { ($0.position, $0.kind) }) { first, _ in first }
            for placeholder in actual {
                if let kind = kinds[placeholder.position] {
                    if kind != placeholder.kind {
                        return "\(form) form: argument \(placeholder.position) is \(kind.rawValue) in the source, \(placeholder.kind.rawValue) here \(quote)"
                    }
                } else if otherKinds[placeholder.position] != placeholder.kind || placeholder.kind != .integer {
                    // Only the count may be added (shown where the source's form says "one"):
                    // an argument the source's `other` does not pass throws on Android
                    // ("%d запис з %d" beside "Processed %d entry").
                    return "\(form) form: \(placeholder.spelling) is an argument the source's \(sourceForms[form] == nil ? "other" : form) form lacks \(quote)"
                }
            }
        }
        return nil
    }

    /// The first argument of the source's form (its `other` where it has no such form) missing from a translated `form` that
    /// `language` selects for two or more counts below 1,000 (a form for one count, Arabic's
    /// `two`, may say it in words: "ملفان").
    static func lostArgument(_ form: String, _ actual: [Placeholder], _ sourceForms: [String: String], language: String) -> Placeholder? {
        guard let reference = sourceForms[form] ?? sourceForms["other"] else { return nil }
        let expected = Placeholder.all(in: reference)
        let present = Set(actual.map(\.position))
        // The rules are asked only when an argument is missing (rare; every plural form gets here).
        guard let lost = expected.first(where: { !present.contains($0.position) }),
              PluralRules.samples(of: form, language: language, limit: 2).count == 2 else { return nil }
        return lost
    }

    /// Every specifier problem of every text of a value (every plural form, every item).
    static func allSpecifierProblems(_ value: CatalogValue, platform: Platform) -> Set<String> {
        Set(value.texts.flatMap { SpecifierCheck.problems(in: $0, platform: platform) })
    }

    /// The first form, in CLDR order, whose text has specifier problems on `platform`, with them.
    static func specifierProblems(_ value: CatalogValue, platform: Platform) -> (form: String?, text: String, problems: [String])? {
        switch value {
        case let .text(text):
            let problems = SpecifierCheck.problems(in: text, platform: platform)
            return problems.isEmpty ? nil : (nil, text, problems)
        case let .plural(forms):
            for form in PluralRules.order + forms.keys.filter({ !PluralRules.order.contains($0) }).sorted() {
                guard let text = forms[form] else { continue }
                let problems = SpecifierCheck.problems(in: text, platform: platform)
                if !problems.isEmpty { return (form, text, problems) }
            }
            return nil
        case let .array(items):
            for text in items {
                let problems = SpecifierCheck.problems(in: text, platform: platform)
                if !problems.isEmpty { return (nil, text, problems) }
            }
            return nil
        }
    }
}
