/// A close neighbour's sentence in a language's file, told by the neighbour's everyday words
/// where the catalog may not hold the neighbour at all: Home Assistant's Czech "Ak je
/// povolené, displej sa uzamkne na ovládací panel. Na ukončenie použite Face ID, Touch ID
/// alebo prístupový kód zariadenia.", Slovak, in an app that ships no Slovak to compare with
/// (``textsInACloseLanguage(_:_:)`` needs the neighbour's own translation of the key). Czech
/// and Slovak share most words; their function words and commonest verbs differ ("sa", "se";
/// "alebo", "nebo"; "ak", "pokud"; "naozaj", "opravdu"; a user interface's verbs, "zobraziť",
/// "zobrazit": each listed written by the other in none of the seven apps' texts): a sentence
/// (four words at least) holding three of the neighbour's that the language writes in none of
/// its other texts (two hundred at least), and none of its own list, is the neighbour's.
extension CatalogChecker {
    /// Per language, its neighbour, the neighbour's everyday words it never writes, and its own
    /// for the same things.
    static let neighbourWords: [String: (neighbour: String, theirs: Set<String>, own: Set<String>)] = {
        let czech: Set<String> = ["se", "nebo", "pokud", "jsou", "jste", "můžete", "který", "která", "které", "zařízení", "pro", "není", "jen",
                                  "také", "byl", "byla", "bylo", "použijte", "nastavení", "ještě", "když", "opravdu", "akci", "provést", "všechny",
                                  "nyní", "může", "nemůžete", "soubor", "soubory", "zadejte", "vybrat", "zobrazit", "nastavit", "povolit", "zpráva",
                                  "co", "jak", "tato", "být", "budou", "nelze", "další", "přidat", "odstranit", "smazat", "uložit", "zrušit"]
        let slovak: Set<String> = ["sa", "alebo", "ak", "sú", "ste", "môžete", "ktorý", "ktorá", "ktoré", "zariadenie", "zariadenia", "pre", "nie",
                                   "iba", "tiež", "bol", "bola", "bolo", "použite", "nastavenia", "ešte", "keď", "naozaj", "akciu", "vykonať",
                                   "všetky", "teraz", "môže", "nemôžete", "súbor", "súbory", "zadajte", "vybrať", "zobraziť", "nastaviť", "povoliť",
                                   "čo", "ako", "táto", "byť", "budú", "nemožno", "ďalšie", "pridať", "odstrániť", "vymazať", "uložiť", "zrušiť"]
        return ["cs": ("sk", slovak, czech), "sk": ("cs", czech, slovak)]
    }()

    /// The fewest of the neighbour's words a sentence must hold.
    static let fewestNeighbourWords = 3

    /// One `untranslated` per sentence holding three of its neighbour's everyday words (see the
    /// extension's comment).
    func textsInANeighboursWords(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.sorted() where !Self.areClose(language, catalog.sourceLanguage) {
            guard let (neighbour, theirs, own) = Self.neighbourWords[LanguageFallback.base(language)], let translated = strings[language] else { continue }
            let textCount = Self.textCount(translated)
            guard textCount >= Self.fewestTextsForLetters else { continue }
            // (The language's word counts read only once a text holds enough of the neighbour's words.)
            var counts: [String: Int]?
            for (key, string) in translated.sorted(by: { $0.key < $1.key }) {
                guard case let .text(text) = string.value, let original = source[key], original.translatable, original.value != string.value else { continue }
                let words = Self.lowercasedWords(text)
                guard words.count >= 4, !words.contains(where: own.contains) else { continue }
                let candidates = Set(words.filter(theirs.contains))
                guard candidates.count >= Self.fewestNeighbourWords else { continue }
                if counts == nil { counts = textWords(of: language, catalog, strings) }
                let telling = candidates.filter { counts![$0, default: 0] <= 1 }.sorted()
                guard telling.count >= Self.fewestNeighbourWords else { continue }
                findings.append(CatalogFinding(
                    kind: .untranslated, key: key, language: language, platform: catalog.platform,
                    detail: "written in \(neighbour), not \(language)? \"\(text)\" holds \(telling.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")), "
                        + "\(neighbour)'s everyday words, which \(language) writes in none of its other \(textCount - 1) texts, and none of \(language)'s own for them",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }
}
