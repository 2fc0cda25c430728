import Foundation
import Identifiers
import Testing

@Suite("ISO 4217 currency codes")
struct CurrencyCodeTests {
    @Test func tableHasTheActiveCodes() {
        let codes = CurrencyCode.allActive
        #expect(codes.count == 181 && Set(codes).count == 181)
        #expect(Set(codes.map(\.numeric)).count == 181)
        #expect((try? CurrencyCode(parsing: "GBP"))?.numeric == "826")
    }

    @Test(arguments: [
        ("", CurrencyCodeError.wrongLength(input: "", scalarCount: 0)),
        ("EU", .wrongLength(input: "EU", scalarCount: 2)),
        ("EURO", .wrongLength(input: "EURO", scalarCount: 4)),
        ("E1R", .notASCIILetters(input: "E1R")),
        ("€", .wrongLength(input: "€", scalarCount: 1)),
        ("gbp", .notUppercase(input: "gbp", canonical: "GBP")),
        ("DEM", .unknown(code: "DEM")),
        ("ABC", .unknown(code: "ABC")),
    ])
    func refusesBadCodes(input: String, error: CurrencyCodeError) {
        #expect(throws: error) { try CurrencyCode(parsing: input) }
    }

    @Test(arguments: [("en", "British Pound"), ("de", "Britisches Pfund"), ("fr", "livre sterling"), ("ja", "英国ポンド")])
    func displayNames(locale: String, name: String) throws {
        #expect(try CurrencyCode(parsing: "GBP").displayName(in: Locale(identifier: locale)) == name)
    }

    @Test func symbolsFollowTheLocale() throws {
        let gbp = try CurrencyCode(parsing: "GBP")
        #expect(gbp.symbol(in: Locale(identifier: "en")) == "£")
        #expect(gbp.symbol(in: Locale(identifier: "fr")) == "£GB")
    }
}

@Suite("BCP 47 language tags")
struct LanguageTagTests {
    @Test(arguments: ["de", "en-US", "zh-Hans", "pt-BR", "es-419", "sr-Latn-RS"])
    func acceptsCanonicalTags(input: String) throws {
        #expect(try LanguageTag(parsing: input).identifier == input)
    }

    @Test(arguments: [
        ("", LanguageTagError.empty),
        ("DE", .notCanonical(input: "DE", canonical: "de")),
        ("en_US", .notCanonical(input: "en_US", canonical: "en-US")),
        ("zh-hans", .notCanonical(input: "zh-hans", canonical: "zh-Hans")),
        ("pt-br", .notCanonical(input: "pt-br", canonical: "pt-BR")),
        ("d", .malformed(input: "d", reason: "the language subtag must be 2 or 3 letters")),
        ("german", .malformed(input: "german", reason: "the language subtag must be 2 or 3 letters")),
        ("de-DE-DE", .malformed(input: "de-DE-DE", reason: "\"DE\" is neither a script (4 letters) nor a region (2 letters or 3 digits) in order")),
        ("zz", .unknownLanguage(input: "zz", language: "zz")),
    ])
    func refusesBadTags(input: String, error: LanguageTagError) {
        #expect(throws: error) { try LanguageTag(parsing: input) }
    }

    @Test func namesInTheLocaleAndInItself() throws {
        let german = try LanguageTag(parsing: "de")
        #expect(german.displayName(in: Locale(identifier: "en")) == "German")
        #expect(german.autonym == "Deutsch")
        #expect(try LanguageTag(parsing: "el").autonym == "Ελληνικά")
    }
}

@Suite("Months")
struct MonthTests {
    @Test(arguments: [0, 13, -1, 100])
    func refusesOutOfRange(number: Int) {
        #expect(throws: MonthError.outOfRange(number)) { try Month(number) }
    }

    @Test func standaloneNames() throws {
        let march = try Month(3)
        #expect(march.standaloneName(in: Locale(identifier: "de")) == "März")
        #expect(march.standaloneName(in: Locale(identifier: "ja")) == "3月")
        #expect(march.standaloneName(in: Locale(identifier: "ar")) == "مارس")
        #expect(Month.all.map(\.number) == Array(1...12))
    }
}
