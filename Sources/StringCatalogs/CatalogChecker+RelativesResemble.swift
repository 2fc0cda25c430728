import Foundation

/// Which of two keys a language writing one text for both pasted it into, told by the
/// language's relatives (``languageFamilies``): they write the two keys apart, and the text
/// resembles their translations of one key only (Nextcloud's Brazilian "Só enviar quando
/// carregando", the charging option's text, in the Wi-Fi option: Portuguese "Só carregar
/// quando a carregar", Spanish "…cuando se esté cargando"; Home Assistant's Swedish
/// "Aktivitet" for History, Norwegian's text for Logbook). Resemblance is the share of
/// letter triples two texts have in common (Dice's coefficient over their letters, marks
/// stripped): cognates share them across a family.
extension CatalogChecker {
    /// The least resemblance a relative's text must have to the shared one to vote.
    static let leastResemblance = 0.15
    /// How many times the other key's resemblance the voted one's must be.
    static let resemblanceMargin = 1.5

    /// The key of `keys` whose translations by two relatives of `language` at least (of two
    /// base languages; a third of those that write the two apart, variants writing alike
    /// counted once) resemble `value`, where a third as many at most resemble the other key's;
    /// with those relatives. Relatives writing the two keys alike, or as their source
    /// (`source`), do not vote.
    static func keyRelativesResemble(_ value: String, _ keys: [String], language: String, _ strings: [String: [String: CatalogString]],
                                     source: [String: CatalogString]) -> (key: String, relatives: [String])? {
        guard keys.count == 2, let family = family(of: language) else { return nil }
        let shared = letterTriples(value)
        guard shared.count >= 4 else { return nil }
        var votes: [String: [String]] = [:], eligible = 0
        // (Variants writing both texts alike, Spanish of Mexico, Colombia, Ecuador, are one witness.)
        var seen: Set<[String]> = []
        for relative in strings.keys.sorted() where LanguageFallback.base(relative) != LanguageFallback.base(language)
            && family.contains(LanguageFallback.base(relative)) {
            guard let table = strings[relative], let first = table[keys[0]], let second = table[keys[1]], first.value != second.value,
                  first.value != source[keys[0]]?.value, second.value != source[keys[1]]?.value else { continue }
            guard seen.insert([first.value.displayText, second.value.displayText]).inserted else { continue }
            eligible += 1
            let resemblance = [first, second].map { dice(shared, letterTriples($0.value.displayText)) }
            let (best, rest) = resemblance[0] >= resemblance[1] ? (0, 1) : (1, 0)
            guard resemblance[best] >= leastResemblance, resemblance[best] >= resemblanceMargin * resemblance[rest] else { continue }
            votes[keys[best], default: []].append(relative)
        }
        // (Two base languages at least, three times as many relatives as for the other key.)
        guard let (key, relatives) = votes.max(by: { $0.value.count < $1.value.count }), Set(relatives.map(LanguageFallback.base)).count >= 2,
              relatives.count >= 3 * votes.filter({ $0.key != key }).map(\.value.count).reduce(0, +), relatives.count * 3 >= eligible else { return nil }
        return (key, relatives)
    }

    /// A text's triples of letters in a row, within words (lowercased, marks stripped, each
    /// word padded by a space on both sides); placeholders are no letters.
    static func letterTriples(_ text: String) -> Set<String> {
        let plain = (CatalogNoise.prose(text).applyingTransform(.stripDiacritics, reverse: false) ?? text).lowercased()
        var triples: Set<String> = []
        for word in plain.split(whereSeparator: { !$0.isLetter }) {
            let letters = [" "] + Array(word) + [" "]
            for index in 0..<(letters.count - 2) { triples.insert(String(letters[index..<(index + 3)])) }
        }
        return triples
    }

    /// Dice's coefficient of two sets: twice the common part over both sizes.
    static func dice(_ one: Set<String>, _ other: Set<String>) -> Double {
        guard !one.isEmpty || !other.isEmpty else { return 0 }
        return 2 * Double(one.intersection(other).count) / Double(one.count + other.count)
    }
}
