import Countries
import Foundation
import Testing

@Suite("Localized display names")
struct DisplayNameTests {
    @Test(arguments: LocaleMatrix.standard.locales)
    func everyCodeHasANameInEveryMatrixLocale(matrixLocale: MatrixLocale) {
        for code in CountryCode.allAssigned {
            let name = code.displayName(in: matrixLocale.locale)
            #expect(!name.text.isEmpty && name.text != code.alpha2, "\(matrixLocale)/\(code): \(name.text)")
            #expect(name.code == code)
        }
    }

    @Test(arguments: [("en", "Germany"), ("de", "Deutschland"), ("fr", "Allemagne"),
                      ("ja", "ドイツ"), ("ar", "ألمانيا")])
    func germanyInEachLocale(locale: String, expected: String) throws {
        #expect(try CountryCode(parsing: "DE").displayName(in: Locale(identifier: locale)).text == expected)
    }

    @Test func matrixDirectionsComeFromFoundation() {
        let directions = LocaleMatrix.standard.locales.map { "\($0.identifier):\($0.direction.rawValue)" }
        #expect(directions == ["en:ltr", "de:ltr", "fr:ltr", "ja:ltr", "ar:rtl"])
        #expect(MatrixLocale("he").direction == .rightToLeft)
        #expect(MatrixLocale("fa").direction == .rightToLeft)
    }

    @Test func sortsByGermanCollationKeepingCodes() throws {
        let codes = try ["AT", "EG", "OM", "ZA", "ET", "AF"].map { try CountryCode(parsing: $0) }
        let sorted = codes.sortedByDisplayName(in: Locale(identifier: "de"))
        // Ägypten and Äthiopien sort with A in German, Österreich with O.
        #expect(sorted.map(\.alpha2) == ["AF", "EG", "ET", "OM", "AT", "ZA"])
        let swedish = codes.sortedByDisplayName(in: Locale(identifier: "sv"))
        #expect(swedish.last?.alpha2 == "AT", "Swedish sorts Ö after Z: \(swedish)")
    }

    @Test func sortIsATotalOrderOverAllCodes() {
        for matrixLocale in LocaleMatrix.standard.locales {
            let sorted = CountryCode.allAssigned.sortedByDisplayName(in: matrixLocale.locale)
            #expect(Set(sorted) == Set(CountryCode.allAssigned))
            #expect(sorted == sorted.reversed().sortedByDisplayName(in: matrixLocale.locale))
        }
    }
}
