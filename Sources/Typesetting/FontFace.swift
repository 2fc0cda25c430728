import CFreeType
import CHarfBuzz
import Foundation

/// One loaded font: a FreeType face for rasterization and a HarfBuzz font for shaping,
/// both over the same bytes, which this object owns.
final class FontFace {
    let font: VendoredFont
    let face: FT_Face
    let hbFont: OpaquePointer
    /// Design units per em.
    let unitsPerEm: Int32
    /// For colour bitmap fonts (CBDT): the strike used, in pixels per em.
    let bitmapStrikePPEM: Int?
    private let bytes: FontBytes
    private let library: FreeTypeLibrary

    /// The font's name in layout dumps and error messages: its file name without extension
    /// (computed once: every shaped run names its font).
    let name: String

    /// A font's file name without extension.
    static func name(of font: VendoredFont) -> String {
        ((font.file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    init(font: VendoredFont, bytes: FontBytes, library: FreeTypeLibrary) throws(TypesettingError) {
        self.font = font
        self.name = Self.name(of: font)
        self.library = library
        self.bytes = bytes
        var face: FT_Face?
        let error = FT_New_Memory_Face(library.handle, bytes.buffer.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                       FT_Long(bytes.count), 0, &face)
        guard error == 0, let face else {
            throw .fontUnreadable(path: font.file, freeTypeError: error)
        }
        self.face = face
        unitsPerEm = Int32(face.pointee.units_per_EM)

        let blob = hb_blob_create(bytes.buffer.baseAddress!.assumingMemoryBound(to: CChar.self),
                                  UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, 0)
        hbFont = hb_font_create(hbFace)!
        // HarfBuzz's own OpenType functions, whatever a build or `HB_FONT_FUNCS` makes the
        // default (FreeType's or Fontations' could differ in metrics).
        hb_ot_font_set_funcs(hbFont)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)

        bitmapStrikePPEM = Self.selectLargestStrike(face)
    }

    /// Colour bitmap fonts have fixed strikes only; select the largest (109 ppem for Noto
    /// Color Emoji) and scale its bitmaps ourselves. Outline fonts return `nil`.
    private static func selectLargestStrike(_ face: FT_Face) -> Int? {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 || FT_HAS_COLOR_(face) else { return nil }
        var best = 0
        for index in 0..<count where face.pointee.available_sizes[index].y_ppem > face.pointee.available_sizes[best].y_ppem {
            best = index
        }
        guard FT_Select_Size(face, FT_Int(best)) == 0 else { return nil }
        return Int(face.pointee.available_sizes[best].y_ppem >> 6)
    }

    /// The glyph for a code point, or 0 when the font has none.
    func glyphIndex(for codePoint: UInt32) -> UInt32 {
        FT_Get_Char_Index(face, FT_ULong(codePoint))
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
    }
}

private func FT_HAS_COLOR_(_ face: FT_Face) -> Bool {
    face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
}
