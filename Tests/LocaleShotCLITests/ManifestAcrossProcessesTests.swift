import Dispatch
import Foundation
import SafeFiles
import SnapshotCore
import TestSupport
import Testing

/// Shards record in several processes into one snapshot folder: each golden's environment
/// record survives the other process's write (#17).
@Suite("Per-golden records across processes")
struct ManifestAcrossProcessesTests {
    @Test func twoRecordingProcessesKeepEachOthersRecords() throws {
        let root = try Fixtures.temporaryDirectory("two-recorders")
        let snapshots = root.appendingPathComponent("Snapshots")
        let shards = [("de", "DE,AT,CH"), ("fr", "FR,IT,ES")]
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: shards.count) { index in
            let (locale, codes) = shards[index]
            let result = try? localeshot(["record", "--mode", "missing", "--snapshots", snapshots.path, "--jobs", "1",
                                          "--artifacts", root.appendingPathComponent("artifacts-\(locale)").path,
                                          "--locales", locale, "--codes", codes])
            statuses.set(index, result.map { "\($0.status) \($0.stderr)" } ?? "did not run")
        }
        let goldens = FileTree.regularFiles(under: snapshots).filter { $0 != "manifest.json" }
        // Each process recorded its own locale's rows (a PNG and a layout dump each, and more).
        #expect(goldens.contains("CountryRow/de/CH.png") && goldens.contains("CountryRow/fr/ES.txt"), "\(goldens) \(statuses.all)")
        let manifest = try #require(SnapshotManifest.read(in: snapshots))
        #expect(Set(manifest.goldens.keys) == Set(goldens))
        #expect(manifest.environments.count == 1)
    }
}

extension ManifestAcrossProcessesTests {
    /// A recorder that finds the manifest locked by another process waits, then merges with
    /// what that process wrote (a writer that did not wait would lose it, or have it lost).
    @Test func aRecorderWaitsForTheManifestLockAndMerges() throws {
        let root = try Fixtures.temporaryDirectory("locked-manifest")
        let snapshots = root.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        // This process takes the lock and reads the manifest (empty), as a writer does.
        let descriptor = open(snapshots.path, O_RDONLY | O_DIRECTORY)
        #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
        var manifest = SnapshotManifest.read(in: snapshots) ?? SnapshotManifest()
        let recorder = DispatchGroup()
        let statuses = Statuses()
        DispatchQueue.global().async(group: recorder) {
            let result = try? localeshot(["record", "--mode", "missing", "--snapshots", snapshots.path, "--jobs", "1",
                                          "--artifacts", root.appendingPathComponent("artifacts").path, "--locales", "de", "--codes", "DE"])
            statuses.set(0, result.map { "\($0.status) \($0.stderr)" } ?? "did not run")
        }
        // Long enough for the recorder to render its rows and reach the manifest.
        Thread.sleep(forTimeInterval: 3)
        manifest.record("Other/en/price.png", environment: RenderEnvironment(libraries: [:], fonts: ["Display.ttf": "abc"], rowStyleVersion: 1))
        try Data(manifest.encoded()).write(to: snapshots.appendingPathComponent("manifest.json"))
        flock(descriptor, LOCK_UN)
        close(descriptor)
        recorder.wait()
        let merged = try #require(SnapshotManifest.read(in: snapshots))
        #expect(merged.goldens["Other/en/price.png"] != nil, "\(statuses.all)")
        #expect(merged.goldens["CountryRow/de/DE.png"] != nil, "\(statuses.all)")
    }
}

/// Results written from several threads.
private final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: String] = [:]
    func set(_ index: Int, _ value: String) { lock.withLock { values[index] = value } }
    var all: [Int: String] { lock.withLock { values } }
}
