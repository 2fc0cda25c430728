import LocaleShotSuites
import Countries
import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing
import Typesetting
import Widgets

/// A verifier over temporary golden and artifact folders.
struct Harness {
    let root: URL
    var verifier: SnapshotVerifier
    let typesetter: Typesetter

    init() throws {
        root = try Fixtures.temporaryDirectory("harness")
        typesetter = try Typesetter(fonts: FontSet())
        verifier = SnapshotVerifier(store: GoldenStore(root: root.appendingPathComponent("Snapshots")),
                                    artifacts: ArtifactStore(root: root.appendingPathComponent("artifacts")),
                                    environment: RenderEnvironment(typesetter: typesetter, rowStyleVersion: RowStyle.version))
    }

    func key(_ name: String = "DE", _ format: SnapshotKey.Format = .png) throws -> SnapshotKey {
        try SnapshotKey(suite: "CountryRow", locale: "de", name: name, format: format)
    }

    func row(_ code: String, _ locale: String = "de") throws -> Image {
        try CountryRow(code: CountryCode(parsing: code), locale: MatrixLocale(locale)).render(with: typesetter).image
    }

    func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}

@Suite("Snapshot verifier")
struct VerifierTests {
    @Test func missingGoldenOnNeverFailsAndWritesNothing() throws {
        let harness = try Harness()
        let outcome = harness.verifier.verify(image: try harness.row("DE"), key: try harness.key(), mode: .never)
        #expect(!outcome.passed && outcome.kind == .missing)
        #expect(outcome.message.contains("no golden at") && outcome.message.contains("LOCALESHOT_RECORD=missing"))
        #expect(harness.files(under: "Snapshots").isEmpty)
    }

    @Test func missingModeRecordsOnceThenPasses() throws {
        let harness = try Harness()
        let image = try harness.row("DE")
        let first = harness.verifier.verify(image: image, key: try harness.key(), mode: .missing)
        #expect(!first.passed && first.kind == .recorded && first.message.contains("re-run"))
        #expect(harness.files(under: "Snapshots") == ["CountryRow/de/DE.png", "manifest.json"])
        let second = harness.verifier.verify(image: image, key: try harness.key(), mode: .missing)
        #expect(second.passed && second.kind == .matched)
    }

    @Test func mismatchWritesArtifactsAndPassClearsThem() throws {
        let harness = try Harness()
        let key = try harness.key()
        _ = harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .missing)
        let failure = harness.verifier.verify(image: try harness.row("AT"), key: key, mode: .never)
        #expect(!failure.passed && failure.kind == .mismatch)
        #expect(failure.message.contains("px differ") && failure.message.contains("budget 0 px"))
        #expect(Set(failure.artifacts.keys) == ["actual", "expected", "diff", "side-by-side"])
        for url in failure.artifacts.values {
            #expect(failure.message.contains(url.path))
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
        let sideBySide = try PNGCodec.decode([UInt8](Data(contentsOf: try #require(failure.artifacts["side-by-side"]))))
        #expect(sideBySide.width > 3 * 640)
        // The golden is untouched by a failing `never` run.
        #expect(harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .never).passed)
        #expect(harness.files(under: "artifacts") == [ArtifactFolder.markerName], "a pass removes the stale artifacts")
    }

    @Test func failedModeRewritesOnlyFailingGoldens() throws {
        let harness = try Harness()
        let key = try harness.key()
        _ = harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .missing)
        let url = harness.verifier.store.url(for: key)
        let before = try Data(contentsOf: url)
        #expect(harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .failed).passed)
        #expect(try Data(contentsOf: url) == before)
        let rewrite = harness.verifier.verify(image: try harness.row("AT"), key: key, mode: .failed)
        #expect(rewrite.kind == .recorded && !rewrite.passed)
        #expect(try Data(contentsOf: url) != before)
        #expect(harness.verifier.verify(image: try harness.row("AT"), key: key, mode: .never).passed)
    }

    @Test func allModeRewritesAndFails() throws {
        let harness = try Harness()
        let key = try harness.key()
        _ = harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .missing)
        let outcome = harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .all)
        #expect(!outcome.passed && outcome.kind == .recorded)
    }

