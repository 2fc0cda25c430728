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

/// All strings of one platform: language → platform key → string.
public struct PlatformCatalog: Sendable {
    public let platform: Platform
    /// The language the strings are written in first (Android's `values/`, Apple's development language).
    public let sourceLanguage: String
    public internal(set) var languages: [String: [String: CatalogString]]

    public init(platform: Platform, sourceLanguage: String, languages: [String: [String: CatalogString]] = [:]) {
        self.platform = platform
        self.sourceLanguage = sourceLanguage
        self.languages = languages
    }

    /// Adds a string, refusing a key defined twice in one language.
    mutating func add(_ string: CatalogString, language: String) throws(CatalogError) {
        if let existing = languages[language]?[string.key] {
            throw .duplicateKey(file: string.location.file, line: string.location.line, key: string.key,
                                firstDefinedAt: existing.location.description)
        }
        languages[language, default: [:]][string.key] = string
    }
}
