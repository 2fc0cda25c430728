import Foundation

/// The app's name, kept as written by a language that writes it so elsewhere: one text that
/// transliterates it (a Russian "Битварден" where Russian keeps "Bitwarden" in its other
/// texts and the other languages keep it in this one) is a slip, not the language's way.
/// Languages that transliterate the name do so throughout, and are left alone; a text that
/// leaves the name out ("Služba automatického vyplňování" for "Bitwarden Autofill Service")
/// is the translator's phrasing.
extension CatalogChecker {
    /// How many of a language's texts naming the app (in the source) a habit needs.
    static let brandHabitQuorum = 5

    /// One `placeholderMismatch` per translation that writes the app's name (``brandWords(_:)``)
    /// in another script or spelling, where three in four of the key's translations (ten at
    /// least) and of the language's own translations of texts naming it keep it as written.
    func lostAppName(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The word of the app's name most source texts hold ("Bitwarden", not the "Beta" of "Bitwarden Beta").
        let named = { (word: String) in source.values.count { $0.translatable && $0.value.displayText.containsUTF8(word) } }
        guard let name = Self.brandWords(source).map({ ($0, named($0)) }).max(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 > $1.0 })?.0 else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        let naming = source.sorted(by: { $0.key < $1.key }).compactMap { key, original -> (key: String, original: CatalogString, name: String)? in
            guard original.translatable, case let .text(text) = original.value, text.containsUTF8(name) else { return nil }
            return (key, original, name)
        }
        guard naming.count >= Self.brandHabitQuorum else { return [] }
        let translations = naming.map { entry in
            (entry, Self.textTranslations(of: entry.key, entry.original, in: strings, languages: languages)
                .map { (translation: $0, keeps: $0.text.lowercased().contains(entry.name.lowercased())) })
        }
        // Each language's texts naming the app, and how many keep the name.
        var habit: [String: (keeping: Int, texts: Int)] = [:]
        for (_, texts) in translations {
            for text in texts {
                let (keeping, count) = habit[text.translation.language] ?? (0, 0)
                habit[text.translation.language] = (keeping + (text.keeps ? 1 : 0), count + 1)
            }
        }
        var findings: [CatalogFinding] = []
        for (entry, texts) in translations where texts.count >= 10 {
            let keeping = texts.count(where: \.keeps)
            guard keeping * 4 >= texts.count * 3 else { continue }
            for text in texts where !text.keeps {
                let language = text.translation.language
                guard let (kept, count) = habit[language], count >= Self.brandHabitQuorum, kept * 4 >= count * 3,
                      let written = Self.transliteration(of: entry.name, in: text.translation.text) else { continue }
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: entry.key, language: language, platform: catalog.platform,
                                               detail: "the app's name \"\(entry.name)\" is written \"\(written)\" here, where \(language) writes it as is in \(kept) of its \(count) "
                                                   + "texts that name it and \(keeping) of the \(texts.count) translations of this one do "
                                                   + "(source \"\(entry.original.value.displayText)\", here \"\(text.translation.text)\")",
                                               location: text.translation.string.location.description, appleKey: text.translation.string.key))
            }
        }
        return findings
    }

    /// The word of `text` that is `name` in another script or spelling ("Битварден",
    /// "बिटवार्डन" for "Bitwarden"): read in Latin letters without marks, lowercased, at most a
    /// third of its letters (two at least) from the name's.
    static func transliteration(of name: String, in text: String) -> String? {
        let target = Array(name.lowercased())
        let allowed = max(2, target.count / 3)
        for word in CatalogNoise.prose(text).split(whereSeparator: { !$0.isLetter }) where word.count <= 60 {
            guard let latin = String(word).applyingTransform(.toLatin, reverse: false)?.applyingTransform(.stripDiacritics, reverse: false) else { continue }
            let letters = Array(latin.lowercased().filter(\.isLetter))
            if letters.count <= 60, EditDistance.between(target, letters, atMost: allowed) <= allowed { return String(word) }
        }
        return nil
    }
}
