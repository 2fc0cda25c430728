/// Numbers and addresses a translation must keep, told by the other translations: Home
/// Assistant's Czech "push oznámení za 42 hodin" where the source and every other language
/// say 24; Element X's Finnish "matrix.com" where the others keep "matrix.org"; Home
/// Assistant's Korean "acount.nabucasa.com".
///
/// A number or an address of the source is one its translations must keep when three in
/// four of them (four at least) keep it: examples that translators localize
/// ("example.com" → "exemplo.com", a sample file size) and addresses of localized pages
/// ("de.wikipedia.org") are not kept by most, and are left alone. A translation that lacks
/// it and writes another number (another address) in its place is a finding. Digits of any
/// script count as theirs ("۲۴" is 24); separators are left out ("26,4" is "26.4"); a number
/// scaled by a power of ten is the same number in other units ("6500 萬" for "65 million").
extension CatalogChecker {
    /// The most numbers (addresses) of one text compared: more are a list or a table.
    static let compared = 20

    /// One `placeholderMismatch` per translated string whose number or address differs from
    /// the one its source and most translations agree on.
    func changedNumbersAndAddresses(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        // Each language's time unit names (read when a label of a number and a time unit asks; nil: CLDR names none).
        var unitForms: [String: TimeUnitForms?] = [:]
        return consensusFindings(catalog, strings) { _, _, sourceText, translated in
            let sourceNumbers = Set(Self.numbers(in: sourceText)), sourceAddresses = Set(Self.addresses(in: sourceText))
            // A text of many numbers or addresses is data (a list, a table), not prose (and the
            // comparisons below stay bounded on a hostile file).
            guard !sourceNumbers.isEmpty || !sourceAddresses.isEmpty, sourceNumbers.count <= Self.compared, sourceAddresses.count <= Self.compared else { return [] }
            // Numbers only in prose (two words or more: "389 kB" is a sample), or before a time unit (ownCloud's
            // option "12 hours", whose Russian reads "24 часа"), there judged in translations writing that unit
            // ("1 dzień", one day, for "24 hours" is the same time).
            let isProse = Self.lowercasedWords(sourceText).count >= 2
            let labelUnits = isProse ? [] : Set(Self.timeUnitsAfterNumbers(sourceText, Self.englishTimeUnitForms).keys)
            let writesTheUnit = { (translation: TextTranslation) -> Bool in
                guard let forms = TimeUnitForms.of(translation.language, cache: &unitForms) else { return false }
                return !labelUnits.isDisjoint(with: Self.timeUnitsAfterNumbers(translation.text, forms).keys)
            }
            let translations = translated().map { translation in
                (translation: translation, numbers: isProse || (!labelUnits.isEmpty && writesTheUnit(translation))
                    ? Array(Self.numbers(in: translation.text).prefix(Self.compared)) : [],
                 addresses: Array(Self.addresses(in: translation.text).prefix(Self.compared)))
            }
            guard translations.count >= 4 else { return [] }
            // A number in other units ("6500 萬" for "65 million") only where the source names a scale:
            // "10 MB" for "100 MB" is another number.
            let scaled = Self.namesAScale(sourceText)
            let same = { (written: String, number: String) in scaled ? Self.sameNumber(written, number) : written == number }
            // Translations that write no number ("kahekohaline" for "2-digit") spelled it out: they vote on no number.
            let numbered = translations.count { !$0.numbers.isEmpty }
            let keeping = { (number: String) in translations.count { $0.numbers.contains { same($0, number) } } }
            // Kept by three in four; or by half, where every other translation writes one same other
            // number in its place (three at least): translations of an older source ("CC BY-SA 3.0"
            // in 46 of Wikipedia's languages, where the source and 77 others say 4.0).
            let older = { (number: String) -> String? in
                let others = translations.filter { !$0.numbers.isEmpty && !$0.numbers.contains { same($0, number) } }
                guard others.count >= 3, let first = others[0].numbers.first(where: { !sourceNumbers.contains($0) }),
                      others.allSatisfy({ $0.numbers.contains(first) && !$0.numbers.contains(where: { $0 != first && !sourceNumbers.contains($0) }) }) else { return nil }
                return first
            }
            let keptNumbers = (isProse || !labelUnits.isEmpty) && numbered >= 4
                ? sourceNumbers.filter { number in keeping(number) * 4 >= numbered * 3 || (keeping(number) * 2 >= numbered && older(number) != nil) } : []
            let keptAddresses = sourceAddresses.filter { address in translations.count { Self.holds($0.addresses, address) } * 4 >= translations.count * 3 }
            guard !keptNumbers.isEmpty || !keptAddresses.isEmpty else { return [] }
            return translations.compactMap { translation in
                if let number = keptNumbers.sorted().first(where: { number in !translation.numbers.contains { same($0, number) } }),
                   let other = translation.numbers.first(where: { written in !sourceNumbers.contains { same(written, $0) } }) {
                    let voters = numbered == translations.count ? "the \(numbered) translations" : "the \(numbered) translations writing a number"
                    let kept = keeping(number)
                    let olderSource = kept * 4 >= numbered * 3 ? "" : ", the others \(other) as here (translations of an older source?)"
                    return (translation.translation, "the number \(number) of the source is \(other) here; \(kept) of \(voters) keep \(number)\(olderSource)")
                }
                let keeping = { (address: String) in translations.count { Self.holds($0.addresses, address) } }
                if let address = keptAddresses.sorted().first(where: { !Self.holds(translation.addresses, $0) }),
                   let broken = Self.spacedAddress(address, in: translation.translation.text) {
                    return (translation.translation, "the address \(address) of the source is broken by a space here (\"\(broken)\"); "
                        + "\(keeping(address)) of the \(translations.count) translations keep \(address)")
                }
                if let address = keptAddresses.sorted().first(where: { !Self.holds(translation.addresses, $0) }),
                   let other = translation.addresses.first(where: { other in !sourceAddresses.contains(other) && (!Self.localizes(address, other)
                       || Self.changesPath(address, other, language: translation.translation.language, keptBy: keeping(address), of: translations.count)) }) {
                    return (translation.translation, "the address or file name \(address) of the source is \(other) here; "
                        + "\(keeping(address)) of the \(translations.count) translations keep \(address)")
                }
                return nil
            }
        }
    }

