import Raster

/// A rendered widget: its pixels and the layout dump of every line drawn in it.
public struct RenderedView: Sendable {
    public let image: Image
    /// The concatenated layout dumps of the lines, in drawing order.
    public let layoutDump: String
}
