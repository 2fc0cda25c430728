import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 51 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 51")
struct RecallRound51Tests {
    /// The languages that tell two keys apart, with distinct made-up texts.
    static let voters = ["de", "fr", "it", "nl", "pt", "sv", "da", "pl", "ca", "ro", "hu", "tr"]

    /// ownCloud's Czech "Alespoň %1$d znaků dlouhé" (at least) for "At most %1$d characters
    /// long" (round 51): "least" and "most" are opposites.
    @Test func leastAndMostAreOpposites() throws {
        let source = [("password_max", "At most %1$d characters long"), ("password_min", "At least %1$d characters long")]
        var texts = ["cs": ["Alespoň %1$d znaků dlouhé", "Alespoň %1$d znaků dlouhé"]]
        for language in Self.voters { texts[language] = ["\(language) max %1$d", "\(language) min %1$d"] }
        let findings = try androidTranslationFindings(source, texts, folder: "round51-least-most").filter { $0.detail.contains("opposites") }
        #expect(languagesAndKeys(findings) == ["cs password_max"], "\(findings)")
    }

    /// Mastodon's Spanish unblock confirmation holding the block one's text (round 51), where
    /// Kurdish and its `ku-TR` variant merge the two too: a language's variants count once.
    @Test func aLanguagesVariantsMergingCountOnce() throws {
        let source = [("confirm_block", "Confirm to block %@"), ("confirm_unblock", "Confirm to unblock %@")]
        var texts = ["es": ["Confirmar para bloquear a %@", "Confirmar para bloquear a %@"],
                     "ku": ["Astengkirinê rake %@", "Astengkirinê rake %@"], "ku-rTR": ["Astengkirinê rake %@", "Astengkirinê rake %@"]]
        for language in Self.voters { texts[language] = ["\(language) block %@", "\(language) unblock %@"] }
        let findings = try androidTranslationFindings(source, texts, folder: "round51-variants").filter { $0.detail.contains("opposites") }
        #expect(languagesAndKeys(findings).contains { $0.hasPrefix("es ") }, "\(findings)")
    }

    /// Home Assistant's Finnish "Kotona" (home) for the `…::state::not_home` key (round 51):
    /// `::` separates a key name's words, so the `not` part is read.
    @Test func keysNamedWithColonsAndNotAreOpposites() throws {
        let source = [("component::person::state::home", "Home"), ("component::person::state::not_home", "Away")]
        var files = [("en.lproj/Core.strings", appleStrings(source)),
                     ("fi.lproj/Core.strings", appleStrings([(source[0].0, "Kotona"), (source[1].0, "Kotona")]))]
        for language in Self.voters { files.append(("\(language).lproj/Core.strings", appleStrings([(source[0].0, "\(language) home"), (source[1].0, "\(language) away")]))) }
        let all = try appleOnlyFindings(files, folder: "round51-colons")
        let findings = all.filter { $0.detail.contains("opposites") }
        #expect(findings.map { $0.language ?? "-" } == ["fi"], "\(all.filter { $0.language == "fi" })")
    }

    /// ownCloud's Spanish microphone prompt holding the location prompt's longer text (round
    /// 51): a text longer than its key's would be is no shortening, though the two sources
    /// share words. One source holding all the other's words ("Two way sync", "Internal two
    /// way sync") says nothing.
    @Test func aLongerTextPastedIsFoundThoughTheSourcesShareWords() throws {
        let filler = (1...30).map { ("filler\($0)", "Plain words for number \($0)") }
        let source = [("microphone", "This permission is needed to record videos"),
                      ("location", "This permission is needed to upload photos and videos in the background while you are away"),
                      ("sync_title", "Two way sync"), ("sync_internal", "Internal two way sync now running here")] + filler
        var texts: [String: [String]] = [:]
        for (index, language) in (["es"] + Self.voters).enumerated() {
            let location = "Permiso \(language) necesario para subir las fotos y los vídeos en segundo plano mientras no estás en casa \(index)"
            let sync = language == "ca" ? "Sincronització bidireccional ara" : "Sync \(language) \(index) jetzt"
            texts[language] = [language == "es" ? location : "Permiso \(language) para grabar vídeos \(index)", location, sync,
                               language == "ca" ? sync : "Interne Sync \(language) \(index) läuft jetzt hier"]
                + filler.map { "Palabras \(language) número \($0.0)" }
        }
        let all = try androidTranslationFindings(source, texts, folder: "round51-longer-paste")
        let findings = all.filter { $0.detail.contains("characters fit the other source") }
        #expect(languagesAndKeys(findings) == ["es microphone"], "\(all.filter { $0.language == "es" })")
    }

    /// Nextcloud's Chinese "更多下一个云应用" ("next cloud") for "More Nextcloud apps" (round
    /// 51): a label in another script without the app's name, where the language's other texts
    /// and the key's translations keep it. Czech "Služba automatického vyplňování" for
    /// "Bitwarden Autofill Service", in Latin letters, phrases it away by right.
    @Test func theAppsNameTranslatedInALabelIsFound() throws {
        let named = (1...6).map { ("named\($0)", "Open Nextcloud number \($0) now") }
        let source = [("app_name", "Nextcloud"), ("apps_more", "More Nextcloud apps"), ("autofill", "Nextcloud Autofill Service")] + named
        var texts: [String: [String]] = [
            "zh-rCN": ["Nextcloud", "更多下一个云应用", "Nextcloud 自动填充服务"] + named.map { "打开 Nextcloud \($0.0)" },
            "cs": ["Nextcloud", "Další aplikace Nextcloud", "Služba automatického vyplňování"] + named.map { "Otevřít Nextcloud \($0.0)" },
        ]
        for language in Self.voters { texts[language] = ["Nextcloud", "\(language) Nextcloud apps", "\(language) Nextcloud autofill"] + named.map { "\(language) Nextcloud \($0.0)" } }
        let findings = try androidTranslationFindings(source, texts, folder: "round51-name-translated").filter { $0.detail.contains("is not written") }
        #expect(languagesAndKeys(findings) == ["zh-Hans apps_more"], "\(findings)")
    }
}
