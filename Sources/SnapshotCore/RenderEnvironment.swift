import Foundation
import SafeFiles
import Raster

/// What a golden depends on besides the code under test: C library versions, font hashes, the
/// row-style version, the Swift toolchain and the localized strings drawn (ICU/CLDR data), as
/// the renderer describes itself (the harness renders nothing). Recorded for each golden
/// when it is written, in `Snapshots/manifest.json` (see ``SnapshotManifest``); a format-1
/// manifest is one environment for the whole folder (``write(to:)`` writes one).
public struct RenderEnvironment: Codable, Equatable, Sendable {
    public var format = 1
    public var libraries: [String: String]
    public var fonts: [String: String]
    public var rowStyleVersion: Int
    /// The Swift toolchain that built the renderer (its Foundation carries the ICU data).
    public var toolchain: String?
    /// Localized strings the snapshots draw, by key (`de/DE` → `Deutschland`): a toolchain
    /// update that changes CLDR names reads as drift, with the names that changed listed.
    public var localizedNames: [String: String]?

    public init(libraries: [String: String], fonts: [String: String], rowStyleVersion: Int) {
        self.libraries = libraries
        self.fonts = fonts
        self.rowStyleVersion = rowStyleVersion
    }

    /// The file name beside the goldens.
    public static let fileName = "manifest.json"

    /// The JSON bytes (sorted keys, pretty-printed, trailing newline).
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding dictionaries of strings cannot fail.
        return Array(try! encoder.encode(self)) + [0x0A]
    }

    /// Reads `manifest.json` from a snapshot root; `nil` when absent or unreadable.
    public static func recorded(in root: URL) -> RenderEnvironment? {
        guard let bytes = try? ConfinedFolder(root: root).read(fileName, cap: 1 << 20) else { return nil }
        return try? JSONDecoder().decode(RenderEnvironment.self, from: Data(bytes))
    }

    /// Writes `manifest.json` atomically into a snapshot root.
    public func write(to root: URL) throws(GoldenStoreError) {
        try ConfinedFolder(root: root).write(encoded(), to: Self.fileName, durable: true)
    }

    /// Human-readable differences from a recorded environment, e.g. `harfbuzz 6.0.0 → 8.3.0`.
    public func changes(since recorded: RenderEnvironment) -> [String] {
        var changes: [String] = []
        for key in Set(libraries.keys).union(recorded.libraries.keys).sorted() where libraries[key] != recorded.libraries[key] {
            changes.append("\(key) \(recorded.libraries[key] ?? "absent") → \(libraries[key] ?? "absent")")
        }
        // Only a font drawn with both then and now, whose file changed, is drift. An
        // environment lists the fonts a snapshot was drawn with: a font the golden was not
        // drawn with cannot have changed it, and one it is no longer drawn with means the
        // content changed (other text, another script), not the environment.
        for key in recorded.fonts.keys.sorted() where fonts[key] != nil && fonts[key] != recorded.fonts[key] {
            changes.append("font \(key) \(recorded.fonts[key]!.prefix(12)) → \(fonts[key]!.prefix(12))")
        }
        if rowStyleVersion != recorded.rowStyleVersion {
            changes.append("row style v\(recorded.rowStyleVersion) → v\(rowStyleVersion)")
        }
        if let was = recorded.toolchain, let now = toolchain, was != now { changes.append("Swift toolchain \(was) → \(now)") }
        if let was = recorded.localizedNames, let now = localizedNames {
            let changed = was.keys.sorted().filter { now[$0] != nil && now[$0] != was[$0] }
            if !changed.isEmpty {
                let shown = changed.prefix(5).map { "\($0) \"\(was[$0]!)\" → \"\(now[$0]!)\"" }
                changes.append("\(changed.count) localized name\(changed.count == 1 ? "" : "s") changed (ICU/CLDR data): "
                               + shown.joined(separator: ", ") + (changed.count > 5 ? ", …" : ""))
            }
        }
        return changes
    }
}