    @Test(arguments: ["corrupt", "truncated", "empty", "directory", "wrongSize"])
    func unusableGoldensNameFileAndCause(damage: String) throws {
        let harness = try Harness()
        let key = try harness.key()
        _ = harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .missing)
        let url = harness.verifier.store.url(for: key)
        let bytes = try [UInt8](Data(contentsOf: url))
        switch damage {
        case "corrupt": try Data(Array(bytes.prefix(40)) + [UInt8](repeating: 0xAB, count: bytes.count - 40)).write(to: url)
        case "truncated": try Data(bytes.prefix(bytes.count / 2)).write(to: url)
        case "empty": try Data().write(to: url)
        case "directory":
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        default: try Data(PNGCodec.encode(try Image(width: 320, height: 44, fill: .white))).write(to: url)
        }
        let outcome = harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .missing)
        #expect(!outcome.passed)
        #expect(outcome.message.contains(url.path) || outcome.message.contains(key.relativePath))
        switch damage {
        case "wrongSize":
            #expect(outcome.kind == .mismatch && outcome.message.contains("expected 320×44, actual 640×88"))
        case "directory":
            #expect(outcome.kind == .unusableGolden && outcome.message.contains("is a folder"), "\(outcome.message)")
        default:
            #expect(outcome.kind == .unusableGolden && outcome.message.contains("not a readable PNG"), "\(outcome.message)")
        }
        // `missing` never overwrites a golden that exists, damaged or not.
        if damage != "directory" {
            let now = try Data(contentsOf: url)
            #expect(now != Data(try PNGCodec.encode(harness.row("DE"))))
        }
    }

    @Test func environmentDriftIsReportedApartFromRegressions() throws {
        let harness = try Harness()
        let key = try harness.key()
        _ = harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .missing)
        var recorded = harness.verifier.environment
        recorded.libraries["harfbuzz"] = "5.0.0"
        recorded.rowStyleVersion = 0
        try recorded.write(to: harness.verifier.store.root)
        let outcome = harness.verifier.verify(image: try harness.row("AT"), key: key, mode: .never)
        #expect(outcome.environmentDrift == ["harfbuzz 5.0.0 → 6.0.0", "row style v0 → v1"])
        #expect(outcome.message.contains("environment drift, not a regression"))
        // Without drift, the same failure is a plain regression.
        try harness.verifier.environment.write(to: harness.verifier.store.root)
        let regression = harness.verifier.verify(image: try harness.row("AT"), key: key, mode: .never)
        #expect(regression.environmentDrift.isEmpty && regression.message.contains("snapshot differs"))
    }

    @Test func textSnapshotsShowALineDiff() throws {
        let harness = try Harness()
        let key = try harness.key("DE", .txt)
        _ = harness.verifier.verify(text: "a\nb\nc\n", key: key, mode: .missing)
        let outcome = harness.verifier.verify(text: "a\nB\nc\n", key: key, mode: .never)
        #expect(!outcome.passed)
        #expect(outcome.message.contains("- b") && outcome.message.contains("+ B"))
        #expect(Set(outcome.artifacts.keys) == ["actual", "expected", "diff"])
    }

    @Test func unwritableSnapshotFolderIsAnErrorNotACrash() throws {
        let harness = try Harness()
        // A file where the suite folder should be: creating folders below it must fail.
        try FileManager.default.createDirectory(at: harness.verifier.store.root, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: harness.verifier.store.root.appendingPathComponent("CountryRow"))
        let reading = harness.verifier.verify(image: try harness.row("DE"), key: try harness.key(), mode: .missing)
        #expect(!reading.passed && reading.kind == .unusableGolden && reading.message.contains("Not a directory"))
        let writing = harness.verifier.verify(image: try harness.row("DE"), key: try harness.key(), mode: .all)
        #expect(!writing.passed && writing.kind == .writeFailed && writing.message.contains("could not record"), "\(writing.message)")
    }
}
