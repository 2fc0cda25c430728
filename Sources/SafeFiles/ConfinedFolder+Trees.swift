import Foundation

/// Creating, moving and deleting whole folders below a ``ConfinedFolder``'s root, with the
/// same rules as its file access: no link below the root is followed (a link is an entry
/// like any other, removed or moved as itself, never through), and a name that already
/// exists is never "fine" when LocaleShot asked for a new one.
extension ConfinedFolder {
    /// Creates a new, empty folder named `prefix` + a random suffix directly in the root and
    /// returns its name. An existing entry of that name (a folder, file or link someone put
    /// there) is never reused: another name is drawn.
    public func makeNewFolder(prefix: String) throws(FileAccessError) -> String {
        guard let directory = try openFolder([], create: true) else {
            throw .cannotCreateFolder(path: root.path, reason: "it disappeared while being created")
        }
        defer { close(directory) }
        for _ in 0..<16 {
            let name = prefix + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            if mkdirat(directory, name, 0o755) == 0 { return name }
            guard errno == EEXIST else { throw .cannotCreateFolder(path: path(name), reason: FileReading.reason(errno)) }
        }
        throw .cannotCreateFolder(path: path(prefix + "…"), reason: "16 random names were all taken")
    }

    /// Moves the entry `name` of the root (a file, folder or link, as itself) into the
    /// folder `destination` of the root, keeping its name. The destination must be a real
    /// folder (not a link) and must not already hold that name: nothing is replaced.
    /// Returns `false` when there was nothing to move.
    @discardableResult
    public func move(_ name: String, into destination: String) throws(FileAccessError) -> Bool {
        guard !Self.unsafeName(name[...]), !name.contains("/") else { throw .unsafePath(path: name) }
        guard let directory = try openFolder([], create: false) else { return false }
        defer { close(directory) }
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
        guard let target = try openFolder(Self.components(destination), create: false) else {
            throw .cannotWrite(path: path(destination), reason: "the folder does not exist")
        }
        defer { close(target) }
        if fstatat(target, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            throw .cannotWrite(path: path(destination + "/" + name), reason: "it exists; nothing is replaced")
        }
        guard renameat(directory, name, target, name) == 0 else {
            throw .cannotWrite(path: path(name), reason: FileReading.reason(errno))
        }
        return true
    }

    /// Deletes the folder `relativePath` and everything in it, without following any link:
    /// a link inside is removed as a link, its target untouched. A link or non-folder at
    /// `relativePath` itself is left alone (returns `false`).
    @discardableResult
    public func removeTree(_ relativePath: String) -> Bool {
        guard let (folder, name) = try? split(relativePath), let parent = try? openFolder(folder, create: false) else { return false }
        defer { close(parent) }
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileKind(mode: info.st_mode) == .directory else { return false }
        Self.removeContents(of: name, in: parent, depth: 0)
        return unlinkat(parent, name, AT_REMOVEDIR) == 0
    }

    /// Deletes what the folder `name` of `parent` holds, depth-first, links as links.
    private static func removeContents(of name: String, in parent: Int32, depth: Int) {
        guard depth < 64 else { return }
        let directory = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return }
        defer { close(directory) }
        for entry in entries(of: directory) {
            var info = stat()
            guard fstatat(directory, entry, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            if FileKind(mode: info.st_mode) == .directory {
                removeContents(of: entry, in: directory, depth: depth + 1)
                unlinkat(directory, entry, AT_REMOVEDIR)
            } else {
                unlinkat(directory, entry, 0)
            }
        }
    }

    /// The names in an open folder (without `.` and `..`), read through a duplicate of its
    /// descriptor so the caller's stays open.
    private static func entries(of directory: Int32) -> [String] {
        let copy = dup(directory)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = DirectoryEntryName.of(entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// The name of a `readdir` entry (`d_name` is a fixed-size C array on every platform).
enum DirectoryEntryName {
    static func of(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
        }
    }
}
