import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 19 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 19")
struct RecallRound19Tests {
    /// Home Assistant's German "verbunden bist. /n \n 2️⃣": a `\n` typed with a slash. A path
    /// ("/news") or a ratio ("a/n") is none.
    @Test func aLineBreakTypedWithASlashIsFound() {
        let shape = { (source: String, text: String) in TextShapeCheck.shape(source, text) ?? "" }
        let found = shape("Connected.\n \n 2️⃣ Next", "Verbunden. /n \n 2️⃣ Weiter")
        #expect(found.hasPrefix("\"/n") && found.contains("shows as written: a line break (\\n) typed with a slash"), "\(found)")
        #expect(shape("See\nexample.com/news", "Siehe\nexample.com/news") == "")
        #expect(shape("Ratio\na/n", "Verhältnis\na/n") == "")
    }

    /// ownCloud's Italian " Accetta la condivisione", where the other 19 languages (most of
    /// them copies of the source) start without a space: copies of the source vote too.
    @Test func aLeadingSpaceNoOtherValueHasIsAHint() throws {
        var texts: [String: [String]] = [:]
        for language in ["de", "es", "fr", "nl", "sv"] { texts[language] = ["Accept share"] }
        texts["it"] = [" Accetta la condivisione"]
        let findings = try androidTranslationFindings([("accept", "\"Accept share\"")], texts.mapValues { $0.map { "\"\($0)\"" } }, folder: "round19-leading")
            .filter { $0.detail.contains("with a space") }
        #expect(languagesAndKeys(findings) == ["it accept"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("starts with a space the source and the other 5 languages' values do not have") == true, "\(findings)")
    }

    /// Element X's Japanese camera prompt holding Simplified Chinese's text word for word (no
    /// kana). A Japanese text of Han characters and kana that Chinese shares (a name) is none.
    @Test func aChineseTextInTheJapaneseFileIsFound() throws {
        let source = [("camera", "Element X needs the camera to take photos"), ("name", "Open the Settings app now")]
        let findings = try androidTranslationFindings(source, [
            "zh-rCN": ["要拍摄照片或视频，需要访问相机。", "打开设置应用程序"],
            "ja": ["要拍摄照片或视频，需要访问相机。", "設定アプリを開く"],
            "ko": ["사진을 찍으려면 카메라가 필요합니다", "설정 앱 열기"],
        ], folder: "round19-script").filter { $0.kind == .untranslated }
        #expect(languagesAndKeys(findings) == ["ja camera"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("written in zh-CN, not ja") == true || findings.first?.detail.hasPrefix("written in zh") == true, "\(findings)")
    }
}
