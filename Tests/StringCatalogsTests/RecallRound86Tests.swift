import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 86 fixed after it (issue #18).
@Suite("Recall round 86")
struct RecallRound86Tests {
    /// Mastodon's Russian "Можно добавить не менее %d вложений" (at least) for "You can't add
    /// more than %d media attachments" (round 86): a negated bound with a verb between ("can't
    /// add more than") bounds from above. Not: "не более" (at most); nor Arabic "لا يمكن إرفاق
    /// أكثر من %d" (cannot attach more than) and Persian "نمی‌توانید بیش از" (cannot … more
    /// than), whose negations are read.
    @Test func aNegatedBoundWithAVerbIsABound() throws {
        let source = [("too_many", "You can’t add more than %d attachments")]
        for (language, text, expected) in [("ru", "Можно добавить не менее %d вложений", ["ru too_many"]), ("ru", "Можно добавить не более %d вложений", []),
                                           ("ar", "لا يمكن إرفاق أكثر من %d ملفات", []), ("fa", "نمی‌توانید بیش از %d پیوست اضافه کنید", [])] {
            let all = try androidTranslationFindings(source, [language: [text]], folder: "round86-verb-bound")
            let findings = all.filter { $0.detail.contains("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(all.map(\.detail))")
        }
        let (found, rest) = BoundWords.english.bounds(in: "You can’t select fewer than 2 options")
        #expect(found.map(\.direction) == [.lower] && !NegationWords.negates(english: rest), "\(found), \(rest)")
    }

    /// ownCloud's German "…dass die Bilder spätestens 15 Minuten nach der Aufnahme hochgeladen
    /// werden…" (at the latest) for "…pictures will be uploaded in at least 15 minutes after
    /// taking them…" in a paragraph of four sentences (round 86): a long text's one bounding
    /// sentence is judged against the translation's sentence in its place. Not: "frühestens";
    /// nor a translation of another number of sentences.
    @Test func aBoundInOneSentenceOfALongTextIsJudged() throws {
        let source = [("camera_folder", "Please make sure the folder selected is where the camera you are using saves the pictures taken. Otherwise, the feature "
                       + "will not be able to detect your pictures. Keep in mind that pictures will be uploaded in at least 15 minutes after taking them. "
                       + "For a better performance, make sure in your device settings that %1$s is allowed to run in background.")]
        let german = { (bound: String, joined: Bool) in
            "Bitte stellen Sie sicher, dass der ausgewählte Ordner derjenige ist, in dem die Kamera die Bilder speichert. Andernfalls kann die Funktion "
                + "Ihre Bilder nicht erkennen\(joined ? "," : ".") Beachten Sie, dass die Bilder \(bound) 15 Minuten nach der Aufnahme hochgeladen werden. "
                + "Stellen Sie für eine bessere Leistung sicher, dass %1$s im Hintergrund ausgeführt werden darf."
        }
        for (text, expected) in [(german("spätestens", false), ["de camera_folder"]), (german("frühestens", false), []), (german("spätestens", true), [])] {
            let findings = try androidTranslationFindings(source, ["de": [text]], folder: "round86-sentence-bound").filter { $0.detail.contains("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
    }

    /// Bitwarden's Arabic "%2$s نقل إلى %1$s." for "%1$s moved to %2$s." (round 86): the word
    /// before one argument only ("إلى", how its Arabic writes "to" before an argument in three
    /// other texts) stands before the other argument. Not: "%1$s نقل إلى %2$s."; nor a word
    /// after one argument only (Element X's Russian "%1$s (ранее %2$s) удалил(а) имя" puts the
    /// first's verb after the second).
    @Test func aSwapToldByTheWordBeforeOneArgumentIsFound() throws {
        let witnesses = [("sent", "Sent to %1$s"), ("copied", "Copied to %1$s"), ("shared", "Shared to %1$s")]
        let source = witnesses + [("moved", "%1$s moved to %2$s.")]
        let arabic = ["أُرسل إلى %1$s", "نُسخ إلى %1$s", "شورك إلى %1$s"]
        for (text, expected) in [("%2$s نقل إلى %1$s.", ["ar moved"]), ("%1$s نقل إلى %2$s.", [])] {
            let findings = try androidTranslationFindings(source, ["ar": arabic + [text]], folder: "round86-before-one").filter { $0.detail.contains("traded places") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        let removals = [("removed_name", "%1$s removed their name"), ("removed_avatar", "%1$s removed their avatar"), ("removed_topic", "%1$s removed the topic"),
                        ("removed_display", "%1$s removed their display name (it was %2$s)")]
        let russian = ["%1$s удалил(а) имя", "%1$s удалил(а) аватар", "%1$s удалил(а) тему", "%1$s (ранее %2$s) удалил(а) имя"]
        let findings = try androidTranslationFindings(removals, ["ru": russian], folder: "round86-after-one").filter { $0.detail.contains("traded places") }
        #expect(findings.isEmpty, "\(findings.map(\.detail))")
    }

    /// Wikipedia's Chinese "已移动%2$s至%1$s。" for "Moved %1$s to %2$s." (round 86): in a script
    /// that runs its words together, the character beside an argument is its word (至, to, as
    /// in its other texts). Not: "已移动%1$s至%2$s。".
    @Test func aChineseSwapIsToldByTheCharacterBesideAnArgument() throws {
        let source = [("to_a", "Added to %1$s"), ("to_b", "Saved to %1$s"), ("moved_a", "Moved %1$s"), ("moved_b", "Moved %1$s away"),
                      ("moved_to", "Moved %1$s to %2$s.")]
        let chinese = ["已添加至%1$s", "已保存至%1$s", "已移动%1$s", "已移动%1$s了"]
        for (text, expected) in [("已移动%2$s至%1$s。", ["zh-Hans moved_to"]), ("已移动%1$s至%2$s。", [])] {
            let findings = try androidTranslationFindings(source, ["zh": chinese + [text]], folder: "round86-chinese-swap").filter { $0.detail.contains("traded places") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        #expect(CatalogChecker.ArgumentSide.before.words("已移动%2$s至%1$s。") == [1: "至", 2: "动"])
        #expect(CatalogChecker.ArgumentSide.before.words("Verschoben nach %1$s") == [1: "nach"])
    }

    /// Nextcloud's Russian "Имя файла может быть пустым" for "File name cannot be empty" (round
    /// 86): Russian writes "empty" in as many forms as texts ("пустым", "пустой", "пуста"), so
    /// no stem of five letters tells its word; its first four letters do. Not: "Имя файла не
    /// может быть пустым".
    @Test func aRussianNegationLostBeforeAWordOfManyFormsIsFound() throws {
        let russianEmpties = ["Имя файла не может быть пустым", "Метка не может быть пустой", "Название не может быть пустое", "Учётная запись не может быть пуста"]
        // (Its other texts say "может быть" too: the word for "empty" is the one left.)
        let russianRest = (0..<6).map { "Файл номер \($0) не может быть удалён" } + (0..<6).map { "Откройте файл номер \($0) сейчас" }
        for (text, expected) in [("Имя папки может быть пустым", ["ru folder_empty"]), ("Имя папки не может быть пустым", [])] {
            let findings = try RecallRound80Tests.emptyNameNegationFindings("ru", [text] + russianEmpties + russianRest, folder: "round86-russian-empty")
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Element X's Spanish "Llamada Element no soporta…" for "Element Call does not support…"
    /// (round 86): a kept word ("Call") lost where the translation keeps the other word of its
    /// name ("Element"). Not: the name kept; nor words a comma parts ("Home Assistant, Apple…").
    @Test func aNameHalfTranslatedIsFound() throws {
        let source = [("call_a", "Start an Element Call now"), ("call_b", "Join the Element Call here"), ("call_c", "Leave this Element Call soon"),
                      ("call_d", "Element Call is ringing"), ("call_e", "End the Element Call"),
                      ("bluetooth", "Element Call does not support Bluetooth audio devices.")]
        let languages = ["de", "fr", "it", "nl", "pt", "sv", "da", "fi", "pl", "cs"]
        for (text, expected) in [("Llamada Element no soporta dispositivos Bluetooth.", ["es bluetooth"]), ("Element Call no soporta dispositivos Bluetooth.", [])] {
            var texts: [String: [String]] = [:]
            for language in languages { texts[language] = ["\(language) Element Call a", "\(language) Element Call b", "\(language) Element Call c", "\(language) Element Call d", "\(language) Element Call e", "\(language) Element Call Bluetooth"] }
            texts["es"] = ["Iniciar Element Call", "Unirse a Element Call", "Salir de Element Call", "Element Call suena", "Finalizar Element Call", text]
            let all = try androidTranslationFindings(source, texts, folder: "round86-name-half")
            let findings = all.filter { $0.detail.contains("of the source's name") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(all.map(\.detail))")
        }
        #expect(CatalogChecker.nameMates(of: "Call", in: "Element Call does not").map(\.name) == ["Element Call"])
        #expect(CatalogChecker.nameMates(of: "Apple", in: "connect to Home Assistant, Apple requires").isEmpty)
    }

    /// ownCloud's Simplified Chinese "…它们将会在你下次登录到你的账号时被重新上传（需要网络连接）"
    /// (uploaded) for "…They will be re-downloaded next time you log into your account
    /// (connectivity required)." (round 86): in a longer text, the one sentence saying a word is
    /// judged against the translation's sentence in its place. Not: "…重新下载…"; nor a sentence
    /// that negates, nor one of "before" and "after".
    @Test func anOppositeInOneSentenceOfALongerTextIsFound() throws {
        let downloads = ["Download", "Download file", "Downloaded files", "Download instead of streaming", "Download all", "Downloading %1$d files"]
        let uploads = ["Upload", "Upload file", "Uploaded files", "Upload all"]
        let source = downloads.enumerated().map { ("download_\($0.offset)", $0.element) } + uploads.enumerated().map { ("upload_\($0.offset)", $0.element) }
            + [("offline", "Files and folders marked as Available Offline will become unavailable. They will be re-downloaded next time you log into your account (connectivity required).")]
        let chinese = ["下载", "下载文件", "已下载的文件", "下载而不是串流", "全部下载", "正在下载 %1$d 个文件", "上传", "上传文件", "已上传的文件", "全部上传"]
        for (text, expected) in [("被标记为离线可用的文件和文件夹将不可用。它们将会在你下次登录到你的账号时被重新上传（需要网络连接）", ["zh-Hans offline"]),
                                 ("被标记为离线可用的文件和文件夹将不可用。它们将会在你下次登录到你的账号时被重新下载（需要网络连接）", []),
                                 ("被标记为离线可用的文件和文件夹将不可用，它们将会在你下次登录到你的账号时被重新上传（需要网络连接）", [])] {
            let findings = try androidTranslationFindings(source, ["zh": chinese + [text]], folder: "round86-sentence-opposite").filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        let text = "Files marked offline become unavailable. They will be re-downloaded when you log in."
        #expect(CatalogChecker.sentenceSaying("download", notSaying: "upload", in: text)?.0 == 1)
        #expect(CatalogChecker.sentenceSaying("download", notSaying: "upload", in: "Files marked offline become unavailable. They will not be re-downloaded.") == nil)
        #expect(CatalogChecker.sentenceSaying("before", notSaying: "after", in: "Your voice is processed locally. It is transcribed before being sent.") == nil)
    }

    /// Nextcloud's Czech "Některé soubory byly v průběhu nahrávání zrušeny uživatelem"
    /// (uploading) for "Certain files were canceled during the download by user" (corpus, after
    /// round 86): where a language writes the one word two ways ("stáhnout", "stahování"), no
    /// single stem tells it; each way a quarter of its texts write does, and the text holds
    /// none. Not: "…v průběhu stahování…".
    @Test func anOppositeIsFoundWhereTheOneWordIsWrittenTwoWays() throws {
        let objects = [("file", "soubor"), ("photo", "fotku"), ("folder", "složku"), ("video", "video"), ("backup", "zálohu"), ("log", "protokol"),
                       ("song", "skladbu"), ("album", "album"), ("map", "mapu"), ("update", "aktualizaci")]
        let downloads = objects.enumerated().map { index, object in
            ("download_\(object.0)", "Download the \(object.0)", index % 2 == 0 ? "Stáhnout \(object.1)" : "Stahovat \(object.1)")
        }
        let uploads = objects.prefix(4).map { ("upload_\($0.0)", "Upload the \($0.0)", "Nahrát \($0.1)") }
        let others = (0..<12).map { ("other_\($0)", "Open the folder number \($0)", "Otevřít složku číslo \($0)") }
        let all = downloads + uploads + others
        for (text, expected) in [("Některé soubory byly v průběhu nahrávání zrušeny uživatelem", ["cs cancelled"]),
                                 ("Některé soubory byly v průběhu stahování zrušeny uživatelem", [])] {
            let source = all.map { ($0.0, $0.1) } + [("cancelled", "Certain files were canceled during the download by user")]
            let every = try androidTranslationFindings(source, ["cs": all.map(\.2) + [text]], folder: "round86-two-ways")
            let findings = every.filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(every.map(\.detail))")
        }
    }

    /// Element X's Arabic "يرجى تعطيل GPS للوصول إلى الميزات المستندة إلى الموقع." (disable) for
    /// "Please enable your GPS to access location-based features." (round 86): Arabic writes
    /// "disable" as the verbal noun "تعطيل" and the verb "عطّل", one root ("عطل"); "enable" as
    /// "تفعيل" in half its texts. A sentence of nine words is judged against the short texts.
    /// Not: "يرجى تفعيل GPS…".
    @Test func anArabicOppositeOfTheDoubledVerbIsFoundInALongerText() throws {
        let enables = ["Enable notifications", "Enable encryption", "Enable backups", "Enable threads", "Enable sync", "Enable the camera",
                       "Enable the feature", "Enable location", "Enable the widget", "Enable sounds"]
        let arabicEnables = ["تفعيل الإشعارات", "تفعيل التشفير", "تفعيل النسخ", "تفعيل السلاسل", "تفعيل المزامنة", "فعّل الكاميرا",
                             "تمكين الميزة", "لتفعيل الموقع", "فعّل الأداة", "تمكين الأصوات"]
        let disables = ["Disable notifications", "Disable encryption", "Disable backups", "Disable the camera", "Disable sounds"]
        let arabicDisables = ["تعطيل الإشعارات", "تعطيل التشفير", "عطّل النسخ", "تعطيل الكاميرا", "عطّل الأصوات"]
        let others = (0..<12).map { ("other_\($0)", "Open the room number \($0)", "افتح الغرفة رقم \($0)") }
        let source = enables.enumerated().map { ("enable_\($0.offset)", $0.element) } + disables.enumerated().map { ("disable_\($0.offset)", $0.element) }
            + others.map { ($0.0, $0.1) } + [("gps", "Please enable your GPS to access location-based features.")]
        for (text, expected) in [("يرجى تعطيل GPS للوصول إلى الميزات المستندة إلى الموقع.", ["ar gps"]), ("يرجى تفعيل GPS للوصول إلى الميزات المستندة إلى الموقع.", [])] {
            let findings = try androidTranslationFindings(source, ["ar": arabicEnables + arabicDisables + others.map(\.2) + [text]], folder: "round86-arabic-disable")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        #expect(LanguageWords.root("تعطيل") == LanguageWords.root("عطّل"))
        #expect(LanguageWords.root("التفعيل") == "فعل")
    }
}
