/// A unit changed beside a number: Home Assistant's French "Rayon : %li km" for the source's
/// "Radius: %li m", a zone's radius read a thousand times too large. A unit after a number or
/// a placeholder that three in four translations keep (four at least) is one a translation
/// must keep; one that writes another unit of the same quantity in its place is a finding.
/// Translations that write the unit in their own letters ("м", "Mo") or spell it out write
/// no unit of the list and are left alone.
extension CatalogChecker {
    /// Units by the quantity they measure, lowercased as compared.
    static let unitQuantities: [String: String] = [
        "mm": "length", "cm": "length", "m": "length", "km": "length", "ft": "length", "mi": "length", "yd": "length",
        "ms": "time", "s": "time", "sec": "time", "min": "time", "h": "time", "hr": "time",
        "kb": "data", "mb": "data", "gb": "data", "tb": "data", "kib": "data", "mib": "data", "gib": "data", "tib": "data",
        "°c": "temperature", "°f": "temperature", "km/h": "speed", "mph": "speed", "m/s": "speed",
        "w": "power", "kw": "power", "wh": "energy", "kwh": "energy", "mg": "mass", "g": "mass", "kg": "mass", "lb": "mass", "oz": "mass",
        "hz": "frequency", "khz": "frequency", "mhz": "frequency", "ghz": "frequency",
    ]

    /// One `placeholderMismatch` per translation that writes another unit of the same
    /// quantity where its source and most translations keep one.
    func changedUnits(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, _, sourceText, translated in
            let sourceUnits = Self.unitsAfterNumbers(sourceText)
            guard !sourceUnits.isEmpty else { return [] }
            let translations = translated().map { ($0, Self.unitsAfterNumbers($0.text)) }
            guard translations.count >= 4 else { return [] }
            let kept = sourceUnits.filter { unit in translations.count { $0.1.contains(unit) } * 4 >= translations.count * 3 }
            return translations.compactMap { translation, units in
                guard let unit = kept.sorted().first(where: { !units.contains($0) }),
                      let other = units.sorted().first(where: { Self.unitQuantities[$0] == Self.unitQuantities[unit] && !sourceUnits.contains($0) }) else { return nil }
                let keeping = translations.count { $0.1.contains(unit) }
                return (translation, "the unit \(unit) of the source is \(other) here (another \(Self.unitQuantities[unit]!)); \(keeping) of the \(translations.count) translations keep \(unit)")
            }
        }
    }

    /// The units of ``unitQuantities`` a text writes right after a number or a placeholder
    /// ("%li m", "15 km", "5GB"), lowercased.
    static func unitsAfterNumbers(_ text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || (0x30...0x39).contains($0) }) else { return [] }
        // Where each number or placeholder ends.
        var ends: [Int] = []
        for case let .placeholder(placeholder, range) in Placeholder.scan(text) where !placeholder.isProse { ends.append(range.upperBound) }
        for index in bytes.indices where (0x30...0x39).contains(bytes[index]) && (index + 1 == bytes.count || !(0x30...0x39).contains(bytes[index + 1])) {
            ends.append(index + 1)
        }
        var units: Set<String> = []
        for end in ends {
            var index = end
            // One space between (a no-break one too: C2 A0, E2 80 AF).
            if index < bytes.count, bytes[index] == 0x20 { index += 1 }
            else if index + 1 < bytes.count, bytes[index] == 0xC2, bytes[index + 1] == 0xA0 { index += 2 }
            else if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xAF { index += 3 }
            var unit: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "/") { unit.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0)); index += 1 }
                else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xB0, unit.isEmpty { unit += [0xC2, 0xB0]; index += 2 }
                else { break }
            }
            let word = String(decoding: unit, as: UTF8.self)
            if unitQuantities[word] != nil { units.insert(word) }
        }
        return units
    }
}
