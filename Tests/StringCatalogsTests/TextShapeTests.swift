import Foundation
import StringCatalogs
import Testing

/// What translate-toolkit's pofilter and Android Lint catch beyond placeholders: line breaks,
/// markup, edge spaces, a plural form left in the source language, a `one` without its count.
@Suite("Text shape")
struct TextShapeTests {
    func findings(source: [String: CatalogValue], _ language: String, _ translation: [String: CatalogValue]) -> [CatalogFinding] {
        func strings(_ values: [String: CatalogValue]) -> [String: CatalogString] {
            Dictionary(uniqueKeysWithValues: values.map { ($0.key, CatalogString(key: $0.key, value: $0.value, location: SourceLocation(file: "f.xml", line: 1))) })
        }
        let android = PlatformCatalog(platform: .android, sourceLanguage: "en", languages: ["en": strings(source), language: strings(translation)])
        return CatalogChecker(android: android, apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
    }

    @Test(arguments: [
        ("Saved.\n\nOpen it now?", "Gespeichert. Jetzt öffnen?", "line break"),
        ("Tap <b>Save</b> to keep it", "Tippe auf Speichern, um es zu behalten", "markup lost: </b> <b>"),
        ("Max size: %1$s", "Höchstgröße: %1$s\n", "at the end"),
        ("Name: ", "Name des Kontos:", "trailing space is lost"),
        (" (optional)", "(optional)", "leading space is lost"),
    ])
    func aTranslationKeepsItsSourcesShape(source: String, translation: String, problem: String) {
        let found = findings(source: ["k": .text(source)], "de", ["k": .text(translation)])
        #expect(found.count == 1 && found.first?.kind == .placeholderMismatch && found.first?.detail.contains(problem) == true, "\(found)")
        // The same shape is no finding.
        #expect(findings(source: ["k": .text(source)], "de", ["k": .text(source.replacingOccurrences(of: "a", with: "ä"))]).isEmpty)
    }

    @Test func whatATranslatorAddsIsAChoice() {
        #expect(findings(source: ["k": .text("Pts")], "fr", ["k": .text("Pts ")]).isEmpty)
        #expect(findings(source: ["k": .text("Files are downloaded. This takes time.")], "sv", ["k": .text("Filer hämtas.\nDet tar tid.")]).isEmpty)
        #expect(findings(source: ["k": .text("Keep the <a> element hidden")], "nl", ["k": .text("Houd de <a>-tag binnen <head> verborgen")]).isEmpty)
    }

    @Test func languagesWithoutSpacesMayDropTheSentenceSpace() {
        #expect(findings(source: ["k": .text(". ")], "ja", ["k": .text("。")]).isEmpty)
        #expect(findings(source: ["k": .text(". ")], "de", ["k": .text(".")]).map(\.kind) == [.placeholderMismatch])
    }

    @Test func aPluralFormLeftInTheSourceLanguageIsUntranslated() {
        let source: CatalogValue = .plural(["one": "%d file was deleted", "other": "%d files were deleted"])
        let found = findings(source: ["k": source], "de", ["k": .plural(["one": "%d file was deleted", "other": "%d Dateien wurden gelöscht"])])
        #expect(found.map(\.kind) == [.untranslated] && found.first?.detail.contains("one form left in en") == true, "\(found)")
    }

    @Test func aOneFormThatAlsoCovers21KeepsTheCount() {
        let source: CatalogValue = .plural(["one": "%d result", "other": "%d results"])
        let russian: CatalogValue = .plural(["one": "1 результат", "few": "%d результата", "many": "%d результатов", "other": "%d результата"])
        let found = findings(source: ["k": source], "ru", ["k": russian])
        #expect(found.map(\.kind) == [.placeholderMismatch] && found.first?.detail.contains("hard-codes \"1\"") == true, "\(found)")
        // German's `one` is 1 alone: "Ein Ergebnis" is right.
        #expect(findings(source: ["k": source], "de", ["k": .plural(["one": "Ein Ergebnis", "other": "%d Ergebnisse"])]).isEmpty)
    }

    @Test func markupTagsAreNamesNotProse() {
        #expect(TextShapeCheck.tags("a < b and <3 but <a href=\"x\">link</a><br/>") == ["</a>", "<a>", "<br>"])
    }
}
