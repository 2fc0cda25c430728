import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 78 fixed after it (issue #18).
@Suite("Recall round 78")
struct RecallRound78Tests {
    /// ownCloud's Ukrainian "…за посиланням:%2$s" for "…Download here: %2$s" and Element X's
    /// Danish "Reager med%1$s" for "React with %1$s" (round 78's plant and the corpus): the
    /// source's space before an argument lost after a colon or a word, so the value runs into
    /// it. Not where the space is kept, nor two arguments side by side ("%1$s%2$s" is
    /// ``TextShapeCheck/gluedArguments(_:_:)``'s).
    @Test func anArgumentRunIntoAColonOrAWordIsFound() throws {
        let source = [("download_here", "Download here: %1$s"), ("react_with", "React with %1$s"), ("emote", "* %1$s %2$s")]
        for (texts, expected) in [(["Завантажити тут:%1$s", "Реагувати з%1$s", "* %1$s%2$s"], ["uk download_here", "uk react_with"]),
                                  (["Завантажити тут: %1$s", "Реагувати з %1$s", "* %1$s %2$s"], [])] {
            let findings = try androidTranslationFindings(source, ["uk": texts], folder: "round78-glued-argument")
                .filter { $0.detail.contains("space before") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Nextcloud's Japanese "…注意: すべてのデータを" (round 78), cut after "を", the object's
    /// particle, which stands in hundreds of Japanese texts and ends none: in a script
    /// written without spaces the last hiragana stands for the word. Not the whole sentence.
    @Test func aJapaneseTextStoppingOnAParticleIsCutOff() throws {
        let target = ("storage_change", "Do you want to change the storage folder to %1$s? Note: all data will have to be downloaded again.")
        let fillers = (0..<40).map { ("select_\($0)", "Please select the file number \($0) now.") }
        let whole = "保存フォルダーを %1$s に変更しますか? 注意: すべてのデータを再度ダウンロードする必要があります。"
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "es", "it", "nl"] { texts[language] = ["\(language) Speicherordner %1$s ändern? Hinweis: alle Daten neu laden."] }
        for (text, expected) in [("保存フォルダーを %1$s に変更しますか? 注意: すべてのデータを", ["ja storage_change"]), (whole, [])] {
            texts["ja"] = [text] + (0..<40).map { "このファイル\($0)を今すぐ選択して保存してください。" }
            let findings = try androidTranslationFindings([target] + fillers, texts, folder: "round78-japanese-particle")
                .filter { $0.detail.hasPrefix("stops after \"を\"") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// A source ending in a word with no mark is read too: a translation stopping on a word
    /// its language writes in ninety texts and more and ends none with ("…au lieu de"), a
    /// fifth shorter than it writes at least. Not the whole sentence, nor where the source
    /// itself stops on such a word ("…is connecting to the", a name after it), nor a word in
    /// fewer texts ("vers" in fifty).
    @Test func aTextWhoseSourceEndsInAWordIsReadForADanglingWord() throws {
        let targets = [("prefer_offline", "Save data by loading articles that are available offline rather than the latest version"),
                       ("connecting", "The app is currently connecting to the"), ("move_files", "Move the selected files to the folder of your choice now")]
        let fillers = (0..<100).map { ("file_\($0)", "The file number \($0) of the list to the end.") }
        let source = targets + fillers
        for (text, expected) in [("Économiser des données au lieu de", ["fr prefer_offline"]),
                                 ("Économiser des données en chargeant les articles disponibles hors ligne plutôt que la dernière version", [])] {
            // ("vers", toward, in fifty texts only: too few to judge a source ending in a word.)
            let french = [text, "Lapp se connecte maintenant à la", "Déplacer les fichiers vers"]
                + (0..<100).map { "Le fichier numéro \($0) de la liste \($0 % 2 == 0 ? "vers" : "à") la fin." }
            let findings = try androidTranslationFindings(source, ["fr": french], folder: "round78-open-end")
                .filter { $0.detail.hasPrefix("stops after") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Bitwarden's Korean "파일을 업로드할 수 없습니다." for "Unable to download file." (round
    /// 78): Korean writes the loanword with a verb's ending joined on, so no stem tells it, but
    /// its fixed spelling does (``CatalogChecker/scriptSpellings``), in a language whose other
    /// download texts write "다운로드". Not: "파일을 다운로드할 수 없습니다.".
    @Test func aKoreanLoanwordOfTheOppositeIsFound() throws {
        let source = [("unable_to_download_file", "Unable to download file."), ("download_attachment", "Download attachment"),
                      ("download_file", "Download the file"), ("downloading", "Downloading now")]
        let korean = ["첨부 파일 다운로드", "파일 다운로드하기", "지금 다운로드 중"]
        for (text, expected) in [("파일을 업로드할 수 없습니다.", ["ko unable_to_download_file"]), ("파일을 다운로드할 수 없습니다.", [])] {
            let findings = try androidTranslationFindings(source, ["ko": [text] + korean], folder: "round78-korean-loanword")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Bitwarden's Ukrainian "Розблокувати" (unlock) for "Lock now" (round 78): with the plant,
    /// two of the five texts saying "lock" write "блоку…" and two "Заблоку…", under the two in
    /// three a word's stem needs; half is enough to judge a label of three words at most.
    /// Not: "Блокувати зараз".
    @Test func aLabelIsJudgedByAWordHalfTheTextsHold() throws {
        let source = [("lock", "Lock"), ("lock_now", "Lock now"), ("lock_app", "Lock app"),
                      ("lock_warning", "Setting your lock options to never keeps your vault open to anyone"),
                      ("lock_method", "Use your device lock method to unlock the app"),
                      ("unlock", "Unlock"), ("unlock_vault", "Unlock vault"), ("unlock_pin", "Unlock with PIN")]
        for (text, expected) in [("Розблокувати", ["uk lock_now"]), ("Блокувати зараз", [])] {
            let ukrainian = ["Блокувати", text, "Заблокувати програму", "Параметр блокування ніколи залишає сховище відкритим",
                             "Використовуйте метод блокування пристрою для розблокування програми", "Розблокувати", "Розблокувати сховище", "Розблокувати з PIN"]
            let findings = try androidTranslationFindings(source, ["uk": ukrainian], folder: "round78-lock-label")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Wikipedia's Hebrew "חיפוש בוויקימילון" (Wiktionary) for "Search Wikipedia" (round 78):
    /// Hebrew writes the app's name its own way, "ויקיפדיה", in its other texts naming it; a
    /// word beginning like it and missing most of it is another name. Not where the name is
    /// left out ("חיפוש"), nor the name itself with a prefix ("בוויקיפדיה").
    @Test func theAppsNameSwappedForASiblingProjectsIsFound() throws {
        let source = [("search_hint", "Search Wikipedia"), ("app_name", "Wikipedia")] + (0..<12).map { ("about_\($0)", "About Wikipedia page \($0)") }
        for (text, expected) in [("חיפוש בוויקימילון", ["he search_hint"]), ("חיפוש", []), ("חיפוש בוויקיפדיה", [])] {
            let hebrew = [text, "ויקיפדיה"] + (0..<12).map { "אודות ויקיפדיה עמוד \($0)" }
            let findings = try androidTranslationFindings(source, ["iw": hebrew], folder: "round78-kin-name")
                .filter { $0.detail.contains("another name beginning like it (") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }
}
