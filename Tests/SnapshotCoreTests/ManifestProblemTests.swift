import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing

/// A `manifest.json` that is there but cannot be used (unreadable, truncated, wrong types,
/// oversized, an unknown format) is named, never read as "no manifest" silently, and never
/// replaced by recording (#16 item 13).
@Suite("An unusable manifest.json is named and kept")
struct ManifestProblemTests {
    static let environment = RenderEnvironment(libraries: ["harfbuzz": "8.3.0"], fonts: ["NotoSans-Regular.ttf": "aaa"], rowStyleVersion: 1)

    static let damages: [(String, @Sendable (URL) throws -> Void)] = [
        ("truncated", { try Data(#"{"format": 2, "goldens": {"#.utf8).write(to: $0) }),
        ("format 99", { try Data(#"{"format": 99, "goldens": {}}"#.utf8).write(to: $0) }),
        ("wrong types", { try Data(#"{"format": 2, "goldens": [1, 2]}"#.utf8).write(to: $0) }),
        ("not JSON", { try Data("manifest".utf8).write(to: $0) }),
        ("oversized", { url in
            _ = FileManager.default.createFile(atPath: url.path, contents: Data(#"{"format": 2}"#.utf8))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(SnapshotManifest.maxBytes + 1))
            try handle.close()
        }),
        ("a FIFO", { #expect(mkfifo($0.path, 0o644) == 0) }),
        ("a link", { url in
            let target = url.deletingLastPathComponent().appendingPathComponent("elsewhere.json")
            try Data(#"{"format": 2}"#.utf8).write(to: target)
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        }),
    ]

    @Test(arguments: damages.map(\.0))
    func anUnusableManifestIsNamedAndNeverReplaced(damage: String) throws {
        let root = try Fixtures.temporaryDirectory("manifest-problem")
        let snapshots = root.appendingPathComponent("Snapshots")
        let verifier = SnapshotVerifier(store: GoldenStore(root: snapshots), artifacts: ArtifactStore(root: root.appendingPathComponent("artifacts")),
                                        environment: Self.environment)
        let key = try SnapshotKey(suite: "Cards", locale: "en", name: "row", format: .png)
        #expect(verifier.verify(image: try Image(width: 4, height: 4, fill: RGBA(1, 2, 3)), key: key, mode: .missing).kind == .recorded)
        let manifest = snapshots.appendingPathComponent("manifest.json")
        try FileManager.default.removeItem(at: manifest)
        try Self.damages.first { $0.0 == damage }!.1(manifest)
        var before = stat()
        lstat(manifest.path, &before)

        let problem = try #require(verifier.manifestProblem, "\(damage) is named")
        #expect(problem.description.contains(manifest.path) && problem.description.contains("fix or delete it"), "\(problem)")
        // A failing row is not labelled drift by a broken file.
        let failing = verifier.verify(image: try Image(width: 4, height: 4, fill: RGBA(255, 0, 0)), key: key, mode: .never)
        #expect(!failing.passed && failing.environmentDrift.isEmpty)
        // Recording refuses to replace it.
        let rerecord = verifier.verify(image: try Image(width: 4, height: 4, fill: RGBA(255, 0, 0)), key: key, mode: .all)
        #expect(rerecord.kind == .writeFailed && rerecord.message.contains("manifest.json"), "\(rerecord.message)")
        var after = stat()
        lstat(manifest.path, &after)
        #expect(after.st_ino == before.st_ino && after.st_size == before.st_size, "the file is kept as it was")
    }
}
