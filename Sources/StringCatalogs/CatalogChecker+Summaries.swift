/// Many findings of one cause as one: a whole module or table missing, a language dropping
/// arguments everywhere, a barely started or mostly untranslated language, a regional language
/// behind its parent; and what an empty plural form blanks. Each summary `covers` its strings.
extension CatalogChecker {
    /// The group a unit belongs to for whole-unit gaps: an Android module, an Apple table.
    static func group(of unit: String, platform: Platform) -> String {
        platform == .android ? String(unit.split(separator: "|").first ?? "") : unit
    }

    /// Replaces the missing translations of a group that lacks every one of its (≥ 5) keys
    /// in `language` with one finding naming the group; its example is the group's first key,
    /// and groups come in name order (the same report on every run, whatever the hash seed).
    func collapse(_ findings: inout [CatalogFinding], _ missing: [String: [Int]], language: String, catalog: PlatformCatalog,
                          groupSizes: [String: Int]) {
        var dropped = Set<Int>()
        var summaries: [CatalogFinding] = []
        for (group, indices) in missing.sorted(by: { $0.key < $1.key }) where indices.count >= 5 && indices.count == groupSizes[group] {
            guard let first = indices.map({ findings[$0] }).min(by: { $0.key < $1.key }) else { continue }
            dropped.formUnion(indices)
            let name = group.split(separator: "/").last.map(String.init) ?? group
            summaries.append(CatalogFinding(kind: .missingTranslation, key: "*", language: language, platform: first.platform,
                                            detail: "\(catalog.platform == .android ? "module" : "table") \(name): none of its \(indices.count) keys is translated "
                                                + "(e.g. \(first.shownKey): \(first.detail))", location: first.location,
                                            covers: indices.map { CatalogFinding.Covered(findings[$0]) }.sorted { $0.key < $1.key }))
        }
        guard !dropped.isEmpty else { return }
        findings = findings.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) + summaries
    }

    /// Whether a translation lost arguments of its source without a trace: fewer
    /// placeholders, and no `%` (or Arabic `٪`) besides theirs — a value left out, not a
    /// placeholder broken into text ("% 1 $ s").
    static func dropsArguments(_ mismatch: PlaceholderMismatch, _ value: CatalogValue) -> Bool {
        guard case let .count(expected, actual) = mismatch, actual < expected else { return false }
        let percents = value.displayText.unicodeScalars.count { $0 == "%" || $0 == "\u{066A}" }
        return percents == actual
    }

    /// A language whose translations leave out their source's arguments this often translates
    /// around them (ownCloud's Lao: "New to %1$s?" as "Register", 68 strings): one finding
    /// for the language, naming every key, not one per string.
    static let systematicDrops = 10

    /// Replaces a language's ``systematicDrops`` or more lost-argument findings with one.
    func collapseDroppedArguments(_ findings: inout [CatalogFinding], _ keys: Set<String>, language: String) {
        guard keys.count >= Self.systematicDrops else { return }
        let dropped = findings.filter { $0.kind == .placeholderMismatch && keys.contains($0.key) }.sorted { $0.key < $1.key }
        guard let first = dropped.first else { return }
        let examples = dropped.prefix(2).map { "\($0.shownKey): \($0.detail)" }.joined(separator: "; ")
        let summary = CatalogFinding(kind: .placeholderMismatch, key: "*", language: language, platform: first.platform,
                                     detail: "\(dropped.count) translations leave out arguments of their source (a name, a count never shows): "
                                         + "the language's translator worked around the placeholders; e.g. \(examples); all: "
                                         + dropped.map(\.shownKey).joined(separator: ", "),
                                     location: first.location, covers: dropped.map(CatalogFinding.Covered.init))
        findings = findings.filter { !($0.kind == .placeholderMismatch && keys.contains($0.key)) } + [summary]
    }

    /// A language holding under one in four of the source's keys is barely started (ownCloud's
    /// Android `ta-IN`: 30 of 738; `af-ZA`: 89): its users see mostly the source language, and
    /// its gaps are the translation platform's backlog, not regressions. One finding for the
    /// language instead of one per key (languages under one in a hundred are stubs: a summary
    /// line, ``CatalogNoise/isStub(keys:sourceKeys:)``).
    static func isBarelyStarted(held: Int, of total: Int) -> Bool { total >= 20 && held * 4 < total }

    /// Replaces a barely started language's missing translations (``isBarelyStarted(held:of:)``)
    /// with one finding at its first file. `source`: the source keys a translation is due for.
    func collapseBarelyStarted(_ findings: inout [CatalogFinding], language: String, translated: [String: CatalogString], source: [String],
                               catalog: PlatformCatalog) {
        let held = source.count { translated[$0] != nil }
        guard Self.isBarelyStarted(held: held, of: source.count),
              let first = translated.values.min(by: { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }) else { return }
        let isMissing = { (finding: CatalogFinding) in finding.kind == .missingTranslation && finding.language == language }
        let missing = findings.filter(isMissing).sorted { $0.key < $1.key }
        guard !missing.isEmpty else { return }
        let percent = held * 100 / source.count
        findings = findings.filter { !isMissing($0) } + [CatalogFinding(
            kind: .missingTranslation, key: "*", language: language, platform: catalog.platform,
            detail: "barely started: \(held) of the \(source.count) source keys translated (\(percent) %); users see \(catalog.sourceLanguage) "
                + "for the others (\(missing.count) gaps, each listed with --all and in the JSON report's `covers`)",
            location: first.location.description, covers: missing.map(CatalogFinding.Covered.init))]
    }

    /// A language mostly in the source's text (``WidelyTranslated/mostlySource``) with this
    /// many untranslated strings or more gets one finding for them: its translation stalled,
    /// and a list of a thousand English strings in Home Assistant's Apple `es-MX` (90 % of its
    /// values) says no more than their count.
    static let stalledUntranslated = 10

    /// Replaces the untranslated findings of a language mostly in the source's text with one
    /// at its first listed string, naming how many there are and the language's share.
    func collapseMostlyUntranslated(_ findings: inout [CatalogFinding], language: String, share: SourceTextShare?, catalog: PlatformCatalog) {
        guard let share else { return }
        let isUntranslated = { (finding: CatalogFinding) in finding.kind == .untranslated && finding.language == language }
        let untranslated = findings.filter(isUntranslated).sorted { $0.key < $1.key }
        guard untranslated.count >= Self.stalledUntranslated, let first = untranslated.first else { return }
        let percent = share.identical * 100 / share.compared
        // Texts this language translates under another key (``translationsBySourceText``), whatever other languages do.
        let elsewhere = untranslated.count { $0.detail.containsUTF8(", which \(language) translates \"") }
        let translatedBy = elsewhere == 0 ? "most languages translate" : "most languages translate (\(elsewhere) of them texts \(language) translates under another key)"
        findings = findings.filter { !isUntranslated($0) } + [CatalogFinding(
            kind: .untranslated, key: "*", language: language, platform: first.platform,
            detail: "mostly untranslated: \(share.identical) of its \(share.compared) values are the \(catalog.sourceLanguage) text (\(percent) %); "
                + "\(untranslated.count) strings \(translatedBy), left in \(catalog.sourceLanguage), each listed with --all and in the JSON report's `covers` "
                + "(e.g. \(first.shownKey): \(first.detail)); those the other platform translates or lacks are listed as drift or missing translations",
            location: first.location, covers: untranslated.map(CatalogFinding.Covered.init))]
    }

    /// Replaces an Apple regional language's ``stalledUntranslated`` or more gaps that its
    /// parent fills (Mastodon's `hy-AM` beside `hy`: 63 keys) with one finding: its tables
    /// fell behind the parent's, and CFBundle reads the regional table, not the parent's, for
    /// a key it lacks — the users of that region see the source language there.
    func collapseBehindParent(_ findings: inout [CatalogFinding], _ keys: Set<String>, language: String, parent: String?, catalog: PlatformCatalog) {
        guard keys.count >= Self.stalledUntranslated, let parent else { return }
        let isBehind = { (finding: CatalogFinding) in finding.kind == .missingTranslation && finding.language == language && keys.contains(finding.key) }
        let behind = findings.filter(isBehind).sorted { $0.key < $1.key }
        guard behind.count >= Self.stalledUntranslated, let first = behind.first else { return }
        findings = findings.filter { !isBehind($0) } + [CatalogFinding(
            kind: .missingTranslation, key: "*", language: language, platform: catalog.platform,
            detail: "behind \(parent): \(behind.count) keys \(parent) has are missing from \(language)'s own tables, and Apple reads those, "
                + "not \(parent)'s, so \(language) users see \(catalog.sourceLanguage) (each listed with --all and in the JSON report's `covers`; e.g. \(first.shownKey))",
            location: first.location, covers: behind.map(CatalogFinding.Covered.init))]
    }

    /// What an empty value shows: for a plural, which forms are empty and the counts that
    /// select them ("few form empty: hr shows nothing for 2, 3, 4, 22…").
    static func emptyDetail(_ value: CatalogValue, language: String) -> String {
        guard case let .plural(forms) = value else { return "empty translation" }
        let empty = PluralRules.order.filter { forms[$0]?.isEmpty == true } + forms.keys.filter { !PluralRules.order.contains($0) && forms[$0]!.isEmpty }.sorted()
        let counts = empty.map { form -> String in
            let samples = PluralRules.samples(of: form, language: language)
            return samples.isEmpty ? "\(form): never selected for a whole number" : "\(form): " + samples.map(String.init).joined(separator: ", ") + "…"
        }
        return "empty plural form\(empty.count == 1 ? "" : "s") \(empty.joined(separator: ", ")) (\(language) selects \(counts.joined(separator: "; "))): "
            + "nothing shows for those counts (other: \"\(forms["other"] ?? "")\")"
    }

    /// Whether every empty form of a plural is one the language never selects for a whole number.
    static func emptyFormsNeverShow(_ value: CatalogValue, language: String) -> Bool {
        guard case let .plural(forms) = value, PluralRules.knows(language) else { return false }
        return forms.filter { $0.value.isEmpty }.keys.allSatisfy { PluralRules.samples(of: $0, language: language, limit: 1).isEmpty }
    }
}
