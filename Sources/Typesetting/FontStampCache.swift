import Foundation
import SafeFiles

/// Remembers fonts already verified, by file identity, so a new process need not re-hash
/// 28 MB of fonts (≈0.1 s) when nothing changed — the way `git status` trusts its index.
///
/// A stamp is (size, modification and status-change times in ns, inode, device) plus the
/// SHA-256 that was verified for it; a font whose stamp or expected hash differs is hashed
/// again. The file lives under `.build/` (derived data; unreadable or unwritable means "hash
/// everything"). Restoring the mtime after editing a font in place does not fool it: the
/// ctime, which no user call can set back, changes with every write and every `utimes`.
struct FontStampCache {
    struct Stamp: Equatable {
        let size: Int64
        let modified: Int64
        let changed: Int64
        let inode: UInt64
        let device: UInt64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
            inode = UInt64(info.st_ino)
            device = UInt64(info.st_dev)
        }

        init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
            (self.size, self.modified, self.changed, self.inode, self.device) = (size, modified, changed, inode, device)
        }

        var fields: String { "\(size)\t\(modified)\t\(changed)\t\(inode)\t\(device)" }
    }

    let file: URL
    private(set) var entries: [String: (stamp: Stamp, sha256: String)] = [:]
    /// Whether ``remember(path:sha256:)`` added or changed an entry.
    private(set) var changed = false

    /// `font-stamps.tsv` in the cache folder of the package under test (``CacheFolder``).
    static var defaultFile: URL {
        CacheFolder.url().appendingPathComponent("font-stamps.tsv")
    }

    init(file: URL = FontStampCache.defaultFile) {
        self.file = file
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 7, let size = Int64(fields[2]), let modified = Int64(fields[3]), let changed = Int64(fields[4]),
                  let inode = UInt64(fields[5]), let device = UInt64(fields[6]) else { continue }
            entries[fields[0]] = (Stamp(size: size, modified: modified, changed: changed, inode: inode, device: device), fields[1])
        }
    }

    /// Whether `path` was verified to have `sha256` and has not changed since.
    func isVerified(path: String, sha256: String) -> Bool {
        guard let entry = entries[path], entry.sha256 == sha256, let stamp = Stamp(path: path) else { return false }
        return stamp == entry.stamp
    }

    mutating func remember(path: String, sha256: String) {
        guard let stamp = Stamp(path: path), entries[path]?.stamp != stamp || entries[path]?.sha256 != sha256 else { return }
        entries[path] = (stamp, sha256)
        changed = true
    }

    /// Best effort: a failure only means the next process hashes again.
    func save() {
        let text = entries.keys.sorted().map { "\($0)\t\(entries[$0]!.sha256)\t\(entries[$0]!.stamp.fields)" }.joined(separator: "\n") + "\n"
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.appendingPathExtension("\(getpid()).tmp")
        if (try? Data(text.utf8).write(to: temporary)) != nil { rename(temporary.path, file.path) }
    }
}
