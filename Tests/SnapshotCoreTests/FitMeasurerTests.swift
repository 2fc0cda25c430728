import Countries
import Foundation
import LocaleShotSuites
import SnapshotCore
import StringCatalogs
import Testing
import TestSupport
import Typesetting

@Suite("Fit measuring and findings")
struct FitMeasurerTests {
    func sheet(_ language: String, _ strings: [(String, String)], platform: Platform = .android) -> CatalogSuite.Sheet {
        CatalogSuite.Sheet(suite: "Catalog-\(platform.rawValue)", platform: platform, language: language,
                           strings: strings.map { (key: $0.0, text: $0.1) })
    }

    func measured(_ sheet: CatalogSuite.Sheet, budget: FitBudget = .rowTitle, typesetter: Typesetter? = nil) throws -> FitSheet {
        let measurer = FitMeasurer(typesetter: try typesetter ?? Typesetter(fonts: FontSet(manifest: FontManifest(directory: Fixtures.fontsDirectory))))
        let direction = sheet.language == "ar" ? LayoutDirection.rightToLeft : .leftToRight
        return FitSheet(sheet: sheet, results: try sheet.strings.map {
            try measurer.measure($0.text, language: sheet.language, direction: direction, budget: budget)
        })
    }

    /// A German string wider than its budget is exactly one `overflow` finding, naming the key.
    @Test func germanStringWiderThanItsBudgetIsOneOverflow() throws {
        let sheet = try measured(sheet("de", [("settings.title", "Benachrichtigungseinstellungen für Mannschaftsaufstellungen"),
                                              ("tab.home", "Start")]))
        let findings = FitFindings.findings([sheet])
        #expect(findings.count == 1, "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.kind == "overflow" && finding.subject == "settings.title" && finding.locale == "de")
        #expect(finding.message.contains("has 496 px"), "\(finding.message)")
        let result = sheet.results[0]
        #expect(result.neededWidth > 496 && !result.fits && result.lines == 1, "one line: cut, not wrapped \(result)")
        let visible = try #require(result.visibleText)
        #expect("Benachrichtigungseinstellungen für Mannschaftsaufstellungen".hasPrefix(visible) && visible.count > 10)
        #expect(sheet.results[1].fits && sheet.results[1].visibleText == nil)
    }

    /// Two lines allowed: the same string wraps at spaces and fits; one line too few does not.
    @Test func wrappingAtSpacesAgainstALineBudget() throws {
        let text = "Die Mannschaft spielt morgen um acht Uhr gegen den Tabellenführer im Stadion"
        let two = try measured(sheet("de", [("a", text)]), budget: FitBudget(width: 700, maxLines: 2))
        #expect(two.results[0].lines == 2 && two.results[0].fits, "\(two.results[0])")
        let narrow = try measured(sheet("de", [("a", text)]), budget: FitBudget(width: 300, maxLines: 2))
        #expect(!narrow.results[0].fits && narrow.results[0].lines > 2)
        #expect(FitFindings.findings([narrow]).first?.details.contains(RunFinding.Detail("available", "2 lines of 300 px")) == true)
    }

    /// A Thai paragraph (no spaces between words) wraps where ICU's dictionary finds word
    /// ends, the lines a view drawing it in the same box shows: more than one line, each within
    /// the width, and the lines together are the text.
    @Test func thaiWrapsAtDictionaryWordBoundaries() throws {
        let text = "ภาษาไทยเขียนติดกันโดยไม่เว้นวรรคระหว่างคำแต่ตัดบรรทัดได้ที่ขอบเขตของคำ"
        let result = try measured(sheet("th", [("a", text)]), budget: FitBudget(width: 300, maxLines: 4)).results[0]
        #expect(result.lines > 1 && result.fits, "\(result)")
        let typesetter = try Typesetter(fonts: FontSet(manifest: FontManifest(directory: Fixtures.fontsDirectory)))
        let style = TextStyle(language: "th", direction: .leftToRight, pixelSize: Fixed26_6(34 * 64))
        let wrapped = try FitMeasurer.wrappedLineCount(text, style: style, width: Fixed26_6(300 * 64), typesetter: typesetter)
        #expect(wrapped.lines.joined() == text && wrapped.widest <= Fixed26_6(300 * 64))
        // Greedy wrapping at spaces (the stand-in before the layout layer) kept it one line.
        #expect(wrapped.count == result.lines && wrapped.count > 1)
    }

