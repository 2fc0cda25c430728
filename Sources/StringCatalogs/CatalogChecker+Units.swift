/// A unit changed beside a number: Home Assistant's French "Rayon : %li km" for the source's
/// "Radius: %li m", a zone's radius read a thousand times too large. A unit after a number or
/// a placeholder that three in four translations keep (four at least) is one a translation
/// must keep; one that writes another unit of the same quantity in its place is a finding.
/// A unit of the same scale in the language's own spelling is the same unit (French "Go" for
/// "GB": Mastodon's French gigabytes written "Mo", megabytes, is a finding), and so is a
/// Cyrillic symbol (Russian "мм" for "mm"; Nextcloud's Russian "%s см", centimetres, for "%s
/// mm" is a finding); a lone Cyrillic letter ("м") or a unit spelled out is left alone, but
/// for the data units Persian and Arabic write as words ("مگابایت").
extension CatalogChecker {
    /// Units by the quantity they measure and their scale (a power of ten of the quantity's
    /// unit, or another number for units outside the metric system), lowercased as compared;
    /// French writes bytes as octets ("Go" is GB).
    static let unitScales: [String: (quantity: String, scale: Double)] = [
        "mm": ("length", -3), "cm": ("length", -2), "m": ("length", 0), "km": ("length", 3), "ft": ("length", 100), "mi": ("length", 101), "yd": ("length", 102),
        "ms": ("time", -3), "s": ("time", 0), "sec": ("time", 0), "min": ("time", 60), "h": ("time", 3_600), "hr": ("time", 3_600),
        "kb": ("data", 3), "mb": ("data", 6), "gb": ("data", 9), "tb": ("data", 12), "ko": ("data", 3), "mo": ("data", 6), "go": ("data", 9),
        "kib": ("data", 3.01), "mib": ("data", 6.02), "gib": ("data", 9.03), "tib": ("data", 12.04),
        "°c": ("temperature", 0), "°f": ("temperature", 1), "km/h": ("speed", 0), "mph": ("speed", 1), "m/s": ("speed", 2),
        "w": ("power", 0), "kw": ("power", 3), "wh": ("energy", 0), "kwh": ("energy", 3),
        "mg": ("mass", -3), "g": ("mass", 0), "kg": ("mass", 3), "lb": ("mass", 100), "oz": ("mass", 101),
        "hz": ("frequency", 0), "khz": ("frequency", 3), "mhz": ("frequency", 6), "ghz": ("frequency", 9),
        "mp": ("resolution", 6),
        // Cyrillic symbols of two letters or more (a lone "м", "г", "с" is a word too: Russian's "г." is a year).
        "мм": ("length", -3), "см": ("length", -2), "км": ("length", 3), "мс": ("time", -3), "сек": ("time", 0), "мин": ("time", 60),
        "кб": ("data", 3), "мб": ("data", 6), "гб": ("data", 9), "тб": ("data", 12), "мг": ("mass", -3), "кг": ("mass", 3),
        "гц": ("frequency", 0), "кгц": ("frequency", 3), "мгц": ("frequency", 6), "ггц": ("frequency", 9), "вт": ("power", 0), "квт": ("power", 3),
        "мп": ("resolution", 6),
        // Persian and Arabic data units, which those languages write as words (Mastodon's Persian "%2$s مگابایت" for
        // "%2$s MB"; "کیلوبایت" there, kilobytes, is a finding).
        "کیلوبایت": ("data", 3), "مگابایت": ("data", 6), "گیگابایت": ("data", 9), "ترابایت": ("data", 12),
        "كيلوبايت": ("data", 3), "ميغابايت": ("data", 6), "ميجابايت": ("data", 6), "غيغابايت": ("data", 9), "جيجابايت": ("data", 9), "تيرابايت": ("data", 12),
    ]

    /// The most bytes of a unit read after a number (the longest of ``unitScales``, "ميجابايت",
    /// is 16).
    static let longestUnitBytes = 24

