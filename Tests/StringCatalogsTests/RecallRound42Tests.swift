import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 42 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 42")
struct RecallRound42Tests {
    /// Bitwarden's Danish `show_less` reading "Vis mere", `show_more`'s text (round 42): "more"
    /// and "less" are opposites, as "expand" and "collapse" are.
    @Test func moreAndLessAreOpposites() throws {
        #expect(CatalogChecker.areOpposites("show more", "show less") && CatalogChecker.areOpposites("expand all", "collapse all"))
        let source = [("show_more", "Show more"), ("show_less", "Show less")]
        var languages: [String: [String]] = ["da": ["Vis mere", "Vis mere"]]
        for language in ["de", "es", "fr", "it", "nl", "pl"] { languages[language] = ["More (\(language))", "Less (\(language))"] }
        let findings = try androidTranslationFindings(source, languages, folder: "round42-more-less").filter { $0.detail.contains("opposites:") }
        #expect(findings.map(\.language) == ["da"], "\(findings)")
    }

    /// Home Assistant's Spanish "servicio de notificaciones app_móvil" for "the mobile_app notify
    /// service" (round 42): an identifier users type, translated. An identifier inside an
    /// address ("/wiki/Privacy_policy") is a page name a language may link in its own words.
    @Test func aTranslatedIdentifierIsFound() throws {
        let source = [("notify", "Use the mobile_app notify service."), ("policy", "See https://example.org/wiki/Privacy_policy for details.")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "nl", "pl", "sv"] { texts[language] = ["mobile_app service (\(language)).", "https://example.org/wiki/Privacy_policy (\(language))."] }
        texts["es"] = ["Utiliza el servicio app_móvil.", "Consulta https://example.org/wiki/Política_de_privacidad."]
        let findings = try androidTranslationFindings(source, texts, folder: "round42-identifier").filter { $0.detail.contains("a code or a sign") }
        #expect(languagesAndKeys(findings) == ["es notify"], "\(findings)")
        #expect(CatalogChecker.codesAndSigns("Use mobile_appコンポーネント, see /wiki/Privacy_policy or #Synced_lists") == ["mobile_app"])
    }

    /// Nextcloud's Korean "%1$s 중 %2$s 사용됨" for "%1$s of %2$s used" (round 42): "중" (among)
    /// follows the whole, so the used space stands as the total. Its Traditional Chinese "已用
    /// %2$s 中的 %1$s" and Japanese "%2$s 中 %1$s を使用中" put the total first, as Korean must
    /// (a Japanese "%1$s 中 %2$s…" is round 100's finding).
    @Test func amongOnTheIndexIsFound() throws {
        let source = [("quota", "%1$s of %2$s used")]
        var texts: [String: [String]] = ["ko": ["%1$s 중 %2$s 사용됨"], "zh-rTW": ["已用 %2$s 中的 %1$s"], "ja": ["%2$s 中 %1$s を使用中"]]
        for language in ["de", "fr", "it", "nl"] { texts[language] = ["%1$s of %2$s used (\(language))"] }
        let findings = try androidTranslationFindings(source, texts, folder: "round42-among").filter { $0.detail.contains("traded places") }
        #expect(languagesAndKeys(findings) == ["ko quota"], "\(findings)")
    }

    /// Home Assistant's Catalan "¿Seguro que queréis eliminar este servidor?", Spanish's text
    /// (round 42): half its words ("seguro", "queréis", "este") are written nowhere else in
    /// Catalan and two of them elsewhere in Spanish; the other half ("que", "eliminar",
    /// "servidor") are Catalan too. Spanish is not judged Catalan's: the text is less
    /// foreign to it.
    @Test func aSentenceOfACloseLanguageIsFound() throws {
        var source = [("delete", "Are you sure you want to delete this server?"), ("keep", "Do you want to keep this device on the list?")]
        source += (1...8).map { ("k\($0)", "Text number \($0)") }
        let catalan = ["¿Seguro que queréis eliminar este servidor?", "Voleu mantenir aquest dispositiu a la llista?"]
            + (1...8).map { ["Que vols eliminar el servidor \($0)?", "Eliminar el servidor \($0) que teniu"][$0 % 2] }
        let spanish = ["¿Seguro que queréis eliminar este servidor?", "¿Seguro que quieres mantener este dispositivo en la lista?"]
            + (1...8).map { "¿Seguro que quieres eliminar este servidor \($0)?" }
        var texts: [String: [String]] = ["ca": catalan, "es": spanish]
        for language in ["de", "fr", "it", "nl"] { texts[language] = source.map { "\($0.1) (\(language))" } }
        let findings = try androidTranslationFindings(source, texts, folder: "round42-close-language").filter { $0.detail.hasPrefix("written in ") }
        #expect(languagesAndKeys(findings) == ["ca delete"], "\(findings)")
        // Where Spanish writes "eliminar" and "servidor" nowhere else, the text is as foreign to it: neither is judged.
        texts["es"] = [spanish[0], spanish[1]] + (1...8).map { "Este es el texto seguro \($0)" }
        let even = try androidTranslationFindings(source, texts, folder: "round42-close-language-even").filter { $0.detail.hasPrefix("written in ") }
        #expect(even.isEmpty, "\(even)")
    }

    /// Wikipedia's Russian `…_k_suffix` reading "%d млн" (millions), `…_m_suffix`'s text, for
    /// "%d k" (round 42): Russian writes neither source text elsewhere, but Ukrainian and
    /// Belarusian write "%d млн" for "%d M" only. One relative says too little.
    @Test func aSiblingsTextIsToldByTheLanguagesRelatives() throws {
        let source = [("pageviews_k_suffix", "%d k"), ("pageviews_m_suffix", "%d M")]
        var texts: [String: [String]] = ["ru": ["%d млн", "%d млн"], "uk": ["%d тис.", "%d млн"], "be": ["%d тыс", "%d млн"]]
        for (language, words) in [("de", ("Tsd.", "Mio.")), ("fr", ("k", "M €")), ("it", ("mila", "mln")), ("nl", ("dznd", "mln")), ("es", ("mil", "M")), ("pt", ("mil", "mi"))] {
            texts[language] = ["%d \(words.0)", "%d \(words.1)"]
        }
        let findings = try androidTranslationFindings(source, texts, folder: "round42-relatives").filter { $0.detail.contains("sibling's text pasted") }
        #expect(languagesAndKeys(findings) == ["ru pageviews_k_suffix"], "\(findings)")
        texts["be"] = ["%d тыс", "%d мільён"]
        let one = try androidTranslationFindings(source, texts, folder: "round42-relatives-one").filter { $0.detail.contains("sibling's text pasted") }
        #expect(one.isEmpty, "\(one)")
    }
}
