/// When a value identical to the source is untranslated, and when many missing keys are
/// one finding (see ``CatalogNoise`` for the rules on single texts).
extension CatalogChecker {
    /// The keys three in four languages (other than the source) translate, i.e. give a value
    /// other than the source text: for those, a value identical to the source is
    /// `untranslated`. Elsewhere identity is likely a choice ("OK", "Video", a brand). A
    /// language written in the source's script is compared with the languages written in it
    /// ("Wikipedia Beta" stays so in German and Polish while Russian transliterates it).
    struct WidelyTranslated: Sendable {
        var all: Set<String> = [], sameScript: Set<String> = []
        var sameScriptLanguages: Set<String> = []

        func contains(_ key: String, language: String) -> Bool {
            sameScriptLanguages.contains(language) ? sameScript.contains(key) : all.contains(key)
        }
    }

    static func widelyTranslated(_ strings: [String: [String: CatalogString]], sourceLanguage: String) -> WidelyTranslated {
        guard let source = strings[sourceLanguage] else { return WidelyTranslated() }
        // A regional overlay (a handful of keys over its language) is not a language voting here.
        let overlaid = Set(strings.keys.filter { language in
            LanguageFallback.parents(of: language).contains { strings[$0].map { strings[language]!.count * 2 < $0.count } == true }
        })
        let others = strings.filter { $0.key != sourceLanguage && LanguageFallback.base($0.key) != LanguageFallback.base(sourceLanguage) && !overlaid.contains($0.key) }
        guard !others.isEmpty else { return WidelyTranslated() }
        // Per language, on every core: which source keys it translates, and its script.
        let sourceStrings = Array(source), languages = Array(others.keys)
        let votes = languages.concurrentMap { language -> (translates: [Bool], latin: Bool) in
            let strings = others[language]!
            return (sourceStrings.map { key, original in strings[key].map { $0.value != original.value } ?? false }, Self.writtenInLatin(strings))
        }
        func widely(_ voters: [Int]) -> Set<String> {
            Set(sourceStrings.indices.filter { index in voters.count { votes[$0].translates[index] } * 4 > voters.count * 3 }.map { sourceStrings[$0].key })
        }
        let latin = languages.indices.filter { votes[$0].latin }
        let sourceIsLatin = Self.writtenInLatin(source)
        return WidelyTranslated(all: widely(Array(languages.indices)), sameScript: sourceIsLatin ? widely(latin) : [],
                                sameScriptLanguages: sourceIsLatin ? Set(latin.map { languages[$0] }) : [])
    }

    /// Whether most letters of (up to 200 of) a language's texts are Latin: the first 200 keys
    /// in sorted order, the same on every run (a dictionary's own order changes per process: a
    /// half-English language could vote Latin on one run and not the next).
    static func writtenInLatin(_ strings: [String: CatalogString]) -> Bool {
        var latin = 0, other = 0
        for key in strings.keys.smallest(200) {
            guard let string = strings[key] else { continue }
            for scalar in string.value.displayText.unicodeScalars where scalar.isAlphabeticQuickly {
                if scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value) { latin += 1 } else { other += 1 }
            }
        }
        return latin > other
    }

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
                                                + "(e.g. \(first.shownKey): \(first.detail))", location: first.location))
        }
        guard !dropped.isEmpty else { return }
        findings = findings.enumerated().filter { !dropped.contains($0.offset) }.map(\.element) + summaries
    }

    /// The words of the app's name (Android's `app_name`, Apple's `CFBundleDisplayName` /
    /// `CFBundleName`): "Wikipedia", "Mastodon".
    static func brandWords(_ source: [String: CatalogString]) -> Set<String> {
        // `@string/app_name_prod`: the name it refers to.
        let resolve = { (text: String) in text.hasPrefix("@string/") ? source[String(text.dropFirst(8))]?.value.displayText ?? "" : text }
        let names = ["app_name", "CFBundleDisplayName", "CFBundleName"].compactMap { source[$0].map { resolve($0.value.displayText) } }
        return Set(names.flatMap { $0.split(whereSeparator: { !$0.isLetter }).map(String.init) }.filter { $0.count > 2 })
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
