import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 77 fixed with it (issue #18).
@Suite("Recall round 77")
struct RecallRound77Tests {
    /// Bitwarden's Chinese "密码库已解锁" (unlocked) for "Vault is locked" (round 77), in an app
    /// whose source says "unlocked" in two texts, fewer than a word needs: "locked" is judged
    /// against "unlock", which Chinese writes "解锁" in every text saying it. Not: "密码库已锁定".
    @Test func lockedIsJudgedAgainstUnlock() throws {
        let source = [("vault_is_locked", "Vault is locked"), ("account_locked", "Locked"), ("vault_locked_pin", "Your vault is locked. Verify your PIN."),
                      ("item_locked", "The item is locked"), ("folder_locked", "Folder locked"), ("state_locked", "State: locked"),
                      ("unlock", "Unlock"), ("unlock_app", "Unlock the app"), ("unlock_pin", "Unlock with PIN"), ("account_unlocked", "Unlocked")]
        let chinese = ["已锁定", "您的密码库已锁定。请验证您的 PIN 码。", "项目已锁定", "文件夹锁定", "状态：锁定", "解锁", "解锁此应用", "使用 PIN 码解锁", "已解锁"]
        for (text, expected) in [("密码库已解锁", ["zh-Hans vault_is_locked"]), ("密码库已锁定", [])] {
            let findings = try androidTranslationFindings(source, ["zh-rCN": [text] + chinese], folder: "round77-locked-unlock")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }
}
