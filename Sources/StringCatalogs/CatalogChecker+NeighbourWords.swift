/// A close neighbour's sentence in a language's file, told by the neighbour's everyday words
/// where the catalog may not hold the neighbour at all: Home Assistant's Czech "Ak je
/// povolené, displej sa uzamkne na ovládací panel. Na ukončenie použite Face ID, Touch ID
/// alebo prístupový kód zariadenia.", Slovak, in an app that ships no Slovak to compare with
/// (``textsInACloseLanguage(_:_:)`` needs the neighbour's own translation of the key). Czech
/// and Slovak share most words; their function words and commonest verbs differ ("sa", "se";
/// "alebo", "nebo"; "ak", "pokud"; "naozaj", "opravdu"; a user interface's verbs, "zobraziť",
/// "zobrazit": each listed written by the other in none of the seven apps' texts): a sentence
/// (four words at least) holding three of the neighbour's (fewer for other pairs:
/// ``neighbourWords``) that the language writes in none of its other texts (two hundred at
/// least), and none of its own list, is the neighbour's.
extension CatalogChecker {
    /// Per language, its neighbour, the neighbour's everyday words it never writes, its own for
    /// the same things, and how many of the neighbour's a sentence must hold: three of Czech's
    /// or Slovak's, two of Spanish's in Galician (ownCloud's "Ya no se pedirá el patrón" for "The
    /// pattern will no longer be requested": "ya", "el", where Galician writes "xa", "o"), one
    /// of Serbian's in Croatian (Wikipedia's "Sadržaj se ne može učitati kada ste oflajn.",
    /// Croatian "izvanmrežno"; "…iz istorije", Croatian "povijesti"; "Tekst ne sme…", "smije":
    /// Serbian's ekavian speech and its own words, which Croatian never writes).
    static let neighbourWords: [String: (neighbour: String, theirs: Set<String>, own: Set<String>, fewest: Int)] = {
        let czech: Set<String> = ["se", "nebo", "pokud", "jsou", "jste", "můžete", "který", "která", "které", "zařízení", "pro", "není", "jen",
                                  "také", "byl", "byla", "bylo", "použijte", "nastavení", "ještě", "když", "opravdu", "akci", "provést", "všechny",
                                  "nyní", "může", "nemůžete", "soubor", "soubory", "zadejte", "vybrat", "zobrazit", "nastavit", "povolit", "zpráva",
                                  "co", "jak", "tato", "být", "budou", "nelze", "další", "přidat", "odstranit", "smazat", "uložit", "zrušit",
                                  "alespoň", "obsahovat", "hlavní"]
        let slovak: Set<String> = ["sa", "alebo", "ak", "sú", "ste", "môžete", "ktorý", "ktorá", "ktoré", "zariadenie", "zariadenia", "pre", "nie",
                                   "iba", "tiež", "bol", "bola", "bolo", "použite", "nastavenia", "ešte", "keď", "naozaj", "akciu", "vykonať",
                                   "všetky", "teraz", "môže", "nemôžete", "súbor", "súbory", "zadajte", "vybrať", "zobraziť", "nastaviť", "povoliť",
                                   "čo", "ako", "táto", "byť", "budú", "nemožno", "ďalšie", "pridať", "odstrániť", "vymazať", "uložiť", "zrušiť",
                                   "aspoň", "obsahovať", "hlavné"]
        let spanish: Set<String> = ["ya", "el", "los", "las", "y", "una", "del", "al", "puede", "pueden", "está", "están", "usted", "hay", "archivo",
                                    "archivos", "carpeta", "contraseña", "añadir", "también", "ahora", "cuenta", "nuevo", "nueva", "mensaje", "cuando",
                                    "donde", "hacer", "siempre", "bien", "muy", "más", "mientras"]
        let galician: Set<String> = ["xa", "os", "unha", "do", "dos", "ao", "pode", "poden", "non", "hai", "arquivo", "arquivos", "cartafol",
                                     "contrasinal", "engadir", "tamén", "agora", "conta", "novo", "nova", "mensaxe", "cando", "onde", "facer",
                                     "sempre", "ben", "moi", "máis", "mentres"]
        let serbian: Set<String> = ["istorija", "istorije", "istoriju", "istoriji", "oflajn", "onlajn", "sme", "vreme", "uvek", "posle", "pre",
                                    "mesto", "podešavanja", "podešavanje", "fascikla", "fascikle", "fasciklu", "izaberite", "sačuvaj", "sačuvajte",
                                    "sačuvati", "hteli", "tačno", "lepo", "deo", "delu", "ceo", "bezbednost", "obaveštenja", "obaveštenje",
                                    "uspešno", "neuspešno", "promena", "promene", "promenite", "menjati", "videti", "nedelja", "hiljada"]
        let croatian: Set<String> = ["povijest", "povijesti", "smije", "vrijeme", "uvijek", "poslije", "prije", "mjesto", "postavke", "mapa",
                                     "mape", "mapu", "spremi", "spremite", "spremiti", "izvanmrežno", "točno", "lijepo", "dio", "dijela", "cijeli",
                                     "sigurnost", "obavijesti", "obavijest", "uspješno", "neuspješno", "promjena", "promjene", "mijenjati",
                                     "vidjeti", "tjedan", "tisuća", "odaberite"]
        return ["cs": ("sk", slovak, czech, 3), "sk": ("cs", czech, slovak, 3), "gl": ("es", spanish, galician, 2), "hr": ("sr", serbian, croatian, 1)]
    }()

    /// One `untranslated` per sentence holding three of its neighbour's everyday words (see the
    /// extension's comment).
    func textsInANeighboursWords(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.sorted() where !Self.areClose(language, catalog.sourceLanguage) {
            guard let (neighbour, theirs, own, fewest) = Self.neighbourWords[LanguageFallback.base(language)], let translated = strings[language] else { continue }
            let textCount = Self.textCount(translated)
            guard textCount >= Self.fewestTextsForLetters else { continue }
            // (The language's word counts read only once a text holds enough of the neighbour's words.)
            var counts: [String: Int]?
            // (A plural's forms each: Bitwarden's Slovak "Hlavní heslo musí obsahovat alespoň %d znaky.", Czech's "alespoň", at least.)
            for (key, string) in translated.sorted(by: { $0.key < $1.key }) {
                guard let original = source[key], original.translatable, original.value != string.value else { continue }
                let told = string.value.texts.lazy.compactMap { text -> (text: String, telling: [String])? in
                    let words = Self.lowercasedWords(text)
                    guard words.count >= 4, !words.contains(where: own.contains) else { return nil }
                    let candidates = Set(words.filter(theirs.contains))
                    guard candidates.count >= fewest else { return nil }
                    if counts == nil { counts = self.textWords(of: language, catalog, strings) }
                    let telling = candidates.filter { counts![$0, default: 0] <= 1 }.sorted()
                    return telling.count >= fewest ? (text, telling) : nil
                }.first
                guard let (text, telling) = told else { continue }
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
