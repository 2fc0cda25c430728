import Foundation
import Raster
import SafeFiles

/// `Snapshots/manifest.json`: the render environment **each golden** was recorded with.
///
/// Drift is judged per golden, against its own record: a test that draws with a font of its
/// own never relabels the failures of tests that draw with the vendored fonts, and a golden
/// whose font changed is flagged even when another test recorded last. Environments are
/// stored once each (by content hash) and goldens point at theirs, so the file stays small and
/// reads well in a diff (sorted keys, one line per golden).
///
/// Format 1 (one environment for the whole folder, written before per-golden records) is
/// still read: its environment applies to every golden with no record of its own.
public struct SnapshotManifest: Codable, Equatable, Sendable {
    public var format = 2
    /// The environment of goldens with no record of their own (a format-1 manifest's content).
    public var environment: RenderEnvironment?
    /// Environments by ``RenderEnvironment/id``.
    public var environments: [String: RenderEnvironment] = [:]
    /// Golden path relative to the snapshot root (`suite/locale/name.png`) → environment id.
    public var goldens: [String: String] = [:]

    public init(environment: RenderEnvironment? = nil) {
        self.environment = environment
    }

    /// The largest manifest read (a record per golden: about 80 bytes each).
    public static let maxBytes = 16 << 20

    /// The environment `golden` (a ``SnapshotKey/relativePath``) was recorded with: its own
    /// record, else the folder-wide one of an older manifest, else `nil`.
    public func environment(of golden: String) -> RenderEnvironment? {
        if let id = goldens[golden], let recorded = environments[id] { return recorded }
        return environment
    }

    /// Records that `golden` was written under `environment`; environments no golden points
    /// at any more are dropped.
    /// - Parameter id: `recorded.id`, when the caller has it already.
    public mutating func record(_ golden: String, environment recorded: RenderEnvironment, id: String? = nil) {
        let id = id ?? recorded.id
        environments[id] = recorded
        let previous = goldens.updateValue(id, forKey: golden)
        if let previous, previous != id, !goldens.values.contains(previous) { environments[previous] = nil }
    }

    /// The manifest as stored: format 2, or a format-1 environment (read as ``environment``).
    public static func decode(_ bytes: [UInt8]) -> SnapshotManifest? {
        (try? JSONDecoder().decode(Stored.self, from: Data(bytes)))?.manifest
    }

    /// The file read in one parse (the manifest is read before the first row of every run):
    /// its `format` (a wrong type throws), then a format-2 manifest, else a format-1
    /// environment; `manifest` is `nil` when neither shape fits.
    private struct Stored: Decodable {
        let format: Int?
        let manifest: SnapshotManifest?

        private enum Keys: String, CodingKey { case format }

        init(from decoder: any Decoder) throws {
            format = try decoder.container(keyedBy: Keys.self).decodeIfPresent(Int.self, forKey: .format)
            if let manifest = try? SnapshotManifest(from: decoder), manifest.format >= 2 {
                self.manifest = manifest
            } else {
                manifest = (try? RenderEnvironment(from: decoder)).map { SnapshotManifest(environment: $0) }
            }
        }
    }

    /// The JSON bytes (sorted keys, pretty-printed, trailing newline).
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding dictionaries of strings and integers cannot fail.
        return Array(try! encoder.encode(self)) + [0x0A]
    }

    /// The manifest in a snapshot root; `nil` when there is none or it cannot be used (see
    /// ``load(in:)`` for why).
    public static func read(in root: URL) -> SnapshotManifest? {
        (try? load(in: root)) ?? nil
    }

    /// The manifest in a snapshot root: `nil` when there is none.
    /// - Throws: ``ManifestProblem`` when a file is there but cannot be used — unreadable (a
    ///   link, FIFO, permission), over ``maxBytes``, not JSON of a known shape, or a format
    ///   this version does not know. Such a file is never read as "no manifest" silently,
    ///   and never replaced.
    public static func load(in root: URL) throws(ManifestProblem) -> SnapshotManifest? {
        let path = root.appendingPathComponent(RenderEnvironment.fileName).path
        let bytes: [UInt8]?
        do { bytes = try ConfinedFolder(root: root).read(RenderEnvironment.fileName, cap: maxBytes) } catch {
            throw .unusable(path: path, reason: "\(error)")
        }
        guard let bytes else { return nil }
        guard let stored = try? JSONDecoder().decode(Stored.self, from: Data(bytes)) else {
            throw .unusable(path: path, reason: "not a JSON object (truncated or edited?)")
        }
        guard let number = stored.format, (1...2).contains(number) else {
            throw .unusable(path: path, reason: "format \(stored.format.map(String.init) ?? "missing") is not one this version reads (1 or 2)")
        }
        guard let manifest = stored.manifest else { throw .unusable(path: path, reason: "its fields are not a manifest's (wrong types or missing keys)") }
        return manifest
    }
}

/// Why `manifest.json` is there but cannot be used: drift is not judged, and recording
/// refuses to replace the file, until it is fixed or deleted.
public enum ManifestProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case unusable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unusable(path, reason):
            return "\(path) cannot be used (\(reason)): environment drift is not judged, and LocaleShot will not replace the file; fix or delete it"
        }
    }
}

extension RenderEnvironment {
    /// A short content hash naming this environment in a manifest (12 hex digits of the
    /// SHA-256 of its JSON).
    public var id: String { String(SHA256.hex(of: encoded()).prefix(12)) }
}
