import Countries
import Raster
import Testing
import Typesetting
import Widgets

/// Every code × every matrix locale × both themes renders, and each row's layout shows the
/// flag as exactly one glyph of the emoji font and no glyph id 0 anywhere.
@Suite("Whole-matrix rendering")
struct MatrixRenderingTests {
    @Test(arguments: LocaleMatrix.standard.locales)
    func everyRowRendersWithOneFlagGlyph(locale: MatrixLocale) throws {
        let typesetter = try Typesetter(fonts: FontSet())
        var rendered = 0
        for theme in Theme.allCases {
            for code in CountryCode.allAssigned {
                let view = try CountryRow(code: code, locale: locale).render(style: RowStyle(theme: theme), with: typesetter)
                #expect(view.image.width == 640 && view.image.height == 88)
                let flag = view.lines[0]
                #expect(flag.runs.count == 1 && flag.runs[0].font == .emoji && flag.runs[0].glyphs.count == 1,
                        "\(locale)/\(code): flag is not one emoji glyph\n\(flag.layoutDump)")
                #expect(view.lines.allSatisfy { $0.runs.allSatisfy { $0.glyphs.allSatisfy { $0.glyphID != 0 } } })
                #expect(view.lines[1].runs.contains { !$0.glyphs.isEmpty }, "\(locale)/\(code): empty name")
                rendered += 1
            }
        }
        #expect(rendered == 2 * 249)
    }

    @Test func flagsShareGlyphsOnlyWhereTheFlagsAreTheSame() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        var codesByGlyph: [UInt32: [String]] = [:]
        for code in CountryCode.allAssigned {
            let line = try typesetter.layout(code.flagEmoji, style: TextStyle(language: "en", direction: .leftToRight, pixelSize: 56 * 64))
            codesByGlyph[line.runs[0].glyphs[0].glyphID, default: []].append(code.alpha2)
        }
        // Territories that officially fly another country's flag get that flag's glyph;
        // nothing else shares, so no code falls back to the font's "unknown flag".
        let shared = Set(codesByGlyph.values.filter { $0.count > 1 })
        #expect(shared == [["BV", "NO", "SJ"], ["AU", "HM"], ["FR", "MF"], ["UM", "US"]])
        #expect(codesByGlyph.count == 244)
    }
}
