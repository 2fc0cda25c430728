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

    static let width = 720, height = 128, padding = 24, side = (720 - 2 * 24 - 160) / 2

    /// The card as a user of `locale` sees it: the score centred, each team's flag and name in
    /// a slot on its side (home on the leading side: the right in Hebrew or Arabic), names
    /// shrunk from 26 px in 2 px steps down to 14 px to fit. Drawn with LocaleShot's layout
    /// layer, so the dump says for each text whether it fits.
    public func render(for locale: MatrixLocale, with typesetter: Typesetter) throws -> RenderedView {
        var image = try Image(width: Self.width, height: Self.height, fill: RGBA(hex: 0xFFFFFF))
        let style = { (size: Int, fonts: [FontRole]) in
            TextStyle(language: locale.textLanguage, direction: locale.direction, pixelSize: Fixed26_6(size * 64), preferredFonts: fonts)
        }
        let slots = RowLayout(width: Self.width, padding: Self.padding, direction: locale.direction)
            .slots(leading: Self.side, trailing: Self.side)

        let digits = "\(score.home.formatted(.number.locale(locale.locale))) – \(score.away.formatted(.number.locale(locale.locale)))"
        let scoreFonts: [FontRole] = typesetter.fonts.manifest.font(for: Self.scoreFont) == nil ? [] : [Self.scoreFont]
        let scoreBlock = try typesetter.layout(digits, style: style(44, scoreFonts), in: .pixels(slots.content.width, truncates: false))
        try typesetter.draw(scoreBlock, on: &image, in: Slot(left: 0, width: Self.width), alignment: .center,
                            firstBaseline: 76 * 64, color: RGBA(hex: 0x1C1C1E))
        var blocks = [scoreBlock]

        // Home in the leading slot, aligned to the card's leading edge; away in the trailing slot.
        for (team, slot, alignment) in [(home, slots.leading, HorizontalAlignment.leading), (away, slots.trailing, .trailing)] {
            let flag = try typesetter.layout(team.flagEmoji, style: style(48, []), in: .pixels(slot.width, truncates: false))
            try typesetter.draw(flag, on: &image, in: slot, alignment: alignment, firstBaseline: 58 * 64, color: .black)
            let name = try typesetter.layout(team.presentation(in: locale).name.text, style: style(26, []),
                                             in: .pixels(slot.width, truncates: false, minimumSize: 14 * 64, shrinkStep: 2 * 64))
            try typesetter.draw(name, on: &image, in: slot, alignment: alignment, firstBaseline: 108 * 64, color: RGBA(hex: 0x3A3A3C))
            blocks += [flag, name]
        }
        return RenderedView(image: image, blocks: blocks, header: "scorecard \(home.alpha2)-\(away.alpha2) locale=\(locale.identifier)")
    }
}
