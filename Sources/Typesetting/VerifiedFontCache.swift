import Dispatch
import Foundation
import Synchronization

/// Font bytes whose SHA-256 matched the manifest, kept for the life of the process so that
/// every thread's ``FontSet`` does not re-hash 28 MB of fonts.
///
/// The key is the manifest folder plus each font's expected hash, so an edited manifest is
/// verified afresh. Failures are not cached.
final class VerifiedFontCache: Sendable {
    static let shared = VerifiedFontCache()

    private let entries = Mutex<[String: [String: FontBytes]]>([:])

    func bytes(for manifest: FontManifest) throws(TypesettingError) -> [String: FontBytes] {
        let key = manifest.directory.path + "|" + manifest.fonts.map { $0.file + "=" + $0.sha256 }.joined(separator: ",")
        if let cached = entries.withLock({ $0[key] }) { return cached }
        // Hash the fonts in parallel: 28 MB of SHA-256 is most of a cold start.
        var stamps = FontStampCache()
        let known = stamps
        let fonts = manifest.fonts
        let results = Mutex<[Int: Result<[UInt8], TypesettingError>]>([:])
        DispatchQueue.concurrentPerform(iterations: fonts.count) { index in
            var local = known
            let result = Result { () throws(TypesettingError) -> [UInt8] in
                try manifest.verifiedBytes(of: fonts[index], stamps: &local)
            }
            results.withLock { $0[index] = result }
        }
        var verified: [String: FontBytes] = [:]
        for (index, font) in fonts.enumerated() {
            // concurrentPerform ran every index.
            let bytes = try results.withLock { $0[index]! }.get()
            stamps.remember(path: manifest.directory.appendingPathComponent(font.file).path, sha256: font.sha256)
            verified[font.file] = FontBytes(bytes)
        }
        if stamps.changed { stamps.save() }
        entries.withLock { $0[key] = verified }
        return verified
    }
}

/// A font file's verified bytes at a fixed address, shared read-only by every `FontFace`
/// of the process (FreeType and HarfBuzz only read them), and never freed while cached.
final class FontBytes: Sendable {
    nonisolated(unsafe) let buffer: UnsafeMutableRawBufferPointer

    let count: Int

    init(_ bytes: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        self.buffer = buffer
        count = bytes.count
    }

    deinit { buffer.deallocate() }
}

/// Public entry to font verification without building faces.
public enum VerifiedFonts {
    /// Verifies (once per process) the default manifest's fonts; throws what `FontSet` would.
    @discardableResult
    public static func check(manifest: FontManifest? = nil) throws(TypesettingError) -> Int {
        let resolved: FontManifest
        if let manifest { resolved = manifest } else { resolved = try FontManifest() }
        return try VerifiedFontCache.shared.bytes(for: resolved).count
    }
}
