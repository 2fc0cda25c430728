import Countries

/// A length in FreeType/HarfBuzz 26.6 fixed point: 64 units per pixel.
public typealias Fixed26_6 = Int32

/// How a piece of text is to be set.
public struct TextStyle: Hashable, Sendable {
    /// BCP 47 language, e.g. `"ja"`: chooses the fallback chain and HarfBuzz's language
    /// (which selects Japanese glyph forms).
    public var language: String
    /// Paragraph direction (from the locale; `ar` is right-to-left).
    public var direction: LayoutDirection
    /// Font size in pixels per em, 26.6.
    public var pixelSize: Fixed26_6
    /// Fonts tried before the language's fallback chain (a display font of your own for a
    /// score, say); a code point they lack falls back as usual.
    public var preferredFonts: [FontRole]

    public init(language: String, direction: LayoutDirection, pixelSize: Fixed26_6, preferredFonts: [FontRole] = []) {
        self.language = language
        self.direction = direction
        self.pixelSize = pixelSize
        self.preferredFonts = preferredFonts
    }
}

/// One positioned glyph. `cluster` is the index of its first code point in the text.
public struct ShapedGlyph: Hashable, Sendable {
    public let glyphID: UInt32
    public let cluster: Int
    public let xAdvance: Fixed26_6
    public let xOffset: Fixed26_6
    public let yOffset: Fixed26_6
}

/// A run: one bidi level, one script, one font. Glyphs are in visual (left-to-right) order.
public struct ShapedRun: Hashable, Sendable {
    public let codePointRange: Range<Int>
    public let level: UInt8
    /// ISO 15924 tag, e.g. `"Arab"`.
    public let script: String
    public let font: FontRole
    /// The font's file name without extension, e.g. `"NotoSansArabic-Regular"`.
    public let fontName: String
    public let glyphs: [ShapedGlyph]

    public var direction: LayoutDirection { level % 2 == 1 ? .rightToLeft : .leftToRight }
    public var width: Fixed26_6 { glyphs.reduce(0) { $0 + $1.xAdvance } }
}

/// The result of laying out one line: runs in visual order, left to right.
public struct ShapedLine: Hashable, Sendable {
    public let text: String
    public let style: TextStyle
    public let runs: [ShapedRun]

    /// Total advance width.
    public var width: Fixed26_6 { runs.reduce(0) { $0 + $1.width } }
    /// Every glyph in visual order, with the font it comes from.
    public var glyphs: [(font: FontRole, glyph: ShapedGlyph)] {
        runs.flatMap { run in run.glyphs.map { (run.font, $0) } }
    }
}
