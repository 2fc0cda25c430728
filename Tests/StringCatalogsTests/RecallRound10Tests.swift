import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 10 (issue #18), each in the shape the real app had, on our own text.
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

    /// Element X's Apple `pt-BR` lost a key `pt` still has. CFBundle reads `pt-BR.lproj`'s
    /// table and, for a key it lacks, shows the key's fallback, never `pt`'s string: a gap.
    /// Android serves `values-pt`'s string per resource (no gap), and an Apple regional
    /// language without the table at all is served `pt`'s (no gap either).
    @Test func anAppleRegionalTableDoesNotFallBackToItsParentPerKey() throws {
        let source = (1...6).map { ("key_\($0)", "Sentence number \($0) to read") }
        let portuguese = source.map { ($0.0, "Frase número \($0.0.suffix(1)) para ler") }
        var files = [("en.lproj/Localizable.strings", appleStrings(source)), ("en.lproj/Other.strings", appleStrings([("other", "Other sentence")])),
                     ("pt.lproj/Localizable.strings", appleStrings(portuguese)), ("pt.lproj/Other.strings", appleStrings([("other", "Outra frase")])),
                     ("pt-BR.lproj/Localizable.strings", appleStrings(portuguese.filter { $0.0 != "key_4" }))]
        let gaps = try appleOnlyFindings(files, folder: "round10-apple").filter { $0.kind == .missingTranslation }
        #expect(gaps.map { "\($0.language ?? "") \($0.key)" } == ["pt-BR key_4"], "\(gaps)")
        #expect(gaps.first?.detail.contains("pt has it, but Apple reads pt-BR's own table") == true, "\(gaps)")

        files[4] = ("pt-BR.lproj/Localizable.strings", appleStrings(portuguese))
        #expect(try appleOnlyFindings(files, folder: "round10-apple").filter { $0.kind == .missingTranslation }.isEmpty, "pt-BR's Other table is pt's")

        let android = [("res/values/strings.xml", resources(source.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined())),
                       ("res/values-pt/strings.xml", resources(portuguese.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined())),
                       ("res/values-pt-rBR/strings.xml", resources(portuguese.filter { $0.0 != "key_4" }.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined()))]
        #expect(try androidOnlyFindings(android, folder: "round11").filter { $0.kind == .missingTranslation }.isEmpty)
    }

    /// Mastodon's `hy-AM` beside a full `hy`: 63 keys `hy` has are missing from `hy-AM`'s own
    /// table. One finding for the language, and it names every key in `covers`.
    @Test func aRegionalLanguageBehindItsParentIsOneFindingCoveringEveryKey() throws {
        let source = (1...30).map { ("key_\($0)", "Sentence number \($0) to read") }
        let armenian = source.map { ($0.0, "Նախադասություն \($0.0.dropFirst(4))") }
        let files = [("en.lproj/Localizable.strings", appleStrings(source)), ("hy.lproj/Localizable.strings", appleStrings(armenian)),
                     ("hy-AM.lproj/Localizable.strings", appleStrings(Array(armenian.prefix(18))))]
        let gaps = try appleOnlyFindings(files, folder: "round10-apple").filter { $0.kind == .missingTranslation }
        #expect(gaps.count == 1 && gaps.first?.key == "*" && gaps.first?.language == "hy-AM", "\(gaps)")
        let covered = gaps.first?.covers ?? []
        #expect(covered.map(\.key) == armenian.dropFirst(18).map(\.0).sorted(), "\(covered)")
        #expect(covered.allSatisfy { $0.location?.hasPrefix("en.lproj/Localizable.strings:") == true }, "\(covered)")
    }

    /// Home Assistant's `ca-ES` is 61 % English: its English strings are one "mostly
    /// untranslated" finding, and the one a planter put back into English is among its `covers`.
    @Test func aMostlyUntranslatedSummaryCoversEveryString() throws {
        let source = (1...40).map { ("key_\($0)", "Sentence number \($0) to read") }
        var files = [("en.lproj/Localizable.strings", appleStrings(source))]
        for language in ["de", "fr", "es", "it", "nl"] {
            files.append(("\(language).lproj/Localizable.strings", appleStrings(source.map { ($0.0, "[\(language)] \($0.0)") })))
        }
        // Catalan: 25 of 40 English, key_3 among them.
        files.append(("ca.lproj/Localizable.strings", appleStrings(source.enumerated().map { $0.offset < 15 && $0.offset != 2 ? ($0.element.0, "[ca] \($0.element.0)") : $0.element })))
        let summaries = try appleOnlyFindings(files, folder: "round10-apple").filter { $0.kind == .untranslated && $0.language == "ca" }
        #expect(summaries.count == 1 && summaries.first?.key == "*", "\(summaries)")
        #expect(summaries.first?.covers.map(\.key).contains("key_3") == true, "\(summaries)")
        #expect(summaries.first?.covers.count == 26, "\(summaries.first?.covers ?? [])")
    }
}
