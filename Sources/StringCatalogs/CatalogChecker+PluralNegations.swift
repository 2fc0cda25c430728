import Foundation

/// A negation lost in one plural form: Wikipedia's Spanish `one` "Este artículo estará
/// disponible sin conexión" beside `other` "Estos artículos ya no estarán disponibles sin
/// conexión", of "This article will no longer be available offline": one article removed
/// from offline reading is said to stay available. The count of negation words alone cannot
/// tell ("sin", without, is one), but the forms of one plural say one thing and negate
/// alike, where the source's forms do: a form holding fewer of the language's words for
/// "not" than its sibling forms did lose one, where the other translations' forms agree
/// (nine in ten, five at least).
extension CatalogChecker {
    /// One `placeholderMismatch` hint per plural form holding fewer negation words than the
    /// translation's other forms (see the extension's comment).
    func negationsLostInAPluralForm(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) && NegationWords.of($0) != nil })
        var findings: [CatalogFinding] = []
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            // (Sources whose forms all negate, and as often.)
            guard case let .plural(sourceForms) = original.value, sourceForms.count >= 2 else { continue }
            let sourceCounts = Set(sourceForms.values.map { NegationWords.count(english: $0, noLonger: true) })
            guard sourceCounts.count == 1, sourceCounts.first! > 0 else { continue }
            // Per translation with two forms at least, each written and none the source's: each form's negation words.
            let sourceTexts = Set(sourceForms.values)
            let counted = tables.compactMap { language, strings -> (language: String, string: CatalogString, counts: [String: Int])? in
                guard let string = strings[key], string.value != original.value, case let .plural(forms) = string.value, forms.count >= 2,
                      forms.values.allSatisfy({ !$0.isEmpty && !sourceTexts.contains($0) }), let negation = NegationWords.of(language) else { return nil }
                return (language, string, forms.mapValues { negation.count($0) })
            }
            let apart = counted.filter { Set($0.counts.values).count > 1 }
            let alike = counted.count - apart.count
            guard !apart.isEmpty, alike >= Self.fewestNegationVoters, alike >= 9 * apart.count else { continue }
            for (language, string, counts) in apart.sorted(by: { $0.language < $1.language }) {
                let most = counts.values.max()!
                guard case let .plural(forms) = string.value,
                      let (category, fewer) = counts.filter({ $0.value < most }).sorted(by: { $0.key < $1.key }).first,
                      let sibling = counts.first(where: { $0.value == most }) else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                    detail: "the \(category) form's negation is lost: it holds \(fewer) of \(language)'s words for \"not\", its \(sibling.key) form \(most), "
                        + "where the source's forms negate alike and so do the \(alike) other translations' (here \"\(forms[category]!)\", "
                        + "\(sibling.key) \"\(forms[sibling.key]!)\")",
                    location: string.location.description, severity: .hint, appleKey: string.key))
            }
        }
        return findings
    }
}
