import Foundation

/// `catalog sync`: what one platform's catalog lacks of the other's, converted to its spelling.
///
/// The plan is pure: it reads two ``PlatformCatalog``s and says which keys × languages to add,
/// what was converted and what was refused (and why). The writers (``XCStringsWriter``,
/// ``AndroidSyncWriter``) turn it into files.
public struct CatalogSync: Sendable {
    /// Which keys and languages to carry over.
    public struct Options: Sendable {
        /// The platform whose strings are copied.
        public var from: Platform
        public var keyMapping: KeyMapping
        /// Only canonical keys starting with one of these (empty: every key).
        public var prefixes: [String] = []
        /// Canonical keys matching one of these globs (`*` any text) stay where they are.
        public var excludes: [String] = []
        /// Keys ending in a platform's name stay on their platform (``CatalogNoise``).
        public var platformSuffixes: [String] = CatalogNoise.defaultPlatformSuffixes
        /// The languages to add; `nil`: the target's languages and the source language (every
        /// source language when the target has none yet).
        public var languages: [String]?
        /// The languages the app ships (`locales_config.xml`, `knownRegions`): without
        /// `languages`, no other language is added (a `Settings.bundle/ar.lproj` is no Arabic app).
        public var shipped: [String]?

        public init(from: Platform, keyMapping: KeyMapping) {
            self.from = from
            self.keyMapping = keyMapping
        }
    }

    /// One localization to add: a key in one language, spelled for the target.
    public struct Entry: Sendable, Equatable {
        /// The key as the target platform spells it.
        public let key: String
        public let language: String
        public let value: CatalogValue
        public let translatable: Bool
    }

    /// A key (or a key in one language) left out, and why.
    public struct Refusal: Sendable, Equatable {
        public let key: String
        public let language: String?
        public let reason: String
    }

    public let options: Options
    /// Entries to add, by language then key.
    public private(set) var entries: [Entry] = []
    public private(set) var refusals: [Refusal] = []
    /// What was converted: `placeholders`, `escapes`, `plurals`, `pluralFormsDropped`,
    /// `untranslatable`, `regional` (a regional variant standing in for its language) → count.
    public private(set) var conversions: [String: Int] = [:]
    /// Keys excluded by `--exclude`, the platform-suffix rule or as platform-specific.
    public private(set) var excluded = 0
    /// Localizations left out because they repeat the source language's text (from Apple,
    /// whose exporters fill untranslated keys with it).
    public private(set) var identicalToSource = 0
    /// Source languages the target lacks, left out (pass `languages` to add them).
    public private(set) var languagesLeftOut: [String] = []

    /// The plan for copying `source`'s strings missing from `target`.
    public init(source: PlatformCatalog, target: PlatformCatalog, options: Options) {
        self.options = options
        var context = Context(source: source, target: target, options: options)
        languagesLeftOut = options.languages == nil ? source.languages.keys.filter { language in
            !context.languages.contains(language) && !LanguageFallback.parents(of: language).contains(where: context.languages.contains)
        }.sorted() : []
        let sourceStrings = source.languages[source.sourceLanguage] ?? [:]
        for sourceKey in sourceStrings.keys.sorted() {
            guard let string = sourceStrings[sourceKey] else { continue }
            plan(string, context: &context)
        }
        entries.sort { ($0.language, $0.key) < ($1.language, $1.key) }
    }

    /// What the plan reads of both catalogs, computed once.
    private struct Context {
        let source: PlatformCatalog, target: PlatformCatalog
        let targetPlatform: Platform
        let mapping: KeyMapping
        /// The target's keys, canonically, per language.
        var targetKeys: [String: Set<String>] = [:]
        /// The target's spelling of each canonical key.
        var spelling: [String: String] = [:]
        /// Android's R fields taken: `a.b` and `a_b` are both `a_b`.
        var rFields: [String: String] = [:]
        /// Keys the target keeps untranslatable.
        let untranslatable: Set<String>
        let languages: [String]
        /// A key a language lacks that a regional variant has (Android's `nb-NO` for Apple's
        /// `nb`, as `catalog check` relates them): the variant, first in order, stands in.
        let variants: [String: [String]]

