import Foundation
import SafeFiles
import SnapshotCore

extension Command {
    static let accept = make(
        "accept", "make a run's failing snapshots the goldens, without rendering (after review)",
        help: """
        usage: localeshot accept [ARTIFACT_DIR ...] (--group ID | --all | NAME ...) [--snapshots DIR]
                                 [--dry-run] [--accept-environment] [--force-ci]
          Copies the failing snapshots' .actual.png / .actual.txt from a run's artifacts (its
          run.json; default: $LOCALESHOT_ARTIFACTS or .build/localeshot-artifacts) into the goldens.
          Works for `verify`, `catalog render` and `swift test` runs, and for artifacts downloaded
          from CI: what CI rendered becomes the golden, whatever this machine's libraries.
          --group ID      the rows of one group of failures (as the report lists them)
          --all           every failing row
          NAME            a row: suite/locale/name, locale/name or name (after --, or not
                          starting with -); ARTIFACT_DIR arguments are folders holding run.json
          --snapshots DIR the goldens (default: the folder the run used, else Snapshots)
          --dry-run       check and list, write nothing
          --accept-environment  accept although the run's environment (libraries, fonts,
                          toolchain) differs from the one the goldens were recorded with
          Each golden must still be the one the run compared (its hash in run.json), else that
          row is refused. Refuses on CI (CI set) unless --force-ci.
          Exit: 0 accepted, 1 a row was refused, 64 usage, 66 no run.json, 75 folder in use.
        """,
        valued: ["--group", "--snapshots"], switches: ["--all", "--dry-run", "--accept-environment", "--force-ci"]
    ) { options in
        if RecordMode.isCI(ProcessInfo.processInfo.environment) && !options.has("--force-ci") {
            throw UsageError(message: "refusing to accept into the goldens on CI (CI is set); pass --force-ci to do it anyway")
        }
        let cwd = CLI.workingDirectory
        // Positional arguments: folders that hold a run.json are runs, the rest are row names.
        var folders: [URL] = [], names: [String] = []
        for argument in options.positional {
            let url = URL(fileURLWithPath: argument, relativeTo: cwd).standardizedFileURL
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { folders.append(url) } else { names.append(argument) }
        }
        let chosen = [options["--group"] != nil, options.has("--all"), !names.isEmpty].filter { $0 }.count
        guard chosen == 1 else { throw UsageError(message: "accept needs exactly one of --group ID, --all or row NAMEs") }
        if folders.isEmpty { folders = [ArtifactStore.defaultRoot(packageRoot: cwd, environment: ProcessInfo.processInfo.environment)] }
        var runs: [(folder: URL, record: RunRecord)] = []
        for folder in folders {
            if ArtifactFolder.isInUse(folder) { throw ArtifactFolderError.inUse(path: folder.path) }
            do { runs.append((folder, try RunRecord.read(from: folder))) } catch let error as FileAccessError {
                throw InputError(message: "\(folder.path): no readable \(RunRecord.fileName) (\(error))", exitCode: ExitCode.of(error))
            } catch {
                throw InputError(message: "\(folder.path)/\(RunRecord.fileName): \(error)", exitCode: ExitCode.dataError)
            }
        }
        let selection: Acceptance.Selection = options["--group"].map { .group($0) } ?? (options.has("--all") ? .all : .names(names))
        let entries: [(folder: URL, entry: RunRecord.Entry)]
        do { entries = try Acceptance.select(selection, in: runs) } catch { throw UsageError(message: "\(error)") }

        let dryRun = options.has("--dry-run")
        var accepted = 0, refused = 0
        // Each snapshots folder's manifest, read once (an unusable one stops the command before
        // any golden is written), and what to record in it once every row is accepted.
        var manifests: [String: SnapshotManifest?] = [:]
        var records: [String: [(golden: String, environment: RenderEnvironment)]] = [:]
        for (folder, entry) in entries {
            let snapshots = URL(fileURLWithPath: options["--snapshots"] ?? entry.snapshotFolder ?? "Snapshots", relativeTo: cwd).standardizedFileURL
            if manifests[snapshots.path] == nil {
                do { manifests[snapshots.path] = .some(try SnapshotManifest.load(in: snapshots)) } catch {
                    throw InputError(message: "\(error)", exitCode: ExitCode.dataError)
                }
            }
            let manifest = manifests[snapshots.path] ?? nil
            // The run's machine (libraries, toolchain) against the one each golden was recorded on.
            let run = runs.first { $0.folder == folder }!.record.environment
            if !options.has("--accept-environment") {
                let changes = entry.goldens.compactMap { manifest?.environment(of: $0) }.flatMap { AcceptedEnvironment.machineChanges(run, since: $0) }.uniqued()
                if !changes.isEmpty {
                    Console.out("refused \(entry.row): the run's environment differs from the one its goldens were recorded with ("
                                + changes.prefix(3).joined(separator: "; ") + "); review, then pass --accept-environment")
                    refused += 1
                    continue
                }
            }
            for item in Acceptance.accept(entry, from: folder, into: snapshots, dryRun: dryRun) {
                if let refusal = item.refusal {
                    refused += 1
                    Console.out("refused \(item.golden): \(refusal)")
                } else if !item.unchanged {
                    accepted += 1
                    // Now what the run's machine drew: recorded so, keeping the golden's own
                    // fonts and names where it had a record.
                    records[snapshots.path, default: []].append((item.golden, AcceptedEnvironment.of(item.golden, run: run, manifest: manifest)))
                    Console.out((dryRun ? "would accept " : "accepted ") + RunRecord.packageRelative(snapshots, packageRoot: cwd) + "/" + item.golden)
                }
            }
        }
        // One manifest update per snapshots folder and environment (not one per golden).
        for (path, accepted) in records where !dryRun {
            var byEnvironment: [(environment: RenderEnvironment, goldens: [String])] = []
            for (golden, environment) in accepted {
                if let index = byEnvironment.firstIndex(where: { $0.environment == environment }) {
                    byEnvironment[index].goldens.append(golden)
                } else {
                    byEnvironment.append((environment, [golden]))
                }
            }
            for (environment, goldens) in byEnvironment {
                try SnapshotManifest.record(goldens, environment: environment, in: URL(fileURLWithPath: path))
            }
        }
        Console.out("\(accepted) golden(s) \(dryRun ? "would be " : "")accepted, \(refused) refused" + (dryRun ? " (dry run)" : ""))
        return refused == 0 ? ExitCode.ok : ExitCode.mismatch
    }
}

/// The environment an accepted golden is recorded with: the run's machine (libraries and
/// toolchain) over the golden's own record (its fonts, row style and names), or the run's
/// whole environment for a golden without a record.
enum AcceptedEnvironment {
    static func of(_ golden: String, run: RenderEnvironment, manifest: SnapshotManifest?) -> RenderEnvironment {
        guard var recorded = manifest?.environment(of: golden) else { return run }
        recorded.libraries = run.libraries
        recorded.toolchain = run.toolchain
        if let names = run.localizedNames { recorded.localizedNames = names }
        return recorded
    }

    /// How the machine of `run` differs from the one `recorded` describes (libraries and
    /// toolchain; fonts are vendored and belong to each test, not to the machine).
    static func machineChanges(_ run: RenderEnvironment, since recorded: RenderEnvironment) -> [String] {
        var machine = recorded
        machine.fonts = run.fonts
        machine.rowStyleVersion = run.rowStyleVersion
        machine.localizedNames = run.localizedNames
        return run.changes(since: machine)
    }
}
