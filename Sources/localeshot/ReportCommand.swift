import Foundation
import SnapshotCore

extension Command {
    static let report = make(
        "report", "build report.html and summary.md from one or more artifact folders",
        help: """
        usage: localeshot report [ARTIFACT_DIR ...] [--out DIR]
          Reads run.json from each folder (default: $LOCALESHOT_ARTIFACTS or .build/localeshot-artifacts),
          e.g. one per CI shard, and writes one self-contained report.html and one summary.md
          (for a pull request's job summary) into --out (default: the first folder).
          Exit 0 when every snapshot matched, 1 otherwise, 66 when a folder has no run.json.
        """,
        valued: ["--out"]
    ) { options in
        let cwd = CLI.workingDirectory
        let folders = options.positional.isEmpty
            ? [ArtifactStore.defaultRoot(packageRoot: cwd, environment: ProcessInfo.processInfo.environment)]
            : options.positional.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        var runs: [(folder: URL, record: RunRecord)] = []
        for folder in folders {
            // A run still writing its artifacts holds the folder's lock: "in use", not "no run.json".
            if ArtifactFolder.isInUse(folder) { throw ArtifactFolderError.inUse(path: folder.path) }
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(RunRecord.fileName).path) else {
                throw InputError(message: "\(folder.path): no \(RunRecord.fileName) (run `localeshot verify` first)", exitCode: ExitCode.noInput)
            }
            do { runs.append((folder, try RunRecord.read(from: folder))) } catch {
                throw InputError(message: "\(folder.path)/\(RunRecord.fileName): \(error)", exitCode: ExitCode.dataError)
            }
        }
        let report = RunReport(runs: runs)
        let out = try OutputPath.check(options["--out"] ?? folders[0].path, option: options["--out"] == nil ? "the report folder" : "--out",
                                       snapshots: OutputPath.snapshotsFolder(), isFolder: true)
        let html = out.appendingPathComponent("report.html"), summary = out.appendingPathComponent("summary.md")
        try GoldenStore.writeFile(Array(report.html(outputFolder: out).utf8), to: html)
        try GoldenStore.writeFile(Array(report.markdownSummary(reportPath: html.path).utf8), to: summary)
        Console.out("\(report.failures.count) failing of \(report.entries.count) snapshots from \(runs.count) run(s)")
        Console.out("report: \(html.path)")
        Console.out("summary: \(summary.path)")
        return report.failures.isEmpty ? ExitCode.ok : ExitCode.mismatch
    }
}
