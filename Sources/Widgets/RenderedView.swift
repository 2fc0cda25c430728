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
