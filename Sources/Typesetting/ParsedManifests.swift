import Foundation
import SafeFiles
import Synchronization

/// The font manifests parsed by this process, by folder, each kept with the stamps of the two
/// files it was read from: a one-row `verify` builds three ``FontSet``s (the environment's,
/// the worker's, the side-by-side captions'), and each parsed `manifest.tsv` again (0.6 ms).
/// A file that changes (or appears, or goes) is parsed afresh; a failure is not kept.
final class ParsedManifests: Sendable {
    static let shared = ParsedManifests()

    private struct Entry {
        let stamps: [FileStamp?]
        let manifest: FontManifest
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The manifest of `directory`, parsed on first use or when its files changed.
    func manifest(in directory: URL) throws(TypesettingError) -> FontManifest {
        let stamps = ["manifest.tsv", "fallback.tsv"].map { FileStamp(path: directory.appendingPathComponent($0).path) }
        if let entry = entries.withLock({ $0[directory.path] }), entry.stamps == stamps { return entry.manifest }
        let manifest = try FontManifest(parsing: directory)
        entries.withLock { $0[directory.path] = Entry(stamps: stamps, manifest: manifest) }
        return manifest
    }
}
