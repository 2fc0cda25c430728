import LocaleShotTesting
import ScoreCard
import Testing

/// The multi-line view, conformed once, asserted across the app's matrix plus Thai (words
/// written without spaces: the paragraph wraps where ICU's dictionary finds word ends).
extension MatchSummary: LocaleSnapshottable {}

@Suite(.snapshotLocales("it", "en", "fr", "de", "es", "he", "th", "en-XA", "ar-XB"))
struct MatchSummaryTests {
    static func card() throws -> ScoreCard {
        ScoreCard(home: try CountryCode(parsing: "IT"), away: try CountryCode(parsing: "FR"), score: (2, 1))
    }

    @Test func italyFranceReport() throws {
        assertSnapshots(of: MatchSummary(card: try Self.card()), fonts: ScoreCard.fonts)
    }

    /// Every text of the report fits in English; German needs a fourth line, and the long
    /// German headline of two long names does not fit its row: both say so.
    @Test func theReportKnowsWhatFits() throws {
        let typesetter = try Typesetter(fonts: ScoreCard.fonts())
        let english = try MatchSummary(card: try Self.card()).render(for: MatrixLocale("en"), with: typesetter)
        #expect(english.fits.allSatisfy { $0.fits })
        let paragraph = try #require(english.fits.last)
        #expect(paragraph.neededLines > 1 && paragraph.neededLines <= paragraph.allowedLines)
        let germanReport = try MatchSummary(card: try Self.card()).render(for: MatrixLocale("de"), with: typesetter)
        let truncated = try #require(germanReport.fits.last)
        #expect(!truncated.fits && truncated.truncated && truncated.neededLines == 4 && truncated.allowedLines == 3)
        let long = ScoreCard(home: try CountryCode(parsing: "GB"), away: try CountryCode(parsing: "BA"), score: (1, 0))
        let german = try MatchSummary(card: long).render(for: MatrixLocale("de"), with: typesetter)
        let headline = try #require(german.fits.dropFirst().first)
        #expect(!headline.fits && headline.truncated && headline.neededWidth > headline.availableWidth)
        #expect(german.layoutDump.contains("fit fits=no"))
    }

    /// en-XA, made from the English sentence alone, predicts what German shows before any
    /// translation exists: the paragraph fits in English and not in en-XA.
    @Test func pseudoLocalePredictsTheOverflow() throws {
        let typesetter = try Typesetter(fonts: ScoreCard.fonts())
        let summary = MatchSummary(card: try Self.card())
        #expect(try summary.render(for: MatrixLocale("en"), with: typesetter).fits.last?.fits == true)
        let pseudo = try #require(try summary.render(for: MatrixLocale(validating: "en-XA"), with: typesetter).fits.last)
        #expect(!pseudo.fits && pseudo.neededLines > pseudo.allowedLines)
        // The sentence keeps its placeholders' values and is bracketed and accented.
        let sentence = summary.sentence(for: try MatrixLocale(validating: "en-XA"))
        #expect(sentence.hasPrefix("[") && sentence.contains("ɓéåţ") && !sentence.contains("{home}"))
    }
}
