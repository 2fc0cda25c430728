import Foundation
import Raster
import SnapshotCore
import StringCatalogs
import TestSupport
import Testing
import Typesetting

/// A deterministic fuzz suite (seeded; `LOCALESHOT_FUZZ_ITERATIONS` for more cases,
/// `LOCALESHOT_FUZZ_SEED` to replay one): mutated goldens through decode and verify, mutated
/// catalogs through the readers, random Unicode through the typesetter. Each case must give a
/// result or a typed error; a crash ends the run, a wrong error type fails with its seed.
@Suite("Fuzz: mutated goldens, catalogs and random Unicode")
struct FuzzTests {
    static func seed(_ suite: UInt64, _ iteration: Int) -> UInt64 { SeededRandom.baseSeed &+ suite &* 1_000_003 &+ UInt64(iteration) }

    // MARK: - Goldens

    @Test func mutatedGoldensDecodeOrFailWithPNGError() throws {
        let goldens = ["CountryRow/ar/SA.png", "CountryRow/ja/JP-dark.png", "CurrencyRow/de/EUR.png"].map {
            [UInt8]((try? Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Snapshots/\($0)"))) ?? Data())
        }
        let tokens: [[UInt8]] = [Array("IHDR".utf8), Array("IEND".utf8), Array("gAMA".utf8), [0xFF, 0xFF, 0xFF, 0xFF], [0, 0, 0, 0]]
        for iteration in 0..<SeededRandom.iterations(default: 400) {
            var random = SeededRandom(seed: Self.seed(1, iteration))
            let bytes = Mutation.mutate(goldens[iteration % goldens.count], tokens: tokens, using: &random)
            do {
                let image = try PNGCodec.decode(bytes)
                #expect(image.pixels.count == image.width * image.height * 4, "seed \(Self.seed(1, iteration))")
            } catch {
                // Typed: PNGError. Nothing else can come out.
                _ = error.description
            }
        }
    }

    @Test func mutatedGoldensVerifyToAnOutcome() throws {
        let root = try Fixtures.temporaryDirectory("fuzz-verify")
        let typesetter = try Typesetter(fonts: FontSet())
        let verifier = SnapshotVerifier(store: GoldenStore(root: root.appendingPathComponent("Snapshots")),
                                        artifacts: ArtifactStore(root: root.appendingPathComponent("artifacts")),
                                        environment: RenderEnvironment(libraries: [:], fonts: [:], rowStyleVersion: 1))
        let golden = [UInt8](try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/de/DE.png")))
        let actual = try PNGCodec.decode(golden)
        _ = typesetter
        let key = try SnapshotKey(suite: "Fuzz", locale: "de", name: "DE", format: .png)
        for iteration in 0..<SeededRandom.iterations(default: 60) {
            var random = SeededRandom(seed: Self.seed(2, iteration))
            try verifier.store.write(Mutation.mutate(golden, using: &random), for: key)
            let outcome = verifier.verify(image: actual, key: key, mode: .never)
            #expect([.matched, .mismatch, .unusableGolden].contains(outcome.kind), "seed \(Self.seed(2, iteration)): \(outcome.kind)")
        }
    }

    // MARK: - Catalogs

    static let catalogTokens: [[UInt8]] = ["<!DOCTYPE r [<!ENTITY a \"&b;\">]>", "<!ENTITY x SYSTEM \"file:///etc/passwd\">", "&amp;", "&x;",
                                           "<![CDATA[", "]]>", "\\u12", "\\U", "%1$s", "%@", "\"", "'", "\\", "/*", "*/", "//", ";", "=",
                                           "{", "}", "[", "]", ",", ":", "\u{FEFF}", "\u{0}", "\u{202E}", "🔐\u{FE0F}"].map { Array($0.utf8) }

    @Test func mutatedCatalogsParseOrFailWithCatalogError() throws {
        let fixtures = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Catalogs/clean")
        let xml = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("android/res/values/strings.xml")))
        let strings = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("apple/en.lproj/Legacy.strings")))
        let xcstrings = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("apple/Localizable.xcstrings")))
        for iteration in 0..<SeededRandom.iterations(default: 150) {
            var random = SeededRandom(seed: Self.seed(3, iteration))
            let seed = Self.seed(3, iteration)
            do { _ = try AndroidStringsReader.parse(Data(Mutation.mutate(xml, tokens: Self.catalogTokens, using: &random)), file: "fuzz.xml") } catch {
                #expect(!error.description.isEmpty, "seed \(seed)")
            }
            do { _ = try StringsFileParser.parse(Data(Mutation.mutate(strings, tokens: Self.catalogTokens, using: &random)), file: "fuzz.strings") } catch {
                #expect(!error.description.isEmpty, "seed \(seed)")
            }
            do { _ = try XCStringsParser.parse(Data(Mutation.mutate(xcstrings, tokens: Self.catalogTokens, using: &random)), file: "fuzz.xcstrings") } catch {
                #expect(!error.description.isEmpty, "seed \(seed)")
            }
        }
    }

    // MARK: - Random Unicode

    /// Code points from every plane, weighted towards what breaks shapers: marks, bidi
    /// controls, joiners, selectors, regional indicators, emoji modifiers and tags.
    static func randomScalar(using random: inout SeededRandom) -> Unicode.Scalar {
        let pools: [ClosedRange<UInt32>] = [0x20...0x7E, 0x300...0x36F, 0x600...0x6FF, 0x200B...0x200F, 0x202A...0x202E,
                                            0x2066...0x2069, 0xFE00...0xFE0F, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF,
                                            0x1F300...0x1FAFF, 0xE0020...0xE007F, 0x3040...0x30FF, 0x4E00...0x9FFF, 0x20E3...0x20E3,
                                            0...0x10FFFF]
        while true {
            let value = UInt32.random(in: pools.randomElement(using: &random)!, using: &random)
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }

    @Test func randomUnicodeRendersOrFailsTyped() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        var canvas = try Image(width: 640, height: 88)
        var rendered = 0, refused = 0
        for iteration in 0..<SeededRandom.iterations(default: 600) {
            var random = SeededRandom(seed: Self.seed(4, iteration))
            let scalars = (0..<Int.random(in: 1...24, using: &random)).map { _ in Self.randomScalar(using: &random) }
            let text = String(String.UnicodeScalarView(scalars))
            let language = ["en", "ar", "ja", "de"].randomElement(using: &random)!
            let style = TextStyle(language: language, direction: Bool.random(using: &random) ? .rightToLeft : .leftToRight,
                                  pixelSize: Fixed26_6(Int.random(in: 8...120, using: &random) * 64))
            do {
                let line = try typesetter.layout(text, style: style)
                try typesetter.draw(line, on: &canvas, x: 0, baseline: 60 * 64, color: .black)
                rendered += 1
            } catch {
                // Typed: TypesettingError, naming the code point.
                #expect(!error.description.isEmpty, "seed \(Self.seed(4, iteration))")
                refused += 1
            }
        }
        #expect(rendered > 0 && refused > 0, "the generator reaches both outcomes (\(rendered) rendered, \(refused) refused)")
    }
}
