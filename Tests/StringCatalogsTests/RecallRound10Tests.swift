import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The miss of recall round 10 (issue #18), in the shape the real app had, on our own text.
@Suite("Recall round 10")
struct RecallRound10Tests {
    /// Wikipedia's Indonesian has one plural form; a translator left it as the source's
    /// `other`, "%1$d articles removed from %2$s". A plural made of source forms reads as the
    /// source, and with its two arguments the text is a sentence, not a term kept on purpose.
    /// Catalan's "%1$d articles, %2$.2f MB" (its own words) stays a term.
    @Test func aPluralOfSourceFormsIsUntranslated() throws {
        let removed = [("one", "%1$d article removed from %2$s"), ("other", "%1$d articles removed from %2$s")]
        let summary = "%1$d articles, %2$.2f MB"
        // Enough other strings, all translated, for the languages to count as careful ones.
        let filler = { (language: String) in stringResources((1...110).map { ("word_\($0)", language == "en" ? "Word \($0)" : "[\(language)] \($0)") }) }
        var files = [("res/values/strings.xml", resources(pluralResource("removed", removed) + "<string name=\"summary\">\(summary)</string>")),
                     ("res/values/words.xml", filler("en"))]
        let translations = [("de", "%1$d Artikel aus %2$s entfernt", "%1$d Artikel, %2$.2f MB"), ("fr", "%1$d articles retirés de %2$s", "%1$d articles, %2$.2f Mo"),
                            ("es", "%1$d artículos eliminados de %2$s", "%1$d artículos, %2$.2f MB"), ("it", "%1$d voci rimosse da %2$s", "%1$d voci, %2$.2f MB"),
                            ("nl", "%1$d artikelen verwijderd uit %2$s", "%1$d artikelen, %2$.2f MB")]
        for language in translations.map(\.0) + ["in", "ca"] { files.append(("res/values-\(language)/words.xml", filler(language))) }
        for (language, text, stats) in translations {
            files.append(("res/values-\(language)/strings.xml", resources(pluralResource("removed", [("one", text), ("other", text)])
                + "<string name=\"summary\">\(stats)</string>")))
        }
        files.append(("res/values-in/strings.xml", resources(pluralResource("removed", [("other", "%1$d articles removed from %2$s")])
            + "<string name=\"summary\">%1$d artikel, %2$.2f MB</string>")))
        files.append(("res/values-ca/strings.xml", resources(pluralResource("removed", [("one", "%1$d article eliminat de %2$s"), ("other", "%1$d articles eliminats de %2$s")])
            + "<string name=\"summary\">\(summary)</string>")))
        let all = try androidOnlyFindings(files, folder: "round10").filter { $0.kind == .untranslated && !$0.isHint }
        #expect(all.map { "\($0.language ?? "") \($0.key)" } == ["id removed"], "\(all)")
    }
}
