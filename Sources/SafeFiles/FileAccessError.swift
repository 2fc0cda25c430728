import Foundation

/// Why a file LocaleShot reads or writes (a golden, an artifact, a catalog) could not be used.
public enum FileAccessError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case cannotCreateFolder(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// A symbolic link, FIFO, device or folder where a regular file belongs: never followed,
    /// read or replaced.
    case notRegularFile(path: String, kind: String)
    /// Larger than the documented cap for its kind of file; refused before it is read.
    case tooLarge(path: String, size: Int, limit: Int)
    /// A relative path with an empty, `.` or `..` component.
    case unsafePath(path: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
        case let .cannotCreateFolder(path, reason): return "cannot create folder \(path): \(reason)"
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        case let .notRegularFile(path, kind):
            return "\(path) is \(kind); LocaleShot reads and replaces only regular files and never follows links"
        case let .tooLarge(path, size, limit):
            return "\(path) is \(size) bytes, over the \(limit)-byte limit for its kind of file; refused unread"
        case let .unsafePath(path): return "unsafe relative path \"\(path)\" (empty, . or .. component)"
        }
    }

    /// Whether the file is there but must not be touched (a link, a FIFO, too large): a
    /// golden in that state is never replaced, whatever the record mode.
    public var isRefusal: Bool {
        switch self {
        case .notRegularFile, .tooLarge, .unsafePath: return true
        case .unreadable, .cannotCreateFolder, .cannotWrite: return false
        }
    }
}
