import CFreeType

/// Rasterizes glyphs with FreeType and caches the bitmaps.
///
/// Outline glyphs load with `FT_LOAD_NO_HINTING` (one fixed configuration, no autohinter), so
/// no machine setting changes their shape. Colour glyphs load from the selected bitmap strike
/// with `FT_LOAD_COLOR` and are scaled here (FreeType never scales bitmaps); their strikes and
/// scaled bitmaps are shared by every rasterizer of the process (``ColourGlyphCache``).
final class GlyphRasterizer {
    private struct Key: Hashable {
        let role: FontRole
        let glyph: UInt32
        let pixelSize: Fixed26_6
    }

    private let fonts: FontSet
    private var cache: [Key: GlyphBitmap] = [:]
    /// Colour glyphs' advances at their strike, by glyph (`pixelSize` 0).
    private var strikeAdvances: [Key: Fixed26_6] = [:]
    private let shared = ColourGlyphCache.shared

    init(fonts: FontSet) {
        self.fonts = fonts
    }

    /// The glyph's bitmap at a size (cached).
    func bitmap(role: FontRole, glyph: UInt32, pixelSize: Fixed26_6) throws(TypesettingError) -> GlyphBitmap {
        let key = Key(role: role, glyph: glyph, pixelSize: pixelSize)
        if let cached = cache[key] { return cached }
        let face = try fonts.face(role)
        let bitmap: GlyphBitmap
        if let strikePPEM = face.bitmapStrikePPEM {
            let sharedKey = ColourGlyphCache.Key(font: face.font.sha256, glyph: glyph, pixelSize: pixelSize)
            bitmap = try shared.bitmap(sharedKey) { () throws(TypesettingError) in
                Self.scaled(try strike(face: face, glyph: glyph), to: pixelSize, strikePPEM: strikePPEM)
            }
        } else {
            bitmap = try renderOutline(face: face, glyph: glyph, pixelSize: pixelSize)
        }
        cache[key] = bitmap
        return bitmap
    }

    /// The advance of a colour glyph at `pixelSize`: its strike advance scaled by the same
    /// factor as its bitmap.
    func colorAdvance(role: FontRole, glyph: UInt32, pixelSize: Fixed26_6) throws(TypesettingError) -> Fixed26_6? {
        let face = try fonts.face(role)
        guard let strikePPEM = face.bitmapStrikePPEM else { return nil }
        let key = Key(role: role, glyph: glyph, pixelSize: 0)
        let advance: Fixed26_6
        if let known = strikeAdvances[key] {
            advance = known
        } else {
            advance = try shared.advance(ColourGlyphCache.Key(font: face.font.sha256, glyph: glyph, pixelSize: 0)) { () throws(TypesettingError) in
                try strike(face: face, glyph: glyph)
            }
            strikeAdvances[key] = advance
        }
        return Fixed26_6(Self.scale(Int(advance), pixelSize: pixelSize, strikePPEM: strikePPEM))
    }

    private func renderOutline(face: FontFace, glyph: UInt32, pixelSize: Fixed26_6) throws(TypesettingError) -> GlyphBitmap {
        FT_Set_Char_Size(face.face, 0, FT_F26Dot6(pixelSize), 72, 72)
        let error = FT_Load_Glyph(face.face, glyph, Int32(LS_FT_LOAD_NO_HINTING | LS_FT_LOAD_RENDER))
        guard error == 0 else { throw .glyphRenderFailed(font: face.name, glyph: glyph, freeTypeError: error) }
        let slot = face.face.pointee.glyph!
        let source = slot.pointee.bitmap
        let width = Int(source.width), height = Int(source.rows), pitch = Int(source.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = source.buffer {
            for row in 0..<height {
                for column in 0..<width {
                    coverage[row * width + column] = buffer[row * pitch + column]
                }
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                           top: Int(slot.pointee.bitmap_top), pixels: .coverage(coverage))
    }

    /// The glyph's strike: from the shared cache, else loaded with this rasterizer's face.
    private func strike(face: FontFace, glyph: UInt32) throws(TypesettingError) -> ColourStrike {
        try shared.strike(ColourGlyphCache.Key(font: face.font.sha256, glyph: glyph, pixelSize: 0)) { () throws(TypesettingError) in
            try Self.loadStrike(face: face, glyph: glyph)
        }
    }

    private static func loadStrike(face: FontFace, glyph: UInt32) throws(TypesettingError) -> ColourStrike {
        let error = FT_Load_Glyph(face.face, glyph, Int32(LS_FT_LOAD_COLOR | LS_FT_LOAD_RENDER))
        guard error == 0 else { throw .glyphRenderFailed(font: face.name, glyph: glyph, freeTypeError: error) }
        let slot = face.face.pointee.glyph!
        let source = slot.pointee.bitmap
        let width = Int(source.width), height = Int(source.rows), pitch = Int(source.pitch)
        var bgra = [UInt8](repeating: 0, count: width * height * 4)
        if let buffer = source.buffer, source.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), pitch >= width * 4 {
            bgra.withUnsafeMutableBufferPointer { bgra in
                for row in 0..<height {
                    (bgra.baseAddress! + row * width * 4).update(from: buffer + row * pitch, count: width * 4)
                }
            }
        }
        return ColourStrike(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                            top: Int(slot.pointee.bitmap_top), advance: Fixed26_6(slot.pointee.advance.x), bgra: bgra)
    }

    /// `value` (strike pixels, or 26.6 at the strike) scaled by pixelSize / strikePPEM, rounded.
    private static func scale(_ value: Int, pixelSize: Fixed26_6, strikePPEM: Int) -> Int {
        let numerator = value * Int(pixelSize), denominator = strikePPEM * 64
        let half = denominator / 2
        return numerator >= 0 ? (numerator + half) / denominator : -((-numerator + half) / denominator)
    }

    private static func scaled(_ strike: ColourStrike, to pixelSize: Fixed26_6, strikePPEM: Int) -> GlyphBitmap {
        // An empty strike glyph (a variation selector, a zero-width joiner) draws nothing.
        guard strike.width > 0, strike.height > 0 else {
            return GlyphBitmap(width: 0, height: 0, left: 0, top: 0, pixels: .premultipliedBGRA([]))
        }
        let width = max(1, scale(strike.width, pixelSize: pixelSize, strikePPEM: strikePPEM))
        let height = max(1, scale(strike.height, pixelSize: pixelSize, strikePPEM: strikePPEM))
        let pixels = AreaAverageScaler.scale(bgra: strike.bgra, width: strike.width, height: strike.height,
                                             toWidth: width, height: height)
        return GlyphBitmap(width: width, height: height,
                           left: scale(strike.left, pixelSize: pixelSize, strikePPEM: strikePPEM),
                           top: scale(strike.top, pixelSize: pixelSize, strikePPEM: strikePPEM),
                           pixels: .premultipliedBGRA(pixels))
    }
}
