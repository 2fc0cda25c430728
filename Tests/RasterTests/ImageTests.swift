import Raster
import Testing

@Suite("Image and compositing")
struct ImageTests {
    @Test(arguments: [(0, 1), (1, 0), (-3, 4), (4, -3)])
    func refusesEmptyOrNegativeSizes(width: Int, height: Int) {
        #expect(throws: ImageError.invalidSize(width: width, height: height)) {
            try Image(width: width, height: height)
        }
    }

    @Test func refusesHugeSizesBeforeAllocating() {
        #expect(throws: ImageError.tooLarge(width: 1 << 40, height: 1 << 40, limit: Image.maxPixelCount)) {
            try Image(width: 1 << 40, height: 1 << 40)
        }
        #expect(throws: ImageError.tooLarge(width: 10_000, height: 10_000, limit: Image.maxPixelCount)) {
            try Image(width: 10_000, height: 10_000)
        }
    }

    @Test func refusesWrongPixelCount() {
        #expect(throws: ImageError.pixelCountMismatch(expected: 16, actual: 15)) {
            try Image(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
    }

    @Test func coverageBlendFollowsTheDocumentedRule() throws {
        var image = try Image(width: 3, height: 1, fill: RGBA(255, 255, 255))
        image.draw(coverage: [0, 128, 255], maskWidth: 3, maskHeight: 1, x: 0, y: 0, color: RGBA(0, 0, 0))
        #expect(image[0, 0] == RGBA(255, 255, 255))
        // (0·128 + 255·127 + 127) / 255 = 127
        #expect(image[1, 0] == RGBA(127, 127, 127))
        #expect(image[2, 0] == RGBA(0, 0, 0))
    }

    @Test func translucentColourScalesCoverage() throws {
        var image = try Image(width: 1, height: 1, fill: RGBA(0, 0, 0))
        image.draw(coverage: [255], maskWidth: 1, maskHeight: 1, x: 0, y: 0, color: RGBA(200, 100, 50, 128))
        // α = 128: (200·128 + 0 + 127)/255 = 100, (100·128 + 127)/255 = 50, (50·128+127)/255 = 25
        #expect(image[0, 0] == RGBA(100, 50, 25, 255))
    }

    @Test func premultipliedBGRABlend() throws {
        var image = try Image(width: 2, height: 1, fill: RGBA(255, 255, 255))
        // Pixel 0: opaque pure blue (B=255). Pixel 1: 50 % red, premultiplied R=128, α=128.
        image.draw(premultipliedBGRA: [255, 0, 0, 255, 0, 0, 128, 128], bitmapWidth: 2, bitmapHeight: 1, x: 0, y: 0)
        #expect(image[0, 0] == RGBA(0, 0, 255))
        // R: (128·255 + 255·127 + 127)/255 = 255; G, B: (0 + 255·127 + 127)/255 = 127
        #expect(image[1, 0] == RGBA(255, 127, 127))
    }

    @Test func drawingIsClippedAtEveryEdge() throws {
        var image = try Image(width: 4, height: 4, fill: RGBA(255, 255, 255))
        let mask = [UInt8](repeating: 255, count: 9)
        for (x, y) in [(-2, -2), (3, 3), (-2, 3), (3, -2), (-10, 0), (10, 10)] {
            image.draw(coverage: mask, maskWidth: 3, maskHeight: 3, x: x, y: y, color: .black)
        }
        #expect(image[0, 0] == .black && image[3, 3] == .black && image[0, 3] == .black && image[3, 0] == .black)
        #expect(image[1, 1] == .white && image[2, 2] == .white)
    }

    @Test func fillAndPaste() throws {
        var canvas = try Image(width: 4, height: 2, fill: .white)
        canvas.fill(x: 1, y: 0, width: 2, height: 1, color: .black)
        let patch = try Image(width: 2, height: 2, fill: RGBA(1, 2, 3))
        canvas.paste(patch, x: 3, y: 1)
        #expect(canvas[1, 0] == .black && canvas[2, 0] == .black && canvas[3, 0] == .white)
        #expect(canvas[3, 1] == RGBA(1, 2, 3) && canvas[2, 1] == .white)
    }
}
