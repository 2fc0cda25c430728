import Foundation

// MARK: - File metadata across C libraries
//
// The one place in SafeFiles where Glibc (Linux), Darwin (macOS) and Musl differ. Everything
// else in the module calls POSIX functions whose Swift shape is the same on all three:
// - `open`/`openat` with a mode, `fstatat`, `mkdirat`, `renameat`, `unlinkat`, `flock`: the
//   `O_*`, `AT_*` and `LOCK_*` constants are `Int32` on every platform.
// - `mode_t` is `UInt32` on Glibc and Musl, `UInt16` on Darwin: ``FileKind/init(mode:)`` takes
//   the platform's `mode_t` and compares with `S_IF*` in `Int` (Glibc and Darwin declare them
//   as `mode_t`, Musl as `Int32`), so no caller converts it to a fixed width.
// - `dirent.d_name` is 256 bytes on Glibc and Musl, 1024 on Darwin; ``FileTree`` reads it up
//   to its NUL, whatever its length. `d_type` is `UInt8` everywhere, `DT_*` are converted
//   where they are compared (an `Int` enum on Glibc, `Int32` macros on Darwin).
// What does differ is below.

extension stat {
    /// The last modification time in nanoseconds since the epoch: `st_mtim` on Glibc and
    /// Musl, `st_mtimespec` on Darwin.
    var modificationNanoseconds: Int64 {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android)
        return Self.nanoseconds(st_mtim)
        #elseif canImport(Darwin)
        return Self.nanoseconds(st_mtimespec)
        #else
        #error("FileStamp: unknown C library (expected Glibc, Musl or Darwin)")
        #endif
    }

    /// The last status change time (every write, every `utimes`) in nanoseconds:
    /// `st_ctim` on Glibc and Musl, `st_ctimespec` on Darwin.
    var statusChangeNanoseconds: Int64 {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android)
        return Self.nanoseconds(st_ctim)
        #elseif canImport(Darwin)
        return Self.nanoseconds(st_ctimespec)
        #else
        #error("FileStamp: unknown C library (expected Glibc, Musl or Darwin)")
        #endif
    }

    /// The device number as an unsigned 64-bit value: `dev_t` is `UInt64` on Glibc and Musl
    /// but `Int32` on Darwin, so it is widened bit for bit (never trapping on a negative one).
    var deviceNumber: UInt64 { UInt64(truncatingIfNeeded: st_dev) }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
