import Dispatch
import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing

/// Drift is judged per golden, against the environment that golden was recorded with (#17).
@Suite("Per-golden environment records")
struct PerGoldenDriftTests {
    /// A package's two kinds of tests: the vendored fonts, and the vendored fonts plus its own.
    static let vendored = RenderEnvironment(libraries: ["harfbuzz": "8.3.0"], fonts: ["NotoSans-Regular.ttf": "aaa"], rowStyleVersion: 1)
    static let own: RenderEnvironment = {
        var environment = vendored
        environment.fonts["Display-Bold.ttf"] = "bbb"
        return environment
    }()

    func verifier(_ root: URL, _ environment: RenderEnvironment) -> SnapshotVerifier {
        SnapshotVerifier(store: GoldenStore(root: root.appendingPathComponent("Snapshots")),
                         artifacts: ArtifactStore(root: root.appendingPathComponent("artifacts")), environment: environment)
    }

    /// A flat image; two numbers give clearly different colours.
    func image(_ value: Int) throws -> Image { try Image(width: 8, height: 8, fill: RGBA(UInt8(value * 53 % 256), UInt8(value * 101 % 256), 0)) }
    func key(_ name: String) throws -> SnapshotKey { try SnapshotKey(suite: "Cards", locale: "en", name: name, format: .png) }

    @Test func aRegressionIsNotDriftAndAChangedFontIs() throws {
        let root = try Fixtures.temporaryDirectory("drift")
        // The own-font test records first, the vendored one last (the order that used to flip
        // the folder's single environment).
        _ = verifier(root, Self.own).verify(image: try image(10), key: try key("price"), mode: .missing)
        _ = verifier(root, Self.vendored).verify(image: try image(20), key: try key("row"), mode: .missing)
        // A real regression in the own-font view: nothing in its environment changed.
        let regression = verifier(root, Self.own).verify(image: try image(11), key: try key("price"), mode: .never)
        #expect(!regression.passed && regression.environmentDrift.isEmpty, "\(regression.environmentDrift)")
        #expect(regression.message.contains("snapshot differs"))
        // Its font changed: that golden is drift, naming the font; the vendored golden is not.
        var changed = Self.own
        changed.fonts["Display-Bold.ttf"] = "ccc"
        let drift = verifier(root, changed).verify(image: try image(11), key: try key("price"), mode: .never)
        #expect(drift.environmentDrift == ["font Display-Bold.ttf bbb → ccc"])
        #expect(drift.message.contains("environment drift, not a regression"))
        let vendoredRegression = verifier(root, changed).verify(image: try image(21), key: try key("row"), mode: .never)
        #expect(vendoredRegression.environmentDrift.isEmpty)
        // And the other order: the vendored test's regression is not drift for lack of a font it never used.
        _ = verifier(root, Self.own).verify(image: try image(10), key: try key("price"), mode: .all)
        let vendored = verifier(root, Self.vendored).verify(image: try image(22), key: try key("row"), mode: .never)
        #expect(vendored.environmentDrift.isEmpty, "\(vendored.environmentDrift)")
    }

    /// summary.md says how many failing rows drifted, so a regression beside them is not taken for drift.
    @Test func theSummaryCountsTheRowsThatDrifted() throws {
        let root = try Fixtures.temporaryDirectory("drift-summary")
        _ = verifier(root, Self.own).verify(image: try image(10), key: try key("price"), mode: .missing)
        _ = verifier(root, Self.vendored).verify(image: try image(20), key: try key("row"), mode: .missing)
        var changed = Self.own
        changed.fonts["Display-Bold.ttf"] = "ccc"
        let outcomes = [verifier(root, changed).verify(image: try image(11), key: try key("price"), mode: .never),
                        verifier(root, changed).verify(image: try image(21), key: try key("row"), mode: .never)]
        let artifacts = root.appendingPathComponent("artifacts")
        let record = RunRecord(mode: .never, selection: RunRecord.Selection(locales: ["en"], codes: nil, shard: nil), environment: changed,
                               drift: outcomes.flatMap(\.environmentDrift), duration: 1,
                               results: outcomes.map { SuiteRunner.Result(locale: "en", imageKey: $0.key, image: $0) }, artifactRoot: artifacts)
        let summary = RunReport(runs: [(artifacts, record)]).markdownSummary(reportPath: "report.html")
        #expect(summary.contains("for the 1 failing row whose own golden's environment changed: font Display-Bold.ttf bbb → ccc"), "\(summary)")
    }

    @Test func concurrentRecordersKeepEveryEntry() throws {
        let root = try Fixtures.temporaryDirectory("drift-concurrent")
        let count = 64
        // One verifier per assertion, as `swift test` makes them, on several threads.
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let environment = index.isMultiple(of: 2) ? Self.vendored : Self.own
            _ = verifier(root, environment).verify(image: try! image(index), key: try! key("g\(index)"), mode: .missing)
        }
        let manifest = try #require(SnapshotManifest.read(in: root.appendingPathComponent("Snapshots")))
        #expect(manifest.goldens.count == count)
        #expect(Set(manifest.environments.keys) == [Self.vendored.id, Self.own.id])
        #expect(manifest.environment(of: "Cards/en/g3.png") == Self.own && manifest.environment(of: "Cards/en/g4.png") == Self.vendored)
    }

    @Test func deferredRecordsAreWrittenOnceAtFlush() throws {
        let root = try Fixtures.temporaryDirectory("drift-deferred")
        let verifier = verifier(root, Self.vendored)
        verifier.defersManifestWrites = true
        for index in 0..<5 { _ = verifier.verify(image: try image(index), key: try key("d\(index)"), mode: .missing) }
        let manifestFile = root.appendingPathComponent("Snapshots/manifest.json")
        #expect(!FileManager.default.fileExists(atPath: manifestFile.path))
        try verifier.flushManifest()
        #expect(SnapshotManifest.read(in: root.appendingPathComponent("Snapshots"))?.goldens.count == 5)
        // A tool writing goldens itself (accepting a run) records them the same way.
        try SnapshotManifest.record(["Cards/en/accepted.png"], environment: Self.own, in: root.appendingPathComponent("Snapshots"))
        let manifest = SnapshotManifest.read(in: root.appendingPathComponent("Snapshots"))
        #expect(manifest?.goldens.count == 6 && manifest?.environment(of: "Cards/en/accepted.png") == Self.own)
    }

    @Test func anOlderManifestAppliesToGoldensWithoutARecord() throws {
        let root = try Fixtures.temporaryDirectory("drift-format1")
        let snapshots = root.appendingPathComponent("Snapshots")
        var old = Self.vendored
        old.libraries["harfbuzz"] = "6.0.0"
        _ = verifier(root, Self.vendored).verify(image: try image(1), key: try key("old"), mode: .missing)
        try old.write(to: snapshots)  // a format-1 manifest, as written before #17
        _ = verifier(root, Self.vendored).verify(image: try image(2), key: try key("new"), mode: .missing)
        let manifest = try #require(SnapshotManifest.read(in: snapshots))
        #expect(manifest.environment == old && manifest.goldens.keys.sorted() == ["Cards/en/new.png"])
        #expect(verifier(root, Self.vendored).verify(image: try image(9), key: try key("old"), mode: .never).environmentDrift
                == ["harfbuzz 6.0.0 → 8.3.0"])
        #expect(verifier(root, Self.vendored).verify(image: try image(9), key: try key("new"), mode: .never).environmentDrift.isEmpty)
    }
}
