import Countries
import Foundation
import LocaleShotTesting
import SnapshotCore
import TestSupport
import Testing
import Typesetting
import Widgets

func temporaryConfiguration() throws -> SnapshotConfiguration {
    let root = try Fixtures.temporaryDirectory("assert")
    return SnapshotConfiguration(snapshotsRoot: root.appendingPathComponent("Snapshots"),
                                 artifactsRoot: root.appendingPathComponent("artifacts"))
}

func renderRow(_ code: String, _ locale: String) throws -> RenderedView {
    try CountryRow(code: CountryCode(parsing: code), locale: MatrixLocale(locale)).render(with: Typesetter(fonts: FontSet()))
}

@Suite("assertSnapshot under Swift Testing")
struct SwiftTestingAssertionTests {
    let de = MatrixLocale("de")

    @Test func recordsThenVerifiesThenCatchesAMismatch() throws {
        let configuration = try temporaryConfiguration()
        let germany = try renderRow("DE", "de"), austria = try renderRow("AT", "de")
        withSnapshotConfiguration(configuration) {
            // First run: recorded, and the test fails with "re-run".
            withKnownIssue {
                assertSnapshot(of: germany, named: "DE", locale: de, suite: "Rows", record: .missing)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("recorded") && $0.rawValue.contains("re-run") }
            }
            let golden = configuration.snapshotsRoot.appendingPathComponent("Rows/de/DE.png")
            #expect(FileManager.default.fileExists(atPath: golden.path))
            // Second run: passes.
            let pass = assertSnapshot(of: germany, named: "DE", locale: de, suite: "Rows", record: .never)
            #expect(pass?.passed == true)
            // Another flag under the same name: fails, with the figures and artifact paths.
            withKnownIssue {
                assertSnapshot(of: austria, named: "DE", locale: de, suite: "Rows", record: .never)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("px differ") && text.contains("side-by-side: ")
                    && issue.sourceLocation?.fileName == "SwiftTestingAssertionTests.swift"
            }
        }
    }

    @Test func layoutDumpsAreTextSnapshots() throws {
        let configuration = try temporaryConfiguration()
        let view = try renderRow("SA", "ar")
        try withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshot(of: view.layoutDump, named: "SA", locale: MatrixLocale("ar"), suite: "Dumps", record: .missing) }
            #expect(assertSnapshot(of: view.layoutDump, named: "SA", locale: MatrixLocale("ar"), suite: "Dumps", record: .never)?.passed == true)
            let other = try renderRow("AE", "ar")
            withKnownIssue {
                assertSnapshot(of: other.layoutDump, named: "SA", locale: MatrixLocale("ar"), suite: "Dumps", record: .never)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("text differs") && $0.rawValue.contains("\n    - ") }
            }
        }
    }

    @Test func unsafeNamesAreRefusedAndNothingIsWritten() throws {
        let configuration = try temporaryConfiguration()
        let view = try renderRow("DE", "de")
        withSnapshotConfiguration(configuration) {
            for name in ["../escape", "a/b", "..", "x\u{0}"] {
                withKnownIssue {
                    assertSnapshot(of: view, named: name, locale: de, suite: "Rows", record: .all)
                } matching: { issue in
                    issue.comments.contains { $0.rawValue.contains("snapshot name") }
                }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: configuration.snapshotsRoot.path))
    }

    @Test(.recordSnapshots(.never)) func suiteTraitSetsTheRecordMode() throws {
        let configuration = try temporaryConfiguration()
        let view = try renderRow("FR", "fr")
        withSnapshotConfiguration(configuration) {
            withKnownIssue {
                assertSnapshot(of: view, named: "FR", locale: MatrixLocale("fr"), suite: "Rows")
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("not recorded [record mode never]") }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: configuration.snapshotsRoot.path))
    }
}
