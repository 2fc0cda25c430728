import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 49 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 49")
struct RecallRound49Tests {
    /// Wikipedia's Serbian "Sačuvano" for "Saved" (round 49), its Latin variant's word where
    /// Serbian writes "Сачувано": one Latin word is judged where the Latin variant holds it.
    /// A word of the source kept in Latin letters ("Wikipedia") is a name.
    @Test func oneLatinWordHeldByTheLatinVariantIsFound() throws {
        let filler = (1...50).map { ("text\($0)", "Text number \($0)") }
        let source = [("nav_saved", "Saved"), ("app_name", "Wikipedia app")] + filler
        let texts = [
            "sr": ["Sačuvano", "Wikipedia"] + filler.map { _ in "Текст број" },
            "b+sr+Latn": ["Sačuvano", "Wikipedia"] + filler.map { _ in "Tekst broj" },
            "de": ["Gespeichert", "Wikipedia-App"] + filler.map { "Text Nummer \($0.0)" },
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round49-latin-word").filter { $0.detail.hasPrefix("written in sr-Latn, not sr") }
        #expect(languagesAndKeys(findings) == ["sr nav_saved"], "\(findings)")
    }

    /// Nextcloud's Ukrainian "У вас нет разрешений %s", Russian's text (round 49): two of its
    /// three words Ukrainian writes nowhere else ("вас" is Ukrainian too), both Russian's habit.
    @Test func twoForeignWordsOfThreeAreEnough() throws {
        let source = [("forbidden", "You are not permitted %s"), ("no_rights", "No permissions here"), ("rights_missing", "Permissions are not granted"),
                      ("no_user", "There is no such user"), ("you_have", "You have %s")]
        let texts = [
            "ru": ["У вас нет разрешений %s", "Нет разрешений здесь", "Разрешений нет", "Нет такого пользователя", "У вас есть %s"],
            "uk": ["У вас нет разрешений %s", "Тут немає повноважень", "Повноваження не надано", "Немає такого користувача", "У вас є %s"],
            "de": ["Nicht erlaubt %s", "Keine Rechte hier", "Rechte nicht erteilt", "Kein solcher Benutzer", "Sie haben %s"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round49-two-of-three").filter { $0.detail.hasPrefix("written in ru, not uk") }
        #expect(languagesAndKeys(findings) == ["uk forbidden"], "\(findings)")
    }
}
