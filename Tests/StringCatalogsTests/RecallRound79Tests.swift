import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 79 fixed after it (issue #18).
@Suite("Recall round 79")
struct RecallRound79Tests {
    /// ownCloud's German "%1$shochgeladen" for "%1$s uploaded" (round 79): the source's space
    /// after an argument lost before a word. Not "%1$s hochgeladen", nor a Korean particle
    /// written onto the argument ("%1$s을", a script whose words take them so), nor a case
    /// ending (Hungarian "%1$set", the accusative).
    @Test func theSpaceAfterAnArgumentLostIsFound() throws {
        let source = [("uploaded", "%1$s uploaded")]
        for (language, text, expected) in [("de", "%1$shochgeladen", ["de uploaded"]), ("de", "%1$s hochgeladen", []), ("ko", "%1$s을 업로드함", []),
                                           ("hu", "%1$set feltöltötték", [])] {
            let findings = try androidTranslationFindings(source, [language: [text]], folder: "round79-space-after-argument")
                .filter { $0.detail.contains("space after") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Wikipedia's Chinese "搜索维基词典" (Wiktionary) for "Search Wikipedia" (round 79): Chinese
    /// texts are whole clauses, so the name's runs are read from the first of them in the
    /// clause that holds the most ("关于维基百科…"), not from the clause's first letters. Not:
    /// "搜索维基百科".
    @Test func theAppsNameSwappedInAChineseClauseIsFound() throws {
        let source = [("search_hint", "Search Wikipedia"), ("app_name", "Wikipedia")] + (0..<12).map { ("about_\($0)", "About Wikipedia page \($0)") }
        for (text, expected) in [("搜索维基词典", ["zh-Hans search_hint"]), ("搜索维基百科", [])] {
            let chinese = [text, "维基百科"] + (0..<12).map { "关于维基百科页面\($0)" }
            let findings = try androidTranslationFindings(source, ["zh-rCN": chinese], folder: "round79-kin-name-chinese")
                .filter { $0.detail.contains("another name beginning like it (") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Wikipedia's Hebrew "…ב־30 השבועות האחרונים" (weeks) for "…in the last 30 days" (round
    /// 79): Hebrew writes its article onto the unit ("הימים", the days), which is read too.
    @Test func aHebrewTimeUnitWithItsArticleIsRead() throws {
        let source = [("page_views", "Page views in the last %d days")]
        let texts = [
            "de": ["Seitenaufrufe in den letzten %d Tagen"], "fr": ["Pages vues ces %d derniers jours"], "es": ["Visitas en los últimos %d días"],
            "it": ["Visite negli ultimi %d giorni"], "nl": ["Paginaweergaven in de laatste %d dagen"],
        ]
        for (text, expected) in [("צפיות בדפים ב־%d השבועות האחרונים", ["he page_views"]), ("צפיות בדפים ב־%d הימים האחרונים", [])] {
            let findings = try androidTranslationFindings(source, texts.merging(["iw": [text]]) { $1 }, folder: "round79-hebrew-time-unit")
                .filter { $0.detail.hasPrefix("the time unit") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Mastodon's Chinese "请禁用照片库访问权限以保存照片。" (disable) for "Please enable photo
    /// library access to save the photo." (round 79): Chinese writes "enable" 启用 in its
    /// other texts saying it. Not: "请启用照片库访问权限以保存照片。".
    @Test func aChineseDisableForEnableIsFound() throws {
        let source = [("save_photo_failure", "Please enable the photo library access permission to save the photo."), ("enable_a", "Enable notifications"),
                      ("enable_b", "Enable sync"), ("enable_c", "Enable the camera")]
        let chinese = ["启用通知", "启用同步", "启用相机"]
        for (text, expected) in [("请禁用照片库访问权限以保存照片。", ["zh-Hans save_photo_failure"]), ("请启用照片库访问权限以保存照片。", [])] {
            let findings = try androidTranslationFindings(source, ["zh-rCN": [text] + chinese], folder: "round79-chinese-enable")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }
}
