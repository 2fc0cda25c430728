import Foundation
import SafeFiles
import Raster

/// Failure artifacts, under `LOCALESHOT_ARTIFACTS` (default `.build/localeshot-artifacts`),
/// with the goldens' relative layout: `<suite>/<locale>/<name>.{actual,expected,diff,side-by-side}.png`
/// (or `.actual.txt`, `.expected.txt`, `.diff.txt` for text).
///
/// When a snapshot passes, its old artifacts are deleted, so what is on disk is always the
/// latest verdict of each snapshot and a previous run's failure never poses as this run's.
public final class ArtifactStore: @unchecked Sendable {
    public let root: URL
    let folder: ConfinedFolder
    /// Draws the side-by-side captions ("expected", "actual", "diff") on the canvas colour;
    /// `nil` (or a `nil` image) leaves the panels uncaptioned. Called once per caption.
    public typealias LabelRenderer = @Sendable (String) -> Image?
    private let labelRenderer: LabelRenderer?
    /// The captions drawn so far; guarded by `lock`.
    private var labels: [String: Image] = [:]
    private var marked = false
    private let lock = NSLock()
    /// When side-by-side images are drawn.
    public let sideBySide: SideBySide
    /// Suites whose artifact folders the caller moved away before verifying (a suite run sets
    /// the previous run's artifacts aside): a passing snapshot of one has no old artifacts to
    /// delete, so ``clear(_:)`` skips the file system. Set before the first verification.
    public var suitesSetAside: Set<String> = []

    /// When the side-by-side image of a failure is drawn. It is the largest artifact (three
    /// panels) and the slowest to write, and nobody opens 1,000 of them: the report shows
    /// expected, actual and diff of every failure.
    public enum SideBySide: Sendable, Equatable {
        /// With the other artifacts (one assertion of `swift test`: one failure, one image).
        case eager
        /// After the run, for the first `limit` failing images in job order (deterministic),
        /// from the artifacts on disk (``SuiteRunner``); `0` draws none.
        case deferred(limit: Int)

        /// The default of a suite run: the first 50 failures.
        public static let suiteDefault = SideBySide.deferred(limit: 50)

        /// `LOCALESHOT_SIDE_BY_SIDE`: `all` (every failure), `none`, or a count; unset or empty
        /// gives `fallback`. Anything else is `nil` (a usage error for the caller to report).
        public init?(environmentValue value: String?, fallback: SideBySide) {
            switch value?.lowercased() {
            case nil, "": self = fallback
            case "all": self = .eager
            case "none": self = .deferred(limit: 0)
            case let text?:
                guard text.count <= 9, let count = Int(text), count >= 0 else { return nil }
                self = .deferred(limit: count)
            }
        }
    }

    /// The folder below `root` holding the previous run's artifacts, set aside to be deleted
    /// (``ArtifactFolder/setAside(_:)``): a same-named file there is overwritten in place of a
    /// new one (its inode reused, see `ConfinedFolder.write(_:removing:inFolder:durable:reusing:)`).
    private let previousRun: String?

    /// `previousRun` is the folder ``ArtifactFolder/setAside(_:)`` returned, directly in `root`.
    public init(root: URL, labelRenderer: LabelRenderer? = nil, sideBySide: SideBySide = .eager, previousRun: URL? = nil) {
        let root = root.standardizedFileURL
        self.root = root
        self.folder = ConfinedFolder(root: root)
        self.labelRenderer = labelRenderer
        self.sideBySide = sideBySide
        self.previousRun = previousRun.flatMap { previous in
            previous.deletingLastPathComponent().standardizedFileURL.path == root.path ? previous.lastPathComponent : nil
        }
    }

    /// The root from `LOCALESHOT_ARTIFACTS`, else `<package>/.build/localeshot-artifacts`.
    public static func defaultRoot(packageRoot: URL, environment: [String: String]) -> URL {
        if let path = environment["LOCALESHOT_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, relativeTo: packageRoot).standardizedFileURL
        }
        return packageRoot.appendingPathComponent(".build/localeshot-artifacts")
    }

    /// The URL of one artifact of a snapshot, e.g. kind `"diff"`.
    public func url(for key: SnapshotKey, kind: String) -> URL {
        URL(fileURLWithPath: folder.path(relativePath(for: key, kind: kind)))
    }

    /// `<suite>/<locale>/<name>.<kind>.<ext>`.
    private func relativePath(for key: SnapshotKey, kind: String) -> String {
        "\(folderPath(for: key))/" + fileName(for: key, kind: kind)
    }

    /// `<suite>/<locale>`: the folder of a snapshot's artifacts.
    private func folderPath(for key: SnapshotKey) -> String { "\(key.suite)/\(key.locale)" }

    /// Writes a snapshot's artifacts into its folder, reusing the previous run's files there,
    /// after deleting the `stale` kinds' files this run does not replace.
    private func write(_ files: [(kind: String, bytes: [UInt8])], stale: [String], for key: SnapshotKey) throws(FileAccessError) {
        let folderPath = folderPath(for: key)
        try folder.write(files.map { (fileName(for: key, kind: $0.kind), $0.bytes) }, removing: stale.map { fileName(for: key, kind: $0) },
                         inFolder: folderPath, durable: false, reusing: previousRun.map { "\($0)/\(folderPath)" })
    }

