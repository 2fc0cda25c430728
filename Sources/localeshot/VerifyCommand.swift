import Countries
import Foundation
import SnapshotCore
import Typesetting
import Widgets

/// Options shared by `verify` and `record`.
struct SuiteOptions {
    static let valued: Set<String> = Selection.options.union(["--snapshots", "--artifacts", "--jobs"])

    let selection: Selection
    let snapshots: URL
    let artifacts: URL
    let jobs: Int

    init(_ options: Options) throws(UsageError) {
        selection = try Selection(options)
        let packageRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        snapshots = URL(fileURLWithPath: options["--snapshots"] ?? "Snapshots", relativeTo: packageRoot).standardizedFileURL
        let environment = ProcessInfo.processInfo.environment
        artifacts = options["--artifacts"].map { URL(fileURLWithPath: $0, relativeTo: packageRoot).standardizedFileURL }
            ?? ArtifactStore.defaultRoot(packageRoot: packageRoot, environment: environment)
        if let value = options["--jobs"] {
            guard let count = Int(value), count > 0 else { throw UsageError(message: "--jobs must be a positive number, not \(value)") }
            jobs = count
        } else {
            jobs = ProcessInfo.processInfo.activeProcessorCount
        }
    }

    /// Runs the standard suite's jobs for the selection under a record mode and prints a summary.
    func run(mode: RecordMode) throws -> Int32 {
        let typesetter = try Typesetter(fonts: FontSet())
        let verifier = SnapshotVerifier(store: GoldenStore(root: snapshots), artifacts: ArtifactStore(root: artifacts),
                                        environment: RenderEnvironment(typesetter: typesetter, rowStyleVersion: RowStyle.version))
        let jobs = StandardSuite.jobs(locales: selection.locales, codes: selection.codes)
        let results = try SuiteRunner(verifier: verifier, mode: mode, workers: self.jobs).run(jobs)
        var failures = 0
        for result in results where !result.passed {
            failures += 1
            if let error = result.renderError { print(error) }
            for outcome in [result.image, result.dump].compactMap({ $0 }) where !outcome.passed { print(outcome.message) }
        }
        for locale in selection.locales {
            let mine = results.filter { $0.job.locale == locale }
            print("\(locale.identifier): \(mine.filter(\.passed).count)/\(mine.count) match")
        }
        print("\(results.count - failures) of \(results.count) snapshots match (\(mode.rawValue))")
        return failures == 0 ? ExitCode.ok : ExitCode.mismatch
    }
}

extension Command {
    static let verify = make(
        "verify", "render the standard matrix and compare it with Snapshots/",
        help: """
        usage: localeshot verify [--locales en,de] [--codes DE,FR] [--snapshots DIR] [--artifacts DIR] [--jobs N]
          Exit 0 when every snapshot matches, 1 on any mismatch or missing golden.
        """,
        valued: SuiteOptions.valued
    ) { options in
        try SuiteOptions(options).run(mode: .never)
    }

    static let record = make(
        "record", "write goldens for the standard matrix",
        help: """
        usage: localeshot record [--mode all|missing|failed] [--force-ci] [selection options of verify]
          Refuses to run when CI is set, unless --force-ci is given.
        """,
        valued: SuiteOptions.valued.union(["--mode"]), switches: ["--force-ci"]
    ) { options in
        guard let mode = RecordMode(rawValue: options["--mode"] ?? "missing"), mode != .never else {
            throw UsageError(message: "--mode must be all, missing or failed")
        }
        if RecordMode.isCI(ProcessInfo.processInfo.environment) && !options.has("--force-ci") {
            CLI.fail("refusing to record goldens on CI (CI is set); pass --force-ci to do it anyway")
            return ExitCode.usage
        }
        let status = try SuiteOptions(options).run(mode: mode)
        // Recording "fails" by design (re-run to verify); the command itself succeeded.
        return status == ExitCode.mismatch ? ExitCode.ok : status
    }
}
