import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 81 (and 79-80) fixed after it (issue #18).
@Suite("Recall round 81")
struct RecallRound81Tests {
    /// Wikipedia's German "Nur über WLAN hochladen" (upload) for "Download only over Wi-Fi"
    /// (round 81): the app's source says "upload" in too few texts to learn German's word for
    /// it, but German's fixed spellings tell ("hochladen", "herunterladen"). Not:
    /// "…herunterladen".
    @Test func aGermanUploadForDownloadIsFoundByItsSpelling() throws {
        let source = [("download_wifi", "Download only over Wi-Fi"), ("download_article", "Download the article"), ("download_failed", "Download failed")]
        for (text, expected) in [("Nur über WLAN hochladen", ["de download_wifi"]), ("Nur über WLAN herunterladen", [])] {
            let findings = try androidTranslationFindings(source, ["de": [text, "Artikel herunterladen", "Herunterladen fehlgeschlagen"]], folder: "round81-german-upload")
                .filter { $0.detail.contains("and not its word for") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
    }

    /// Bitwarden's Japanese "PIN コードでロック" (lock) for "Unlock with PIN code" (round 79),
    /// Arabic "القفل باستخدام…" for "إلغاء القفل…" (round 81): the unlock word holds the lock
    /// word ("ロック解除", "إلغاء القفل"), so the longer is taken out of a text before the
    /// shorter is looked for. Not: "PIN コードでロック解除".
    @Test func aLockWordForAnUnlockWordHoldingItIsFound() throws {
        let source = [("unlock_pin", "Unlock with PIN code"), ("unlock_vault", "Unlock the vault"), ("unlock_biometrics", "Unlock with biometrics")]
        for (language, texts, expected) in [
            ("ja", ["PIN コードでロック", "保管庫のロック解除", "生体認証でロック解除"], ["ja unlock_pin"]),
            ("ja", ["PIN コードでロック解除", "保管庫のロック解除", "生体認証でロック解除"], []),
            ("ar", ["القفل باستخدام رقم التعريف الشخصي", "إلغاء قفل الخزنة", "إلغاء القفل بالقياسات الحيوية"], ["ar unlock_pin"]),
        ] {
            let findings = try androidTranslationFindings(source, [language: texts], folder: "round81-unlock")
                .filter { $0.detail.contains("and not its word for") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
    }

    /// Bitwarden's Japanese "…表示する" (show) for "Hide my email address from recipients"
    /// (round 80): Japanese writes "hide" as "非表示" (which holds "表示", show, and is taken out
    /// first) or as "表示しない", not show, a negation: that one is no finding.
    @Test func aJapaneseShowForHideIsFoundUnlessNegated() throws {
        let source = [("hide_email", "Hide my email address from recipients"), ("hide_text", "Hide the text"), ("hide_passwords", "Hide passwords")]
        for (text, expected) in [("メールアドレスを受信者に表示する", ["ja hide_email"]), ("メールアドレスを受信者に表示しない", [])] {
            let findings = try androidTranslationFindings(source, ["ja": [text, "テキストを非表示", "パスワードを非表示"]], folder: "round81-japanese-hide")
                .filter { $0.detail.contains("and not its word for") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
    }

    /// Nextcloud's Korean "숨김 폴더 %1$d개 보이기" for "Show %1$d hidden folders": the source
    /// says "hidden" too, a form of "hide" not starting as it, so the text is no finding.
    @Test func aSourceSayingBothWordsIsNotJudged() throws {
        let source = [("show_hidden", "Show hidden folders"), ("show_text", "Show the text"), ("show_passwords", "Show passwords")]
        let findings = try androidTranslationFindings(source, ["ko": ["숨김 폴더 보이기", "텍스트 표시", "비밀번호 표시"]], folder: "round81-show-hidden")
            .filter { $0.detail.contains("and not its word for") }
        #expect(findings.isEmpty, "\(findings.map(\.detail))")
    }

    /// Wikipedia's Korean "…글을 불러올 수 있습니다." (can load) for "Article cannot be loaded
    /// while offline." (round 79): Korean's 불 negates in its words (불가, 불필요…), not in
    /// 불러오다 (load); 모르다 (not know) negates.
    @Test func koreanNegationWordsAreItsOwn() throws {
        let korean = try #require(NegationWords.of("ko"))
        #expect(korean.count("오프라인 상태에서는 글을 불러올 수 있습니다.") == 0)
        #expect(korean.count("오프라인 상태에서는 글을 불러올 수 없습니다.") == 1)
        #expect(korean.count("이 작업은 불가능합니다") == 1)
        #expect(korean.count("이 주제를 모릅니다") == 1)
    }
}
