import Foundation
import Raster
import SafeFiles

/// Accepting is copying what was reviewed: the failing snapshots' `.actual.png` /
/// `.actual.txt` of a run's artifacts become the goldens, without rendering anything. It
/// works for `verify`, `catalog render` and `swift test` runs alike, and for artifacts
/// downloaded from CI (a Mac accepts what Linux CI rendered).
///
/// Safe by construction:
/// - each golden on disk must still be the one the run compared (its `sha256` in
///   `run.json`, or still absent); otherwise the row is refused (run again);
/// - the artifact is read through ``ConfinedFolder`` (no link, regular file, capped), a PNG
///   is decoded and re-encoded (so it is a valid image and the golden gets the goldens'
///   compression), a text must be UTF-8;
/// - the golden is written atomically by ``GoldenStore`` below the snapshots folder, at the
///   path its validated ``SnapshotKey`` names, never elsewhere.
public enum Acceptance {
    /// Which failing rows to accept.
    public enum Selection: Sendable {
        case group(String)
        case all
        /// Rows named `suite/locale/name`, `locale/name` or `name`.
        case names([String])
    }

    /// One golden accepted, left as it is (it matched), or refused with a reason.
    public struct Item: Sendable {
        public let row: String
        public let golden: String
        /// `nil` when accepted or unchanged.
        public let refusal: String?
        /// The golden matched in the run (a row's image changed, its dump did not): nothing to do.
        public var unchanged = false
    }

    /// The failing entries of `runs` the selection names.
    /// - Throws: ``AcceptanceError`` when the selection names nothing.
    public static func select(_ selection: Selection, in runs: [(folder: URL, record: RunRecord)]) throws(AcceptanceError)
        -> [(folder: URL, entry: RunRecord.Entry)] {
        let failing = runs.flatMap { run in run.record.failures.map { (run.folder, $0) } }
        switch selection {
        case .all:
            guard !failing.isEmpty else { throw .nothingSelected("the run has no failing snapshot") }
            return failing
        case let .group(id):
            let chosen = failing.filter { $0.1.group == id || ($0.1.group == nil && id == "ungrouped") }
            guard !chosen.isEmpty else {
                let known = RunReport(runs: runs).groups.map { "\($0.id) (\($0.count): \($0.cause))" }
                throw .nothingSelected("no group \(id) in the run" + (known.isEmpty ? "" : "; its groups: " + known.joined(separator: "; ")))
            }
            return chosen
        case let .names(names):
            var chosen: [(URL, RunRecord.Entry)] = []
            for name in names {
                let hits = failing.filter { $0.1.row == name || "\($0.1.locale)/\($0.1.name)" == name || $0.1.name == name }
                guard !hits.isEmpty else { throw .nothingSelected("no failing snapshot named \(name) in the run") }
                chosen += hits
            }
            var seen = Set<String>()
            return chosen.filter { seen.insert($0.1.row + "\u{0}" + $0.0.path).inserted }
        }
    }

    /// Accepts one failing entry of the run in `folder` into `snapshots`: each of its goldens
    /// that has an actual artifact. With `dryRun`, checks everything and writes nothing.
    public static func accept(_ entry: RunRecord.Entry, from folder: URL, into snapshots: URL, dryRun: Bool) -> [Item] {
        let artifacts = ConfinedFolder(root: folder)
        let goldens = ConfinedFolder(root: snapshots)
        let store = GoldenStore(root: snapshots)
        return entry.goldens.map { golden -> Item in
            func refuse(_ reason: String) -> Item { Item(row: entry.row, golden: golden, refusal: reason) }
            let isText = golden.hasSuffix(".txt")
            guard let actual = entry.artifacts[isText ? "text-actual" : "actual"] else {
                if entry.status == RunRecord.renderErrorStatus { return refuse("the run could not render it") }
                return Item(row: entry.row, golden: golden, refusal: nil, unchanged: true)
            }
            let parts = golden.split(separator: "/").map(String.init)
            guard parts.count == 3, let key = try? SnapshotKey(suite: parts[0], locale: parts[1], name: String(parts[2].dropLast(4)),
                                                                 format: isText ? .txt : .png), key.relativePath == golden else {
                return refuse("\(golden) is not a golden path suite/locale/name.png|txt")
            }
            guard let compared = entry.goldenHashes?[golden] else {
                return refuse("run.json does not say which golden was compared (recorded by an older version); run it again")
            }
            let current = RunRecord.goldenIdentity(golden, in: goldens)
            guard current == compared else {
                return refuse("the golden changed since the run compared it (\(describe(compared)) then, \(describe(current)) now); run it again")
            }
            let bytes: [UInt8]
            do {
                guard let read = try artifacts.read(actual, cap: isText ? GoldenStore.maxTextBytes : GoldenStore.maxPNGBytes) else {
                    return refuse("its actual artifact \(actual) is missing from \(folder.path)")
                }
                if isText {
                    guard String(validating: read, as: UTF8.self) != nil else { return refuse("\(actual) is not UTF-8") }
                    bytes = read
                } else {
                    bytes = try PNGCodec.encode(PNGCodec.decode(read))
                }
            } catch {
                return refuse("\(actual): \(error)")
            }
            if !dryRun {
                do { try store.write(bytes, for: key) } catch { return refuse("\(error)") }
            }
            return Item(row: entry.row, golden: golden, refusal: nil)
        }
    }

    private static func describe(_ identity: String?) -> String {
        guard let identity else { return "unreadable" }
        return identity == RunRecord.absentGolden ? "absent" : String(identity.prefix(19))
    }
}

/// Why `accept` selected nothing.
public enum AcceptanceError: Error, Equatable, Sendable, CustomStringConvertible {
    case nothingSelected(String)

    public var description: String {
        switch self {
        case let .nothingSelected(reason): return reason
        }
    }
}
