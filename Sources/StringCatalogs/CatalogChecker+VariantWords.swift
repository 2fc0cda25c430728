/// A word of a language's other variant: Home Assistant's Brazilian "Manter ecrã ligado" for
/// "Keep screen on", "ecrã" the European word for the screen that its other 39 texts call
/// "tela". Portugal and Brazil name a user interface's things apart ("ficheiro", "arquivo";
/// "utilizador", "usuário"; "partilhar", "compartilhar"), and a catalog keeps to one side of
/// each pair, whatever its tag says (some apps' `values-pt` is European). A text holding a
/// word of one side that the language writes in no other text, where three of its texts at
/// least write the other side's, has a word of the other variant; not of the variant its
/// tag names (a `pt-PT` catalog writing "registro" five times and "registo" once is right
/// there). ("Definições" is Brazilian's "definitions" too: no pair.)
extension CatalogChecker {
    /// Pairs of words Portugal and Brazil write for one thing: European, Brazilian. ("Arquivo"
    /// only as Brazilian's: Portugal writes it for an archive.)
    static let portugueseVariantWords: [(european: Set<String>, brazilian: Set<String>)] = [
        (["ecrã", "ecrãs"], ["tela", "telas"]),
        (["ficheiro", "ficheiros"], ["arquivo", "arquivos"]),
        (["utilizador", "utilizadores", "utilizadora"], ["usuário", "usuários", "usuária"]),
        (["telemóvel", "telemóveis"], ["celular", "celulares"]),
        (["partilhar", "partilhado", "partilhados", "partilhada", "partilhadas", "partilha", "partilhas", "partilhou"],
         ["compartilhar", "compartilhado", "compartilhados", "compartilhada", "compartilhadas", "compartilhamento", "compartilhamentos", "compartilhou"]),
        (["aceder"], ["acessar"]),
        (["contacto", "contactos"], ["contato", "contatos"]),
        (["registo", "registos", "registar", "registado", "registada"], ["registro", "registros", "registrar", "registrado", "registrada"]),
        (["equipa", "equipas"], ["equipe", "equipes"]),
        (["aplicação", "aplicações"], ["aplicativo", "aplicativos"]),
        // (Bitwarden's European "Baixar arquivo" for "Download file", Brazil's, where it writes "Transferir ficheiro".)
        (["transferir", "transferido", "transferidos", "transferida", "transferidas"], ["baixar", "baixado", "baixados", "baixada", "baixadas"]),
    ]

    /// Words of a side a text may hold by right where its source says one of these: Brazilian
    /// "aplicação" for "application" (ownCloud's "Bloquear aplicação" for "Lock application"),
    /// where it writes "aplicativo" for "app"; Brazilian "transferir" for "transfer".
    static let variantWordsForTheSourcesWord: [String: Set<String>] = {
        let transfer: Set<String> = ["transfer", "transfers", "transferred", "transferring"]
        return ["aplicação": ["application"], "aplicações": ["applications"]]
            .merging(["transferir", "transferido", "transferidos", "transferida", "transferidas"].map { ($0, transfer) }) { one, _ in one }
    }()

    /// The fewest texts of a language writing one side of a pair for the other side's word
    /// to stand out.
    static let fewestVariantWordTexts = 3

    /// One `untranslated` per Portuguese text holding a word of the variant its language does
    /// not write (see the extension's comment).
    func textsInTheOtherVariantsWords(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var findings: [CatalogFinding] = []
        for language in strings.keys.sorted() where LanguageFallback.base(language) == "pt" && !Self.areClose(language, catalog.sourceLanguage) {
            let translated = strings[language]!
            // (The variant a tag names writes its own side's words by right, however few: ownCloud's `pt-PT` "registo".)
            let region = language.split(separator: "-").dropFirst().first { $0.count == 2 && $0.uppercased() == $0 }
            let variant = region == "PT" ? "European" : region == "BR" ? "Brazilian" : nil
            // Each translated text's words of either side, by key.
            var held: [(key: String, string: CatalogString, text: String, words: Set<String>)] = []
            for (key, string) in translated.sorted(by: { $0.key < $1.key }) {
                guard case let .text(text) = string.value, let original = source[key], original.translatable, original.value != string.value else { continue }
                let words = Set(Self.lowercasedWords(text))
                if Self.portugueseVariantWords.contains(where: { !$0.european.isDisjoint(with: words) || !$0.brazilian.isDisjoint(with: words) }) {
                    held.append((key, string, text, words))
                }
            }
            var reported: Set<String> = []
            for (european, brazilian) in Self.portugueseVariantWords {
                let (europeanTexts, brazilianTexts) = (held.filter { !$0.words.isDisjoint(with: european) }, held.filter { !$0.words.isDisjoint(with: brazilian) })
                for (lone, usual, side) in [(europeanTexts, brazilianTexts, "European"), (brazilianTexts, europeanTexts, "Brazilian")]
                    where lone.count == 1 && usual.count >= Self.fewestVariantWordTexts && side != variant {
                    let text = lone[0], words = side == "European" ? european : brazilian, others = side == "European" ? brazilian : european
                    guard reported.insert(text.key).inserted else { continue }
                    let word = text.words.intersection(words).sorted().first!
                    if let said = Self.variantWordsForTheSourcesWord[word], let original = source[text.key],
                       !said.isDisjoint(with: original.value.texts.flatMap(Self.lowercasedWords)) { continue }
                    let theirs = usual.flatMap { $0.words.intersection(others) }
                    let commonest = Dictionary(theirs.map { ($0, 1) }, uniquingKeysWith: +).max { ($0.value, $1.key) < ($1.value, $0.key) }!.key
                    findings.append(CatalogFinding(
                        kind: .untranslated, key: text.key, language: language, platform: catalog.platform,
                        detail: "\"\(word)\" is \(side) Portuguese, where \(language) writes \"\(commonest)\" in \(usual.count) of its texts and \"\(word)\" in no other: "
                            + "a word of the other variant (\"\(text.text)\")",
                        location: text.string.location.description, appleKey: text.string.key))
                }
            }
        }
        return findings
    }
}