        init(source: PlatformCatalog, target: PlatformCatalog, options: Options) {
            (self.source, self.target, mapping) = (source, target, options.keyMapping)
            targetPlatform = options.from == .android ? .apple : .android
            for (language, strings) in target.languages {
                targetKeys[language] = Set(strings.keys.map { options.keyMapping.canonical($0, platform: target.platform) })
                for key in strings.keys { spelling[options.keyMapping.canonical(key, platform: target.platform)] = key }
            }
            rFields = Dictionary(spelling.values.map { ($0.replacingOccurrences(of: ".", with: "_"), $0) }) { first, _ in first }
            untranslatable = Set((target.languages[target.sourceLanguage] ?? [:]).values.filter { !$0.translatable }
                .map { options.keyMapping.canonical($0.key, platform: target.platform) })
            let languages = CatalogSync.languages(source: source, target: target, chosen: options.languages, shipped: options.shipped)
            self.languages = languages
            variants = Dictionary(uniqueKeysWithValues: languages.map { language in
                (language, source.languages.keys.filter { LanguageFallback.parents(of: $0).contains(language) }.sorted())
            })
        }

        func has(_ canonical: String, in language: String) -> Bool { targetKeys[language]?.contains(canonical) == true }
    }

    /// One key of the source language: left out, refused, or its missing localizations added.
    private mutating func plan(_ string: CatalogString, context: inout Context) {
        let canonical = context.mapping.canonical(string.key, platform: context.source.platform)
        guard options.prefixes.isEmpty || options.prefixes.contains(where: canonical.hasPrefix) else { return }
        if string.platformSpecific || CatalogNoise.namesAPlatform(canonical, suffixes: options.platformSuffixes)
            || options.excludes.contains(where: { Self.matches(canonical, glob: $0) }) {
            excluded += 1
            return
        }
        let refuse = { (sync: inout CatalogSync, reason: String) in sync.refusals.append(Refusal(key: canonical, language: nil, reason: reason)) }
        let spelled = context.spelling[canonical] ?? Self.spell(canonical, for: context.targetPlatform, mapping: context.mapping, prefixes: options.prefixes)
        guard let targetKey = spelled, context.mapping.canonical(targetKey, platform: context.targetPlatform) == canonical else {
            return refuse(&self, context.targetPlatform == .android
                ? "not a valid Android resource name" : "cannot be spelled on Apple so that --key-map \(context.mapping.rawValue) maps it back")
        }
        if case .array = string.value { return refuse(&self, "a <string-array>: Apple catalogs have no arrays") }
        if canonical.hasPrefix("@") { return refuse(&self, "a <plurals> named like a <string> of its module: Apple has one entry per key") }
        if string.hasMarkup {
            return refuse(&self, "holds HTML markup (<b>, <a>… or HTML in CDATA) that a plain Apple string would lose or show as text; carry it by hand")
        }
        // Android names its R fields with `.` as `_`: `a.b` beside `a_b` does not build.
        if context.targetPlatform == .android, context.spelling[canonical] == nil {
            let field = targetKey.replacingOccurrences(of: ".", with: "_")
            if let other = context.rFields[field], other != targetKey { return refuse(&self, "its R field \(field) is also \(other)'s on Android") }
            context.rFields[field] = targetKey
        }
        // An untranslatable string lives in the target's source language only (Xcode shows
        // that localization), with the source's value.
        if !string.translatable {
            let language = context.target.languages.isEmpty ? context.source.sourceLanguage : context.target.sourceLanguage
            guard !context.has(canonical, in: language) else { return }
            conversions["untranslatable", default: 0] += 1
            return add(string, as: targetKey, language: language, canonical: canonical, to: context.targetPlatform)
        }
        // A key the target keeps untranslatable gets no translations.
        if context.untranslatable.contains(canonical) { return }
        for language in context.languages where !context.has(canonical, in: language) {
            planTranslation(of: string, in: language, as: targetKey, canonical: canonical, context: context)
        }
    }

    /// One language of a key the target lacks.
    private mutating func planTranslation(of string: CatalogString, in language: String, as targetKey: String, canonical: String, context: Context) {
        let own = context.source.languages[language]?[string.key]
        let stand = own != nil ? nil : (context.variants[language] ?? []).lazy.compactMap { context.source.languages[$0]?[string.key] }.first
        guard let localized = own ?? stand else { return }
        if localized.value.hasEmptyText {
            refusals.append(Refusal(key: canonical, language: language, reason: "empty translation"))
            return
        }
        // Apple's exporters fill every untranslated key with the source text: identity there
        // is no translation (the fallback shows the same), and copying it would hide the gap.
        if options.from == .apple, language != context.source.sourceLanguage, localized.value == string.value {
            identicalToSource += 1
            return
        }
        if stand != nil { conversions["regional", default: 0] += 1 }
        if localized.hasMarkup {
            refusals.append(Refusal(key: canonical, language: language, reason: "holds HTML markup in this language"))
            return
        }
        add(localized, as: targetKey, language: language, canonical: canonical, to: context.targetPlatform)
    }

