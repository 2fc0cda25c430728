import Typesetting

/// How a text must fit: a width, a line limit, and what to do when it does not fit.
///
/// Order of remedies: wrap (when `maxLines` > 1) → shrink (when `minimumSize` is set, down to
/// it) → truncate with an ellipsis (when `truncates`) → otherwise overflow, reported by
/// ``TextFit/fits``.
public struct TextBox: Hashable, Sendable {
    /// Available width, 26.6 pixels.
    public var width: Fixed26_6
    /// Lines allowed; 1 sets a single line (no wrapping).
    public var maxLines: Int
    /// Whether text that still does not fit ends in "…" at a grapheme-cluster boundary.
    public var truncates: Bool
    /// The smallest size shrink-to-fit may reach (26.6); `nil` never shrinks.
    public var minimumSize: Fixed26_6?
    /// Shrink in steps of this size from the requested size (26, 24, 22…); `nil` scales the
    /// size in proportion to the overflow, re-checking the shaped result.
    public var shrinkStep: Fixed26_6?

    public init(width: Fixed26_6, maxLines: Int = 1, truncates: Bool = true, minimumSize: Fixed26_6? = nil,
                shrinkStep: Fixed26_6? = nil) {
        self.width = width
        self.maxLines = max(1, maxLines)
        self.truncates = truncates
        self.minimumSize = minimumSize
        self.shrinkStep = shrinkStep
    }

    /// A box in whole pixels.
    public static func pixels(_ width: Int, maxLines: Int = 1, truncates: Bool = true, minimumSize: Fixed26_6? = nil,
                              shrinkStep: Fixed26_6? = nil) -> TextBox {
        TextBox(width: Fixed26_6(clamping: width * 64), maxLines: maxLines, truncates: truncates, minimumSize: minimumSize,
                shrinkStep: shrinkStep)
    }
}

/// A text laid out in a ``TextBox``: its lines (top to bottom, each a ``ShapedLine`` in visual
/// order), its line metrics, and whether it fits.
public struct TextBlock: Hashable, Sendable {
    /// The text as given.
    public let text: String
    /// The lines drawn, top to bottom (their style carries the final size).
    public let lines: [ShapedLine]
    /// The code points of `text` each line shows (trailing spaces included; a truncated last
    /// line ends at ``TextFit/cutOffset``).
    public let lineRanges: [Range<Int>]
    public let fit: TextFit
    /// Ascender and descender (positive down) of the block's primary font at the final size.
    public let ascender: Fixed26_6
    public let descender: Fixed26_6

    public init(text: String, lines: [ShapedLine], lineRanges: [Range<Int>], fit: TextFit, ascender: Fixed26_6, descender: Fixed26_6) {
        self.text = text
        self.lines = lines
        self.lineRanges = lineRanges
        self.fit = fit
        self.ascender = ascender
        self.descender = descender
    }

    /// Baseline-to-baseline distance: ascender + descender.
    public var lineHeight: Fixed26_6 { ascender + descender }
    /// The height of all lines.
    public var height: Fixed26_6 { lineHeight * Fixed26_6(lines.count) }
    /// The widest line.
    public var width: Fixed26_6 { lines.map(\.width).max() ?? 0 }
    /// The only line of a single-line block (the first line of a paragraph).
    public var firstLine: ShapedLine? { lines.first }

    /// Each line's layout dump, then the fit line.
    public var layoutDump: String { lines.map(\.layoutDump).joined() + fit.dumpLine + "\n" }
}
