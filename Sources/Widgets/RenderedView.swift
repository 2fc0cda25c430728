import Layout
import Raster
import Typesetting

/// A rendered widget: its pixels, the lines of text drawn in it, and — for texts laid out in
/// boxes (``TextBlock``) — whether each fits.
public struct RenderedView: Sendable {
    public let image: Image
    /// Every line drawn, in drawing order (for a row: the flag, then the name).
    public let lines: [ShapedLine]
    /// A header naming the view, then the layout dump of each line.
    public let layoutDump: String
    /// The texts laid out in boxes, in drawing order, each with its ``TextFit``; empty for a
    /// view that drew only bare lines.
    public var blocks: [TextBlock] = []

    /// Whether each laid-out text fits, in drawing order.
    public var fits: [TextFit] { blocks.map(\.fit) }

    /// The fit section of a dump: one ``TextFit/dumpLine`` per laid-out text, in drawing order.
    /// Kept apart from ``layoutDump`` so the built-in rows' text goldens stay as recorded.
    public var fitDump: String { blocks.map { $0.fit.dumpLine + "\n" }.joined() }
}

extension RenderedView {
    /// A view you drew yourself: its pixels, the lines you drew, and a dump made of a header
    /// naming the view followed by each line's layout dump.
    public init(image: Image, lines: [ShapedLine], header: String) {
        self.init(image: image, lines: lines, layoutDump: header + "\n" + lines.map(\.layoutDump).joined())
    }

    /// A view with a dump of your own making.
    public init(image: Image, lines: [ShapedLine], dump: String) {
        self.init(image: image, lines: lines, layoutDump: dump)
    }

    /// A view laid out with the layout layer: its pixels and its texts. The dump is a header
    /// naming the view, then each text's lines and its fit line (``TextBlock/layoutDump``).
    public init(image: Image, blocks: [TextBlock], header: String) {
        self.init(image: image, lines: blocks.flatMap(\.lines), layoutDump: header + "\n" + blocks.map(\.layoutDump).joined(),
                  blocks: blocks)
    }
}
