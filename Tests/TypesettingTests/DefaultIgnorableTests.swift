import Foundation
import TestSupport
import Testing
@testable import Typesetting

/// Default-ignorable code points never need a glyph of their own: a variation sequence is
/// shaped in its base's run (HarfBuzz selects the variant), tags and other ignorables are
/// hidden by HarfBuzz. Checked against `hb-shape` on the vendored CJK face.
@Suite("Default-ignorables and variation sequences")
struct DefaultIgnorableTests {
    func hbShape(_ text: String, font: String) throws -> String {
        let result = try Fixtures.run(URL(fileURLWithPath: "/usr/bin/hb-shape"), [
            "--no-glyph-names", "--no-positions", "--language=ja", "--script=Hani",
            Fixtures.fontsDirectory.appendingPathComponent(font).path, text,
        ])
        try #require(result.status == 0, "hb-shape failed: \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func glyphs(_ line: ShapedLine) -> String {
        "[" + line.runs.flatMap(\.glyphs).map { "\($0.glyphID)=\($0.cluster)" }.joined(separator: "|") + "]"
    }

    @Test func ideographicVariationSequenceSelectsTheVariantGlyph() throws {
        let text = "葛\u{E0100}"
        let line = try makeTypesetter().layout(text, style: style("ja"))
        #expect(line.runs.count == 1 && line.runs[0].fontName == "NotoSansCJKjp-Regular")
        #expect(glyphs(line) == "[62001=0]")
        #expect(glyphs(line) == (try hbShape(text, font: "NotoSansCJKjp-Regular.otf")))
        let plain = try makeTypesetter().layout("葛", style: style("ja"))
        #expect(glyphs(plain) != glyphs(line), "the selector changes the glyph")
    }

    @Test(arguments: ["en", "ja", "ar"])
    func ideographicVariationSequencesInEveryLocale(language: String) throws {
        let line = try makeTypesetter().layout("葛\u{E0100}辻\u{E0101} 1", style: style(language))
        #expect(line.runs.flatMap(\.glyphs).allSatisfy { $0.glyphID != 0 })
    }

    @Test(arguments: ["A\u{E0041}B", "\u{E0001}\u{E0065}\u{E006E}Hello", "Tag\u{E007F}", "\u{E0100}葛", "x\u{2060}y\u{180E}z"])
    func tagCharactersAndOtherIgnorablesNeedNoGlyph(text: String) throws {
        let line = try makeTypesetter().layout(text, style: style("en"))
        #expect(line.runs.flatMap(\.glyphs).allSatisfy { $0.glyphID != 0 })
    }

    @Test func aTagSequenceFlagIsStillOneEmojiGlyph() throws {
        // England: black flag + tags g b e n g + cancel tag.
        let line = try makeTypesetter().layout("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", style: style("en"))
        #expect(line.runs.count == 1 && line.runs[0].glyphs.filter { $0.xAdvance != 0 }.count == 1)
    }
}
