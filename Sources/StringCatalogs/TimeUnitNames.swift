import CPluralRules
import Foundation

/// CLDR's names of the time units in each language, from ICU (through the `CPluralRules` C
/// target): every form a count selects, full and short ("минута", "минуты", "минут", "мин.").
enum TimeUnitNames {
    /// The time units compared, in order of length.
    enum Unit: String, CaseIterable, Comparable {
        case second, minute, hour, day, week, month, year

        static func < (a: Unit, b: Unit) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
    }

    /// The English words of a source text naming each unit.
    static let englishWords: [String: Unit] = [
        "second": .second, "seconds": .second, "sec": .second, "secs": .second, "minute": .minute, "minutes": .minute, "min": .minute,
        "mins": .minute, "hour": .hour, "hours": .hour, "hr": .hour, "hrs": .hour, "day": .day, "days": .day, "week": .week,
        "weeks": .week, "month": .month, "months": .month, "year": .year, "years": .year,
        // (One letter for an hour, a day, a week: Mastodon's "%dh ago". Not "m": minutes or months.)
        "h": .hour, "d": .day, "w": .week,
    ]

    /// The counts formatted to collect every form (each plural category of every language).
    private static let counts: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 21, 22, 25, 100, 101, 102, 105, 1.5]

    /// The lowercased forms of each unit in `language` (a BCP 47 tag), or nil when CLDR has no
    /// names of its own for it (ICU then answers with the root's "5 s", "5 min", or English). Cached.
    static func forms(_ language: String) -> [Unit: Set<String>]? { cache.value(PluralRules.icuLocale(language)) }

    private static let cache = Cache()

    /// Forms per ICU locale, read once (a number formatter is opened per count).
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: [Unit: Set<String>]?] = [:]

        func value(_ locale: String) -> [Unit: Set<String>]? {
            if let known = lock.withLock({ values[locale] }) { return known }
            // ICU answers a locale it has no names for with the root's ("5 s") or the default
            // locale's (English): neither is the language's.
            let root = lock.withLock({ values["und"] }) ?? TimeUnitNames.read("und")
            let english = lock.withLock({ values["en"] }) ?? TimeUnitNames.read("en")
            let read = TimeUnitNames.read(locale)
            let isEnglish = LanguageFallback.base(locale.replacingOccurrences(of: "_", with: "-")) == "en"
            // (With the root's plural rules a fallback writes fewer forms: "seconds" only.)
            let within = { (forms: [Unit: Set<String>], other: [Unit: Set<String>]?) in
                other.map { other in forms.allSatisfy { $0.value.isSubset(of: other[$0.key] ?? []) } } ?? false
            }
            let found = read.flatMap { within($0, root) || (within($0, english) && !isEnglish) ? nil : $0 }
            lock.withLock {
                values["und"] = root
                values["en"] = english
                values[locale] = found
            }
            return found
        }
    }

    /// Every form of every unit ICU writes for `locale`; one-letter forms of cased scripts ("s",
    /// "h", "ч") left out, a short form's final "." too.
    private static func read(_ locale: String) -> [Unit: Set<String>]? {
        var forms: [Unit: Set<String>] = [:]
        var buffer = [UInt16](repeating: 0, count: 2048)
        for unit in Unit.allCases {
            for shortWidth: Int32 in [0, 1] {
                let length = localeshot_format_measures(locale, "duration-\(unit.rawValue)", shortWidth, counts, Int32(counts.count), &buffer, Int32(buffer.count))
                guard length > 0 else { return nil }
                for formatted in String(decoding: buffer.prefix(Int(length)), as: UTF16.self).split(separator: "\n") {
                    if let form = unitWord(String(formatted)) { forms[unit, default: []].insert(form) }
                }
            }
        }
        // A form two units share tells neither.
        for unit in Unit.allCases {
            for other in Unit.allCases where other > unit {
                let shared = forms[unit, default: []].intersection(forms[other, default: []])
                forms[unit]?.subtract(shared)
                forms[other]?.subtract(shared)
            }
        }
        return forms
    }

    /// The unit's word of a formatted measure: the number and its separators trimmed.
    static func unitWord(_ formatted: String) -> String? {
        let separators: Set<Unicode.Scalar> = [" ", ",", ".", "\u{A0}", "\u{202F}", "\u{2009}", "\u{66B}", "\u{66C}", "\u{200E}", "\u{200F}", "\u{61C}", "-", "+"]
        var scalars = Array(formatted.unicodeScalars)
        let isNumberPart = { (scalar: Unicode.Scalar) in scalar.properties.numericType != nil || separators.contains(scalar) }
        while let first = scalars.first, isNumberPart(first) { scalars.removeFirst() }
        while let last = scalars.last, isNumberPart(last) { scalars.removeLast() }
        let word = String(String.UnicodeScalarView(scalars)).lowercased()
        guard let first = word.unicodeScalars.first else { return nil }
        if word.unicodeScalars.count == 1, first.value < 0x530 { return nil }
        return word
    }
}
