/// Plural forms that trade places between the platforms: one language's translation of a
/// key both platforms share gives two categories each other's text on one of them (Element X's
/// Russian "replies": `one` "%1$d ответ", `many` "%1$d ответов" on Android, the two
/// swapped on Apple, so 1 reply reads "1 ответов"). The platforms' translations of a shared
/// key come from one translation: two forms exchanged are an editing slip on one side.
extension CatalogChecker {
    /// One `placeholderMismatch` per language and key whose plural forms are exchanged
    /// between the platforms, naming both platforms' forms.
    func pluralFormsSwappedAcross(_ androidStrings: [String: [String: CatalogString]],
                                  _ appleStrings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let androidSource = androidStrings[android.sourceLanguage] ?? [:], appleSource = appleStrings[apple.sourceLanguage] ?? [:]
        let plurals = androidSource.keys.filter { key in
            guard case .plural = androidSource[key]!.value, case .plural? = appleSource[key]?.value else { return false }
            return true
        }.sorted()
        guard !plurals.isEmpty else { return [] }
        var findings: [CatalogFinding] = []
        for (language, translated) in androidStrings.sorted(by: { $0.key < $1.key }) where language != android.sourceLanguage {
            guard let appleTranslated = appleCounterpart(of: language, in: appleStrings) else { continue }
            for key in plurals {
                guard let string = translated[key], let appleString = appleTranslated[key],
                      case let .plural(forms) = string.value, case let .plural(appleForms) = appleString.value,
                      let (one, other) = Self.exchangedForms(forms, appleForms) else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: nil,
                    detail: "the platforms give the \(one) and \(other) forms each other's text: android \(one) \"\(forms[one]!)\", \(other) \"\(forms[other]!)\"; "
                        + "apple \(one) \"\(appleForms[one]!)\", \(other) \"\(appleForms[other]!)\" (apple: \(appleString.location)); "
                        + "one of them shows the wrong form for those counts",
                    location: string.location.description, appleKey: appleString.key))
            }
        }
        return findings
    }

    /// Two categories whose texts one platform has in the other's places (placeholders and
    /// numbers masked: `%1$d` and `%d` are one argument), the two texts differing.
    static func exchangedForms(_ forms: [String: String], _ otherForms: [String: String]) -> (String, String)? {
        let categories = PluralRules.order.filter { forms[$0] != nil && otherForms[$0] != nil }
        let masked = forms.mapValues(TextShapeCheck.numbersMasked), otherMasked = otherForms.mapValues(TextShapeCheck.numbersMasked)
        for (index, one) in categories.enumerated() {
            for other in categories.dropFirst(index + 1) where masked[one] != masked[other]
                && masked[one] == otherMasked[other] && masked[other] == otherMasked[one] {
                return (one, other)
            }
        }
        return nil
    }
}
