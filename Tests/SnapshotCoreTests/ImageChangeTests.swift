import Raster
import SnapshotCore
import Testing

@Suite struct ImageChangeTests {
    /// A 640×96 white image (a row's size) with a black 10×8 block whose top-left corner is at (x, y).
    private func block(atX x: Int, y: Int) throws -> Image {
        var image = try Image(width: 640, height: 96, fill: RGBA(255, 255, 255))
        for row in y..<(y + 8) { for column in x..<(x + 10) { image[column, row] = RGBA(0, 0, 0) } }
        return image
    }

    @Test func aMovedBlockIsAShiftWithItsDirection() throws {
        let shift = ImageChange.bestShift(expected: try block(atX: 20, y: 10), actual: try block(atX: 22, y: 9))
        #expect(shift?.dx == 2 && shift?.dy == -1)
    }

    @Test func oneChangedPixelIsNotAMove() throws {
        let expected = try block(atX: 20, y: 10)
        var actual = expected
        actual[0, 0] = RGBA(0, 0, 0)
        // Before: any 1-px shift differs in ≤ 0.5 % of the pixels (the block's edges), so a
        // one-pixel change was reported as "moved 1 px".
        #expect(ImageChange.bestShift(expected: expected, actual: actual) == nil)
    }

    @Test func identicalImagesHaveNoShift() throws {
        #expect(ImageChange.bestShift(expected: try block(atX: 5, y: 5), actual: try block(atX: 5, y: 5)) == nil)
    }
}
