import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 63 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 63")
struct RecallRound63Tests {
    /// ownCloud's French "Voulez-vous vraiment supprimer %1$s ?", the file prompt's text, under
    /// "Do you really want to remove %1$s and its contents?" (rounds 52-63): a sentence of five
    /// words at least whose clause more is dropped, told by the length at a smaller margin.
    /// Not judged: Italian "Elimina questo elemento" for both "Delete this item now" and
    /// "Delete this item now and everything in it", a shorter source of four words (a label's
    /// shortening, as Finnish "Hae tästä kansiosta" is in round 50's test).
    @Test func aClauseDroppedToAnotherKeysSentenceIsFound() throws {
        let filler = (1...30).map { ("filler\($0)", "Plain words for number \($0)") }
        let source = [("remove_file", "Do you really want to remove %1$s?"), ("remove_folder", "Do you really want to remove %1$s and its contents?"),
                      ("delete_item", "Delete this item now"), ("delete_all", "Delete this item now and everything in it")] + filler
        var texts: [String: [String]] = [:]
        for (index, language) in RecallRound51Tests.voters.enumerated() {
            texts[language] = ["Wirklich \(language) %1$s entfernen \(index)?", "Wirklich \(language) %1$s und Inhalt entfernen \(index)?",
                               "Eintrag \(language) löschen \(index)", "Eintrag \(language) und alles darin löschen \(index)"]
                + filler.map { "Schlichte Wörter \($0.0) \(language)" }
        }
        texts["fr"]![0...1] = ["Voulez-vous vraiment supprimer %1$s ?", "Voulez-vous vraiment supprimer %1$s ?"]
        texts["it"]![2...3] = ["Elimina questo elemento", "Elimina questo elemento"]
        let findings = try androidTranslationFindings(source, texts, folder: "round63-clause-dropped").filter { $0.detail.contains("characters fit the other source") }
        #expect(languagesAndKeys(findings) == ["fr remove_folder"], "\(findings)")
    }
}
