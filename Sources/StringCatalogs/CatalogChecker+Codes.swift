/// Codes and typed signs a translation must keep as written, told by the other translations:
/// Bitwarden's Spanish "…por %1$s EUR…" where the source and every other translation charge
/// "USD" (a currency code: the price is wrong), Wikipedia's Swedish "…fyra tildetecken: ~~~"
/// where the source signs with "~~~~" (three tildes sign without the date). A code the
/// language writes in other texts is its own (French "NIP" for "PIN"): only one it writes
/// nowhere else counts.
extension CatalogChecker {
    /// One `placeholderMismatch` per translation that writes another code (three capitals), another
    /// identifier (Home Assistant's Spanish "app_móvil" for the service "mobile_app") or
    /// another run of a typed sign (`~`, `#`, `=`, `*`) where its source's is kept by three in
    /// four translations (four at least), and no other translation and no other text of the
    /// language writes this one's.
    func changedCodesAndSigns(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        // Per language: how many of its strings hold each currency sign (read when asked).
        var signCounts: [String: [String: Int]] = [:]
        func textsHolding(_ sign: String, in language: String) -> Int {
            if signCounts[language] == nil {
                var found: [String: Int] = [:]
                for string in (strings[language] ?? [:]).values {
                    for sign in Self.currencySigns.keys where string.value.texts.contains(where: { $0.contains(sign) }) { found[sign, default: 0] += 1 }
                }
                signCounts[language] = found
            }
            return signCounts[language]![sign] ?? 0
        }
        return consensusFindings(catalog, strings) { _, _, sourceText, translated in
            let sourceTokens = Self.codesAndSigns(sourceText)
            guard !sourceTokens.isEmpty else { return [] }
            let translations = translated().map { (translation: $0, tokens: Self.codesAndSigns($0.text)) }
            guard translations.count >= 4 else { return [] }
            let kept = sourceTokens.filter { token in translations.count { $0.tokens.contains(token) } * 4 >= translations.count * 3 }
            guard !kept.isEmpty else { return [] }
            return translations.compactMap { translation in
                guard let token = kept.sorted().first(where: { !translation.tokens.contains($0) }) else { return nil }
                // A currency code written as another currency's sign (Bitwarden's Japanese "…%1$s 円で…",
                // yen, for "…%1$s USD due…"): a sign of another currency the source, the other translations
                // and the language's other texts never write.
                // (A sign inside a longer one stands for that one: "元" in "美元", US dollars.)
                let signs = Self.currencyCodes.contains(token) ? Self.currencySigns.keys.filter { translation.translation.text.contains($0) } : []
                if let currency = signs.filter({ sign in !signs.contains { $0 != sign && $0.contains(sign) } }).sorted().first(where: { sign in
                    Self.currencySigns[sign] != token
                        && !sourceText.contains(sign) && !translations.contains { $0.translation.language != translation.translation.language && $0.translation.text.contains(sign) }
                        && textsHolding(sign, in: translation.translation.language) == 1
                }) {
                    let keeping = translations.count { $0.tokens.contains(token) }
                    return (translation.translation, "\(token) of the source is \"\(currency)\" here, the sign of \(Self.currencySigns[currency]!); \(keeping) of the "
                        + "\(translations.count) translations keep \(token) (an amount shown in another currency)")
                }
                guard let other = translation.tokens.sorted().first(where: { other in
                          !sourceTokens.contains(other) && Self.sameKind(other, token)
                              && !translations.contains { $0.translation.language != translation.translation.language && $0.tokens.contains(other) } }) else { return nil }
                // A code the language writes elsewhere is its own word for the source's (French "NIP" for
                // "PIN", Italian "URL" for "URI"): only one written nowhere else is a slip ("SLL", "ISO" for "SSO").
                guard !Self.writesElsewhere(other, strings[translation.translation.language] ?? [:], except: translation.translation.string) else { return nil }
                let keeping = translations.count { $0.tokens.contains(token) }
                return (translation.translation, "\(token) of the source is \(other) here; \(keeping) of the \(translations.count) translations keep \(token) "
                    + "(a code or a sign users read or type as written)")
            }
        }
    }

