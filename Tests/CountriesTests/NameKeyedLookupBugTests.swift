import Countries
import Foundation
import Testing

/// The seed's bug, reproduced: the flag lookup of the old design was keyed by the English
/// display name. These tests prove it breaks under every non-English locale and that the
/// code-keyed design does not.
@Suite("The name-keyed flag lookup bug")
struct NameKeyedLookupBugTests {
    /// The old design: a table from English display name to flag.
    static let flagByEnglishName: [String: String] = Dictionary(
        uniqueKeysWithValues: CountryCode.allAssigned.map {
            ($0.displayName(in: Locale(identifier: "en")).text, $0.flagEmoji)
        })

    /// The old design's "forgiving" variant: the English key sharing the longest prefix
    /// (at least three characters, case-insensitive) with the name being drawn.
    static func fuzzyFlag(for name: String) -> String? {
        let needle = name.lowercased()
        var best: (length: Int, key: String)?
        for key in flagByEnglishName.keys.sorted() {
            let length = zip(key.lowercased(), needle).prefix { $0 == $1 }.count
            if length >= 3, length > (best?.length ?? 0) { best = (length, key) }
        }
        return best.flatMap { flagByEnglishName[$0.key] }
    }

    struct Tally: CustomStringConvertible {
        var right = 0, wrong = 0, none = 0
        var description: String { "right \(right), wrong \(wrong), none \(none)" }
    }

    static func tally(in locale: Locale, lookup: (String) -> String?) -> Tally {
        var tally = Tally()
        for code in CountryCode.allAssigned {
            switch lookup(code.displayName(in: locale).text) {
            case code.flagEmoji: tally.right += 1
            case nil: tally.none += 1
            default: tally.wrong += 1
            }
        }
        return tally
    }

    @Test func englishOnlyTestsNeverSawTheBug() {
        let tally = Self.tally(in: Locale(identifier: "en")) { Self.flagByEnglishName[$0] }
        #expect(tally.right == 249, "\(tally)")
    }

    @Test(arguments: ["de", "fr", "ja", "ar"])
    func exactNameKeyedLookupFailsUnderOtherLocales(locale: String) {
        let tally = Self.tally(in: Locale(identifier: locale)) { Self.flagByEnglishName[$0] }
        print("name-keyed exact lookup, \(locale): \(tally)")
        #expect(tally.wrong + tally.none > 0, "\(tally)")
        // ja and ar share no name with English at all.
        if locale == "ja" || locale == "ar" { #expect(tally.none == 249, "\(tally)") }
        // de and fr still hit many names spelled alike ("Kenia" no, "Kenya" yes…), which is
        // exactly why spot checks in those locales looked fine.
        if locale == "de" || locale == "fr" { #expect(tally.right > 0 && tally.none > 100, "\(tally)") }
    }

    @Test(arguments: ["de", "fr"])
    func fuzzyVariantReturnsPlausibleWrongCountries(locale: String) {
        let tally = Self.tally(in: Locale(identifier: locale), lookup: Self.fuzzyFlag)
        print("name-keyed fuzzy lookup, \(locale): \(tally)")
        #expect(tally.wrong > 10, "\(tally)")
    }

    @Test func fuzzyExamples() {
        // Plausible, wrong, and silent: German "Irak" (Iraq) draws Iran's flag, "Island"
        // (Iceland) the Isle of Man's, "Slowenien" Slovakia's; French "Hongrie" Hong Kong's.
        #expect(Self.fuzzyFlag(for: "Irak") == "🇮🇷")
        #expect(Self.fuzzyFlag(for: "Island") == "🇮🇲")
        #expect(Self.fuzzyFlag(for: "Slowenien") == "🇸🇰")
        #expect(Self.fuzzyFlag(for: "Hongrie") == "🇭🇰")
    }

    @Test(arguments: LocaleMatrix.standard.locales)
    func codeKeyedDesignIsRightEverywhere(matrixLocale: MatrixLocale) throws {
        var right = 0
        for code in CountryCode.allAssigned {
            let row = code.presentation(in: matrixLocale.locale)
            if try CountryCode(flag: row.flag) == code, row.name.code == code { right += 1 }
        }
        #expect(right == 249)
    }
}
