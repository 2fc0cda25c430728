import Foundation

/// File access confined to one folder (the goldens, or an artifacts folder).
///
/// The rules of LocaleShot's safety section, in one place:
/// - A path below the root is walked one component at a time with `O_NOFOLLOW`: a symbolic
///   link anywhere below the root (file or folder) is refused, never followed. The root
///   itself is the user's choice and may be a link.
/// - Only regular files are read, replaced or deleted. A FIFO, socket or device is refused
///   before any read (it is opened with `O_NONBLOCK`, so opening it cannot block either).
/// - A file larger than the caller's cap is refused before it is read.
/// - Writes are atomic: a temporary file `.<name>.<pid>.<random>.tmp` in the destination's
///   folder, then `renameat(2)`; a destination that exists and is not a regular file is
///   refused, not replaced.
///
/// Reads take the fast path: each folder below the root is checked once per
/// `ConfinedFolder` (every component `lstat`ed: a real folder, not a link) and remembered,
/// then the file is opened with one `open(O_NOFOLLOW)`. LocaleShot defends against hostile
/// files in a checkout, not against a process racing it on the same machine.
public struct ConfinedFolder: Sendable {
    public let root: URL
    private let checkedFolders = CheckedFolders()

    /// Whether writing creates the root folder (and its parents) when it is missing. A
    /// single output file a user named (`--out FILE`) turns this off: its folder must exist,
    /// as for `cp`, so a typo never creates folders anywhere.
    public var createsRoot = true

    /// `root.path`, computed once (every file's path starts with it).
    private let rootPath: String

