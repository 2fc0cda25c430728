import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 46 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 46")
struct RecallRound46Tests {
    /// A Korean text written in Japanese that no other language holds (machine translation into
    /// the wrong target; round 45's Korean miss): kana, which Korean never writes, tell. A
    /// Chinese text's "・" and "ー" are Chinese punctuation, not kana.
    @Test func aKoreanTextInJapaneseWithoutHolderIsFound() throws {
        let source = [("delete_prompt", "Delete this conversation?"), ("timer", "Alarm・60 second countdown")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it"] { texts[language] = ["Delete (\(language))?", "Alarm (\(language))"] }
        texts["ko"] = ["この会話を削除しますか？", "알람・60초 카운트다운"]
        texts["zh-rTW"] = ["要刪除這個對話嗎？", "鬧鐘・60 秒倒數"]
        texts["ja"] = ["この会話を削除しますか？ (ja)", "アラーム・60秒カウントダウン"]
        let findings = try androidTranslationFindings(source, texts, folder: "round46-kana").filter { $0.detail.hasPrefix("written in another language:") }
        #expect(languagesAndKeys(findings) == ["ko delete_prompt"], "\(findings)")
    }

    /// Bitwarden's French "Connecté en tant que %2$s sur %1$s." (round 46): French writes "sur"
    /// before the argument the source puts after "on" in its other texts, and "que" after
    /// "as", so the words stayed and the values moved. German's "Auf %2$s als %1$s
    /// angemeldet." moves each argument with its word: right.
    @Test func numberedArgumentsSwappedAgainstTheLanguagesWordsAreFound() throws {
        let source = [("logged_in_as_on", "Logged in as %1$s on %2$s."), ("logging_in_as_on", "Logging in as %1$s on %2$s"),
                      ("stops_logging_on", "Stops logging on %1$s at %2$s"), ("sync_on", "Sync %1$s on %2$s")]
        let texts = ["fr": ["Connecté en tant que %2$s sur %1$s.", "Connexion en tant que %1$s sur %2$s", "Arrête de se connecter sur %1$s à %2$s",
                            "Synchroniser %1$s sur %2$s"],
                     "de": ["Auf %2$s als %1$s angemeldet.", "Anmeldung als %1$s auf %2$s", "Protokollierung auf %1$s um %2$s", "Synchronisiere %1$s auf %2$s"]]
        let findings = try androidTranslationFindings(source, texts, folder: "round46-word-pairs").filter { $0.detail.hasPrefix("the arguments traded places: here") }
        #expect(languagesAndKeys(findings) == ["fr logged_in_as_on"], "\(findings)")
    }

    /// Home Assistant's Russian "…типа %2$@, но ожидаемый тип %1$@." (round 46), where every
    /// other translation keeps the source's order: Bulgarian writes "тип" before both
    /// arguments, so its word before the first shows nothing kept.
    @Test func aRelativesWordBeforeBothArgumentsTellsNothing() throws {
        let source = [("unexpected_type", "Received result of type %1$s but expected type %2$s.")]
        var texts: [String: [String]] = [
            "ru": ["Получен результат типа %2$s, но ожидаемый тип %1$s."], "bg": ["Получен резултат от тип %1$s, но се очакваше тип %2$s."],
            "cs": ["Přijat výsledek typu %1$s, ale očekával se typ %2$s."], "pl": ["Otrzymano wynik typu %1$s, ale oczekiwano typu %2$s."],
        ]
        for language in ["de", "fr", "it", "es", "nl", "sv", "da", "fi", "hu", "tr", "el", "he", "ja", "ko", "id", "vi", "ro", "ca"] {
            texts[language] = ["Result (\(language)) %1$s, expected (\(language)) %2$s."]
        }
        let findings = try androidTranslationFindings(source, texts, folder: "round46-relative-both").filter { $0.detail.hasPrefix("the arguments stand in the order") }
        #expect(languagesAndKeys(findings) == ["ru unexpected_type"], "\(findings)")
    }

    /// ownCloud's Italian "local version" written "Versione del server" (round 46), its
    /// sibling's "versione del server" with a capital: texts that differ in case alone read alike.
    @Test func siblingsThatDifferInCaseAloneReadAlike() throws {
        #expect(CatalogChecker.readAlike(.text("Versione del server"), .text("versione del server")))
        #expect(!CatalogChecker.readAlike(.text("Versione locale"), .text("versione del server")))
    }

    /// Bitwarden's Italian "Deny login" reading "Consenti accesso", "Confirm login"'s text
    /// (round 46): "confirm" and "deny" are opposites, and "deny" still "allow"'s.
    @Test func confirmAndDenyAreOpposites() throws {
        #expect(CatalogChecker.areOpposites("confirm login", "deny login") && CatalogChecker.areOpposites("allow access", "deny access")
            && CatalogChecker.areOpposites("approve request", "reject request"))
        let source = [("confirm_log_in", "Confirm login"), ("deny_log_in", "Deny login")]
        var texts: [String: [String]] = ["it": ["Consenti accesso", "Consenti accesso"]]
        for language in ["de", "es", "fr", "nl", "pl", "sv"] { texts[language] = ["Confirm (\(language))", "Deny (\(language))"] }
        let findings = try androidTranslationFindings(source, texts, folder: "round46-confirm-deny").filter { $0.detail.contains("opposites:") }
        #expect(findings.map(\.language) == ["it"], "\(findings)")
    }

