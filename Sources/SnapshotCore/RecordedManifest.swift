import Foundation
import SafeFiles

/// The environment manifest beside the goldens as one verifier sees it: decoded and compared
/// with the running environment again only when the file changed (one `stat` per failing
/// snapshot, not a read and decode of the 1,245 localized names each time).
final class RecordedManifest: @unchecked Sendable {
    private let lock = NSLock()
    private var stamp: FileStamp??
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
        let current = FileStamp(path: root.appendingPathComponent(RenderEnvironment.fileName).path)
        if let stamp, stamp == current { return recorded }
        stamp = .some(current)
        recorded = current == nil ? nil : RenderEnvironment.recorded(in: root)
        drift = nil
        return recorded
    }
}
