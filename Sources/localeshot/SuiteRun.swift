import Countries
import Foundation
import SafeFiles
import Raster
import LocaleShotSuites
import SnapshotCore
import Typesetting
import Widgets

/// `verify` and `record`: run the standard suite's jobs for a selection, report, exit.
struct SuiteRun {
    static let valued: Set<String> = Selection.options.union(["--snapshots", "--artifacts", "--jobs", "--junit"])
    static let switches: Set<String> = ["--json", "--no-cache", "--canary"]

    let selection: Selection
    let snapshots: URL
    let artifacts: URL
    let workers: Int
    let junit: String?
    let json: Bool
    let useCache: Bool
    /// What a missing golden's message tells the user to run.
    var recordHint = "run `localeshot record --mode missing` to record it"
    /// Render with the seed's bug injected (flags looked up by localized name).
    let canary: Bool

    init(_ options: Options, positionalAllowed: Bool = false) throws {
        guard positionalAllowed || options.positional.isEmpty else {
            throw UsageError(message: "unexpected argument \(options.positional[0]) (see --help)")
        }
        selection = try Selection(options)
        let cwd = CLI.workingDirectory
        snapshots = URL(fileURLWithPath: options["--snapshots"] ?? "Snapshots", relativeTo: cwd).standardizedFileURL
        artifacts = options["--artifacts"].map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
            ?? ArtifactStore.defaultRoot(packageRoot: cwd, environment: ProcessInfo.processInfo.environment)
        if let count = try options.positiveInteger("--jobs") {
            workers = count
        } else {
            workers = ProcessInfo.processInfo.activeProcessorCount
        }
        junit = options["--junit"]
        if let junit {
            try OutputPath.check(junit, option: "--junit", snapshots: snapshots, inputs: [artifacts.appendingPathComponent(RunRecord.fileName)])
        }
        json = options.has("--json")
        useCache = !options.has("--no-cache")
        canary = options.has("--canary")
    }

    /// Runs the standard suite's jobs for the selection under `mode`; returns the exit code.
    func run(mode: RecordMode) throws -> Int32 {
        // What the rows need besides their jobs is read on other threads while the jobs are built.
        let preparation = try RunPreparation(useCache: useCache, expectedRows: selection.locales.count * selection.codes.count)
        // An earlier run's report.html and summary.md would pose as this run's: set aside too.
        return try run(mode: mode, jobs: try selection.jobs(bugs: canary ? .all : []), selection: selection.record,
                       suites: [RunRecord.fileName, "report.html", "summary.md"] + StandardSuite.suites,
                       complete: selection.isWholeMatrix ? StandardSuite.suites : [], preparation: preparation)
    }

    /// Re-records exactly the rows of one group of the previous run (its `run.json` in the
    /// artifacts folder), with record mode `all`.
    func recordGroup(_ id: String) throws -> Int32 {
        let previous: RunRecord
        do { previous = try RunRecord.read(from: artifacts) } catch {
            throw InputError(message: "\(artifacts.path): no readable \(RunRecord.fileName) (run `localeshot verify` first): \(error)",
                             exitCode: ExitCode.noInput)
        }
        let groups = previous.groups ?? []
        guard let group = groups.first(where: { $0.id == id }) else {
            let known = groups.map { "\($0.id) (\($0.count) rows: \($0.cause))" }.joined(separator: "; ")
            throw UsageError(message: "no group \(id) in the last run" + (known.isEmpty ? " (it had no failures)" : "; its groups: \(known)"))
        }
        let rows = Set(group.rows)
        let jobs = try selection.jobs().filter { rows.contains("\($0.imageKey.suite)/\($0.locale)/\($0.imageKey.name)") }
        guard jobs.count == rows.count else {
            throw UsageError(message: "group \(id) has \(rows.count) rows but this selection finds \(jobs.count); use the last run's --locales/--codes")
        }
        var record = selection.record
        record.codes = jobs.compactMap(\.subject).uniqued()
        return try run(mode: .all, jobs: jobs, selection: record, suites: [RunRecord.fileName] + StandardSuite.suites, complete: [])
    }

