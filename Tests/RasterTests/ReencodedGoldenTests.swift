import Foundation
import Raster
import TestSupport
import Testing

/// Two PNGs with the same 8-bit samples decode equal, however they are encoded: Debian's
/// `optipng` and `pngcrush` re-encodings (bit depth and colour type reductions, interlacing,
/// filters, gamma chunks) and a 16-bit widening of real goldens.
@Suite("Re-encoded goldens decode to the same pixels")
struct ReencodedGoldenTests {
    static let goldens = ["CountryRow/ar/EG.png", "CountryRow/ja/JP.png", "CountryRow/de/DE-dark.png", "CountryListWidget/ar/westernEurope.png"]

    /// The re-encodings: tool and arguments (`IN`/`OUT` replaced by paths).
    static let tools: [[String]] = [
        ["optipng", "-quiet", "-o2", "-out", "OUT", "IN"],
        ["optipng", "-quiet", "-i1", "-out", "OUT", "IN"],
        ["optipng", "-quiet", "-o1", "-f0", "-out", "OUT", "IN"],
        ["pngcrush", "-q", "-rem", "sRGB", "-g", "1.0", "IN", "OUT"],
        ["pngcrush", "-q", "-m", "3", "IN", "OUT"],
    ]

    @Test(.enabled(if: HostTools.canRun(tools: ["optipng", "pngcrush"]), "needs optipng and pngcrush (installed by `make deps`)"),
          arguments: goldens)
    func debianToolsKeepPixels(golden: String) throws {
        let source = Fixtures.packageRoot.appendingPathComponent("Snapshots").appendingPathComponent(golden)
        let original = try PNGCodec.decode(Array(try Data(contentsOf: source)))
        let folder = try Fixtures.temporaryDirectory("reencode")
        for (index, tool) in Self.tools.enumerated() {
            let output = folder.appendingPathComponent("\(index).png")
            let arguments = tool.dropFirst().map { $0 == "IN" ? source.path : $0 == "OUT" ? output.path : $0 }
            let executable = try #require(HostTools.executable(tool[0]), "\(tool[0]) is installed by `make deps`")
            let result = try Fixtures.run(executable, Array(arguments), timeout: 60)
            #expect(result.status == 0, "\(tool): \(result.stderr)")
            let reencoded = try Array(Data(contentsOf: output))
            #expect(try PNGCodec.decode(reencoded) == original, "\(golden) through \(tool.joined(separator: " "))")
        }
    }

    @Test(arguments: goldens)
    func sixteenBitWideningWithGammaKeepsPixels(golden: String) throws {
        let original = try PNGCodec.decode(Array(try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("Snapshots/\(golden)"))))
        let rows = (0..<original.height).map { y in
            (0..<original.width).flatMap { x -> [UInt8] in
                let pixel = original[x, y]
                return [pixel.r, pixel.r, pixel.g, pixel.g, pixel.b, pixel.b, pixel.a, pixel.a]
            }
        }
        for chunks in [[], [("gAMA", PNGBuilder.bigEndian(100_000))]] as [[(String, [UInt8])]] {
            var wide = PNGBuilder(width: UInt32(original.width), height: UInt32(original.height), bitDepth: 16, colorType: 6, rows: rows)
            wide.extraChunks = chunks
            #expect(try PNGCodec.decode(wide.build()) == original, "\(golden), 16-bit with \(chunks.map(\.0))")
        }
    }
}
