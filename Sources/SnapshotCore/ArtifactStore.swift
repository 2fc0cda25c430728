import Foundation
import Raster
import Typesetting

/// Failure artifacts, under `LOCALESHOT_ARTIFACTS` (default `.build/localeshot-artifacts`),
/// with the goldens' relative layout: `<suite>/<locale>/<name>.{actual,expected,diff,side-by-side}.png`
/// (or `.actual.txt`, `.expected.txt`, `.diff.txt` for text).
///
/// When a snapshot passes, its old artifacts are deleted, so what is on disk is always the
/// latest verdict of each snapshot and a previous run's failure never poses as this run's.
public final class ArtifactStore: @unchecked Sendable {
    public let root: URL
    /// Lazily created renderer for the side-by-side labels and the labels it drew; guarded by `lock`.
    private var labelTypesetter: Typesetter?
    private var labels: [String: Image] = [:]
    private let lock = NSLock()

    public init(root: URL) {
        self.root = root.standardizedFileURL
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
        URL(fileURLWithPath: path(for: key, kind: kind))
    }

    /// The artifact's path (strings: building `URL`s is slow on the verify hot path).
    private func path(for key: SnapshotKey, kind: String) -> String {
        folder(of: key) + "\(key.name).\(kind).\(key.format.rawValue)"
    }

    /// `<root>/<suite>/<locale>/`.
    private func folder(of key: SnapshotKey) -> String {
        root.path + "/\(key.suite)/\(key.locale)/"
    }

    static let imageKinds = ["actual", "expected", "diff", "side-by-side"]
    static let textKinds = ["actual", "expected", "diff"]

    /// Deletes any artifacts of a snapshot (it passed). One `stat` when there are none.
    public func clear(_ key: SnapshotKey) {
        guard access(folder(of: key), F_OK) == 0 else { return }
        for kind in key.format == .png ? Self.imageKinds : Self.textKinds {
            unlink(path(for: key, kind: kind))
        }
    }

    /// Writes the image artifacts of a failed comparison; returns kind → URL. `expectedPNG`
    /// is the golden's file, copied as is (no re-encoding).
    public func writeImages(for key: SnapshotKey, actual: Image, expected: Image?, expectedPNG: [UInt8]?,
                            diff: Image?) throws(GoldenStoreError) -> [String: URL] {
        clear(key)
        var written: [String: URL] = [:]
        func store(_ image: Image, _ kind: String) throws(GoldenStoreError) {
            let target = url(for: key, kind: kind)
            let bytes: [UInt8]
            do { bytes = try PNGCodec.encodeOpaque(image) } catch {
                throw .cannotWrite(path: target.path, reason: error.description)
            }
            try GoldenStore.writeFile(bytes, to: target)
            written[kind] = target
        }
        try store(actual, "actual")
        if let expectedPNG, expected != nil {
            let target = url(for: key, kind: "expected")
            try GoldenStore.writeFile(expectedPNG, to: target)
            written["expected"] = target
        }
        if let diff { try store(diff, "diff") }
        if let sideBySide = sideBySide(expected: expected, actual: actual, diff: diff) { try store(sideBySide, "side-by-side") }
        return written
    }

    /// Writes the text artifacts of a failed text comparison; returns kind → URL.
    public func writeTexts(for key: SnapshotKey, actual: String, expected: String?, diff: String?) throws(GoldenStoreError) -> [String: URL] {
        clear(key)
        var written: [String: URL] = [:]
        for (kind, text) in [("actual", actual), ("expected", expected), ("diff", diff)] {
            guard let text else { continue }
            let target = url(for: key, kind: kind)
            try GoldenStore.writeFile(Array(text.utf8), to: target)
            written[kind] = target
        }
        return written
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

    static let canvasColor = RGBA(hex: 0xE5E5EA)

    /// A label on the canvas colour, rendered once per process and reused.
    private func labelImage(_ text: String) -> Image? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = labels[text] { return cached }
        if labelTypesetter == nil { labelTypesetter = try? Typesetter(fonts: FontSet()) }
        guard let typesetter = labelTypesetter,
              let line = try? typesetter.layout(text, style: TextStyle(language: "en", direction: .leftToRight, pixelSize: 24 * 64)),
              var image = try? Image(width: Int((line.width + 63) >> 6) + 2, height: 40, fill: Self.canvasColor),
              (try? typesetter.draw(line, on: &image, x: 0, baseline: 30 * 64, color: RGBA(hex: 0x1C1C1E))) != nil
        else { return nil }
        labels[text] = image
        return image
    }
}
