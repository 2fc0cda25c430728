import Countries
import Foundation
import Layout
import Raster
import Testing
import Typesetting

/// Views drawn through the layout layer, for the tests and for looking at: set
/// `LOCALESHOT_LAYOUT_SAMPLES=/some/folder` and run `swift test --filter LayoutSamples` to
/// write them as PNGs.
enum LayoutSamples {
    /// A 640×88 row: a flag in a 56 px leading box, the name in the content slot (truncated).
    @discardableResult
    static func row(flag: String, name: String, language: String, direction: LayoutDirection,
                    on image: inout Image, with typesetter: Typesetter) throws -> TextBlock {
        let slots = RowLayout(width: image.width, padding: 32, gap: 24, direction: direction).slots(leading: 56)
        let flagBlock = try typesetter.layout(flag, style: TextStyle(language: language, direction: direction, pixelSize: 56 * 64),
                                              in: .pixels(56, truncates: false, minimumSize: 64))
        try typesetter.draw(flagBlock, on: &image, in: slots.leading, alignment: .center,
                            firstBaseline: typesetter.inkCentredBaseline(of: flagBlock, top: 0, height: image.height), color: .black)
        let nameBlock = try typesetter.layout(name, style: TextStyle(language: language, direction: direction, pixelSize: 34 * 64),
                                              in: .pixels(slots.content.width))
        try typesetter.draw(nameBlock, on: &image, in: slots.content,
                            firstBaseline: typesetter.centredBaseline(of: nameBlock, top: 0, height: image.height),
                            color: RGBA(hex: 0x1C1C1E))
        return nameBlock
    }

    /// A paragraph wrapped to `width` pixels and at most `maxLines` lines, with 16 px margins.
    static func paragraph(_ text: String, language: String, direction: LayoutDirection, width: Int, maxLines: Int,
                          with typesetter: Typesetter) throws -> (Image, TextBlock) {
        let block = try typesetter.layout(text, style: TextStyle(language: language, direction: direction, pixelSize: 28 * 64),
                                          in: .pixels(width, maxLines: maxLines))
        var image = try Image(width: width + 32, height: Int((block.height + 63) >> 6) + 32, fill: RGBA(hex: 0xFFFFFF))
        try typesetter.draw(block, on: &image, in: Slot(left: 16, width: width), firstBaseline: Fixed26_6(16 * 64) + block.ascender,
                            color: RGBA(hex: 0x1C1C1E))
        return (image, block)
    }
}

@Suite("Layout samples (PNGs to look at)")
struct LayoutSampleTests {
    @Test func writeSamples() throws {
        guard let folder = ProcessInfo.processInfo.environment["LOCALESHOT_LAYOUT_SAMPLES"] else { return }
        let typesetter = try Typesetter(fonts: FontSet())
        func write(_ image: Image, _ name: String) throws {
            try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
        let (thai, thaiBlock) = try LayoutSamples.paragraph(LineBreakingTests.thaiParagraph, language: "th", direction: .leftToRight,
                                                           width: 300, maxLines: 10, with: typesetter)
        try write(thai, "layout-thai-paragraph.png")
        print(thaiBlock.layoutDump.split(separator: "\n").filter { $0.hasPrefix("text") || $0.hasPrefix("fit") }.joined(separator: "\n"))
        let (japanese, japaneseBlock) = try LayoutSamples.paragraph(LineBreakingTests.japanese, language: "ja", direction: .leftToRight,
                                                                   width: 200, maxLines: 10, with: typesetter)
        try write(japanese, "layout-japanese-paragraph.png")
        print(japaneseBlock.lines.map(\.text).joined(separator: " | "))
        for (name, flag, text, language, direction) in [("german", "🇬🇧", FitTests.german, "de", LayoutDirection.leftToRight),
                                                        ("arabic", "🇸🇦", "المملكة العربية السعودية", "ar", .rightToLeft),
                                                        ("arabic-truncated", "🇬🇧", "المملكة المتحدة لبريطانيا العظمى وأيرلندا الشمالية", "ar", .rightToLeft)] {
            var image = try Image(width: 640, height: 88, fill: RGBA(hex: 0xFFFFFF))
            let block = try LayoutSamples.row(flag: flag, name: text, language: language, direction: direction, on: &image, with: typesetter)
            try write(image, "layout-\(name)-row.png")
            print(name, block.fit.dumpLine)
        }
    }
}
