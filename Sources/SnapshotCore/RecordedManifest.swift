import Foundation
import SafeFiles

/// The environment manifest beside the goldens as one verifier sees it: read again only when
/// the file changed (one `stat` per failing snapshot), drift computed once per recorded
/// environment, and per-golden records merged into the file under a lock.
///
/// Writers never lose each other's entries: within a process every update holds one lock,
/// and across processes (shards, `swift test` beside `localeshot record`) an exclusive
/// `flock(2)` on the snapshot root; each update re-reads the file, merges, and replaces it
/// atomically.
final class RecordedManifest: @unchecked Sendable {
    private let lock = NSLock()
    private var stamp: FileStamp??
    private var manifest: SnapshotManifest?
    /// Why the manifest on disk cannot be used, if it cannot.
    private var problem: ManifestProblem?
    /// Recorded environment id (`""` for the folder-wide one) → its differences from ours.
    private var drift: [String: [String]] = [:]
    /// Records not yet written, when writes are deferred.
    private var pending: [String: RenderEnvironment] = [:]
    /// Collect records and write them with ``flush(in:)`` (a suite run that records thousands
    /// of goldens writes the file once, not once per golden).
    var defersWrites = false

    /// Serializes every manifest update of this process (several verifiers, one file).
    private static let updateLock = NSLock()

    /// Every environment `root`'s manifest records (per golden and folder-wide), from the
    /// copy already read: no second decode of the file.
    func recordedEnvironments(in root: URL) -> [RenderEnvironment] {
        lock.lock()
        defer { lock.unlock() }
        guard let manifest = refreshed(root) else { return [] }
        return Array(manifest.environments.values) + [manifest.environment].compactMap { $0 }
    }

    /// Why `root`'s manifest cannot be used (named once per run by the caller), or `nil`.
    func problem(in root: URL) -> ManifestProblem? {
        lock.lock()
        defer { lock.unlock() }
        _ = refreshed(root)
        return problem
    }

    /// How `environment` differs from the one `golden` was recorded with in `root`.
    func drift(of environment: RenderEnvironment, for golden: String, in root: URL) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let manifest = refreshed(root)
        // Not drift: the run warns once (``problem(in:)``); no row is labelled by a broken file.
        if problem != nil { return [] }
        guard let recorded = manifest?.environment(of: golden) else { return [] }
        let id = manifest?.goldens[golden] ?? ""
        if let known = drift[id] { return known }
        let computed = environment.changes(since: recorded)
        drift[id] = computed
        return computed
    }

    /// The folder-wide environment's differences (a format-1 manifest's).
    func folderDrift(of environment: RenderEnvironment, in root: URL) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return refreshed(root)?.environment.map { environment.changes(since: $0) } ?? []
    }

    /// Records that `golden` was written under `environment` (now, or at ``flush(in:)``).
    func record(_ golden: String, environment: RenderEnvironment, in root: URL) throws(GoldenStoreError) {
        lock.lock()
        pending[golden] = environment
        let deferred = defersWrites
        lock.unlock()
        if !deferred { try flush(in: root) }
    }

    /// Writes the pending records into `root`'s manifest, merged with what is there now.
    func flush(in root: URL) throws(GoldenStoreError) {
        lock.lock()
        let records = pending
        pending = [:]
        lock.unlock()
        guard !records.isEmpty else { return }
        do {
            // One hash per distinct environment, not per golden.
            var ids: [(environment: RenderEnvironment, id: String)] = []
            try Self.update(root) { manifest in
                for (golden, environment) in records {
                    let id = ids.first { $0.environment == environment }?.id ?? environment.id
                    if !ids.contains(where: { $0.id == id }) { ids.append((environment, id)) }
                    manifest.record(golden, environment: environment, id: id)
                }
            }
        } catch {
            lock.lock()
            pending.merge(records) { newer, _ in newer }
            lock.unlock()
            throw error
        }
    }

    /// Re-reads, changes and atomically replaces the manifest in `root` under both locks.
    static func update(_ root: URL, _ change: (inout SnapshotManifest) -> Void) throws(GoldenStoreError) {
        updateLock.lock()
        defer { updateLock.unlock() }
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // A lock on the folder itself: no lock file is left among the goldens.
        let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { _ = flock(descriptor, LOCK_EX) }
        defer { if descriptor >= 0 { close(descriptor) } }
        // A manifest that is there but cannot be used is never replaced by a fresh one.
        var manifest: SnapshotManifest
        do { manifest = try SnapshotManifest.load(in: root) ?? SnapshotManifest() } catch {
            throw .cannotWrite(path: root.appendingPathComponent(RenderEnvironment.fileName).path, reason: "\(error)")
        }
        let before = manifest
        change(&manifest)
        guard manifest != before else { return }
        try ConfinedFolder(root: root).write(manifest.encoded(), to: RenderEnvironment.fileName, durable: true)
    }

    /// Re-reads the manifest when its file changed since the last read. Call under `lock`.
    private func refreshed(_ root: URL) -> SnapshotManifest? {
        let current = FileStamp(path: root.appendingPathComponent(RenderEnvironment.fileName).path)
        if let stamp, stamp == current { return manifest }
        stamp = .some(current)
        do {
            manifest = current == nil ? nil : try SnapshotManifest.load(in: root)
            problem = nil
        } catch {
            manifest = nil
            problem = error
        }
        drift = [:]
        return manifest
    }
}

extension SnapshotManifest {
    /// Records, under the same locks as the verifier, that `goldens` (paths relative to the
    /// snapshot root) were written under `environment`: for a tool that writes goldens itself,
    /// e.g. accepting a run's `.actual` files with the environment of the run that drew them.
    public static func record(_ goldens: [String], environment: RenderEnvironment, in root: URL) throws(GoldenStoreError) {
        let id = environment.id
        try RecordedManifest.update(root) { manifest in
            for golden in goldens { manifest.record(golden, environment: environment, id: id) }
        }
    }
}
