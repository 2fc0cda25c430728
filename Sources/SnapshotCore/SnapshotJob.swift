import Raster

/// What a job rendered: the image, and the text snapshot (e.g. a layout dump) beside it.
public struct RenderedSnapshot: Sendable {
    public let image: Image
    public let layoutDump: String

    public init(image: Image, layoutDump: String) {
        self.image = image
        self.layoutDump = layoutDump
    }
}

/// What a failing snapshot's pixels show, in the words of the suite that rendered it (the
/// built-in suites name the flag that is drawn). `kind` is a short machine-readable word.
public struct SnapshotDiagnosis: Sendable {
    public let kind: String
    public let text: String

    public init(kind: String, text: String) {
        self.kind = kind
        self.text = text
    }
}

/// One snapshot of a suite: its keys, how a worker's renderer draws it, and how to diagnose
/// a failure. The harness knows images and texts only; `Renderer` is whatever the suite
/// draws with (one per worker thread: renderers need not be thread-safe).
public struct SnapshotJob<Renderer>: Sendable {
    /// The locale identifier, also the folder under `<suite>/`.
    public let locale: String
    /// The PNG golden's key.
    public let imageKey: SnapshotKey
    /// The text golden's key, when the layout dump is a golden too.
    public let dumpKey: SnapshotKey?
    /// Labels a suite selects jobs by (`theme`), and `subject`, recorded in `run.json` (the
    /// country code of a row).
    public let labels: [String: String]
    public let render: @Sendable (Renderer) throws -> RenderedSnapshot
    /// Says what a same-size, differing image shows; `nil` when the suite has nothing to say.
    public let diagnose: (@Sendable (_ expected: Image, _ actual: Image) -> SnapshotDiagnosis?)?
    /// Named column bands (a row's flag box, its text) for saying where pixels changed.
    public let regions: [SnapshotRegion]

    public init(locale: String, imageKey: SnapshotKey, dumpKey: SnapshotKey?, labels: [String: String] = [:],
                regions: [SnapshotRegion] = [],
                render: @escaping @Sendable (Renderer) throws -> RenderedSnapshot,
                diagnose: (@Sendable (_ expected: Image, _ actual: Image) -> SnapshotDiagnosis?)? = nil) {
        self.regions = regions
        self.locale = locale
        self.imageKey = imageKey
        self.dumpKey = dumpKey
        self.labels = labels
        self.render = render
        self.diagnose = diagnose
    }

    /// What the job is about, e.g. a country code (`labels["subject"]`).
    public var subject: String? { labels["subject"] }
}
