/// A plural form cut off where its sibling goes on: Nextcloud's German "In %1$d Minuten und
/// %2$d Sekunden erneut versuchen, da zu vi" beside the `one` form's "…, da zu viele
/// Fehlversuche erfolgt sind". The source's forms are one sentence (their word counts one
/// apart at most); the cut form's words are its sibling's first words (each the same word or
/// sharing its first three letters, an inflection: "Minute" / "Minuten"), and it ends inside
/// the sibling's word there, or the sibling goes on three words or more.
extension PluralCheck {
    /// `(form, detail)` for the first form of `translation` (in CLDR order) cut off where a
    /// sibling goes on, or `nil`.
    static func cutForm(source: CatalogValue, translation: CatalogValue) -> (form: String, detail: String)? {
        guard case let .plural(sourceForms) = source, case let .plural(forms) = translation, forms.count >= 2 else { return nil }
        let sourceCounts = sourceForms.values.map { CatalogChecker.lowercasedWords($0).count }
        guard let fewest = sourceCounts.min(), let most = sourceCounts.max(), most - fewest <= 1 else { return nil }
        let words = forms.mapValues(CatalogChecker.lowercasedWords)
        for form in PluralRules.order where forms[form] != nil {
            let cut = words[form]!
            guard cut.count >= 3, cut.count <= 200 else { continue }
            for sibling in PluralRules.order where sibling != form {
                guard let whole = words[sibling], whole.count > cut.count, whole.count <= 200 else { continue }
                let alike = zip(cut.dropLast(), whole).allSatisfy { $0 == $1 || ($0.count >= 3 && $0.prefix(3) == $1.prefix(3)) }
                let last = cut[cut.count - 1], there = whole[cut.count - 1]
                let endsInsideAWord = last.count < there.count && there.hasPrefix(last) && whole.count - cut.count >= 2
                let stopsShort = last == there && whole.count - cut.count >= 3
                if alike, endsInsideAWord || stopsShort {
                    return (form, "\(form) form ends where the \(sibling) form goes on: cut off? (\(form) \"\(forms[form]!)\", \(sibling) \"\(forms[sibling]!)\")")
                }
            }
        }
        return nil
    }
}
