import LocaleShotSuites
import Countries
import Foundation
import Identifiers
import SnapshotCore
import TestSupport
import Testing
import Typesetting
import Widgets

/// The flag bug's siblings, each injected and caught: a currency symbol cached by localized
/// name, a language picker persisting names, a month number found by comparing localized
/// month names. For each kind, the committed goldens must fail exactly for the rows whose
/// drawn content changes (none in en) and pass for the rest.
@Suite("Canaries: the sibling name-keyed bugs fail the suite")
struct SiblingCanaryTests {
    enum Kind: String, CaseIterable, Sendable { case currency, language, month }

    @Test(arguments: Kind.allCases)
    func siblingBugIsCaught(kind: Kind) throws {
        let typesetter = try Typesetter(fonts: FontSet())
        let verifier = SnapshotVerifier(
            store: GoldenStore(root: Fixtures.packageRoot.appendingPathComponent("Snapshots")),
            artifacts: ArtifactStore(root: try Fixtures.temporaryDirectory("sibling-\(kind)")),
            environment: RenderEnvironment(typesetter: typesetter, rowStyleVersion: RowStyle.version))
        var report: [String] = []
        for locale in LocaleMatrix.standard.locales {
            var expectedToFail = Set<String>(), failed = Set<String>()
            for (name, changed, view) in try rows(kind, locale, typesetter) {
                if changed { expectedToFail.insert(name) }
                let key = try SnapshotKey(suite: suite(kind), locale: locale.identifier, name: name, format: .png)
                if !verifier.verify(image: view.image, key: key, mode: .never).passed { failed.insert(name) }
            }
            report.append("\(locale) \(failed.count)")
            #expect(failed == expectedToFail, "\(kind) \(locale)")
            if locale.identifier == "en" { #expect(failed.isEmpty) } else { #expect(!failed.isEmpty, "\(kind) \(locale)") }
        }
        print("canary \(kind): failing rows per locale: \(report.joined(separator: ", "))")
    }

    private func suite(_ kind: Kind) -> String {
        switch kind {
        case .currency: return StandardSuite.currencySuite
        case .language: return StandardSuite.languageSuite
        case .month: return StandardSuite.monthSuite
        }
    }

    /// (golden name, whether the bug changes what is drawn, the buggy render).
    private func rows(_ kind: Kind, _ locale: MatrixLocale, _ typesetter: Typesetter) throws -> [(String, Bool, RenderedView)] {
        switch kind {
        case .currency:
            return try StandardSuite.currencies.map { code in
                let good = CurrencyRow(code: code, locale: locale), bad = CurrencyRow(code: code, locale: locale, symbolLookup: .byEnglishDisplayName)
                return (code.alpha3, good.symbol != bad.symbol, try bad.render(with: typesetter))
            }
        case .language:
            return try LanguagePicker.standard.tags.map { tag in
                let good = LanguageRow(tag: tag, locale: locale), bad = LanguageRow(tag: tag, locale: locale, storedPreference: .englishName)
                return (tag.identifier, good.texts != bad.texts, try bad.render(with: typesetter))
            }
        case .month:
            return try Month.all.map { month in
                let good = MonthRow(month: month, locale: locale), bad = MonthRow(month: month, locale: locale, numberLookup: .byEnglishName)
                return (String(format: "%02d", month.number), good.badge != bad.badge, try bad.render(with: typesetter))
            }
        }
    }
}
