import Foundation

// MARK: - What a test needs from the machine (the tests' one platform switch)
//
// `make deps` installs Debian packages on Linux: `hb-shape` (libharfbuzz-bin), `optipng`,
// `pngcrush` and `/usr/share/unicode/emoji/emoji-test.txt` (unicode-data). On Linux a test that
// needs one of them fails when it is missing (so CI cannot silently skip it); elsewhere
// (macOS, where Homebrew installs only the libraries and `hb-shape`) the test is skipped when
// it is missing, and says so. `/dev/full` exists on Linux only.

/// Tools and files of the host that some tests need.
public enum HostTools {
    /// Whether `make deps` provides the Debian tools and data here (Linux), so their absence
    /// is a failure rather than a skip.
    public static var providesDebianPackages: Bool {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }

    /// The folders searched for a tool: Debian's, then Homebrew's (Apple silicon, Intel).
    static let folders = ["/usr/bin", "/bin", "/opt/homebrew/bin", "/usr/local/bin"]

    /// The executable `name` from ``folders``, or `nil`.
    public static func executable(_ name: String) -> URL? {
        folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Whether a test needing the tools `names` runs: always on Linux (where their absence
    /// fails it), elsewhere only when all are installed.
    public static func canRun(tools names: [String]) -> Bool {
        providesDebianPackages || names.allSatisfy { executable($0) != nil }
    }

    /// Whether a test needing the data file `path` runs: always on Linux, elsewhere only when
    /// the file is there.
    public static func canRun(withFile path: String) -> Bool {
        providesDebianPackages || FileManager.default.fileExists(atPath: path)
    }

    /// A device whose writes fail with `ENOSPC` (Linux's `/dev/full`), or `nil` (macOS has none).
    public static var fullDevice: String? {
        FileManager.default.fileExists(atPath: "/dev/full") ? "/dev/full" : nil
    }

    /// An executable that exits 0 at once, on every platform (`/bin/true` is Linux only).
    public static let trueExecutable = URL(fileURLWithPath: "/usr/bin/true")
}
