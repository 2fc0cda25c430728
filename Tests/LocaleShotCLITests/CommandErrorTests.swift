import Foundation
import SafeFiles
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
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "localeshot: --out \(blocker.path): is a regular file; give a folder\n", "\(result.stderr)")
        let below = try localeshot(["render", "--out", blocker.path + "/x", "--codes", "DE", "--locales", "de"])
        #expect(below.status == 73 && below.stderr.contains("Not a directory"), "\(below.stderr)")
    }

    /// One exit code per condition, whatever the command: 66 a named input does not exist,
    /// 65 it exists but cannot be used (a FIFO, a folder, too large, corrupt), 64 an output
    /// option naming a folder where a file belongs.
    @Test func oneExitCodePerConditionAcrossCommands() throws {
        let folder = try Fixtures.temporaryDirectory("exit-codes")
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let png = Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/de/DE.png").path
        let catalog = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Catalogs/clean")
        let allow = ["catalog", "check", "--android", catalog.appendingPathComponent("android/res").path,
                     "--apple", catalog.appendingPathComponent("apple").path, "--source-language", "it", "--allow"]
        let cases: [([String], Int32)] = [
            (["diff", png, folder.appendingPathComponent("missing.png").path], 66),
            (allow + [folder.appendingPathComponent("missing").path], 66),
            (["diff", png, fifo.path], 65),
            (allow + [fifo.path], 65),
            (["diff", png, folder.path], 65),
            (allow + [folder.path], 65),
            (["diff", png, png, "--out", folder.path], 64),
        ]
        for (arguments, status) in cases {
            let result = try localeshot(arguments)
            #expect(result.status == status, "\(arguments): \(result.status) \(result.stderr)")
        }
    }

    /// Valid tags spelled in another case, and tags with extensions, are canonicalized.
    @Test(arguments: [("en-us", "en-US"), ("EN", "en"), ("zh-hant-tw", "zh-Hant-TW"), ("en-u-nu-arab", "en-u-nu-arab"),
                      ("ar-SA-u-nu-latn", "ar-SA-u-nu-latn"), ("AR-sa-U-NU-LATN", "ar-SA-u-nu-latn")])
    func localeTagsAreCanonicalized(tag: String, canonical: String) throws {
        let folder = try Fixtures.temporaryDirectory("locale-tags")
        let result = try localeshot(["text", "12", "--locale", tag], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("text-\(canonical).png").path))
    }

    /// A new user ran `text` without `--out` and could not tell where the PNG went; an empty
    /// STRING drew a row with nothing to check. The path is now named on stderr, and "" is a
    /// usage error that writes nothing.
    @Test func textNamesTheFileItWroteAndRefusesAnEmptyString() throws {
        let folder = try Fixtures.temporaryDirectory("text-default-out")
        let written = try localeshot(["text", "Grüße", "--locale", "de"], in: folder)
        #expect(written.status == 0 && written.stderr.contains("wrote text-de.png (") && written.stdout.isEmpty, "\(written.stderr)")
        let empty = try localeshot(["text", "", "--locale", "fr"], in: folder)
        #expect(empty.status == 64 && empty.stderr.contains("not empty"), "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("text-fr.png").path))
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

    /// `catalog render` → `prune` deleted all 3030 standard goldens: a run only ever prunes the
    /// suites it rendered in full. The catalog here has exactly the standard matrix's
    /// languages (en, de, fr, ja, ar), which made the old check take it for a whole matrix.
    @Test func pruneAfterCatalogRenderTouchesOnlyTheCatalogsSuites() throws {
        let snapshots = try copyOfSnapshots()
        let root = snapshots.deletingLastPathComponent()
        let before = FileTree.regularFiles(under: snapshots, include: { _ in true }).filter { !$0.hasPrefix("Catalog") }
        let catalog = root.appendingPathComponent("catalog")
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("android/res/values"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("apple/en.lproj"), withIntermediateDirectories: true)
        try Data(#"<resources><string name="hello">Hello</string></resources>"#.utf8)
            .write(to: catalog.appendingPathComponent("android/res/values/strings.xml"))
        try Data(#""hello" = "Hello";"#.utf8).write(to: catalog.appendingPathComponent("apple/en.lproj/Localizable.strings"))
        for language in ["de", "fr", "ja", "ar"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent("android/res/values-\(language)"), withIntermediateDirectories: true)
            try Data(#"<resources><string name="hello">Hallo</string></resources>"#.utf8)
                .write(to: catalog.appendingPathComponent("android/res/values-\(language)/strings.xml"))
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent("apple/\(language).lproj"), withIntermediateDirectories: true)
            try Data(#""hello" = "Hallo";"#.utf8).write(to: catalog.appendingPathComponent("apple/\(language).lproj/Localizable.strings"))
        }
        let catalogArguments = ["catalog", "render", catalog.appendingPathComponent("android/res").path, catalog.appendingPathComponent("apple").path,
                                "--source-language", "en", "--snapshots", snapshots.path]
        let artifacts = root.appendingPathComponent("catalog-run")
        let render = try localeshot(catalogArguments + ["--artifacts", artifacts.path, "--record", "missing", "--pixels", "all"])
        #expect(render.status == 0, "\(render.stdout)\(render.stderr)")
        let stale = snapshots.appendingPathComponent("Catalog-android/de/gone.png")
        try FileManager.default.copyItem(at: snapshots.appendingPathComponent("CountryRow/de/DE.png"), to: stale)
        // A run that drew only the keys that do not fit (`--pixels flagged`, the default) is
        // not a suite in full: prune would take every fitting key's PNG golden for an orphan.
        let flagged = root.appendingPathComponent("catalog-flagged")
        _ = try localeshot(catalogArguments + ["--artifacts", flagged.path])
        let notInFull = try localeshot(["prune", flagged.path, "--snapshots", snapshots.path])
        #expect(notInFull.status == 64 && notInFull.stderr.contains("no suite in full"), "\(notInFull.stdout)\(notInFull.stderr)")
        #expect(FileManager.default.fileExists(atPath: stale.path) && FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("Catalog-android/de/hello.png").path))
        let prune = try localeshot(["prune", artifacts.path, "--snapshots", snapshots.path])
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdout.contains("considered: Catalog-android, Catalog-apple"), "\(prune.stdout)")
        #expect(!FileManager.default.fileExists(atPath: stale.path), "the catalog suite's orphan is pruned")
        let after = FileTree.regularFiles(under: snapshots, include: { _ in true }).filter { !$0.hasPrefix("Catalog") }
        #expect(after == before, "no golden of another suite is deleted")

        let filtered = root.appendingPathComponent("filtered-de")
        _ = try localeshot(["verify", "--snapshots", snapshots.path, "--codes", "DE", "--artifacts", filtered.path])
        let refused = try localeshot(["prune", filtered.path, "--snapshots", snapshots.path])
        #expect(refused.status == 64 && refused.stderr.contains("no suite in full"), "\(refused.stderr)")
        #expect(FileTree.regularFiles(under: snapshots, include: { _ in true }).filter { !$0.hasPrefix("Catalog") } == before)
    }
}