    /// One `placeholderMismatch` per translation that writes another unit of the same
    /// quantity where its source and most translations keep one.
    func changedUnits(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        // Per language: the quantities of which it spells a unit its own way in another text (a
        // source unit of the quantity, none here): Afrikaans "%.2f GG" for "%.2f GB" (greep,
        // byte), so its "MG" is its megabyte, not a milligram. Read when asked.
        let source = strings[catalog.sourceLanguage] ?? [:]
        var ownSpellings: [String: [String: Set<String>]] = [:]
        func spellsItsOwn(_ language: String, _ quantity: String, except judged: String) -> Bool {
            if ownSpellings[language] == nil {
                var found: [String: Set<String>] = [:]
                for (key, string) in strings[language] ?? [:] {
                    guard case let .text(text) = string.value, let original = source[key], case let .text(sourceText) = original.value, text != sourceText,
                          case let sourceUnits = Self.unitsAfterNumbers(sourceText), !sourceUnits.isEmpty else { continue }
                    let written = Set(Self.unitsAfterNumbers(text).map { Self.unitScales[$0]!.quantity })
                    for missing in sourceUnits.map({ Self.unitScales[$0]!.quantity }) where !written.contains(missing) { found[missing, default: []].insert(key) }
                }
                ownSpellings[language] = found
            }
            return ownSpellings[language]![quantity]?.contains { $0 != judged } == true
        }
        // (Values the same as the source vote too: "%.2f GB" kept as written is the unit kept.)
        return consensusFindings(catalog, strings, copiesToo: true) { key, _, sourceText, translated in
            let sourceUnits = Self.unitsAfterNumbers(sourceText)
            guard !sourceUnits.isEmpty else { return [] }
            let translations = translated().map { ($0, Self.unitsAfterNumbers($0.text)) }
            guard translations.count >= 4 else { return [] }
            // Kept: written by three in four, or in a unit of the same scale ("Go" for "GB").
            let sameUnit = { (written: String, unit: String) in Self.unitScales[written]! == Self.unitScales[unit]! }
            let keeping = { (unit: String) in translations.count { $0.1.contains { sameUnit($0, unit) } } }
            let kept = sourceUnits.filter { keeping($0) * 4 >= translations.count * 3 }
            return translations.compactMap { translation, units in
                // Another scale of the quantity; or, in units of two letters or more (a lone "m" is
                // a metre or a minute), another quantity: Nextcloud's Turkish "%s MB" for "%s MP".
                guard let unit = kept.sorted().first(where: { unit in !units.contains { sameUnit($0, unit) } }),
                      let other = units.sorted().first(where: { written in
                          !sourceUnits.contains(written) && (Self.unitScales[written]!.quantity == Self.unitScales[unit]!.quantity
                              || (written.count >= 2 && unit.count >= 2 && !units.contains { Self.unitScales[$0]!.quantity == Self.unitScales[unit]!.quantity }))
                      }) else { return nil }
                let (quantity, written) = (Self.unitScales[unit]!.quantity, Self.unitScales[other]!.quantity)
                guard written == quantity || !spellsItsOwn(translation.language, quantity, except: key) else { return nil }
                return (translation, "the unit \(unit) of the source is \(other) here (\(written == quantity ? "another \(quantity) scale" : "a unit of \(written), not \(quantity)")); "
                    + "\(keeping(unit)) of the \(translations.count) translations keep \(unit)")
            }
        }
    }

    /// One `placeholderMismatch` per plural translation one of whose forms writes another scale
    /// of its source's unit, where most plural translations keep it in every form (Wikipedia's
    /// Swedish "other" form "…, %3$.2f kB" for "…, %3$.2f MB"): the form is named.
    func changedUnitsInPlurals(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let sameUnit = { (written: String, unit: String) in Self.unitScales[written]! == Self.unitScales[unit]! }
        // (Copies of the source vote too: a unit kept as written.)
        return pluralConsensusFindings(catalog, strings, copiesToo: true) { sourceForms, translations in
            let sourceUnits = Set(sourceForms.values.flatMap(Self.unitsAfterNumbers))
            guard sourceUnits.count == 1, let unit = sourceUnits.first else { return [] }
            // Per translation: its forms writing a unit.
            let written = translations.compactMap { translation -> (PluralTranslation, [(String, Set<String>)])? in
                let units = translation.forms.keys.sorted().compactMap { form in
                    let found = Self.unitsAfterNumbers(translation.forms[form]!)
                    return found.isEmpty ? nil : (form, found)
                }
                return units.isEmpty ? nil : (translation, units)
            }
            let keeping = written.count { $0.1.allSatisfy { $0.1.contains { sameUnit($0, unit) } } }
            guard written.count >= 4, keeping * 4 >= written.count * 3 else { return [] }
            return written.compactMap { translation, forms in
                guard let (form, units) = forms.first(where: { !$0.1.contains { sameUnit($0, unit) } }),
                      let other = units.sorted().first(where: { Self.unitScales[$0]!.quantity == Self.unitScales[unit]!.quantity }) else { return nil }
                return (translation, form, "the unit \(unit) of the source is \(other) here (another \(Self.unitScales[unit]!.quantity) scale); \(keeping) of the "
                    + "\(written.count) plural translations keep \(unit) in every form")
            }
        }
    }

