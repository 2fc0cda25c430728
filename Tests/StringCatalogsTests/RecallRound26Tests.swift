import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 26 and of round 25's left-overs (issue #18), on our own text,
/// beside the legitimate neighbour each rule must pass.
@Suite("Recall round 26")
struct RecallRound26Tests {
    /// Bitwarden's Italian hint with the next key's text glued on ("(opzionale)Questo…"),
    /// Croatian "autentifikatora?Skeniraj"; "z.B.Das", "e.g." and an address are none.
    @Test func sentencesRunTogetherAreFound() {
        #expect(TextShapeCheck.runTogetherSentences("Suggerimento (opzionale)Questo suggerimento aiuta") == "e)Questo")
        #expect(TextShapeCheck.runTogetherSentences("ključ autentifikatora?Skeniraj QR kôd") == "a?Skeniraj")
        #expect(TextShapeCheck.runTogetherSentences("z.B.Das geht, e.g. this") == nil)
        #expect(TextShapeCheck.shape("Master password hint (optional)", "Suggerimento (opzionale)Questo suggerimento aiuta")?.hasPrefix("no space in \"e)Questo\"") == true)
    }

    /// Wikipedia's Czech "P?ihlásit se" (ř lost to "?"), ownCloud's British U+0092 for "’",
    /// its Portuguese "Configurau00e7u00f5es": found; a question before a capital, "menu2000"
    /// and "u0041" (no Latin letter beyond ASCII) are none.
    @Test func lettersLostInConversionsAreFound() {
        #expect(TextShapeCheck.letterLostToQuestionMark("P?ihlásit se") == "P?ihlásit")
        #expect(TextShapeCheck.letterLostToQuestionMark("Why?Because") == nil)
        #expect(TextShapeCheck.shape("Log in", "P?ihlásit se")?.hasPrefix("\"P?ihlásit\": a \"?\" inside a word") == true)
        #expect(TextShapeCheck.shape("can't migrate", "can\u{92}t migrate")?.hasPrefix("a control character, U+0092") == true)
        #expect(TextShapeCheck.bareLatinEscape("Configurau00e7u00f5es") == "u00e7")
        #expect(TextShapeCheck.bareLatinEscape("menu2000 and au0041") == nil)
    }

    /// Home Assistant's source `manual_title` with a U+FEFF in front.
    @Test func aByteOrderMarkInTheSourceIsFound() {
        #expect(CatalogChecker.sourceTextProblem("\u{FEFF}Manual", platform: .android)?.hasPrefix("a byte-order mark (U+FEFF) at the start") == true)
        #expect(CatalogChecker.sourceTextProblem("Manual", platform: .android) == nil)
    }

    /// Element X's Ukrainian "Скопировать ссылку" (Russian's, with ы): letters Ukrainian does
    /// not write. Russian's own "ы" and Ukrainian's "і" are none.
    @Test func lettersTheLanguageDoesNotWriteAreFound() {
        #expect(TextShapeCheck.lettersTheLanguageLacks("Скопировать ссылку", language: "uk") == "ы")
        #expect(TextShapeCheck.lettersTheLanguageLacks("Скопіювати посилання", language: "uk") == nil)
        #expect(TextShapeCheck.lettersTheLanguageLacks("Скопировать ссылку", language: "ru") == nil)
        #expect(TextShapeCheck.lettersTheLanguageLacks("Скопировать ссылку", language: "de") == nil)
    }

    /// Mastodon's Russian "Jib,rf cthdthf" ("Ошибка сервера" on a Latin layout); a Latin
    /// name ("Mastodon") reads as no Russian word and is none.
    @Test func aTextTypedOnTheWrongLayoutIsFound() throws {
        let source = [("error", "Server error"), ("name", "Mastodon app"), ("retry", "Server error, retry"), ("failed", "Loading failed")]
        let findings = try androidTranslationFindings(source, ["ru": ["Jib,rf cthdthf", "Mastodon", "Ошибка сервера, повторите", "Ошибка загрузки"]],
                                                      folder: "round26-layout").filter { $0.detail.hasPrefix("typed on a Latin keyboard layout") }
        #expect(languagesAndKeys(findings) == ["ru error"], "\(findings)")
        #expect(findings.first?.detail.contains("\"ошибка сервера\"") == true, "\(findings)")
    }

    /// Wikipedia's `sr-Latn` holding Serbian's Cyrillic "Ова страница је заштићена".
    @Test func aLatinVariantHoldingTheCyrillicTextIsFound() throws {
        var source: [(String, String)] = [("protected", "This page is protected")]
        var cyrillic = ["Ова страница је заштићена"], latin = ["Ова страница је заштићена"]
        for index in 0..<60 {
            source.append(("k\(index)", "Text number \(index)"))
            cyrillic.append("Текст број \(index)")
            latin.append("Tekst broj \(index)")
        }
        let findings = try androidTranslationFindings(source, ["sr": cyrillic, "b+sr+Latn": latin], folder: "round26-serbian")
            .filter { $0.detail.contains("in Cyrillic letters, which") }
        #expect(languagesAndKeys(findings) == ["sr-Latn protected"], "\(findings)")
    }
}
