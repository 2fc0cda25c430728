import CFreeType
import Foundation

/// A FreeType library instance that ignores `FREETYPE_PROPERTIES`.
///
/// `FT_Init_FreeType` reads that environment variable (through `FT_Set_Default_Properties`),
/// which could change glyph rendering from one machine to the next. This builds the library
/// with `FT_New_Library` + `FT_Add_Default_Modules` instead, so every property keeps
/// FreeType's compiled-in default, and then sets the one default a build could plausibly
/// differ in explicitly: no stem darkening (CFF, Type 1, CID and the autohinter).
/// Hinting is off at load time (`FT_LOAD_NO_HINTING`) and glyphs render in the normal
/// 8-bit mode, which no LCD filter touches.
final class FreeTypeLibrary {
    let handle: FT_Library
    private let memory: UnsafeMutablePointer<FT_MemoryRec_>

    init() {
        memory = .allocate(capacity: 1)
        memory.initialize(to: FT_MemoryRec_(
            user: nil,
            alloc: { _, size in malloc(size) },
            free: { _, block in free(block) },
            realloc: { _, _, newSize, block in realloc(block, newSize) }))
        var library: FT_Library?
        let error = FT_New_Library(memory, &library)
        // Allocation of the library record is the only failure mode: out of memory.
        precondition(error == 0 && library != nil, "FT_New_Library failed: \(error)")
        handle = library!
        FT_Add_Default_Modules(handle)
        var noDarkening: FT_Bool = 1
        for module in ["cff", "type1", "t1cid", "autofitter"] {
            // A module a build leaves out answers with an error: nothing to pin there.
            _ = FT_Property_Set(handle, module, "no-stem-darkening", &noDarkening)
        }
    }

    /// FreeType's version, e.g. `"2.12.1"`.
    var version: String {
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    deinit {
        FT_Done_Library(handle)
        memory.deallocate()
    }
}
