import Countries
import Foundation
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
        let orphans = try PrunePlan.orphans(in: snapshots, produced: Set(records.flatMap { $0.entries.flatMap(\.goldens) }))
        for orphan in orphans {
            if !options.has("--dry-run") { try FileManager.default.removeItem(at: snapshots.appendingPathComponent(orphan)) }
            print((options.has("--dry-run") ? "would delete " : "deleted ") + orphan)
        }
        print("\(orphans.count) orphaned golden(s)" + (options.has("--dry-run") ? " (dry run)" : ""))
        return options.has("--fail-on-orphans") && !orphans.isEmpty ? ExitCode.mismatch : ExitCode.ok
    }
}

/// What `prune` may delete.
enum PrunePlan {
    /// Why the runs do not cover the standard matrix, or `nil` when they do.
    static func coverageGap(_ records: [RunRecord]) -> String? {
        let standard = LocaleMatrix.standard.locales.map(\.identifier)
        for record in records {
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
    static func orphans(in root: URL, produced: Set<String>) throws -> [String] {
        var orphans: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".png") || path.hasSuffix(".txt"),
                  let suite = path.split(separator: "/").first, StandardSuite.suites.contains(String(suite)) else { continue }
            if !produced.contains(path) { orphans.append(path) }
        }
        return orphans.sorted()
    }
}
