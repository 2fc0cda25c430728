import Countries
import Foundation
import Raster
import Typesetting

/// The system under test: a row with a flag emoji and a localized country name.
///
/// The row is built from the **code** and the locale. The flag comes from the code; the name
/// exists only while the row is drawn.
public struct CountryRow: Sendable {
    public let code: CountryCode
    public let locale: MatrixLocale
    /// How the flag is chosen. The default is the correct, code-keyed lookup; tests inject the
    /// seed's name-keyed bug here to prove the suite catches it.
    public var flagLookup: FlagLookup

    public init(code: CountryCode, locale: MatrixLocale, flagLookup: FlagLookup = .byCode) {
        self.code = code
        self.locale = locale
        self.flagLookup = flagLookup
    }

    /// Renders the row.
    public func render(style: RowStyle = RowStyle(), with typesetter: Typesetter) throws(TypesettingError) -> RenderedView {
        let palette = style.theme.palette
        // RowStyle's sizes are small constants, so the canvas is always valid.
        var image = try! Image(width: style.pixelWidth, height: style.pixelHeight, fill: palette.background)
        let (lines, dump) = try draw(on: &image, top: 0, style: style, with: typesetter)
        return RenderedView(image: image, lines: lines, layoutDump: dump)
    }

    /// Draws the row into `image` with its top edge at `top`; returns the lines and their dump.
    func draw(on image: inout Image, top: Int, style: RowStyle, with typesetter: Typesetter) throws(TypesettingError) -> ([ShapedLine], String) {
        let presentation = code.presentation(in: locale)
        let flag = flagLookup.flag(for: presentation)
        let direction = locale.direction
        let drawer = LineDrawer(typesetter: typesetter)
        let scale = style.scale
        let rowHeight = style.pixelHeight
        let padding = style.padding * scale, flagBox = style.flagSize * scale, gap = style.gap * scale

        // Flag: one emoji laid out through the full pipeline at the size that makes it
        // `flagSize` wide (emoji are wider than their em), its ink centred vertically.
        let flagStyle = TextStyle(language: locale.identifier, direction: direction, pixelSize: style.fixed(style.flagSize))
        let flagLine = try drawer.layoutShrunk(flag, style: flagStyle, toWidth: Fixed26_6(flagBox * 64))
        let ink = try typesetter.inkExtent(of: flagLine)
        let flagBaseline = Fixed26_6((top + (rowHeight - ink.top - ink.bottom) / 2 + ink.top) * 64)
        let flagX = drawer.centredX(flagLine, left: style.leadingBoxLeft(direction: direction), width: flagBox)
        try typesetter.draw(flagLine, on: &image, x: flagX, baseline: flagBaseline, color: style.theme.palette.text)

        // Name: after the flag on the leading side, ellipsized to the remaining width.
        let nameStyle = TextStyle(language: locale.identifier, direction: direction, pixelSize: style.fixed(style.nameSize))
        let nameWidth = style.pixelWidth - 2 * padding - flagBox - gap
        let nameLine = try drawer.layoutFitting(presentation.name.text, style: nameStyle, maxWidth: Fixed26_6(nameWidth * 64))
        let nameLeft = direction == .rightToLeft ? padding : padding + flagBox + gap
        let baseline = try drawer.centredBaseline(style: nameStyle, top: top, height: rowHeight)
        try drawer.draw(nameLine, on: &image, left: nameLeft, width: nameWidth, baseline: baseline, color: style.theme.palette.text)
        let header = "row \(code.alpha2) locale=\(locale.identifier) theme=\(style.theme.rawValue)\n"
        return ([flagLine, nameLine], header + flagLine.layoutDump + nameLine.layoutDump)
    }
}