    /// The units of ``unitScales`` a text writes right after a number or a placeholder
    /// ("%li m", "15 km", "5GB"), lowercased.
    static func unitsAfterNumbers(_ text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var found: Set<String> = []
        for var index in afterNumbers(text, bytes, hyphen: false) {
            var unit: [UInt8] = [], cyrillic = false
            // (No longer than the longest unit: a hostile "١ا١ا…", Arabic-Indic digits among Arabic letters, would read
            // to the end of the text after each of its numbers.)
            while index < bytes.count, unit.count < Self.longestUnitBytes {
                let byte = bytes[index]
                if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "/") { unit.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0)); index += 1 }
                else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xB0, unit.isEmpty { unit += [0xC2, 0xB0]; index += 2 }
                // A Cyrillic letter (U+0400–U+04FF: D0 or D1 and one more byte), lowercased below.
                else if byte == 0xD0 || byte == 0xD1, index + 1 < bytes.count { unit += [byte, bytes[index + 1]]; index += 2; cyrillic = true }
                // An Arabic-script letter (U+0600–U+06FF: D8 to DB and one more byte), as written.
                else if (0xD8...0xDB).contains(byte), index + 1 < bytes.count { unit += [byte, bytes[index + 1]]; index += 2 }
                else { break }
            }
            let word = cyrillic ? String(decoding: unit, as: UTF8.self).lowercased() : String(decoding: unit, as: UTF8.self)
            if unitScales[word] != nil { found.insert(word) }
        }
        return found
    }

    /// Where a unit would start in `text` (its UTF-8 `bytes`): after each number or placeholder,
    /// past one space between (a no-break one too: C2 A0, E2 80 AF; or a hyphen, "4-hour", with
    /// `hyphen`). Digits of other scripts count (Persian "پس از ۵ دقیقه", Arabic "٥", Devanagari
    /// "५"). None where the text holds neither a digit nor a "%".
    static func afterNumbers(_ text: String, _ bytes: [UInt8], hyphen: Bool) -> [Int] {
        let otherDigits = bytes.contains { $0 >= 0xC0 } && text.unicodeScalars.contains(where: isOtherScriptDigit)
        guard otherDigits || bytes.contains(where: { $0 == UInt8(ascii: "%") || (0x30...0x39).contains($0) }) else { return [] }
        var ends: [Int] = []
        for case let .placeholder(placeholder, range) in Placeholder.scan(text) where !placeholder.isProse { ends.append(range.upperBound) }
        for index in bytes.indices where (0x30...0x39).contains(bytes[index]) && (index + 1 == bytes.count || !(0x30...0x39).contains(bytes[index + 1])) {
            ends.append(index + 1)
        }
        if otherDigits {
            // (The end of each run of another script's digits, by its UTF-8 offset.)
            var offset = 0, previousWasDigit = false
            for scalar in text.unicodeScalars {
                let isDigit = isOtherScriptDigit(scalar)
                if previousWasDigit && !isDigit { ends.append(offset) }
                previousWasDigit = isDigit
                offset += scalar.utf8.count
            }
            if previousWasDigit { ends.append(offset) }
        }
        return ends.map { end in
            if end < bytes.count, bytes[end] == 0x20 || (hyphen && bytes[end] == UInt8(ascii: "-")) { return end + 1 }
            if end + 1 < bytes.count, bytes[end] == 0xC2, bytes[end + 1] == 0xA0 { return end + 2 }
            if end + 2 < bytes.count, bytes[end] == 0xE2, bytes[end + 1] == 0x80, bytes[end + 2] == 0xAF { return end + 3 }
            return end
        }
    }

    /// Whether a scalar is a decimal digit (``isDecimalDigit(_:)``) of a script other than
    /// Latin ("۵", "٥", "५", "５").
    static func isOtherScriptDigit(_ scalar: Unicode.Scalar) -> Bool {
        // (Ideographs and Hangul syllables, most of a CJK text, hold none: not looked up.)
        scalar.value >= 0x660 && !(0x3400..<0xA000).contains(scalar.value) && !(0xAC00..<0xD7B0).contains(scalar.value) && isDecimalDigit(scalar)
    }
}
