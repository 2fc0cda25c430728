/// One key a language translates differently on its two platforms, where their sources say
/// the same and the language's two platforms write nineteen in twenty of the keys they share
/// alike (fifty at least): one side was edited alone (Element X's Chinese Android bullet
/// "You will lose any message history…" holding the bullet above's text, its Apple twin
/// right; or a translation updated on one platform only). Apps whose platforms are
/// translated apart never agree that often and are not asked. Nothing says which side is
/// wrong: a hint quoting both, only where no other check named the key in the language.
extension CatalogChecker {
    /// The fewest shared keys a language's platforms must both translate to be compared.
    static let fewestKeysComparedAcross = 50

    /// One `placeholderMismatch` per language and shared key its platforms translate apart
    /// (see the extension's comment).
    func translationsApartAcross(_ androidStrings: [String: [String: CatalogString]],
                                 _ appleStrings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let androidSource = androidStrings[android.sourceLanguage] ?? [:], appleSource = appleStrings[apple.sourceLanguage] ?? [:]
        let shared = androidSource.compactMap { key, original -> String? in
            guard original.translatable, let appleOriginal = appleSource[key], appleOriginal.translatable else { return nil }
            let text = KeyPairing.normalized(original.value)
            return !text.isEmpty && text == KeyPairing.normalized(appleOriginal.value) ? key : nil
        }.sorted()
        guard shared.count >= Self.fewestKeysComparedAcross else { return [] }
        var findings: [CatalogFinding] = []
        for language in androidStrings.keys.sorted() where language != android.sourceLanguage {
            guard let translated = androidStrings[language], let appleTranslated = appleCounterpart(of: language, in: appleStrings) else { continue }
            var compared = 0, apart: [(key: String, android: CatalogString, apple: CatalogString)] = []
            for key in shared {
                guard let string = translated[key], let appleString = appleTranslated[key],
                      string.value != androidSource[key]!.value, appleString.value != appleSource[key]!.value else { continue }
                // (The same text but for its placeholders' spelling is the same: most keys, read without normalizing.)
                if case let .text(mine) = string.value, case let .text(theirs) = appleString.value,
                   CatalogNoise.prose(mine, placeholder: UInt8(ascii: "%")) == CatalogNoise.prose(theirs, placeholder: UInt8(ascii: "%")) {
                    compared += CatalogNoise.hasLetters(mine) ? 1 : 0
                    continue
                }
                let (mine, theirs) = (KeyPairing.normalized(string.value), KeyPairing.normalized(appleString.value))
                guard !mine.isEmpty, !theirs.isEmpty else { continue }
                compared += 1
                if mine != theirs || Self.pluralCategoryApart(string.value, appleString.value) != nil { apart.append((key, string, appleString)) }
            }
            guard compared >= Self.fewestKeysComparedAcross, apart.count * 20 <= compared else { continue }
            for (key, string, appleString) in apart {
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: nil,
                    detail: "the platforms translate this key apart: android \(Self.apartText(string.value, appleString.value)), apple \(Self.apartText(appleString.value, string.value)) "
                        + "(apple: \(appleString.location)), where the sources agree and \(language) writes \(compared - apart.count) of the \(compared) "
                        + "keys both platforms translate alike: one side was edited alone (a stale translation, or a slip)",
                    location: string.location.description, severity: .hint, appleKey: appleString.key))
            }
        }
        return findings
    }

    /// The first category (by name) two plurals both have and write differently (Element X's
    /// Polish attachments: the `many` form "%1$d załączników…" on Android, "%1$d załącznik…" on
    /// Apple); a plural's first form alone says nothing of the others. Nil for texts.
    static func pluralCategoryApart(_ one: CatalogValue, _ other: CatalogValue) -> String? {
        guard case let .plural(mine) = one, case let .plural(theirs) = other else { return nil }
        return mine.keys.sorted().first { category in
            guard let a = mine[category], let b = theirs[category] else { return false }
            return KeyPairing.normalized(.text(a)) != KeyPairing.normalized(.text(b))
        }
    }

    /// A value as the hint quotes it: its text, or for two plurals apart the first category
    /// they write differently (``pluralCategoryApart(_:_:)``), named.
    static func apartText(_ value: CatalogValue, _ other: CatalogValue) -> String {
        guard case let .plural(forms) = value, let category = pluralCategoryApart(value, other) else { return "\"\(value.displayText)\"" }
        return "\(category) \"\(forms[category]!)\""
    }
}
