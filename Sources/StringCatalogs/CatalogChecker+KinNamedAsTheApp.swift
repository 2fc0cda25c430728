/// The app's name where the source names a kin: Wikipedia's Chinese "关于维基百科" (About
/// Wikipedia) for "About Wikidata", Hebrew "…על־ידי קרן ויקיפדיה" (the Wikipedia Foundation)
/// for "…by the Wikimedia Foundation" — the name a translator writes most, put where a sibling
/// project's belongs. The kin is a word of the source beginning like the app's name
/// (``appName(_:)``) and another ("Wikidata", "Wikimedia"), named in four source texts at least
/// that do not name the app. A translation of one of them is a finding where it holds the
/// language's spelling of the app's name (a word holding all the runs of it the kin's spelling
/// lacks, ``nameSpelling(_:)``) and not the kin's, which nine in ten of the language's other
/// translations of the kin's texts (three at least, addresses left out) hold.
extension CatalogChecker {
    /// The fewest source texts naming a kin (and not the app) for its translations to be judged.
    static let fewestKinTexts = 4

    /// One `placeholderMismatch` per translation writing the app's name where its source names
    /// a kin (see the extension's comment).
    func kinNamedAsTheApp(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage], let name = Self.appName(source) else { return [] }
        let (lowercased, start) = (name.lowercased(), String(name.lowercased().prefix(4)))
        // The kins: words beginning like the name (six letters at least), by how many source texts hold them.
        var kinTexts: [String: Int] = [:]
        for original in source.values where original.translatable {
            for word in Set(original.value.texts.flatMap(Self.lowercasedWords)) where word.count >= 6 && word.hasPrefix(start) && !word.hasPrefix(lowercased) {
                kinTexts[word, default: 0] += 1
            }
        }
        let kins = kinTexts.filter { $0.value >= Self.fewestKinTexts }.keys.sorted()
        guard !kins.isEmpty else { return [] }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        let appTranslations = Self.translationsNaming(name, source, tables: tables, fewest: Self.fewestKinNameTexts + 1)
        // Per language: its spelling of the app's name (read when asked).
        var appSpellings: [String: Set<String>?] = [:]
        func appSpelling(_ language: String) -> Set<String>? {
            if let known = appSpellings[language] { return known }
            let translations = appTranslations[language] ?? []
            let cores = translations.count > Self.fewestKinNameTexts ? Self.nameSpelling(translations.map { Self.kinNameWords($0.translation.text) })?.cores : nil
            appSpellings[language] = cores
            return cores
        }
        var findings: [CatalogFinding] = []
        for kin in kins {
            for (language, translations) in Self.translationsNaming(kin, source, tables: tables, fewest: Self.fewestKinTexts).sorted(by: { $0.key < $1.key })
                where translations.count >= Self.fewestKinTexts {
                guard let appCores = appSpelling(language) else { continue }
                // (Not addresses: a translated link to the kin's site holds its domain, "foundation.wikimedia.org/…/he".)
                let words = translations.map { $0.translation.text.containsUTF8("://") ? [] : Self.kinNameWords($0.translation.text) }
                for (index, (key, translation)) in translations.enumerated() {
                    // The app's spelling here: a word holding every run of it.
                    guard let written = words[index].first(where: { appCores.isSubset(of: Self.nameGrams($0)) }) else { continue }
                    // The kin's spelling in the language's other translations of its texts, all of them holding it.
                    var others = words
                    others.remove(at: index)
                    others.removeAll(where: \.isEmpty)
                    guard others.count >= Self.fewestKinTexts - 1, let kinSpelling = Self.nameSpelling(others) else { continue }
                    let telling = kinSpelling.cores.subtracting(appCores)
                    guard !telling.isEmpty, !words[index].contains(where: { !telling.isDisjoint(with: Self.nameGrams($0)) }) else { continue }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                        detail: "\"\(translation.text)\" writes \"\(written)\", \(language)'s spelling of \(name), where the source names \(kin.capitalized) and "
                            + "\(language)'s other \(others.count) translations naming it write \"\(kinSpelling.model)\": the app's name in a sibling project's place",
                        location: translation.string.location.description, appleKey: translation.string.key))
                }
            }
        }
        return findings
    }
}
