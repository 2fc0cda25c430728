import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing
@testable import LocaleShotTesting

/// The `run.json` a `swift test` run leaves for `localeshot report` (#17).
@Suite("run.json of a swift test run")
struct TestRunRecordTests {
    @Test func runJSONHasARealDurationAndTheStaleReportIsRemoved() throws {
        let configuration = try temporaryConfiguration()
        let artifacts = configuration.artifactsRoot
        try ArtifactFolder.mark(artifacts)
        for name in TestRunRecord.reportFiles { try Data("an earlier run's report".utf8).write(to: artifacts.appendingPathComponent(name)) }
        withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshot(of: "total: 3 €", named: "total", record: .missing) }
        }
        Thread.sleep(forTimeInterval: 0.3)
        // What the exit handler does (every artifacts folder this process asserted into).
        TestRunRecord.write()
        let record = try RunRecord.read(from: artifacts)
        #expect(record.durationSeconds >= 0.3)
        for name in TestRunRecord.reportFiles {
            #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path), "\(name) is stale")
        }
    }
}

/// A team's `swift test` run gets what `verify` gets: failures grouped by cause in review
/// order, each golden's hash, and `accept --group` that makes the next run pass (#17).
@Suite("swift test runs grouped and accepted")
struct SwiftTestRunAcceptTests {
    func shifted(_ image: Image, dx: Int) throws -> Image {
        var out = try Image(width: image.width, height: image.height, fill: image[0, 0])
        for y in 0..<image.height {
            for x in 0..<image.width where x + dx >= 0 && x + dx < image.width { out[x + dx, y] = image[x, y] }
        }
        return out
    }

    @Test func failuresAreGroupedByCauseAndAGroupIsAccepted() throws {
        let configuration = try temporaryConfiguration()
        let de = try renderRow("DE", "de").image, at = try renderRow("AT", "de").image
        withSnapshotConfiguration(configuration) {
            for name in ["a", "b", "c"] { withKnownIssue { assertSnapshot(of: de, named: name, record: .missing) } }
            withKnownIssue { assertSnapshot(of: "total: 3 €", named: "total", record: .missing) }
        }
        let moved = try shifted(de, dx: 1)
        withSnapshotConfiguration(configuration) {
            for name in ["a", "b"] { withKnownIssue { assertSnapshot(of: at, named: name, record: .never) } }
            withKnownIssue { assertSnapshot(of: moved, named: "c", record: .never) }
            withKnownIssue { assertSnapshot(of: "total: 4 €", named: "total", record: .never) }
        }
        TestRunRecord.write()
        let record = try RunRecord.read(from: configuration.artifactsRoot)
        let groups = try #require(record.groups)
        // The text change first (content), then the two pixel changes, the larger first, then
        // the first pass's recordings (this process recorded them).
        #expect(groups.map(\.consequence) == [.contentChanged, .pixelsOnly, .pixelsOnly, .recorded], "\(groups.map(\.cause))")
        #expect(groups.map(\.count) == [1, 2, 1, 4])
        #expect(groups[2].cause.hasPrefix("shifted 1 px"), "\(groups[2].cause)")
        // Each failure names the golden it compared: its bytes' hash, or "absent" for the
        // first pass's recordings (there was none to compare).
        #expect(record.failures.filter { $0.status == "mismatch" }.allSatisfy { $0.goldenHashes?.values.allSatisfy { $0.hasPrefix("sha256:") } == true })
        #expect(record.failures.filter { $0.status == "recorded" }.allSatisfy { $0.goldenHashes?.values.allSatisfy { $0 == RunRecord.absentGolden } == true })
        #expect(record.failures.allSatisfy { $0.goldenHashes?.isEmpty == false })

        let entries = try Acceptance.select(.group(groups[1].id), in: [(configuration.artifactsRoot, record)])
        #expect(Set(entries.map(\.entry.name)) == ["a", "b"])
        for (folder, entry) in entries {
            let items = Acceptance.accept(entry, from: folder, into: configuration.snapshotsRoot, dryRun: false)
            #expect(items.allSatisfy { $0.refusal == nil }, "\(items.compactMap(\.refusal))")
        }
        withSnapshotConfiguration(configuration) {
            for name in ["a", "b"] { assertSnapshot(of: at, named: name, record: .never) }
        }
    }
}
