import Foundation

extension CatalogChecker {
    /// A language's keys the source does not read as they are: a `<string>` declared where the
    /// source has `<plurals>`, an untranslatable identifier given another value, and keys the
    /// source lacks (`extraKey`). `parents`: the language's parent languages' strings, whose
    /// keys are no extra keys; `partial`: languages localized in a file or two;
    /// `untranslatableDefinitions`: how many languages define each key the source marks
    /// untranslatable.
    func keysOutsideTheSource(_ catalog: PlatformCatalog, language: String, translated: [String: CatalogString],
                              source: [String: CatalogString], parents: [[String: CatalogString]], partial: Set<String>,
                              untranslatableDefinitions: [String: Int]) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        func add(_ kind: CatalogFinding.Kind, _ key: String, _ detail: String, _ string: CatalogString) {
            findings.append(CatalogFinding(kind: kind, key: key, language: language, platform: catalog.platform, detail: detail,
                                           location: string.location.description, appleKey: string.key))
        }
        let isApple = catalog.platform == .apple
        // A `<string>` where the source has `<plurals>` (kept as `@string/x`) is the source
        // key's missing translation, reported as such (a partial language's gaps are not
        // listed: then it is said here), not also an extra key.
        for (key, string) in translated {
            guard let plain = Self.untypedKey(key), let original = source[plain], original.translatable,
                  translated[plain] == nil, partial.contains(language) else { continue }
            add(.missingTranslation, plain, "declared here as another resource type than the source's (\(key)): never read; "
                + "falls back to \(catalog.sourceLanguage): \"\(original.value.displayText)\"", string)
        }
        // An identifier the source marks untranslatable (one word: "AnonymousAccountType", a
        // host), or any text so marked that one or two languages define, given another value
        // here: Android uses it in this language (Lint's Untranslatable error). A label marked
        // so that translators of many languages translated anyway (Wikipedia's "Preferences
        // (Alpha)", in 133) is the project's choice.
        for (key, string) in translated.sorted(by: { $0.key < $1.key }) where !isApple {
            guard let original = source[key], !original.translatable, string.value != original.value, !string.value.hasEmptyText,
                  case let .text(constant) = original.value, CatalogNoise.hasLetters(constant),
                  !constant.contains(where: \.isWhitespace) || untranslatableDefinitions[key, default: 0] <= 2 else { continue }
            add(.conflictingDefinition, key, "translatable=\"false\" in the source, yet defined here as \"\(string.value.displayText)\": "
                + "Android uses this value in \(language), not the source's \"\(original.value.displayText)\" (Lint's Untranslatable)", string)
        }
        for (key, string) in translated where source[key] == nil && !parents.contains(where: { $0[key] != nil })
            && Self.untypedKey(key).map({ source[$0] == nil }) ?? true
            && (!isApple || (catalog.sourceUnits.contains(string.unit) && !catalog.interfaceUnits.contains(string.unit))) {
            add(.extraKey, key, "not in the source language \(catalog.sourceLanguage)", string)
        }
        return findings
    }
}

extension CatalogChecker {
    /// How many name comparisons the search for a renamed string may make in one catalog.
    static let referenceComparisons = 200_000

    /// One `placeholderMismatch` per source reference (`@string/x`, in a text or an array's
    /// item) to a string no module defines whose name is one or two letters from a string
    /// that is defined: Home Assistant's `@string/screen_orientation_option_label_landscape` in
    /// arrays.xml after the string was renamed `…_landscap`. aapt2's link step fails. A
    /// reference to a library's string (`@string/common_signin_button_text`) names none close.
    func danglingSourceReferences(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard catalog.platform == .android, let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        var names: [Character: [[Character]]]?
        // Comparisons of names left (a hostile file of 20,000 references to 20,000 near names
        // would otherwise compare every pair): a real project's few are done in hundreds.
        var comparisons = Self.referenceComparisons
        for (key, string) in source.sorted(by: { $0.key < $1.key }) where comparisons > 0 {
            for text in string.value.texts {
                guard let name = CatalogNoise.referencedString(text), source[name] == nil, let first = name.first, name.count <= 200 else { continue }
                if names == nil { names = Dictionary(grouping: source.keys.map(Array.init), by: { $0.first ?? " " }) }
                let letters = Array(name)
                guard let near = names?[first]?.first(where: { candidate in
                    guard abs(candidate.count - letters.count) <= 2, comparisons > 0 else { return false }
                    comparisons -= 1
                    return EditDistance.between(letters, candidate, atMost: 2) <= 2
                }) else { continue }
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: catalog.sourceLanguage, platform: catalog.platform,
                                               detail: "refers to \(text), which the project does not define (it defines \(String(near))): aapt2's link step fails",
                                               location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
}
