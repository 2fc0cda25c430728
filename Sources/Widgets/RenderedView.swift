import Raster
import Typesetting

/// A rendered widget: its pixels and the lines of text drawn in it.
public struct RenderedView: Sendable {
    public let image: Image
    /// Every line drawn, in drawing order (for a row: the flag, then the name).
    public let lines: [ShapedLine]
    /// A header naming the view, then the layout dump of each line.
    public let layoutDump: String
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
}
