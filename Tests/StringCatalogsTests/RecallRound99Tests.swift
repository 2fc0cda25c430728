import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 98 and 99 fixed after them (issue #18).
@Suite("Recall rounds 98 and 99")
struct RecallRound99Tests {
    /// A Slovak project of 121 texts (none writing "ř" or "ě") beside Czech's 121 (all writing
    /// both), the last key's Slovak text `slovak` and Czech's `czech`.
    static func slovakFindings(_ slovak: String, czech: String) throws -> [CatalogFinding] {
        let source = (1...120).map { ("item_\($0)", "Item number \($0) saved") } + [("confirm_email", "Click the link we sent you to verify %s. We will wait here.")]
        let texts = ["sk": (1...120).map { "Položka číslo \($0) uložená" } + [slovak],
                     "cs": (1...120).map { "Položka číslo \($0) uložena, přečtěte" } + [czech]]
        return try androidTranslationFindings(source, texts, folder: "round99-slovak").filter { $0.key == "confirm_email" && $0.detail.contains("written in") }
    }

    /// Mastodon's Slovak (102 texts) holding Czech's "Klepněte na odkaz, který jsme vám poslali,
    /// abyste ověřili %s…" (round 99): two letters Slovak never writes tell it in a language of
    /// a hundred texts; one letter needs two hundred. Not: Slovak's own text; a Czech text
    /// holding one such letter only.
    @Test func twoLettersTellACloseLanguageInAHundredTexts() throws {
        let czech = "Klepněte na odkaz, který jsme vám poslali, abyste ověřili %s. Budeme tu čekat."
        #expect(languagesAndKeys(try Self.slovakFindings(czech, czech: czech)) == ["sk confirm_email"])
        #expect(try Self.slovakFindings("Kliknite na odkaz, ktorý sme vám poslali, aby ste overili %s. Počkáme tu.", czech: czech).isEmpty)
        let oneLetter = "Klepněte na odkaz, který jsme vám poslali, abyste potvrdili %s. Budeme tu čekat."
        #expect(try Self.slovakFindings(oneLetter, czech: oneLetter).isEmpty)
    }

    /// "Hide this card", "Hide all", "Hide read notifications", "Show tabs", "Show images" in
    /// one language, `card` the first.
    static func hideCardFindings(_ language: String, _ card: String, _ rest: [String]) throws -> [CatalogFinding] {
        let source = [("hide_card", "Hide this card"), ("hide_all", "Hide all"), ("hide_read", "Hide read notifications"),
                      ("show_tabs", "Show tabs"), ("show_images", "Show images")]
        return try androidTranslationFindings(source, [language: [card] + rest], folder: "round99-hide-card-\(language)").filter { $0.key == "hide_card" }
    }

    /// Wikipedia's Hindi "इस कार्ड को दिखाएं" (show) for "Hide this card" and Bitwarden's Arabic
    /// "…إظهار النص…" for "…hide the text…" (round 99), told by fixed spellings where the
    /// languages' words are too few for stems. Not: "…छुपाएं", "إخفاء…" (hide).
    @Test func showForHideIsFoundInHindiAndArabicBySpelling() throws {
        let hindi = ["सभी छिपाएं", "पठित अधिसूचनाएं छिपाएं", "टैब दिखाएँ", "चित्र दिखाएँ"]
        #expect(languagesAndKeys(try Self.hideCardFindings("hi", "इस कार्ड को दिखाएं", hindi)) == ["hi hide_card"])
        #expect(try Self.hideCardFindings("hi", "इस कार्ड को छुपाएं", hindi).isEmpty)
        let arabic = ["إخفاء الكل", "إخفاء الإشعارات المقروءة", "إظهار علامات التبويب", "إظهار الصور"]
        #expect(languagesAndKeys(try Self.hideCardFindings("ar", "إظهار هذه البطاقة", arabic)) == ["ar hide_card"])
        #expect(try Self.hideCardFindings("ar", "إخفاء هذه البطاقة", arabic).isEmpty)
    }

    /// Ukrainian translations of four "Show …" and three "Hide …" labels and of the plural
    /// "Show %d hidden folders", whose `few` form is `few`.
    static func hiddenFoldersFindings(few: String) throws -> [CatalogFinding] {
        let labels = [("show_details", "Show details", "Показати деталі"), ("show_all", "Show all", "Показати все"),
                      ("show_images", "Show images", "Показати зображення"), ("show_files", "Show files", "Показати файли"),
                      ("hide_details", "Hide details", "Приховати деталі"), ("hide_all", "Hide all", "Приховати все"),
                      ("hide_images", "Hide images", "Приховати зображення")]
        let source = labels.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined()
            + pluralResource("hidden_folders", [("one", "Show %d hidden folder"), ("other", "Show %d hidden folders")])
        let ukrainian = labels.map { "<string name=\"\($0.0)\">\($0.2)</string>" }.joined()
            + pluralResource("hidden_folders", [("one", "Показати %d приховану теку"), ("few", few), ("many", "Показати %d прихованих тек"),
                                                ("other", "Показати %d прихованих тек")])
        let files = [("res/values/strings.xml", resources(source)), ("res/values-uk/strings.xml", resources(ukrainian))]
        return try androidOnlyFindings(files, folder: "round98-hidden-folders").filter { $0.key == "hidden_folders" && $0.detail.contains("opposite") }
    }

    /// Nextcloud's Ukrainian `few` form "Приховати %1$d прихованих тек" (hide) for "Show %1$d
    /// hidden folders" (round 98): the rule read a plural by its `other` form, which says
    /// "Показати". Not: "Показати %d приховані теки".
    @Test func hideInOnePluralFormIsFound() throws {
        let found = try Self.hiddenFoldersFindings(few: "Приховати %d приховані теки")
        #expect(languagesAndKeys(found) == ["uk hidden_folders"])
        #expect(found.first?.detail.hasPrefix("few form") == true)
        #expect(try Self.hiddenFoldersFindings(few: "Показати %d приховані теки").isEmpty)
    }

    /// Ten two-sentence texts translated in five languages and Simplified Chinese, and
    /// Chinese's `text` for "File does not exist yet. Please upload the file first.".
    static func lastSentenceFindings(_ text: String) throws -> [CatalogFinding] {
        let source = (1...10).map { ("saved_\($0)", "Item \($0) was saved. Please check the folder again later.") }
            + [("not_yet", "File does not exist yet. Please upload the file first.")]
        let texts: [String: [String]] = [
            "de": (1...10).map { "Element \($0) wurde gespeichert. Bitte prüfe den Ordner später erneut." } + ["Datei existiert noch nicht. Bitte lade die Datei zuerst hoch."],
            "fr": (1...10).map { "L\\'élément \($0) a été enregistré. Vérifiez le dossier plus tard." } + ["Le fichier n\\'existe pas encore. Veuillez d\\'abord téléverser le fichier."],
            "es": (1...10).map { "El elemento \($0) se guardó. Revisa la carpeta más tarde." } + ["El archivo aún no existe. Primero sube el archivo."],
            "it": (1...10).map { "L\\'elemento \($0) è stato salvato. Controlla la cartella più tardi." } + ["Il file non esiste ancora. Carica prima il file."],
            "nl": (1...10).map { "Item \($0) is opgeslagen. Controleer de map later opnieuw." } + ["Bestand bestaat nog niet. Upload eerst het bestand."],
            "zh-rCN": (1...10).map { "项目 \($0) 已保存。请稍后再次检查文件夹。" } + [text],
        ]
        return try androidTranslationFindings(source, texts, folder: "round99-last-sentence").filter { $0.key == "not_yet" && $0.detail.contains("last sentence") }
    }

    /// Nextcloud's Simplified Chinese "文件尚不存在。请先" (round 99): its first sentence whole,
    /// its last cut to "请先" (please first), too little of the whole text to tell. Not: the
    /// whole translation.
    @Test func aLastSentenceCutShortIsFound() throws {
        #expect(languagesAndKeys(try Self.lastSentenceFindings("文件尚不存在。请先")) == ["zh-Hans not_yet"])
        #expect(try Self.lastSentenceFindings("文件尚不存在。请先上传文件。").isEmpty)
    }

    /// A project of 204 texts in `language` (Croatian or Serbo-Croatian, which writes
    /// "povijest", history) beside Serbian's in Latin letters (which writes "istoriju"), the
    /// last key's texts `text` and Serbian's "Želite li zaista da obrišete istoriju pretrage?".
    static func serbianFindings(_ text: String, language: String = "hr") throws -> [CatalogFinding] {
        let serbian = "Želite li zaista da obrišete istoriju pretrage?"
        let source = (1...200).map { ("item_\($0)", "Item \($0) saved") } + (1...3).map { ("clear_\($0)", "Clear search history \($0)?") }
            + [("clear_recent", "Are you sure you want to clear the search history?")]
        let texts = [language: (1...200).map { "Stavka \($0) spremljena" } + (1...3).map { "Želite li zaista obrisati povijest pretraživanja \($0)?" } + [text],
                     "b+sr+Latn": (1...200).map { "Stavka \($0) sačuvana" } + (1...3).map { "Da li želite da obrišete istoriju pretrage \($0)?" } + [serbian]]
        return try androidTranslationFindings(source, texts, folder: "round99-serbian-\(language)").filter { $0.key == "clear_recent" && $0.detail.contains("written in") }
    }

    /// Wikipedia's Croatian holding Serbian's "Želite li zaista da obrišete istoriju pretrage?"
    /// (rounds 98 and 99): Serbo-Croatian's standards were never told apart by words; a sentence
    /// holding two words or more the other standard writes often and this one never is. Not:
    /// Croatian's own text; Serbo-Croatian (`sh`), which may write either standard.
    @Test func aSerbianSentenceInCroatianIsFoundByItsWords() throws {
        let serbian = "Želite li zaista da obrišete istoriju pretrage?"
        let found = try Self.serbianFindings(serbian)
        #expect(languagesAndKeys(found) == ["hr clear_recent"], "\(found.map(\.detail))")
        #expect(try Self.serbianFindings("Jeste li sigurni da želite obrisati povijest pretraživanja?").isEmpty)
        #expect(try Self.serbianFindings(serbian, language: "sh").isEmpty)
    }

    /// European Portuguese writing "ficheiro" in its 100 texts saying "file" and 80 others,
    /// Brazilian "arquivo", and the last key's European text `text`.
    static func portugueseFindings(_ text: String) throws -> [CatalogFinding] {
        let brazilian = "O arquivo selecionado não foi encontrado. Verifique se o arquivo existe."
        // (Three verbs by turns: no word but "ficheiro" stands in two in three of its texts saying "file".)
        let verbs = [("saved", "guardado", "salvo"), ("opened", "aberto", "aberto"), ("copied", "copiado", "copiado")]
        let source = (1...100).map { ("file_\($0)", "File \($0) \(verbs[$0 % 3].0)") } + (1...80).map { ("document_\($0)", "Document \($0) ready") }
            + (1...40).map { ("item_\($0)", "Item \($0)") } + [("missing", "The selected file was not found. Please check whether the file exists.")]
        let texts = ["pt-rPT": (1...100).map { "Ficheiro \($0) \(verbs[$0 % 3].1)" } + (1...80).map { "Ficheiro do documento \($0) pronto" }
                        + (1...40).map { "Elemento \($0)" } + [text],
                     "pt-rBR": (1...100).map { "Arquivo \($0) \(verbs[$0 % 3].2)" } + (1...80).map { "Documento \($0) pronto" } + (1...40).map { "Elemento \($0)" } + [brazilian]]
        return try androidTranslationFindings(source, texts, folder: "round99-portuguese").filter { $0.key == "missing" && $0.detail.contains("written in") }
    }

    /// Nextcloud's European Portuguese holding Brazil's "O arquivo selecionado para upload não
    /// foi encontrado…" (round 99): its word for "file" was read from the first 60 of the 101
    /// texts saying it, and held by more of its texts at large than twice those 60; the sample
    /// is scaled now. Not: "O ficheiro selecionado…".
    @Test func aStandardsWordReadFromASampleIsScaled() throws {
        let found = try Self.portugueseFindings("O arquivo selecionado não foi encontrado. Verifique se o arquivo existe.")
        #expect(languagesAndKeys(found) == ["pt-PT missing"], "\(found.map(\.detail))")
        #expect(try Self.portugueseFindings("O ficheiro selecionado não foi encontrado. Verifique se o ficheiro existe.").isEmpty)
    }
    /// European Portuguese writing "delete" as "apagar" in six texts and "eliminar" in six (no
    /// one word of its own), Brazilian "excluir" in all twelve, and the last key's European text
    /// `text` ("Do you really want to delete %1$s?"), among 200 others.
    /// `excluding`: how many of the twelve European texts write "Excluir" instead.
    static func deleteFindings(_ text: String, excluding: Int = 0) throws -> [CatalogFinding] {
        let source = (1...12).map { ("delete_\($0)", "Delete item \($0)") } + (1...200).map { ("item_\($0)", "Item \($0)") }
            + [("confirm_delete", "Do you really want to delete %1$s?")]
        let european = (1...12).map { "\($0 <= excluding ? "Excluir" : $0 % 2 == 0 ? "Apagar" : "Eliminar") item \($0)" }
        let texts = ["pt-rPT": european + (1...200).map { "Elemento \($0)" } + [text],
                     "pt-rBR": (1...12).map { "Excluir item \($0)" } + (1...200).map { "Elemento \($0)" } + ["Quer realmente excluir %1$s?"]]
        return try androidTranslationFindings(source, texts, folder: "round98-delete").filter { $0.key == "confirm_delete" && $0.detail.contains("written in") }
    }

    /// Nextcloud's European Portuguese "Quer realmente excluir %1$s?" (round 98), Brazil's text:
    /// European Portuguese has no one word for "delete" ("apagar", "eliminar"), but writes
    /// Brazil's "excluir" in one in ten of its texts saying it at most. Not: "Deseja realmente
    /// apagar %1$s?"; Brazil's text where European Portuguese writes "excluir" in two of its
    /// twelve texts saying "delete".
    @Test func aStandardsWordIsToldWhereTheLanguageWritesNoOneWord() throws {
        let found = try Self.deleteFindings("Quer realmente excluir %1$s?")
        #expect(languagesAndKeys(found) == ["pt-PT confirm_delete"], "\(found.map(\.detail))")
        #expect(try Self.deleteFindings("Deseja realmente apagar %1$s?").isEmpty)
        // (Nor where the language writes "excluir" in two of its twelve: more than one in ten.)
        #expect(try Self.deleteFindings("Quer realmente excluir %1$s?", excluding: 2).isEmpty)
    }
}
