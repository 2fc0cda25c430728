import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 22 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 22")
struct RecallRound22Tests {
    /// Mastodon's German `%.d` for `%,d` (a point typed for the grouping comma): Java throws.
    /// `%.2f` is a precision, and printf reads `%.d` too (Apple is left alone).
    @Test func aJavaPrecisionThatThrowsIsFound() {
        #expect(SpecifierCheck.problems(in: "%.d Stimmen", platform: .android).first?.hasPrefix("malformed \"%.d\": a point without digits") == true)
        #expect(SpecifierCheck.problems(in: "%1$.2d votes", platform: .android).first?.hasPrefix("malformed \"%1$.2d\": a precision on an integer") == true)
        #expect(SpecifierCheck.problems(in: "%1$.2f MB, %2$,d votes", platform: .android).isEmpty)
        #expect(SpecifierCheck.problems(in: "%.d votes", platform: .apple).isEmpty)
    }

    /// Home Assistant's Russian `{имя}` for `{name}`; `{{name}}` is the template check's, and
    /// ICU's `{count, plural, …}` no argument of this kind.
    @Test func aTranslatedBraceArgumentIsFound() {
        let shape = TextShapeCheck.shape("Do you want to set up {name}?", "Хотите настроить {имя}?") ?? ""
        #expect(shape.hasPrefix("{name} lost: an argument the app fills by its name"), "\(shape)")
        #expect(TextShapeCheck.shape("Do you want to set up {name}?", "Хотите настроить {name}?") == nil)
        #expect(TextShapeCheck.braceArguments("{{a}} {b} {0} {count, plural, one {# x}} {c}d") == ["{b}", "{0}", "{c}"])
    }

    /// ownCloud's German CDATA escaped into text, Home Assistant's Swedish Markdown link
    /// without its `)`; the source's own CDATA-free markup and a closed link pass.
    @Test func shownCDATAAndAnUnclosedLinkAreFound() {
        let cdata = TextShapeCheck.shape("Ask in our <a href=\"%1$s\">forum</a>", "<![CDATA[ Fragen Sie im <a href=\"%1$s\">Forum</a>]]>") ?? ""
        #expect(cdata.hasPrefix("\"<![CDATA[\" shows as written"), "\(cdata)")
        let link = TextShapeCheck.shape("Check it on [Nabu Casa](https://account.nabucasa.com).", "Verifiera på [Nabu Casa](https://account.nabucasa.com") ?? ""
        #expect(link.hasPrefix("the Markdown link \"[Nabu Casa](https://account.nabucasa.com\" is not closed"), "\(link)")
        #expect(TextShapeCheck.shape("Check it on [Nabu Casa](https://account.nabucasa.com).", "Verifiera på [Nabu Casa](https://account.nabucasa.com).") == nil)
        #expect(TextShapeCheck.unclosedMarkdownLink("see [docs](/help) and [x](https://a.b") == "[x](https://a.b")
    }

    /// An Arabic text that starts with a left-to-right mark; one with a right-to-left mark, or
    /// the mark after the first letter (around a Latin argument), is none.
    @Test func aLeftToRightStartInArabicIsFound() throws {
        let findings = try androidTranslationFindings([("hint", "The full address will be %1$s"), ("other", "Room %1$s")],
                                                      ["ar": ["\u{200E}العنوان الكامل سيكون %1$s", "غرفة \u{200E}%1$s"],
                                                       "fa": ["\u{200F}نشانی کامل %1$s خواهد بود", "اتاق %1$s"]], folder: "round22-ltr")
            .filter { $0.detail.hasPrefix("starts with U+200E") }
        #expect(languagesAndKeys(findings) == ["ar hint"], "\(findings)")
        #expect(TextShapeCheck.leftToRightStart("\u{200E}Hello", language: "de") == nil)
    }

    /// Home Assistant's only Android file, the source, with a broken address, an entity
    /// escaped twice, a `\\n` and CDATA shown: each a finding of the source; sound texts none.
    @Test func theSourcesOwnShownDefectsAreFound() throws {
        let findings = try androidOnlyFindings([("res/values/strings.xml", resources(
            "<string name=\"url\">https:/www.home-assistant.io/privacy</string>"
            + "<string name=\"devices\">Servers &amp;amp; devices</string>"
            + "<string name=\"dialog\">%1$s\\\\nDo you want to enable location?</string>"
            + "<string name=\"cdata\">&lt;![CDATA[ Ask <b>us</b>]]&gt;</string>"
            + "<string name=\"fine\">Servers &amp; devices at https://example.org\\nThen go on</string>"
            + "<string name=\"html\"><![CDATA[Ask <b>us</b> &amp; them]]></string>"))], folder: "round22-source")
            .filter { $0.detail.hasPrefix("in the source:") }
        #expect(languagesAndKeys(findings) == ["en cdata", "en devices", "en dialog", "en url"], "\(findings)")
    }

