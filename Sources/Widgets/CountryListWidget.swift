import Countries
import Foundation
import Layout
import Raster
import Typesetting

/// A medium home-screen widget (338×158 pt at 2×): a localized region title and the first
/// rows of that region's countries, sorted by their localized names with the locale's
/// collation. Filtering and sorting work on codes; names appear only when drawn.
public struct CountryListWidget: Sendable {
    public let region: M49SubRegion
    public let locale: MatrixLocale
    public var rowCount = 3
    public var flagLookup = FlagLookup.byCode

    /// Widget geometry in points.
    public static let size = (width: 338, height: 158)
    static let titleHeight = 26, titleSize = 15

    public init(region: M49SubRegion, locale: MatrixLocale) {
        self.region = region
        self.locale = locale
    }

    /// The codes shown, in display order.
    public var codes: [CountryCode] {
        Array(CountryCode.allAssigned.filter(subRegion: region).sortedByDisplayName(in: locale.locale).prefix(rowCount))
    }

    /// The title: the region's name in the widget's locale (from ICU, by M49 code).
    public var title: String {
        locale.display(locale.locale.localizedString(forRegionCode: region.m49.code) ?? region.m49.englishName)
    }

    public func render(theme: Theme = .light, with typesetter: Typesetter) throws(TypesettingError) -> RenderedView {
        var rowStyle = RowStyle(theme: theme)
        rowStyle.width = Self.size.width
        let scale = rowStyle.scale
        let palette = theme.palette
        var image = try! Image(width: Self.size.width * scale, height: Self.size.height * scale, fill: palette.background)

        let titleStyle = TextStyle(language: locale.textLanguage, direction: locale.direction,
                                   pixelSize: Fixed26_6(Self.titleSize * scale * 64))
        let padding = rowStyle.padding * scale
        let titleSlot = Slot(left: padding, width: image.width - 2 * padding)
        let titleBlock = try typesetter.layout(title.uppercased(with: locale.locale), style: titleStyle, in: .pixels(titleSlot.width))
        try typesetter.draw(titleBlock, on: &image, in: titleSlot,
                            firstBaseline: typesetter.centredBaseline(of: titleBlock, top: 4 * scale, height: Self.titleHeight * scale),
                            color: palette.secondaryText)
        var blocks = [titleBlock]
        var dump = "widget \(region.rawValue) locale=\(locale.identifier) theme=\(theme.rawValue)\n" + titleBlock.lines.map(\.layoutDump).joined()

        for (index, code) in codes.enumerated() {
            let top = (Self.titleHeight + index * rowStyle.height) * scale
            if index > 0 {
                image.fill(x: padding, y: top, width: image.width - 2 * padding, height: 1, color: palette.separator)
            }
            let row = CountryRow(code: code, locale: locale, flagLookup: flagLookup)
            let (rowBlocks, rowDump) = try row.draw(on: &image, top: top, style: rowStyle, with: typesetter)
            blocks += rowBlocks
            dump += rowDump
        }
        return RenderedView(image: image, lines: blocks.flatMap(\.lines), layoutDump: dump, blocks: blocks)
    }
}
