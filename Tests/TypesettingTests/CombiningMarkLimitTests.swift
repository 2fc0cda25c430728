import Testing
@testable import Typesetting

/// HarfBuzz's work on one cluster grows with the square of its marks (60,000 marks on one
/// base took 9.3 s): a run of more than ``Typesetter/maxCombiningMarks`` marks is refused,
/// typed, before shaping; real text (and Zalgo text) stays far below it.
@Suite("Combining marks per grapheme are capped")
struct CombiningMarkLimitTests {
    @Test func aGraphemeWithThousandsOfMarksIsRefusedTyped() throws {
        let text = "a" + String(repeating: "\u{0301}", count: 20_000) + "b"
        #expect(throws: TypesettingError.tooManyCombiningMarks(count: 20_000, limit: Typesetter.maxCombiningMarks, offset: 1)) {
            try makeTypesetter().layout(text, style: style("en"))
        }
    }

    @Test func marksUpToTheLimitAreShaped() throws {
        let text = "a" + String(repeating: "\u{0301}", count: Typesetter.maxCombiningMarks)
        let line = try makeTypesetter().layout(text, style: style("en"))
        #expect(line.runs.flatMap(\.glyphs).allSatisfy { $0.glyphID != 0 })
    }

    @Test func manyMarkedGraphemesAreNotRefused() throws {
        let text = String(repeating: "e\u{0301}\u{0323}", count: 5_000) + String(repeating: "ما", count: 100)
        _ = try makeTypesetter().layout(text, style: style("en"))
    }

    @Test func theErrorSaysWhereAndWhy() {
        let error = TypesettingError.tooManyCombiningMarks(count: 60_000, limit: 128, offset: 3)
        #expect(error.description.contains("60000 combining marks") && error.description.contains("128"))
    }
}
