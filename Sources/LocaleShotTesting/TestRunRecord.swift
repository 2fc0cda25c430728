import Foundation
import SafeFiles
import SnapshotCore

/// `swift test` and the CLI share one review path: every assertion's outcome is kept, and when
/// the test process exits, each artifacts folder that saw assertions gets a `run.json`, so
/// `localeshot report` builds the same report from a `swift test` run as from `verify`.
enum TestRunRecord {
    private static let lock = NSLock()
    /// Per artifacts folder: each outcome with the snapshot folder its golden is in (tests may
    /// keep goldens next to their files, so one run spans several).
    nonisolated(unsafe) private static var results: [String: [(result: SuiteRunner.Result, snapshots: URL)]] = [:]
    nonisolated(unsafe) private static var environments: [String: RenderEnvironment] = [:]
    nonisolated(unsafe) private static var drift: [String: [String]] = [:]
    /// A `manifest.json` that cannot be used, per artifacts folder (named once in run.json).
    nonisolated(unsafe) private static var warnings: [String: [String]] = [:]
    nonisolated(unsafe) private static var registered = false
    /// When the first assertion ran (a `static let` would be initialized only at exit).
    nonisolated(unsafe) private static var start = Date()
    /// The report files `localeshot report` writes beside `run.json`: stale once a new run is recorded.
    static let reportFiles = ["report.html", "summary.md"]

    /// Remembers an outcome; the first call registers the exit handler.
    static func add(_ outcome: SnapshotOutcome, locale: String, verifier: SnapshotVerifier) {
        lock.lock()
        defer { lock.unlock() }
        // Keyed by path: a folder's URL gains a trailing slash once the folder exists, and one
        // run must not be split into two records that overwrite each other.
        let root = verifier.artifacts.root.standardizedFileURL.path
        var result = SuiteRunner.Result(locale: locale, imageKey: outcome.key, image: outcome)
        if !outcome.passed { result.signature = FailureCause.signature(of: outcome) }
        results[root, default: []].append((result, verifier.store.root))
        environments[root] = verifier.environment
        if let problem = verifier.manifestProblem { warnings[root, default: []].append("\(problem)") }
        // Each failure's drift is its own golden's; the run's is their union.
        if !outcome.environmentDrift.isEmpty { drift[root] = ((drift[root] ?? []) + outcome.environmentDrift).uniqued() }
        if !registered {
            registered = true
            start = Date()
            atexit { TestRunRecord.write() }
        }
    }

    /// Writes `run.json` into each artifacts folder (best effort: the process is exiting).
    static func write() {
        lock.lock()
        defer { lock.unlock() }
        let mode = (try? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)) ?? .never
        for (path, results) in results {
            let root = URL(fileURLWithPath: path)
            guard let environment = environments[path] else { continue }
            let locales = results.map(\.result.locale).uniqued()
            let selection = RunRecord.Selection(locales: locales, codes: nil, shard: nil)
            // One record per snapshot folder (each entry knows its folder), merged.
            var record: RunRecord?
            // Grouped by path: the same folder may come as differently built URLs.
            let folders = Dictionary(grouping: results) { $0.snapshots.standardizedFileURL.path }
            for path in results.map({ $0.snapshots.standardizedFileURL.path }).uniqued() {
                let part = RunRecord(mode: mode, selection: selection, environment: environment, drift: drift[path] ?? [],
                                     duration: Date().timeIntervalSince(start), results: folders[path, default: []].map(\.result),
                                     artifactRoot: root, snapshotRoot: URL(fileURLWithPath: path))
                guard var merged = record else { record = part; continue }
                merged.entries += part.entries
                merged.groups = RunRecord.groups(of: merged.entries, causes: Dictionary(((merged.groups ?? []) + (part.groups ?? [])).map { ($0.id, $0.cause) }) { a, _ in a },
                                                 consequences: Dictionary(((merged.groups ?? []) + (part.groups ?? [])).compactMap { g in g.consequence.map { (g.id, $0) } }) { a, _ in a })
                record = merged
            }
            guard var record else { continue }
            if let found = warnings[path] { record.warnings = found.uniqued() }
            // Marked, so `prune` never takes a (possibly filtered) test run for a whole-matrix verify.
            record.tool = RunRecord.swiftTestTool
            try? ArtifactFolder.mark(root)
            try? GoldenStore.writeFile(record.encoded(), to: root.appendingPathComponent(RunRecord.fileName))
            // A report of an earlier run would pose as this one's (and, after a pass, show failures that are gone).
            for name in reportFiles { ConfinedFolder(root: root).removeFile(name) }
        }
    }
}
