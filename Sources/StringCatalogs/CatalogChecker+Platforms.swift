/// The checks that compare the platforms: keys on one platform only, placeholders of the
/// keys both have (plural forms category by category), and how many keys they share.
extension CatalogChecker {
    func acrossPlatforms(_ androidStrings: [String: [String: CatalogString]],
                                 _ appleStrings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let a = androidStrings[android.sourceLanguage] ?? [:], b = appleStrings[apple.sourceLanguage] ?? [:]
        var findings: [CatalogFinding] = []
        // Apple catalogs have no string arrays; an Android array has no Apple twin by design.
        // A key marked translatable="false" / shouldTranslate: false (a brand name, a URL) may
        // well exist on one platform only; so may every key of a unit (a widget's table, an
        // Intents or storyboard table, a module) that shares none with the other platform, and
        // every key when the platforms name keys differently (``keyOverlap``).
        // Keys left unpaired after pairing by text are no findings either: the summary counts them.
        let overlap = keyOverlap
        guard !overlap.keysDiffer && !keyPairing.namesDiffered else { return placeholdersAcross(a, b) }
        let (sharedA, sharedB) = (overlap.sharedFiles[.android] ?? [], overlap.sharedFiles[.apple] ?? [])
        for (key, string) in a where b[key] == nil && string.translatable && !CatalogNoise.namesAPlatform(string.key, suffixes: platformSuffixes)
            && sharedA.contains(string.location.file) {
            if case .array = string.value { continue }
            findings.append(CatalogFinding(kind: .onePlatformOnly, key: key, language: nil, platform: .android,
                                           detail: "only on android", location: string.location.description))
        }
        for (key, string) in b where a[key] == nil && string.translatable && !string.platformSpecific
            && !CatalogNoise.namesAPlatform(string.key, suffixes: platformSuffixes) && sharedB.contains(string.location.file) {
            findings.append(CatalogFinding(kind: .onePlatformOnly, key: key, language: nil, platform: .apple,
                                           detail: "only on apple (as \"\(string.key)\")", location: string.location.description, appleKey: string.key))
        }
        return findings + placeholdersAcross(a, b)
    }

    /// Pairs the source keys that match by no name (nor by the key-map file) by identical
    /// normalized source text (``KeyPairing/pairByText(androidSource:appleSource:canonical:)``).
    public mutating func pairKeysByText() {
        keyPairing.namesDiffered = keyOverlap.keysDiffer
        let mapping = keyMapping
        keyPairing.pairByText(androidSource: (android.languages[android.sourceLanguage] ?? [:]).mapValues(\.value),
                              appleSource: (apple.languages[apple.sourceLanguage] ?? [:]).filter { !$0.value.platformSpecific }.mapValues(\.value),
                              canonical: { mapping.canonical($0, platform: .apple) })
    }

    /// How many source keys the platforms share; the source files sharing at least one (a
    /// file sharing none, like Android's strings_sas.xml beside iOS's SAS.strings, is
    /// platform-only by design).
    public struct KeyOverlap: Sendable {
        public let shared: Int, androidOnly: Int, appleOnly: Int
        public let sharedFiles: [Platform: Set<String>]
        /// Under a tenth of the smaller platform's keys match: the platforms name keys
        /// differently; `onePlatformOnly` is one summary line instead of a finding per key.
        public var keysDiffer: Bool { shared * 10 < min(shared + androidOnly, shared + appleOnly) }
    }

    /// The platforms' source keys compared (canonical keys).
    public var keyOverlap: KeyOverlap {
        // The source languages alone (canonical() keys every language).
        let source = { (catalog: PlatformCatalog) in
            canonical(PlatformCatalog(platform: catalog.platform, sourceLanguage: catalog.sourceLanguage,
                                      languages: catalog.languages[catalog.sourceLanguage].map { [catalog.sourceLanguage: $0] } ?? [:]))
        }
        let a = source(android)[android.sourceLanguage] ?? [:], b = source(apple)[apple.sourceLanguage] ?? [:]
        let shared = a.keys.filter { b[$0] != nil }
        return KeyOverlap(shared: shared.count, androidOnly: a.count - shared.count, appleOnly: b.count - shared.count,
                          sharedFiles: [.android: Set(shared.compactMap { a[$0]?.location.file }), .apple: Set(shared.compactMap { b[$0]?.location.file })])
    }

    /// Placeholders of the keys both platforms have, plural forms category by category.
    func placeholdersAcross(_ a: [String: CatalogString], _ b: [String: CatalogString]) -> [CatalogFinding] {
        var findings: [CatalogFinding] = []
        for (key, androidString) in a {
            guard let appleString = b[key], androidString.formatted else { continue }
            // Plurals compared category by category.
            // Plurals compared form by form as a translation is with its source: the `other`
            // forms agree; another form may leave out the count ("1 day left" beside "%d day
            // left" in English) but adds no argument and changes no argument's kind.
            if case .plural = androidString.value, case .plural = appleString.value {
                guard let problem = PluralCheck.placeholderProblem(source: androidString.value, translation: appleString.value)
                    ?? PluralCheck.placeholderProblem(source: appleString.value, translation: androidString.value) else { continue }
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: android.sourceLanguage, platform: nil,
                                               detail: "android vs apple: \(problem) (android: \(androidString.location))",
                                               location: appleString.location.description, appleKey: appleString.key))
                continue
            }
            guard let mismatch = PlaceholderMismatch.between(expected: Self.placeholders(androidString.value), actual: Self.placeholders(appleString.value))
            else { continue }
            let texts = "android \"\(androidString.value.displayText)\" vs apple \"\(appleString.value.displayText)\""
            if let fixed = Self.valueFixedOnOnePlatform(androidString.value, appleString.value) {
                // One platform writes the value the other passes at run time (the app's name):
                // each platform's code matches its own string; worth a look, no defect.
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: android.sourceLanguage, platform: nil,
                                               detail: "\(texts): \(fixed) (android: \(androidString.location))",
                                               location: appleString.location.description, severity: .hint, appleKey: appleString.key))
                continue
            }
            findings.append(CatalogFinding(kind: .placeholderMismatch, key: key, language: android.sourceLanguage, platform: nil,
                                           detail: "\(texts): \(mismatch) (android: \(androidString.location))",
                                           location: appleString.location.description, appleKey: appleString.key))
        }
        return findings
    }

    /// "apple writes "Element" where android has a placeholder" when one platform's source
    /// is the other's with placeholders filled by fixed words (``Placeholder/fixedValues(template:text:)``).
    static func valueFixedOnOnePlatform(_ android: CatalogValue, _ apple: CatalogValue) -> String? {
        guard case let .text(androidText) = android, case let .text(appleText) = apple else { return nil }
        let describe = { (writer: String, other: String, words: [String]) in
            "\(writer) writes \(words.map { "\"\($0)\"" }.joined(separator: ", ")) where \(other) has a placeholder (a value fixed on one platform)"
        }
        if let words = Placeholder.fixedValues(template: androidText, text: appleText) { return describe("apple", "android", words) }
        if let words = Placeholder.fixedValues(template: appleText, text: androidText) { return describe("android", "apple", words) }
        return nil
    }
}
