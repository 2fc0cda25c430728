/// Which languages a check covers: shipped, partially localized, regional overlays.
extension CatalogChecker {
    /// Languages localized in a handful of files per platform (``CatalogNoise/partialLanguages(_:)``):
    /// their missing keys are one summary line, not findings.
    public var partialLanguages: [Platform: [String]] {
        [.android: CatalogNoise.partialLanguages(android).filter { isShipped($0, on: .android) },
         .apple: CatalogNoise.partialLanguages(apple).filter { isShipped($0, on: .apple) }]
    }

    /// Regional folders overlaying a language the platform has in full
    /// (``CatalogNoise/regionalOverlays(_:)``): variant → parent. Their strings are checked
    /// (placeholders, specifiers, empty values), they are not languages of their own.
    public var regionalOverlays: [Platform: [String: String]] {
        [.android: CatalogNoise.regionalOverlays(android).filter { isShipped($0.key, on: .android) },
         .apple: CatalogNoise.regionalOverlays(apple).filter { isShipped($0.key, on: .apple) }]
    }

    /// Overlays on every platform that has the language (a full language on one platform is
    /// a language).
    var overlayOnly: Set<String> {
        let overlays = regionalOverlays
        let full = Set(android.languages.keys.filter { overlays[.android]?[$0] == nil })
            .union(apple.languages.keys.filter { overlays[.apple]?[$0] == nil })
        return Set(overlays.values.flatMap(\.keys)).subtracting(full)
    }

    /// Languages of either platform that the app ships, source languages first (regional
    /// overlays left out).
    public var languages: [String] {
        let all = Set(android.languages.keys.filter { isShipped($0, on: .android) })
            .union(apple.languages.keys.filter { isShipped($0, on: .apple) }).subtracting(overlayOnly)
        let sources = [android.sourceLanguage, apple.sourceLanguage].filter(all.contains).uniqued()
        return sources + all.subtracting(sources).sorted()
    }

    /// Languages present in a catalog that its platform does not ship: one summary line, no findings.
    public var unshippedLanguages: [String] {
        Set(android.languages.keys.filter { !isShipped($0, on: .android) }).union(apple.languages.keys.filter { !isShipped($0, on: .apple) }).sorted()
    }

    /// The list that says which languages a platform ships: `--languages`, else what the
    /// platform declares; `nil`: all of them.
    public func shippedList(on platform: Platform) -> [String]? {
        shippedLanguages ?? declaredLanguages[platform]
    }

    /// Whether the app can run in `language` itself on `platform`: its list names it (not only
    /// a parent or a variant), or there is no list. An iOS app whose `knownRegions` says `ku`
    /// runs in `ku` for Kurdish users in Turkey, whatever a library's `ku-TR.lproj` holds.
    public func runsIn(_ language: String, on platform: Platform) -> Bool {
        guard let list = shippedList(on: platform) else { return true }
        return list.contains { AndroidStringsReader.canonical($0.split(separator: "-").map(String.init)) == language }
    }

    /// Shipped on `platform`: a source language, a language of its list, or a variant or parent of one.
    public func isShipped(_ language: String, on platform: Platform) -> Bool {
        guard let list = shippedList(on: platform) else { return true }
        if language == android.sourceLanguage || language == apple.sourceLanguage { return true }
        // A list may spell a language as Android does (`in` for `id`, `zh-CN` for `zh-Hans`).
        return list.contains { listed in
            let name = AndroidStringsReader.canonical(listed.split(separator: "-").map(String.init))
            return name == language || LanguageFallback.isRelated(name, language)
        }
    }
}

/// How both platforms fall back between related languages: a regional or script variant to
/// its parent (`en-US` → `en`, `zh-Hant-TW` → `zh-Hant` → `zh`).
public enum LanguageFallback {
    /// The parents of a BCP 47 tag, nearest first.
    public static func parents(of language: String) -> [String] {
        let subtags = language.split(separator: "-").map(String.init)
        return (1..<max(1, subtags.count)).reversed().map { subtags.prefix($0).joined(separator: "-") }
    }

    /// The language subtag.
    public static func base(_ language: String) -> String {
        // The common case without splitting (this runs for every string checked).
        guard let dash = language.utf8.firstIndex(of: UInt8(ascii: "-")) else { return language }
        if dash != language.utf8.startIndex { return String(language[..<dash]) }
        return String(language.split(separator: "-").first ?? "")
    }

    /// One tag is the other's parent or variant.
    public static func isRelated(_ a: String, _ b: String) -> Bool {
        a != b && (parents(of: a).contains(b) || parents(of: b).contains(a))
    }
}
