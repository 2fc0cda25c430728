/// A rasterized glyph, positioned relative to its origin on the baseline.
struct GlyphBitmap: Sendable {
    enum Pixels: Sendable {
        /// 8-bit coverage, `width` bytes per row.
        case coverage([UInt8])
        /// Premultiplied BGRA, `width * 4` bytes per row.
        case premultipliedBGRA([UInt8])
    }

    let width: Int
    let height: Int
    /// Pixels from the origin to the left edge.
    let left: Int
    /// Pixels from the baseline up to the top edge.
    let top: Int
    let pixels: Pixels
}
