import Foundation

import SafeFiles

/// Why a golden could not be read or written (the safe file layer's error).
public typealias GoldenStoreError = FileAccessError

/// The golden files under a root folder (normally the package's `Snapshots/`).
///
/// Paths come only from validated ``SnapshotKey``s, and every access goes through a
/// ``ConfinedFolder``: no link below the root is followed, only regular files within
/// ``maxPNGBytes`` / ``maxTextBytes`` are read, and writes are atomic (temporary file in the
/// destination folder, fsync, `rename(2)`), so a reader or a second recording process never
/// sees a half-written golden.
public struct GoldenStore: Sendable {
    /// The largest PNG golden read (rows are tens of kilobytes).
    public static let maxPNGBytes = 32 << 20
    /// The largest text golden read (layout dumps are a few kilobytes).
    public static let maxTextBytes = 4 << 20

    public let root: URL
    let folder: ConfinedFolder
    /// `root.path`, computed once (each outcome names its golden).
    private let rootPath: String

    public init(root: URL) {
        self.root = root.standardizedFileURL
        self.folder = ConfinedFolder(root: root)
        rootPath = self.root.path
    }

    /// The file of a golden. Built as a file URL without asking the file system whether the
    /// path is a folder (`URL(fileURLWithPath:)` alone stats it: two calls per matching row).
    public func url(for key: SnapshotKey) -> URL {
        URL(fileURLWithPath: path(for: key), isDirectory: false)
    }

    /// The golden's path (string concatenation: names are validated, and `URL` building is
    /// measurably slow on the verify hot path).
    public func path(for key: SnapshotKey) -> String {
        rootPath + "/" + key.relativePath
    }

    /// The golden's bytes, or `nil` when there is none.
    public func read(_ key: SnapshotKey) throws(GoldenStoreError) -> [UInt8]? {
        try readStamped(key)?.bytes
    }

    /// The golden's ``FileStamp`` without reading it; `nil` when there is no regular file
    /// (a link or special file is refused by ``read(_:)``, which tells why).
    public func stamp(_ key: SnapshotKey) throws(GoldenStoreError) -> FileStamp? {
        try folder.stamp(of: key.relativePath)
    }

    /// ``read(_:)`` with the stamp of the file the bytes were read from.
    public func readStamped(_ key: SnapshotKey) throws(GoldenStoreError) -> (bytes: [UInt8], stamp: FileStamp)? {
        try folder.readStamped(key.relativePath, cap: key.format == .png ? Self.maxPNGBytes : Self.maxTextBytes)
    }

    /// Atomically and durably writes a golden, creating folders as needed.
    public func write(_ bytes: [UInt8], for key: SnapshotKey) throws(GoldenStoreError) {
        try folder.write(bytes, to: key.relativePath, durable: true)
    }

    // MARK: - Files outside a store

    /// Atomically writes a file (a report, run.json, a cache, a user's `--out`), creating its
    /// folder as needed unless `createsFolder` is false (a file the user named: its folder must
    /// exist). Not fsynced: a crash may lose it, never half-write it. An existing link or
    /// non-regular file at the path is refused, not replaced.
    public static func writeFile(_ bytes: [UInt8], to url: URL, createsFolder: Bool = true) throws(GoldenStoreError) {
        let url = url.standardizedFileURL
        var folder = ConfinedFolder(root: url.deletingLastPathComponent())
        folder.createsRoot = createsFolder
        try folder.write(bytes, to: url.lastPathComponent, durable: false)
    }
}
