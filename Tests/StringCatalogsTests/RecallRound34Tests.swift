import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 34 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 34")
struct RecallRound34Tests {
    /// Element X's French microphone permission naming "$(PRODUCT_NAME)": Info.plist expands
    /// build settings, a strings table shows them as written.
    @Test func aBuildSettingInATextIsFound() {
        #expect(TextShapeCheck.toolMarker("Afin d’enregistrer, $(PRODUCT_NAME) a besoin du microphone.") == "$(PRODUCT_NAME)")
        #expect(TextShapeCheck.toolMarker("$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier) wants access") == "$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier)")
        #expect(TextShapeCheck.toolMarker("It costs $(5) or $(total)") == nil)
    }

    /// Home Assistant's French "(https ://account.nabucasa.com)": French typography's space
    /// before the colon, a link to nowhere.
    @Test func aSpaceBeforeTheSchemesColonIsFound() {
        #expect(TextShapeCheck.brokenScheme("vérifier sur [Nabu Casa](https ://account.nabucasa.com)") == "https ://account.nabucasa.com")
        #expect(TextShapeCheck.brokenScheme("vérifier sur https\u{A0}://account.nabucasa.com") == "https\u{A0}://account.nabucasa.com")
        #expect(TextShapeCheck.brokenScheme("le protocole https : sécurisé, voir https://example.org") == nil)
    }

    /// The languages that put the verb last reorder "Logged in as %1$s on %2$s" (half of
    /// Bitwarden's): where six Romance relatives keep the order, Spanish "Iniciado como %2$s en
    /// %1$s" is told by Portuguese's "como" before the first argument. A word of two letters one
    /// letter from a relative's (Romanian "în", Catalan "en") shows nothing.
    @Test func aSwapIsFoundWhereHalfTheLanguagesReorderButTheRelativesKeepTheOrder() throws {
        let source = [("logged_in_as_on", "Logged in as %1$s on %2$s."), ("moved_to", "Moved %1$s to %2$s.")]
        var languages: [String: [String]] = [
            "es": ["Iniciado como %2$s en %1$s.", "Movido %1$s a %2$s."],
            "ro": ["Autentificat ca %1$s pe %2$s.", "Mutat %2$s în %1$s."],
            "fr": ["Connecté en tant que %1$s sur %2$s.", "Déplacé %1$s vers %2$s."],
            "it": ["Accesso effettuato come %1$s a %2$s.", "Spostato %1$s in %2$s."],
            "pt": ["Sessão iniciada como %1$s em %2$s.", "Movido %1$s para %2$s."],
            "ca": ["Heu iniciat la sessió com a %1$s en %2$s.", "Mogut %1$s en %2$s."],
            "gl": ["Sesión iniciada como %1$s en %2$s.", "Movido %1$s para %2$s."],
            "de": ["Als %1$s angemeldet auf %2$s.", "%1$s nach %2$s verschoben."],
            "nl": ["Aangemeld als %1$s op %2$s.", "%1$s verplaatst naar %2$s."],
        ]
        for (language, postposition) in [("tr", "sitesine"), ("hi", "पर"), ("az", "üzərində"), ("ky", "түзмөгүндө"), ("bn", "এ"), ("ta", "இல்"), ("mr", "वर")] {
            languages[language] = ["%2$s \(postposition) %1$s (\(language)).", "%2$s \(postposition) %1$s [\(language)]."]
        }
        let findings = try androidTranslationFindings(source, languages, folder: "round34-swaps").filter { $0.detail.contains("traded places") }
        #expect(languagesAndKeys(findings) == ["es logged_in_as_on"], "\(findings)")
    }

    /// Bitwarden's Swedish `fifteen_minutes` = "5 minuter", `five_minutes`'s text. Polish
    /// "1 dzień" for both "24 hours" and "1 day" says one thing in other words.
    @Test func aNumberPastedFromAnotherKeyIsFound() throws {
        let source = [("five_minutes", "5 minutes"), ("fifteen_minutes", "15 minutes"), ("one_day", "1 day"), ("twenty_four_hours", "24 hours")]
        let findings = try androidTranslationFindings(source, ["sv": ["5 minuter", "5 minuter", "1 dag", "24 timmar"],
                                                               "pl": ["5 minut", "15 minut", "1 dzień", "1 dzień"]],
                                                      folder: "round34-number-paste").filter { $0.detail.contains("translation here (its source") }
        #expect(languagesAndKeys(findings) == ["sv fifteen_minutes"], "\(findings)")
    }
}