    /// `LOCALESHOT_SIDE_BY_SIDE`: `all`, `none` or how many failures get a side-by-side image
    /// (default 50, the first in job order).
    static func sideBySide() throws -> ArtifactStore.SideBySide {
        let value = ProcessInfo.processInfo.environment["LOCALESHOT_SIDE_BY_SIDE"]
        guard let policy = ArtifactStore.SideBySide(environmentValue: value, fallback: .suiteDefault) else {
            throw UsageError(message: "LOCALESHOT_SIDE_BY_SIDE must be all, none or a count of failures (got \"\(value ?? "")\")")
        }
        return policy
    }

    /// Runs `jobs` under `mode`, writing `run.json` with `selection`; `suites` are the artifact
    /// folders (and run.json) of a previous run to set aside first; `complete` the suites
    /// whose whole matrix `jobs` holds (recorded for `prune`).
    /// `texts` are text goldens verified beside the jobs (fit sheets); `findings` what the suite
    /// found about the content, called with the artifacts folder once the jobs ran (it may
    /// write images there), recorded in `run.json` and shown first in the reports; `started`
    /// when the run's work began (before measuring, for `catalog render`).
    func run(mode: RecordMode, jobs: [TypesetJob], selection: RunRecord.Selection, suites: [String], complete: [String],
             texts: [(key: SnapshotKey, locale: String, text: String)] = [],
             findings: (URL) throws -> (findings: [RunFinding], warnings: [String]) = { _ in ([], []) },
             started: Date = Date(), preparation: RunPreparation? = nil) throws -> Int32 {
        let start = started
        let preparation = try preparation ?? RunPreparation(useCache: useCache, expectedRows: jobs.count)
        var environment = preparation.environment
        let folder = try ArtifactFolder(root: artifacts, snapshots: snapshots, packageRoot: CLI.workingDirectory)
        let previous = try folder.setAside(suites)
        // What the rows did not reuse of the previous run is deleted on another thread once they
        // are done, while the run is reported; always before this function returns.
        var discarding: Background<Void>?
        defer { if let discarding { discarding.value } else if let previous { folder.discard(previous) } }
        // Only the folders of the suites this run renders: the rest are not its business.
        let rendered = Set(jobs.map(\.imageKey.suite.value) + texts.map(\.key.suite.value))
        TemporaryFileName.removeStale(under: snapshots) { rendered.contains(String($0.prefix { $0 != "/" })) }
        environment.localizedNames = preparation.names.value
        let cache = preparation.cache?.value
        // The previous run's files are overwritten where this run writes the same names.
        let artifactStore = ArtifactStore(root: artifacts, labelRenderer: SideBySideLabels.renderer(), sideBySide: try Self.sideBySide(), previousRun: previous)
        artifactStore.suitesSetAside = Set(suites)
        var verifier = SnapshotVerifier(store: GoldenStore(root: snapshots), artifacts: artifactStore, environment: environment, cache: cache)
        verifier.recordHint = recordHint
        // Each recorded golden's environment goes into manifest.json once, after the run.
        verifier.defersManifestWrites = true
        let progress = ProgressLine(total: jobs.count)
        var callback: (@Sendable (Int) -> Void)?
        if progress.isInteractive { callback = { @Sendable done in progress.update(done: done) } }
        // The manifest is read (for drift and its warning) while the rows render; the verifier
        // keeps what it read.
        _ = Background { [verifier] in verifier.manifestProblem }
        _ = preparation.glyphs?.value
        var runner = SuiteRunner(verifier: verifier, mode: mode, workers: workers)
        runner.entryMaker = RunRecord.EntryMaker(artifactRoot: artifacts, snapshotRoot: snapshots, packageRoot: CLI.workingDirectory)
        let results = runner.run(jobs, progress: callback) + texts.map { Self.verify(text: $0, verifier: verifier, mode: mode) }
        if let previous { discarding = Background { folder.discard(previous) } }
        progress.finish()
        // New flags (a cold run's 3 MB) are written while the record is made and reported.
        let savedGlyphs = preparation.glyphIdentity.map { identity in
            Background { ColourGlyphStore.saveIfChanged(to: preparation.glyphFile, identity: identity) }
        }
        defer { _ = savedGlyphs?.value }
        cache?.save()
        try verifier.flushManifest()

        // Drift as each failing golden's own record tells it (never another golden's fonts).
        let drift = results.flatMap { ($0.image?.environmentDrift ?? []) + ($0.dump?.environmentDrift ?? []) }.uniqued()
        var record = RunRecord(mode: mode, selection: selection, environment: environment,
                               drift: drift, duration: Date().timeIntervalSince(start),
                               results: results, artifactRoot: artifacts, snapshotRoot: snapshots)
        record.completeSuites = complete
        if let problem = verifier.manifestProblem { record.warnings = ["\(problem)"] }
        let found = try findings(artifacts)
        if !found.findings.isEmpty { record.findings = found.findings }
        if !found.warnings.isEmpty { record.warnings = (record.warnings ?? []) + found.warnings }
        // run.json is encoded and written while the terminal report is made.
        let recordBytes = Background { [record] in record.encoded() }
        let written = Background { [artifacts] in
            Result { () throws(GoldenStoreError) in try GoldenStore.writeFile(recordBytes.value, to: artifacts.appendingPathComponent(RunRecord.fileName)) }
        }
        if let junit { try CLI.write(Array(JUnitReport.xml(for: record).utf8), to: junit) }
        report(record, mode: mode, recordedEnvironments: verifier.recordedEnvironments)
        // A run.json that could not be written fails the command, after the report said what ran.
        try written.value.get()
        if json {
            Console.write(bytes: recordBytes.value)
        }
        // Bad data fails the run whatever the record mode: a row that could not be rendered
        // (a missing glyph) or a golden that cannot be used.
        if record.entries.contains(where: { $0.status == RunRecord.renderErrorStatus || $0.status == SnapshotOutcome.Kind.unusableGolden.rawValue }) {
            return ExitCode.dataError
        }
        if record.entries.contains(where: { $0.status == SnapshotOutcome.Kind.writeFailed.rawValue }) { return ExitCode.cannotCreate }
        return record.failures.isEmpty ? ExitCode.ok : ExitCode.mismatch
    }

