import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 28 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 28")
struct RecallRound28Tests {
    /// Element X's Apple `SAS.strings` (keys "horse", "unicorn") whose German "Pferd" names
    /// both: a series because Android numbers the same texts (`verification_emoji_*`).
    @Test func aSeriesTheOtherPlatformNumbersIsJudged() {
        let names = ["Dog", "Cat", "Lion", "Horse", "Unicorn", "Tree"]
        let location = SourceLocation(file: "x", line: 1)
        let string = { (key: String, text: String, file: String) in CatalogString(key: key, value: .text(text), location: SourceLocation(file: file, line: 1)) }
        var apple: [String: [String: CatalogString]] = ["en": Dictionary(uniqueKeysWithValues: names.map { ($0.lowercased(), string($0.lowercased(), $0, "en.lproj/SAS.strings")) })]
        for language in ["de", "fr", "es", "it", "nl", "pl"] {
            apple[language] = Dictionary(uniqueKeysWithValues: names.map { name in
                let text = language == "de" && name == "Unicorn" ? "Pferd" : language == "de" && name == "Horse" ? "Pferd" : "\(name) (\(language))"
                return (name.lowercased(), string(name.lowercased(), text, "\(language).lproj/SAS.strings"))
            })
        }
        let android = ["en": Dictionary(uniqueKeysWithValues: names.enumerated().map { ("verification_emoji_\($0.offset)", CatalogString(
            key: "verification_emoji_\($0.offset)", value: .text($0.element), location: location)) })]
        let checker = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en", languages: android),
                                     apple: PlatformCatalog(platform: .apple, sourceLanguage: "en", languages: apple))
        let findings = checker.findings().filter { $0.detail.contains("tells its") }
        #expect(languagesAndKeys(findings) == ["de unicorn"], "\(findings)")
        #expect(findings.first?.detail.contains("the series verification_emoji_… (as in en.lproj/SAS.strings)") == true, "\(findings)")
    }

    /// Mastodon's Italian `unblock_user` "Blocca %s", `block_user`'s text: keys that are no
    /// siblings, paired by their opposite sources; the language's "Blocca" in other texts about
    /// blocking says which key holds the paste.
    @Test func anOppositeAnywhereInTheSourceIsFound() throws {
        let source = [("block_user", "Block %s"), ("unblock_user", "Unblock %s"), ("blocked_title", "Block this account?"), ("unblock_title", "Unblock this account?")]
        var languages: [String: [String]] = ["it": ["Blocca %s", "Blocca %s", "Blocca questo account?", "Sblocca questo account?"]]
        for language in ["de", "es", "fr", "nl", "pl", "sv"] {
            languages[language] = ["Block %s (\(language))", "Unblock %s (\(language))", "Block? (\(language))", "Unblock? (\(language))"]
        }
        let findings = try androidTranslationFindings(source, languages, folder: "round28-opposites").filter { $0.detail.contains("opposites:") }
        #expect(languagesAndKeys(findings) == ["it unblock_user"], "\(findings)")
    }

    /// Element X's Traditional "从向某人传送讯息开始。", converted to Simplified by hand (not the
    /// Simplified file's text): two characters of the other script are enough. One such
    /// character in a hand-written text, and Traditional characters in a Simplified text's link
    /// address (Wikipedia's page names), are none.
    @Test func aTextConvertedToTheOtherChineseScriptIsFound() throws {
        var source: [(String, String)] = [("empty", "Start by messaging someone."), ("one", "Open it"), ("link", "<![CDATA[Read the <a href=\"https://x.org/a\">guide</a>.]]>")]
        var simplified = ["从给某人发消息开始。", "开启", "<![CDATA[阅读<a href=\"https://zh.wikipedia.org/wiki/從傳\">指引</a>。]]>"]
        var traditional = ["从向某人传送讯息开始。", "開启", "<![CDATA[閱讀<a href=\"https://x.org/a\">指引</a>。]]>"]
        for index in 0..<60 {
            source.append(("k\(index)", "Text number \(index)"))
            simplified.append(index < 3 ? "从传开 \(index)" : "文字 \(index)")
            traditional.append(index < 3 ? "從傳開 \(index)" : "文字 \(index)")
        }
        let findings = try androidTranslationFindings(source, ["zh-rCN": simplified, "zh-rTW": traditional], folder: "round28-chinese")
            .filter { $0.detail.contains("is converted to its script") }
        #expect(languagesAndKeys(findings) == ["zh-Hant-TW empty"], "\(findings)")
    }

    /// ownCloud's Spanish "…desde su bibl": the last word a fragment of "biblioteca", which the
    /// language writes elsewhere. "control" (a word of its own beside "controla") and "2FA"
    /// are none.
    @Test func aTextCutInsideAWordIsFound() {
        let vocabulary = ["biblioteca": 3, "controla": 4, "control": 1, "favor": 5, "su": 9]
        #expect(CatalogChecker.cutWord("desde su bibl", vocabulary: vocabulary).map { [$0.0, $0.1] } == ["bibl", "biblioteca"])
        #expect(CatalogChecker.cutWord("seguro y en control", vocabulary: vocabulary) == nil)
        #expect(CatalogChecker.cutWord("el código de 2FA", vocabulary: vocabulary) == nil)
        #expect(CatalogChecker.cutWord("por fav", vocabulary: vocabulary) == nil)
    }

    /// Mastodon's French "** %@ **" for "**%@**": found; the source's own spacing, and a
    /// multiplication "2 ** 3", are none.
    @Test func anEmphasisOpenedWithASpaceIsFound() {
        #expect(TextShapeCheck.spacedEmphasis("les modérateurs de ** %@ **.") == "** %@ **")
        #expect(TextShapeCheck.spacedEmphasis("les modérateurs de **%@**.") == nil)
        #expect(TextShapeCheck.spacedEmphasis("2** 3") == nil)
        #expect(TextShapeCheck.shape("the **%@** moderators", "les modérateurs de ** %@ **")?.contains("a space inside the emphasis markers") == true)
        #expect(TextShapeCheck.shape("the ** %@ ** moderators", "les modérateurs de ** %@ **") == nil)
    }
}
