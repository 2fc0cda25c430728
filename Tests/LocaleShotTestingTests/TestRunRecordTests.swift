import Foundation
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
