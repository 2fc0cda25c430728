import Foundation
import Raster
import SafeFiles

/// What one `localeshot verify`/`record` run did, written as `<artifacts>/run.json` (and
/// printed by `--json`). Reports, JUnit and `prune` are built from it; artifact paths are
/// relative to the artifact folder, so a downloaded CI artifact still resolves.
public struct RunRecord: Codable, Sendable {
    public struct Shard: Codable, Sendable, Equatable {
        /// 1-based.
        public let index: Int
        public let count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        /// Whether job number `position` (0-based, in suite order) belongs to this shard.
        public func contains(_ position: Int) -> Bool { position % count == index - 1 }
    }

    public struct Selection: Codable, Sendable {
        public var locales: [String]
        /// `nil` when every assigned code was selected.
        public var codes: [String]?
        public var shard: Shard?
        /// `nil` when both themes of the suite ran; `light` or `dark` after `--theme`.
        public var theme: String?

        public init(locales: [String], codes: [String]?, shard: Shard?, theme: String? = nil) {
            self.locales = locales
            self.codes = codes
            self.shard = shard
            self.theme = theme
        }
    }

    public struct Entry: Codable, Sendable {
        public var suite: String
        public var locale: String
        public var name: String
        public var code: String?
        /// `matched`, `missing`, `recorded`, `mismatch`, `unusableGolden`, `writeFailed` or `renderError`.
        public var status: String
        public var passed: Bool
        public var message: String
        public var diagnosis: String?
        public var diagnosisKind: String?
        public var differingPixels: Int?
        public var differingRatio: Double?
        public var largestDelta: Double?
        public var environmentDrift: [String]
        /// Artifact kind → path relative to the artifact folder.
        public var artifacts: [String: String]
        /// Golden paths this job produces (relative to the snapshot folder).
        public var goldens: [String]
        /// For a failure: the id of its group (failures with the same cause).
        public var group: String?
        /// For a failure: each golden's identity as it was compared — `sha256:<hex>` of the
        /// file, or ``RunRecord/absentGolden`` — so `accept` replaces only a golden that is
        /// still the one the run compared.
        public var goldenHashes: [String: String]?
        /// The snapshots folder the goldens are relative to: relative to the package root
        /// (the run's working folder) when inside it, else absolute.
        public var snapshotFolder: String?

        /// `suite/locale/name`.
        public var row: String { "\(suite)/\(locale)/\(name)" }
    }

    /// Failures with one cause, e.g. 1,295 rows "shifted 1 px right; layout unchanged".
    public struct Group: Codable, Sendable, Equatable {
        /// Stable short id, for `localeshot record --group ID`.
        public var id: String
        public var cause: String
        public var count: Int
        /// `suite/locale/name` of each failing row, in run order.
        public var rows: [String]
        /// The group's ``FailureSignature/Consequence`` (`nil` in records of older versions):
        /// groups are listed in its order, then by count.
        public var consequence: FailureSignature.Consequence?

        public init(id: String, cause: String, count: Int, rows: [String], consequence: FailureSignature.Consequence? = nil) {
            self.id = id
            self.cause = cause
            self.count = count
            self.rows = rows
            self.consequence = consequence
        }

        /// Review order: consequence first (unknown last but before recordings), then size.
        static func reviewOrder(_ a: (offset: Int, element: Group), _ b: (offset: Int, element: Group)) -> Bool {
            let x = a.element.consequence?.rank ?? FailureSignature.Consequence.environmentDrift.rank
            let y = b.element.consequence?.rank ?? FailureSignature.Consequence.environmentDrift.rank
            if x != y { return x < y }
            return a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
        }
    }

    public var tool = "localeshot"
    public var format = 1
    public var mode: String
    public var selection: Selection
    public var environment: RenderEnvironment
    public var environmentDrift: [String]
    public var durationSeconds: Double
    public var entries: [Entry]
    /// The failures grouped by cause, largest group first (`nil` in records of older versions).
    public var groups: [Group]?
    /// The suites whose whole matrix this run rendered (within its shard, if any): no
    /// `--codes`, `--locales`, `--theme`, `--languages` or `--group` filter. `prune` deletes
    /// goldens only in these suites' folders. `nil` in records of older versions and of
    /// `swift test` runs, which cover no suite provably.
    public var completeSuites: [String]?
    /// Problems the run met outside any one snapshot (a `manifest.json` that cannot be used),
    /// shown once in the terminal, `summary.md` and `report.html`.
    public var warnings: [String]?
    /// What the suite found about the content beyond the goldens' verdicts (strings that do
    /// not fit, missing glyphs), shown first in the reports; `nil` when it has nothing to say.
    public var findings: [RunFinding]?

