import Foundation

/// Writing a file into the inode of an earlier run's same-named file instead of a new one.
///
/// A run that replaces thousands of files (a failing run's artifacts) pays for allocating
/// and freeing inodes: ext4 without a journal looks for each new inode past every inode freed
/// in the last seconds (`recently_deleted`), 0.2–1.3 s of system time for the ~3,900 artifacts
/// of an every-row-failing run in a folder the previous run had filled. Reusing the previous
/// run's file keeps its inode: nothing is allocated, nothing freed.
///
/// A file is reused only when overwriting it destroys nothing that deleting it would not: a
/// regular file (never a link, folder or special file), owned by this user, with no other
/// link (no other name sees its bytes change). It is moved to the new file's temporary name,
/// overwritten there and renamed into place like any new file, so readers still see it
/// complete or not at all. It is overwritten without truncating it to zero first: on ext4 a
/// truncation to zero starts writeback when the file is closed (`auto_da_alloc`).
extension ConfinedFolder {
    /// Moves `name` of the open folder `source` to `temporary` in the open folder `directory`
    /// and opens it for writing, when it may be reused; returns the descriptor and the file's
    /// size, or `nil` with nothing moved.
    static func reuse(_ name: String, from source: Int32, as temporary: String, in directory: Int32) -> (descriptor: Int32, size: Int)? {
        var before = stat()
        guard fstatat(source, name, &before, AT_SYMLINK_NOFOLLOW) == 0, isReusable(before),
              renameat(source, name, directory, temporary) == 0 else { return nil }
        let descriptor = openat(directory, temporary, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        var after = stat()
        if descriptor >= 0, fstat(descriptor, &after) == 0, isReusable(after), after.st_dev == before.st_dev, after.st_ino == before.st_ino {
            return (descriptor, Int(after.st_size))
        }
        // Changed between the checks: back where it was, for its owner's clean-up to delete.
        if descriptor >= 0 { close(descriptor) }
        if renameat(directory, temporary, source, name) != 0 { unlinkat(directory, temporary, 0) }
        return nil
    }

    /// A regular file of this user with one link.
    private static func isReusable(_ info: stat) -> Bool {
        FileKind(mode: info.st_mode) == .regular && info.st_nlink == 1 && info.st_uid == geteuid()
    }
}
