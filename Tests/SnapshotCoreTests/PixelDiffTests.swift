import Countries
import Raster
import SnapshotCore
import Testing
import Typesetting
import Widgets

@Suite("Pixel diff")
struct PixelDiffTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter(fonts: FontSet()) }

    func row(_ code: String, _ locale: String = "de") throws -> Image {
        try CountryRow(code: CountryCode(parsing: code), locale: MatrixLocale(locale)).render(with: typesetter).image
    }

    @Test func identicalImagesTakeTheFastPath() throws {
        let image = try row("DE")
        let result = PixelDiff.compare(expected: image, actual: image)
        #expect(result.identical && result.passes && result.differingPixels == 0)
        #expect(result.summary == "identical")
    }

    @Test func aReRenderOnTheSameMachinePasses() throws {
        let other = try Typesetter(fonts: FontSet())
        let again = try CountryRow(code: CountryCode(parsing: "SA"), locale: MatrixLocale("ar")).render(with: other).image
        #expect(PixelDiff.compare(expected: try row("SA", "ar"), actual: again).passes)
    }

    @Test func aSwappedFlagFailsWithFigures() throws {
        // Same name, other flag: what the seed's bug looks like in pixels.
        let germany = try row("DE")
        var swapped = germany
        let austria = try row("AT")
        for y in 0..<88 { for x in 0..<100 { swapped[x, y] = austria[x, y] } }
        let result = PixelDiff.compare(expected: germany, actual: swapped, drawDiff: true)
        #expect(!result.passes)
        #expect(result.differingPixels > 500, "\(result.summary)")
        #expect(result.summary.hasPrefix("\(result.differingPixels) px differ ("))
        #expect(result.summary.contains("budget 0 px"))
        #expect(result.largestDelta > 0.3)
        let diff = try #require(result.diffImage)
        #expect(diff[40, 44] == PixelDiff.changeColor, "the flag area is red in the diff")
        let grey = diff[600, 2]
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 240, "unchanged background is faded grey")
    }

    @Test func oneLevelOfAntiAliasingJitterOnGlyphEdgesPasses() throws {
        let image = try row("DE")
        let background = image[639, 0]
        var jittered = image
        var touched = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                // Edge pixels: neither background nor fully inked text.
                guard pixel != background, pixel.r > 40, pixel.r < 220, pixel.r == pixel.g else { continue }
                let step: Int = (x + y) % 2 == 0 ? 1 : -1
                func nudge(_ value: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(value) + step))) }
                jittered[x, y] = RGBA(nudge(pixel.r), nudge(pixel.g), nudge(pixel.b), pixel.a)
                touched += 1
            }
        }
        #expect(touched > 100)
        let result = PixelDiff.compare(expected: image, actual: jittered)
        #expect(!result.identical && result.passes, "\(result.summary)")
    }

    @Test func antiAliasingShiftIsDetectedNotCounted() throws {
        // A hard vertical edge moved by one pixel of anti-aliasing: the edge pixels change a
        // lot but sit between flat areas, so pixelmatch classifies them as anti-aliasing.
        var expected = try Image(width: 20, height: 20, fill: .white)
        var actual = expected
        for y in 0..<20 {
            for x in 0..<10 { expected[x, y] = .black; actual[x, y] = .black }
            expected[10, y] = RGBA(200, 200, 200)
            actual[10, y] = RGBA(60, 60, 60)
        }
        let result = PixelDiff.compare(expected: expected, actual: actual)
        #expect(result.differingPixels == 0 && result.antiAliasedPixels == 20 && result.passes)
        var strict = DiffOptions()
        strict.includeAntiAliasing = true
        #expect(PixelDiff.compare(expected: expected, actual: actual, options: strict).differingPixels == 20)
    }

    @Test func sizeMismatchNamesBothSizes() throws {
        let result = PixelDiff.compare(expected: try Image(width: 640, height: 88), actual: try Image(width: 320, height: 44))
        #expect(!result.passes)
        #expect(result.summary == "size differs: expected 640×88, actual 320×44")
    }

    @Test func budgetsByCountAndRatio() throws {
        let expected = try Image(width: 10, height: 10, fill: .white)
        var actual = expected
        for x in 0..<3 { actual[x, 0] = .black }
        var options = DiffOptions()
        #expect(!PixelDiff.compare(expected: expected, actual: actual, options: options).passes)
        options.maxDifferingPixels = 3
        #expect(PixelDiff.compare(expected: expected, actual: actual, options: options).passes)
        options.maxDifferingPixels = 0
        options.maxDifferingRatio = 0.05
        let result = PixelDiff.compare(expected: expected, actual: actual, options: options)
        #expect(result.passes && result.summary.contains("3 px differ (3.00 %)"))
    }
}
