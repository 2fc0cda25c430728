import Foundation
import Raster
import SnapshotCore
import StringCatalogs
import TestSupport
import Testing
import Typesetting

/// Inputs whose cost a careless decoder or parser lets grow faster than their size: inflate
/// bombs, and the quadratic inputs of issue #16 at two sizes. Each must end in a result or a
/// typed error in bounded time; none is timed here (`localeshot bench --scaling` times them).
@Suite("Fuzz: inflate bombs and quadratic inputs")
struct BoundedWorkFuzzTests {
    static func seed(_ iteration: Int) -> UInt64 { FuzzTests.seed(5, iteration) }

    /// Valid (colour type, bit depth) pairs.
    static let formats: [(colorType: UInt8, bitDepth: UInt8, channels: Int)] = [
        (0, 1, 1), (0, 4, 1), (0, 8, 1), (0, 16, 1), (2, 8, 3), (2, 16, 3), (3, 2, 1), (3, 8, 1), (4, 8, 2), (6, 8, 4), (6, 16, 4),
    ]

    // MARK: - Inflate bombs

    @Test func inflateBombsOfEveryFormatAreRefusedTyped() throws {
        for iteration in 0..<SeededRandom.iterations(default: 40) {
            var random = SeededRandom(seed: Self.seed(iteration))
            let format = Self.formats.randomElement(using: &random)!
            let width = Int.random(in: 1...64, using: &random), height = Int.random(in: 1...16, using: &random)
            let rowBytes = (width * format.channels * Int(format.bitDepth) + 7) / 8
            let rows = (0..<height).map { _ in (0..<rowBytes).map { _ in UInt8.random(in: 0...255, using: &random) } }
            var builder = PNGBuilder(width: UInt32(width), height: UInt32(height), bitDepth: format.bitDepth, colorType: format.colorType, rows: rows)
            if format.colorType == 3 { builder.palette = [UInt8](repeating: 7, count: 256 * 3) }
            // Two sizes: up to 258 KB of trailing zeros, and 10 MB of them.
            let copies = iteration % 8 == 0 ? 40_000 : Int.random(in: 0...1_000, using: &random)
            let bomb = builder.buildWithTrailingZeros(copies: copies, chunkSize: Int.random(in: 1...70_000, using: &random))
            #expect(throws: PNGError.trailingImageData(expectedBytes: height * (1 + rowBytes)), "seed \(Self.seed(iteration))") {
                try PNGCodec.decode(bomb)
            }
        }
    }

    @Test func aBombGoldenIsUnusableNamingTheCause() throws {
        let root = try Fixtures.temporaryDirectory("fuzz-bomb")
        let verifier = SnapshotVerifier(store: GoldenStore(root: root.appendingPathComponent("Snapshots")),
                                        artifacts: ArtifactStore(root: root.appendingPathComponent("artifacts")),
                                        environment: RenderEnvironment(libraries: [:], fonts: [:], rowStyleVersion: 1))
        let rows = (0..<8).map { y in [UInt8](repeating: UInt8(y * 30), count: 16 * 4) }
        let builder = PNGBuilder(width: 16, height: 8, bitDepth: 8, colorType: 6, rows: rows)
        let actual = try PNGCodec.decode(builder.build())
        let key = try SnapshotKey(suite: "Fuzz", locale: "de", name: "bomb", format: .png)
        try verifier.store.write(builder.buildWithTrailingZeros(copies: 40_000), for: key)
        let outcome = verifier.verify(image: actual, key: key, mode: .never)
        #expect(outcome.kind == .unusableGolden)
        #expect(outcome.message.contains("trailing image data") && outcome.message.contains("bomb"))
    }

    // MARK: - Quadratic inputs, at two sizes

    @Test(.timeLimit(.minutes(3)), arguments: [20_000, 40_000])
    func manyAttributesOnOneTagReadOrFailTyped(count: Int) throws {
        var random = SeededRandom(seed: Self.seed(count))
        var text = "<resources><string name=\"k\""
        for index in 0..<count { text += " a\(index)=\"v\"" }
        if Bool.random(using: &random) { text += " a\(Int.random(in: 0..<count, using: &random))=\"again\"" }
        do {
            let strings = try AndroidStringsReader.parse(Data((text + ">x</string></resources>").utf8), file: "values/strings.xml")
            #expect(strings.count == 1)
        } catch {
            #expect(error.description.contains("given twice"), "seed \(Self.seed(count))")
        }
    }

    @Test(.timeLimit(.minutes(3)), arguments: [10_000, 20_000])
    func manyMarksOnOneCharacterAreRefusedTyped(count: Int) throws {
        var random = SeededRandom(seed: Self.seed(count))
        let marks = (0..<count).map { _ in Unicode.Scalar(UInt32.random(in: 0x300...0x36F, using: &random))! }
        let text = "a" + String(String.UnicodeScalarView(marks))
        #expect(throws: TypesettingError.tooManyCombiningMarks(count: count, limit: Typesetter.maxCombiningMarks, offset: 1)) {
            try Typesetter(fonts: FontSet()).layout(text, style: TextStyle(language: "en", direction: .leftToRight, pixelSize: 34 * 64))
        }
    }

    @Test(.timeLimit(.minutes(3)), arguments: [5_000, 10_000])
    func longMixedScriptTextLaysOutOrFailsTyped(count: Int) throws {
        var random = SeededRandom(seed: Self.seed(count))
        let scalars = (0..<count).map { _ in FuzzTests.randomScalar(using: &random) }
        do {
            let line = try Typesetter(fonts: FontSet()).layout(String(String.UnicodeScalarView(scalars)),
                                                              style: TextStyle(language: "ar", direction: .rightToLeft, pixelSize: 34 * 64))
            #expect(line.runs.flatMap(\.glyphs).allSatisfy { $0.glyphID != 0 })
        } catch {
            #expect(!error.description.isEmpty, "seed \(Self.seed(count))")
        }
    }
}
