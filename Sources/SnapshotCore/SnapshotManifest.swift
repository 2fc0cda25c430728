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
        let data = Data(bytes)
        let decoder = JSONDecoder()
        if let manifest = try? decoder.decode(SnapshotManifest.self, from: data), manifest.format >= 2 { return manifest }
        return (try? decoder.decode(RenderEnvironment.self, from: data)).map { SnapshotManifest(environment: $0) }
    }

    /// The JSON bytes (sorted keys, pretty-printed, trailing newline).
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding dictionaries of strings and integers cannot fail.
        return Array(try! encoder.encode(self)) + [0x0A]
    }

    /// The manifest in a snapshot root; `nil` when there is none or it cannot be read.
    public static func read(in root: URL) -> SnapshotManifest? {
        guard let bytes = try? ConfinedFolder(root: root).read(RenderEnvironment.fileName, cap: maxBytes) else { return nil }
        return decode(bytes)
    }
}

extension RenderEnvironment {
    /// A short content hash naming this environment in a manifest (12 hex digits of the
    /// SHA-256 of its JSON).
    public var id: String { String(SHA256.hex(of: encoded()).prefix(12)) }
}
