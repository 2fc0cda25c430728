import Countries
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
        let drawer = LineDrawer(typesetter: typesetter)
        let direction = locale.direction, scale = style.scale
        let padding = style.padding * scale, box = style.flagSize * scale, gap = style.gap * scale
        let leading = { (x: Int, width: Int) in direction == .rightToLeft ? style.pixelWidth - x - width : x }

        // Badge: at the name size, shrunk to fit the badge box.
        let badgeLine = try drawer.layoutShrunk(badge, style: TextStyle(language: locale.identifier, direction: direction,
                                                                         pixelSize: style.fixed(style.nameSize)),
                                                toWidth: Fixed26_6(box * 64))
        let badgeBaseline = try drawer.centredBaseline(style: badgeLine.style, top: 0, height: style.pixelHeight)
        let badgeX = drawer.centredX(badgeLine, left: style.leadingBoxLeft(direction: direction), width: box)
        try typesetter.draw(badgeLine, on: &image, x: badgeX, baseline: badgeBaseline, color: palette.secondaryText)

        // Subtitle on the trailing edge, then the title in the room left.
        var lines = [badgeLine]
        var trailingRoom = 0
        if let subtitle {
            let subtitleStyle = TextStyle(language: subtitleLanguage ?? locale.identifier, direction: direction,
                                          pixelSize: style.fixed(style.nameSize - 2))
            let line = try drawer.layoutFitting(subtitle, style: subtitleStyle, maxWidth: Fixed26_6((style.pixelWidth / 3) * 64))
            let width = Int((line.width + 63) >> 6)
            let baseline = try drawer.centredBaseline(style: subtitleStyle, top: 0, height: style.pixelHeight)
            try typesetter.draw(line, on: &image, x: Fixed26_6(leading(style.pixelWidth - padding - width, width) * 64),
                                baseline: baseline, color: palette.secondaryText)
            lines.append(line)
            trailingRoom = width + gap
        }
        let titleStyle = TextStyle(language: locale.identifier, direction: direction, pixelSize: style.fixed(style.nameSize))
        let titleWidth = style.pixelWidth - 2 * padding - box - gap - trailingRoom
        let titleLine = try drawer.layoutFitting(title, style: titleStyle, maxWidth: Fixed26_6(titleWidth * 64))
        let titleLeft = direction == .rightToLeft ? padding + trailingRoom : padding + box + gap
        try drawer.draw(titleLine, on: &image, left: titleLeft, width: titleWidth,
                        baseline: drawer.centredBaseline(style: titleStyle, top: 0, height: style.pixelHeight), color: palette.text)
        lines.insert(titleLine, at: 1)
        let dump = "\(header) locale=\(locale.identifier) theme=\(style.theme.rawValue)\n" + lines.map(\.layoutDump).joined()
        return RenderedView(image: image, lines: lines, layoutDump: dump)
    }
}