    public init(root: URL) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
    }

    // MARK: - Reading

    /// The bytes of the regular file at `relativePath`; `nil` when it does not exist.
    public func read(_ relativePath: String, cap: Int) throws(FileAccessError) -> [UInt8]? {
        try readStamped(relativePath, cap: cap)?.bytes
    }

    /// The stamp of the regular file at `relativePath` without reading it (one `lstat` once its
    /// folder is checked); `nil` when there is none, or it is a link or not a regular file
    /// (reading it tells why).
    public func stamp(of relativePath: String) throws(FileAccessError) -> FileStamp? {
        guard try checkFolder(of: relativePath) else { return nil }
        var info = stat()
        guard lstat(path(relativePath), &info) == 0, FileKind(mode: info.st_mode) == .regular else { return nil }
        return FileStamp(info)
    }

    /// ``read(_:cap:)`` with the stamp of the file read (from the descriptor the bytes came from).
    public func readStamped(_ relativePath: String, cap: Int) throws(FileAccessError) -> (bytes: [UInt8], stamp: FileStamp)? {
        guard try checkFolder(of: relativePath) else { return nil }
        let descriptor = open(path(relativePath), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT { return nil }
            var info = stat()
            if lstat(path(relativePath), &info) == 0, FileKind(mode: info.st_mode) != .regular {
                throw .notRegularFile(path: path(relativePath), kind: FileKind(mode: info.st_mode).description)
            }
            throw .unreadable(path: path(relativePath), reason: FileReading.reason(code))
        }
        defer { close(descriptor) }
        return try FileReading.readRegularStamped(descriptor, path: path(relativePath), cap: cap)
    }

    /// Whether the folder of `relativePath` exists, every component a real folder; `false`
    /// when it does not. In a folder already checked, only the file name needs checking (the
    /// verify hot path reads thousands of goldens from a few folders).
    private func checkFolder(of relativePath: String) throws(FileAccessError) -> Bool {
        let slash = relativePath.lastIndex(of: "/")
        let name = slash.map { relativePath[relativePath.index(after: $0)...] } ?? relativePath[...]
        let folderPath = slash.map { String(relativePath[..<$0]) } ?? ""
        if relativePath.hasPrefix("/") || Self.unsafeName(name) || !checkedFolders.contains(folderPath) {
            let (folder, _) = try split(relativePath)
            return try folderExists(folder)
        }
        return true
    }

    /// Whether the folder `components` below the root exists, every component a real folder
    /// (checked once, then remembered, with each folder on the way: the thousands of
    /// `values-*` folders of an Android project share their parents); a link or special file
    /// on the way is refused.
    func folderExists(_ components: [String]) throws(FileAccessError) -> Bool {
        let key = components.joined(separator: "/")
        if checkedFolders.contains(key) { return true }
        var info = stat()
        if components.first.map(checkedFolders.contains) != true {
            guard stat(rootPath, &info) == 0 else {
                if errno == ENOENT { return false }
                throw .unreadable(path: rootPath, reason: FileReading.reason(errno))
            }
        }
        var walked = ""
        for component in components {
            walked += (walked.isEmpty ? "" : "/") + component
            if checkedFolders.contains(walked) { continue }
            guard lstat(path(walked), &info) == 0 else {
                if errno == ENOENT { return false }
                throw .unreadable(path: path(walked), reason: FileReading.reason(errno))
            }
            switch FileKind(mode: info.st_mode) {
            case .directory: checkedFolders.insert(walked)
            case .regular: throw .unreadable(path: path(walked), reason: FileReading.reason(ENOTDIR))
            case let kind: throw .notRegularFile(path: path(walked), kind: kind.description)
            }
        }
        checkedFolders.insert(key)
        return true
    }

    /// What is at `relativePath` without following a link: `nil` when nothing is.
    public func kind(of relativePath: String) throws(FileAccessError) -> FileKind? {
        let (folder, name) = try split(relativePath)
        guard let directory = try openFolder(folder, create: false) else { return nil }
        defer { close(directory) }
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    // MARK: - Writing and deleting

    /// Atomically writes a regular file, creating folders below the root as needed; with
    /// `durable`, the data is fsynced before the rename.
    public func write(_ bytes: [UInt8], to relativePath: String, durable: Bool) throws(FileAccessError) {
        let (folder, name) = try split(relativePath)
        try write([(name, bytes)], inFolder: folder.joined(separator: "/"), durable: durable)
    }

    /// Atomically writes several regular files into one folder below the root, opened once
    /// (a failing snapshot writes its artifacts together), after deleting the regular files
    /// `removing` there (artifacts of an earlier run this one does not replace). Each file is
    /// complete or absent; a failure stops at the first file that cannot be written.
    ///
    /// `reusing` names a folder below the root whose files the caller is going to delete (an
    /// earlier run's artifacts, set aside): a file of the same name there is moved in and
    /// overwritten instead of creating a new one, when that destroys nothing deleting it would
    /// not (see `ConfinedFolder+Reuse.swift`).
    public func write(_ files: [(name: String, bytes: [UInt8])], removing: [String] = [], inFolder relativeFolder: String,
                      durable: Bool, reusing previousFolder: String? = nil) throws(FileAccessError) {
        let folder = try Self.components(relativeFolder)
        for (name, _) in files where Self.unsafeName(Substring(name)) || name.contains("/") { throw .unsafePath(path: path(relativeFolder + "/" + name)) }
        guard let directory = try openFolder(folder, create: true) else {
            throw .cannotCreateFolder(path: path(folder.joined(separator: "/")), reason: "it disappeared while being created")
        }
        defer { close(directory) }
        Self.removeRegularFiles(removing.filter { !Self.unsafeName(Substring($0)) && !$0.contains("/") }, in: directory)
        // The earlier files' folder, if it exists and is reached without a link; else nothing is reused.
        let source = previousFolder.flatMap { try? Self.components($0) }.flatMap { try? openFolder($0, create: false) }
        defer { if let source { close(source) } }
        let prefix = folder.isEmpty ? "" : folder.joined(separator: "/") + "/"
        for (name, bytes) in files {
            try write(bytes, named: name, in: directory, relativePath: prefix + name, durable: durable, reusingFrom: source)
        }
    }

    /// One file of ``write(_:removing:inFolder:durable:reusing:)``: a temporary file (new, or
    /// the same-named file of `source` reused), then a rename over `name` (never over a folder,
    /// link or other non-regular entry).
    private func write(_ bytes: [UInt8], named name: String, in directory: Int32, relativePath: String, durable: Bool,
                       reusingFrom source: Int32? = nil) throws(FileAccessError) {
        var existing = stat()
        if fstatat(directory, name, &existing, AT_SYMLINK_NOFOLLOW) == 0, FileKind(mode: existing.st_mode) != .regular {
            throw .notRegularFile(path: path(relativePath), kind: FileKind(mode: existing.st_mode).description)
        }
        let temporary = TemporaryFileName.make(for: name)
        let reused = source.flatMap { Self.reuse(name, from: $0, as: temporary, in: directory) }
        let descriptor = reused?.descriptor ?? openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: path(relativePath), reason: FileReading.reason(errno)) }
        // A reused file longer than the new bytes loses its tail.
        let shortened = { () -> Int32? in
            guard let reused, reused.size > bytes.count else { return nil }
            return ftruncate(descriptor, off_t(bytes.count)) == 0 ? nil : errno
        }
        if let failure = FileReading.writeAll(bytes, to: descriptor) ?? shortened() ?? (durable && fsync(descriptor) != 0 ? errno : nil) {
            close(descriptor)
            unlinkat(directory, temporary, 0)
            throw .cannotWrite(path: path(relativePath), reason: FileReading.reason(failure))
        }
        close(descriptor)
        guard renameat(directory, temporary, directory, name) == 0 else {
            let reason = FileReading.reason(errno)
            unlinkat(directory, temporary, 0)
            throw .cannotWrite(path: path(relativePath), reason: reason)
        }
    }

    /// Deletes the regular file at `relativePath` if there is one (never a link's target,
    /// never a folder). Returns whether a file was deleted.
    @discardableResult
    public func removeFile(_ relativePath: String) -> Bool {
        guard let (folder, name) = try? split(relativePath),
              let directory = try? openFolder(folder, create: false) else { return false }
        defer { close(directory) }
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileKind(mode: info.st_mode) == .regular else { return false }
        return unlinkat(directory, name, 0) == 0
    }

    /// Deletes the regular files `names` of one folder below the root; one `access` when the
    /// folder does not exist (the common case on the verify hot path).
    public func removeFiles(_ names: [String], inFolder relativeFolder: String) {
        guard access(path(relativeFolder), F_OK) == 0, let components = try? Self.components(relativeFolder),
              let directory = try? openFolder(components, create: false) else { return }
        defer { close(directory) }
        Self.removeRegularFiles(names, in: directory)
    }

    /// Deletes those of `names` in the open folder `directory` that are regular files (never a
    /// link, never a folder).
    private static func removeRegularFiles(_ names: [String], in directory: Int32) {
        for name in names {
            var info = stat()
            if fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileKind(mode: info.st_mode) == .regular {
                unlinkat(directory, name, 0)
            }
        }
    }

    // MARK: - Paths

    /// The absolute path of a relative path, for messages.
    public func path(_ relativePath: String) -> String {
        relativePath.isEmpty ? rootPath : rootPath + "/" + relativePath
    }

    /// Splits `a/b/c.png` into folders and a file name, refusing empty, `.` and `..` parts.
    func split(_ relativePath: String) throws(FileAccessError) -> (folder: [String], name: String) {
        var parts = try Self.components(relativePath)
        guard let name = parts.popLast() else { throw .unsafePath(path: relativePath) }
        return (parts, name)
    }

    /// A file name ``components(_:)`` would refuse. A NUL is looked for as a byte:
    /// `contains("\0")` is Foundation's substring search (1 % of a warm verify's CPU).
    static func unsafeName(_ name: Substring) -> Bool {
        name.isEmpty || name == "." || name == ".." || name.utf8.contains(0)
    }

    /// The components of a relative path; refuses absolute paths and empty, `.` or `..` parts.
    public static func components(_ relativePath: String) throws(FileAccessError) -> [String] {
        if relativePath.isEmpty { return [] }
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relativePath.hasPrefix("/"), !parts.contains(where: { unsafeName(Substring($0)) }) else {
            throw .unsafePath(path: relativePath)
        }
        return parts
    }

    /// Opens the folder `components` below the root without following links; `nil` when it
    /// does not exist (and `create` is false).
    func openFolder(_ components: [String], create: Bool) throws(FileAccessError) -> Int32? {
        var directory = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory < 0, errno == ENOENT, create, !createsRoot {
            throw .cannotWrite(path: root.path, reason: "no such folder (LocaleShot does not create the folder of an output file)")
        }
        if directory < 0, errno == ENOENT, create {
            do { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) } catch {
                throw .cannotCreateFolder(path: root.path, reason: FileReading.reason(of: error))
            }
            directory = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        if directory < 0 {
            let code = errno
            if code == ENOENT { return nil }
            let reason = FileReading.reason(code)
            guard create else { throw .unreadable(path: root.path, reason: reason) }
            // The folder exists (opening it failed for another reason, e.g. permission): the
            // cause is that it cannot be written into, not that it cannot be created.
            var info = stat()
            if stat(root.path, &info) == 0, FileKind(mode: info.st_mode) == .directory { throw .cannotWrite(path: root.path, reason: reason) }
            throw .cannotCreateFolder(path: root.path, reason: reason)
        }
        var walked = ""
        for component in components {
            walked += (walked.isEmpty ? "" : "/") + component
            var next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(directory, component, 0o755) != 0, errno != EEXIST {
                    let reason = FileReading.reason(errno)
                    close(directory)
                    throw .cannotCreateFolder(path: path(walked), reason: reason)
                }
                next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let code = errno
                defer { close(directory) }
                if code == ENOENT { return nil }
                throw refusal(at: directory, name: component, relativePath: walked, errno: code)
            }
            close(directory)
            directory = next
        }
        return directory
    }

    /// The error for an entry that could not be opened: a typed refusal for links and other
    /// non-regular entries, else the system's reason.
    private func refusal(at directory: Int32, name: String, relativePath: String, errno code: Int32) -> FileAccessError {
        var info = stat()
        if fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            let kind = FileKind(mode: info.st_mode)
            // A regular file where a folder belongs is a plain error (a write may still be
            // tried, and fail); links and special files are refusals.
            if kind == .symbolicLink || (kind != .regular && kind != .directory) {
                return .notRegularFile(path: path(relativePath), kind: kind.description)
            }
        }
        return .unreadable(path: path(relativePath), reason: FileReading.reason(code))
    }
}

/// The type of a file system entry, as `lstat` sees it.
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
    case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown

    /// The kind of an `st_mode`.
    public init(mode: mode_t) {
        // In `Int`: `mode_t` and the `S_IF*` types differ by C library (see Platform.swift).
        switch Int(mode) & Int(S_IFMT) {
        case Int(S_IFREG): self = .regular
        case Int(S_IFDIR): self = .directory
        case Int(S_IFLNK): self = .symbolicLink
        case Int(S_IFIFO): self = .fifo
        case Int(S_IFSOCK): self = .socket
        case Int(S_IFCHR): self = .characterDevice
        case Int(S_IFBLK): self = .blockDevice
        default: self = .unknown
        }
    }

    public var description: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a folder"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO"
        case .socket: return "a socket"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .unknown: return "not a regular file"
        }
    }
}

/// The folders a ``ConfinedFolder`` has already checked, shared by its copies and threads.
final class CheckedFolders: @unchecked Sendable {
    private var folders: Set<String> = []
    private let lock = NSLock()

    func contains(_ folder: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return folders.contains(folder)
    }

    func insert(_ folder: String) {
        lock.lock()
        defer { lock.unlock() }
        folders.insert(folder)
    }
}
