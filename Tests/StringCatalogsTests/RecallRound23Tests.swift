import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 23 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 23")
struct RecallRound23Tests {
    /// Nextcloud's Turkish "Next\u{200B}cloud"; a zero-width space between Thai words, or a
    /// soft hyphen inside a word, is none.
    @Test func aZeroWidthCharacterInsideAWordIsFound() {
        let shape = TextShapeCheck.shape("Nextcloud's background activity is limited.", "Next\u{200B}cloud arka plan işlemleri sınırlanır.") ?? ""
        #expect(shape.hasPrefix("an invisible zero-width character inside \"Next\u{200B}cloud\""), "\(shape)")
        #expect(TextShapeCheck.invisibleInWord("ภาษา\u{200B}ไทย") == nil)
        #expect(TextShapeCheck.invisibleInWord("Ein\u{00AD}stellungen") == nil)
    }

    /// Home Assistant's source "certificate./nPlease install…" (a `\n` typed with a slash
    /// before a sentence); a path ("./nodes") and a fraction ("1/n") are none.
    @Test func aSlashedLineBreakBeforeASentenceIsFound() {
        #expect(CatalogChecker.sourceTextProblem("requires a certificate./nPlease install it", platform: .android)?.hasPrefix("\"/nPlease\" shows as written") == true)
        #expect(CatalogChecker.sourceTextProblem("run ./nodes and pick 1/n of them", platform: .android) == nil)
    }

    /// Wikipedia's Italian `&amp;hellip;` (shows "&hellip;"); `&nbsp;` stays the app's choice.
    @Test func aTypographicEntityShownIsFound() {
        #expect(TextShapeCheck.visibleEntity("libera\n&hellip;in più di 300 lingue") == "&hellip;")
        #expect(TextShapeCheck.visibleEntity("d.&nbsp;h.") == nil)
    }

    /// Wikipedia's Japanese read as Windows-1252 ("ä»Šæ—¥ã®…", its 0x81 kept as U+0081);
    /// Czech "zvlášť" and Albanian "Ç’nuk" re-encode to something valid by chance and are none.
    @Test func mojibakeOfAnotherScriptIsFound() throws {
        let japanese = "今日のウィキペディアのトレンド"
        let garbled = String(Data(japanese.utf8).map { Character(Unicode.Scalar([0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
                                                                                  0x88: 0x2C6, 0x89: 0x2030, 0x8A: 0x160, 0x8B: 0x2039, 0x8C: 0x152, 0x8E: 0x17D, 0x91: 0x2018,
                                                                                  0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x2DC,
                                                                                  0x99: 0x2122, 0x9A: 0x161, 0x9B: 0x203A, 0x9C: 0x153, 0x9E: 0x17E, 0x9F: 0x178][UInt32($0)] ?? UInt32($0))!) })
        #expect(TextShapeCheck.mojibake(garbled)?.meant == japanese, "\(garbled)")
        #expect(TextShapeCheck.mojibake("Můžete je upravit zvlášť.") == nil)
        #expect(TextShapeCheck.mojibake("Ç’nuk shkon me këtë postim?") == nil)
    }

    /// Nextcloud's Japanese "ownCloudフォルダ" for "Nextcloud folder": another name where the
    /// app's was. A sentence's first word, a German noun, an inflected acronym ("PINu") and
    /// the name written together ("HomeAssistant") are none.
    @Test func anotherNameWhereTheAppsWasIsFound() {
        let others = ["Nextcloud-Ordner", "Dossier Nextcloud", "Nextcloud folder"]
        #expect(CatalogChecker.otherName(in: "ownCloudフォルダは既に存在します", name: "Nextcloud", source: "Nextcloud folder already exists", others: others) == "ownCloud")
        let owncloud = ["ownCloud-Ordner", "Dossier ownCloud", "ownCloud folder"]
        #expect(CatalogChecker.otherName(in: "Nextcloudフォルダは既に存在します", name: "ownCloud", source: "ownCloud folder already exists", others: owncloud) == "Nextcloud")
        #expect(CatalogChecker.otherName(in: "Verbinde dich mit deinen NextCloud-Servern", name: "ownCloud", source: "Connect to all your ownCloud servers",
                                         others: owncloud) == "NextCloud")
        #expect(CatalogChecker.otherName(in: "Der Ordner im Browser existiert", name: "Nextcloud", source: "Nextcloud folder already exists", others: others) == nil)
        #expect(CatalogChecker.otherName(in: "Nastavení PINu se resetuje", name: "Bitwarden", source: "Your PIN settings", others: others) == nil)
        #expect(CatalogChecker.otherName(in: "HomeAssistantのフロントエンド", name: "Home Assistant", source: "your Home Assistant frontend", others: others) == nil)
    }
}
