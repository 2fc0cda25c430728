import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing

/// `LOCALESHOT_SIDE_BY_SIDE`: a suite run draws the side-by-side image of the first N failures
/// (in job order) after the run, from the artifacts on disk.
@Suite struct DeferredSideBySideTests {
    private func run(sideBySide: ArtifactStore.SideBySide, failing: Int) throws -> (results: [SuiteRunner.Result], artifacts: URL) {
        let root = try Fixtures.temporaryDirectory("deferred-side-by-side")
        let goldens = GoldenStore(root: root.appendingPathComponent("Snapshots"))
        let artifacts = root.appendingPathComponent("artifacts")
        var jobs: [SnapshotJob<Void>] = []
        for index in 0..<failing {
            let key = try SnapshotKey(suite: "Blocks", locale: "en", name: "B\(index)", format: .png)
            try goldens.write(PNGCodec.encode(Image(width: 40, height: 20, fill: RGBA(255, 255, 255))), for: key)
            let shade = UInt8(index * 20)
            jobs.append(SnapshotJob(locale: "en", imageKey: key, dumpKey: nil) { _ in
                RenderedSnapshot(image: try Image(width: 40, height: 20, fill: RGBA(shade, 0, 0)), layoutDump: "")
            })
        }
        let verifier = SnapshotVerifier(store: goldens, artifacts: ArtifactStore(root: artifacts, sideBySide: sideBySide),
                                        environment: RenderEnvironment(libraries: [:], fonts: [:], rowStyleVersion: 1))
        let results = SuiteRunner(verifier: verifier, mode: .never, workers: 2).run(jobs, makeRenderer: {})
        return (results, artifacts)
    }

    @Test func onlyTheFirstFailuresInJobOrderGetOne() throws {
        let (results, artifacts) = try run(sideBySide: .deferred(limit: 2), failing: 5)
        let drawn = results.map { $0.image?.artifacts["side-by-side"] != nil }
        #expect(drawn == [true, true, false, false, false])
        let file = try #require(results[1].image?.artifacts["side-by-side"])
        #expect(file.path.hasPrefix(artifacts.path))
        // Three panels (expected, actual, diff) of 40 px and four 16 px gaps.
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: file)))
        #expect(image.width == 3 * 40 + 4 * 16)
        // Every failure still has its actual, expected and diff.
        #expect(results.allSatisfy { Set($0.image?.artifacts.keys ?? [:].keys).isSuperset(of: ["actual", "expected", "diff"]) })
    }

    @Test func noneDrawsNoneAndEagerDrawsEvery() throws {
        #expect(try run(sideBySide: .deferred(limit: 0), failing: 3).results.allSatisfy { $0.image?.artifacts["side-by-side"] == nil })
        #expect(try run(sideBySide: .eager, failing: 3).results.allSatisfy { $0.image?.artifacts["side-by-side"] != nil })
    }

    @Test func theEnvironmentValueIsParsedStrictly() {
        #expect(ArtifactStore.SideBySide(environmentValue: nil, fallback: .suiteDefault) == .deferred(limit: 50))
        #expect(ArtifactStore.SideBySide(environmentValue: "ALL", fallback: .suiteDefault) == .eager)
        #expect(ArtifactStore.SideBySide(environmentValue: "none", fallback: .eager) == .deferred(limit: 0))
        #expect(ArtifactStore.SideBySide(environmentValue: "7", fallback: .eager) == .deferred(limit: 7))
        for bad in ["-1", "many", "99999999999", "1e3", " 5"] {
            #expect(ArtifactStore.SideBySide(environmentValue: bad, fallback: .eager) == nil, "\(bad)")
        }
    }
}