    /// Findings shown in full per kind in the terminal; the rest are counted.
    static let findingsShown = 10

    /// The findings' counts by kind, then a few of each in full.
    static func reportFindings(_ findings: [RunFinding], emit: (String) -> Void) {
        guard !findings.isEmpty else { return }
        let kinds = findings.map(\.kind).uniqued()
        let byKind = Dictionary(grouping: findings, by: \.kind)
        emit("findings: " + kinds.map { "\($0) \(byKind[$0]?.count ?? 0)" }.joined(separator: ", "))
        for kind in kinds {
            let items = byKind[kind] ?? []
            emit("\(kind): \(items.count)")
            for finding in items.prefix(findingsShown) { emit("  " + finding.message) }
            if items.count > findingsShown { emit("  … and \(items.count - findingsShown) more (run.json, report.html)") }
        }
    }

    /// A text golden verified outside the runner, as a runner's result (its outcome in `image`).
    static func verify(text: (key: SnapshotKey, locale: String, text: String), verifier: SnapshotVerifier, mode: RecordMode) -> SuiteRunner.Result {
        let outcome = verifier.verify(text: text.text, key: text.key, mode: mode)
        var result = SuiteRunner.Result(locale: text.locale, imageKey: text.key, image: outcome)
        guard !outcome.passed else { return result }
        if outcome.kind == .mismatch {
            var signature = FailureSignature(kind: "text")
            signature.layoutUnchanged = false
            signature.layoutChange = Array(outcome.changedLines.prefix(2))
            result.signature = signature
        } else {
            result.signature = SuiteRunner.signature(image: outcome, dump: nil, golden: nil, actual: nil, regions: [])
        }
        return result
    }