    /// Nextcloud's Catalan "¿Estás seguro de que quieres eliminar %1$s y su contenido?"
    /// (round 46), Spanish that no language holds (Spanish writes "¿Realmente deseas…"): five
    /// of its six words Catalan never writes, and Spanish writes all five twice or more.
    /// Spanish's own sentences, and Italian's, are theirs.
    @Test func aSentenceInARelativeLanguageWithoutHolderIsFound() throws {
        let source = [("remove_folder", "Are you sure you want to delete %1$s and its contents?"), ("remove_this", "Are you sure you want to delete this folder?"),
                      ("remove_contents", "Do you want to delete the contents of the folder?"), ("remove_account", "Are you sure you want to remove the account?")]
        let texts = [
            "es": ["¿Realmente deseas eliminar %1$s y todo su contenido?", "¿Estás seguro de que quieres eliminar esta carpeta?",
                   "¿Quieres eliminar el contenido de la carpeta?", "¿Estás seguro de que quieres quitar la cuenta?"],
            "ca": ["¿Estás seguro de que quieres eliminar %1$s y su contenido?", "Esteu segur que voleu suprimir aquesta carpeta?",
                   "Voleu suprimir el contingut de la carpeta?", "Esteu segur que voleu treure el compte?"],
            "it": ["Vuoi davvero eliminare %1$s e il relativo contenuto?", "Sei sicuro di voler eliminare questa cartella?",
                   "Vuoi eliminare il contenuto della cartella?", "Sei sicuro di voler rimuovere questo account?"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round46-relative-language").filter { $0.detail.hasPrefix("written in es, not ca?") }
        #expect(languagesAndKeys(findings) == ["ca remove_folder"], "\(findings)")
    }

    /// Home Assistant's French "Impossible d" for "Unable to parse action data" (round 46):
    /// French writes "d" only before an apostrophe. Its "…de" and Italian's "…e" stand alone.
    @Test func aTextCutAtAnApostropheIsFound() throws {
        let source = [("invalid_payload", "Unable to parse action data"), ("list", "Items of")] + (1...10).map { ("error\($0)", "Error number \($0) occurred") }
        var texts = ["fr": ["Impossible d", "Éléments de"] + (1...10).map { "Une erreur d\\'exécution numéro \($0) s\\'est produite" }]
        texts["it"] = ["Impossibile analizzare i dati e", "Elementi di"] + (1...10).map { "Si è verificato l\\'errore numero \($0)" }
        let findings = try androidTranslationFindings(source, texts, folder: "round46-elision").filter { $0.detail.hasPrefix("cut off at an apostrophe") }
        #expect(languagesAndKeys(findings) == ["fr invalid_payload"], "\(findings)")
    }
}
