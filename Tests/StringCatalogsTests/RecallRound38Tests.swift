import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 38 and earlier ones fixed with it (issue #18), on our own text,
/// beside the legitimate neighbour each rule must pass.
@Suite("Recall round 38")
struct RecallRound38Tests {
    /// Bitwarden's Dutch `minutes_format` holding `hours_format`'s plural ("%1$d uur", "%1$d
    /// uren"; round 35): plurals are siblings by their `other` form, and Dutch writes
    /// "minuten" in its other texts saying "minutes". Chinese, which spaces no words, is not
    /// judged by a word it lacks.
    @Test func aSiblingsPluralIsFound() throws {
        let plurals = [("hours_format", "%1$d hour", "%1$d hours"), ("minutes_format", "%1$d minute", "%1$d minutes")]
        let texts = [("fifteen", "15 minutes"), ("thirty", "30 minutes"), ("five", "5 minutes"), ("one_hour", "1 hour"), ("four_hours", "4 hours")]
            + (1...60).map { ("filler\($0)", "Another text \($0)") }
        let body = { (forms: [(String, String)], values: [String]) in
            resources(zip(plurals, forms).map { pluralResource($0.0.0, [("one", $0.1.0), ("other", $0.1.1)]) }.joined()
                + zip(texts, values).map { "<string name=\"\($0.0.0)\">\($0.1)</string>" }.joined())
        }
        var files = [("res/values/strings.xml", body(plurals.map { ($0.1, $0.2) }, texts.map(\.1)))]
        for language in ["fr", "it", "es", "pl", "sv", "da", "fi", "cs", "sk", "ro", "hu", "pt"] {
            files.append(("res/values-\(language)/strings.xml", body([("%1$d h \(language)", "%1$d hs \(language)"), ("%1$d m \(language)", "%1$d ms \(language)")],
                                                                    texts.map { "\($0.1) \(language)" })))
        }
        let dutch = ["15 minuten", "30 minuten", "5 minuten", "1 uur", "4 uur"] + (1...60).map { "Andere tekst \($0)" }
        files.append(("res/values-nl/strings.xml", body([("%1$d uur", "%1$d uren"), ("%1$d uur", "%1$d uren")], dutch)))
        let chinese = ["15 分钟", "30 分钟", "5 分钟", "1 小时", "4 小时"] + (1...60).map { "其他文本 \($0)" }
        files.append(("res/values-zh/strings.xml", body([("%1$d 小时", "%1$d 小时"), ("%1$d 小时", "%1$d 小时")], chinese)))
        let findings = try androidOnlyFindings(files, folder: "round38-sibling-plural").filter { $0.detail.contains("sibling's sentence") }
        #expect(languagesAndKeys(findings) == ["nl minutes_format"], "\(findings)")
        #expect(CatalogChecker.spacesWords("%1$d uren") && !CatalogChecker.spacesWords("%1$d 小时"))
    }

    /// Bitwarden's French `copy_password` holding `copy_username`'s "Copier le nom
    /// d'utilisateur", in a group of twenty `copy_*` keys (more than the short siblings
    /// compare): "utilisateur" stands in French texts saying "username", never "password".
    @Test func aSiblingsTextInALargeGroupIsFound() throws {
        let kinds = ["password", "username", "number", "notes", "address", "totp", "code", "email", "phone", "company", "name", "title"]
        let source = kinds.map { ("copy_\($0)", "Copy \($0)") } + [("show_password", "Show password"), ("hide_password", "Hide password"), ("new_password", "New password"),
                                                                 ("username_label", "Your username"), ("username_taken", "Username taken"), ("no_username", "No username")]
            + (1...60).map { ("filler\($0)", "Another text \($0)") }
        var texts: [String: [String]] = [:]
        for language in ["de", "it", "es", "pl", "sv", "da", "fi", "cs", "sk", "ro", "hu", "pt"] { texts[language] = source.map { "\($0.1) \(language)" } }
        texts["fr"] = kinds.map { $0 == "password" ? "Copier le nom d\\'utilisateur" : $0 == "username" ? "Copier le nom d\\'utilisateur" : "Copier \($0) fr" }
            + ["Afficher le mot de passe", "Masquer le mot de passe", "Nouveau mot de passe", "Votre nom d\\'utilisateur", "Nom d\\'utilisateur pris", "Aucun nom d\\'utilisateur"]
            + (1...60).map { "Autre texte \($0)" }
        // (Since round 73 the short siblings' rule reads the same evidence first: "the sibling's text".)
        let findings = try androidTranslationFindings(source, texts, folder: "round38-large-group").filter { $0.detail.contains("sibling's sentence") || $0.detail.contains("sibling's text") }
        #expect(languagesAndKeys(findings) == ["fr copy_password"], "\(findings)")
    }

    /// Nextcloud's Turkish "%s MB" for "%s MP" (megapixels written as megabytes): a unit of
    /// another quantity, in units of two letters or more ("m" is a metre or a minute).
    @Test func aUnitOfAnotherQuantityIsFound() throws {
        let source = [("megapixel", "%s MP"), ("minutes_ago", "%dm ago")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "es", "nl"] { texts[language] = ["%s MP", "vor %dm"] }
        texts["tr"] = ["%s MB", "%d min önce"]
        let findings = try androidTranslationFindings(source, texts, folder: "round38-unit-quantity").filter { $0.detail.hasPrefix("the unit") }
        #expect(languagesAndKeys(findings) == ["tr megapixel"], "\(findings)")
        #expect(findings.first?.detail.contains("a unit of data, not resolution") == true, "\(findings)")
    }

    /// Bitwarden's Brazilian "…código QR./nA leitura…" where the source's raw line break is
    /// a space to aapt: a "/n" starting a sentence is a line break typed with a slash, break
    /// in the source or not. "km/n" of "km/nm" is none.
    @Test func aSlashedLineBreakStartingASentenceIsFound() {
        #expect(TextShapeCheck.shape("Point your camera at the QR Code. Scanning will happen automatically.",
                                     "Aponte a câmera para o código QR./nA leitura será feita automaticamente.")?.contains("typed with a slash") == true)
        #expect(TextShapeCheck.shape("Speed in km or nm", "Velocidade em km/nm") == nil)
    }
}
