import Foundation
import SnapshotCore
import TestSupport
import Testing

/// Text diffs say what a reader cannot see: line endings, and invisible or confusable
/// characters on the changed lines.
@Suite("Text diff: line endings and invisible characters")
struct TextDiffTests {
    @Test func crlfGoldenOtherwiseIdenticalSaysSoInOneLine() {
        let lines = TextDiff.lines(expected: "a\r\nb\r\nc\r\n", actual: "a\nb\nc\n")
        #expect(lines == ["line endings differ (CRLF in the golden); the lines are otherwise identical"])
    }

    @Test func crlfGoldenWithAChangeShowsTheChangedLineOnly() {
        let lines = TextDiff.lines(expected: "a\r\nb\r\nc\r\n", actual: "a\nB\nc\n")
        #expect(lines.first == "line endings differ (CRLF in the golden)")
        #expect(Set(lines.dropFirst()) == ["- b", "+ B"])
    }

    @Test func crlfInTheActualTextIsNamedToo() {
        #expect(TextDiff.lines(expected: "a\n", actual: "a\r\n").first?.hasPrefix("line endings differ (CRLF in the actual text)") == true)
    }

    @Test func verifierNamesTheLineEndingsOfACRLFGolden() throws {
        let harness = try Harness()
        let key = try harness.key("DE", .txt)
        try harness.verifier.store.write(Array("glyph 1\r\nglyph 2\r\n".utf8), for: key)
        let outcome = harness.verifier.verify(text: "glyph 1\nglyph 2\n", key: key, mode: .never)
        #expect(outcome.kind == .mismatch)
        #expect(outcome.message.contains("line endings differ (CRLF in the golden)"), "\(outcome.message)")
        #expect(!outcome.message.contains("\r"))
    }

    @Test(arguments: [("\u{202F}", "⟨U+202F⟩"), ("\u{00A0}", "⟨U+00A0⟩"), ("\u{200E}", "⟨U+200E⟩"), ("\u{061C}", "⟨U+061C⟩"),
                      ("\u{2067}", "⟨U+2067⟩"), ("\u{202B}", "⟨U+202B⟩"), ("\u{200B}", "⟨U+200B⟩"), ("\u{200D}", "⟨U+200D⟩"),
                      ("\u{200C}", "⟨U+200C⟩"), ("\t", "⟨U+0009⟩"), ("\r", "⟨U+000D⟩")])
    func invisibleCharactersAreShownOnChangedLines(invisible: String, shown: String) {
        let lines = TextDiff.lines(expected: "head\n5" + invisible + "€\ntail", actual: "head\n5 €\ntail")
        #expect(Set(lines) == ["- 5" + shown + "€", "+ 5 €"], "\(lines)")
    }

    @Test func trailingSpacesAreShown() {
        let lines = TextDiff.lines(expected: "Total  \nx", actual: "Total\nx")
        #expect(Set(lines) == ["- Total⟨U+0020⟩⟨U+0020⟩", "+ Total"])
    }

    @Test func unchangedLinesAndVisibleTextAreLeftAlone() {
        let lines = TextDiff.lines(expected: "a b\nالعربية", actual: "a c\nالعربية")
        #expect(Set(lines) == ["- a b", "+ a c"])
    }

    /// Git must not turn a golden's LF into CRLF on checkout (core.autocrlf on Windows).
    @Test func gitKeepsGoldensByteExact() throws {
        let rules = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(".gitattributes"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rules.contains(["*.png", "binary"]))
        #expect(rules.contains(["Snapshots/**/*.txt", "-text"]))
    }
}
