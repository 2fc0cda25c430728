import Foundation
import SafeFiles

/// Why an artifacts folder was refused.
public enum ArtifactFolderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder equals, contains or lies inside the goldens, or would hold the package,
    /// `/` or the home folder.
    case overlaps(artifacts: String, what: String, path: String)
    /// Not empty, and not made by LocaleShot: clearing it could delete someone's files.
    case notLocaleShots(path: String)
    /// Another LocaleShot run holds the folder's lock.
    case inUse(path: String)
    case cannotPrepare(path: String, reason: String)

    public var description: String {
        switch self {
        case let .overlaps(artifacts, what, path):
            return "artifacts folder \(artifacts) \(what) \(path); choose a folder of its own (default: .build/localeshot-artifacts)"
        case let .notLocaleShots(path):
            return "artifacts folder \(path) is not empty and has no \(ArtifactFolder.markerName) marker, so LocaleShot did not "
                + "create it and will not clear it; choose an empty or new folder"
        case let .inUse(path):
            return "artifacts folder \(path) is in use by another localeshot run; wait for it, or give this run its own --artifacts"
        case let .cannotPrepare(path, reason): return "cannot prepare artifacts folder \(path): \(reason)"
        }
    }
}

/// The artifacts folder of one run: where it may be, the marker that says LocaleShot made
/// it, the lock that keeps two runs apart, and setting a previous run's files aside.
///
/// LocaleShot deletes only what it created: a previous run's artifacts are moved into
/// `.previous-<pid>` inside a marked folder and deleted from there.
public final class ArtifactFolder: Sendable {
    /// The marker file in every artifacts folder LocaleShot writes; it also carries the lock.
    public static let markerName = ".localeshot-artifacts"

    public let root: URL
    private let lockDescriptor: Int32

    /// Validates the location, marks the folder and takes its lock (held until `deinit`).
    public init(root: URL, snapshots: URL, packageRoot: URL, home: String? = ProcessInfo.processInfo.environment["HOME"]) throws(ArtifactFolderError) {
        self.root = root.standardizedFileURL
        try Self.validate(artifacts: root, snapshots: snapshots, packageRoot: packageRoot, home: home)
        try Self.refuseForeignContent(root)
        do { try Self.mark(root) } catch { throw .cannotPrepare(path: root.path, reason: "\(error)") }
        let descriptor = open(root.path + "/" + Self.markerName, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotPrepare(path: root.path, reason: FileReading.reason(errno)) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .inUse(path: root.path)
        }
        lockDescriptor = descriptor
    }

    deinit { close(lockDescriptor) }

    /// Whether a localeshot run holds the lock of the artifacts folder at `root` right now
    /// (a reader such as `report` then says "in use" instead of "no run.json").
    public static func isInUse(_ root: URL) -> Bool {
        let descriptor = open(root.standardizedFileURL.path + "/" + markerName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular else { return false }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    // MARK: - Where an artifacts folder may be

    /// Refuses an artifacts folder that equals, contains or lies inside `snapshots`, or that
    /// equals or contains the package root, `/` or `home`. Links are resolved first.
    public static func validate(artifacts: URL, snapshots: URL, packageRoot: URL, home: String?) throws(ArtifactFolderError) {
        let candidate = resolved(artifacts)
        let goldens = resolved(snapshots)
        if candidate == goldens { throw .overlaps(artifacts: artifacts.path, what: "is the snapshots folder", path: snapshots.path) }
        if isInside(candidate, goldens) { throw .overlaps(artifacts: artifacts.path, what: "lies inside the snapshots folder", path: snapshots.path) }
        if isInside(goldens, candidate) { throw .overlaps(artifacts: artifacts.path, what: "contains the snapshots folder", path: snapshots.path) }
        var protected = [("the package root", resolved(packageRoot)), ("the root folder", "/")]
        if let home, !home.isEmpty { protected.append(("the home folder", resolved(URL(fileURLWithPath: home)))) }
        for (name, path) in protected where candidate == path || isInside(path, candidate) {
            throw .overlaps(artifacts: artifacts.path, what: candidate == path ? "is" : "contains", path: "\(name) \(path)")
        }
    }

    /// `inner` lies strictly inside `outer` (both resolved, absolute).
    public static func isInside(_ inner: String, _ outer: String) -> Bool {
        inner.hasPrefix(outer == "/" ? "/" : outer + "/") && inner != outer
    }

    /// The absolute path with links resolved for the part that exists.
    public static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var path = existing.resolvingSymlinksInPath().path
        for component in rest { path += (path.hasSuffix("/") ? "" : "/") + component }
        return path
    }

    // MARK: - Marker

    /// Refuses a non-empty folder without the marker.
    static func refuseForeignContent(_ root: URL) throws(ArtifactFolderError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path), !names.isEmpty else { return }
        var info = stat()
        guard lstat(root.path + "/" + markerName, &info) == 0, FileKind(mode: info.st_mode) == .regular else {
            throw .notLocaleShots(path: root.path)
        }
    }

    /// Creates the folder if needed and puts the marker in it (an empty regular file).
    public static func mark(_ root: URL) throws(GoldenStoreError) {
        let folder = ConfinedFolder(root: root)
        switch try folder.kind(of: markerName) {
        case .regular?: return
        case nil: try folder.write([], to: markerName, durable: false)
        case let other?: throw .notRegularFile(path: folder.path(markerName), kind: other.description)
        }
    }

    // MARK: - A previous run's files

    /// The prefix of the folder a run moves the previous run's files into.
    static let asidePrefix = ".previous-"

    /// Moves the named entries of a previous run into a new `.previous-<pid>-<random>` folder
    /// so they never pose as this run's; returns that folder, to delete with ``discard(_:)``
    /// once this run's files are written. An ``ArtifactStore`` given it overwrites its files
    /// where this run writes the same names (deleting thousands of files right before creating
    /// as many makes ext4's inode allocator crawl). Leftovers of killed runs are deleted
    /// first. Every step goes through ``ConfinedFolder``: the folder is created new (an entry
    /// of the same name — say a planted link — is never reused), entries move as themselves,
    /// and nothing is moved through a link.
    public func setAside(_ names: [String]) throws(ArtifactFolderError) -> URL? {
        discardLeftovers()
        let folder = ConfinedFolder(root: root)
        var aside: String?
        for name in names {
            do {
                guard try folder.kind(of: name) != nil else { continue }
                let destination = try aside ?? folder.makeNewFolder(prefix: "\(Self.asidePrefix)\(getpid())-")
                aside = destination
                try folder.move(name, into: destination)
            } catch {
                throw .cannotPrepare(path: root.path + "/" + name, reason: "\(error)")
            }
        }
        return aside.map { root.appendingPathComponent($0) }
    }

    /// Deletes a folder this run set aside (only a `.previous-…` folder directly in this
    /// root, never through a link).
    public func discard(_ aside: URL) {
        guard aside.deletingLastPathComponent().standardizedFileURL.path == root.path,
              aside.lastPathComponent.hasPrefix(Self.asidePrefix) else { return }
        ConfinedFolder(root: root).removeTree(aside.lastPathComponent)
    }

    /// `.previous-<pid>[-…]` folders of runs that were killed before deleting them (a
    /// link or file of such a name is not LocaleShot's and is left alone).
    private func discardLeftovers() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return }
        for name in names where name.hasPrefix(Self.asidePrefix) {
            let digits = name.dropFirst(Self.asidePrefix.count).prefix { $0.isASCII && $0.isNumber }
            guard let pid = Int32(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            discard(root.appendingPathComponent(name))
        }
    }
}
