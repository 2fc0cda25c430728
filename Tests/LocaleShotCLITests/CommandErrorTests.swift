import Foundation
import SnapshotCore
import TestSupport
import Testing

@Suite("localeshot exit codes and errors")
struct CommandErrorTests {
    @Test(arguments: [
        (["frobnicate"], Int32(64)),
        (["verify", "--bogus"], 64),
        (["verify", "--jobs", "0"], 64),
        (["verify", "--shard", "3/2"], 64),
        (["verify", "--codes", "XX"], 65),
        (["row", "EU", "--locale", "de"], 65),
        (["row", "DE", "--theme", "sepia"], 64),
        (["diff", "/nonexistent/a.png", "/nonexistent/b.png"], 66),
        (["record", "--mode", "sometimes"], 64),
        // Nothing the user typed is silently ignored, and an empty selection never passes.
        (["verify", "--codes", ""], 64),
        (["verify", "--codes", ","], 64),
        (["verify", "--codes", "DE,DE"], 64),
        (["verify", "--shard", "7/7", "--codes", "DE", "--locales", "de"], 64),
        (["verify", "--shard", "1/x/2"], 64),
        (["verify", "--shard", "1//2"], 64),
        (["verify", "--shard", "+1/2"], 64),
        (["verify", "-j", "2"], 64),
        (["verify", "stray"], 64),
        (["verify", "--jobs", "2", "--jobs", "3"], 64),
        (["verify", "--locales", "xx"], 64),
        (["verify", "--locales", "de_CH"], 64),
        (["verify", "--locales", ""], 64),
        (["row", "DE", "--locale", "klingon"], 64),
        (["catalog", "render", "Tests/Fixtures/Catalogs/clean/android/res", "Tests/Fixtures/Catalogs/clean/apple", "--source-language", "it",
          "--languages", "en,,de"], 64),
    ] as [([String], Int32)])
    func exitCodes(arguments: [String], status: Int32) throws {
        let result = try localeshot(arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("localeshot: "), "one clear line on stderr: \(result.stderr)")
    }

    @Test func everySubcommandHasHelp() throws {
        for command in ["verify", "record", "render", "row", "diff", "report", "prune", "bench", "widget", "gallery"] {
            let result = try localeshot([command, "--help"])
            #expect(result.status == 0 && result.stdout.hasPrefix("usage: localeshot \(command)"), "\(command)")
        }
    }

    @Test func foundationErrorsBecomeOneLineWithThePath() throws {
        let blocker = try Fixtures.temporaryDirectory("render").appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let result = try localeshot(["render", "--out", blocker.path, "--codes", "DE", "--locales", "de"])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr == "localeshot: cannot create folder \(blocker.path)/de: Not a directory\n", "\(result.stderr)")
    }

    @Test func recordRefusesOnCIUnlessForced() throws {
        let result = try localeshot(["record", "--codes", "DE", "--locales", "de"], environment: ["CI": "true"])
        #expect(result.status == 64 && result.stderr.contains("--force-ci"))
    }

    @Test func corruptGoldenIsBadData() throws {
        let snapshots = try copyOfSnapshots()
        try Data("not a png".utf8).write(to: snapshots.appendingPathComponent("CountryRow/fr/FR.png"))
        let result = try localeshot(["verify", "--snapshots", snapshots.path, "--locales", "fr", "--codes", "FR,DE",
                                     "--artifacts", snapshots.deletingLastPathComponent().appendingPathComponent("a").path])
        #expect(result.status == 65)
        #expect(result.stdout.contains("CountryRow/fr/FR.png: unusable golden") && result.stdout.contains("not a readable PNG"))
    }

    @Test func unwritableJUnitPathCannotCreate() throws {
        let folder = try Fixtures.temporaryDirectory("junit")
        try Data("file".utf8).write(to: folder.appendingPathComponent("blocker"))
        let result = try localeshot(["verify", "--locales", "de", "--codes", "DE", "--artifacts", folder.appendingPathComponent("a").path,
                                     "--junit", folder.appendingPathComponent("blocker/junit.xml").path])
        #expect(result.status == 73, "\(result.stderr)")
    }

    @Test func diffComparesTwoFiles() throws {
        let root = Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/de")
        let same = try localeshot(["diff", root.appendingPathComponent("DE.png").path, root.appendingPathComponent("DE.png").path])
        #expect(same.status == 0 && same.stdout.hasPrefix("match: identical"))
        let out = try Fixtures.temporaryDirectory("diff").appendingPathComponent("d.png")
        let other = try localeshot(["diff", root.appendingPathComponent("DE.png").path, root.appendingPathComponent("AT.png").path,
                                    "--out", out.path, "--json"])
        #expect(other.status == 1)
        let fields = try JSONSerialization.jsonObject(with: Data(other.stdout.utf8)) as? [String: Any]
        let match = fields?["match"] as? Bool, pixels = fields?["differingPixels"] as? Int ?? 0
        #expect(match == false && pixels > 0)
        #expect(FileManager.default.fileExists(atPath: out.path))
    }
}

@Suite("localeshot prune")
struct PruneCommandTests {
    @Test func refusesAfterFilteredOrPartialRunsAndPrunesAfterMergedShards() throws {
        let snapshots = try copyOfSnapshots()
        let root = snapshots.deletingLastPathComponent()
        let orphan = snapshots.appendingPathComponent("CountryRow/de/XK.png")
        try FileManager.default.copyItem(at: snapshots.appendingPathComponent("CountryRow/de/DE.png"), to: orphan)

        let filtered = root.appendingPathComponent("filtered")
        _ = try localeshot(["verify", "--snapshots", snapshots.path, "--locales", "de", "--artifacts", filtered.path])
        let refused = try localeshot(["prune", filtered.path, "--snapshots", snapshots.path])
        #expect(refused.status == 64 && refused.stderr.contains("filtered"))

        let shard1 = root.appendingPathComponent("s1"), shard2 = root.appendingPathComponent("s2")
        _ = try localeshot(["verify", "--snapshots", snapshots.path, "--shard", "1/2", "--artifacts", shard1.path])
        let partial = try localeshot(["prune", shard1.path, "--snapshots", snapshots.path])
        #expect(partial.status == 64 && partial.stderr.contains("2/2 missing"))

        _ = try localeshot(["verify", "--snapshots", snapshots.path, "--shard", "2/2", "--artifacts", shard2.path])
        let dry = try localeshot(["prune", shard1.path, shard2.path, "--snapshots", snapshots.path, "--dry-run", "--fail-on-orphans"])
        #expect(dry.status == 1 && dry.stdout.contains("would delete CountryRow/de/XK.png") && dry.stdout.contains("1 orphaned golden(s)"))
        #expect(FileManager.default.fileExists(atPath: orphan.path))
        let real = try localeshot(["prune", shard1.path, shard2.path, "--snapshots", snapshots.path])
        #expect(real.status == 0 && !FileManager.default.fileExists(atPath: orphan.path))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("CountryRow/de/DE.png").path))
    }
}
