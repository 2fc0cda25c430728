import Countries
import Foundation
import SafeFiles
import LocaleShotSuites
import SnapshotCore

extension Command {
    static let prune = make(
        "prune", "delete goldens that no matrix entry produces",
        help: """
        usage: localeshot prune [ARTIFACT_DIR ...] [--snapshots DIR] [--dry-run] [--fail-on-orphans]
          Orphans are files under Snapshots/ (other than manifest.json) that no job of the given
          runs produced. The runs (their run.json) must together cover the whole standard matrix:
          after a filtered run, or with shards missing, prune refuses (exit 64).
          --dry-run lists the orphans without deleting them; --fail-on-orphans exits 1 when
          there are any (a CI check).
        """,
        valued: ["--snapshots"], switches: ["--dry-run", "--fail-on-orphans"]
    ) { options in
        let cwd = CLI.workingDirectory
        let folders = options.positional.isEmpty
            ? [ArtifactStore.defaultRoot(packageRoot: cwd, environment: ProcessInfo.processInfo.environment)]
            : options.positional.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        var records: [RunRecord] = []
        for folder in folders {
            do { records.append(try RunRecord.read(from: folder)) } catch {
                throw InputError(message: "\(folder.path): no readable \(RunRecord.fileName) (run `localeshot verify` first)",
                                 exitCode: ExitCode.noInput)
            }
        }
        if let gap = PrunePlan.coverageGap(records) { throw UsageError(message: "refusing to prune: \(gap)") }
        let snapshots = URL(fileURLWithPath: options["--snapshots"] ?? "Snapshots", relativeTo: cwd).standardizedFileURL
        let orphans = PrunePlan.orphans(in: snapshots, produced: Set(records.flatMap { $0.entries.flatMap(\.goldens) }))
        // Temporary files of killed recordings: deleted (they are LocaleShot's own) or listed.
        let temporaries = TemporaryFileName.stale(under: snapshots)
        let folder = ConfinedFolder(root: snapshots)
        let dryRun = options.has("--dry-run")
        for path in orphans + temporaries {
            if !dryRun && !folder.removeFile(path) {
                throw InputError(message: "\(folder.path(path)): could not delete", exitCode: ExitCode.ioError)
            }
            Console.out((dryRun ? "would delete " : "deleted ") + path + (temporaries.contains(path) ? " (temporary file of a killed run)" : ""))
        }
        Console.out("\(orphans.count) orphaned golden(s), \(temporaries.count) stale temporary file(s)" + (dryRun ? " (dry run)" : ""))
        return options.has("--fail-on-orphans") && !orphans.isEmpty ? ExitCode.mismatch : ExitCode.ok
    }
}

/// What `prune` may delete.
enum PrunePlan {
    /// Why the runs do not cover the standard matrix, or `nil` when they do.
    static func coverageGap(_ records: [RunRecord]) -> String? {
        let standard = LocaleMatrix.standard.locales.map(\.identifier)
        for record in records {
            if record.tool != "localeshot" { return "a run.json was written by \(record.tool), not by `localeshot verify`" }
            if record.selection.codes != nil { return "a run was filtered with --codes; run the whole matrix" }
            if record.selection.theme != nil { return "a run was filtered with --theme; run the whole matrix" }
            if Set(record.selection.locales) != Set(standard) { return "a run was filtered with --locales; run the whole matrix" }
        }
        if records.contains(where: { $0.selection.shard == nil }) { return nil }
        let counts = Set(records.compactMap { $0.selection.shard?.count })
        guard counts.count == 1, let count = counts.first else { return "shards of different sizes were given" }
        let present = Set(records.compactMap { $0.selection.shard?.index })
        let missing = (1...count).filter { !present.contains($0) }
        return missing.isEmpty ? nil : "shard(s) \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing; merge every shard's artifacts"
    }

    /// Golden files of the standard suite's folders under `root` not in `produced` (relative
    /// paths), sorted. Other folders (catalog goldens, other suites) are not the matrix's.
    static func orphans(in root: URL, produced: Set<String>) -> [String] {
        FileTree.regularFiles(under: root, include: { ($0.hasSuffix(".png") || $0.hasSuffix(".txt")) && !$0.hasPrefix(".") }).filter { path in
            guard let suite = path.split(separator: "/").first, StandardSuite.suites.contains(String(suite)) else { return false }
            return !produced.contains(path)
        }
    }
}
