/// Which platform a catalog belongs to.
public enum Platform: String, CaseIterable, Codable, Sendable {
    case android, apple
}

/// Where a string was defined.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// A string's value: plain text, plural forms by CLDR quantity, or a string array.
public enum CatalogValue: Hashable, Sendable {
    case text(String)
    case plural([String: String])
    case array([String])

    /// Every text the value holds (for emptiness and placeholder checks).
    public var texts: [String] {
        switch self {
        case let .text(text): return [text]
        case let .plural(forms): return forms.keys.sorted().map { forms[$0]! }
        case let .array(items): return items
        }
    }

    /// Whether a text of the value is empty.
    public var hasEmptyText: Bool {
        switch self {
        case let .text(text): return text.isEmpty
        case let .plural(forms): return forms.values.contains(where: \.isEmpty)
        case let .array(items): return items.contains(where: \.isEmpty)
        }
    }

    /// The text a UI shows by default: the text, the `other` plural form, or the items joined.
    public var displayText: String {
        switch self {
        case let .text(text): return text
        case let .plural(forms): return forms["other"] ?? forms.values.sorted().first ?? ""
        case let .array(items): return items.joined(separator: " · ")
        }
    }
}

/// One localized string of one platform.
public struct CatalogString: Hashable, Sendable {
    /// The key as the platform spells it (`matches_hello`, `matches.hello`).
    public let key: String
    public let value: CatalogValue
    /// `translatable="false"` (Android) or `shouldTranslate: false` (Apple).
    public let translatable: Bool
    /// On one platform by nature (Apple's `InfoPlist` keys: permission texts, the display
    /// name): translations are checked, the other platform's lack of it is not a finding.
    public let platformSpecific: Bool
    /// Android lint's `tools:ignore="MissingTranslation"` (on the string or its file): the
    /// team accepts that languages lack it, so its absence there is not a finding.
    public let missingTranslationAllowed: Bool
    public let location: SourceLocation

    public init(key: String, value: CatalogValue, translatable: Bool = true, platformSpecific: Bool = false,
                missingTranslationAllowed: Bool = false, location: SourceLocation) {
        self.key = key
        self.value = value
        self.translatable = translatable
        self.platformSpecific = platformSpecific
        self.missingTranslationAllowed = missingTranslationAllowed
        self.location = location
    }

    /// The same string, on one platform by nature.
    func specificToItsPlatform() -> CatalogString {
        CatalogString(key: key, value: value, translatable: translatable, platformSpecific: true,
                      missingTranslationAllowed: missingTranslationAllowed, location: location)
    }
}

/// Two definitions of one key in one language that disagree (two Android modules, two Apple
/// tables): the platform uses the first; the other is reported, not fatal.
public struct ConflictingDefinition: Hashable, Sendable {
    public let key: String
    public let language: String
    /// The definition in use, then the ones it hides.
    public let definitions: [CatalogString]
}

/// All strings of one platform: language → platform key → string.
public struct PlatformCatalog: Sendable {
    public let platform: Platform
    /// The language the strings are written in first (Android's `values/`, Apple's development language).
    public let sourceLanguage: String
    public internal(set) var languages: [String: [String: CatalogString]]
    /// Keys defined more than once with different values, across modules or tables.
    public internal(set) var conflicts: [ConflictingDefinition] = []

    public init(platform: Platform, sourceLanguage: String, languages: [String: [String: CatalogString]] = [:]) {
        self.platform = platform
        self.sourceLanguage = sourceLanguage
        self.languages = languages
    }

    /// The strings of one file: its language, and the unit it belongs to (an Android `res/`
    /// folder, an Apple table).
    struct FileStrings {
        let language: String
        let unit: String
        let strings: [CatalogString]
    }

    /// The catalog of `files`, merged in their order; each language is merged on its own core.
    ///
    /// Within one unit (one module's resources, one Apple table) a key defined twice is an
    /// error, as aapt and Xcode make it; across units the first definition wins, as Android's
    /// resource merger and a lookup in the first table do, and a different value is recorded as
    /// a ``ConflictingDefinition``.
    static func merging(_ files: [FileStrings], platform: Platform, sourceLanguage: String) throws(CatalogError) -> PlatformCatalog {
        var order: [String] = []
        var filesByLanguage: [String: [FileStrings]] = [:]
        for file in files {
            if filesByLanguage[file.language] == nil { order.append(file.language) }
            filesByLanguage[file.language, default: []].append(file)
        }
        let merged = try order.concurrentMap { language throws(CatalogError) -> LanguageMerge in
            var merge = LanguageMerge(platform: platform, language: language)
            for file in filesByLanguage[language]! { try merge.add(file.strings, unit: file.unit) }
            return merge
        }
        var catalog = PlatformCatalog(platform: platform, sourceLanguage: sourceLanguage)
        for (language, merge) in zip(order, merged) {
            catalog.languages[language] = merge.strings
            catalog.conflicts += merge.conflicts
        }
        return catalog
    }
}

/// One language's strings merged across files (see ``PlatformCatalog/merging(_:platform:sourceLanguage:)``).
struct LanguageMerge {
    let platform: Platform
    let language: String
    private(set) var conflicts: [ConflictingDefinition] = []
    /// Each key's string and the unit it came from, as an index into ``unitNames``.
    private var entries: [String: (string: CatalogString, unit: Int)] = [:]
    private var unitNames: [String] = []
    /// Where each key's conflict is in ``conflicts``.
    private var conflictIndex: [String: Int] = [:]

    init(platform: Platform, language: String) {
        self.platform = platform
        self.language = language
    }

    /// The merged strings by key.
    var strings: [String: CatalogString] { entries.mapValues(\.string) }

    mutating func add(_ fileStrings: [CatalogString], unit: String) throws(CatalogError) {
        let unitIndex = unitNames.lastIndex(of: unit) ?? {
            unitNames.append(unit)
            return unitNames.count - 1
        }()
        entries.reserveCapacity(entries.count + fileStrings.count)
        for string in fileStrings {
            guard let (existing, existingUnit) = entries[string.key] else {
                entries[string.key] = (string, unitIndex)
                continue
            }
            if existingUnit == unitIndex {
                throw .duplicateKey(file: string.location.file, line: string.location.line, key: string.key,
                                    firstDefinedAt: existing.location.description)
            }
            // Apple tables are separate namespaces (the same key in two tables is legal), and a
            // values-<source> folder overrides values/ of its own module: only two Android
            // modules can conflict.
            let module = { (unit: String) in unit.split(separator: "|").first.map(String.init) ?? unit }
            guard platform == .android, module(unitNames[existingUnit]) != module(unit), existing.value != string.value else { continue }
            if let index = conflictIndex[string.key] {
                conflicts[index] = ConflictingDefinition(key: string.key, language: language, definitions: conflicts[index].definitions + [string])
            } else {
                conflictIndex[string.key] = conflicts.count
                conflicts.append(ConflictingDefinition(key: string.key, language: language, definitions: [existing, string]))
            }
        }
    }
}
