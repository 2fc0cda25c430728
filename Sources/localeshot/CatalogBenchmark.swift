import Foundation
import SafeFiles

/// `bench --catalog`: generates a real-app-sized project (``CatalogAppGenerator``) and times
/// `localeshot catalog check` on it as a user runs it — a separate process given the two
/// project roots — with its peak memory from the kernel.
struct CatalogBenchmark {
    var generator = CatalogAppGenerator()
    var runs = 5
    /// Where the project is written; a temporary folder (removed after) when `nil`.
    var keep: URL?

    func run() throws -> Int32 {
        if let keep, FileManager.default.fileExists(atPath: keep.path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: keep.path)) != nil {
            throw UsageError(message: "--keep \(keep.path): already exists; name a new folder (the generated app is written there)")
        }
        let root = try keep ?? Self.temporaryFolder()
        defer { if keep == nil { try? FileManager.default.removeItem(at: root) } }
        try generator.write(to: root)
        let files = FileTree.regularFiles(under: root)
        let bytes = files.reduce(0) { $0 + Int(FileStamp(path: root.appendingPathComponent($1).path)?.size ?? 0) }
        let output = root.appendingPathComponent("check-output.txt")
        let arguments = ["catalog", "check", "--android", root.appendingPathComponent("android").path,
                         "--apple", root.appendingPathComponent("ios").path, "--max-findings", "0"]
        var seconds: [Double] = [], peak = 0, exit: Int32 = 0
        for _ in 0...runs {  // the first run warms the page cache and is not counted
            let (wall, status, maxResident) = try ChildProcess.runSelf(arguments, output: output)
            (exit, peak) = (status, max(peak, maxResident))
            seconds.append(wall)
        }
        seconds.removeFirst()
        let summary = (try? String(contentsOf: output, encoding: .utf8))?.split(separator: "\n").filter { $0.hasPrefix("counts:") || $0.hasSuffix("findings") } ?? []
        let sorted = seconds.sorted()
        Console.out("""
            | catalog check, generated app (\(generator.keys) keys × \(CatalogAppGenerator.languages.count) languages × 2 platforms, \(generator.modules) modules, Apple in \(generator.xcstrings ? "one .xcstrings" : ".strings + .stringsdict")) | |
            | --- | ---: |
            | files / size | \(files.count) / \(String(format: "%.1f", Double(bytes) / 1_048_576)) MiB |
            | wall time, median of \(runs) (min – max) | \(String(format: "%.0f ms (%.0f – %.0f)", sorted[sorted.count / 2] * 1000, sorted.first! * 1000, sorted.last! * 1000)) |
            | peak memory (max RSS of the process) | \(peak / 1024) MB |
            | exit status | \(exit) |

            \(summary.joined(separator: "\n"))
            """)
        if let keep { Console.out("project kept in \(keep.path)") }
        return ExitCode.ok
    }

    /// A new, empty temporary folder of our own.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localeshot-catalog-bench-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        return folder
    }
}
