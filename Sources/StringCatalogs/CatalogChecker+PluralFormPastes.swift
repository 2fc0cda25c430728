/// Another key's text pasted into one plural form: Wikipedia's Dutch
/// `view_continue_reading_card_subtitle` with `one` "vandaag", the text of `…_today`, where
/// the source's `one` says "yesterday": a page read yesterday shows "today". The sibling
/// checks compare whole texts; a plural form is a text of its own. A form reading as another
/// key's text is a finding where the two sources share no word of weight ("yesterday",
/// "today"; not "Edit", "Edits", which many languages write alike by right), the form holds
/// the language's word for the other source's word and none for its own (``LanguageWords``),
/// and five times as many languages tell the two apart as write them alike (five at least).
extension CatalogChecker {
    /// The most plurals of a platform compared (by key): a hostile catalog costs no more.
    static let mostPluralsComparedWithTexts = 2_000

    /// One `placeholderMismatch` per plural form holding another key's text of a different
    /// source (see the extension's comment).
    func pluralFormsPastedFromAnotherKey(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let plurals = source.keys.filter { source[$0]!.translatable && source[$0]!.value.isPlural }.sorted().prefix(Self.mostPluralsComparedWithTexts)
        guard !plurals.isEmpty else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        let keysByText = Dictionary(uniqueKeysWithValues: languages.map { ($0, self.keysByText(of: $0, catalog, strings)) })
        var words = languageWords(catalog, strings)
        var findings: [CatalogFinding] = []
        for key in plurals {
            guard case let .plural(sourceForms) = source[key]!.value else { continue }
            for language in languages {
                guard let string = strings[language]?[key], case let .plural(forms) = string.value else { continue }
                for (category, form) in forms.sorted(by: { $0.key < $1.key }) where CatalogNoise.hasLetters(form) {
                    guard let sourceForm = sourceForms[category] ?? sourceForms["other"], form != sourceForm else { continue }
                    // (A text more keys write is a common phrase: "OK".)
                    let writers = keysByText[language]![form] ?? []
                    guard writers.count <= Self.mostKeysSharingAText else { continue }
                    for other in writers where other != key {
                        // (Sources of no word in common, "yesterday" and "today": not "Edit" and "Edits".)
                        guard case let .text(otherSource) = source[other]?.value else { continue }
                        let (ownWords, otherWords) = (Self.weighedStems(sourceForm), Self.weighedStems(otherSource))
                        guard !ownWords.isEmpty, !otherWords.isEmpty, ownWords.isDisjoint(with: otherWords) else { continue }
                        // (The language's word for the other source's word stands in the form, for none of this one's.)
                        let units = LanguageWords.units(form), translated = strings[language]!
                        let read = { (only: Set<String>) in words.standing(only, in: units, language: language, translated, except: [key, other]) }
                        let (ownSide, otherSide) = (read(Set(Self.lowercasedWords(sourceForm))), read(Set(Self.lowercasedWords(otherSource))))
                        guard let (word, stem) = otherSide.present.first, ownSide.present.isEmpty else { continue }
                        // The languages writing both: apart, or alike.
                        var apart = 0, alike = 0
                        for voter in languages where voter != language {
                            guard case let .plural(theirForms)? = strings[voter]?[key]?.value, let theirForm = theirForms[category],
                                  case let .text(theirText)? = strings[voter]?[other]?.value, theirForm != sourceForm, theirText != otherSource else { continue }
                            if theirForm == theirText { alike += 1 } else { apart += 1 }
                        }
                        guard apart >= Self.oppositeVoters * (alike + 1) else { continue }
                        findings.append(CatalogFinding(
                            kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                            detail: "the \(category) form \"\(form)\" is also \(other)'s text here, where the source has \"\(sourceForm)\" and \"\(otherSource)\": "
                                + "\(apart) other languages tell the two apart\(alike > 0 ? ", \(alike) write them alike" : ""), and it holds \"\(stem)…\", how \(language) "
                                + "writes \"\(word)\" (the other key's text pasted into this form)",
                            location: string.location.description, appleKey: string.key))
                        break
                    }
                }
            }
        }
        return findings
    }

    /// A text's words of weight (three letters or more, not ``slightWords``) by their first four
    /// letters: "article" and "articles" are one.
    static func weighedStems(_ text: String) -> Set<String> {
        Set(lowercasedWords(text).filter { $0.count >= 3 && !slightWords.contains($0) }.map { String($0.prefix(4)) })
    }
}
