import Foundation
import SnapshotCore
import TestSupport
import Testing

/// Every output option is checked by one rule: never inside the snapshots folder, never an
/// input of the same command (or its own run.json), never through a link; exit 64 naming the
/// option, and nothing written.
@Suite("output options never replace goldens or inputs")
struct OutputSafetyTests {
    static func bytes(_ url: URL) -> Data? { try? Data(contentsOf: url) }

    @Test func verifyJUnitNeverReplacesAGoldenTheManifestOrRunJSON() throws {
        let snapshots = try copyOfSnapshots()
        let artifacts = snapshots.deletingLastPathComponent().appendingPathComponent("artifacts")
        _ = try localeshot(["verify", "--snapshots", snapshots.path, "--codes", "DE", "--locales", "de", "--artifacts", artifacts.path])
        let runJSON = artifacts.appendingPathComponent("run.json")
        for target in [snapshots.appendingPathComponent("CountryRow/de/DE.png"), snapshots.appendingPathComponent("manifest.json"), runJSON] {
            let before = Self.bytes(target)
            let result = try localeshot(["verify", "--snapshots", snapshots.path, "--codes", "DE", "--locales", "de",
                                         "--artifacts", artifacts.path, "--junit", target.path])
            #expect(result.status == 64 && result.stderr.contains("--junit"), "\(target.lastPathComponent): \(result.status) \(result.stderr)")
            #expect(Self.bytes(target) == before, "\(target.lastPathComponent) unchanged")
        }
    }

    /// `--out` into a folder that does not exist creates nothing (it used to `mkdir -p` the
    /// whole path, as root anywhere on the disk): a clear error, exit 73.
    @Test func anOutputFileInAMissingFolderCreatesNoFolder() throws {
        let root = try Fixtures.temporaryDirectory("out-missing-folder")
        let missing = root.appendingPathComponent("no/such/folder")
        for arguments in [["text", "Hello", "--locale", "en"], ["row", "DE", "--locale", "de"]] {
            let result = try localeshot(arguments + ["--out", missing.appendingPathComponent("x.png").path])
            #expect(result.status == 73 && result.stderr.contains("no such folder"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("no").path))
        }
        // An output folder the user named is LocaleShot's to fill: `render --out DIR` creates it.
        let rendered = try localeshot(["render", "--out", root.appendingPathComponent("rows").path, "--codes", "DE", "--locales", "de"])
        #expect(rendered.status == 0 && FileManager.default.fileExists(atPath: root.appendingPathComponent("rows/de/DE.png").path), "\(rendered.stderr)")
    }

    @Test func renderIntoTheSnapshotsFolderIsRefused() throws {
        let project = try Fixtures.temporaryDirectory("render-out")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        for out in ["Snapshots", "Snapshots/x", "./Snapshots/../Snapshots"] {
            let result = try localeshot(["render", "--out", out, "--codes", "DE", "--locales", "de"], in: project)
            #expect(result.status == 64 && result.stderr.contains("--out"), "\(out): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("Snapshots").path).isEmpty)
        let row = try localeshot(["row", "DE", "--locale", "de", "--out", "Snapshots/DE.png"], in: project)
        #expect(row.status == 64)
    }

    @Test func diffNeverWritesOverItsInputOrThroughALink() throws {
        let folder = try Fixtures.temporaryDirectory("diff-out")
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try FileManager.default.copyItem(at: Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/de/DE.png"), to: a)
        try FileManager.default.copyItem(at: Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/de/AT.png"), to: b)
        let before = Self.bytes(b)
        for out in [b.path, folder.path + "/./b.png"] {
            let result = try localeshot(["diff", a.path, b.path, "--out", out])
            #expect(result.status == 64 && result.stderr.contains("input"), "\(result.stderr)")
        }
        let hard = folder.appendingPathComponent("hard.png")
        try FileManager.default.linkItem(at: b, to: hard)
        #expect(try localeshot(["diff", a.path, b.path, "--out", hard.path]).status == 64)
        let link = folder.appendingPathComponent("link.png"), secret = folder.appendingPathComponent("secret")
        try Data("secret".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
        let linked = try localeshot(["diff", a.path, b.path, "--out", link.path])
        #expect(linked.status == 64 && linked.stderr.contains("link"))
        #expect(Self.bytes(b) == before && Self.bytes(secret) == Data("secret".utf8))
    }

    @Test func catalogBaselineNeverReplacesACatalogFile() throws {
        let root = try Fixtures.temporaryDirectory("baseline-out")
        try FileManager.default.copyItem(at: Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Catalogs/defective"), to: root.appendingPathComponent("d"))
        let strings = root.appendingPathComponent("d/apple/de.lproj/Legacy.strings")
        let xml = root.appendingPathComponent("d/android/res/values/strings.xml")
        for (option, target) in [("--write-baseline", strings), ("--junit", xml), ("--write-baseline", xml)] {
            let before = Self.bytes(target)
            let result = try localeshot(["catalog", "check", "--android", root.appendingPathComponent("d/android/res").path,
                                         "--apple", root.appendingPathComponent("d/apple").path, "--source-language", "it", option, target.path])
            #expect(result.status == 64 && result.stderr.contains(option), "\(result.stderr)")
            #expect(Self.bytes(target) == before)
        }
        // A JUnit file beside the catalogs is fine.
        let junit = root.appendingPathComponent("d/junit.xml")
        let ok = try localeshot(["catalog", "check", "--android", root.appendingPathComponent("d/android/res").path,
                                 "--apple", root.appendingPathComponent("d/apple").path, "--source-language", "it", "--junit", junit.path])
        #expect(ok.status == 1 && FileManager.default.fileExists(atPath: junit.path), "\(ok.stderr)")
    }
}
