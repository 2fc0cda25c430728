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
    /// Whether the value is a plural.
    public var isPlural: Bool {
        if case .plural = self { return true }
        return false
    }

    /// Whether the value is a string array.
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }

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
    /// Apple: the definitions a key's first one hides, by language — the same key in a table
    /// of the same name in another folder (another bundle, or a converter's copy of the
    /// translations: Mastodon's `StringsConvertor/input`). Checked for their plural categories,
    /// never compared as the language's value.
    public internal(set) var shadowed: [String: [CatalogString]] = [:]
    /// What reading found wrong inside files (`unreadable` files), as findings: the rest was read.
    public internal(set) var problems: [CatalogFinding] = []
    /// The units (modules' `res/`, tables) of each language.
    public internal(set) var units: [String: Set<String>] = [:]
    /// The source units of files that could not be read at all, by language (`*`: every
    /// language of an `.xcstrings` file): their keys' gaps are that file's `unreadable`
    /// finding, not one finding per key (Element X's French table with a stray quote).
    public internal(set) var unreadableUnits: [String: Set<String>] = [:]
    /// Apple tables whose source is a storyboard, xib or intent definition in `Base.lproj`.
    public internal(set) var interfaceUnits: Set<String> = []

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
        /// From a folder with more qualifiers than the language (`values-de-night`): an
        /// alternative for some configurations; a key it shares with the language's main
        /// folder is not a second definition.
        var alternate = false
    }

    /// The units of the source language (an Apple table whose source is a storyboard in
    /// `Base.lproj` has none).
    public var sourceUnits: Set<String> { units[sourceLanguage] ?? [] }

    /// The catalog of `files`, merged in their order; each language is merged on its own core.
    ///
    /// Within one unit (one module's resources, one Apple table) a key defined twice is a
    /// ``ConflictingDefinition`` (aapt and Xcode refuse it); across units the first definition
    /// wins, as Android's resource merger and a lookup in the first table do, and a different
    /// value is recorded as one. Android's resource types are separate namespaces: a
    /// `<plurals name="x">` beside a `<string name="x">` is kept as `@plurals/x`.
    /// `applications`: Android's application modules (``AndroidModules``), which never merge
    /// with one another.
    static func merging(_ files: [FileStrings], platform: Platform, sourceLanguage: String, applications: Set<String> = []) -> PlatformCatalog {
        var order: [String] = []
        var filesByLanguage: [String: [FileStrings]] = [:]
        for file in files {
            if filesByLanguage[file.language] == nil { order.append(file.language) }
            filesByLanguage[file.language, default: []].append(file)
        }
        let merged = order.concurrentMap { language -> LanguageMerge in
            var merge = LanguageMerge(platform: platform, language: language, applications: applications)
            let files = filesByLanguage[language]!
            for file in files.filter({ !$0.alternate }) + files.filter(\.alternate) { merge.add(file.strings, unit: file.unit, alternate: file.alternate) }
            return merge
        }
        // The source's resource types decide which type of a name keeps the plain key.
        let sourceTyped = order.firstIndex(of: sourceLanguage).map { Set(merged[$0].typedKeys) } ?? []
        let strings = merged.concurrentMap { $0.strings(sourceTyped: sourceTyped) }
        var catalog = PlatformCatalog(platform: platform, sourceLanguage: sourceLanguage)
        for ((language, merge), strings) in zip(zip(order, merged), strings) {
            catalog.languages[language] = strings
            catalog.conflicts += merge.conflicts
            if !merge.shadowed.isEmpty { catalog.shadowed[language] = merge.shadowed }
            catalog.units[language] = Set(filesByLanguage[language]!.filter { !$0.alternate }.map(\.unit))
        }
        return catalog
    }
}

