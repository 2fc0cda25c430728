import Synchronization

/// Colour-glyph bitmaps shared by every ``GlyphRasterizer`` of the process.
///
/// Decoding a colour glyph's PNG strike and area-averaging it down is by far the dearest
/// glyph to make, and every worker of every suite has its own typesetter. Fonts are immutable
/// and identified by their verified SHA-256, so a finished strike or scaled bitmap made by one
/// rasterizer is valid for all. Only finished values are shared: FreeType faces are not
/// thread-safe, so each rasterizer still loads with its own face, outside the lock (two
/// workers may make the same bitmap at once; they make the same bytes and the first is kept).
final class ColourGlyphCache: Sendable {
    static let shared = ColourGlyphCache()

    /// A glyph of a font at its bitmap strike (`pixelSize` 0) or scaled to `pixelSize`.
    struct Key: Hashable, Sendable {
        /// The font file's SHA-256, as verified against the manifest.
        let font: String
        let glyph: UInt32
        let pixelSize: Fixed26_6
    }

    private struct State {
        var strikes: [Key: ColourStrike] = [:]
        var bitmaps: [Key: GlyphBitmap] = [:]
        /// Strike advances by glyph (`pixelSize` 0): all a layout needs of a strike, and
        /// what ``ColourGlyphStore`` keeps instead of the strike itself.
        var advances: [Key: Fixed26_6] = [:]
        /// Whether a bitmap or advance was made since the store was read (or ever).
        var changed = false
    }

    private let state = Mutex(State())

    /// The strike of `key` (its `pixelSize` is ignored), made by `load` on first use.
    func strike(_ key: Key, load: () throws(TypesettingError) -> ColourStrike) throws(TypesettingError) -> ColourStrike {
        try cached(\.strikes, Key(font: key.font, glyph: key.glyph, pixelSize: 0), make: load)
    }

    /// The scaled bitmap of `key`, made by `make` on first use.
    func bitmap(_ key: Key, make: () throws(TypesettingError) -> GlyphBitmap) throws(TypesettingError) -> GlyphBitmap {
        try cached(\.bitmaps, key, make: make)
    }

    /// The strike advance of `key` (its `pixelSize` is ignored), from `load`'s strike on first use.
    func advance(_ key: Key, load: () throws(TypesettingError) -> ColourStrike) throws(TypesettingError) -> Fixed26_6 {
        try cached(\.advances, Key(font: key.font, glyph: key.glyph, pixelSize: 0)) { () throws(TypesettingError) in try load().advance }
    }

    /// Takes glyphs read back from disk (those already made in this process are kept).
    func adopt(advances: [Key: Fixed26_6], bitmaps: [Key: GlyphBitmap]) {
        state.withLock { state in
            state.advances.merge(advances) { made, _ in made }
            state.bitmaps.merge(bitmaps) { made, _ in made }
        }
    }

    /// The advances and bitmaps when any was made since the last call (or the last
    /// ``adopt(advances:bitmaps:)``), else `nil`.
    func takeChangedContents() -> (advances: [Key: Fixed26_6], bitmaps: [Key: GlyphBitmap])? {
        state.withLock { state in
            guard state.changed else { return nil }
            state.changed = false
            return (state.advances, state.bitmaps)
        }
    }

    /// The value of `key` in one of the tables, made outside the lock on a miss.
    private func cached<Value: Sendable>(_ table: WritableKeyPath<State, [Key: Value]> & Sendable, _ key: Key,
                                         make: () throws(TypesettingError) -> Value) throws(TypesettingError) -> Value {
        if let known = state.withLock({ $0[keyPath: table][key] }) { return known }
        let made = try make()
        return state.withLock { state in
            if let known = state[keyPath: table][key] { return known }
            state[keyPath: table][key] = made
            state.changed = true
            return made
        }
    }
}

/// A colour glyph as its bitmap strike holds it: premultiplied BGRA at the strike's size,
/// with its bearings and advance (26.6) at that size.
struct ColourStrike: Sendable {
    let width: Int, height: Int, left: Int, top: Int
    let advance: Fixed26_6
    let bgra: [UInt8]
}
