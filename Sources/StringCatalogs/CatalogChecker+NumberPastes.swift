/// A key holding another key's translation, told by the number in it: Bitwarden's Swedish
/// `fifteen_minutes` = "5 minuter", the text of `five_minutes`, so the timeout list offers
/// five minutes twice and never fifteen. Two keys whose sources are one text with different
/// numbers ("5 minutes", "15 minutes"), translated alike, where the text's number is the
/// other source's: the copy is the key whose own number is lost. Sources that say one thing
/// in other words ("24 hours", "1 day") may be translated alike; a plural "s" is no other
/// word ("1 hour", "4 hours").
extension CatalogChecker {
    /// One `placeholderMismatch` finding per translation that is another key's translation,
    /// its number the other key's source's and not its own's.
    func numbersPastedFromAnotherKey(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // The source's texts with numbers (few), and their numbers.
        let numbered: [String: [String]] = source.compactMapValues { string in
            guard string.translatable, case let .text(text) = string.value else { return nil }
            let numbers = Self.numbers(in: text)
            return numbers.isEmpty || numbers.count > 3 ? nil : numbers
        }
        guard numbered.count >= 2 else { return [] }
        var findings: [CatalogFinding] = []
        for (language, translated) in strings where language != catalog.sourceLanguage {
            // Text → the numbered keys translated with it.
            var keysByText: [String: [String]] = [:]
            for key in numbered.keys {
                if case let .text(text)? = translated[key]?.value, !text.isEmpty { keysByText[text, default: []].append(key) }
            }
            for (text, keys) in keysByText where keys.count >= 2 {
                let written = Self.numbers(in: text)
                // The keys whose source writes this text's numbers, and those it does not.
                // (Several such keys of one source text are one text: Bitwarden's `one_hour` and
                // `flight_recorder_one_hour`, "1 hour".)
                let matching = keys.filter { numbered[$0] == written }.sorted()
                guard let original = matching.first, Set(matching.map { source[$0]?.value }).count == 1 else { continue }
                for key in keys.sorted() where !matching.contains(key) && Set(numbered[key]!).isDisjoint(with: written) {
                    guard let string = translated[key], let sourceText = source[key]?.value.displayText, let otherSource = source[original]?.value.displayText,
                          Self.numberlessForm(sourceText) == Self.numberlessForm(otherSource) else { continue }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                        detail: "\"\(text)\" is \(original)'s translation here (its source \"\(otherSource)\"): the number of this key's source \"\(sourceText)\" is lost, "
                            + "and users see the other value twice",
                        location: string.location.description, appleKey: string.key))
                }
            }
        }
        return findings
    }

    /// A source text with its numbers masked and its words' English plural "s" dropped: "1
    /// hour" and "4 hours" are one text with different numbers (Bitwarden's Dutch
    /// `four_hours` = "1 uur", `one_hour`'s text).
    static func numberlessForm(_ text: String) -> String {
        TextShapeCheck.numbersMasked(text).split(separator: " ").map { word in
            word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : String(word)
        }.joined(separator: " ")
    }
}
