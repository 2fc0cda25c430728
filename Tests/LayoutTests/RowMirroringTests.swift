import Countries
import Layout
import Raster
import Testing
import Typesetting

@Suite("Rows mirror under right-to-left")
struct RowMirroringTests {
    @Test func slotsMirror() {
        let ltr = RowLayout(width: 640, padding: 32, gap: 24, direction: .leftToRight).slots(leading: 56, trailing: 100)
        #expect(ltr.leading == Slot(left: 32, width: 56) && ltr.trailing == Slot(left: 508, width: 100))
        #expect(ltr.content == Slot(left: 112, width: 372))
        let rtl = RowLayout(width: 640, padding: 32, gap: 24, direction: .rightToLeft).slots(leading: 56, trailing: 100)
        #expect(rtl.leading == Slot(left: 552, width: 56) && rtl.trailing == Slot(left: 32, width: 100))
        #expect(rtl.content == Slot(left: 156, width: 372))
        // No box: no gap.
        #expect(RowLayout(width: 640, padding: 32, gap: 24, direction: .leftToRight).slots().content == Slot(left: 32, width: 576))
    }

    @Test func alignmentFollowsTheDirection() {
        let slot = Slot(left: 10, width: 100)
        #expect(slot.penX(for: 64 * 40, alignment: .leading, direction: .leftToRight) == 640)
        #expect(slot.penX(for: 64 * 40, alignment: .leading, direction: .rightToLeft) == 64 * 70)
        #expect(slot.penX(for: 64 * 40, alignment: .trailing, direction: .rightToLeft) == 640)
        #expect(slot.penX(for: 64 * 40, alignment: .center, direction: .rightToLeft) == 64 * 40)
    }

    /// An Arabic row drawn through the layer: the leading content (a flag) on the right, the
    /// name to its left, ending on the left padding side.
    @Test func arabicLeadingContentIsOnTheRight() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        var image = try Image(width: 640, height: 88, fill: RGBA(hex: 0xFFFFFF))
        let view = try LayoutSamples.row(flag: "🇸🇦", name: "ألمانيا الاتحادية", language: "ar", direction: .rightToLeft,
                                          on: &image, with: typesetter)
        let flagColumns = try #require(inkColumns(image, rows: 0..<88) { abs(Int($0.r) - Int($0.b)) > 40 })  // the flag is coloured
        #expect(flagColumns.lowerBound >= 640 - 32 - 56 - 2 && flagColumns.upperBound <= 640 - 32 + 2)
        #expect(view.fit.fits)
        let grey = try #require(inkColumns(image, rows: 0..<88) { abs(Int($0.r) - Int($0.b)) <= 4 && $0.r < 0x80 })
        #expect(grey.upperBound < 640 - 32 - 56 && grey.upperBound > 640 - 32 - 56 - 24 - 40)
    }
}

/// The first and last columns with a pixel matching `test`.
func inkColumns(_ image: Image, rows: Range<Int>, _ test: (RGBA) -> Bool) -> ClosedRange<Int>? {
    var first: Int?, last: Int?
    for x in 0..<image.width where rows.contains(where: { test(image[x, $0]) }) {
        if first == nil { first = x }
        last = x
    }
    guard let first, let last else { return nil }
    return first...last
}
