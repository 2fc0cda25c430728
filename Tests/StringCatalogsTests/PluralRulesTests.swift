import Foundation
import StringCatalogs
import TestSupport
import Testing

/// CLDR plural categories from ICU, and the plural findings built on them.
@Suite("CLDR plural rules")
struct PluralRulesTests {
    @Test(arguments: [("be", ["one", "few", "many"]), ("ja", ["other"]), ("cy", ["zero", "one", "two", "few", "many", "other"]),
                      ("en", ["one", "other"]), ("pl", ["one", "few", "many"]), ("pt-BR", ["one", "other"])])
    func categoriesWholeNumbersSelect(language: String, expected: [String]) {
        #expect(PluralRules.neededCategories(language) == expected)
    }

    @Test func categoriesOfTheRulesIncludeFractions() {
        #expect(PluralRules.categories("cs") == ["one", "few", "many", "other"])
        #expect(PluralRules.category(of: 3, language: "be") == "few")
    }

    func checker(android: String = "", apple: [(String, String)] = []) throws -> CatalogChecker {
        let folder = try Fixtures.temporaryDirectory("plurals")
        var files = apple.map { ("ios/\($0.0)", $0.1) }
        files.append(("res/values/strings.xml", #"<resources><plurals name="files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals></resources>"#))
        if !android.isEmpty { files.append(("res/values-be/strings.xml", android)) }
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        let apple = apple.isEmpty ? PlatformCatalog(platform: .apple, sourceLanguage: "en")
            : try AppleCatalogReader.read(paths: [folder.appendingPathComponent("ios")], defaultSourceLanguage: "en", skipped: &skipped)
        return CatalogChecker(android: try AndroidStringsReader.read(paths: [folder.appendingPathComponent("res")], sourceLanguage: "en", skipped: &skipped),
                              apple: apple)
    }

    /// A `be` plural with one and many only: counts 2–4 select `few` and Android throws.
    @Test func androidPluralMissingACategoryIsACrashRisk() throws {
        let findings = try checker(android: #"<resources><plurals name="files"><item quantity="one">%d файл</item><item quantity="many">%d файлаў</item></plurals></resources>"#).findings()
        let missing = try #require(findings.first { $0.kind == .missingPluralForm })
        #expect(missing.language == "be" && missing.platform == .android && missing.detail.hasPrefix("no few, other form") && missing.detail.contains("throws"))
        #expect(findings.filter { $0.kind == .missingPluralForm }.count == 1)
    }

    /// The first real app's abort: a `.stringsdict` plural without `other` is a finding, and
    /// the rest of the project is still checked.
    @Test func stringsdictWithoutOtherIsAFindingNotAnAbort() throws {
        let dict = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d плік</string><key>few</key><string>%d файлы</string><key>many</key><string>%d файлаў</string></dict></dict>
        </dict></plist>
        """
        let en = dict.replacingOccurrences(of: "<key>one</key><string>%d плік</string><key>few</key><string>%d файлы</string><key>many</key><string>%d файлаў</string>",
                                           with: "<key>one</key><string>%d file</string><key>other</key><string>%d files</string>")
        let findings = try checker(apple: [("en.lproj/Localizable.stringsdict", en), ("be.lproj/Localizable.stringsdict", dict)]).findings()
        #expect(findings.map(\.kind).contains(.missingPluralForm))
        let missing = try #require(findings.first { $0.kind == .missingPluralForm && $0.platform == .apple })
        #expect(missing.detail.hasPrefix("no other form") && missing.detail.contains("Apple requires"))
    }

    @Test func aCategoryTheLanguageDoesNotHaveIsUnused() throws {
        let findings = try checker(android: #"<resources><plurals name="files"><item quantity="one">%d файл</item><item quantity="few">%d файлы</item><item quantity="many">%d файлаў</item><item quantity="two">%d два</item><item quantity="other">%d файла</item></plurals></resources>"#).findings()
        let unused = try #require(findings.first { $0.kind == .unusedPluralForm })
        #expect(unused.detail.hasPrefix("two \"%d два\"") && findings.filter { $0.kind == .missingPluralForm }.isEmpty)
    }

    /// One defect, one finding, quoting the form that has it: a stray `%` in the `one` form.
    @Test func aDefectInOneFormIsOneFindingQuotingThatForm() throws {
        let findings = try checker(android: #"<resources><plurals name="files"><item quantity="one">%d файл 5%</item><item quantity="few">%d файлы</item><item quantity="many">%d файлаў</item><item quantity="other">%d файла</item></plurals></resources>"#).findings()
        #expect(findings.map(\.kind) == [.invalidSpecifier], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("one form:") == true && findings.first?.detail.contains("\"%d файл 5%\"") == true)
    }

    /// A `one` form with an argument its source form lacks: a dangling word when the count is 1.
    @Test func aFormWithAnArgumentItsSourceFormLacks() {
        let source = CatalogValue.plural(["one": "%1$d file", "other": "%1$d files in %2$s"])
        let added = CatalogValue.plural(["one": "%1$d Datei und %2$s", "other": "%1$d Dateien in %2$s"])
        #expect(PluralCheck.placeholderProblem(source: source, translation: added)?.hasPrefix("one form: %2$s") == true)
        // Russian `one` covers 21: showing the count its English `one` leaves out is right.
        let countless = CatalogValue.plural(["one": "One file", "other": "%d files"])
        #expect(PluralCheck.placeholderProblem(source: countless, translation: .plural(["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"])) == nil)
        // …also when the count is a string argument (Wikipedia: "Seen once" / "Seen %s times").
        let seen = CatalogValue.plural(["one": "Seen once in the past 30 days.", "other": "Seen %s times in the past 30 days."])
        #expect(PluralCheck.placeholderProblem(source: seen, translation: .plural(["one": "Просмотрено %s раз", "other": "Просмотрено %s раз"])) == nil)
    }
}
