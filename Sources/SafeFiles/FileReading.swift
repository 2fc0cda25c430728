import Foundation

/// Reading and writing through file descriptors, with the checks every read needs: a regular
/// file, within a size cap, read to its end without trusting what it claims.
public enum FileReading {
    /// Reads a file a user named on the command line (`diff A B`, an allow-list): a link the
    /// user named is followed, but only a regular file within `cap` bytes is read, so a FIFO
    /// or device never blocks and a huge file is refused before it is read.
    /// Returns `nil` when there is no such file.
    public static func readUserFile(path: String, cap: Int) throws(FileAccessError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: reason(errno))
        }
        defer { close(descriptor) }
        return try readRegular(descriptor, path: path, cap: cap)
    }

    /// Reads an open descriptor to its end after checking that it is a regular file of at
    /// most `cap` bytes; a file that grows past the cap while being read is refused too.
    static func readRegular(_ descriptor: Int32, path: String, cap: Int) throws(FileAccessError) -> [UInt8] {
        try readRegularStamped(descriptor, path: path, cap: cap).bytes
    }

    /// ``readRegular(_:path:cap:)``, with the file's stamp as it was when reading began.
    static func readRegularStamped(_ descriptor: Int32, path: String, cap: Int) throws(FileAccessError) -> (bytes: [UInt8], stamp: FileStamp) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: reason(errno)) }
        let stamp = FileStamp(info)
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { throw .notRegularFile(path: path, kind: kind.description) }
        let size = Int(info.st_size)
        guard size <= cap else { throw .tooLarge(path: path, size: size, limit: cap) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= cap else { throw .tooLarge(path: path, size: count, limit: cap) }
                bytes += [UInt8](repeating: 0, count: min(cap + 1, bytes.count * 2) - bytes.count)
            }
            let read = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: reason(errno))
            }
            if read == 0 { break }
            count += read
        }
        guard count <= cap else { throw .tooLarge(path: path, size: count, limit: cap) }
        bytes.removeLast(bytes.count - count)
        return (bytes, stamp)
    }

    /// Writes all bytes (retrying interrupted writes); the `errno` of a failure, or `nil`.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// The system's text for an `errno`.
    public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// One line for a Foundation error: its underlying POSIX reason when it has one.
    public static func reason(of error: Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(Int32(underlying.code))
        }
        if error.domain == NSPOSIXErrorDomain { return reason(Int32(error.code)) }
        return error.localizedFailureReason ?? error.localizedDescription
    }
}

/// The temporary files of atomic writes, `.<name>.<pid>.<random>.tmp`, and the stale ones a
/// killed process left behind.
public enum TemporaryFileName {
    static func make(for name: String) -> String {
        ".\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
    }

    /// The process id in a temporary file's name, or `nil` when `name` is not one of ours.
    public static func owner(of name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, UInt64(parts[parts.count - 1]) != nil, let pid = Int32(parts[parts.count - 2]), pid > 0,
              !parts[0..<(parts.count - 2)].joined(separator: ".").isEmpty else { return nil }
        return pid
    }

    /// Whether the process that made the file has ended (so the file can never be completed).
    public static func isStale(_ name: String) -> Bool {
        guard let pid = owner(of: name) else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Relative paths of stale temporary files below `root`, in the folders `descend` accepts
    /// (by their path below `root`; files directly in `root` are always looked at).
    public static func stale(under root: URL, descend: (String) -> Bool = { _ in true }) -> [String] {
        FileTree.regularFiles(under: root, onlyHidden: true, descend: descend, include: { name in name.hasSuffix(".tmp") }).filter { path in
            isStale(String(path.split(separator: "/").last ?? ""))
        }
    }

    /// Deletes the stale temporary files below `root` (in the folders `descend` accepts);
    /// returns their relative paths.
    @discardableResult
    public static func removeStale(under root: URL, descend: (String) -> Bool = { _ in true }) -> [String] {
        let folder = ConfinedFolder(root: root)
        return stale(under: root, descend: descend).filter { folder.removeFile($0) }
    }
}

/// Walking a folder without following links.
public enum FileTree {
    /// Relative paths (sorted) of the regular files below `root` whose name passes `include`;
    /// links are neither followed nor listed. One `readdir` per folder, no `stat` per file
    /// (where the file system reports entry types), so it is cheap enough for every run.
    /// With `onlyHidden`, files not starting with `.` are skipped before their name is
    /// decoded (the stale-temporary scan of every run).
    /// `descend` decides, by its path below `root`, whether a folder is walked (e.g. not `app/build`).
    /// `others` hears of every entry that is neither a folder nor a regular file (a link, a
    /// FIFO…) whose name passes `include`, so a caller can refuse it instead of missing it.
    public static func regularFiles(under root: URL, maxDepth: Int = 16, onlyHidden: Bool = false,
                                    descend: (String) -> Bool = { _ in true },
                                    include: (String) -> Bool = { _ in true },
                                    others: ((String, FileKind) -> Void)? = nil) -> [String] {
        var found: [String] = []
        func walk(_ relative: String, depth: Int) {
            let folder = relative.isEmpty ? root.path : root.path + "/" + relative
            guard depth <= maxDepth, let stream = opendir(folder) else { return }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                if onlyHidden, entry.pointee.d_type == UInt8(DT_REG), entry.pointee.d_name.0 != UInt8(ascii: ".") { continue }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var kind: FileKind
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): kind = .directory
                case Int32(DT_REG): kind = .regular
                case Int32(DT_LNK): kind = .symbolicLink
                case Int32(DT_FIFO): kind = .fifo
                case Int32(DT_SOCK): kind = .socket
                case Int32(DT_CHR): kind = .characterDevice
                case Int32(DT_BLK): kind = .blockDevice
                case Int32(DT_UNKNOWN):
                    var info = stat()
                    guard lstat(folder + "/" + name, &info) == 0 else { continue }
                    kind = FileKind(mode: info.st_mode)
                default: kind = .unknown
                }
                if kind == .directory {
                    if descend(child) { walk(child, depth: depth + 1) }
                } else if kind == .regular, include(name) {
                    found.append(child)
                } else if kind != .regular, include(name) {
                    others?(child, kind)
                }
            }
        }
        walk("", depth: 0)
        return found.sorted()
    }
}
