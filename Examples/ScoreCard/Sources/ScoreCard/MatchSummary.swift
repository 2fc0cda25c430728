import Foundation
import LocaleShot

/// A match report under the card: a headline row (both flags on the leading side, the
/// winner's name truncated to the room left) and a paragraph wrapped to at most three lines
/// with Unicode line breaking — Thai breaks between words it writes without spaces; German
/// needs four, so its last line ends in "…" and its dump says `fits=no`.
///
/// Teams are ISO 3166-1 codes; every name and sentence exists only while drawing.
public struct MatchSummary: Sendable {
    public let card: ScoreCard

    public init(card: ScoreCard) {
        self.card = card
    }

    static let width = 560, padding = 20, headlineHeight = 56, maxLines = 3

    /// The report's sentence in the languages the app ships; `{home}`, `{away}` and `{score}`
    /// are filled in when drawing. Unknown languages fall back to English.
    static let sentences: [String: String] = [
        "en": "{home} beat {away} {score} in a match decided in the final minute, after a long free kick that nobody in the stadium will forget.",
        "de": "{home} schlug {away} {score} in einem Spiel, das in der letzten Minute durch einen langen Freistoß entschieden wurde, den im Stadion niemand vergessen wird.",
        "fr": "{home} a battu {away} {score} dans un match décidé à la dernière minute, sur un long coup franc que personne dans le stade n'oubliera.",
        "it": "{home} ha battuto {away} {score} in una partita decisa all'ultimo minuto, con una lunga punizione che nessuno allo stadio dimenticherà.",
        "es": "{home} venció a {away} {score} en un partido decidido en el último minuto, con un largo tiro libre que nadie en el estadio olvidará.",
        "he": "{home} ניצחה את {away} {score} במשחק שהוכרע בדקה האחרונה, בבעיטה חופשית ארוכה שאיש באצטדיון לא ישכח.",
        "th": "{home}ชนะ{away} {score} ในเกมที่ตัดสินกันในนาทีสุดท้ายด้วยลูกฟรีคิกระยะไกลที่ไม่มีใครในสนามจะลืม",
    ]

    /// The paragraph as a user of `locale` reads it.
    public func sentence(for locale: MatrixLocale) -> String {
        let language = String(locale.identifier.prefix { $0 != "-" && $0 != "_" })
        // In a left-to-right isolate: in a Hebrew sentence "2–1" would otherwise read "1–2"
        // (an en dash between numbers takes the paragraph's direction, UAX #9 rule N1).
        let score = "\u{2066}\(card.score.home.formatted(.number.locale(locale.locale)))–\(card.score.away.formatted(.number.locale(locale.locale)))\u{2069}"
        // A pseudo-locale (en-XA, ar-XB) transforms the source language's sentence, keeping
        // its {placeholders}; the names it fills in are pseudo-localized too.
        let template = Self.sentences[locale.pseudo?.sourceLanguage ?? language] ?? Self.sentences["en"] ?? ""
        return locale.display(template)
            .replacingOccurrences(of: "{home}", with: card.home.presentation(in: locale).name.text)
            .replacingOccurrences(of: "{away}", with: card.away.presentation(in: locale).name.text)
            .replacingOccurrences(of: "{score}", with: score)
    }

    public func render(for locale: MatrixLocale, with typesetter: Typesetter) throws -> RenderedView {
        let style = { (size: Int) in TextStyle(language: locale.textLanguage, direction: locale.direction, pixelSize: Fixed26_6(size * 64)) }
        let row = RowLayout(width: Self.width, padding: Self.padding, gap: 12, direction: locale.direction)
        let paragraph = try typesetter.layout(sentence(for: locale), style: style(22),
                                              in: .pixels(Self.width - 2 * Self.padding, maxLines: Self.maxLines))
        let height = Self.headlineHeight + Int((paragraph.lineHeight * Fixed26_6(Self.maxLines) + 63) >> 6) + Self.padding
        var image = try Image(width: Self.width, height: height, fill: RGBA(hex: 0xFFFFFF))

        // Headline: "🇮🇹 🇫🇷" in the leading slot, the pairing's names after it.
        let flags = try typesetter.layout("\(card.home.flagEmoji) \(card.away.flagEmoji)", style: style(30),
                                          in: .pixels(88, truncates: false, minimumSize: 12 * 64))
        let slots = row.slots(leading: 88)
        try typesetter.draw(flags, on: &image, in: slots.leading, alignment: .center,
                            firstBaseline: typesetter.inkCentredBaseline(of: flags, top: 0, height: Self.headlineHeight), color: .black)
        let names = "\(card.home.presentation(in: locale).name.text) – \(card.away.presentation(in: locale).name.text)"
        let headline = try typesetter.layout(names, style: style(26), in: .pixels(slots.content.width))
        try typesetter.draw(headline, on: &image, in: slots.content,
                            firstBaseline: typesetter.centredBaseline(of: headline, top: 0, height: Self.headlineHeight),
                            color: RGBA(hex: 0x1C1C1E))

        // The paragraph, from the leading edge, each line a line height below the last.
        try typesetter.draw(paragraph, on: &image, in: Slot(left: Self.padding, width: Self.width - 2 * Self.padding),
                            firstBaseline: Fixed26_6(Self.headlineHeight * 64) + paragraph.ascender, color: RGBA(hex: 0x3A3A3C))
        return RenderedView(image: image, blocks: [flags, headline, paragraph],
                            header: "summary \(card.home.alpha2)-\(card.away.alpha2) locale=\(locale.identifier)")
    }
}