    /// Wikipedia's `zh-Hant-TW` holding `zh-Hans`'s sentence word for word; a word both
    /// scripts write alike ("睡眠") and a language too small to tell are none.
    @Test func simplifiedCharactersInTraditionalChineseAreFound() throws {
        var source: [(String, String)] = [("offline", "You are reading an offline version"), ("sleep", "Sleep")]
        var hans = ["您正在阅读该条目的离线版本", "睡眠"], hant = ["您正在阅读该条目的离线版本", "睡眠"]
        // Each language's own words elsewhere: Simplified writes 阅, 离, 线 twice more; Traditional never.
        for index in 0..<60 {
            source.append(("k\(index)", "Text \(index)"))
            hans.append(index < 2 ? "阅读离线文本\(index)" : "文本\(index)")
            hant.append(index < 2 ? "閱讀離線文字\(index)" : "文字\(index)")
        }
        let findings = try androidTranslationFindings(source, ["zh-rCN": hans, "zh-rTW": hant], folder: "round22-chinese")
            .filter { $0.detail.contains("Simplified characters to readers of Traditional Chinese") }
        #expect(languagesAndKeys(findings) == ["zh-Hant-TW offline"], "\(findings)")
        #expect(CatalogChecker.changedByConversion(["编", "睡"], toTraditional: true) == ["编"])
    }

    /// Element X's French `"… contient "@room""` (the translator's quotes, dropped): a hint,
    /// where neither the source nor the language shows quotes; Localazy's segments around
    /// tags (`"Öffne "⏎<b>"%1$s"</b>`) keep spaces and are none.
    @Test func quotesAroundAWordAreAHintAndSegmentQuotesNone() throws {
        let findings = try androidOnlyFindings([
            ("res/values/strings.xml", resources("<string name=\"mention\">\"Notify me on @room\"</string><string name=\"open\">Open <b>%1$s</b> on a desktop</string>")),
            ("res/values-fr/strings.xml", resources("<string name=\"mention\">\"Prévenez-moi si un message contient \"@room\"\"</string>"
                + "<string name=\"open\">\n    \"Öffne \"\n    <b>\"%1$s\"</b>\n    \" auf einem Desktop\"\n  </string>")),
        ], folder: "round22-quotes").filter { $0.detail.hasPrefix("unescaped quotation marks") }
        #expect(findings.map { "\($0.key) \($0.isHint)" } == ["mention true"], "\(findings)")
    }

    /// ownCloud's German "OwnCloud" where the source names no app: a hint, as the
    /// translations write "ownCloud" as is; a host ("owncloud.com") is none.
    @Test func theAppNameInAnotherCaseWhereTheSourceNamesNoneIsAHint() throws {
        var source: [(String, String)] = [("app_name", "ownCloud"), ("recommend", "Recommend to a friend"), ("site", "Visit us")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "es", "nl"] {
            source = Array(source.prefix(3))
            texts[language] = ["ownCloud", language == "de" ? "OwnCloud an einen Freund weiterempfehlen" : "ownCloud \(language) friend", "owncloud.com \(language)"]
        }
        for index in 0..<3 { source.append(("named\(index)", "Sync \(index)")) }
        for language in texts.keys { texts[language]! += (0..<3).map { "ownCloud \(language) \($0)" } }
        let findings = try androidTranslationFindings(source, texts, folder: "round22-name-case").filter { $0.detail.hasPrefix("the app's name \"ownCloud\" is written") }
        #expect(findings.map { "\($0.language ?? "") \($0.key) \($0.isHint)" } == ["de recommend true"], "\(findings)")
    }
}

/// Round 22's readers stay bounded on a hostile text (each took minutes on 60,000
/// repetitions before: every "](" scanned the rest of the text, every "<a" searched for a ">").
@Suite("Recall round 22 checks in linear time")
struct RecallRound22LinearTests {
    @Test(.timeLimit(.minutes(3)))
    func repeatedLinkOpeningsAndTagStartsAreReadInLinearTime() {
        // Each "](" of the run opens an address that runs on to the space and is none; the last link is open.
        #expect(TextShapeCheck.unclosedMarkdownLink("see [x](/a) " + String(repeating: "](", count: 60_000) + " [y](https://z") == "[y](https://z")
        #expect(AndroidStringsReader.dropsInnerQuotes("\"say " + String(repeating: "<a", count: 60_000) + " \"hi\" now\"") == true)
    }
}
