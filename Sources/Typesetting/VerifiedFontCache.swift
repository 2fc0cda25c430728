import Synchronization

/// Font bytes whose SHA-256 matched the manifest, kept for the life of the process so that
/// every thread's ``FontSet`` does not re-hash 28 MB of fonts.
///
/// The key is the manifest folder plus each font's expected hash, so an edited manifest is
/// verified afresh. Failures are not cached.
final class VerifiedFontCache: Sendable {
    static let shared = VerifiedFontCache()

    private let entries = Mutex<[String: [String: [UInt8]]]>([:])

    func bytes(for manifest: FontManifest) throws(TypesettingError) -> [String: [UInt8]] {
        let key = manifest.directory.path + "|" + manifest.fonts.map { $0.file + "=" + $0.sha256 }.joined(separator: ",")
        if let cached = entries.withLock({ $0[key] }) { return cached }
        var verified: [String: [UInt8]] = [:]
        for font in manifest.fonts {
            verified[font.file] = try manifest.verifiedBytes(of: font)
        }
        entries.withLock { $0[key] = verified }
        return verified
    }
}
