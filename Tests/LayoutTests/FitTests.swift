import Countries
import Layout
import Raster
import Testing
import Typesetting

@Suite("Fitting: truncation, shrink-to-fit, paragraphs, rows")
struct FitTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter(fonts: FontSet()) }

    static let german = "Vereinigtes Königreich Großbritannien und Nordirland"
    static func style(_ language: String, _ size: Int, _ direction: LayoutDirection = .leftToRight) -> TextStyle {
        TextStyle(language: language, direction: direction, pixelSize: Fixed26_6(size * 64))
    }

    @Test func aGermanStringWiderThanItsWidthDoesNotFit() throws {
        let block = try typesetter.layout(Self.german, style: Self.style("de", 34), in: .pixels(300))
        let fit = block.fit
        #expect(!fit.fits && fit.truncated && !fit.shrunk)
        #expect(fit.neededWidth > fit.availableWidth && fit.availableWidth == 300 * 64)
        #expect(fit.drawnWidth <= fit.availableWidth)
        let line = try #require(block.lines.first)
        #expect(line.text.hasSuffix("…"))
        // Cut at a cluster boundary: the shown text is a prefix of the original, up to the cut.
        let cut = try #require(fit.cutOffset)
        let kept = String(String.UnicodeScalarView(Array(Self.german.unicodeScalars)[0..<cut]))
        #expect(line.text == kept + "…" && block.lineRanges == [0..<cut])
        // One more cluster would not fit (the shaped result is re-checked).
        let longer = String(Self.german.prefix(kept.count + 1)).trimmingCharacters(in: .whitespaces) + "…"
        #expect(try typesetter.layout(longer, style: Self.style("de", 34)).width > 300 * 64)
        #expect(block.layoutDump.hasSuffix("fit fits=no needed=\(ShapedLine.pixels(fit.neededWidth)) available=300 drawn=\(ShapedLine.pixels(fit.drawnWidth)) lines=1/1 size=34 requested=34 minimum=34 truncated=yes cut=\(cut) shrunk=no\n"))
    }

    /// Right to left, the ellipsis ends the text logically: it is drawn at the visual left end.
    @Test func arabicTruncatesAtItsVisualLeftEnd() throws {
        let text = "المملكة المتحدة لبريطانيا العظمى وأيرلندا الشمالية"
        let block = try typesetter.layout(text, style: Self.style("ar", 34, .rightToLeft), in: .pixels(400))
        let line = try #require(block.lines.first)
        #expect(block.fit.truncated && line.text.hasSuffix("…") && line.width <= 400 * 64)
        let leftmost = try #require(line.glyphs.first?.glyph)
        #expect(leftmost.cluster == line.text.unicodeScalars.count - 1)  // the "…"
        #expect(line.runs.allSatisfy { $0.script == "Arab" })
    }

    @Test func aStringThatFitsIsUntouched() throws {
        let block = try typesetter.layout("Deutschland", style: Self.style("de", 34), in: .pixels(600, minimumSize: 20 * 64))
        #expect(block.fit.fits && !block.fit.truncated && !block.fit.shrunk && block.fit.cutOffset == nil)
        #expect(block.fit.neededWidth == block.fit.drawnWidth && block.lines.first?.text == "Deutschland")
    }

    @Test func shrinkToFitStopsAtTheMinimumThenTruncates() throws {
        // Proportional: shrinks until it fits, above the minimum.
        let shrunk = try typesetter.layout(Self.german, style: Self.style("de", 34), in: .pixels(600, minimumSize: 12 * 64))
        #expect(shrunk.fit.fits && shrunk.fit.shrunk && !shrunk.fit.truncated)
        #expect(shrunk.fit.finalSize < 34 * 64 && shrunk.fit.finalSize >= 12 * 64 && shrunk.fit.drawnWidth <= 600 * 64)
        // Steps of 2 px from 26: the largest size of the grid that fits.
        let stepped = try typesetter.layout(Self.german, style: Self.style("de", 26), in: .pixels(500, minimumSize: 10 * 64, shrinkStep: 128))
        #expect(stepped.fit.fits && (26 * 64 - stepped.fit.finalSize) % 128 == 0)
        let bigger = try typesetter.layout(Self.german, style: Self.style("de", 0) .with(size: stepped.fit.finalSize + 128))
        #expect(bigger.width > 500 * 64)
        // The minimum is too large to fit: shrunk to it, then truncated; does not fit.
        let floor = try typesetter.layout(Self.german, style: Self.style("de", 34), in: .pixels(300, minimumSize: 24 * 64))
        #expect(floor.fit.shrunk && floor.fit.truncated && !floor.fit.fits && floor.fit.finalSize == 24 * 64)
        // Without truncation it overflows, and says so.
        let over = try typesetter.layout(Self.german, style: Self.style("de", 34), in: .pixels(300, truncates: false, minimumSize: 24 * 64))
        #expect(!over.fit.fits && !over.fit.truncated && over.fit.drawnWidth > over.fit.availableWidth)
    }

    @Test func aParagraphPastItsLineLimitEndsInAnEllipsis() throws {
        let text = "Italy beat France two goals to one in a match decided in the last minute of extra time."
        let block = try typesetter.layout(text, style: Self.style("en", 22), in: .pixels(260, maxLines: 2))
        #expect(block.lines.count == 2 && block.fit.neededLines > 2 && block.fit.allowedLines == 2)
        #expect(!block.fit.fits && block.fit.truncated && block.lines[1].text.hasSuffix("…"))
        #expect(block.lines.allSatisfy { $0.width <= 260 * 64 })
        #expect(block.lineRanges[1].upperBound == block.fit.cutOffset)
        // With room for every line it fits, and the lines rebuild the text.
        let roomy = try typesetter.layout(text, style: Self.style("en", 22), in: .pixels(260, maxLines: 10))
        #expect(roomy.fit.fits && roomy.fit.neededLines == roomy.lines.count)
        #expect(roomy.lines.map(\.text).joined(separator: " ") == text)
        #expect(roomy.height == roomy.lineHeight * Fixed26_6(roomy.lines.count))
    }

    @Test func aParagraphShrinksToItsLineLimit() throws {
        let text = "Italy beat France two goals to one in a match decided in the last minute of extra time."
        let block = try typesetter.layout(text, style: Self.style("en", 22), in: .pixels(260, maxLines: 2, minimumSize: 8 * 64))
        #expect(block.fit.fits && block.fit.shrunk && !block.fit.truncated && block.lines.count == 2)
        #expect(block.fit.finalSize >= 8 * 64 && block.fit.finalSize % 64 == 0)
        // One pixel larger needs a third line: the size is the largest that suffices.
        let larger = try typesetter.layout(text, style: Self.style("en", 0).with(size: block.fit.finalSize + 64), in: .pixels(260, maxLines: 9))
        #expect(larger.lines.count > 2)
        // A tiny step costs a binary search, not a shaping per step.
        let fine = try typesetter.layout(text, style: Self.style("en", 400), in: .pixels(260, maxLines: 2, minimumSize: 1, shrinkStep: 1))
        #expect(fine.fit.shrunk && fine.lines.count <= 2)
    }

    @Test func hostileBoxesNeverTrap() throws {
        for width in [-50, 0, 1] {
            for lines in [1, 3] {
                let block = try typesetter.layout("مرحبا 🇩🇪 Welt\n\n  ", style: Self.style("ar", 20, .rightToLeft), in: .pixels(width, maxLines: lines, minimumSize: 64))
                #expect(!block.fit.fits && !block.lines.isEmpty)
            }
        }
        let empty = try typesetter.layout("", style: Self.style("en", 20), in: .pixels(100, maxLines: 3))
        #expect(empty.fit.fits && empty.lines.isEmpty && empty.fit.neededLines == 0)
        let spaces = try typesetter.layout("   \n\n ", style: Self.style("en", 20), in: .pixels(100, maxLines: 3))
        #expect(spaces.lines.count <= 3)
        #expect(TextBox.pixels(10, maxLines: -4).maxLines == 1)
    }
}

extension TextStyle {
    func with(size: Fixed26_6) -> TextStyle {
        var copy = self
        copy.pixelSize = size
        return copy
    }
}

@Suite("Wrapping stays linear on hostile text")
struct HostileWrappingTests {
    @Test func aHugeWordWithoutBreaksWrapsInBoundedTime() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        let text = String(repeating: "x", count: 20_000)
        let started = ContinuousClock.now
        let block = try typesetter.layout(text, style: FitTests.style("en", 20), in: .pixels(200, maxLines: 3))
        #expect(block.lines.count == 3 && block.fit.truncated && block.fit.neededLines > 100)
        #expect(ContinuousClock.now - started < .seconds(30))
    }
}
