import Countries
import Foundation

/// The vendored fonts, loaded once and verified against `Fonts/manifest.tsv`, and the
/// fallback chain each locale uses.
///
/// Not thread-safe (FreeType faces carry state): give each thread its own `FontSet`.
public final class FontSet {
    public let manifest: FontManifest
    let library = FreeTypeLibrary()
    let faces: [FontRole: FontFace]

    /// Loads every font of the manifest, refusing missing or altered files.
    ///
    /// Each file is read and its SHA-256 checked once per process; later font sets over the
    /// same folder reuse the verified bytes (see ``VerifiedFontCache``).
    public init(manifest: FontManifest) throws(TypesettingError) {
        self.manifest = manifest
        let verified = try VerifiedFontCache.shared.bytes(for: manifest)
        var faces: [FontRole: FontFace] = [:]
        for font in manifest.fonts {
            // VerifiedFontCache returns bytes for every font of the manifest; faces share them.
            faces[font.role] = try FontFace(font: font, bytes: verified[font.file]!, library: library)
        }
        self.faces = faces
    }

    /// Loads the fonts from the default `Fonts/` folder.
    public convenience init() throws(TypesettingError) {
        try self.init(manifest: try FontManifest())
    }

    /// FreeType's version string.
    public var freeTypeVersion: String { library.version }

    /// The fonts tried, in order, for text in `language` (a BCP 47 identifier such as `"ja"`):
    /// the manifest's fallback rules (`Fonts/fallback.tsv`), then every other font.
    ///
    /// The locale's own script comes first so that shared characters (Latin letters, digits,
    /// punctuation, the ellipsis) take that font's forms; colour emoji come after the text fonts
    /// of the standard matrix, other scripts after them.
    public func fallbackChain(for language: String) -> [FontRole] {
        // Resolved once per language: every line laid out asks.
        if let chain = chains[language] { return chain }
        let chain = manifest.fallbackChain(for: language)
        chains[language] = chain
        return chain
    }

    /// Resolved fallback chains by language (a `FontSet` is used by one thread).
    private var chains: [String: [FontRole]] = [:]

    func face(_ role: FontRole) -> FontFace {
        // Chains only name fonts of the manifest, and init loads one face per font.
        faces[role]!
    }
}
