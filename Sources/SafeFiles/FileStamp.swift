import Foundation

/// What identifies a version of a file without reading it: size, modification and
/// status-change times in nanoseconds, inode and device. Restoring the mtime after an edit
/// does not fool it: the ctime, which no user call can set back, changes with every write and
/// every `utimes`.
public struct FileStamp: Equatable, Sendable {
    public let size: Int64
    public let modified: Int64
    public let changed: Int64
    public let inode: UInt64
    public let device: UInt64

    /// The stamp of the file at `path` now (following a link); `nil` when it cannot be stat'ed.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp of what `info` describes.
    init(_ info: stat) {
        size = Int64(info.st_size)
        modified = info.modificationNanoseconds
        changed = info.statusChangeNanoseconds
        inode = UInt64(info.st_ino)
        device = info.deviceNumber
    }

    /// Whether the file's last change is at least `seconds` in the past: a stamp taken sooner
    /// may not tell a later write apart (a file system's clock is coarse: two writes within one
    /// tick can leave the same times), so only a settled stamp may stand for the file's bytes.
    public func isSettled(seconds: Int64 = 2) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec) - changed >= seconds * 1_000_000_000
    }

    /// A stamp from its five numbers (as a cache file kept them).
    public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        (self.size, self.modified, self.changed, self.inode, self.device) = (size, modified, changed, inode, device)
    }

    /// A stamp read back from ``fields``.
    public init?(fields: [Substring]) {
        guard fields.count == 5, let size = Int64(fields[0]), let modified = Int64(fields[1]), let changed = Int64(fields[2]),
              let inode = UInt64(fields[3]), let device = UInt64(fields[4]) else { return nil }
        (self.size, self.modified, self.changed, self.inode, self.device) = (size, modified, changed, inode, device)
    }

    /// The five numbers, tab-separated (for a cache file).
    public var fields: String { "\(size)\t\(modified)\t\(changed)\t\(inode)\t\(device)" }
}
