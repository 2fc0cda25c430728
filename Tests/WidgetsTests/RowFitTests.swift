import Countries
import Layout
import Testing
import Typesetting
import Widgets

@Suite("Built-in rows report whether their texts fit")
struct RowFitTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter(fonts: FontSet()) }

    @Test func aLongGermanNameIsTruncatedAndSaysSo() throws {
        let view = try CountryRow(code: CountryCode(parsing: "GS"), locale: MatrixLocale("de")).render(with: typesetter)
        #expect(view.fits.count == 2)
        let flag = try #require(view.fits.first), name = try #require(view.fits.last)
        #expect(flag.fits && flag.shrunk && flag.availableWidth == 56 * 64)
        #expect(!name.fits && name.truncated && name.neededWidth > name.availableWidth && name.availableWidth == (640 - 64 - 56 - 24) * 64)
        #expect(view.lines.last?.text.hasSuffix("…") == true)
        // The fit section is apart from the layout dump (the committed text goldens).
        #expect(view.fitDump.split(separator: "\n").count == 2 && view.fitDump.contains("truncated=yes"))
        #expect(!view.layoutDump.contains("fit "))
    }

    @Test func anArabicRowMirrorsAndFits() throws {
        let view = try CountryRow(code: CountryCode(parsing: "EG"), locale: MatrixLocale("ar")).render(with: typesetter)
        #expect(view.fits.allSatisfy { $0.fits })
    }

    @Test func theWidgetReportsItsTitleAndEveryRow() throws {
        let widget = CountryListWidget(region: .westernEurope, locale: MatrixLocale("fr"))
        let view = try widget.render(with: typesetter)
        #expect(view.fits.count == 1 + 2 * widget.rowCount)
    }
}
