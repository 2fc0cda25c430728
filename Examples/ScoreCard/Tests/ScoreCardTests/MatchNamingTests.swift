import Foundation
import LocaleShotTesting
import ScoreCard
import Testing

/// A match as a parameterized test's argument, named for Swift Testing (and for its goldens).
struct Match: Sendable, CustomTestStringConvertible {
    let home: String, away: String, score: (Int, Int)
    var testDescription: String { "\(home)-\(away)" }
    func card() throws -> ScoreCard {
        ScoreCard(home: try CountryCode(parsing: home), away: try CountryCode(parsing: away), score: score)
    }
}

/// A fixture whose description changes from run to run: a dictionary's order follows the
/// process's hash seed.
struct Standings: Sendable {
    let points: [String: Int]
}

/// Parameterized tests get the same golden names on every run, or a clear refusal (#17).
@Suite(.snapshotLocales("en", "he"))
struct MatchNamingTests {
    /// Goldens `card-IT-FR` and `card-GB-BA`, committed: a run that named them otherwise would
    /// record new goldens and fail.
    @Test(arguments: [Match(home: "IT", away: "FR", score: (2, 1)), Match(home: "GB", away: "BA", score: (0, 0))])
    func card(match: Match) throws {
        assertSnapshots(of: try match.card(), layoutDump: false, fonts: ScoreCard.fonts)
    }

    @Test(arguments: [Standings(points: ["IT": 9, "FR": 7, "DE": 6, "ES": 4, "GB": 3, "BA": 1])])
    func aDictionaryArgumentIsRefusedWithTheNamedHint(standings: Standings) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scorecard-naming-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = SnapshotConfiguration(snapshotsRoot: root.appendingPathComponent("Snapshots"),
                                                  artifactsRoot: root.appendingPathComponent("artifacts"))
        let card = try Match(home: "IT", away: "FR", score: (standings.points["IT"] ?? 0, 0)).card()
        withSnapshotConfiguration(configuration) {
            withKnownIssue {
                _ = assertSnapshots(of: card, layoutDump: false, record: .missing, fonts: ScoreCard.fonts)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("pass `named:`") && $0.rawValue.contains("CustomTestStringConvertible") }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots").path), "no golden under a name of the day")
    }
}