    private func fileName(for key: SnapshotKey, kind: String) -> String {
        "\(key.name).\(kind).\(key.format.rawValue)"
    }

    static let imageKinds = ["actual", "expected", "diff", "side-by-side"]
    static let textKinds = ["actual", "expected", "diff"]

    /// Deletes any artifacts of a snapshot (it passed): regular files only, no link followed.
    /// One `open` when there are none.
    public func clear(_ key: SnapshotKey) {
        // Only this run writes in a folder set aside, and only a failing snapshot's own files.
        if suitesSetAside.contains(key.suite.value) { return }
        let kinds = key.format == .png ? Self.imageKinds : Self.textKinds
        folder.removeFiles(kinds.map { fileName(for: key, kind: $0) }, inFolder: "\(key.suite)/\(key.locale)")
    }

    /// Marks the root as LocaleShot's (``ArtifactFolder/markerName``) before its first artifact.
    private func markRoot() throws(GoldenStoreError) {
        lock.lock()
        defer { lock.unlock() }
        guard !marked else { return }
        try ArtifactFolder.mark(root)
        marked = true
    }

    /// Writes the image artifacts of a failed comparison; returns kind → URL. `expectedPNG`
    /// is the golden's file, copied as is (no re-encoding). The row's folder is opened once
    /// for all of them, and an earlier run's artifacts this one does not replace are deleted.
    public func writeImages(for key: SnapshotKey, actual: Image, expected: Image?, expectedPNG: [UInt8]?,
                            diff: Image?) throws(GoldenStoreError) -> [String: URL] {
        var files: [(kind: String, bytes: [UInt8])] = []
        func encode(_ image: Image, _ kind: String) throws(GoldenStoreError) {
            // Fast review encoding (RGB when opaque, RGBA otherwise: the actual image keeps its
            // alpha, `accept` re-encodes it as a golden).
            do { files.append((kind, try PNGCodec.encodeForReview(image))) } catch {
                throw .cannotWrite(path: url(for: key, kind: kind).path, reason: error.description)
            }
        }
        try encode(actual, "actual")
        if let expectedPNG, expected != nil { files.append(("expected", expectedPNG)) }
        if let diff { try encode(diff, "diff") }
        if sideBySide == .eager, let sideBySide = sideBySide(expected: expected, actual: actual, diff: diff) { try encode(sideBySide, "side-by-side") }
        try markRoot()
        let stale = Self.imageKinds.filter { kind in !files.contains { $0.kind == kind } }
        try write(files, stale: stale, for: key)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.kind, url(for: key, kind: $0.kind)) })
    }

    /// Draws and writes the side-by-side image of a failure from its `actual`, `expected` and
    /// `diff` artifacts on disk (read confined and size-capped, decoded with the usual limits);
    /// `nil` when the actual image cannot be read or the image cannot be written.
    public func writeSideBySide(for key: SnapshotKey) -> URL? {
        func load(_ kind: String) -> Image? {
            guard let bytes = try? folder.read(relativePath(for: key, kind: kind), cap: GoldenStore.maxPNGBytes) else { return nil }
            return try? PNGCodec.decode(bytes)
        }
        guard let actual = load("actual"),
              let image = sideBySide(expected: load("expected"), actual: actual, diff: load("diff")),
              let bytes = try? PNGCodec.encodeForReview(image),
              (try? write([("side-by-side", bytes)], stale: [], for: key)) != nil
        else { return nil }
        return url(for: key, kind: "side-by-side")
    }

    /// Writes the text artifacts of a failed text comparison; returns kind → URL.
    public func writeTexts(for key: SnapshotKey, actual: String, expected: String?, diff: String?) throws(GoldenStoreError) -> [String: URL] {
        let files = [("actual", actual), ("expected", expected), ("diff", diff)].compactMap { kind, text in text.map { (kind: kind, bytes: Array($0.utf8)) } }
        try markRoot()
        let stale = Self.textKinds.filter { kind in !files.contains { $0.kind == kind } }
        try write(files, stale: stale, for: key)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.kind, url(for: key, kind: $0.kind)) })
    }

    /// Expected | actual | diff side by side, each under a label we render ourselves.
    func sideBySide(expected: Image?, actual: Image, diff: Image?) -> Image? {
        let panels: [(String, Image)] = [("expected", expected), ("actual", actual), ("diff", diff)].compactMap { label, image in
            image.map { (label, $0) }
        }
        let gap = 16, labelHeight = 40
        let width = panels.reduce(0) { $0 + $1.1.width } + gap * (panels.count + 1)
        let height = labelHeight + (panels.map(\.1.height).max() ?? 0) + gap
        guard var canvas = try? Image(width: width, height: height, fill: Self.canvasColor) else { return nil }
        var x = gap
        for (label, image) in panels {
            if let rendered = labelImage(label) { canvas.paste(rendered, x: x, y: 0) }
            canvas.paste(image, x: x, y: labelHeight)
            x += image.width + gap
        }
        return canvas
    }

    /// The side-by-side canvas, also the background a label renderer draws on.
    public static let canvasColor = RGBA(hex: 0xE5E5EA)

    /// A caption, drawn once by the label renderer and reused.
    private func labelImage(_ text: String) -> Image? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = labels[text] { return cached }
        guard let image = labelRenderer?(text) else { return nil }
        labels[text] = image
        return image
    }
}
