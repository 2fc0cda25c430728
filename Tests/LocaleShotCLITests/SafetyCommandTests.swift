import Foundation
import SafeFiles
import SnapshotCore
import TestSupport
import Testing

/// The command line as a careless and a hostile user drive it: each test reproduces a report
/// of issue #9 and failed before its fix.
@Suite("localeshot never loses goldens, leaks files, crashes or hangs")
struct SafetyCommandTests {
    let secret = "CI_SECRET_TOKEN=hunter2-\(UUID().uuidString)"

    /// Every file under a folder, relative, with its bytes' hash.
    func inventory(_ folder: URL) -> [String: Int] {
        var files: [String: Int] = [:]
        for path in FileTree.regularFiles(under: folder) {
            files[path] = (try? Data(contentsOf: folder.appendingPathComponent(path)))?.hashValue ?? -1
        }
        return files
    }

    // MARK: - Data loss

    @Test(arguments: ["Snapshots", "Snapshots/CountryRow", ".", "/", "ENV"])
    func artifactsFolderOverlappingTheGoldensIsRefused(artifacts: String) throws {
        let snapshots = try copyOfSnapshots()
        let project = snapshots.deletingLastPathComponent()
        let before = inventory(snapshots)
        let arguments = ["verify", "--codes", "DE", "--locales", "de"] + (artifacts == "ENV" ? [] : ["--artifacts", artifacts])
        let result = try localeshot(arguments, environment: artifacts == "ENV" ? ["LOCALESHOT_ARTIFACTS": "Snapshots"] : [:], in: project)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("localeshot: artifacts folder") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(inventory(snapshots) == before, "not one golden deleted or changed")
    }

    @Test func unmarkedNonEmptyArtifactsFolderIsNotCleared() throws {
        let folder = try Fixtures.temporaryDirectory("foreign")
        try Data("thesis".utf8).write(to: folder.appendingPathComponent("run.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("CountryRow"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("CountryRow/notes.txt"))
        let result = try localeshot(["verify", "--codes", "DE", "--locales", "de", "--artifacts", folder.path])
        #expect(result.status == 64 && result.stderr.contains("no .localeshot-artifacts marker"), "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("CountryRow/notes.txt"), encoding: .utf8) == "notes")
        #expect(try String(contentsOf: folder.appendingPathComponent("run.json"), encoding: .utf8) == "thesis")
    }

    @Test func sharedArtifactsFolderIsLockedWithAClearMessage() throws {
        let folder = try Fixtures.temporaryDirectory("shared")
        var holder: ArtifactFolder? = try ArtifactFolder(root: folder, snapshots: Fixtures.packageRoot.appendingPathComponent("Snapshots"),
                                                         packageRoot: Fixtures.packageRoot)
        let result = try localeshot(["verify", "--codes", "DE", "--locales", "de", "--artifacts", folder.path])
        #expect(result.status == 75 && result.stderr.contains("in use by another localeshot run"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        // A reader of the folder says "in use" too, not "no run.json" (the run set it aside).
        for command in [["report", folder.path], ["prune", folder.path]] {
            let reader = try localeshot(command)
            #expect(reader.status == 75 && reader.stderr.contains("in use by another localeshot run"), "\(command): \(reader.stderr)")
        }
        #expect(holder != nil)
        holder = nil
        let after = try localeshot(["verify", "--codes", "DE", "--locales", "de", "--artifacts", folder.path])
        #expect(after.status == 0, "the lock is released with its holder: \(after.stderr)")
    }

    @Test func killedRecordingsTemporaryFilesAreRemovedAndListedByPrune() throws {
        let snapshots = try copyOfSnapshots()
        let project = snapshots.deletingLastPathComponent()
        let dead = Process()
        dead.executableURL = HostTools.trueExecutable
        try dead.run()
        dead.waitUntilExit()
        let stale = "CountryRow/de/.DE.png.\(dead.processIdentifier).42.tmp"
        try Data("half a png".utf8).write(to: snapshots.appendingPathComponent(stale))
        let verify = try localeshot(["verify", "--jobs", "2"], in: project)
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(stale).path), "the next run removes it")
        try Data("half a png".utf8).write(to: snapshots.appendingPathComponent(stale))
        let prune = try localeshot(["prune", "--dry-run"], in: project)
        #expect(prune.status == 0 && prune.stdout.contains("would delete \(stale) (temporary file of a killed run)"), "\(prune.stdout)\(prune.stderr)")
    }

