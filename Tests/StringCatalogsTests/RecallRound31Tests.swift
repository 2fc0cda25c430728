import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 31 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 31")
struct RecallRound31Tests {
    /// Bitwarden's German "%1$d Einträge…" as the `one` form and "%1$d Eintrag…" as `other`
    /// (and Mastodon's Portuguese "outros"/"outro"): each form writes the other's word, as two
    /// other plurals write it.
    @Test func pluralFormsThatTradeTextsAreFound() throws {
        var sourcePlurals = [pluralResource("hours", [("one", "%d hour"), ("other", "%d hours")]),
                             pluralResource("hours_ago", [("one", "%d hour ago"), ("other", "%d hours ago")]),
                             pluralResource("hours_left", [("one", "%d hour left"), ("other", "%d hours left")])]
        var swedish = [pluralResource("hours", [("one", "%d timme"), ("other", "%d timmar")]),
                       pluralResource("hours_ago", [("one", "%d timme sedan"), ("other", "%d timmar sedan")]),
                       pluralResource("hours_left", [("one", "%d timmar kvar"), ("other", "%d timme kvar")])]
        // Norwegian: the swapped plural and `hours` are each other's only evidence; neither is named.
        var norwegian = [pluralResource("hours", [("one", "%d time"), ("other", "%d timer")]),
                         pluralResource("hours_ago", [("one", "%d t siden"), ("other", "%d t siden")]),
                         pluralResource("hours_left", [("one", "%d timer igjen"), ("other", "%d time igjen")])]
        for index in 0..<8 {
            sourcePlurals.append(pluralResource("thing\(index)", [("one", "%d thing\(index)"), ("other", "%d things\(index)")]))
            swedish.append(pluralResource("thing\(index)", [("one", "%d sak\(index)"), ("other", "%d saker\(index)")]))
            norwegian.append(pluralResource("thing\(index)", [("one", "%d ting\(index)"), ("other", "%d tingene\(index)")]))
        }
        let findings = try androidOnlyFindings([("res/values/strings.xml", resources(sourcePlurals.joined())),
                                                ("res/values-sv/strings.xml", resources(swedish.joined())),
                                                ("res/values-nb/strings.xml", resources(norwegian.joined()))], folder: "round31-plural-swap")
            .filter { $0.detail.contains("trade texts") }
        #expect(languagesAndKeys(findings) == ["sv hours_left"], "\(findings)")
    }

    /// Home Assistant's German "[%key:common::state::on%]": a reference the export left unresolved.
    @Test func anUnresolvedKeyReferenceIsFound() throws {
        #expect(TextShapeCheck.toolMarker("Status: [%key:common::state::on%]") == "[%key:common::state::on%]")
        #expect(TextShapeCheck.toolMarker("50 [%] of the key") == nil)
        let findings = try appleOnlyFindings([("en.lproj/Core.strings", appleStrings([("state.on", "On")])),
                                              ("de.lproj/Core.strings", appleStrings([("state.on", "[%key:common::state::on%]")]))],
                                             folder: "round31-key-reference").filter { $0.detail.contains("[%key:") }
        #expect(languagesAndKeys(findings) == ["de state_on"], "\(findings)")
    }

    /// Nextcloud's Ukrainian "Действительно удалить %1$s и его содержимое?", Russian's
    /// "…«%1$s»…" with its quotes dropped: still Russian's sentence.
    @Test func aPasteWithRetypedQuotesIsAnotherLanguagesSentence() throws {
        let russian = "Действительно удалить «%1$s» и его содержимое?", ukrainian = "Действительно удалить %1$s и его содержимое?"
        let source = [("remove", "Do you really want to delete %1$s and its contents?"), ("hide", "Hide this folder"), ("all", "All current folders"),
                      ("content", "Its contents are kept"), ("really", "Really remove this?")]
        let texts: [String: [String]] = [
            "ru": [russian, "Скрыть эту папку", "Все текущие папки", "Содержимое его сохраняется", "Действительно удалить это?"],
            "uk": [ukrainian, "Приховати цю теку", "Усі поточні теки", "Вміст зберігається", "Справді вилучити це?"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round31-quotes").filter { $0.kind == .untranslated && $0.key == "remove" }
        #expect(findings.compactMap(\.language) == ["uk"] && findings.first?.detail.hasPrefix("written in ru, not uk") == true, "\(findings)")
    }

    /// Mastodon's French gigabytes written "%.2f Mo" (megabytes), where most languages keep
    /// the source's "%.2f GB" as written and Canadian French writes "Go", the same unit.
    @Test func aUnitOfAnotherScaleIsFoundAndTheLanguagesOwnSpellingIsNot() throws {
        let source = [("file_size_gb", "%.2f GB"), ("ok", "OK")]
        var languages: [String: [String]] = ["fr": ["%.2f Mo", "OK"], "fr-rCA": ["%.2f Go", "OK"]]
        for language in ["de", "it", "nl", "pl", "sv", "da"] { languages[language] = ["%.2f GB", "OK"] }
        let findings = try androidTranslationFindings(source, languages, folder: "round31-unit-scale").filter { $0.detail.hasPrefix("the unit") }
        #expect(languagesAndKeys(findings) == ["fr file_size_gb"] && findings.first?.detail.contains("the unit gb of the source is mo here") == true, "\(findings)")
    }

    /// Home Assistant's French unlock confirmation holding the lock one's text (round 32): a
    /// negating prefix on one word of a sentence.
    @Test func aNegatingPrefixOnOneWordMakesOpposites() {
        #expect(CatalogChecker.areOpposites("are you sure you want to perform unlock action on %@?", "are you sure you want to perform lock action on %@?"))
        #expect(CatalogChecker.areOpposites("mark as read", "mark as unread") && !CatalogChecker.areOpposites("mark as read", "mark as unseen"))
    }

    /// Wikipedia's German delete button "Abbrechen" (Cancel), its sibling's text, where German
    /// writes "Delete" as "Löschen" elsewhere; "Close" and "Done" merged without such evidence
    /// are synonyms, not a paste.
    @Test func aSiblingsTextInAKeyIsFoundByTheLanguagesOwnWords() throws {
        let source = [("dialog_history_delete", "Delete"), ("dialog_history_cancel", "Cancel"), ("menu_delete", "Delete"),
                      ("sheet_close", "Close"), ("sheet_done", "Done")]
        var languages: [String: [String]] = ["de": ["Abbrechen", "Abbrechen", "Löschen", "Fertig", "Fertig"]]
        for language in ["fr", "it", "nl", "pl", "sv", "da"] {
            languages[language] = ["Delete (\(language))", "Cancel (\(language))", "Delete (\(language))", "Close (\(language))", "Done (\(language))"]
        }
        let findings = try androidTranslationFindings(source, languages, folder: "round31-siblings").filter { $0.detail.contains("the sibling's text") }
        #expect(languagesAndKeys(findings) == ["de dialog_history_delete"], "\(findings)")
    }
}
