import CFreeType

/// Rasterizes glyphs with FreeType and caches the bitmaps.
///
/// Outline glyphs load with `FT_LOAD_NO_HINTING` (one fixed configuration, no autohinter), so
/// no machine setting changes their shape. Colour glyphs load from the selected bitmap strike
/// with `FT_LOAD_COLOR` and are scaled here (FreeType never scales bitmaps).
final class GlyphRasterizer {
    private struct Key: Hashable {
        let role: FontRole
        let glyph: UInt32
        let pixelSize: Fixed26_6
    }

    private struct Strike {
        let width: Int, height: Int, left: Int, top: Int
        let advance: Fixed26_6
        let bgra: [UInt8]
    }

    private let fonts: FontSet
    private var cache: [Key: GlyphBitmap] = [:]
    private var strikes: [Key: Strike] = [:]

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
            let strike = try loadStrike(face: face, role: role, glyph: glyph)
            bitmap = Self.scaled(strike, to: pixelSize, strikePPEM: strikePPEM)
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
        let strike = try loadStrike(face: face, role: role, glyph: glyph)
        return Fixed26_6(Self.scale(Int(strike.advance), pixelSize: pixelSize, strikePPEM: strikePPEM))
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

    private func loadStrike(face: FontFace, role: FontRole, glyph: UInt32) throws(TypesettingError) -> Strike {
        let key = Key(role: role, glyph: glyph, pixelSize: 0)
        if let strike = strikes[key] { return strike }
        let error = FT_Load_Glyph(face.face, glyph, Int32(LS_FT_LOAD_COLOR | LS_FT_LOAD_RENDER))
        guard error == 0 else { throw .glyphRenderFailed(font: face.name, glyph: glyph, freeTypeError: error) }
        let slot = face.face.pointee.glyph!
        let source = slot.pointee.bitmap
        let width = Int(source.width), height = Int(source.rows), pitch = Int(source.pitch)
        var bgra = [UInt8](repeating: 0, count: width * height * 4)
        if let buffer = source.buffer, source.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) {
            for row in 0..<height {
                for byte in 0..<(width * 4) {
                    bgra[row * width * 4 + byte] = buffer[row * pitch + byte]
                }
            }
        }
        let strike = Strike(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                            top: Int(slot.pointee.bitmap_top), advance: Fixed26_6(slot.pointee.advance.x), bgra: bgra)
        strikes[key] = strike
        return strike
    }

    /// `value` (strike pixels, or 26.6 at the strike) scaled by pixelSize / strikePPEM, rounded.
    private static func scale(_ value: Int, pixelSize: Fixed26_6, strikePPEM: Int) -> Int {
        let numerator = value * Int(pixelSize), denominator = strikePPEM * 64
        let half = denominator / 2
        return numerator >= 0 ? (numerator + half) / denominator : -((-numerator + half) / denominator)
    }

    private static func scaled(_ strike: Strike, to pixelSize: Fixed26_6, strikePPEM: Int) -> GlyphBitmap {
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
