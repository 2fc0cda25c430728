import Foundation
import SnapshotCore

extension Command {
    static let verify = make(
        "verify", "render the standard matrix and compare it with Snapshots/",
        help: """
        usage: localeshot verify [options]
          --locales en,de      locales to verify (default: en,de,fr,ja,ar)
          --codes DE,FR        country codes to verify (default: all 249)
          --shard i/n          only the i-th of n interleaved slices of the jobs
          --snapshots DIR      goldens (default: Snapshots)
          --artifacts DIR      failure artifacts and run.json (default: $LOCALESHOT_ARTIFACTS or .build/localeshot-artifacts)
          --jobs N             worker threads (default: number of cores)
          --junit FILE         write JUnit XML, one testcase per row
          --json               print the run record as JSON on stdout (human output goes to stderr)
          --no-cache           always decode goldens and flags (skip the .build/localeshot-cache caches)
          --canary             inject the seed's bug and its siblings (flags, currency symbols, language
                               preferences, month numbers keyed by localized names) to see the suite fail
        Exit: 0 all match, 1 mismatch or missing, 65 unusable golden or font, 66 missing input,
        73 cannot write, 64 usage.
        """,
        valued: SuiteRun.valued, switches: SuiteRun.switches
    ) { options in
        try SuiteRun(options).run(mode: .never)
    }


    static let record = make(
        "record", "write goldens for the standard matrix",
        help: """
        usage: localeshot record [--mode missing|failed|all] [--group ID] [--force-ci] [options of verify]
          missing (default) writes absent goldens; failed rewrites goldens that fail; all rewrites every golden.
          --group ID re-records exactly the rows of one group of the last verify (its run.json in
          --artifacts), after you reviewed it: e.g. the 1,295 rows "shifted 1 px right; layout unchanged".
          Refuses to run when CI is set, unless --force-ci is given.
        """,
        valued: SuiteRun.valued.union(["--mode", "--group"]), switches: SuiteRun.switches.union(["--force-ci"])
    ) { options in
        if let group = options["--group"] {
            if RecordMode.isCI(ProcessInfo.processInfo.environment) && !options.has("--force-ci") {
                throw UsageError(message: "refusing to record goldens on CI (CI is set); pass --force-ci to do it anyway")
            }
            guard options["--mode"] == nil else { throw UsageError(message: "--group re-records its rows; --mode does not apply") }
            let status = try SuiteRun(options).recordGroup(group)
            return status == ExitCode.mismatch ? ExitCode.ok : status
        }
        guard let mode = RecordMode(rawValue: options["--mode"] ?? "missing"), mode != .never else {
            throw UsageError(message: "--mode must be missing, failed or all")
        }
        if RecordMode.isCI(ProcessInfo.processInfo.environment) && !options.has("--force-ci") {
            throw UsageError(message: "refusing to record goldens on CI (CI is set); pass --force-ci to do it anyway")
        }
        let run = try SuiteRun(options)
        if run.canary { throw UsageError(message: "--canary renders the bug; it cannot be recorded") }
        let status = try run.run(mode: mode)
        // Recording reports "re-run to verify" as failures by design; the command succeeded.
        return status == ExitCode.mismatch ? ExitCode.ok : status
    }
}
