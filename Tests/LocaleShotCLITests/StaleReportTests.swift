import Foundation
import SnapshotCore
import TestSupport
import Testing

/// A new run never leaves an earlier run's report posing as its own (#17).
@Suite("Stale reports")
struct StaleReportTests {
    @Test func verifyRemovesAnEarlierReport() throws {
        let snapshots = try copyOfSnapshots()
        let artifacts = snapshots.deletingLastPathComponent().appendingPathComponent("artifacts")
        try ArtifactFolder.mark(artifacts)
        for name in ["report.html", "summary.md"] { try Data("3 failing".utf8).write(to: artifacts.appendingPathComponent(name)) }
        let result = try localeshot(["verify", "--snapshots", snapshots.path, "--artifacts", artifacts.path, "--locales", "de", "--codes", "DE"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["report.html", "summary.md"] {
            #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path), "\(name) is stale")
        }
    }
}
