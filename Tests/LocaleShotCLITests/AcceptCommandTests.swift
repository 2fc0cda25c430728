import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing

/// `localeshot accept` copies what a run rendered into the goldens, without rendering: from
/// the run's own artifacts folder or a copy of it (a CI artifact downloaded elsewhere), only
/// for goldens that are still the ones compared.
@Suite("localeshot accept")
struct AcceptCommandTests {
    static let codes = ["DE", "AT", "CH", "FR", "IT"]

    func verify(_ snapshots: URL, artifacts: URL) throws -> (RunRecord, Fixtures.ProcessResult) {
        let result = try localeshot(["verify", "--snapshots", snapshots.path, "--artifacts", artifacts.path, "--locales", "de",
                                     "--codes", Self.codes.joined(separator: ","), "--json", "--jobs", "2"])
        return (try JSONDecoder().decode(RunRecord.self, from: Data(result.stdout.utf8)), result)
    }

    /// A flag swap and a text change: accepting the swap's group from a copy of the artifacts
    /// (as downloaded from CI) makes exactly those rows pass; the next run has one group left.
    @Test func acceptingAGroupFromDownloadedArtifactsMakesTheNextRunPass() throws {
        let snapshots = try copyOfSnapshots()
        let root = snapshots.deletingLastPathComponent()
        let folder = snapshots.appendingPathComponent("CountryRow/de")
        try swapFiles(folder.appendingPathComponent("DE.png"), folder.appendingPathComponent("AT.png"))
        let dump = folder.appendingPathComponent("FR.txt")
        try Data(try String(contentsOf: dump, encoding: .utf8).replacingOccurrences(of: "Frankreich", with: "Frankrijk").utf8).write(to: dump)
        let artifacts = root.appendingPathComponent("artifacts")
        let (record, first) = try verify(snapshots, artifacts: artifacts)
        #expect(first.status == 1)
        let swap = try #require(record.groups?.first { $0.count == 2 })
        #expect(first.stderr.contains("localeshot accept \(artifacts.path) --group"), "the terminal prints the command that works")
        #expect(record.failures.allSatisfy { $0.goldenHashes?.values.allSatisfy { $0.hasPrefix("sha256:") } == true })

        let downloaded = root.appendingPathComponent("Downloads/localeshot-artifacts")
        try FileManager.default.createDirectory(at: downloaded.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: artifacts, to: downloaded)
        let dry = try localeshot(["accept", downloaded.path, "--group", swap.id, "--snapshots", snapshots.path, "--dry-run"])
        #expect(dry.status == 0 && dry.stdout.contains("would accept") && dry.stdout.contains("2 golden(s) would be accepted"), "\(dry.stdout)\(dry.stderr)")
        let accept = try localeshot(["accept", downloaded.path, "--group", swap.id, "--snapshots", snapshots.path])
        #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")
        #expect(accept.stdout.contains("accepted") && accept.stdout.contains("CountryRow/de/DE.png") && accept.stdout.contains("CountryRow/de/AT.png"))

        let (after, second) = try verify(snapshots, artifacts: artifacts)
        #expect(second.status == 1 && after.failures.map(\.name) == ["FR"], "\(after.failures.map(\.row))")
        let text = try #require(after.groups?.first)
        let acceptText = try localeshot(["accept", artifacts.path, "--group", text.id, "--snapshots", snapshots.path])
        #expect(acceptText.status == 0, "\(acceptText.stdout)")
        #expect(try verify(snapshots, artifacts: artifacts).1.status == 0, "every row passes after accepting both groups")
    }

    /// A golden changed since the run compared it (someone re-recorded it, a merge) is refused,
    /// and left as it is.
    @Test func aGoldenChangedSinceTheRunIsRefused() throws {
        let snapshots = try copyOfSnapshots()
        let artifacts = snapshots.deletingLastPathComponent().appendingPathComponent("artifacts")
        let folder = snapshots.appendingPathComponent("CountryRow/de")
        try swapFiles(folder.appendingPathComponent("DE.png"), folder.appendingPathComponent("AT.png"))
        _ = try verify(snapshots, artifacts: artifacts)
        let golden = folder.appendingPathComponent("DE.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("CH.png"), to: golden)
        let before = try Data(contentsOf: golden)
        let accept = try localeshot(["accept", artifacts.path, "--all", "--snapshots", snapshots.path])
        #expect(accept.status == 1 && accept.stdout.contains("refused CountryRow/de/DE.png: the golden changed since the run compared it"),
                "\(accept.stdout)")
        #expect(try Data(contentsOf: golden) == before)
    }

    /// A hostile run.json (from a downloaded artifact) cannot make accept write outside the
    /// goldens or read outside its folder.
    @Test func aHostileRunJSONWritesNothingOutsideTheGoldens() throws {
        let snapshots = try copyOfSnapshots()
        let root = snapshots.deletingLastPathComponent()
        let artifacts = root.appendingPathComponent("artifacts")
        let folder = snapshots.appendingPathComponent("CountryRow/de")
        try swapFiles(folder.appendingPathComponent("DE.png"), folder.appendingPathComponent("AT.png"))
        var (record, _) = try verify(snapshots, artifacts: artifacts)
        let secret = root.appendingPathComponent("secret.png")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("CH.png"), to: secret)
        var entry = try #require(record.entries.first { !$0.passed })
        entry.goldens = ["../../outside.png", "CountryRow/de/../../x.png", "CountryRow/de/DE.png"]
        entry.goldenHashes = Dictionary(uniqueKeysWithValues: entry.goldens.map { ($0, RunRecord.absentGolden) })
        entry.artifacts["actual"] = "../secret.png"
        record.entries = [entry]
        try Data(record.encoded()).write(to: artifacts.appendingPathComponent("run.json"))
        try FileManager.default.createSymbolicLink(at: artifacts.appendingPathComponent("link.png"), withDestinationURL: secret)
        let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        let accept = try localeshot(["accept", artifacts.path, "--all", "--snapshots", snapshots.path, "--accept-environment"])
        #expect(accept.status == 1, "\(accept.stdout)\(accept.stderr)")
        #expect(!accept.stdout.contains("accepted CountryRow"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before, "no file created or removed")
        entry.artifacts["actual"] = "link.png"
        entry.goldens = ["CountryRow/de/DE.png"]
        entry.goldenHashes = ["CountryRow/de/DE.png": RunRecord.goldenIdentity("CountryRow/de/DE.png", in: .init(root: snapshots))!]
        record.entries = [entry]
        try Data(record.encoded()).write(to: artifacts.appendingPathComponent("run.json"))
        let linked = try localeshot(["accept", artifacts.path, "--all", "--snapshots", snapshots.path])
        #expect(linked.status == 1 && linked.stdout.contains("symbolic link"), "\(linked.stdout)")
    }

    @Test func onCIAcceptIsRefusedUnlessForced() throws {
        let result = try localeshot(["accept", "--all"], environment: ["CI": "true"])
        #expect(result.status == 64 && result.stderr.contains("--force-ci"))
    }
}
