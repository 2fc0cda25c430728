import Foundation

/// The environment manifest beside the goldens as one verifier sees it: decoded and compared
/// with the running environment again only when the file changed (one `stat` per failing
/// snapshot, not a read and decode of the 1,245 localized names each time).
final class RecordedManifest: @unchecked Sendable {
    /// What identifies a version of the file: size, modification and change times, inode.
    private struct Stamp: Equatable {
        let size: Int64, modified: Int64, changed: Int64, inode: UInt64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
            inode = UInt64(info.st_ino)
        }
    }

    private let lock = NSLock()
    private var stamp: Stamp??
    private var recorded: RenderEnvironment?
    private var drift: [String]?

    /// The manifest in `root` (`nil` when there is none or it cannot be read).
    func value(in root: URL) -> RenderEnvironment? {
        lock.lock()
        defer { lock.unlock() }
        return refreshed(root)
    }

    /// How `environment` differs from the manifest in `root`.
    func drift(of environment: RenderEnvironment, in root: URL) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let recorded = refreshed(root)
        if let drift { return drift }
        let computed = recorded.map { environment.changes(since: $0) } ?? []
        drift = computed
        return computed
    }

    /// Re-reads the manifest when its file changed since the last read. Call under `lock`.
    private func refreshed(_ root: URL) -> RenderEnvironment? {
        let current = Stamp(path: root.appendingPathComponent(RenderEnvironment.fileName).path)
        if let stamp, stamp == current { return recorded }
        stamp = .some(current)
        recorded = current == nil ? nil : RenderEnvironment.recorded(in: root)
        drift = nil
        return recorded
    }
}
