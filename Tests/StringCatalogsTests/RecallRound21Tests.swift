import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 21 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 21")
struct RecallRound21Tests {
    /// Wikipedia's Spanish hint without its `^1` (the pencil icon `TextUtils.expandTemplate`
    /// puts there). `^^` is a caret, no token.
    @Test func aLostExpandTemplateTokenIsFound() {
        let shape = { (source: String, text: String) in TextShapeCheck.shape(source, text) ?? "" }
        #expect(shape("Tap the ^1 icon next time", "Toca el icono la próxima vez").hasPrefix("^1 lost: a template token the app fills"))
        #expect(shape("Tap the ^1 icon next time", "Toca el icono ^1 la próxima vez") == "")
        #expect(TextShapeCheck.expandedTokens("a ^^1 b ^2 ^0") == ["^2"])
    }

    /// Wikipedia's German `%3$,2f` for `%3$.2f` in a plural's `other` form (a decimal comma
    /// for the point: six decimals), and the same in a plain text.
    @Test func aPrecisionLostIsFound() throws {
        let source = CatalogValue.plural(["one": "%1$d of %2$d article, %3$.2f MB", "other": "%1$d of %2$d articles, %3$.2f MB"])
        let plural = PluralCheck.placeholderProblem(source: source, translation: .plural(["one": "%1$d von %2$d Artikel, %3$.2f MB",
                                                                                           "other": "%1$d von %2$d Artikeln, %3$,2f MB"]), language: "de")
        #expect(plural?.hasPrefix("other form: %3$,2f drops the precision of the source's %3$.2f: the number shows with 6 decimals") == true, "\(plural ?? "nil")")
        #expect(PluralCheck.placeholderProblem(source: source, translation: source, language: "de") == nil)
        let findings = try androidTranslationFindings([("size", "%1$.1f MB free")], ["de": ["%1$.2f MB frei"], "fr": ["%1$.1f Mo libres"]], folder: "round21-precision")
            .filter { $0.detail.contains("drops the precision") }
        #expect(languagesAndKeys(findings) == ["de size"] && findings.first?.detail.contains("shows with 2 decimals, not 1") == true, "\(findings)")
    }

    /// ownCloud's Spanish `<a href="%1$s"><b>foro</a></b>`: tags that cross. Nested tags and
    /// a `<br>` inside are none.
    @Test func crossedTagsAreFound() {
        #expect(TextShapeCheck.crossedTags("<a href=x><b>foro</a></b>").map { [$0.open, $0.closed] } == ["<b>", "</a>"])
        #expect(TextShapeCheck.crossedTags("<a href=x><b>foro</b></a><br>next") == nil)
        #expect(TextShapeCheck.crossedTags("<b><span class=x>%2$s</b>").map { [$0.open, $0.closed] } == ["<span>", "</b>"])
        let shape = TextShapeCheck.shape("Ask in our <a href=x><b>forum</b></a>", "Pregunta en <a href=x><b>foro</a></b>") ?? ""
        #expect(shape.hasPrefix("tags cross: </a> closes while <b> inside it is open"), "\(shape)")
    }

    /// Home Assistant's source `"Fast while charging"` unescaped (aapt2 drops the marks);
    /// quotes inside a tag (`<a href="%1$s">` in CDATA) and escaped ones are none.
    @Test func sourceQuotesAapt2DropsAreFound() throws {
        let findings = try androidOnlyFindings([("res/values/strings.xml", resources(
            "<string name=\"tip\">Use the \"Fast while charging\" setting</string>"
            + "<string name=\"link\"><![CDATA[See <a href=\"%1$s\">the page</a>]]></string>"
            + "<string name=\"said\">Use the \\\"Fast\\\" setting</string>"))], folder: "round21-source-quotes")
            .filter { $0.detail.hasPrefix("unescaped quotation marks in the source") }
        #expect(findings.map(\.key) == ["tip"], "\(findings)")
        #expect(AndroidStringsReader.dropsInnerQuotes("See <a href=\"x\">page</a>") == false)
        #expect(AndroidStringsReader.dropsInnerQuotes("Say \"hi\" now") == true)
    }

    /// Element X's Swedish list of supported symbols without its "@". Characters written
    /// together ("?*") are still written; placeholders' parentheses are no list.
    @Test func aCharacterLostFromAListIsFound() throws {
        let source = [("symbols", "Only these symbols are supported ! $ &amp; ( ) * + / ; = ? @ [ ] - . _"), ("sync", "Syncing (%1$d/%2$d)")]
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "pl"] { texts[language] = ["\(language) Nur diese Symbole ! $ &amp; ( ) * + / ; = ?@ [ ] - . _", "\(language) Sync %1$d/%2$d"] }
        texts["sv"] = ["Endast följande symboler stöds ! $ &amp; ( ) * + / ; = ? [ ] - . _", "Synkar %1$d/%2$d"]
        let findings = try androidTranslationFindings(source, texts, folder: "round21-listed").filter { $0.detail.hasPrefix("the source lists the characters") }
        #expect(languagesAndKeys(findings) == ["sv symbols"], "\(findings)")
        #expect(findings.first?.detail.contains("here @ is missing, which 4 of the 5 translations write") == true, "\(findings)")
    }
}
