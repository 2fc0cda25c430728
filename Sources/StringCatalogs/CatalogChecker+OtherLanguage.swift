/// Sentences pasted from another language's file: Home Assistant's Italian "Das Skript „%@“
/// konnte nicht ausgeführt werden…", German's translation word for word, shows Italian users
/// German.
///
/// Only sentences are judged (four words or more: Wikipedia's Dutch "Keine kürzlich besuchten
/// Artikel", German's), and only by the app's own words: a text
/// that is another language's translation of the same key, whose words (of three letters or
/// more, the source language's left aside: "Wikipedia", "License") appear nowhere else in
/// this language's translations, at least three of them and two in three, while half of
/// them at least appear elsewhere in the other language's (Element X's Ukrainian "Отметьте,
/// хотите ли вы скрыть…", Russian's sentence, whose "отметьте" Russian writes only there).
/// Short texts need more: two languages share "Per sempre" (Catalan, Italian) or
/// "Kreditna linija" (Bosnian, Serbian) by right, and a small corpus of an app's strings
/// cannot tell them apart; a Cyrillic text under four words is judged only where every word
/// is new to the language and it writes 1,500 different words. Addresses (`https://…` pointing to another language's help
/// page) are configuration.
extension CatalogChecker {
    /// Every word the source language's texts write, lowercased: a word of the source in a
    /// translation is a name or a term kept, not another language's.
    static func sourceVocabulary(_ source: [String: CatalogString]) -> Set<String> {
        Set(source.values.flatMap { $0.value.texts.flatMap(lowercasedWords) })
    }

