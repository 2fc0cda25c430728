import Foundation

/// Keys numbered as one series whose source texts are names of distinct things (Element X's
/// `verification_emoji_0`…`verification_emoji_63`, the names of the emoji two devices
/// compare: short texts sharing no word): each translation must tell them apart as well.
/// Two members that read alike in one language, and in no other, are a text pasted into the
/// wrong key (French "Poisson", fish, for the octopus): users compare names that no longer
/// match the emoji.
extension CatalogChecker {
    /// The fewest members a series has.
    static let seriesMinimum = 5

    /// One `placeholderMismatch` per language and pair of series members that read alike
    /// there and in no other language, at the later member, naming the earlier.
    /// `otherSource`: the other platform's source strings, whose series name this platform's
    /// keys that carry the same texts (Element X's Apple `SAS.strings`, keyed "unicorn",
    /// "horse", beside Android's numbered `verification_emoji_*`).
    func seriesMembersAlike(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]],
                            otherSource: [String: CatalogString]? = nil) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        var series = Self.numberedSeries(source)
        // Keys of one file whose texts are all members of one of the other platform's series.
        for (name, keys) in Self.numberedSeries(otherSource ?? [:]) {
            let texts = Set(keys.map { Self.seriesText(otherSource![$0]!.value) })
            let here = Dictionary(grouping: source.filter { $0.value.translatable && texts.contains(Self.seriesText($0.value.value)) }, by: \.value.location.file)
            for (file, members) in here.sorted(by: { $0.key < $1.key }) where members.count >= Self.seriesMinimum {
                series.append((name: "\(name) (as in \(file))", keys: members.map(\.key).sorted()))
            }
        }
        var findings: [CatalogFinding] = []
        for (name, keys) in series {
            let sourceTexts = keys.map { Self.seriesText(source[$0]!.value) }
            // Per language: the pairs of members (indices) that read alike, copies of the source left out.
            var alike: [String: [(Int, Int)]] = [:], judgedLanguages: [String] = []
            for (language, translated) in strings where !Self.areClose(language, catalog.sourceLanguage) {
                // A language judged translates most of the series.
                guard keys.count(where: { translated[$0] != nil }) * 4 >= keys.count * 3 else { continue }
                judgedLanguages.append(language)
                var firstWith: [String: Int] = [:]
                for (index, key) in keys.enumerated() {
                    guard let value = translated[key]?.value else { continue }
                    let text = Self.seriesText(value)
                    guard !text.isEmpty, text != sourceTexts[index] else { continue }
                    if let earlier = firstWith[text] { alike[language, default: []].append((earlier, index)) } else { firstWith[text] = index }
                }
            }
            var merged: [String: Int] = [:]
            for pair in alike.values.joined() { merged["\(pair.0) \(pair.1)", default: 0] += 1 }
            // Alike in one language, or in up to three where five times as many tell them apart
            // (Element X's Russian and Croatian "Ключ", "ključ" for both key and spanner).
            let judged = judgedLanguages.count
            for (language, pairs) in alike.sorted(by: { $0.key < $1.key }) {
                for (earlier, later) in pairs {
                    let count = merged["\(earlier) \(later)"] ?? 0
                    guard count == 1 || (count <= 3 && (judged - count) >= count * Self.oppositeVoters) else { continue }
                    let string = strings[language]![keys[later]]!, other = strings[language]![keys[earlier]]!
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: keys[later], language: language, platform: catalog.platform,
                        detail: "\"\(string.value.displayText)\" is also \(keys[earlier])'s text here (\(other.location)), where the source has "
                            + "\"\(source[keys[later]]!.value.displayText)\" and \"\(source[keys[earlier]]!.value.displayText)\": the series \(name) tells "
                            + "its \(keys.count) members apart in \(count == 1 ? "every other language" : "\(judged - count) of the \(judged - 1) other languages") (one of the two texts pasted into the wrong key, or a name that no longer tells them apart)",
                        location: string.location.description, appleKey: string.key))
                }
            }
        }
        return findings
    }

    /// The numbered series of a source (keys that differ only by a trailing number, five at
    /// least) whose texts are names of distinct things: short texts that share no word ("Dog",
    /// "Cat", "Octopus"; not "Upload failed 1", "Upload failed 2", which number one message).
    /// Each with its keys in number order, sorted by name.
    static func numberedSeries(_ source: [String: CatalogString]) -> [(name: String, keys: [String])] {
        var series: [String: [(number: Int, key: String)]] = [:]
        for (key, string) in source where string.translatable {
            guard case .text = string.value, let (prefix, number) = numberedKey(key) else { continue }
            series[prefix, default: []].append((number, key))
        }
        return series.sorted(by: { $0.key < $1.key }).compactMap { prefix, members in
            guard members.count >= seriesMinimum else { return nil }
            let keys = members.sorted { $0.number < $1.number }.map(\.key)
            let sourceTexts = keys.map { seriesText(source[$0]!.value) }
            let sourceWords = sourceTexts.map { Set(lowercasedWords($0)) }
            guard !sourceTexts.contains(""), Set(sourceTexts).count == keys.count, sourceWords.allSatisfy({ (1...3).contains($0.count) }),
                  sourceWords.reduce(0, { $0 + $1.count }) == sourceWords.reduce(Set<String>(), { $0.union($1) }).count else { return nil }
            return (prefix + "…", keys)
        }
    }

    /// A key's stem and trailing number (`verification_emoji_13` → `verification_emoji_`, 13),
    /// when it ends in one to three digits after a letter, `_`, `.` or `-`.
    static func numberedKey(_ key: String) -> (String, Int)? {
        let digits = key.reversed().prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count), digits.count < key.count else { return nil }
        let stem = key.dropLast(digits.count)
        guard let last = stem.last, last.isLetter || "_.-".contains(last), let number = Int(String(digits.reversed())) else { return nil }
        return (String(stem), number)
    }

    /// A member's text as compared: trimmed, lowercased; "" for no text.
    static func seriesText(_ value: CatalogValue) -> String {
        guard case let .text(text) = value else { return "" }
        return text.trimmingScalars(in: .whitespacesAndNewlines).lowercased()
    }
}
