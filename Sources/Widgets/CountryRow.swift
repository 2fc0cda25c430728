import Countries
import Foundation
import Layout
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
        let (blocks, dump) = try draw(on: &image, top: 0, style: style, with: typesetter)
        return RenderedView(image: image, lines: blocks.flatMap(\.lines), layoutDump: dump, blocks: blocks)
    }

    /// Draws the row into `image` with its top edge at `top`; returns the laid-out texts (flag,
    /// then name) and their dump (the lines' dumps, without fit lines: see ``RenderedView/fitDump``).
    func draw(on image: inout Image, top: Int, style: RowStyle, with typesetter: Typesetter) throws(TypesettingError) -> ([TextBlock], String) {
        let presentation = code.presentation(in: locale)
        let flag = flagLookup.flag(for: presentation)
        let direction = locale.direction
        let scale = style.scale
        let row = RowLayout(width: style.pixelWidth, padding: style.padding * scale, gap: style.gap * scale, direction: direction)
        let slots = row.slots(leading: style.flagSize * scale)

        // Flag: one emoji laid out through the full pipeline, shrunk to the size that makes it
        // `flagSize` wide (emoji are wider than their em), its ink centred vertically.
        let flagStyle = TextStyle(language: locale.textLanguage, direction: direction, pixelSize: style.fixed(style.flagSize))
        let flagBlock = try typesetter.layout(flag, style: flagStyle, in: .pixels(slots.leading.width, truncates: false, minimumSize: 64))
        let flagBaseline = try typesetter.inkCentredBaseline(of: flagBlock, top: top, height: style.pixelHeight)
        try typesetter.draw(flagBlock, on: &image, in: slots.leading, alignment: .center, firstBaseline: flagBaseline,
                            color: style.theme.palette.text)

        // Name: after the flag on the leading side, ellipsized to the remaining width.
        let nameStyle = TextStyle(language: locale.textLanguage, direction: direction, pixelSize: style.fixed(style.nameSize))
        let nameBlock = try typesetter.layout(presentation.name.text, style: nameStyle, in: .pixels(slots.content.width))
        try typesetter.draw(nameBlock, on: &image, in: slots.content,
                            firstBaseline: typesetter.centredBaseline(of: nameBlock, top: top, height: style.pixelHeight),
                            color: style.theme.palette.text)
        let header = "row \(code.alpha2) locale=\(locale.identifier) theme=\(style.theme.rawValue)\n"
        return ([flagBlock, nameBlock], header + flagBlock.lines.map(\.layoutDump).joined() + nameBlock.lines.map(\.layoutDump).joined())
    }
}