    /// "libraries differ from the goldens' records (freetype 2.12.1 → 2.14.3); pixels
    /// identical for N snapshots": a note, not a warning — drift is a verdict only for rows
    /// that fail.
    static func identicalPixelsNote(_ record: RunRecord, recorded: [RenderEnvironment]) -> String? {
        let changes = recorded.flatMap { AcceptedEnvironment.machineChanges(record.environment, since: $0) }.uniqued()
        let passing = record.entries.filter(\.passed).count
        guard !changes.isEmpty, passing > 0 else { return nil }
        return "note: libraries differ from the goldens' records (" + changes.prefix(4).joined(separator: "; ")
            + "); pixels identical for \(passing) of \(record.entries.count) snapshots"
    }

    /// Failures shown in full per group; the rest are listed by name.
    static let representatives = 3

    /// Human output: the groups of failures, a few of each in full (diagnosis first), a line
    /// per locale, the total. On stdout,
    /// or on stderr when stdout carries `--json`.
    private func report(_ record: RunRecord, mode: RecordMode, recordedEnvironments: [RenderEnvironment]) {
        let toStderr = json
        let emit: (String) -> Void = { line in
            if toStderr { CLI.note(line) } else { Console.out(line) }
        }
        // Groups first: one cause, its count, a few rows in full, the rest by name.
        let groups = record.groups ?? []
        if !record.failures.isEmpty { emit(RunReport(runs: [(artifacts, record)]).changeHeadline) }
        if !groups.isEmpty {
            let accept = RunReport(runs: [(artifacts, record)]).acceptCommand(group: "ID", packageRoot: CLI.workingDirectory, absolutePaths: true)
            emit("\(record.failures.count) failing in \(groups.count) group\(groups.count == 1 ? "" : "s") by cause"
                 + " (accept one after review: \(accept); or re-render it: localeshot record --group ID):")
            for group in groups {
                emit("  [\(group.id)] \(group.count) row\(group.count == 1 ? "" : "s"): \(group.cause)")
            }
        }
        let byRow = Dictionary(record.failures.map { ($0.row, $0) }) { first, _ in first }
        for group in groups {
            let shown = group.rows.prefix(Self.representatives)
            emit("── [\(group.id)] \(group.cause)")
            for row in shown { if let entry = byRow[row] { emit(entry.message) } }
            if group.count > shown.count {
                let rest = group.rows.dropFirst(shown.count)
                emit("  … and \(rest.count) more: " + rest.prefix(40).joined(separator: ", ") + (rest.count > 40 ? ", …" : ""))
            }
        }
        for warning in record.warnings ?? [] { emit("warning: " + warning) }
        Self.reportFindings(record.findings ?? [], emit: emit)
        if let note = Self.identicalPixelsNote(record, recorded: recordedEnvironments) { emit(note) }
        if !record.environmentDrift.isEmpty {
            emit("environment drift since the goldens were recorded: " + record.environmentDrift.joined(separator: "; "))
        }
        for locale in record.selection.locales {
            let mine = record.entries.filter { $0.locale == locale }
            let failing = mine.filter { !$0.passed }
            let flags = failing.filter { $0.diagnosisKind == FlagDiagnosis.Kind.flagMismatch.rawValue }.count
            emit("\(locale): \(mine.count - failing.count)/\(mine.count) match" + (flags > 0 ? ", \(flags) flag mismatches" : ""))
        }
        let shard = record.selection.shard.map { " (shard \($0.index)/\($0.count))" } ?? ""
        emit("\(record.entries.count - record.failures.count) of \(record.entries.count) snapshots match\(shard) "
             + "[\(mode.rawValue)] in \(String(format: "%.2f", record.durationSeconds)) s; artifacts: \(artifacts.path)")
    }
}

/// A live progress line on a terminal: counts and ETA. Silent when stderr is not a TTY.
final class ProgressLine: @unchecked Sendable {
    let total: Int
    let isInteractive = isatty(STDERR_FILENO) == 1
    private let start = Date()
    private var lastDraw = Date.distantPast

    init(total: Int) { self.total = total }

    /// Called serially by the runner.
    func update(done: Int) {
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        let elapsed = now.timeIntervalSince(start)
        let eta = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        let line = String(format: "\r  %d/%d snapshots  %3.0f%%  ETA %.1f s ", done, total, 100 * Double(done) / Double(max(total, 1)), eta)
        Console.control(line)
    }

    func finish() {
        if isInteractive { Console.control("\r\u{1B}[K") }
    }
}
