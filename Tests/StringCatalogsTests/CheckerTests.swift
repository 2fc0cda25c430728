import Foundation
import StringCatalogs
import TestSupport
import Testing

enum CatalogFixtures {
    static let root = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Catalogs")

    static func checker(_ variant: String) throws -> CatalogChecker {
        let folder = root.appendingPathComponent(variant)
        return CatalogChecker(
            android: try AndroidStringsReader.read(resources: folder.appendingPathComponent("android/res"), sourceLanguage: "it"),
            apple: try AppleCatalogReader.read(folder: folder.appendingPathComponent("apple"), defaultSourceLanguage: "it"))
    }

    /// The planted defects, as written by make-fixtures.py.
    static func plantedDefects() throws -> Set<[String]> {
        let data = try Data(contentsOf: root.appendingPathComponent("defective/DEFECTS.json"))
        let rows = try JSONSerialization.jsonObject(with: data) as! [[Any]]
        return Set(rows.map { $0.map { ($0 as? String) ?? "-" } })
    }
}

func signature(_ finding: CatalogFinding) -> [String] {
    [finding.kind.rawValue, finding.key, finding.language ?? "-", finding.platform?.rawValue ?? "-"]
}

@Suite("Catalog check")
struct CheckerTests {
    @Test func cleanCatalogHasNoFindings() throws {
        let checker = try CatalogFixtures.checker("clean")
        #expect(checker.languages == ["it", "de", "en", "es", "fr"])
        #expect(checker.android.languages["it"]?.count == 41 && checker.apple.languages["it"]?.count == 40)
        #expect(checker.findings().isEmpty, "\(checker.findings())")
    }

    @Test func defectiveCatalogYieldsEveryPlantedDefectAndNothingElse() throws {
        let findings = try CatalogFixtures.checker("defective").findings()
        let planted = try CatalogFixtures.plantedDefects()
        #expect(planted.count == 11)
        #expect(Set(findings.map(signature)) == planted)
        #expect(findings.count == planted.count)
        #expect(Set(findings.map(\.kind)) == Set(CatalogFinding.Kind.allCases).subtracting([.missingLanguage, .conflictingDefinition, .invalidSpecifier, .missingTranslation, .untranslated,
                                                                                                    .unreadable, .missingPluralForm, .unusedPluralForm, .needsReview]))
    }

    @Test func findingsSayWhatUsersSee() throws {
        let findings = try CatalogFixtures.checker("defective").findings()
        let sheet = try #require(findings.first { $0.key == "sheet_title" })
        #expect(sheet.detail.hasPrefix("falls back to it: \"Scegli squadra\""))
        #expect(sheet.location?.hasPrefix("Localizable.xcstrings:") == true)
        let order = try #require(findings.first { $0.key == "score_line" })
        #expect(order.detail.contains("another order"))
    }

    @Test func aLanguageMissingOnOnePlatformIsOneFinding() throws {
        let clean = try CatalogFixtures.checker("clean")
        var languages = clean.apple.languages
        languages["es"] = nil
        let apple = PlatformCatalog(platform: .apple, sourceLanguage: "it", languages: languages)
        let findings = CatalogChecker(android: clean.android, apple: apple).findings()
        #expect(findings.map(signature) == [["missingLanguage", "*", "es", "apple"]])
    }

    @Test func allowListSuppressesAcceptedExceptions() throws {
        let allow = try AllowList(text: """
            # "Impostazioni" is accepted in French on iOS for now
            drift  settings_title  fr  apple
            placeholderMismatch  *  it
            """)
        let remaining = try CatalogFixtures.checker("defective").findings().filter { !allow.allows($0) }
        #expect(remaining.count == 9)
        #expect(!remaining.contains { $0.key == "settings_title" || $0.key == "download_progress" })
        #expect(throws: CatalogError.self) { try AllowList(text: "nonsense key") }
    }
}

@Suite("Placeholders and keys")
struct PlaceholderTests {
    @Test func syntaxesMapAcrossPlatforms() {
        let android = Placeholder.all(in: "%1$s scored %2$d (%.1f%%)")
        let apple = Placeholder.all(in: "%1$@ scored %2$lld (%.1f%%)")
        #expect(android.map(\.kind) == [.object, .integer, .float])
        #expect(PlaceholderMismatch.between(expected: android, actual: apple) == nil)
        #expect(Placeholder.all(in: "100%% sure").isEmpty)
    }

    @Test func mismatchesByCountKindAndOrder() {
        #expect(PlaceholderMismatch.between(expected: Placeholder.all(in: "%d of %d"), actual: Placeholder.all(in: "%d")) == .count(expected: 2, actual: 1))
        #expect(PlaceholderMismatch.between(expected: Placeholder.all(in: "%lld left"), actual: Placeholder.all(in: "%@ left"))
                == .kind(position: 1, expected: .integer, actual: .object))
        #expect(PlaceholderMismatch.between(expected: Placeholder.all(in: "%s has %d"), actual: Placeholder.all(in: "%d for %s"))
                == .order(expected: [.object, .integer], actual: [.integer, .object]))
        // Reordering with positions is what translators should do: no mismatch.
        #expect(PlaceholderMismatch.between(expected: Placeholder.all(in: "%1$s has %2$d"), actual: Placeholder.all(in: "%2$d for %1$s")) == nil)
    }

    @Test func samplesFillPlaceholders() {
        #expect(Placeholder.fillingSamples("Hi %1$@, %2$lld new (100%%)") == "Hi Ada, 42 new (100%)")
        // Each argument position has its own value: swapped arguments show in the image.
        #expect(Placeholder.fillingSamples("%1$s vs %2$s") == "Ada vs Bo")
        #expect(Placeholder.fillingSamples("%2$s vs %1$s") == "Bo vs Ada")
        #expect(Placeholder.fillingSamples("%s scored %d") == "Ada scored 42")
        #expect(Placeholder.fillingSamples("%%s is not %s; 5%% of %1$d") == "%s is not Ada; 5% of 3")
    }

    @Test func keyMapping() {
        #expect(KeyMapping.dotsToUnderscores.canonical("matches.hello", platform: .apple) == "matches_hello")
        #expect(KeyMapping.dotsToUnderscores.canonical("matches_hello", platform: .android) == "matches_hello")
        #expect(KeyMapping.identity.canonical("matches.hello", platform: .apple) == "matches.hello")
    }
}
