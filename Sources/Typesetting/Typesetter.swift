import CFreeType
import Countries
import Raster

/// Lays out and draws single lines of text: the pipeline of FriBiDi levels, itemization by
/// level, script and font, HarfBuzz shaping with full-text context, and visual reordering;
/// then rasterization with cached glyph bitmaps.
///
/// One object, one `layout` call per line (the libraqm shape). Not thread-safe.
public final class Typesetter {
    public let fonts: FontSet
    private let shaper = Shaper()
    private let rasterizer: GlyphRasterizer

    public init(fonts: FontSet) {
        self.fonts = fonts
        self.rasterizer = GlyphRasterizer(fonts: fonts)
    }

    /// The most combining marks (general categories Mn, Mc, Me) in a row on one base: 128,
    /// four times Unicode's stream-safe limit of 30 non-starters and beyond any real text.
    /// HarfBuzz's time on one cluster grows with the square of its marks; beyond this
    /// ``TypesettingError/tooManyCombiningMarks(count:limit:offset:)`` is thrown before shaping.
    public static let maxCombiningMarks = 128

    /// Versions of the C libraries in use, for environment manifests.
    public var libraryVersions: [String: String] {
        ["freetype": fonts.freeTypeVersion, "harfbuzz": Shaper.version, "fribidi": Bidi.version]
    }

    /// Lays out `text` as one line.
    /// - Throws: ``TypesettingError/missingGlyph(codePoint:text:fontsTried:)`` when no font
    ///   has a glyph for a code point (default-ignorable code points never need one),
    ///   ``TypesettingError/tooManyCombiningMarks(count:limit:offset:)`` over
    ///   ``maxCombiningMarks`` marks in a row.
    public func layout(_ text: String, style: TextStyle) throws(TypesettingError) -> ShapedLine {
        let codePoints = text.unicodeScalars.map(\.value)
        try Self.checkCombiningMarks(text)
        let levels = try Bidi.levels(of: codePoints, paragraph: style.direction, text: text)
        let chain = style.preferredFonts.isEmpty ? fonts.fallbackChain(for: style.language)
            : style.preferredFonts + fonts.fallbackChain(for: style.language).filter { !style.preferredFonts.contains($0) }
        let items = try Itemizer(fonts: fonts, chain: chain).items(codePoints: codePoints, levels: levels, text: text)
        var runs: [ShapedRun] = []
        for item in items {
            let face = try fonts.face(item.role)
            var glyphs = shaper.shape(item, codePoints: codePoints, face: face, style: style)
            if let zero = glyphs.first(where: { $0.glyphID == 0 }) {
                throw .missingGlyph(codePoint: codePoints[zero.cluster], text: text, fontsTried: [face.name])
            }
            if face.bitmapStrikePPEM != nil {
                glyphs = try glyphs.map { glyph throws(TypesettingError) in
                    // HarfBuzz zeroes hidden default-ignorables (U+FE0F, ZWJ): they stay zero-width.
                    guard glyph.xAdvance != 0 else { return glyph }
                    let advance = try rasterizer.colorAdvance(role: item.role, glyph: glyph.glyphID, pixelSize: style.pixelSize)
                    return ShapedGlyph(glyphID: glyph.glyphID, cluster: glyph.cluster, xAdvance: advance ?? glyph.xAdvance,
                                       xOffset: glyph.xOffset, yOffset: glyph.yOffset)
                }
            }
            runs.append(ShapedRun(codePointRange: item.range, level: item.level, script: Self.tag(item.script),
                                  font: item.role, fontName: face.name, glyphs: glyphs))
        }
        let visual = Bidi.visualOrder(levels: runs.map(\.level)).map { runs[$0] }
        return ShapedLine(text: text, style: style, runs: visual)
    }

    /// Draws a line with its pen starting at `x` (26.6, left edge) on the baseline `baseline`
    /// (26.6). Glyph origins are rounded to whole pixels.
    public func draw(_ line: ShapedLine, on image: inout Image, x: Fixed26_6, baseline: Fixed26_6, color: RGBA) throws(TypesettingError) {
        var pen = x
        // Run by run (not `line.glyphs`, which builds an array per call).
        for run in line.runs {
            for glyph in run.glyphs {
                let bitmap = try rasterizer.bitmap(role: run.font, glyph: glyph.glyphID, pixelSize: line.style.pixelSize)
                let originX = Int((pen + glyph.xOffset + 32) >> 6)
                let originY = Int((baseline - glyph.yOffset + 32) >> 6)
                switch bitmap.pixels {
                case let .coverage(mask):
                    image.draw(coverage: mask, maskWidth: bitmap.width, maskHeight: bitmap.height,
                               x: originX + bitmap.left, y: originY - bitmap.top, color: color)
                case let .premultipliedBGRA(pixels):
                    image.draw(premultipliedBGRA: pixels, bitmapWidth: bitmap.width, bitmapHeight: bitmap.height,
                               x: originX + bitmap.left, y: originY - bitmap.top)
                }
                pen += glyph.xAdvance
            }
        }
    }

    /// The vertical ink extent of a line relative to its baseline, in whole pixels:
    /// `top` above the baseline (positive up), `bottom` below it (positive down).
    public func inkExtent(of line: ShapedLine) throws(TypesettingError) -> (top: Int, bottom: Int) {
        var top = 0, bottom = 0
        for run in line.runs {
            for glyph in run.glyphs {
                let bitmap = try rasterizer.bitmap(role: run.font, glyph: glyph.glyphID, pixelSize: line.style.pixelSize)
                guard bitmap.width > 0, bitmap.height > 0 else { continue }
                top = max(top, bitmap.top + Int(glyph.yOffset >> 6))
                bottom = max(bottom, bitmap.height - bitmap.top - Int(glyph.yOffset >> 6))
            }
        }
        return (top, bottom)
    }

    /// Ascender and descender (positive down) of a font at a size, in 26.6, from its
    /// OS/2 or hhea metrics.
    /// - Throws: what loading the font throws the first time (missing or altered file).
    public func verticalMetrics(of role: FontRole, pixelSize: Fixed26_6) throws(TypesettingError) -> (ascender: Fixed26_6, descender: Fixed26_6) {
        let face = try fonts.face(role).face.pointee
        let units = Int(face.units_per_EM)
        let ascender = Int(face.ascender) * Int(pixelSize) / units
        let descender = -Int(face.descender) * Int(pixelSize) / units
        return (Fixed26_6(ascender), Fixed26_6(descender))
    }

    /// One pass over the text: the longest run of combining marks must be within the cap.
    static func checkCombiningMarks(_ text: String) throws(TypesettingError) {
        var run = 0, start = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if isCombiningMark(scalar) {
                if run == 0 { start = offset }
                run += 1
            } else {
                if run > maxCombiningMarks { throw .tooManyCombiningMarks(count: run, limit: maxCombiningMarks, offset: start) }
                run = 0
            }
        }
        if run > maxCombiningMarks { throw .tooManyCombiningMarks(count: run, limit: maxCombiningMarks, offset: start) }
    }

    /// General category Mn, Mc or Me. None is below U+0300, so Latin text skips the
    /// property lookup.
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func tag(_ script: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: script >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
