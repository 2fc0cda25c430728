import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 10 (issue #18), each in the shape the real app had, on our own text.
@Suite("Recall round 11")
struct RecallRound11Tests {
    func appleFindings(_ files: [(String, String)]) throws -> [CatalogFinding] {
        let folder = try Fixtures.temporaryDirectory("round11-apple")
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
        let checker = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: apple)
        return checker.findings().filter { !$0.isHint }
    }

    func appleStrings(_ pairs: [(String, String)]) -> String {
        pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
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
        let gaps = try appleFindings(files).filter { $0.kind == .missingTranslation }
        #expect(gaps.map { "\($0.language ?? "") \($0.key)" } == ["pt-BR key_4"], "\(gaps)")
        #expect(gaps.first?.detail.contains("pt has it, but Apple reads pt-BR's own table") == true, "\(gaps)")

        files[4] = ("pt-BR.lproj/Localizable.strings", appleStrings(portuguese))
        #expect(try appleFindings(files).filter { $0.kind == .missingTranslation }.isEmpty, "pt-BR's Other table is pt's")

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
        let gaps = try appleFindings(files).filter { $0.kind == .missingTranslation }
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
        let summaries = try appleFindings(files).filter { $0.kind == .untranslated && $0.language == "ca" }
        #expect(summaries.count == 1 && summaries.first?.key == "*", "\(summaries)")
        #expect(summaries.first?.covers.map(\.key).contains("key_3") == true, "\(summaries)")
        #expect(summaries.first?.covers.count == 26, "\(summaries.first?.covers ?? [])")
    }
}
