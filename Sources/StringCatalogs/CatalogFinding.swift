import Foundation

/// One problem found by ``CatalogChecker``.
public struct CatalogFinding: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, CaseIterable, Sendable {
        /// A key of the source language has no translation in a language: users of that
        /// language see the source text (on one platform, or on both: one finding).
        case missingTranslation
        /// Translated on one platform, the source text or absent on the other: the two apps
        /// show the same user different languages.
        case drift
        /// A platform has no strings at all for a language the other platform ships.
        case missingLanguage
        /// A key exists on one platform only.
        case onePlatformOnly
        /// A translation has a key its platform's source language does not.
        case extraKey
        /// Placeholders differ in count, type or order (between source and translation, or
        /// between the platforms' source strings).
        case placeholderMismatch
        /// A translation identical to the source text: likely untranslated.
        case untranslated
        /// An empty value.
        case emptyValue
        /// One key defined with different values in two modules or tables of one platform.
        case conflictingDefinition
        /// A format specifier the platform rejects (`%s` on Apple, `%@` on Android, mixed
        /// positional and non-positional arguments, a stray `%`, `%n`), a malformed one
        /// (`% @`, `1$@`), or an escape that shows (`\\%` on Android).
        case invalidSpecifier
        /// A file that cannot be parsed (broken XML, JSON or `.strings` syntax; an unreadable
        /// file): its strings are not checked, everything else is.
        case unreadable
        /// A plural lacks a category its language selects for whole numbers (CLDR), or `other`:
        /// Android throws when neither the category nor `other` exists; Apple requires `other`.
        case missingPluralForm
        /// A plural form its language never selects for a whole number (Android Lint's
        /// UnusedQuantity): never shown.
        case unusedPluralForm
        /// Xcode marks the localization for review (`needs_review`, `new`) or the key as no
        /// longer in the code (`stale`).
        case needsReview
    }

    /// How much a finding weighs: a defect users see, or cleanup a team may do some day.
    public enum Severity: String, Codable, Sendable {
        /// A defect: fails the check (exit status, JUnit).
        case finding
        /// Cleanup with no user impact (an unused plural form, a stale key, a language or key one
        /// platform ships and the other does not): counted, listed with `--hints`, never failing.
        case hint
    }

    /// The kinds that are cleanup, not defects: in the round-1 sample of 7 real apps none of
    /// their findings was something a user sees (unusedPluralForm 0/24, extraKey 1/24,
    /// missingLanguage 0/16, onePlatformOnly 0/8).
    public static let hintKinds: Set<Kind> = [.unusedPluralForm, .extraKey, .missingLanguage, .onePlatformOnly]

    /// The kinds in order of consequence, as text output lists them: what breaks at run time
    /// first, what is merely worth a look last.
    public static let consequenceOrder: [Kind] = [
        .unreadable, .conflictingDefinition, .invalidSpecifier, .placeholderMismatch, .missingPluralForm, .drift, .emptyValue,
        .missingLanguage, .missingTranslation, .onePlatformOnly, .extraKey, .unusedPluralForm, .needsReview, .untranslated,
    ]

    /// A file that could not be read or parsed, as a finding at the place the error names.
    /// `entryOnly`: the error concerns one entry, left out; the rest of its file was read.
    static func unreadable(_ error: CatalogError, language: String?, platform: Platform, root: URL, entryOnly: Bool = false) -> CatalogFinding {
        switch error {
        case let .malformed(file, line, column, key, reason):
            return CatalogFinding(kind: .unreadable, key: key ?? "*", language: language, platform: platform,
                                  detail: !entryOnly ? "cannot be parsed at column \(column): \(reason); its strings are not checked"
                                      : "entry cannot be read: \(reason); it is not checked",
                                  location: "\(file):\(line)")
        case let .readDifferently(file, line, key, reason):
            return CatalogFinding(kind: .unreadable, key: key ?? "*", language: language, platform: platform,
                                  detail: reason, location: "\(file):\(line)")
        case let .duplicateKey(file, line, key, first):
            return CatalogFinding(kind: .unreadable, key: key, language: language, platform: platform,
                                  detail: "defined twice (first at \(first))", location: "\(file):\(line)")
        case let .unreadable(path, reason), let .noCatalog(path, reason):
            let relative = path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
            return CatalogFinding(kind: .unreadable, key: "*", language: language, platform: platform,
                                  detail: "cannot be read: \(reason)", location: "\(relative):1")
        }
    }

    public let kind: Kind
    /// The canonical (Android-spelled) key; `*` for a whole language. Findings are sorted,
    /// compared across platforms and baselined by it; reports show ``shownKey``.
    public let key: String
    /// The key as Apple's file spells it, when that differs from `key` (`Scene.Title` for
    /// `Scene_Title`, an Apple key paired with an Android key of another name); `nil` on
    /// Android and for keys spelled alike.
    public let appleKey: String?
    public let language: String?
    /// `nil` when the finding compares the platforms.
    public let platform: Platform?
    public let detail: String
    /// `file:line` of the string concerned, when there is one.
    public let location: String?
    /// A defect or a hint (``hintKinds`` by default).
    public let severity: Severity
    /// The strings a summary finding stands for (a mostly untranslated language's English
    /// strings, a barely started language's gaps), each with its key and place: a summary
    /// is one line to read, and still names every string to fix. Empty for a finding about one string.
    public let covers: [Covered]

    /// One string a summary finding stands for: its key as its file spells it, and where it is.
    public struct Covered: Hashable, Codable, Sendable {
        public let key: String
        /// `file:line` of the string (for a missing translation: of its source).
        public let location: String?

        public init(key: String, location: String?) { (self.key, self.location) = (key, location) }

        /// The string a finding names.
        init(_ finding: CatalogFinding) { self.init(key: finding.shownKey, location: finding.location) }
    }

    /// `severity`: `nil` takes the kind's (``hintKinds`` are hints). `appleKey`: the key as
    /// Apple spells it (kept only when it differs from `key`, and never for an Android finding).
    public init(kind: Kind, key: String, language: String?, platform: Platform?, detail: String, location: String?, severity: Severity? = nil,
                appleKey: String? = nil, covers: [Covered] = []) {
        (self.kind, self.key, self.language, self.platform, self.detail, self.location) = (kind, key, language, platform, detail, location)
        self.covers = covers
        self.severity = severity ?? (Self.hintKinds.contains(kind) ? .hint : .finding)
        self.appleKey = platform != .android && appleKey != key ? appleKey : nil
    }

    /// The same finding with another detail and severity (its keys, location and kind kept).
    func with(detail: String? = nil, severity: Severity? = nil) -> CatalogFinding {
        CatalogFinding(kind: kind, key: key, language: language, platform: platform, detail: detail ?? self.detail, location: location,
                       severity: severity ?? self.severity, appleKey: appleKey, covers: covers)
    }

    /// The key as the user finds it in the file the finding names: Apple's spelling for an
    /// Apple finding, the Android key otherwise (a finding on both platforms names both:
    /// ``keysByPlatform``).
    public var shownKey: String { platform == .apple ? appleKey ?? key : key }

    /// Both platforms' spellings of a finding on both platforms whose Apple key differs from
    /// its Android key; `nil` otherwise.
    public var keysByPlatform: (android: String, apple: String)? {
        guard platform == nil, let appleKey else { return nil }
        return (key, appleKey)
    }

    /// The key as text output prints it: ``shownKey``, and for a finding on both platforms
    /// the Apple spelling too when it differs (`room_title (apple: room.title)`).
    public var keyLabel: String {
        keysByPlatform.map { "\($0.android) (apple: \($0.apple))" } ?? shownKey
    }

    /// Whether it is cleanup rather than a defect.
    public var isHint: Bool { severity == .hint }

    /// The platform as reports name it: `android`, `apple`, or `both` for a comparison.
    public var platformLabel: String { platform?.rawValue ?? "both" }

    /// The language as reports group it: `all` for a finding about every language
    /// (a key on one platform only).
    public var languageLabel: String { language ?? "all" }

    public var description: String {
        [kind.rawValue, keyLabel, language ?? "-", platformLabel, detail].joined(separator: "  ")
            + (location.map { "  (\($0))" } ?? "")
    }
}
