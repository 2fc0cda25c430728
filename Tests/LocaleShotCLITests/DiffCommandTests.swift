import Foundation
import Raster
import TestSupport
import Testing

/// `localeshot diff` with pixelmatch's options.
@Suite("localeshot diff options")
struct DiffCommandTests {
    let germany = Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/de/DE.png").path
    let austria = Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/de/AT.png").path
    let dark = Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryRow/de/DE-dark.png").path

    func diffImage(_ extra: [String]) throws -> (Image, String) {
        let out = try Fixtures.temporaryDirectory("diff").appendingPathComponent("d.png")
        let result = try localeshot(["diff", germany, austria, "--out", out.path] + extra)
        #expect(result.status == 1, "\(result.stderr)")
        return (try PNGCodec.decode([UInt8](Data(contentsOf: out))), result.stdout)
    }

    @Test func jsonCarriesBothSizes() throws {
        let widget = Fixtures.packageRoot.appendingPathComponent("Snapshots/CountryListWidget/de/westernEurope.png").path
        let result = try localeshot(["diff", germany, widget, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["expectedSize"] as? [Int] == [640, 88])
        #expect((json["actualSize"] as? [Int])?.count == 2 && json["actualSize"] as? [Int] != [640, 88])
        #expect(json["match"] as? Bool == false)
    }

    @Test func colourAlphaAndMaskOptionsShapeTheDiffImage() throws {
        let (plain, _) = try diffImage([])
        let (blue, _) = try diffImage(["--diff-color", "0000FF", "--aa-color", "00FF00", "--alpha", "0"])
        let (masked, _) = try diffImage(["--diff-mask"])
        var red = 0, blues = 0, transparent = 0, white = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                if plain[x, y] == RGBA(255, 0, 0) { red += 1 }
                if blue[x, y] == RGBA(0, 0, 255) { blues += 1 }
                if blue[x, y] == RGBA(255, 255, 255) { white += 1 }
                if masked[x, y].a == 0 { transparent += 1 }
            }
        }
        #expect(red > 0 && blues == red, "--diff-color recolours exactly the changed pixels")
        #expect(white > plain.width * plain.height / 2, "--alpha 0 fades unchanged pixels to white")
        #expect(transparent > plain.width * plain.height / 2, "--diff-mask leaves unchanged pixels transparent")
    }

    @Test func includeAntiAliasingCountsMorePixels() throws {
        let (_, without) = try diffImage([])
        let (_, with) = try diffImage(["--include-aa"])
        func count(_ text: String) -> Int { Int(text.split(separator: " ")[1]) ?? -1 }
        #expect(count(with) > count(without), "\(without) / \(with)")
    }

    @Test(arguments: [["--alpha", "2"], ["--diff-color", "red"], ["--aa-color", "#12345"], ["--threshold", "nan"]])
    func badValuesAreUsageErrors(extra: [String]) throws {
        let result = try localeshot(["diff", germany, austria] + extra)
        #expect(result.status == 64 && result.stderr.contains(extra[0]), "\(result.stderr)")
    }
}
