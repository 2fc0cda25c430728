import LocaleShotTesting
import ScoreCard
import Testing

/// The app's own view, conformed once, asserted across the app's own locale matrix.
extension ScoreCard: LocaleSnapshottable {}

@Suite(.snapshotLocales("it", "en", "fr", "de", "es", "he", "en-XA", "ar-XB"))
struct ScoreCardTests {
    @Test func italyFrance() throws {
        assertSnapshots(of: ScoreCard(home: try CountryCode(parsing: "IT"), away: try CountryCode(parsing: "FR"), score: (2, 1)),
                        fonts: ScoreCard.fonts)
    }

    @Test func longNamesShrinkToFit() throws {
        assertSnapshots(of: ScoreCard(home: try CountryCode(parsing: "GB"), away: try CountryCode(parsing: "BA"), score: (10, 12)),
                        fonts: ScoreCard.fonts)
    }

    /// The seed's bug in this app: names looked up in English. The harness must see it: the
    /// same card drawn with English names fails under it, fr, de, es and he, and only there.
    @Test func theSeedsBugFailsOutsideEnglish() throws {
        struct EnglishNames: LocaleSnapshottable {
            let card: ScoreCard
            func render(for locale: MatrixLocale, with typesetter: Typesetter) throws -> RenderedView {
                try card.render(for: MatrixLocale("en"), with: typesetter)
            }
        }
        let card = ScoreCard(home: try CountryCode(parsing: "IT"), away: try CountryCode(parsing: "FR"), score: (2, 1))
        assertSnapshots(of: card, named: "canary", layoutDump: false, fonts: ScoreCard.fonts)
        var failing: [String] = []
        withKnownIssue {
            failing = assertSnapshots(of: EnglishNames(card: card), named: "canary", layoutDump: false, record: .never,
                                      fonts: ScoreCard.fonts)
                .filter { !$0.passed }.map { $0.key.locale.value }
        }
        #expect(failing == ["it", "fr", "de", "es", "he", "en-XA", "ar-XB"])
    }
}
