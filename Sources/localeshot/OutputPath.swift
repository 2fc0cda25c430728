import Foundation
import SafeFiles
import SnapshotCore

/// The one rule every output option (`--out`, `--junit`, `--write-baseline`, a report's
/// folder) is checked by, before anything is written:
/// - never inside (or equal to) the snapshots folder — only `record` and `accept` write
///   goldens, and not through an option;
/// - never one of the command's own inputs, or a file the command itself writes (its
///   `run.json`), by path after resolving links or by identity (same device and inode);
/// - never through a link: the output itself must not be a symbolic link, nor special file.
/// A violation is a usage error (exit 64) naming the option.
struct OutputPath {
    /// The snapshots folder: `--snapshots`, else `LOCALESHOT_SNAPSHOTS`, else `Snapshots/`.
    static func snapshotsFolder(_ options: Options? = nil) -> URL {
        let environment = ProcessInfo.processInfo.environment["LOCALESHOT_SNAPSHOTS"].flatMap { $0.isEmpty ? nil : $0 }
        return URL(fileURLWithPath: options?["--snapshots"] ?? environment ?? "Snapshots", relativeTo: CLI.workingDirectory).standardizedFileURL
    }

    /// Checks `path` given to `option`; returns its absolute URL.
    /// - Parameters:
    ///   - isFolder: the option names a folder to write into (else a file).
    ///   - inputs: files the command reads (or writes itself) that this output must not be.
    ///   - inputFolders: folders whose catalog files (``isCatalogFile(_:)``) the command
    ///     reads: an output may not replace one of them.
    @discardableResult
    static func check(_ path: String, option: String, snapshots: URL, inputs: [URL] = [], inputFolders: [URL] = [],
                      isFolder: Bool = false) throws(UsageError) -> URL {
        let url = URL(fileURLWithPath: path, relativeTo: CLI.workingDirectory).standardizedFileURL
        var info = stat()
        if lstat(url.path, &info) == 0 {
            let kind = FileKind(mode: info.st_mode)
            if kind != (isFolder ? .directory : .regular) {
                let hint = kind == .directory ? "give a file name" : kind == .regular ? "give a folder"
                    : "LocaleShot never writes through a link or to a special file"
                throw UsageError(message: "\(option) \(path): is \(kind); \(hint)")
            }
        }
        let resolved = ArtifactFolder.resolved(url)
        let goldens = ArtifactFolder.resolved(snapshots)
        if resolved == goldens || ArtifactFolder.isInside(resolved, goldens) {
            throw UsageError(message: "\(option) \(path): lies inside the snapshots folder \(snapshots.path); only `record` and `accept` write there")
        }
        for input in inputs where resolved == ArtifactFolder.resolved(input) || sameFile(url, input) {
            throw UsageError(message: "\(option) \(path): is \(input.lastPathComponent == RunRecord.fileName ? "this run's own" : "an input of this command,") \(input.path); choose another file")
        }
        for folder in inputFolders where isCatalogFile(url) && ArtifactFolder.isInside(resolved, ArtifactFolder.resolved(folder)) {
            throw UsageError(message: "\(option) \(path): would replace a catalog file of the input \(folder.path); choose a file outside it")
        }
        return url
    }

    /// An existing file the catalog readers would read: `.xcstrings`, `values*/*.xml`,
    /// `*.lproj/*.strings` or `.stringsdict`.
    static func isCatalogFile(_ url: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        let folder = url.deletingLastPathComponent().lastPathComponent
        switch url.pathExtension {
        case "xcstrings": return true
        case "xml": return folder == "values" || folder.hasPrefix("values-")
        case "strings", "stringsdict": return folder.hasSuffix(".lproj")
        default: return false
        }
    }

    /// Both exist and are the same file (device and inode): a hard link or another spelling.
    static func sameFile(_ a: URL, _ b: URL) -> Bool {
        var first = stat(), second = stat()
        guard stat(a.path, &first) == 0, stat(b.path, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
