/// One localized string of one platform.
///
/// A value type whose fields live in one shared, copy-on-write box: the checks copy strings
/// out of dictionaries by the hundred thousand, and a copy is then one reference count
/// instead of one per text field (key, value, file, unit, review state).
public struct CatalogString: Hashable, Sendable {
    /// The key as the platform spells it (`matches_hello`, `matches.hello`).
    public var key: String { storage.key }
    public var value: CatalogValue { storage.value }
    /// `translatable="false"` (Android) or `shouldTranslate: false` (Apple).
    public var translatable: Bool { storage.translatable }
    /// On one platform by nature (Apple's `InfoPlist` keys: permission texts, the display
    /// name): translations are checked, the other platform's lack of it is not a finding.
    public var platformSpecific: Bool { storage.platformSpecific }
    /// Android lint's `tools:ignore="MissingTranslation"` (on the string or its file): the
    /// team accepts that languages lack it, so its absence there is not a finding.
    public var missingTranslationAllowed: Bool { storage.missingTranslationAllowed }
    public var location: SourceLocation { storage.location }
    /// Android's `formatted="false"`: the text is never a format string (`%` is a percent sign).
    public internal(set) var formatted: Bool {
        get { storage.formatted }
        set { unique().formatted = newValue }
    }
    /// Xcode's review state of this localization when it asks for action (`needs_review`,
    /// `new`; `stale` on the source language when the key is no longer in the code).
    public internal(set) var reviewState: String? {
        get { storage.reviewState }
        set { unique().reviewState = newValue }
    }
    /// The unit (Android module's `res/`, Apple table) the string was merged from.
    public internal(set) var unit: String {
        get { storage.unit }
        set { unique().unit = newValue }
    }
    /// Android inline markup (`<b>`, `<i>`, `<a>`…; not `<xliff:g>`) or HTML in CDATA: the
    /// value holds only its text, so a copy to another platform would lose it.
    public internal(set) var hasMarkup: Bool {
        get { storage.hasMarkup }
        set { unique().hasMarkup = newValue }
    }

    /// Android: the inline elements of a `<string>` (not `<xliff:g>`), sorted, each as
    /// `<name>` or, for `<annotation>` (whose attributes the app's code looks up: Bitwarden's
    /// `<annotation link="termsOfService">`), `<annotation name="value"…>`.
    public internal(set) var inlineElements: [String] {
        get { storage.inlineElements }
        set { unique().inlineElements = newValue }
    }

    /// Android: unescaped double quotes inside the text, which aapt2 drops (``AndroidStringsReader/dropsInnerQuotes(_:)``).
    public internal(set) var dropsQuotes: Bool {
        get { storage.dropsQuotes }
        set { unique().dropsQuotes = newValue }
    }

    /// Android: an odd number of unescaped double quotes, the last never closed
    /// (``AndroidStringsReader/leavesAQuoteOpen(_:)``).
    public internal(set) var unclosedQuote: Bool {
        get { storage.unclosedQuote }
        set { unique().unclosedQuote = newValue }
    }

    private var storage: Storage

    public init(key: String, value: CatalogValue, translatable: Bool = true, platformSpecific: Bool = false,
                missingTranslationAllowed: Bool = false, location: SourceLocation) {
        storage = Storage(key: key, value: value, translatable: translatable, platformSpecific: platformSpecific,
                          missingTranslationAllowed: missingTranslationAllowed, location: location)
    }

    /// The same string, on one platform by nature.
    func specificToItsPlatform() -> CatalogString {
        var copy = self
        copy.unique().platformSpecific = true
        return copy
    }

    /// The same string, which languages may leave out or keep in the source's text
    /// (translatewiki's `{{optional}}`).
    func allowingMissingTranslation() -> CatalogString {
        var copy = self
        copy.unique().missingTranslationAllowed = true
        return copy
    }

    /// The same string under another key (an Android `<plurals>` beside a `<string>` of its name).
    func renamed(_ newKey: String) -> CatalogString {
        var copy = self
        copy.unique().key = newKey
        return copy
    }

    /// The box, copied first when another string shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public static func == (a: CatalogString, b: CatalogString) -> Bool {
        let (a, b) = (a.storage, b.storage)
        return a === b || (a.key == b.key && a.value == b.value && a.translatable == b.translatable && a.platformSpecific == b.platformSpecific
            && a.missingTranslationAllowed == b.missingTranslationAllowed && a.location == b.location && a.formatted == b.formatted
            && a.reviewState == b.reviewState && a.unit == b.unit && a.hasMarkup == b.hasMarkup && a.dropsQuotes == b.dropsQuotes
            && a.unclosedQuote == b.unclosedQuote && a.inlineElements == b.inlineElements)
    }

    /// Every field, in declaration order (as the derived conformance hashed them).
    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(s.key)
        hasher.combine(s.value)
        hasher.combine(s.translatable)
        hasher.combine(s.platformSpecific)
        hasher.combine(s.missingTranslationAllowed)
        hasher.combine(s.location)
        hasher.combine(s.formatted)
        hasher.combine(s.reviewState)
        hasher.combine(s.unit)
        hasher.combine(s.hasMarkup)
        hasher.combine(s.dropsQuotes)
        hasher.combine(s.unclosedQuote)
        hasher.combine(s.inlineElements)
    }

    /// The fields of a ``CatalogString``; mutated only while uniquely referenced.
    private final class Storage: @unchecked Sendable {
        var key: String
        let value: CatalogValue
        let translatable: Bool
        var platformSpecific: Bool
        var missingTranslationAllowed: Bool
        let location: SourceLocation
        var formatted = true
        var reviewState: String?
        var unit = ""
        var hasMarkup = false
        var dropsQuotes = false
        var unclosedQuote = false
        var inlineElements: [String] = []

        init(key: String, value: CatalogValue, translatable: Bool, platformSpecific: Bool, missingTranslationAllowed: Bool,
             location: SourceLocation) {
            self.key = key
            self.value = value
            self.translatable = translatable
            self.platformSpecific = platformSpecific
            self.missingTranslationAllowed = missingTranslationAllowed
            self.location = location
        }

        func copy() -> Storage {
            let copy = Storage(key: key, value: value, translatable: translatable, platformSpecific: platformSpecific,
                               missingTranslationAllowed: missingTranslationAllowed, location: location)
            (copy.formatted, copy.reviewState, copy.unit, copy.hasMarkup, copy.dropsQuotes) = (formatted, reviewState, unit, hasMarkup, dropsQuotes)
            (copy.unclosedQuote, copy.inlineElements) = (unclosedQuote, inlineElements)
            return copy
        }
    }
}
