import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing

@Suite("Golden store")
struct GoldenStoreTests {
    @Test func writesAtomicallyAndLeavesNoTemporaryFiles() throws {
        let root = try Fixtures.temporaryDirectory("store")
        let store = GoldenStore(root: root)
        let key = try SnapshotKey(suite: "S", locale: "en", name: "X", format: .png)
        try store.write([1, 2, 3], for: key)
        try store.write([4, 5], for: key)
        #expect(try store.read(key) == [4, 5])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("S/en").path) == ["X.png"])
    }

    @Test func concurrentWritersLeaveOnlyCompleteFiles() async throws {
        let root = try Fixtures.temporaryDirectory("race")
        let store = GoldenStore(root: root)
        let key = try SnapshotKey(suite: "S", locale: "en", name: "X", format: .png)
        let images = try (0..<4).map { try PNGCodec.encode(try Image(width: 300 + $0, height: 200, fill: RGBA(UInt8($0 * 60), 0, 0))) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask { for _ in 0..<25 { try store.write(images[writer], for: key) } }
            }
            group.addTask {
                for _ in 0..<200 {
                    if let bytes = try store.read(key) { #expect(images.contains(bytes)) }
                }
            }
            try await group.waitForAll()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("S/en").path) == ["X.png"])
    }

    /// Two `localeshot record` processes recording the same goldens at once.
    @Test func twoRecordingProcessesLeaveOnlyValidPNGs() async throws {
        let root = try Fixtures.temporaryDirectory("tworecorders")
        let snapshots = root.appendingPathComponent("Snapshots").path
        let arguments = ["record", "--mode", "all", "--snapshots", snapshots, "--locales", "de,ar",
                         "--codes", "DE,AT,SA,JP,GS,FR", "--jobs", "2", "--artifacts"]
        // Each run has its own artifacts folder (a shared one is locked: see the CLI safety tests).
        async let first = Fixtures.run(Fixtures.localeshotExecutable, arguments + [root.appendingPathComponent("a1").path],
                                       environment: ["CI": ""], currentDirectory: root)
        async let second = Fixtures.run(Fixtures.localeshotExecutable, arguments + [root.appendingPathComponent("a2").path],
                                        environment: ["CI": ""], currentDirectory: root)
        for result in try await [first, second] { #expect(result.status == 0, "\(result.stderr)") }
        var pngs = 0
        let enumerator = FileManager.default.enumerator(atPath: snapshots)
        while let path = enumerator?.nextObject() as? String {
            #expect(!path.hasSuffix(".tmp"), "leftover temporary file \(path)")
            guard path.hasSuffix(".png") else { continue }
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: snapshots).appendingPathComponent(path)))
            #expect(throws: Never.self) { try PNGCodec.decode(bytes) }
            pngs += 1
        }
        #expect(pngs == 2 * (6 + 5), "6 light rows and 5 dark-sample rows (DE SA JP GS FR) per locale")
    }
}