    /// The codes (three ASCII capitals standing alone: "USD", "PIN"; capitals joined by hyphens:
    /// "BY-SA", Wikipedia's Italian "CC BY-NC-SA 4.0" for "CC BY-SA 4.0"), identifiers (letters
    /// joined by underscores: "mobile_app") and runs of three typed signs or more (`~~~~`,
    /// `###`) of a text.
    static func codesAndSigns(_ text: String) -> Set<String> {
        var found: Set<String> = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        // (Latin letters: a Japanese or Chinese word runs on after an identifier without a space.)
        let isLatinLetter = { (scalar: Unicode.Scalar) in scalar.value < 0x250 && scalar.properties.isAlphabetic }
        let isWordScalar = { (scalar: Unicode.Scalar) in isLatinLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" }
        while index < scalars.count {
            let scalar = scalars[index]
            // An identifier: letters and digits joined by underscores ("mobile_app"), read whole;
            // not a part of an address ("/wiki/Privacy_policy", "#Synced_reading_lists", a page
            // name a language links in its own words).
            if isLatinLetter(scalar), index == 0 || (!isWordScalar(scalars[index - 1]) && !"/:#=.".unicodeScalars.contains(scalars[index - 1])) {
                var end = index
                while end < scalars.count, isWordScalar(scalars[end]) { end += 1 }
                let run = scalars[index..<end]
                if run.contains("_"), run.last != "_" {
                    found.insert(String(String.UnicodeScalarView(run)))
                    index = end
                    continue
                }
            }
            var end = index + 1
            while end < scalars.count, scalars[end] == scalar { end += 1 }
            if "~#=*".unicodeScalars.contains(scalar), end - index >= 3 {
                found.insert(String(String.UnicodeScalarView(scalars[index..<end])))
                index = end
                continue
            }
            if ("A"..."Z").contains(scalar) {
                end = index
                while end < scalars.count, ("A"..."Z").contains(scalars[end]) { end += 1 }
                // Capitals joined by hyphens: a licence's terms ("BY-SA", "BY-NC-SA"), read whole.
                var joined = end
                while joined + 1 < scalars.count, scalars[joined] == "-", ("A"..."Z").contains(scalars[joined + 1]) {
                    joined += 1
                    while joined < scalars.count, ("A"..."Z").contains(scalars[joined]) { joined += 1 }
                }
                let before = index == 0 || !scalars[index - 1].properties.isAlphabetic
                if joined > end, before, joined == scalars.count || !(scalars[joined].properties.isAlphabetic || scalars[joined] == "-") {
                    found.insert(String(String.UnicodeScalarView(scalars[index..<joined])))
                    index = joined
                    continue
                }
                let alone = before && (end == scalars.count || !scalars[end].properties.isAlphabetic)
                if end - index == 3, alone { found.insert(String(String.UnicodeScalarView(scalars[index..<end]))) }
                index = end
                continue
            }
            // (A run of one scalar is passed whole: "aaaa…" is read once.)
            index = end
        }
        return found
    }

    /// Whether a language's values other than `string` hold `token` (``codesAndSigns(_:)``).
    static func writesElsewhere(_ token: String, _ strings: [String: CatalogString], except string: CatalogString) -> Bool {
        strings.values.contains { other in
            other.key != string.key && other.value.texts.contains { $0.contains(token) && codesAndSigns($0).contains(token) }
        }
    }

    /// Currency codes a source may charge in.
    static let currencyCodes: Set<String> = ["USD", "EUR", "GBP", "JPY", "CNY", "RUB", "INR", "KRW", "BRL", "CAD", "AUD", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "TRY"]

    /// Signs and words of one currency, by the code they stand for (not "$": the sign of many, and
    /// the mark of a numbered placeholder).
    static let currencySigns: [String: String] = [
        "€": "EUR", "£": "GBP", "¥": "JPY", "円": "JPY", "元": "CNY", "₽": "RUB", "₹": "INR", "₩": "KRW", "ユーロ": "EUR", "ドル": "USD", "美元": "USD",
        "欧元": "EUR", "евро": "EUR", "рубл": "RUB", "₺": "TRY", "zł": "PLN", "Kč": "CZK",
    ]

    /// Two codes, two identifiers, two runs of capitals joined by hyphens (not "HA-API", German's
    /// compound, for "HA API"), or two runs of one sign.
    static func sameKind(_ one: String, _ other: String) -> Bool {
        if one.contains("_") || other.contains("_") { return one.contains("_") && other.contains("_") }
        if one.contains("-") || other.contains("-") { return one.contains("-") && other.contains("-") }
        let (a, b) = (one.unicodeScalars.first!, other.unicodeScalars.first!)
        return ("A"..."Z").contains(a) ? ("A"..."Z").contains(b) : a == b
    }
}
