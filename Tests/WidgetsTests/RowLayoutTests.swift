import Countries
import Raster
import Testing
import Typesetting
import Widgets

/// Column range of pixels that differ from the background.
func inkColumns(_ image: Image, background: RGBA) -> ClosedRange<Int>? {
    var first: Int?, last: Int?
    for x in 0..<image.width {
        for y in 0..<image.height where image[x, y] != background {
            if first == nil { first = x }
            last = x
            break
        }
    }
    guard let first, let last else { return nil }
    return first...last
}

@Suite("Country row layout")
struct RowLayoutTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter(fonts: FontSet()) }

    func render(_ code: String, _ locale: String, theme: Theme = .light) throws -> RenderedView {
        try CountryRow(code: CountryCode(parsing: code), locale: MatrixLocale(locale)).render(style: RowStyle(theme: theme), with: typesetter)
    }

    @Test func flagSitsOnTheLeadingEdge() throws {
        let background = Theme.light.palette.background
        // en: ink starts within the 16 pt (32 px) padding + the 56 px flag box on the left.
        let en = try #require(inkColumns(try render("DE", "en").image, background: background))
        #expect(en.lowerBound >= 32 && en.lowerBound < 40)
        // ar: the flag is on the right, so the ink ends at the right padding.
        let ar = try #require(inkColumns(try render("DE", "ar").image, background: background))
        #expect(ar.upperBound <= 640 - 32 && ar.upperBound > 640 - 40)
    }

    @Test func darkThemeUsesTheDarkBackground() throws {
        let image = try render("FR", "fr", theme: .dark).image
        #expect(image[0, 0] == Theme.dark.palette.background)
        #expect(image[639, 87] == Theme.dark.palette.background)
    }

    @Test(arguments: ["de", "ar", "fr"])
    func longNamesAreEllipsizedOnTheTrailingSide(locale: String) throws {
        let code = try CountryCode(parsing: "GS")
        let full = code.displayName(in: MatrixLocale(locale).locale).text
        let name = try render("GS", locale).lines[1]
        #expect(name.text.hasSuffix("…"))
        #expect(full.hasPrefix(String(name.text.dropLast()).trimmingCharacters(in: .whitespaces)))
        let style = RowStyle()
        let available = (style.width - 2 * style.padding - style.flagSize - style.gap) * style.scale * 64
        #expect(name.width <= available)
    }

    @Test func shortNamesAreNotEllipsized() throws {
        #expect(try render("DE", "de").lines[1].text == "Deutschland")
        #expect(try render("JP", "ja").lines[1].text == "日本")
    }

    @Test func rowsRenderIdenticallyTwiceInOneProcess() throws {
        #expect(try render("SA", "ar").image == render("SA", "ar").image)
        let other = try Typesetter(fonts: FontSet())
        let again = try CountryRow(code: CountryCode(parsing: "SA"), locale: MatrixLocale("ar")).render(with: other)
        #expect(try render("SA", "ar").image == again.image)
    }
}

@Suite("Country list widget")
struct CountryListWidgetTests {
    @Test(arguments: LocaleMatrix.standard.locales)
    func showsTheRegionSortedByLocalizedName(locale: MatrixLocale) throws {
        let widget = CountryListWidget(region: .westernEurope, locale: locale)
        let expected = CountryCode.allAssigned.filter(subRegion: .westernEurope).sortedByDisplayName(in: locale.locale).prefix(3)
        #expect(widget.codes == Array(expected))
        let view = try widget.render(with: Typesetter(fonts: FontSet()))
        #expect(view.image.width == 676 && view.image.height == 316)
        #expect(view.lines.count == 1 + 2 * 3)
        #expect(view.lines[0].text == widget.title.uppercased(with: locale.locale))
    }

    @Test func titleIsLocalized() {
        #expect(CountryListWidget(region: .westernEurope, locale: MatrixLocale("de")).title == "Westeuropa")
        #expect(CountryListWidget(region: .easternAsia, locale: MatrixLocale("ja")).title == "東アジア")
    }
}