    /// A view font without Cyrillic (Noto Sans Hebrew as a "brand" font first for ru): the
    /// Latin face draws the Russian text, one `fallbackFont` finding for ru with the key count.
    @Test func fontWithoutCyrillicGivesFallbackFontForRussian() throws {
        let hebrew = Fixtures.fontsDirectory.appendingPathComponent("NotoSansHebrew-Regular.ttf")
        let manifest = try FontManifest(directory: Fixtures.fontsDirectory).adding(font: hebrew, as: "brand", languages: ["ru"])
        let typesetter = Typesetter(fonts: FontSet(manifest: manifest))
        let russian = try measured(sheet("ru", [("settings", "Настройки"), ("profile", "Профиль"), ("count", "42")]), typesetter: typesetter)
        let findings = FitFindings.findings([russian]).filter { $0.kind == "fallbackFont" }
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.locale == "ru" && findings.first?.subject == "latin (Cyrl)")
        #expect(findings.first?.details.contains(RunFinding.Detail("keys", "2")) == true, "\(findings)")
        #expect(russian.text.contains("settings | ") && russian.text.contains("fallback latin(Cyrl)"))
        // The default chain's own font (Noto Sans) has Cyrillic: no finding.
        let plain = try measured(sheet("ru", [("settings", "Настройки")]))
        #expect(FitFindings.findings([plain]).isEmpty)
    }

    /// A private-use code point no font has is a finding; the string is measured without it
    /// and the next string is measured too.
    @Test func missingGlyphIsAFindingAndTheRunGoesOn() throws {
        let sheet = try measured(sheet("de", [("brand", "Logo \u{E000} hier"), ("next", "Weiter")]))
        #expect(sheet.results[0].missingGlyphs == [0xE000])
        #expect(sheet.results[0].neededWidth > 0 && sheet.results[1].fits)
        let findings = FitFindings.findings([sheet])
        #expect(findings.map(\.kind) == ["missingGlyph"] && findings[0].subject == "brand" && findings[0].message.contains("U+E000"))
        #expect(sheet.text.contains("missing U+E000"))
    }

    /// The sheet is one line per key, in order, escaped: a tab or bidi control in a key
    /// cannot split or reorder a line.
    @Test func sheetLinesAreStableAndEscaped() throws {
        let sheet = try measured(sheet("en", [("a\tb", "Hello"), ("c\u{202E}d", "World")]))
        let lines = sheet.text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("a\\u{9}b | ") && lines[2].hasPrefix("c\\u{202E}d | "), "\(lines)")
        #expect(try measured(self.sheet("en", [("a\tb", "Hello"), ("c\u{202E}d", "World")])).text == sheet.text)
    }

    // MARK: - Budgets

    @Test func budgetsFileRulesAndGlobs() throws {
        let file = "# glob width lines font size\nonboarding.*  600  3\ntab.?  120 1 latin 26\n\n*.title 400 1 -\n"
        let budgets = try FitBudgets.parse(Array(file.utf8), knownFonts: ["latin", "arabic"])
        #expect(budgets.budget(for: "onboarding.welcome") == FitBudget(width: 600, maxLines: 3))
        #expect(budgets.budget(for: "tab.a") == FitBudget(width: 120, maxLines: 1, fontRole: "latin", pixelSize: 26))
        #expect(budgets.budget(for: "tab.ab") == .rowTitle)
        #expect(budgets.budget(for: "news.title") == FitBudget(width: 400))
        #expect(FitBudgets.matches(glob: "a*b*c", "axxbyyc") && !FitBudgets.matches(glob: "a*b*c", "axxbyy"))
        #expect(FitBudgets.matches(glob: String(repeating: "*a", count: 30), String(repeating: "a", count: 2000) + "b") == false)
    }

    @Test func budgetsFileErrorsNameTheLine() {
        func error(_ text: String) -> FitBudgetError? {
            do { _ = try FitBudgets.parse(Array(text.utf8), knownFonts: ["latin"]); return nil } catch { return error }
        }
        #expect(error("a 100\nb\n") == .malformed(line: 2, reason: "a glob needs a width: GLOB WIDTH [LINES [FONT [SIZE]]]"))
        #expect(error("# c\n\nx wide\n").map { "\($0)" }?.hasPrefix("line 3: width \"wide\"") == true)
        #expect(error("x 100 0\n").map { "\($0)" }?.hasPrefix("line 1: lines \"0\"") == true)
        #expect(error("x 99999999999999999999\n").map { "\($0)" }?.hasPrefix("line 1: width") == true)
        #expect(error("x 100 1 comic\n") == .unknownFont(line: 1, role: "comic", known: ["latin"]))
        #expect(error("x 100 1 latin 34 extra\n").map { "\($0)" }?.contains("6 columns") == true)
        #expect((try? FitBudgets.parse([0xFF, 0xFE], knownFonts: [])) == nil)
        #expect(error(String(repeating: "k* 10\n", count: 1_001)) == .malformed(line: 1_001, reason: "more than 1000 rules"))
    }
}
