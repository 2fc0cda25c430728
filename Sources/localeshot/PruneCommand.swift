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
          Orphans are goldens of a suite the given runs rendered in full (every entry of its
          matrix, no filter, every shard) that no job of those runs produced. Only those suites'
          folders are considered, and named; every other suite's goldens are untouchable. When
          no suite was rendered in full (a filtered run, shards missing), prune refuses (exit 64).
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
            if ArtifactFolder.isInUse(folder) { throw ArtifactFolderError.inUse(path: folder.path) }
            do { records.append(try RunRecord.read(from: folder)) } catch {
                throw InputError(message: "\(folder.path): no readable \(RunRecord.fileName) (run `localeshot verify` first)",
                                 exitCode: ExitCode.noInput)
            }
        }
        let coverage = PrunePlan.coverage(records)
        guard !coverage.suites.isEmpty else { throw UsageError(message: "refusing to prune: \(coverage.reason)") }
        let snapshots = URL(fileURLWithPath: options["--snapshots"] ?? "Snapshots", relativeTo: cwd).standardizedFileURL
        Console.out("suites rendered in full, considered: \(coverage.suites.sorted().joined(separator: ", "))"
                    + (coverage.reason.isEmpty ? "" : "; others untouched (\(coverage.reason))"))
        let orphans = PrunePlan.orphans(in: snapshots, produced: Set(records.flatMap { $0.entries.flatMap(\.goldens) }), suites: coverage.suites)
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

/// What `prune` may delete: goldens of the suites the given runs rendered **in full**, and
/// nothing else.
enum PrunePlan {
    /// The suites every given run (or, for shards, every shard of one run) rendered in full,
    /// and why other suites are left alone (empty when there is nothing to say).
    static func coverage(_ records: [RunRecord]) -> (suites: Set<String>, reason: String) {
        if let foreign = records.first(where: { $0.tool != "localeshot" }) {
            return ([], "a run.json was written by \(foreign.tool), not by `localeshot verify` or `catalog render`")
        }
        guard records.allSatisfy({ $0.completeSuites != nil }) else {
            return ([], "a run.json was written by an older localeshot that did not record which suites it rendered in full; run it again")
        }
        var reasons: [String] = []
        // Runs without shards cover their complete suites alone; sharded runs only when every
        // shard of the same count is present and complete.
        var covered = Set(records.filter { $0.selection.shard == nil }.flatMap { $0.completeSuites ?? [] })
        let sharded = records.filter { $0.selection.shard != nil }
        let counts = Set(sharded.compactMap { $0.selection.shard?.count })
        if counts.count > 1 { reasons.append("shards of different sizes were given") }
        if counts.count == 1, let count = counts.first {
            let suites = Set(sharded.flatMap { $0.completeSuites ?? [] })
            for suite in suites {
                let present = Set(sharded.filter { ($0.completeSuites ?? []).contains(suite) }.compactMap { $0.selection.shard?.index })
                let missing = (1...count).filter { !present.contains($0) }
                if missing.isEmpty { covered.insert(suite) } else {
                    reasons.append("\(suite): shard(s) \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing; merge every shard's artifacts")
                }
            }
        }
        if covered.isEmpty && reasons.isEmpty {
            reasons.append("the run(s) rendered no suite in full (filtered with --codes, --locales, --theme, --languages or --group); run the whole matrix")
        }
        return (covered, reasons.joined(separator: "; "))
    }

    /// Golden files under `root` in the folders of `suites` that no run produced (relative
    /// paths), sorted. Other folders are never listed, whatever they hold.
    static func orphans(in root: URL, produced: Set<String>, suites: Set<String>) -> [String] {
        FileTree.regularFiles(under: root, include: { ($0.hasSuffix(".png") || $0.hasSuffix(".txt")) && !$0.hasPrefix(".") }).filter { path in
            guard let suite = path.split(separator: "/").first, suites.contains(String(suite)) else { return false }
            return !produced.contains(path)
        }
    }
}
