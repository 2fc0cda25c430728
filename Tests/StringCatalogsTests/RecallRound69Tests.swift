import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 69 fixed with it (issue #18).
@Suite("Recall round 69")
struct RecallRound69Tests {
    /// Home Assistant's Brazilian "Estos datos permanecen en tu casa y nunca se envían a
    /// terceros" (round 69; Mastodon's, Bitwarden's and ownCloud's in rounds 67-69): Spanish,
    /// whose "en" and "y" Brazilian Portuguese writes in none of its other texts and Spanish
    /// everywhere. Not judged: a Portuguese text holding one such word ("El" of a film's name).
    @Test func aSentenceInARelativeLanguageIsToldByItsEverydayWords() throws {
        let count = CatalogChecker.fewestRelativeHabitTranslations + 20
        let filler = (1...count).map { ("filler\($0)", "Plain words for number \($0)") }
        let source = filler + [("data_stays", "This data stays in your home and is never sent to third parties"),
                               ("film_ready", "The film is ready")]
        let texts: [String: [String]] = [
            "es": filler.map { "Palabras en la lista y el \($0.0)" } + ["Los datos se quedan en tu casa y nunca se comparten", "La película está lista"],
            "it": filler.map { "Parole nella lista e \($0.0)" } + ["Questi dati restano a casa tua e non vengono mai inviati", "Il film è pronto"],
            "pt-rBR": filler.map { "Palavras da lista \($0.0)" }
                + ["Estos datos permanecen en tu casa y nunca se envían a terceros", "O filme El Camino está pronto"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round69-relative-habits").filter { $0.detail.contains("words pt-BR writes in none") }
        #expect(languagesAndKeys(findings) == ["pt-BR data_stays"], "\(findings)")
    }
}