    public var failures: [Entry] { entries.filter { !$0.passed } }

    public init(mode: String, selection: Selection, environment: RenderEnvironment, environmentDrift: [String],
                durationSeconds: Double, entries: [Entry]) {
        self.mode = mode
        self.selection = selection
        self.environment = environment
        self.environmentDrift = environmentDrift
        self.durationSeconds = durationSeconds
        self.entries = entries
    }

    /// Builds the record from a runner's results (an entry the runner made already is taken as is).
    public init(mode: RecordMode, selection: Selection, environment: RenderEnvironment, drift: [String],
                duration: Double, results: [SuiteRunner.Result], artifactRoot: URL, snapshotRoot: URL? = nil,
                packageRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        let maker = EntryMaker(artifactRoot: artifactRoot, snapshotRoot: snapshotRoot, packageRoot: packageRoot)
        // Each entry on its own: made on every core (1,540 rows took ~8 ms on one).
        let entries = results.chunkedMap { $0.entry ?? maker.entry(for: $0) }
        self.init(mode: mode.rawValue, selection: selection, environment: environment, environmentDrift: drift,
                  durationSeconds: duration, entries: entries)
        var causes: [String: String] = [:]
        var consequences: [String: FailureSignature.Consequence] = [:]
        for result in results where !result.passed {
            if let signature = result.signature {
                causes[signature.id] = signature.cause
                consequences[signature.id] = signature.consequence
            }
        }
        // A pixels-only group whose every row was drawn in another environment than its golden
        // was recorded with is environment drift, reviewed last.
        for (id, consequence) in consequences where consequence == .pixelsOnly {
            let rows = entries.filter { $0.group == id }
            if !rows.isEmpty && rows.allSatisfy({ !$0.environmentDrift.isEmpty }) { consequences[id] = .environmentDrift }
        }
        groups = Self.groups(of: entries, causes: causes, consequences: consequences)
    }

    /// Failures grouped by their `group` id, in review order: by consequence (a changed flag
    /// first, environment drift last), then largest first, ties in run order.
    public static func groups(of entries: [Entry], causes: [String: String],
                              consequences: [String: FailureSignature.Consequence] = [:]) -> [Group] {
        var order: [String] = []
        var rows: [String: [String]] = [:]
        for entry in entries where !entry.passed {
            let id = entry.group ?? "ungrouped"
            if rows[id] == nil { order.append(id) }
            rows[id, default: []].append(entry.row)
        }
        return order.map { Group(id: $0, cause: causes[$0] ?? "other failures", count: rows[$0]!.count, rows: rows[$0]!,
                                 consequence: consequences[$0]) }
            .enumerated().sorted(by: Group.reviewOrder).map(\.element)
    }

    public static let fileName = "run.json"
    /// ``Entry/goldenHashes`` of a golden that did not exist when compared.
    public static let absentGolden = "absent"

    /// A golden's identity for ``Entry/goldenHashes``: `sha256:<hex>` of its bytes, or
    /// ``absentGolden`` when there are none.
    public static func goldenIdentity(of bytes: [UInt8]?) -> String {
        bytes.map { "sha256:" + SHA256.hex(of: $0) } ?? absentGolden
    }

    /// The identity of the golden file at `relativePath` now (a file that cannot be read
    /// has none).
    public static func goldenIdentity(_ relativePath: String, in snapshots: ConfinedFolder) -> String? {
        do {
            return goldenIdentity(of: try snapshots.read(relativePath, cap: max(GoldenStore.maxPNGBytes, GoldenStore.maxTextBytes)))
        } catch {
            return nil
        }
    }

