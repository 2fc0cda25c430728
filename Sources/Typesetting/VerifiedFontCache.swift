import Foundation
import Synchronization

/// Font bytes whose SHA-256 matched the manifest, kept for the life of the process so that
/// every thread's ``FontSet`` maps and verifies each font once — and only the fonts it uses.
///
/// The key is the font's path, expected hash and size, so an edited manifest is verified
/// afresh. Failures are not cached. A font whose stamp is unchanged since it was last verified
/// (``FontStampCache``) is mapped but not hashed.
final class VerifiedFontCache: Sendable {
    static let shared = VerifiedFontCache()

    private struct State {
        var stamps: FontStampCache?
        var fonts: [String: FontBytes] = [:]
    }

    /// Held while a font is verified, so two workers never hash the same font at once.
    private let state = Mutex(State())

    /// The verified bytes of `font` (in `directory`), mapped and hashed on first use.
    /// - Throws: ``TypesettingError/fontMissing(path:)``, ``TypesettingError/userFontMissing(path:role:)``
    ///   or ``TypesettingError/fontAltered(path:expectedSHA256:actualSHA256:)``.
    func bytes(of font: VendoredFont, in directory: URL) throws(TypesettingError) -> FontBytes {
        let path = font.url(in: directory).path
        let key = "\(path)\t\(font.sha256)\t\(font.byteCount)"
        return try state.withLock { state throws(TypesettingError) -> FontBytes in
            if let cached = state.fonts[key] { return cached }
            var stamps = state.stamps ?? FontStampCache()
            defer { state.stamps = stamps }
            let bytes = try FontVerifier.verified(font, path: path, stamps: &stamps)
            stamps.saveIfChanged()
            state.fonts[key] = bytes
            return bytes
        }
    }
}

/// Maps a font and checks its size and SHA-256 against the manifest.
enum FontVerifier {
    static func verified(_ font: VendoredFont, path: String, stamps: inout FontStampCache) throws(TypesettingError) -> FontBytes {
        guard let bytes = FontBytes(path: path) else {
            // A font added with `adding(font:)` has no Debian package: say which call added it.
            throw font.debianPackage == "-" ? .userFontMissing(path: path, role: font.role.rawValue) : .fontMissing(path: path)
        }
        if bytes.count == font.byteCount, stamps.isVerified(path: path, sha256: font.sha256) { return bytes }
        let actual = bytes.count == font.byteCount ? bytes.sha256() : "(size \(bytes.count), expected \(font.byteCount))"
        guard actual == font.sha256 else {
            throw .fontAltered(path: path, expectedSHA256: font.sha256, actualSHA256: actual)
        }
        stamps.remember(path: path, sha256: actual)
        return bytes
    }
}

/// Public entry to font verification without building faces.
public enum VerifiedFonts {
    /// Verifies (once per process) every font of a manifest (the default one when `nil`), as
    /// a ``FontSet`` does for each font on first use; returns how many fonts were checked.
    @discardableResult
    public static func check(manifest: FontManifest? = nil) throws(TypesettingError) -> Int {
        let resolved: FontManifest
        if let manifest { resolved = manifest } else { resolved = try FontManifest() }
        for font in resolved.fonts {
            _ = try VerifiedFontCache.shared.bytes(of: font, in: resolved.directory)
        }
        return resolved.fonts.count
    }
}
