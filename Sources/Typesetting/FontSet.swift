import Countries
import Foundation

/// The vendored fonts, loaded on first use and verified against `Fonts/manifest.tsv`, and the
/// fallback chain each locale uses.
///
/// A font is mapped, checked (size and SHA-256, see ``VerifiedFontCache``) and opened the
/// first time a layout needs it, so a run reads only the fonts its rows use. A missing or
/// altered font is the typed ``TypesettingError`` of the first layout that needs it, naming
/// the file.
///
/// Not thread-safe (FreeType faces carry state): give each thread its own `FontSet`.
public final class FontSet {
    public let manifest: FontManifest
    let library = FreeTypeLibrary()
    private let fontsByRole: [FontRole: VendoredFont]
    private var faces: [FontRole: FontFace] = [:]
    /// Whether a font not loaded yet may be a colour bitmap font (``BitmapStrikeProbe``).
    private var strikeProbes: [FontRole: Bool] = [:]

    /// The fonts this set has loaded (each verified against the manifest), in the order
    /// layouts first needed them.
    public private(set) var loadedFonts: [VendoredFont] = []

    /// A font set over `manifest`. Reads no font: each is mapped and verified on first use
    /// (once per process; later font sets over the same files reuse the verified bytes).
    public init(manifest: FontManifest) {
        self.manifest = manifest
        // As a role names one face, the last font listed with it wins.
        fontsByRole = Dictionary(manifest.fonts.map { ($0.role, $0) }) { _, last in last }
    }

    /// A font set over the default `Fonts/` folder.
    /// - Throws: what reading `Fonts/manifest.tsv` throws.
    public convenience init() throws(TypesettingError) {
        self.init(manifest: try FontManifest())
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

    // MARK: - Faces, loaded on first use

    /// The face of a font role, loading (and verifying) the font the first time.
    func face(_ role: FontRole) throws(TypesettingError) -> FontFace {
        if let face = faces[role] { return face }
        guard let font = fontsByRole[role] else {
            throw .manifestMalformed(path: manifest.directory.appendingPathComponent("manifest.tsv").path, line: 0,
                                     reason: "no font has the role \(role) (asked for by a text style)")
        }
        let bytes = try VerifiedFontCache.shared.bytes(of: font, in: manifest.directory)
        let face = try FontFace(font: font, bytes: bytes, library: library)
        faces[role] = face
        loadedFonts.append(font)
        return face
    }

    /// A font's name in layout dumps and error messages (its file name without extension),
    /// without loading it.
    func name(of role: FontRole) -> String {
        fontsByRole[role].map(FontFace.name(of:)) ?? role.rawValue
    }

    /// The first colour bitmap font of `chain`, if any. Fonts whose table directory shows no
    /// bitmap strikes are passed over without being loaded.
    func colourFont(in chain: [FontRole]) throws(TypesettingError) -> FontRole? {
        for role in chain {
            if faces[role] == nil, let font = fontsByRole[role], !mayHaveStrikes(font) { continue }
            if try face(role).bitmapStrikePPEM != nil { return role }
        }
        return nil
    }

    private func mayHaveStrikes(_ font: VendoredFont) -> Bool {
        if let known = strikeProbes[font.role] { return known }
        let answer = BitmapStrikeProbe.mayHaveStrikes(path: font.url(in: manifest.directory).path)
        strikeProbes[font.role] = answer
        return answer
    }
}
