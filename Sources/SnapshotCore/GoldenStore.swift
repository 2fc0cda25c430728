import Foundation

/// Why a golden could not be read or written.
public enum GoldenStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case cannotCreateFolder(path: String, reason: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
        case let .cannotCreateFolder(path, reason): return "cannot create folder \(path): \(reason)"
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        }
    }
}

/// The golden files under a root folder (normally the package's `Snapshots/`).
///
/// Paths come only from validated ``SnapshotKey``s, so nothing resolves outside the root.
/// Writes are atomic: a temporary file in the destination folder, then `rename(2)`, so a
/// reader (or a second recording process) never sees a half-written golden.
public struct GoldenStore: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The file of a golden.
    public func url(for key: SnapshotKey) -> URL {
        URL(fileURLWithPath: path(for: key))
    }

    /// The golden's path (string concatenation: names are validated, and `URL` building is
    /// measurably slow on the verify hot path).
    public func path(for key: SnapshotKey) -> String {
        root.path + "/" + key.relativePath
    }

    /// The golden's bytes, or `nil` when there is none.
    public func read(_ key: SnapshotKey) throws(GoldenStoreError) -> [UInt8]? {
        try Self.readFile(path: path(for: key))
    }

    /// Atomically writes a golden, creating folders as needed.
    public func write(_ bytes: [UInt8], for key: SnapshotKey) throws(GoldenStoreError) {
        try Self.writeAtomically(bytes, to: url(for: key))
    }

    // MARK: - File primitives shared with the artifact writer

    /// Reads a file; `nil` when it does not exist; an error when it exists but cannot be read.
    public static func readFile(path: String) throws(GoldenStoreError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Atomically writes a derived file (report, artifact), creating folders as needed. Not
    /// fsynced: a crash may lose it, never half-write it.
    public static func writeFile(_ bytes: [UInt8], to url: URL) throws(GoldenStoreError) {
        try writeAtomically(bytes, to: url, durable: false)
    }

    /// Temporary file in the destination folder, then rename over the destination; with
    /// `durable` (goldens), the data is fsynced before the rename.
    static func writeAtomically(_ bytes: [UInt8], to url: URL, durable: Bool = true) throws(GoldenStoreError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(path: folder.path, reason: Self.reason(error))
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: String(cString: strerror(errno))) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary.path)
                throw .cannotWrite(path: url.path, reason: reason)
            }
            offset += written
        }
        let synced = !durable || fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .cannotWrite(path: url.path, reason: reason)
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