    /// Whether a scalar is a decimal digit of any script. Digits of other scripts start at
    /// U+0660 (Arabic-Indic): below it only ASCII's are.
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x660 ? (scalar.value >= 0x30 && scalar.value <= 0x39) : scalar.properties.numericType == .decimal
    }

    /// A translation of a source text (``textTranslations(of:_:in:languages:)``).
    typealias TextTranslation = (language: String, string: CatalogString, text: String)

    /// What a check that asks the translations of a text gives: `judge` is asked about each
    /// translatable source text, in key order, with its translations into the platform's other
    /// languages (those close to the source too, with `closeToTheSource`; values that copy the
    /// source too, with `copiesToo`), and returns the translations it finds wanting, each with
    /// what is wrong; each is a `placeholderMismatch` of `severity` quoting the source and the
    /// translation.
    func consensusFindings(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]], closeToTheSource: Bool = false,
                           copiesToo: Bool = false, severity: CatalogFinding.Severity? = nil,
                           judge: (_ key: String, _ original: CatalogString, _ sourceText: String, _ translations: () -> [TextTranslation]) -> [(TextTranslation, String)])
        -> [CatalogFinding] {
        guard strings[catalog.sourceLanguage] != nil else { return [] }
        let tables = Self.tables(strings, languages: strings.keys.filter { closeToTheSource ? $0 != catalog.sourceLanguage : !Self.areClose($0, catalog.sourceLanguage) })
        var findings: [CatalogFinding] = []
        for (key, original) in sortedSource(catalog, strings) where original.translatable {
            guard case let .text(sourceText) = original.value else { continue }
            for (translation, detail) in judge(key, original, sourceText, { Self.textTranslations(of: key, original, in: tables, copiesToo: copiesToo) }) {
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: translation.language, platform: catalog.platform,
                                               detail: "\(detail) (source \"\(sourceText)\", here \"\(translation.text)\")",
                                               location: translation.string.location.description, severity: severity, appleKey: translation.string.key))
            }
        }
        return findings
    }

    /// A plural translation of a source: its language, string and forms.
    typealias PluralTranslation = (language: String, string: CatalogString, forms: [String: String])

    /// What a check that asks the plural translations of a plural source gives, as
    /// ``consensusFindings(_:_:closeToTheSource:copiesToo:severity:judge:)`` for texts: `judge`
    /// is asked about each translatable plural source, in key order, with its forms and its
    /// plural translations into languages not close to the source (values that copy the source
    /// too, with `copiesToo`), and returns the translations it finds wanting, each with the form
    /// and what is wrong; each is a `placeholderMismatch` naming the form and quoting the
    /// source's `other` form and that form.
    func pluralConsensusFindings(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]], copiesToo: Bool = false,
                                 judge: (_ sourceForms: [String: String], _ translations: [PluralTranslation]) -> [(PluralTranslation, form: String, detail: String)])
        -> [CatalogFinding] {
        guard strings[catalog.sourceLanguage] != nil else { return [] }
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        var findings: [CatalogFinding] = []
        for (key, original) in sortedSource(catalog, strings) where original.translatable {
            guard case let .plural(sourceForms) = original.value else { continue }
            let translations = tables.compactMap { language, translated -> PluralTranslation? in
                guard let string = translated[key], copiesToo || string.value != original.value, case let .plural(forms) = string.value else { return nil }
                return (language, string, forms)
            }
            for (translation, form, detail) in judge(sourceForms, translations) {
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: translation.language, platform: catalog.platform,
                    detail: "\(form) form: \(detail) (source \"\(sourceForms["other"] ?? sourceForms.values.sorted().first!)\", here \"\(translation.forms[form]!)\")",
                    location: translation.string.location.description, appleKey: translation.string.key))
            }
        }
        return findings
    }

    /// The strings of `languages`, sorted by language: looked up once for all keys.
    static func tables(_ strings: [String: [String: CatalogString]], languages: [String]) -> [(language: String, strings: [String: CatalogString])] {
        languages.sorted().compactMap { language in strings[language].map { (language, $0) } }
    }

    /// How long a language's translations are against their sources: the length of its text
    /// values over their sources' (`sourceText`: a key's source text, nil where it has none to
    /// compare), copies of the source left out, as `length` measures a text; 1 where none is read.
    static func translationLengthRatio(_ translated: [String: CatalogString], sourceText: (String) -> String?, length: (String) -> Int) -> Double {
        var (written, sourceLength) = (0, 0)
        for (key, string) in translated {
            guard case let .text(text) = string.value, let original = sourceText(key), text != original else { continue }
            written += length(text)
            sourceLength += length(original)
        }
        return written > 0 && sourceLength > 0 ? Double(written) / Double(sourceLength) : 1
    }

    /// The translations of a source text: each language's text value for `key` that differs
    /// from the source's (or any, with `copiesToo`), in the order of `tables` (``tables(_:languages:)``).
    static func textTranslations(of key: String, _ original: CatalogString, in tables: [(language: String, strings: [String: CatalogString])],
                                 copiesToo: Bool = false) -> [TextTranslation] {
        tables.compactMap { language, strings in
            guard let string = strings[key], copiesToo || string.value != original.value, case let .text(text) = string.value else { return nil }
            return (language, string, text)
        }
    }

    /// One `placeholderMismatch` per translation that lost a backslash its source shows and
    /// three in four translations (four at least) keep: Nextcloud's Chinese list of forbidden
    /// characters, whose `\\` became `\ ` (an escape aapt2 resolves to a space, the backslash
    /// gone); ownCloud's Swedish "…%@." without the source's `\n` written out, which the app
    /// replaces by a line break.
    func lostBackslashes(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let backslashes = { (text: String) in text.utf8.count { $0 == UInt8(ascii: "\\") } }
        return consensusFindings(catalog, strings, closeToTheSource: true) { _, _, sourceText, translated in
            guard sourceText.containsByte(UInt8(ascii: "\\")) else { return [] }
            let shown = backslashes(sourceText)
            let translations = translated()
            let keeping = translations.count { backslashes($0.text) >= shown }
            guard translations.count >= 4, keeping * 4 >= translations.count * 3 else { return [] }
            return translations.filter { backslashes($0.text) < shown }.map { translation in
                (translation, "a backslash (\\) the source shows is lost; \(keeping) of the \(translations.count) translations keep it")
            }
        }
    }

    /// The numbers of a text outside its placeholders, as digit strings: digits of any script
    /// as ASCII, separators between digits left out ("1,0" and "1.0" are "10"), leading zeros
    /// dropped; a run touching an ASCII letter is a name ("mp3", "x86", "v2"), not a number,
    /// unless the letters are a unit after it (``units``).
    static func numbers(in text: String) -> [String] {
        let isDigit = isDecimalDigit
        guard text.unicodeScalars.contains(where: isDigit) else { return [] }
        let prose = CatalogNoise.prose(text)
        let scalars = Array(prose.unicodeScalars)
        let isASCIILetter = { (scalar: Unicode.Scalar) in (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
        // A separator between digits: a period, a comma, Arabic's decimal and thousands separators.
        let isSeparator = { (scalar: Unicode.Scalar) in scalar == "." || scalar == "," || scalar == "\u{066B}" || scalar == "\u{066C}" }
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) else { index += 1; continue }
            let start = index
            var digits = ""
            while index < scalars.count {
                if isDigit(scalars[index]) {
                    let scalar = scalars[index]
                    digits.unicodeScalars.append(scalar.isASCII ? scalar : Unicode.Scalar(UInt8(0x30 + Int(scalar.properties.numericValue ?? 0))))
                    index += 1
                } else if isSeparator(scalars[index]), index + 1 < scalars.count, isDigit(scalars[index + 1]) {
                    index += 1
                } else {
                    break
                }
            }
            // A unit written without a space ("10MB") leaves it a number.
            var unitEnd = index
            while unitEnd < scalars.count, unitEnd - index < 4, isASCIILetter(scalars[unitEnd]) { unitEnd += 1 }
            let unit = String(String.UnicodeScalarView(scalars[index..<unitEnd])).lowercased()
            let touchesLetter = (start > 0 && isASCIILetter(scalars[start - 1]))
                || (index < scalars.count && isASCIILetter(scalars[index]) && !(Self.units.contains(unit) && (unitEnd == scalars.count || !isASCIILetter(scalars[unitEnd]))))
            let significant = digits.drop { $0 == "0" }
            if !touchesLetter { found.append(significant.isEmpty ? "0" : String(significant)) }
        }
        return found
    }

    /// Whether a text names a scale of numbers ("65 million", "a thousand"), which other
    /// languages count in other units (萬, lakh).
    static func namesAScale(_ text: String) -> Bool {
        lowercasedWords(text).contains { ["hundred", "thousand", "million", "millions", "billion", "billions", "trillion", "lakh", "crore"].contains($0) }
    }

    /// Units written after a number without a space ("10MB", "500ms").
    static let units: Set<String> = ["kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib", "px", "dp", "sp", "ms", "hz", "khz", "mhz", "ghz", "km", "kg", "cm", "mm"]

    /// The same number, or the same in other units: one digit string is the other followed by
    /// zeros ("65" million beside "6500" 萬).
    static func sameNumber(_ a: String, _ b: String) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        return long.hasPrefix(short) && long.dropFirst(short.count).allSatisfy { $0 == "0" } && (a == b || short != "0")
    }

    /// Whether `other` is `address`'s page in another language, not another address: the
    /// same host with another path ("mediawiki.org/wiki/…/android/cs"), or a host that differs
    /// in its first label only, a language's ("es.wikipedia.org" for "en.wikipedia.org"; not
    /// "acount.nabucasa.com" for "account.nabucasa.com").
    static func localizes(_ address: String, _ other: String) -> Bool {
        let (a, b) = (host(of: address), host(of: other))
        if a == b { return !address.hasPrefix("href:") }
        let labelsA = a.split(separator: "."), labelsB = b.split(separator: ".")
        // A language subdomain: two or three letters, a variant after a hyphen ("zh-min-nan").
        let isLanguage = { (label: Substring) in (2...3).contains(label.prefix { $0 != "-" }.count) && label.allSatisfy { $0.isLetter || $0 == "-" } }
        return labelsA.count >= 3 && labelsB.count == labelsA.count && labelsA.dropFirst() == labelsB.dropFirst()
            && isLanguage(labelsA[0]) && isLanguage(labelsB[0])
    }

    /// `address`'s host written with a space beside one of its dots ("matrix. org"), as `text` has it.
    static func spacedAddress(_ address: String, in text: String) -> String? {
        let host = host(of: address)
        guard host.contains("."), text.utf8.count <= 10_000 else { return nil }
        let lowered = text.lowercased()
        for (index, character) in host.enumerated() where character == "." {
            let before = host.prefix(index), after = host.dropFirst(index + 1)
            for spaced in ["\(before). \(after)", "\(before) .\(after)", "\(before) . \(after)"] {
                // A whole host: "matrix. organization" is a sentence, not "matrix. org".
                if let range = lowered.range(of: spaced), !(lowered[range.upperBound...].first.map { $0.isLetter || $0.isNumber } ?? false) {
                    return String(lowered[range])
                }
            }
        }
        return nil
    }

    /// The host of an address as ``addresses(in:)`` gives it: what precedes its first `/`.
    static func host(of address: String) -> String {
        address.split(separator: "/", maxSplits: 1).first.map(String.init) ?? address
    }

    /// Whether `other` is `address` on the same host with another path that names no
    /// language, where nine in ten translations (ten at least) keep `address` as it is:
    /// Nextcloud's Dutch "github.com/nextcloud/android/problemen" for ".../issues", a
    /// repository's path translated. A path naming the language ("bitwarden.com/nl/help",
    /// "?hl=nl") is its page.
    static func changesPath(_ address: String, _ other: String, language: String, keptBy keeping: Int, of count: Int) -> Bool {
        guard count >= 10, keeping * 10 >= count * 9, !address.hasPrefix("href:"), other != address else { return false }
        guard host(of: address) == host(of: other), other.contains("/") else { return false }
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-"), base = LanguageFallback.base(language).lowercased()
        let parts = other.dropFirst(host(of: other).count).split(whereSeparator: { "/?&=#_.".contains($0) })
        return !parts.contains { part in
            let part = part.lowercased()
            return part == tag || part == base || part.hasPrefix(base + "-") || part.replacingOccurrences(of: "-r", with: "-") == tag.replacingOccurrences(of: "-r", with: "-")
        }
    }

    /// Whether `addresses` hold `address`, also with a suffix joined by a hyphen (Basque
    /// "bitwarden.com/download-era", "to bitwarden.com/download").
    static func holds(_ addresses: [String], _ address: String) -> Bool {
        addresses.contains { $0 == address || ($0.hasPrefix(address) && $0.dropFirst(address.count).first == "-") }
    }

    /// The web and e-mail addresses of a text (ASCII, ending at the first other character),
    /// lowercased, without scheme, `www.`/`m.` and a final `/`: "https://www.Bitwarden.com/" →
    /// "bitwarden.com". A name with a dot and a final part of two letters or more counts.
    static func addresses(in text: String) -> [String] {
        guard text.containsByte(UInt8(ascii: ".")) else { return linkTargets(in: text) + bareSchemes(in: text) }
        let bytes = Array(text.utf8)
        let isNameByte = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        let pathBytes = Set("/?#=&%+~:.@-_".utf8)
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            guard isNameByte(bytes[index]), index == 0 || !(isNameByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ".")) else { index += 1; continue }
            var end = index
            while end < bytes.count, isNameByte(bytes[end]) || pathBytes.contains(bytes[end]) { end += 1 }
            var token = String(decoding: bytes[index..<end], as: UTF8.self).lowercased()
            index = max(end, index + 1)
            while let last = token.last, ".,;:!?)-_".contains(last) || last == "/" { token.removeLast() }
            for prefix in ["https://", "http://"] where token.hasPrefix(prefix) { token.removeFirst(prefix.count) }
            for prefix in ["www.", "m."] where token.hasPrefix(prefix) { token.removeFirst(prefix.count) }
            // A port is the host's ("homeassistant.local:8123" is homeassistant.local's address).
            if let colon = token.firstIndex(of: ":"), let end = Optional(token[colon...].firstIndex(of: "/") ?? token.endIndex),
               token.index(after: colon) < end, token[token.index(after: colon)..<end].allSatisfy({ $0.isASCII && $0.isNumber }) {
                token.removeSubrange(colon..<end)
            }
            // A host: labels joined by dots, the last of letters only (a version "1.3.16" is none);
            // a suffix joined to it by a hyphen is the language's ("matrix.org-en" in Basque).
            var host = token.split(separator: "/", maxSplits: 1).first.map(String.init) ?? token
            if !host.contains("/"), let dot = host.lastIndex(of: "."), let hyphen = host[dot...].firstIndex(of: "-"), token.count == host.count {
                host = String(host[..<hyphen])
                token = host
            }
            let labels = host.split(separator: "@").last.map { $0.split(separator: ".", omittingEmptySubsequences: false) } ?? []
            guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let top = labels.last, top.count >= 2,
                  top.allSatisfy({ $0.isLetter }), !token.contains("%") else { continue }
            found.append(token)
        }
        return found + linkTargets(in: text) + bareSchemes(in: text)
    }

    /// The schemes a text names with no address after them, as `scheme://`: Bitwarden's
    /// "Use https://, http://, or androidapp://", whose app scheme users type as written
    /// (Turkish "android-app://" is a scheme the app refuses).
    static func bareSchemes(in text: String) -> [String] {
        guard text.containsUTF8("://") else { return [] }
        let bytes = Array(text.utf8)
        let isSchemeByte = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        var found: [String] = []
        var index = 0
        while index + 3 <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") else { continue }
            // Nothing of an address after it: the end, a space, punctuation.
            if index + 3 < bytes.count, isSchemeByte(bytes[index + 3]) || bytes[index + 3] >= 0x80 { continue }
            var start = index
            while start > 0, isSchemeByte(bytes[start - 1]) { start -= 1 }
            // A scheme starts with a letter.
            while start < index, !(bytes[start] | 0x20 >= 0x61 && bytes[start] | 0x20 <= 0x7A) { start += 1 }
            guard start < index else { continue }
            found.append(String(decoding: bytes[start..<index], as: UTF8.self).lowercased() + "://")
        }
        return found
    }

    /// The literal targets of a text's links (`href="https://#login"`, no argument in them),
    /// as `href:` and the value: an anchor has no host, and a translated one goes nowhere.
    static func linkTargets(in text: String) -> [String] {
        guard text.containsUTF8("href=") else { return [] }
        var found: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "href=") {
            var value = rest[range.upperBound...]
            value = value.drop { $0 == "\\" }
            let quote = value.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
            if quote != nil { value = value.dropFirst() }
            let target = value.prefix { character in quote.map { character != $0 && character != "\\" } ?? !(character.isWhitespace || character == ">") }
                .trimmingScalars(in: .whitespacesAndNewlines)
            // Only a target without a host (`https://#login`, `#login`): an address is compared as one.
            let host = target.hasPrefix("https://") || target.hasPrefix("http://") ? target.drop { $0 != "/" }.dropFirst(2).prefix { $0 != "/" && $0 != "#" } : ""
            if !target.isEmpty, !target.contains("%"), host.isEmpty, target.contains("#") { found.append("href:" + target.lowercased()) }
            rest = rest[range.upperBound...]
        }
        return found
    }
}
