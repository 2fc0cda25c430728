import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 72 fixed with it (issue #18).
@Suite("Recall round 72")
struct RecallRound72Tests {
    /// Mastodon's Japanese privacy subtitle ending "…同意できない場合は、" (round 72): a comma
    /// where the source ends its sentence. Not judged: a source that ends in no stop itself,
    /// and a translation ending in its stop.
    @Test func aSentenceEndingInACommaIsFound() throws {
        let source = [("privacy_subtitle", "If you disagree with the policy for %s, you can go back and pick a different server."),
                      ("list_header", "Servers, users,"), ("done", "Your account is ready.")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters { texts[language] = ["\(language) policy %s server.", "\(language) servers,", "\(language) ready."] }
        texts["ja"] = ["もし %s のポリシーに同意できない場合は、", "サーバー、ユーザー、", "アカウントの準備ができました。"]
        let findings = try androidTranslationFindings(source, texts, folder: "round72-comma-end").filter { $0.detail.contains("ends in a comma") }
        #expect(languagesAndKeys(findings) == ["ja privacy_subtitle"], "\(findings)")
    }

    /// Bitwarden's Spanish "Bloquear con código PIN" for "Unlock with PIN code" (round 72),
    /// where Spanish writes "Desbloquear…" in its other texts saying "unlock". Not judged:
    /// Portuguese holding the whole word too ("Desbloquear e bloquear"), German's six words ("…Sperre … aufheben": unlock in other words), Polish writing its
    /// prefix apart ("Od blokuj"), and Italian, whose other texts write the prefixed form once
    /// ("Sblocca"; two at least, half of them, are needed).
    @Test func anUndoingVerbWithoutItsPrefixIsFound() throws {
        let source = [("unlock_pin", "Unlock with PIN code"), ("unlock_bio", "Unlock with biometrics"), ("unlock_vault", "Unlock vault"),
                      ("unlock_app", "Unlock the app"), ("lock_now", "Lock now")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters { texts[language] = ["\(language) auf pin", "\(language) auf bio", "\(language) auf safe", "\(language) auf app", "\(language) zu"] }
        texts["es"] = ["Bloquear con código PIN", "Desbloquear con biometría", "Desbloquear caja fuerte", "Desbloquear la aplicación", "Bloquear ahora"]
        texts["de"] = ["Die Sperre mit dem PIN-Code aufheben", "Mit Biometrie entsperren", "Tresor entsperren", "App entsperren", "Jetzt sperren"]
        texts["pl"] = ["Od blokuj kodem PIN", "Odblokuj biometrią", "Odblokuj sejf", "Odblokuj aplikację", "Zablokuj teraz"]
        texts["pt"] = ["Desbloquear e bloquear PIN", "Desbloquear com biometria", "Desbloquear cofre", "Desbloquear o app", "Bloquear agora"]
        texts["it"] = ["Blocca con codice PIN", "Sblocca con biometria", "Apri la cassaforte", "Accedi alla app", "Blocca ora"]
        let findings = try androidTranslationFindings(source, texts, folder: "round72-undoing-prefix").filter { $0.detail.contains("without its") }
        #expect(languagesAndKeys(findings) == ["es unlock_pin"], "\(findings)")
    }
}
