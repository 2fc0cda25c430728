import Typesetting

/// Whether a laid-out text fits its box, and what was done to make it fit: a plain record
/// for reports, findings and the layout dump. Lengths are 26.6 pixels.
public struct TextFit: Hashable, Sendable {
    /// The width the text needs at the requested size: on one line, the whole text's width;
    /// wrapped, the widest line it needs.
    public var neededWidth: Fixed26_6
    /// The width of the box.
    public var availableWidth: Fixed26_6
    /// The widest line as drawn (after shrinking and truncation).
    public var drawnWidth: Fixed26_6
    /// The lines the whole text needs at the final size (1 for a single line).
    public var neededLines: Int
    /// The lines the box allows.
    public var allowedLines: Int
    /// Whether text was cut and an ellipsis drawn.
    public var truncated: Bool
    /// Whether the size was reduced to fit.
    public var shrunk: Bool
    /// The size asked for, the size drawn, and the smallest size shrinking may reach.
    public var requestedSize: Fixed26_6
    public var finalSize: Fixed26_6
    public var minimumSize: Fixed26_6
    /// When truncated: the code point offset of the first code point not drawn.
    public var cutOffset: Int?

    public init(neededWidth: Fixed26_6, availableWidth: Fixed26_6, drawnWidth: Fixed26_6, neededLines: Int, allowedLines: Int,
                truncated: Bool, shrunk: Bool, requestedSize: Fixed26_6, finalSize: Fixed26_6, minimumSize: Fixed26_6,
                cutOffset: Int?) {
        self.neededWidth = neededWidth
        self.availableWidth = availableWidth
        self.drawnWidth = drawnWidth
        self.neededLines = neededLines
        self.allowedLines = allowedLines
        self.truncated = truncated
        self.shrunk = shrunk
        self.requestedSize = requestedSize
        self.finalSize = finalSize
        self.minimumSize = minimumSize
        self.cutOffset = cutOffset
    }

    /// The whole text is drawn, within the width and the line limit (shrinking, down to the
    /// minimum size, is allowed; truncation or overflow is not).
    public var fits: Bool { !truncated && drawnWidth <= availableWidth && neededLines <= allowedLines }

    /// One stable line for the layout dump, e.g.
    /// `fit fits=no needed=612.5 available=544 drawn=541 lines=1/1 size=34 requested=34 minimum=34 truncated=yes cut=17 shrunk=no`.
    public var dumpLine: String {
        var fields = ["fit fits=\(Self.flag(fits))", "needed=\(ShapedLine.pixels(neededWidth))",
                      "available=\(ShapedLine.pixels(availableWidth))", "drawn=\(ShapedLine.pixels(drawnWidth))",
                      "lines=\(neededLines)/\(allowedLines)", "size=\(ShapedLine.pixels(finalSize))",
                      "requested=\(ShapedLine.pixels(requestedSize))", "minimum=\(ShapedLine.pixels(minimumSize))",
                      "truncated=\(Self.flag(truncated))"]
        if let cutOffset { fields.append("cut=\(cutOffset)") }
        fields.append("shrunk=\(Self.flag(shrunk))")
        return fields.joined(separator: " ")
    }

    private static func flag(_ value: Bool) -> String { value ? "yes" : "no" }
}
