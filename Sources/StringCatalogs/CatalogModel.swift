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
    public let location: SourceLocation

    public init(key: String, value: CatalogValue, translatable: Bool = true, location: SourceLocation) {
        self.key = key
        self.value = value
        self.translatable = translatable
        self.location = location
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
    /// The unit each string came from (an Android `res/` folder, an Apple table), by language
    /// and key: a key defined twice in one unit is an error, across units a merge.
    var units: [String: [String: String]] = [:]

    public init(platform: Platform, sourceLanguage: String, languages: [String: [String: CatalogString]] = [:]) {
        self.platform = platform
        self.sourceLanguage = sourceLanguage
        self.languages = languages
    }

    /// Adds a string. Within one `unit` (one module's resources, one Apple table) a key defined
    /// twice is an error, as aapt and Xcode make it; across units the first definition wins,
    /// as Android's resource merger and a lookup in the first table do, and a different value
    /// is recorded as a ``ConflictingDefinition``.
    mutating func add(_ string: CatalogString, language: String, unit: String = "") throws(CatalogError) {
        if let existing = languages[language]?[string.key] {
            let existingUnit = units[language]?[string.key] ?? ""
            if existingUnit == unit {
                throw .duplicateKey(file: string.location.file, line: string.location.line, key: string.key,
                                    firstDefinedAt: existing.location.description)
            }
            // Apple tables are separate namespaces (the same key in two tables is legal), and a
            // values-<source> folder overrides values/ of its own module: only two Android
            // modules can conflict.
            let module = { (unit: String) in unit.split(separator: "|").first.map(String.init) ?? unit }
            if platform == .android, module(existingUnit) != module(unit), existing.value != string.value {
                if let index = conflicts.firstIndex(where: { $0.key == string.key && $0.language == language }) {
                    conflicts[index] = ConflictingDefinition(key: string.key, language: language,
                                                             definitions: conflicts[index].definitions + [string])
                } else {
                    conflicts.append(ConflictingDefinition(key: string.key, language: language, definitions: [existing, string]))
                }
            }
            return
        }
        languages[language, default: [:]][string.key] = string
        units[language, default: [:]][string.key] = unit
    }
}
