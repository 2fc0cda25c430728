import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 87 fixed after it (issue #18).
@Suite("Recall round 87")
struct RecallRound87Tests {
    /// Mastodon's Persian "…آن‌ها می‌توانند فرسته‌هایتان را ببینند…" (they can see your posts)
    /// for "They can't see your posts" (round 87): Persian negates its verbs by "ن…" before
    /// their stems ("نمی‌توانند", "نشد", "نباشد"), now read. Not: the negation kept, in any of
    /// its forms.
    @Test func aPersianNegationLostIsFound() throws {
        let names = ["پوشه", "فایل", "برچسب", "عنوان", "حساب"].map { "نام \($0) نمی‌تواند خالی باشد" }
        let deletes = (0..<6).map { "فایل شماره \($0) حذف نشد" }
        let others = (0..<6).map { "فایل شماره \($0) را اکنون باز کنید" }
        for (text, expected) in [("نام پوشه می‌تواند خالی باشد", ["fa folder_empty"]), ("نام پوشه نمی‌تواند خالی باشد", []),
                                 ("نام پوشه نباید خالی باشد", []), ("نام پوشه هرگز خالی نباشد", [])] {
            let findings = try RecallRound80Tests.emptyNameNegationFindings("fa", [text] + names.dropFirst() + deletes + others, folder: "round87-persian")
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Nextcloud's German "Datei in Ordner %1$s kopieren" (copy) for "Move file to %1$s folder"
    /// (round 87): "move" and "copy" are a pair read inside a translation. Not: "verschieben";
    /// nor Wikipedia's Arabic "انسخ الرابط إلى الحافظة" for "Copy link to clipboard", whose
    /// "انسخ" (copy!) holds the stem "نسخ" inside it, where "إلى" (to) was read as "move"'s word.
    @Test func aCopyForAMoveIsFound() throws {
        let source = [("move_a", "Move file"), ("move_b", "Move to folder"), ("move_c", "Move here"),
                      ("copy_a", "Copy file"), ("copy_b", "Copy to folder"), ("copy_c", "Copy here"), ("move_to", "Move file to %1$s folder")]
        let german = ["Datei verschieben", "In Ordner verschieben", "Hierher verschieben", "Datei kopieren", "In Ordner kopieren", "Hierher kopieren"]
        for (text, expected) in [("Datei in Ordner %1$s kopieren", ["de move_to"]), ("Datei in Ordner %1$s verschieben", [])] {
            let findings = try androidTranslationFindings(source, ["de": german + [text]], folder: "round87-move-copy").filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        let arabicSource = [("move_a", "Move to folder"), ("move_b", "Move here to folder"), ("move_c", "Move the file to"),
                            ("copy_a", "Copy the file"), ("copy_b", "Copy the link"), ("copy_c", "Copy here"), ("copy_link", "Copy link to clipboard")]
        let arabic = ["نقل إلى المجلد", "نقل هنا إلى المجلد", "نقل الملف إلى", "نسخ الملف", "نسخ الرابط", "نسخ هنا"]
        for (text, expected) in [("انقل الرابط إلى الحافظة", ["ar copy_link"]), ("انسخ الرابط إلى الحافظة", [])] {
            let findings = try androidTranslationFindings(arabicSource, ["ar": arabic + [text]], folder: "round87-arabic-copy").filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// ownCloud's Simplified Chinese "图案锁和密码锁无法同时启用，请先启用图案锁" (enable… enable)
    /// for "…cannot both be enabled, please disable the pattern lock first" (round 87): a source
    /// saying both words of a pair, the translation writing the one's fixed spelling twice and
    /// the other's not. Not: "…请先禁用…"; nor "…请先关闭…" (turn off: one "启用"); nor Bitwarden's
    /// Japanese "…アプリのロックを解除" for "…to unlock the app", "unlock" written apart
    /// ("ロックを解除"), beside "ロック" for "lock".
    @Test func anOppositeSpellingWrittenTwiceIsFound() throws {
        let source = [("enable_a", "Enable sync"), ("enable_b", "Enable backup"), ("disable_a", "Disable sync"), ("disable_b", "Disable backup"),
                      ("disable_c", "Disable camera upload"), ("both", "Pattern lock and passcode cannot both be enabled, please disable the pattern lock first")]
        let chinese = ["启用同步", "启用备份", "禁用同步", "禁用备份", "禁用相机上传"]
        for (text, expected) in [("图案锁和密码锁无法同时启用，请先启用图案锁", ["zh-Hans both"]), ("图案锁和密码锁无法同时启用，请先禁用图案锁", []),
                                 ("图案锁和密码锁无法同时启用，请先关闭图案锁", [])] {
            let findings = try androidTranslationFindings(source, ["zh": chinese + [text]], folder: "round87-doubled").filter { $0.detail.contains("twice") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        let lockSource = [("lock_a", "Lock now"), ("lock_b", "Lock the app"), ("unlock_a", "Unlock"), ("unlock_b", "Unlock vault"), ("unlock_c", "Unlock with PIN"),
                          ("device_lock", "Use your device’s lock method to unlock the app")]
        let japanese = ["今すぐロック", "アプリをロック", "ロック解除", "保管庫のロックを解除", "PINでロック解除", "デバイスのロック方法を使用してアプリのロックを解除"]
        let findings = try androidTranslationFindings(lockSource, ["ja": japanese], folder: "round87-japanese-unlock").filter { $0.detail.contains("twice") }
        #expect(findings.isEmpty, "\(findings.map(\.detail))")
    }

    /// Wikipedia's Traditional Chinese "%d 個被標記為未讀" (unread) for "%d items marked as read"
    /// (round 87): "read" and "unread" are read by their fixed spellings (已讀, 未讀). Not: "已讀";
    /// nor by stems, where a language writes "unread" as "not read", so its stem is read's own
    /// (Wikipedia's Saraiki "پڑھا ہویا", read, for "Read").
    @Test func anUnreadForAReadIsFoundByItsSpelling() throws {
        let source = [("read_a", "Mark as read"), ("read_b", "Mark all as read"), ("read_items", "%d items marked as read")]
        for (text, expected) in [("%d 個被標記為未讀", ["zh-Hant-TW read_items"]), ("%d 個被標記為已讀", [])] {
            let findings = try androidTranslationFindings(source, ["zh-rTW": ["標記為已讀", "全部標記為已讀", text]], folder: "round87-unread")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
        let saraikiSource = [("read_a", "Read article"), ("read_b", "Read now"), ("read_c", "Read all"),
                             ("unread_a", "Unread"), ("unread_b", "All unread"), ("unread_c", "Unread messages"), ("marked_read", "Read")]
        let saraiki = ["پڑھو مضمون", "پڑھو ہن", "پڑھو ساری", "نہ پڑھا", "سب ان پڑھا", "ان پڑھا پیغام", "پڑھا ہویا"]
        let findings = try androidTranslationFindings(saraikiSource, ["skr": saraiki], folder: "round87-saraiki-read").filter { $0.detail.contains("the opposite's word") }
        #expect(findings.isEmpty, "\(findings.map(\.detail))")
    }

    /// ownCloud's Thai "คัดลอก" (Copy) under "Move" (round 87): "Move" and "Copy" are
    /// opposites two keys must not share, and the one holding the other's text is told by the
    /// language's texts holding the value inside longer words ("คัดลอกลิงก์…", Copy link), in a
    /// script that runs its words together. Not: "ย้าย" under "Move".
    @Test func aCopyUnderMoveIsFoundInThai() throws {
        let source = [("move", "Move"), ("copy", "Copy"), ("copy_link", "Copy private link"), ("copy_here", "Copy here"), ("move_here", "Move here")]
        var translations: [String: [String]] = [:]
        for (language, move, copy) in [("de", "Verschieben", "Kopieren"), ("fr", "Déplacer", "Copier"), ("es", "Mover", "Copiar"),
                                       ("it", "Sposta", "Copia"), ("nl", "Verplaatsen", "Kopiëren")] {
            translations[language] = [move, copy, "\(copy) link", "\(copy) hier", "\(move) hier"]
        }
        for (move, expected) in [("คัดลอก", ["th move"]), ("ย้าย", [])] {
            translations["th"] = [move, "คัดลอก", "คัดลอกลิงก์ส่วนตัว", "คัดลอกที่นี่", "ย้ายมาที่นี่"]
            let findings = try androidTranslationFindings(source, translations, folder: "round87-thai-move").filter { $0.detail.contains("opposites:") }
            #expect(languagesAndKeys(findings) == expected, "\(move): \(findings.map(\.detail))")
        }
        #expect(CatalogChecker.areOpposites("move to folder", "copy to folder") && !CatalogChecker.areOpposites("copy to folder", "move from folder"))
    }

    /// ownCloud's Arabic "استخدم إجراءات أون كلاود في الاختصارات." for "Use ownCloud actions in
    /// Shortcuts." (round 87): the name written in Arabic letters, read by its consonants
    /// ("awn klawd", "ownCloud": "nkld"), where Arabic names the app too seldom to show a habit
    /// and the key's other translations in scripts of their own (Korean, Russian, Thai) keep
    /// it. Not: "ownCloud" kept; nor where one of those scripts writes it in its own letters too.
    @Test func aNameWrittenInArabicLettersIsFound() throws {
        let source = [("app_name", "ownCloud"), ("shortcuts", "Use ownCloud actions in Shortcuts.")]
        let kept = ["de": "Verwenden Sie ownCloud-Aktionen in Kurzbefehle.", "es": "Use acciones de ownCloud en Atajos", "fr": "Utilisez les actions ownCloud dans les raccourcis.",
                    "pt": "Use ações ownCloud em Atalhos.", "sq": "Përdorni veprime ownCloud te Shkurtoret.", "ru": "Использовать действия ownCloud в сокращениях.",
                    "th": "สร้างทางลัด ownCloud"]
        for (arabic, korean, expected) in [("استخدم إجراءات أون كلاود في الاختصارات.", "단축어로 ownCloud 동작 이용", ["ar shortcuts"]),
                                           ("استخدم إجراءات ownCloud في الاختصارات.", "단축어로 ownCloud 동작 이용", []),
                                           ("استخدم إجراءات أون كلاود في الاختصارات.", "단축어로 오운클라우드 동작 이용", [])] {
            // (Twenty-two translations: one other than Arabic may lose the name where nine in ten keep it.)
            var translations = kept.mapValues { ["ownCloud", $0] }
            for language in ["it", "nl", "pl", "sv", "da", "fi", "cs", "sk", "hu", "ro", "tr", "id", "ca"] {
                translations[language] = ["ownCloud", "\(language) ownCloud actions"]
            }
            translations["ar"] = ["ownCloud", arabic]
            translations["ko"] = ["ownCloud", korean]
            let findings = try androidTranslationFindings(source, translations, folder: "round87-arabic-name").filter { $0.detail.contains("stands in its place") }
            #expect(languagesAndKeys(findings) == expected, "\(arabic), \(korean): \(findings.map(\.detail))")
        }
        #expect(CatalogChecker.abjadTransliteration(of: "Bitwarden", in: "השתמש ב־ביטוורדן") == "ביטוורדן")
        #expect(CatalogChecker.abjadTransliteration(of: "ownCloud", in: "استخدم إجراءات ownCloud") == nil)
        #expect(CatalogChecker.consonantSkeleton("Nextcloud") == "nkstkld" && CatalogChecker.consonantSkeleton("nqstqlʼwd") == "nkstkld")
    }

    /// Home Assistant's Traditional Chinese "結束時間不得晚於開始時間" (must not be later than)
    /// for "The end must not be before the start" (round 87): "before" and "after" read by their
    /// Chinese fixed spellings (早於, 之前; 晚於, 之後). Not: "…不得早於…".
    @Test func aChineseLaterForBeforeIsFound() throws {
        let source = [("before_a", "Remind me before the event"), ("before_b", "Before you start"), ("invalid", "The end must not be before the start")]
        for (text, expected) in [("結束時間不得晚於開始時間", ["zh-Hant-TW invalid"]), ("結束時間不得早於開始時間", [])] {
            let findings = try androidTranslationFindings(source, ["zh-rTW": ["在活動之前提醒我", "開始之前", text]], folder: "round87-chinese-before")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }
}
