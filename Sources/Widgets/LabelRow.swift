import Countries
import Layout
import Raster
import Typesetting

/// A generic row: a short badge on the leading edge (a currency symbol, a month number), a
/// title after it, and an optional subtitle on the trailing edge — all in the locale's
/// direction, with the row geometry of ``RowStyle``. Currency, language and month rows are
/// built on it.
public struct LabelRow: Sendable {
    public let locale: MatrixLocale
    public let badge: String
    public let title: String
    public let subtitle: String?
    /// The subtitle's own language when it differs from the locale's (a language's autonym is
    /// shaped in that language, so `zh-Hans` gets Chinese glyph forms).
    public let subtitleLanguage: String?

    public init(locale: MatrixLocale, badge: String, title: String, subtitle: String? = nil, subtitleLanguage: String? = nil) {
        self.locale = locale
        self.badge = badge
        self.title = title
        self.subtitle = subtitle
        self.subtitleLanguage = subtitleLanguage
    }

    /// Renders the row: `header` names it in the layout dump.
    public func render(style: RowStyle = RowStyle(), header: String, with typesetter: Typesetter) throws(TypesettingError) -> RenderedView {
        let palette = style.theme.palette
        // RowStyle's sizes are small constants, so the canvas is always valid.
        var image = try! Image(width: style.pixelWidth, height: style.pixelHeight, fill: palette.background)
        let direction = locale.direction, scale = style.scale
        let row = RowLayout(width: style.pixelWidth, padding: style.padding * scale, gap: style.gap * scale, direction: direction)
        let textStyle = { (size: Int, language: String?) in
            TextStyle(language: language ?? locale.textLanguage, direction: direction, pixelSize: style.fixed(size))
        }

        // Subtitle first (on the trailing edge, at most a third of the row): its width sets the slots.
        let subtitleBlock = try subtitle.map { text throws(TypesettingError) in
            try typesetter.layout(text, style: textStyle(style.nameSize - 2, subtitleLanguage), in: .pixels(style.pixelWidth / 3))
        }
        let subtitleWidth = subtitleBlock.map { Int(($0.width + 63) >> 6) } ?? 0
        let slots = row.slots(leading: style.flagSize * scale, trailing: subtitleWidth)

        // Badge: at the name size, shrunk to fit the leading box, centred in it.
        let badgeBlock = try typesetter.layout(badge, style: textStyle(style.nameSize, nil),
                                               in: .pixels(slots.leading.width, truncates: false, minimumSize: 64))
        try typesetter.draw(badgeBlock, on: &image, in: slots.leading, alignment: .center,
                            firstBaseline: typesetter.centredBaseline(of: badgeBlock, top: 0, height: style.pixelHeight),
                            color: palette.secondaryText)

        // Title in the room left between badge and subtitle.
        let titleBlock = try typesetter.layout(title, style: textStyle(style.nameSize, nil), in: .pixels(slots.content.width))
        try typesetter.draw(titleBlock, on: &image, in: slots.content,
                            firstBaseline: typesetter.centredBaseline(of: titleBlock, top: 0, height: style.pixelHeight),
                            color: palette.text)
        var blocks = [badgeBlock, titleBlock]
        if let subtitleBlock {
            // The trailing slot is the subtitle's width rounded up: it starts at the slot's left edge.
            try typesetter.draw(subtitleBlock, on: &image, in: slots.trailing, alignment: direction == .rightToLeft ? .trailing : .leading,
                                firstBaseline: typesetter.centredBaseline(of: subtitleBlock, top: 0, height: style.pixelHeight),
                                color: palette.secondaryText)
            blocks.append(subtitleBlock)
        }
        let lines = blocks.flatMap(\.lines)
        let dump = "\(header) locale=\(locale.identifier) theme=\(style.theme.rawValue)\n" + lines.map(\.layoutDump).joined()
        return RenderedView(image: image, lines: lines, layoutDump: dump, blocks: blocks)
    }
}
