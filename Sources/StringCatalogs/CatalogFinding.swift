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
        /// positional and non-positional arguments, a stray `%`, `%n`).
        case invalidSpecifier
    }

    public let kind: Kind
    /// The canonical (Android-spelled) key; `*` for a whole language.
    public let key: String
    public let language: String?
    /// `nil` when the finding compares the platforms.
    public let platform: Platform?
    public let detail: String
    /// `file:line` of the string concerned, when there is one.
    public let location: String?

    public init(kind: Kind, key: String, language: String?, platform: Platform?, detail: String, location: String?) {
        (self.kind, self.key, self.language, self.platform, self.detail, self.location) = (kind, key, language, platform, detail, location)
    }

    /// The platform as reports name it: `android`, `apple`, or `both` for a comparison.
    public var platformLabel: String { platform?.rawValue ?? "both" }

    /// The language as reports group it: `all` for a finding about every language
    /// (a key on one platform only).
    public var languageLabel: String { language ?? "all" }

    public var description: String {
        [kind.rawValue, key, language ?? "-", platformLabel, detail].joined(separator: "  ")
            + (location.map { "  (\($0))" } ?? "")
    }
}
