import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 47 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 47")
struct RecallRound47Tests {
    /// Home Assistant's Japanese "[セットアップ手順]（{url}）に従って…" (round 47): full-width
    /// brackets break the Markdown link. Italian's "Visita {url} per completare…" writes the
    /// address out: a rewritten sentence, not judged, and not counted against the others.
    @Test func aMarkdownLinkBrokenByFullWidthBracketsIsFound() throws {
        let source = [("setup_done", "Finish the setup by following the [setup instructions]({url}).")]
        var texts: [String: [String]] = ["ja": ["[セットアップ手順]（{url}）に従って、セットアップを完了してください。"], "it": ["Visita {url} per completare la configurazione."],
                                         "sv": ["Besök {url} för att avsluta installationen."]]
        for language in ["de", "fr", "es", "nl", "pl", "cs"] { texts[language] = ["Folge den [Anweisungen (\(language))]({url})."] }
        let findings = try androidTranslationFindings(source, texts, folder: "round47-markdown").filter { $0.detail.hasPrefix("a Markdown link of the source") }
        #expect(languagesAndKeys(findings) == ["ja setup_done"], "\(findings)")
    }

    /// Mastodon's French "Une erreur s" for "An error occurred while loading the data. Check
    /// your internet connection." (round 47), cut at its apostrophe, where Simplified Chinese
    /// writes half the sentence: one short other translation of ten no longer hides it.
    @Test func aTextCutShortBesideOneShortOtherIsFound() throws {
        let filler = (1...6).map { ("filler\($0)", "This is a plain sentence number \($0) of the app.") }
        let source = [("bad_network", "An error occurred while loading the data. Check your internet connection.")] + filler
        var texts: [String: [String]] = [:]
        for language in ["de", "es", "it", "nl", "pl", "sv", "da", "fi", "cs", "pt"] {
            texts[language] = ["An error (\(language)) occurred while loading the data. Check your internet connection."] + filler.map { "\($0.1) (\(language))" }
        }
        texts["zh-rCN"] = ["An error occurred while loading."] + filler.map { "\($0.1) (zh)" }
        texts["fr"] = ["Une erreur s"] + filler.map { "\($0.1) (fr)" }
        let findings = try androidTranslationFindings(source, texts, folder: "round47-cut-short").filter { $0.detail.hasPrefix("much shorter than its source") }
        #expect(languagesAndKeys(findings) == ["fr bad_network"], "\(findings)")
    }

    /// ownCloud's Spanish "Erro ao abrir %1$s em %2$s", Brazilian's text for the key (round
    /// 47): of its words of three letters, only "erro" is foreign ("abrir" is Spanish too), so
    /// the two-letter "ao" and "em", which Spanish never writes, are read as well.
    @Test func aPastedTextOfShortWordsIsFound() throws {
        let source = [("open_error", "Error opening %1$s in %2$s"), ("save_error", "Error saving %1$s"), ("load_error", "Error loading %1$s"),
                      ("open_file", "Open %1$s in the app"), ("move_file", "Move %1$s into the folder")]
        let texts = [
            "pt-rBR": ["Erro ao abrir %1$s em %2$s", "Erro ao salvar %1$s", "Erro ao carregar %1$s", "Abrir %1$s em um app", "Mover %1$s em uma pasta"],
            "es": ["Erro ao abrir %1$s em %2$s", "Error al guardar %1$s", "Error al cargar %1$s", "Abrir %1$s en la aplicación", "Mover %1$s a la carpeta"],
            "it": ["Errore durante l\\'apertura di %1$s in %2$s", "Errore nel salvataggio di %1$s", "Errore nel caricamento di %1$s", "Apri %1$s nell\\'app", "Sposta %1$s nella cartella"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round47-short-words").filter { $0.detail.hasPrefix("written in pt-BR, not es") }
        #expect(languagesAndKeys(findings) == ["es open_error"], "\(findings)")
    }
}
