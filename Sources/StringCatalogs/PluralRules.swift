import CPluralRules
import Foundation

/// CLDR plural categories, from ICU (through the `CPluralRules` C target).
///
/// Android picks a `<plurals>` item with ICU for an integer count and throws when neither that
/// category nor `other` exists; Apple's `.stringsdict` and `.xcstrings` need `other`.
public enum PluralRules {
    /// CLDR's order of the categories.
    public static let order = ["zero", "one", "two", "few", "many", "other"]

    /// The categories whole counts 0…1000 select in `language` (a BCP 47 tag): the forms a
    /// translation needs (`be`: one, few, many, other; `ja`: other; `cy`: all six).
    public static func neededCategories(_ language: String) -> [String] { cache.value(language, large: false) }

    /// The categories any whole count selects (also 10^6 and more, where `fr`, `es`, `it`
    /// select `many`): a form outside these is never shown (Android Lint's UnusedQuantity).
    public static func integerCategories(_ language: String) -> [String] { cache.value(language, large: true) }

    /// Every category of `language`'s rules, fractions included (`cs`: one, few, many, other).
    public static func categories(_ language: String) -> [String] { cache.value(language, large: true, all: true) }

    /// Whether CLDR has rules of its own for the language (`isv`, `qq` have none: ICU would
    /// answer with the root rules, `other` only, and every check would be a guess).
    public static func knows(_ language: String) -> Bool {
        !cache.value(LanguageFallback.base(language), large: false, known: true).isEmpty
    }

    /// Whether `language`'s `one` also selects whole numbers other than 1 (21, 31, 101 in
    /// `ru`, `uk`, `hr`): a `one` form there must show the count. Cached per language.
    public static func oneCoversMoreThanOne(_ language: String) -> Bool {
        guard knows(language) else { return false }
        let key = "1" + language
        if let cached = cache.cached(key) { return !cached.isEmpty }
        let covers = [21, 31, 101].contains { category(of: Double($0), language: language) == "one" }
        cache.store(key, covers ? ["one"] : [])
        return covers
    }

    /// Whether `language`'s `one` selects a whole number from 2 to `limit` (a count that
    /// never exceeds `limit`: months below a year, `be` selects `one` for 1 alone up to 11,
    /// for 21 too up to 23 hours). Cached per language and limit.
    public static func oneSelectsMoreThanOne(_ language: String, upTo limit: Int) -> Bool {
        guard knows(language) else { return false }
        let key = "1\(limit)" + language
        if let cached = cache.cached(key) { return !cached.isEmpty }
        let selects = limit >= 2 && (2...min(limit, 1000)).contains { category(of: Double($0), language: language) == "one" }
        cache.store(key, selects ? ["one"] : [])
        return selects
    }

    /// The first whole numbers (from 0, up to `limit` of them below 1,000) for which
    /// `language` selects `form`: `hr`'s `few` → 2, 3, 4, 22.
    /// Cached per language, form and limit (a file of many empty forms asks once).
    public static func samples(of form: String, language: String, limit: Int = 4) -> [Int] {
        guard knows(language) else { return [] }
        let key = "s\(limit) \(form) " + language
        if let cached = cache.cached(key) { return cached.compactMap { Int($0) } }
        var found: [Int] = []
        for count in 0..<1000 where found.count < limit {
            if category(of: Double(count), language: language) == form { found.append(count) }
        }
        cache.store(key, found.map(String.init))
        return found
    }

    /// The category ICU selects for `count` in `language`.
    public static func category(of count: Double, language: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = localeshot_plural_select(icuLocale(language), count, &buffer, 32)
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `pt-BR` → `pt_BR`, as ICU's locale IDs spell it.
    static func icuLocale(_ language: String) -> String { language.replacingOccurrences(of: "-", with: "_") }

    private static let cache = Cache()

    /// Categories per language, computed once (ICU's rules are opened per call).
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: [String]] = [:]

        func cached(_ key: String) -> [String]? {
            lock.lock()
            defer { lock.unlock() }
            return values[key]
        }

        func store(_ key: String, _ value: [String]) {
            lock.lock()
            defer { lock.unlock() }
            values[key] = value
        }

        func value(_ language: String, large: Bool, all: Bool = false, known: Bool = false) -> [String] {
            let key = (known ? "?" : all ? "*" : large ? "+" : "") + language
            lock.lock()
            defer { lock.unlock() }
            if let cached = values[key] { return cached }
            if known {
                values[key] = localeshot_plural_rules_known(language) == 1 ? ["known"] : []
                return values[key]!
            }
            var buffer = [CChar](repeating: 0, count: 64)
            let length = all ? localeshot_plural_keywords(icuLocale(language), &buffer, 64)
                : localeshot_plural_integer_categories(icuLocale(language), large ? 1 : 0, &buffer, 64)
            let text = length > 0 ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : "other"
            let found = Set(text.split(separator: " ").map(String.init))
            let categories = order.filter(found.contains)
            values[key] = categories
            return categories
        }
    }
}