    /// A text without its quotation marks (« » “ ” „ " ‹ ›; not ’, an apostrophe in
    /// "l’adresse"), as pastes are compared.
    static func withoutQuotes(_ text: String) -> String {
        // Their bytes first (every text with a space is asked): " 22, « » C2 AB/BB, “ ” „ ‹ › E2 80 9C–9E/B9/BA.
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0, quoted = false
        for byte in text.utf8 {
            if byte == 0x22 || (previous == 0xC2 && (byte == 0xAB || byte == 0xBB))
                || (beforePrevious == 0xE2 && previous == 0x80 && ((0x9C...0x9E).contains(byte) || byte == 0xB9 || byte == 0xBA)) { quoted = true; break }
            (beforePrevious, previous) = (previous, byte)
        }
        guard quoted else { return text }
        let quotes: Set<Unicode.Scalar> = ["«", "»", "“", "”", "„", "\"", "‹", "›"]
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !quotes.contains($0) }))
    }

    /// The fewest different words a language's translations write for a text under four
    /// words to be judged: with fewer, a phrase's words are new to it by chance.
    static let shortTextVocabulary = 1_500

    /// The same for a text of three words in Latin letters, whose every word the other language
    /// writes habitually (``habitualUse``): Bitwarden's Dutch "Tresor ist gesperrt", German's,
    /// among 1,409 Dutch words.
    static let latinShortTextVocabulary = 1_000

    /// How many other translations of the other language must write a word for it to be that
    /// language's habit (a word it writes once or twice may be a one-off in either language).
    static let habitualUse = 5

    /// Languages so close that one's sentence is often the other's (Serbo-Croatian's
    /// standards, Danish and Norwegian, Czech and Slovak, Malay and Indonesian, Galician and
    /// Portuguese, Kurdish and its Kurmanji), by base subtag.
    static let closeLanguages: [Set<String>] = [["sh", "sr", "hr", "bs", "cnr"], ["da", "nb", "nn", "no"], ["cs", "sk"], ["id", "ms"], ["gl", "pt"], ["ku", "kmr"]]

    static func areClose(_ a: String, _ b: String) -> Bool {
        let (a, b) = (LanguageFallback.base(a), LanguageFallback.base(b))
        return a == b || closeLanguages.contains { $0.contains(a) && $0.contains(b) }
    }

    /// One `untranslated` finding per sentence that reads as another language's translation
    /// of its key (see the type's comment).
    func textsInAnotherLanguage(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // Key → sentence → the languages holding it, for sentences two languages that are not
        // close hold under one key. One pass over every string: a cheap test of spaces first,
        // then the first holder of each (key, text) by its hash; a later holder is compared.
        var holders: [String: [String: [String]]] = [:]
        var firstHolder: [Int: (key: String, language: String)] = [:]
        for language in languages {
            for (key, string) in strings[language]! {
                guard case let .text(written) = string.value, written.containsByte(0x20) else { continue }
                // Quotes left out: a paste whose quotes were retyped is still a paste (Nextcloud's
                // Ukrainian "…удалить %1$s и его содержимое?", Russian's with «%1$s»).
                let text = Self.withoutQuotes(written)
                var hasher = Hasher()
                hasher.combine(key)
                hasher.combine(text)
                let hash = hasher.finalize()
                guard let earlier = firstHolder[hash] else { firstHolder[hash] = (key, language); continue }
                guard earlier.key == key, case let .text(theirs)? = strings[earlier.language]?[key]?.value, Self.withoutQuotes(theirs) == text,
                      source[key].map({ $0.value != string.value }) ?? false
                else { continue }
                holders[key, default: [:]][text, default: [earlier.language]].append(language)
            }
        }
        // Close languages apart where they seldom share a sentence (see ``closeLanguagesApart(_:_:)``).
        let apart = Self.closeLanguagesApart(languages, strings)
        let foreignTo = { (one: String, other: String, text: String) in
            !Self.areClose(one, other) || (apart.contains([one, other].sorted()) && text.utf8.count(where: { $0 == 0x20 }) >= Self.fewestRelativeWords - 1)
        }
        holders = holders.compactMapValues { texts in
            let shared = texts.filter { text, holding in holding.contains { foreignTo($0, holding[0], text) } }
            return shared.isEmpty ? nil : shared
        }
        var sourceWords: Set<String>?
        var counts: [String: [String: Int]] = [:]
        // How many of a language's translations (values other than the source's) hold each word.
        func wordCounts(_ language: String) -> [String: Int] {
            if let known = counts[language] { return known }
            let found = translationWords(of: language, catalog, strings).counts
            counts[language] = found
            return found
        }
        var findings: [CatalogFinding] = []
        for (key, texts) in holders.sorted(by: { $0.key < $1.key }) {
            // Two or three languages (a text many share is a name or a tagline, not a paste).
            for (text, holding) in texts.sorted(by: { $0.key < $1.key }) where Set(holding.map(LanguageFallback.base)).count <= 3 && !text.containsUTF8("://") {
                let all = Self.lowercasedWords(text)
                guard all.count >= 2 else { continue }
                // A text under four words only in Cyrillic: Latin languages share short phrases by
                // right (Catalan's and Spanish's "Pantalla completa"), and reading every language's
                // words for each would cost a tenth of the check.
                let short = all.count < 4
                // (Or of three words, all foreign and each the other's habit: below.)
                let latinShort = short && !Self.hasCyrillic(text)
                guard !latinShort || (all.count == 3 && text.unicodeScalars.allSatisfy({ $0.value < 0x250 || !$0.isAlphabeticQuickly })) else { continue }
                if sourceWords == nil { sourceWords = Self.sourceVocabulary(source) }
                // Words of two letters too where those of three are few (ownCloud's Spanish "Erro ao
                // abrir {{itemName}} em {{appName}}", Brazilian's: "abrir" is Spanish too, "ao", "em" never).
                let long = Set(all.filter { $0.count >= 3 && !sourceWords!.contains($0) })
                let words = long.count >= 3 ? long : Set(all.filter { $0.count >= 2 && !sourceWords!.contains($0) })
                guard words.count >= 2 else { continue }
                for language in holding where holding.contains(where: { foreignTo($0, language, text) }) {
                    let own = wordCounts(language)
                    // In this value only (each value counted once per word).
                    let foreign = words.filter { (own[$0] ?? 0) <= 1 }
                    // Two words are enough when both are foreign here and both the other language's
                    // elsewhere (Nextcloud's Catalan "Ha ocurrido un error HTTP desconocido.", Spanish's).
                    // A text under four words, when every word is foreign here and the other language's
                    // elsewhere, in a language whose translations write enough words for a common one to
                    // recur (Element X's Ukrainian "Покинуть комнату", Russian's "leave room", among 1,908
                    // words; Catalan's "Pantalla completa", shared with Spanish, among 1,154).
                    let few = words.count == 2
                    // A short text with a word this language never writes elsewhere but the other
                    // writes often (Bitwarden's Ukrainian "Скопировать пароль", Russian's, whose
                    // "скопировать" Russian writes ten times and Ukrainian never): its other words
                    // may be both languages' ("пароль"). Long words only: a short one is shared by
                    // chance (Bulgarian's "Дата / Час", "час" an hour in Bulgarian too).
                    let habitual = short && own.count >= Self.shortTextVocabulary && !foreign.isEmpty
                        && foreign.allSatisfy { $0.count >= 6 }
                    // A sentence of six words or more, half of them foreign here, two in three of those
                    // written elsewhere by the other language: two languages that share half their words (Home
                    // Assistant's Catalan "¿Seguro que queréis eliminar este servidor?", Spanish's, whose
                    // "que", "eliminar", "servidor" are Catalan's too).
                    let halfForeign = !short && words.count >= 6 && foreign.count >= 3 && foreign.count * 2 >= words.count
                    // (Two of three are enough too: Nextcloud's Ukrainian "У вас нет разрешений %s",
                    // Russian's, whose "вас" Ukrainian writes as well.)
                    guard habitual || halfForeign || (foreign.count >= (words.count <= 3 ? 2 : 3) && foreign.count * 3 >= words.count * 2
                          && (!short || (foreign.count == words.count && own.count >= (latinShort ? Self.latinShortTextVocabulary : Self.shortTextVocabulary))))
                    else { continue }
                    let mostlyForeign = foreign.count * 3 >= words.count * 2
                    // Whether the other language writes the foreign words as its own.
                    let writesThem = { (other: String) -> Bool in
                        let theirs = wordCounts(other)
                        if (habitual && foreign.count < words.count) || latinShort { return foreign.allSatisfy { (theirs[$0] ?? 0) >= Self.habitualUse } }
                        if halfForeign && !mostlyForeign {
                            // (and the text less foreign to the other: two close languages' small catalogs each miss words)
                            return foreign.count(where: { (theirs[$0] ?? 0) >= 2 }) * 3 >= foreign.count * 2
                                && words.count(where: { (theirs[$0] ?? 0) <= 1 }) < foreign.count
                        }
                        return foreign.count(where: { (theirs[$0] ?? 0) >= 2 }) * (few || short ? 1 : 2) >= foreign.count
                    }
                    guard let other = holding.first(where: { foreignTo($0, language, text) && writesThem($0) }),
                          let string = strings[language]?[key] else { continue }
                    findings.append(CatalogFinding(
                        kind: .untranslated, key: key, language: language, platform: catalog.platform,
                        detail: "written in \(other), not \(language): \"\(string.value.displayText)\" is \(other)'s translation of this key, and \(foreign.count) of its words "
                            + "(\(foreign.sorted().prefix(4).joined(separator: ", "))…) appear nowhere else in \(language)'s strings but are \(other)'s",
                        location: string.location.description, appleKey: string.key))
                }
            }
        }
        return findings
    }

    /// The fewest sentences two close languages must both translate for how often they share
    /// one to tell.
    static let fewestCloseSentences = 40

    /// The pairs of close languages (``areClose(_:_:)``, sorted) that write one sentence (six
    /// words or more) alike in one key of twenty at most, of forty both translate at least:
    /// there a sentence both hold is one's pasted into the other (Wikipedia's Croatian "…Da li
    /// želite da se ponovo prijavite?", Serbian's in Latin letters, where the two write 3 of
    /// their 146 sentences alike; Bitwarden's Bosnian and Croatian share 28 of 401, Wikipedia's
    /// Croatian and Serbo-Croatian 9 of 71).
    static func closeLanguagesApart(_ languages: [String], _ strings: [String: [String: CatalogString]]) -> Set<[String]> {
        var found: Set<[String]> = []
        for (index, one) in languages.enumerated() {
            for other in languages.dropFirst(index + 1) where Self.areClose(one, other) && LanguageFallback.base(one) != LanguageFallback.base(other) {
                guard let ones = strings[one], let others = strings[other] else { continue }
                var (both, alike) = (0, 0)
                for (key, string) in ones {
                    guard case let .text(text) = string.value, text.utf8.count(where: { $0 == 0x20 }) >= Self.fewestRelativeWords - 1,
                          case let .text(theirs)? = others[key]?.value, theirs.utf8.count(where: { $0 == 0x20 }) >= Self.fewestRelativeWords - 1 else { continue }
                    both += 1
                    if theirs == text { alike += 1 }
                }
                if both >= Self.fewestCloseSentences && alike * 20 <= both { found.insert([one, other].sorted()) }
            }
        }
        return found
    }

    /// `findings` without the language pass's "written with letters the language lacks" where
    /// this check names the language the same text is from (one defect, one finding: the
    /// more telling one).
    static func namingTheOtherLanguage(_ findings: [CatalogFinding]) -> [CatalogFinding] {
        let named = Set(findings.filter { $0.kind == .untranslated && $0.detail.hasPrefix("written in ") }.map { [$0.platform?.rawValue ?? "", $0.language ?? "", $0.key] })
        guard !named.isEmpty else { return findings }
        return findings.filter { !($0.detail.hasPrefix("written with ") && named.contains([$0.platform?.rawValue ?? "", $0.language ?? "", $0.key])) }
    }
}