    /// One localization converted into an entry, or refused with the reason.
    private mutating func add(_ string: CatalogString, as key: String, language: String, canonical: String, to target: Platform) {
        switch convert(string, language: language, to: target) {
        case let .success(value): entries.append(Entry(key: key, language: language, value: value, translatable: string.translatable))
        case let .failure(refusal): refusals.append(Refusal(key: canonical, language: language, reason: refusal.reason))
        }
    }

    private struct Refused: Error { let reason: String }

    /// One localization's value, converted for `target`; counts what changed.
    private mutating func convert(_ string: CatalogString, language: String, to target: Platform) -> Result<CatalogValue, Refused> {
        let convertText = { (text: String, sync: inout CatalogSync) -> String in
            if target == .apple, AndroidEscaping.hadEscapes(text) { sync.conversions["escapes", default: 0] += 1 }
            guard string.formatted else { return text }
            let (converted, count) = PlaceholderConversion.convert(text, to: target)
            sync.conversions["placeholders", default: 0] += count
            return converted
        }
        switch string.value {
        case let .text(text):
            return .success(.text(convertText(text, &self)))
        case let .plural(forms):
            guard forms["other"] != nil else {
                return .failure(Refused(reason: "plural without an \"other\" form (" + (target == .apple ? "Apple requires it)" : "Android throws on a count whose form is missing)")))
            }
            // The forms the language's CLDR rules have; others would never show.
            let categories = PluralRules.knows(language) ? Set(PluralRules.categories(language)) : Set(forms.keys)
            var kept: [String: String] = [:]
            for (category, text) in forms {
                guard categories.contains(category) || category == "other" else {
                    conversions["pluralFormsDropped", default: 0] += 1
                    continue
                }
                kept[category] = convertText(text, &self)
            }
            conversions["plurals", default: 0] += 1
            return .success(.plural(kept))
        case .array:
            return .failure(Refused(reason: "a string array: Apple catalogs have no arrays"))
        }
    }

    // MARK: - Keys and languages

    /// The languages to add: the chosen ones, else the shipped ones the target has (and the
    /// source language), else, for an empty target, every shipped language of the source.
    static func languages(source: PlatformCatalog, target: PlatformCatalog, chosen: [String]?, shipped: [String]?) -> [String] {
        if let chosen { return chosen }
        let isShipped = { (language: String) in
            language == source.sourceLanguage || shipped.map { $0.contains { $0 == language || LanguageFallback.isRelated($0, language) } } ?? true
        }
        guard !target.languages.isEmpty else { return source.languages.keys.filter(isShipped).sorted() }
        // A regional variant the source has alone (`nb-NO`) offers its language (`nb`).
        let offered = Set(source.languages.keys).union(source.languages.keys.flatMap(LanguageFallback.parents(of:)))
        return offered.filter { isShipped($0) && ($0 == source.sourceLanguage || target.languages[$0] != nil) }.sorted()
    }

    /// The target's spelling of a canonical key that it does not have yet: on Apple with
    /// `dots`, a `--prefix` ending in `_` ends in a dot (`matches_hello` → `matches.hello`),
    /// other keys keep their spelling (Apple apps mix both); on Android, a valid resource name
    /// or `nil`.
    static func spell(_ canonical: String, for target: Platform, mapping: KeyMapping, prefixes: [String]) -> String? {
        switch target {
        case .android:
            return AndroidEscaping.isResourceName(canonical) ? canonical : nil
        case .apple:
            guard mapping == .dotsToUnderscores, !canonical.contains(".") else { return mapping == .identity ? canonical : nil }
            if let prefix = prefixes.first(where: { canonical.hasPrefix($0) && $0.hasSuffix("_") && canonical.count > $0.count }) {
                return String(prefix.dropLast()) + "." + canonical.dropFirst(prefix.count)
            }
            return canonical
        }
    }

    /// `*` matches any text (also none); everything else literally.
    static func matches(_ key: String, glob: String) -> Bool {
        let parts = glob.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return key == glob }
        guard key.hasPrefix(parts[0]), key.dropFirst(parts[0].count).hasSuffix(parts[parts.count - 1]),
              key.count >= parts[0].count + parts[parts.count - 1].count else { return false }
        var rest = Substring(key.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
