import Foundation
import LocaleShot

/// A match score card: both teams' flags and localized names, and the score in the locale's
/// digits, laid out in the locale's direction (the home team on the leading side).
///
/// Teams are ISO 3166-1 codes — the identity in every layer; names exist only when drawing.
public struct ScoreCard: Sendable {
    public let home: CountryCode
    public let away: CountryCode
    public let score: (home: Int, away: Int)
    /// The app's display font for the score, when the font set has one by this name.
    public static let scoreFont: FontRole = "score"

    public init(home: CountryCode, away: CountryCode, score: (home: Int, away: Int)) {
        self.home = home
        self.away = away
        self.score = score
    }

    /// The app's fonts: LocaleShot's vendored set plus the score's display face (Noto Serif
    /// Bold, from Debian's fonts-noto-core, OFL-1.1), found beside this package.
    public static func fonts() throws -> FontSet {
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts/NotoSerif-Bold.ttf")
        return try FontSet(manifest: FontManifest().adding(font: font, as: scoreFont, family: "Noto Serif Bold", licence: "OFL-1.1"))
    }

    static let width = 720, height = 128, padding = 24

    /// The card as a user of `locale` sees it.
    public func render(for locale: MatrixLocale, with typesetter: Typesetter) throws -> RenderedView {
        var image = try Image(width: Self.width, height: Self.height, fill: RGBA(hex: 0xFFFFFF))
        let direction = locale.direction
        let language = locale.identifier
        let side = (Self.width - 2 * Self.padding - 160) / 2
        var lines: [ShapedLine] = []

        let digits = "\(score.home.formatted(.number.locale(locale.locale))) – \(score.away.formatted(.number.locale(locale.locale)))"
        let scoreFonts: [FontRole] = typesetter.fonts.manifest.font(for: Self.scoreFont) == nil ? [] : [Self.scoreFont]
        let scoreLine = try typesetter.layout(digits, style: TextStyle(language: language, direction: direction, pixelSize: 44 * 64,
                                                                       preferredFonts: scoreFonts))
        try typesetter.draw(scoreLine, on: &image, x: Fixed26_6(Self.width * 32) - scoreLine.width / 2, baseline: 76 * 64,
                            color: RGBA(hex: 0x1C1C1E))
        lines.append(scoreLine)

        for (index, team) in [home, away].enumerated() {
            // Home on the leading side: left in a left-to-right locale, right in Hebrew or Arabic.
            let leading = (index == 0) == (direction == .leftToRight)
            let left = leading ? Self.padding : Self.width - Self.padding - side
            let flag = try typesetter.layout(team.flagEmoji, style: TextStyle(language: language, direction: direction, pixelSize: 48 * 64))
            let flagX = leading ? Fixed26_6(left * 64) : Fixed26_6((left + side) * 64) - flag.width
            try typesetter.draw(flag, on: &image, x: flagX, baseline: 58 * 64, color: .black)
            let name = try fitted(team.displayName(in: locale.locale).text, width: side, language: language,
                                  direction: direction, typesetter: typesetter)
            let nameX = leading ? Fixed26_6(left * 64) : Fixed26_6((left + side) * 64) - name.width
            try typesetter.draw(name, on: &image, x: nameX, baseline: 108 * 64, color: RGBA(hex: 0x3A3A3C))
            lines += [flag, name]
        }
        return RenderedView(image: image, lines: lines, header: "scorecard \(home.alpha2)-\(away.alpha2) locale=\(language)")
    }

    /// The name at 26 px, or smaller until it fits `width` pixels.
    private func fitted(_ text: String, width: Int, language: String, direction: LayoutDirection,
                        typesetter: Typesetter) throws -> ShapedLine {
        var size = 26
        while true {
            let line = try typesetter.layout(text, style: TextStyle(language: language, direction: direction, pixelSize: Fixed26_6(size * 64)))
            if line.width <= Fixed26_6(width * 64) || size <= 14 { return line }
            size -= 2
        }
    }
}
