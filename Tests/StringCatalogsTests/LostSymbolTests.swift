import Foundation
@testable import StringCatalogs
import Testing

/// Element X's German "Eingehender Anruf" for "📹 Incoming call", whose emoji 33 of 36
/// translations keep: a hint. An emoji most translators drop is the source's decoration.
@Suite("Symbols most translations keep")
struct LostSymbolTests {
    @Test func aSymbolMostTranslationsKeepIsAHintWhereLost() throws {
        var texts: [String: [String]] = [:]
        for language in ["fr", "it", "es", "nl", "sv"] { texts[language] = ["📹 Appel \(language)", "Merci \(language)"] }
        texts["de"] = ["Eingehender Anruf", "Danke"]
        let findings = try androidTranslationFindings([("call", "📹 Incoming call"), ("thanks", "Thanks 🎉")], texts, folder: "lost-symbols")
            .filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["de call"], "\(findings)")
        #expect(findings.allSatisfy { $0.isHint && $0.detail.hasPrefix("the source's \"📹\" is lost; 5 of the 6 translations keep it") }, "\(findings)")
    }

    @Test(.timeLimit(.minutes(3)))
    func aTextOfManySymbolsIsArtNotCompared() {
        #expect(CatalogChecker.symbols(in: "┬──┬ ノ( ゜-゜ノ) 📹 ☁ © ⚠ ❤").count == CatalogChecker.comparedSymbols + 1)
        #expect(CatalogChecker.symbols(in: String(repeating: "📹", count: 200_000)) == ["📹"])
    }
}
