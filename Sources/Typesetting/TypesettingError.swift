import Foundation

/// Why fonts could not be loaded or text could not be laid out.
public enum TypesettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `Fonts/manifest.tsv` is absent or unreadable.
    case manifestMissing(path: String)
    /// A manifest line could not be parsed.
    case manifestMalformed(path: String, line: Int, reason: String)
    /// A font listed in the manifest is not on disk.
    case fontMissing(path: String)
    /// A font of your own, added with `FontManifest.adding(font:as:)` under `role`, is not on disk.
    case userFontMissing(path: String, role: String)
    /// A font's bytes differ from the manifest (size or SHA-256): goldens would silently change.
    case fontAltered(path: String, expectedSHA256: String, actualSHA256: String)
    /// FreeType or HarfBuzz refused a font file.
    case fontUnreadable(path: String, freeTypeError: Int32)
    /// No font of the fallback chain has a glyph for a code point (glyph id 0 everywhere).
    case missingGlyph(codePoint: UInt32, text: String, fontsTried: [String])
    /// More than `limit` combining marks in a row on one base, from the code point at
    /// `offset`: HarfBuzz's time on one cluster grows with the square of its marks, so the
    /// text is refused before shaping (see ``Typesetter/maxCombiningMarks``).
    case tooManyCombiningMarks(count: Int, limit: Int, offset: Int)
    /// FreeType failed to load or render a glyph.
    case glyphRenderFailed(font: String, glyph: UInt32, freeTypeError: Int32)
    /// FriBiDi could not resolve the paragraph.
    case bidiFailed(text: String)
    /// ICU's line break iterator refused the language or the text (the layout layer's wrapping).
    case lineBreakingFailed(language: String, text: String)

    public var description: String {
        switch self {
        case let .manifestMissing(path): return "font manifest not found at \(path)"
        case let .manifestMalformed(path, line, reason): return "\(path):\(line): \(reason)"
        case let .fontMissing(path): return "vendored font missing: \(path) (see Fonts/manifest.tsv)"
        case let .userFontMissing(path, role):
            return "your font \(URL(fileURLWithPath: path).lastPathComponent) is not at \(path): check the file passed to "
                + "FontManifest.adding(font: …, as: \"\(role)\") (a path built from #filePath does not depend on the working directory)"
        case let .fontAltered(path, expected, actual):
            return "vendored font altered: \(path) has SHA-256 \(actual), manifest says \(expected)"
        case let .fontUnreadable(path, code): return "FreeType cannot open \(path) (FT_Error \(code))"
        case let .missingGlyph(codePoint, text, fonts):
            let hex = String(codePoint, radix: 16, uppercase: true)
            return "no glyph for U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) in \"\(text)\"; fonts tried: \(fonts.joined(separator: ", "))"
        case let .tooManyCombiningMarks(count, limit, offset):
            return "\(count) combining marks in a row from code point \(offset), over the limit of \(limit) on one character; refused before shaping"
        case let .glyphRenderFailed(font, glyph, code): return "FreeType cannot render glyph \(glyph) of \(font) (FT_Error \(code))"
        case let .bidiFailed(text): return "FriBiDi could not resolve the paragraph \"\(text)\""
        case let .lineBreakingFailed(language, text): return "ICU could not find line breaks for language \(language) in \"\(text)\""
        }
    }
}
