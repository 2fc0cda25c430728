import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 35 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 35")
struct RecallRound35Tests {
    /// Six languages telling two keys apart, each language's texts made from the source's.
    static func apart(_ source: [(String, String)]) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: ["fr", "it", "pl", "sv", "da", "fi"].map { language in (language, source.map { "\($0.1) [\(language)]" }) })
    }

    /// Wikipedia's Dutch plural `reading_list_article_offline_message` holding
    /// `…_not_offline_message`'s text: keys whose names differ by a `not` part are opposites,
    /// plurals read by their `other` form.
    @Test func pluralsNamedAsOppositesAreFound() throws {
        let body = pluralResource("article_offline_message", [("one", "This article will now be available offline."), ("other", "These articles will now be available offline.")])
            + pluralResource("article_not_offline_message", [("one", "This article will no longer be available offline."),
                                                              ("other", "These articles will no longer be available offline.")])
        var files = [("res/values/strings.xml", resources(body))]
        let dutch = "Deze pagina\\'s zijn niet meer offline beschikbaar."
        files.append(("res/values-nl/strings.xml", resources(pluralResource("article_offline_message", [("one", "Deze pagina is niet meer offline beschikbaar."), ("other", dutch)])
            + pluralResource("article_not_offline_message", [("one", "Deze pagina is niet meer offline beschikbaar."), ("other", dutch)]))))
        for language in ["fr", "it", "pl", "sv", "da", "fi"] {
            files.append(("res/values-\(language)/strings.xml", resources(pluralResource("article_offline_message", [("one", "now \(language)"), ("other", "now all \(language)")])
                + pluralResource("article_not_offline_message", [("one", "no longer \(language)"), ("other", "no longer all \(language)")]))))
        }
        let findings = try androidOnlyFindings(files, folder: "round35-named-opposites").filter { $0.detail.contains("opposites") }
        #expect(findings.compactMap(\.language) == ["nl"], "\(findings)")
        #expect(CatalogChecker.keysNamedAsOpposites([:]).isEmpty)
    }

    /// A sibling's text in a key whose names differ in a part other than the last, where that
    /// part names each text: Wikipedia's Romanian "edit description" button saying
    /// "Traduceți…" (translate). Parts naming places (`swipe`, `overflow`) or one word's forms
    /// (`thread`, `threads`) say nothing.
    @Test func aSiblingDifferingInAMiddlePartIsFound() throws {
        let source = [("description_edit_button", "Edit description"), ("description_translate_button", "Translate description"),
                      ("swipe_mark_read", "Read"), ("overflow_mark_read", "Mark as read"),
                      ("thread_in_room", "Thread in room"), ("threads_in_room", "Threads in room"),
                      ("edit_description_title", "Edit description"), ("edit_description_hint", "Edit description"), ("read_label", "Read"),
                      ("thread_title", "Thread in room"), ("threads_title", "Threads in room")]
        var languages = Self.apart(source)
        languages["ro"] = ["Traduceți descrierea", "Traduceți descrierea", "Marcați citit", "Marcați citit", "Fir în cameră", "Fir în cameră",
                           "Editați descrierea", "Editați descrierea", "Citit", "Fir în cameră", "Fire în cameră"]
        let findings = try androidTranslationFindings(source, languages, folder: "round35-middle-sibling").filter { $0.detail.contains("the sibling's text") }
        #expect(languagesAndKeys(findings) == ["ro description_edit_button"], "\(findings)")
    }

    /// Mastodon's German "rel="mich"" for the source's rel="me", an attribute users type as
    /// written (the corpus's Brazilian "rel="eu"" and Chinese "rel="我"" too); an attribute of
    /// a tag is markup, compared elsewhere.
    @Test func aQuotedAttributeWithATranslatedValueIsFound() throws {
        #expect(CatalogChecker.quotedAttributes("The rel=\"me\" attribute, see <a href=\"https://x\">here</a>") == ["rel=\"me\""])
        let source = [("verification", "The rel=\\\"me\\\" attribute prevents impersonation.")]
        var languages = ["de": ["Das Attribut rel=\\\"mich\\\" verhindert Nachahmung."]]
        for language in ["fr", "it", "nl", "sv", "pl"] { languages[language] = ["rel=\\\"me\\\" (\(language))"] }
        let findings = try androidTranslationFindings(source, languages, folder: "round35-code-token").filter { $0.detail.contains("code users type") }
        #expect(languagesAndKeys(findings) == ["de verification"], "\(findings)")
    }
}
