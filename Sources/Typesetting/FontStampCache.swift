import Foundation
import SafeFiles

/// Remembers fonts already verified, by file identity, so a new process need not re-hash
/// 28 MB of fonts (≈0.1 s) when nothing changed — the way `git status` trusts its index.
///
/// An entry is a ``FileStamp`` plus the SHA-256 that was verified for it; a font whose stamp
/// or expected hash differs is hashed again. The file lives under `.build/` (derived data;
/// unreadable or unwritable means "hash everything").
struct FontStampCache {
    let file: URL
    private(set) var entries: [String: (stamp: FileStamp, sha256: String)] = [:]
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
            let fields = line.split(separator: "\t")
            guard fields.count == 7, let stamp = FileStamp(fields: Array(fields[2...])) else { continue }
            entries[String(fields[0])] = (stamp, String(fields[1]))
        }
    }

    /// Whether `path` was verified to have `sha256` and has not changed since.
    func isVerified(path: String, sha256: String) -> Bool {
        guard let entry = entries[path], entry.sha256 == sha256, let stamp = FileStamp(path: path) else { return false }
        return stamp == entry.stamp
    }

    mutating func remember(path: String, sha256: String) {
        guard let stamp = FileStamp(path: path), entries[path]?.stamp != stamp || entries[path]?.sha256 != sha256 else { return }
        entries[path] = (stamp, sha256)
        changed = true
    }

    /// Saves when ``remember(path:sha256:)`` changed something since the last save.
    mutating func saveIfChanged() {
        guard changed else { return }
        save()
        changed = false
    }

    /// Best effort, written atomically and never through a link: a failure only means the
    /// next process hashes again. Entries of files that are gone (a test's temporary font)
    /// are left out, so the file does not grow with every run.
    func save() {
        let text = entries.keys.sorted().filter { FileStamp(path: $0) != nil }.map { "\($0)\t\(entries[$0]!.sha256)\t\(entries[$0]!.stamp.fields)" }.joined(separator: "\n") + "\n"
        try? ConfinedFolder(root: file.deletingLastPathComponent()).write(Array(text.utf8), to: file.lastPathComponent, durable: false)
    }
}
