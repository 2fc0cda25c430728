import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 70 fixed with it (issue #18).
@Suite("Recall round 70")
struct RecallRound70Tests {
    /// Nextcloud's Swedish "Inkludera dolda filer och mappar" for "Exclude hidden files and
    /// folders" (round 70): its source says "include" too seldom for Swedish's own word to be
    /// learned, but "inkludera" is a loanword of it, and Swedish writes "exclude" as
    /// "exkludera" elsewhere. Not judged: a text holding both loanwords, and Dutch, which writes
    /// no loanword of "exclude" in its other texts.
    @Test func anOppositeLoanwordIsFound() throws {
        let source = [("exclude_hidden", "Exclude hidden"), ("exclude_hidden_summary", "Exclude hidden files and folders"),
                      ("exclude_app", "Exclude this app from it"), ("include_file", "Data did not include a valid file.")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters where language != "sv" {
            texts[language] = ["\(language) Versteckte ausschließen", "\(language) Versteckte Dateien ausschließen",
                               "\(language) Diese App davon ausschließen", "\(language) Daten enthielten keine gültige Datei."]
        }
        texts["sv"] = ["Exkludera dolda", "Inkludera dolda filer och mappar", "Utesluta denna app", "Mottagna data innehöll ingen giltig fil."]
        // (Not judged: a text holding both loanwords; a language writing no loanword for "exclude" elsewhere.)
        texts["nb"] = ["Exkluder skjulte", "Exkluder skjulte, inkluder filer og mapper", "Utelukk denne appen", "Dataene inneholdt ingen gyldig fil."]
        texts["nl"] = ["Verborgen uitsluiten", "Inkluderen verborgen bestanden en mappen", "Deze app uitsluiten", "Gegevens bevatten geen geldig bestand."]
        let findings = try androidTranslationFindings(source, texts, folder: "round70-opposite-loanword").filter { $0.detail.contains("holds a loanword of") }
        #expect(languagesAndKeys(findings) == ["sv exclude_hidden_summary"], "\(findings)")
    }
}