    // MARK: - Nothing read or written outside its folders

    @Test func symlinkedGoldenLeaksNothing() throws {
        let snapshots = try copyOfSnapshots()
        let project = snapshots.deletingLastPathComponent()
        let secretFile = project.appendingPathComponent("environ")
        try Data(secret.utf8).write(to: secretFile)
        let golden = snapshots.appendingPathComponent("CountryRow/de/DE.txt")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.createSymbolicLink(atPath: golden.path, withDestinationPath: secretFile.path)
        let result = try localeshot(["verify", "--codes", "DE", "--locales", "de", "--json"], in: project)
        #expect(result.status == 65 && result.stderr.contains("is a symbolic link"), "\(result.stderr)")
        let report = try localeshot(["report"], in: project)
        #expect(report.status == 1)
        let artifacts = project.appendingPathComponent(".build/localeshot-artifacts")
        var texts = [result.stdout, result.stderr]
        for path in FileTree.regularFiles(under: artifacts) {
            texts.append(String(decoding: try Data(contentsOf: artifacts.appendingPathComponent(path)), as: UTF8.self))
        }
        #expect(!texts.contains { $0.contains("hunter2") || $0.contains(Data(secret.utf8).base64EncodedString()) })
    }

    @Test func recordDoesNotWriteThroughALinkedFolder() throws {
        let snapshots = try copyOfSnapshots()
        let elsewhere = try Fixtures.temporaryDirectory("elsewhere")
        let linked = snapshots.appendingPathComponent("CountryRow/de")
        try FileManager.default.removeItem(at: linked)
        try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: elsewhere.path)
        let result = try localeshot(["record", "--mode", "all", "--codes", "DE,FR", "--locales", "de", "--snapshots", snapshots.path,
                                     "--artifacts", elsewhere.deletingLastPathComponent().appendingPathComponent(UUID().uuidString).path])
        #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "nothing written through the link")
    }

    @Test func fifoGoldenAndFifoDiffInputFailFast() throws {
        let snapshots = try copyOfSnapshots()
        let fifo = snapshots.appendingPathComponent("CountryRow/de/DE.png")
        try FileManager.default.removeItem(at: fifo)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let verify = try localeshot(["verify", "--codes", "DE", "--locales", "de", "--snapshots", snapshots.path,
                                     "--artifacts", snapshots.deletingLastPathComponent().appendingPathComponent("a").path], timeout: 60)
        #expect(!verify.timedOut && verify.status == 65 && verify.stdout.contains("is a FIFO"), "\(verify.stdout)")
        let diff = try localeshot(["diff", fifo.path, fifo.path], timeout: 60)
        #expect(!diff.timedOut && diff.status == 65 && diff.stderr.contains("is a FIFO"), "\(diff.stderr)")
    }

    @Test(arguments: [["row", "DE", "--locale", "../../../x"], ["widget", "--locale", "../x"], ["text", "hi", "--locale", "a/b"],
                      ["verify", "--locales", "../x"]])
    func pathFormingOptionsAreValidated(arguments: [String]) throws {
        let folder = try Fixtures.temporaryDirectory("cwd").appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try localeshot(arguments, in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(FileTree.regularFiles(under: folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()).isEmpty)
    }

    @Test func reportEmbedsOnlyArtifactsInsideItsFolder() throws {
        let artifacts = try Fixtures.temporaryDirectory("hostile-report")
        let secretFile = artifacts.deletingLastPathComponent().appendingPathComponent("secret-\(UUID().uuidString).png")
        try Data(([0x89, 0x50, 0x4E, 0x47] + Array(secret.utf8))).write(to: secretFile)
        let run = try localeshot(["verify", "--codes", "DE", "--locales", "de", "--artifacts", artifacts.path, "--json"])
        var record = try JSONDecoder().decode(RunRecord.self, from: Data(run.stdout.utf8))
        #expect(run.status == 0)
        var hostile = try #require(record.entries.first)
        hostile.passed = false
        hostile.status = "mismatch"
        hostile.artifacts = ["expected": "../\(secretFile.lastPathComponent)", "actual": secretFile.path,
                             "diff": "CountryRow/../../\(secretFile.lastPathComponent)"]
        record.entries.append(hostile)
        try Data(record.encoded()).write(to: artifacts.appendingPathComponent(RunRecord.fileName))
        let report = try localeshot(["report", artifacts.path])
        #expect(report.status == 1, "\(report.stderr)")
        let html = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(!html.contains(Data(([0x89, 0x50, 0x4E, 0x47] + Array(secret.utf8))).base64EncodedString()))
        #expect(!html.contains("hunter2"))
    }

    // MARK: - No crash, no hang

    @Test(.enabled(if: HostTools.fullDevice != nil, "needs /dev/full (Linux; macOS has none)"),
          arguments: [["verify", "--codes", "DE", "--locales", "de", "--json"], ["row", "DE", "--locale", "de", "--dump"],
                      ["catalog", "check", "Tests/Fixtures/Catalogs/defective/android/res", "Tests/Fixtures/Catalogs/defective/apple",
                       "--source-language", "it"],
                      ["--help"]])
    func fullStandardOutputIsExit74NotATrace(arguments: [String]) throws {
        let artifacts = try Fixtures.temporaryDirectory("full")
        let environment = arguments[0] == "verify" ? ["LOCALESHOT_ARTIFACTS": artifacts.path] : [:]
        let result = try localeshot(arguments, environment: environment, stdoutFile: HostTools.fullDevice)
        #expect(result.status == 74, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasSuffix("localeshot: cannot write to standard output: No space left on device\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"))
    }

    @Test func catalogRenderDrawsEmojiWithVariationSelectorsAndFailsOnMissingGlyphs() throws {
        let root = try Fixtures.temporaryDirectory("emoji-catalog")
        let values = root.appendingPathComponent("android/res/values"), lproj = root.appendingPathComponent("apple/en.lproj")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(#"<resources><string name="lock">🔐️ Lock 😀️ 📞️ ✅️ 🔥️</string></resources>"#.utf8).write(to: values.appendingPathComponent("strings.xml"))
        try Data(#""lock" = "🔐️ Lock";"#.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        let arguments = ["catalog", "render", values.deletingLastPathComponent().path, lproj.deletingLastPathComponent().path,
                         "--snapshots", root.appendingPathComponent("Snapshots").path, "--artifacts", root.appendingPathComponent("a").path,
                         "--pixels", "all"]
        let recorded = try localeshot(arguments + ["--record", "missing"])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(try localeshot(arguments).status == 0)
        // Under CI, recording needs --force-ci, as for `record`.
        #expect(try localeshot(arguments + ["--record", "all"], environment: ["CI": "1"]).status == 64)
        #expect(try localeshot(arguments + ["--record", "all", "--force-ci"], environment: ["CI": "1"]).status == 0)
        // A string no font can draw fails the run whatever the record mode: a missingGlyph
        // finding (every key is still measured), and its row cannot be drawn.
        try Data(#"<resources><string name="lock">🔐️</string><string name="tofu">\#u{10FFFD}</string></resources>"#.utf8)
            .write(to: values.appendingPathComponent("strings.xml"))
        let tofu = try localeshot(arguments + ["--record", "missing"])
        #expect(tofu.status == 65 && tofu.stdout.contains("tofu: no font has U+10FFFD") && tofu.stdout.contains("no glyph for U+10FFFD"),
                "\(tofu.stdout)")
        let long = try localeshot(arguments + ["--suite", String(repeating: "s", count: 95)])
        #expect(long.status == 64 && long.stderr.contains("longer than 100"), "\(long.stderr)")
    }

    // MARK: - Truthful messages

    @Test func missingAndReRecordedGoldensAreNotDiagnosedAsFlagChanges() throws {
        let snapshots = try copyOfSnapshots()
        try FileManager.default.removeItem(at: snapshots.appendingPathComponent("CountryRow/de/DE.png"))
        let artifacts = snapshots.deletingLastPathComponent().appendingPathComponent("a").path
        let verify = try localeshot(["verify", "--codes", "DE", "--locales", "de", "--snapshots", snapshots.path, "--artifacts", artifacts])
        #expect(verify.status == 1 && !verify.stdout.contains("flag unchanged") && !verify.stdout.contains("text changed"), "\(verify.stdout)")
        #expect(verify.stdout.contains("run `localeshot record --mode missing` to record it"))
        let all = try localeshot(["record", "--mode", "all", "--codes", "DE,FR", "--locales", "de", "--snapshots", snapshots.path,
                                  "--artifacts", artifacts])
        #expect(all.status == 0 && !all.stdout.contains("flag unchanged"), "\(all.stdout)")
    }
}