    /// `folder` relative to `packageRoot` when inside it, else its absolute path.
    public static func packageRelative(_ folder: URL, packageRoot: URL) -> String {
        let path = folder.standardizedFileURL.path, base = packageRoot.standardizedFileURL.path
        if path == base { return "." }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
    /// The `tool` of a record written by `swift test` assertions (`localeshot` for the CLI).
    public static let swiftTestTool = "swift test"
    /// The status of an entry whose row could not be rendered.
    public static let renderErrorStatus = "renderError"

    /// Reads `run.json` from an artifact folder.
    /// The largest `run.json` read (a whole-matrix run's is about 1 MB).
    public static let maxBytes = 64 << 20

    /// Reads `run.json` from an artifacts folder: a regular file (no link), within ``maxBytes``.
    /// - Throws: ``FileAccessError`` (with `.unreadable` "no such file" when absent) or a
    ///   decoding error.
    public static func read(from folder: URL) throws -> RunRecord {
        guard let bytes = try ConfinedFolder(root: folder).read(fileName, cap: maxBytes) else {
            throw FileAccessError.unreadable(path: folder.appendingPathComponent(fileName).path, reason: "no such file")
        }
        return try JSONDecoder().decode(RunRecord.self, from: Data(bytes))
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, in first-seen order.
    public func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension RunRecord {
    /// Makes a result's ``Entry``: messages name artifacts relative to their folder and
    /// goldens relative to `Snapshots/`, so a record (and the report built from it) carries no
    /// path of the machine that ran. A ``SuiteRunner`` given one makes each passing row's entry
    /// on the worker that verified it, while the other rows render.
    public struct EntryMaker: Sendable {
        let rootPath: String
        let snapshotPath: String?
        let snapshotName: String?
        let snapshotFolder: String?

        public init(artifactRoot: URL, snapshotRoot: URL?, packageRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
            snapshotFolder = snapshotRoot.map { RunRecord.packageRelative($0, packageRoot: packageRoot) }
            rootPath = artifactRoot.standardizedFileURL.path + "/"
            snapshotPath = snapshotRoot.map { $0.standardizedFileURL.path + "/" }
            snapshotName = snapshotRoot?.lastPathComponent
        }

        private func relative(_ text: String) -> String {
            var text = text.replacingPath(rootPath, with: "")
            if let snapshotPath, let snapshotName { text = text.replacingPath(snapshotPath, with: snapshotName + "/") }
            return text
        }

        /// The entry of `result`.
        public func entry(for result: SuiteRunner.Result) -> Entry {
            let outcomes = [result.image, result.dump].compactMap { $0 }
            let failing = outcomes.filter { !$0.passed }
            let status = result.renderError != nil ? RunRecord.renderErrorStatus : (failing.first ?? outcomes.first)?.kind.rawValue ?? RunRecord.renderErrorStatus
            var artifacts: [String: String] = [:]
            for outcome in outcomes {
                for (kind, url) in outcome.artifacts {
                    let name = outcome.key.format == .txt ? "text-\(kind)" : kind
                    artifacts[name] = url.standardizedFileURL.path.replacingPath(rootPath, with: "")
                }
            }
            let goldenPaths = [result.imageKey.relativePath] + (result.dumpKey.map { [$0.relativePath] } ?? [])
            // What the comparison read, not a second read of the file.
            let hashes: [String: String]? = result.passed ? nil
                : Dictionary(outcomes.compactMap { outcome in outcome.comparedGolden.map { (outcome.key.relativePath, $0) } }) { first, _ in first }
            let raw = result.renderError ?? failing.map(\.message).joined(separator: "\n")
            let message = raw.isEmpty ? raw : relative(raw)
            return Entry(suite: result.imageKey.suite.value, locale: result.locale, name: result.imageKey.name.value,
                         code: result.subject, status: status, passed: result.passed,
                         message: result.diagnosis.map { "\($0.text)\n\(message)" } ?? message,
                         diagnosis: result.diagnosis?.text, diagnosisKind: result.diagnosis?.kind,
                         differingPixels: result.image?.diff?.differingPixels, differingRatio: result.image?.diff?.differingRatio,
                         largestDelta: result.image?.diff?.largestDelta, environmentDrift: outcomes.flatMap(\.environmentDrift).uniqued(),
                         artifacts: artifacts, goldens: goldenPaths,
                         group: result.passed ? nil : result.signature?.id, goldenHashes: hashes, snapshotFolder: snapshotFolder)
        }
    }
}
