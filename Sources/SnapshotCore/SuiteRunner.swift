import Dispatch
import Foundation
import Raster

/// Renders and verifies snapshot jobs on several threads, each with its own renderer (made
/// by `makeRenderer` once per worker: FreeType faces, for one, are not thread-safe). Only the
/// small outcomes are kept, so memory does not grow with the number of rows.
public struct SuiteRunner: Sendable {
    public let verifier: SnapshotVerifier
    public let mode: RecordMode
    public let workers: Int
    /// When set, each passing row's run-record entry is made on the worker that verified it
    /// (``Result/entry``), while the other rows render, instead of all after the last row.
    public var entryMaker: RunRecord.EntryMaker?

    public init(verifier: SnapshotVerifier, mode: RecordMode, workers: Int) {
        self.verifier = verifier
        self.mode = mode
        self.workers = max(1, workers)
    }

    /// One job's verdicts: the image and, when it has one, the layout dump.
    public struct Result: Sendable {
        public let locale: String
        public let imageKey: SnapshotKey
        public let dumpKey: SnapshotKey?
        public let subject: String?
        public internal(set) var image: SnapshotOutcome?
        public let dump: SnapshotOutcome?
        /// Rendering failed (e.g. a missing glyph): the job has no outcome.
        public let renderError: String?
        /// For a failing snapshot: what its pixels show, from the job's `diagnose`.
        public var diagnosis: SnapshotDiagnosis?
        /// For a failing snapshot: what changed, for grouping failures by cause.
        public var signature: FailureSignature?
        /// A passing row's run-record entry, made by the worker (``SuiteRunner/entryMaker``).
        public internal(set) var entry: RunRecord.Entry?

        public var passed: Bool { renderError == nil && (image?.passed ?? false) && (dump?.passed ?? true) }

        /// A result made outside the runner (an assertion of `swift test`): `image` holds the
        /// snapshot's outcome whatever its format.
        public init(locale: String, imageKey: SnapshotKey, dumpKey: SnapshotKey? = nil, subject: String? = nil,
                    image: SnapshotOutcome?, dump: SnapshotOutcome? = nil, renderError: String? = nil) {
            self.locale = locale
            self.imageKey = imageKey
            self.dumpKey = dumpKey
            self.subject = subject
            self.image = image
            self.dump = dump
            self.renderError = renderError
        }
    }

    /// Runs the jobs; `progress` is called (serially) after each one with the count done.
    /// Each worker claims the next job when it is free: rows differ in cost (a list widget
    /// costs several rows, a cached flag none) and a worker may lose its core for a while, so
    /// a fixed split leaves one core idle at the end while the other finishes its share.
    public func run<Renderer>(_ jobs: [SnapshotJob<Renderer>], makeRenderer: @escaping @Sendable () throws -> Renderer,
                              progress: (@Sendable (Int) -> Void)? = nil) -> [Result] {
        let slots = ResultSlots<Result>(count: jobs.count)
        let workerCount = min(workers, max(1, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            let renderer: Renderer
            do { renderer = try makeRenderer() } catch {
                while let index = slots.claim() { slots.set(index, Self.failed(jobs[index], "\(error)"), progress: progress) }
                return
            }
            while let index = slots.claim() {
                var result = verify(jobs[index], renderer: renderer)
                // A failing row's entry waits for its side-by-side image, drawn after the rows.
                if result.passed, let entryMaker { result.entry = entryMaker.entry(for: result) }
                slots.set(index, result, progress: progress)
            }
        }
        var results = slots.results()
        if case let .deferred(limit) = verifier.artifacts.sideBySide, limit > 0 { drawSideBySides(&results, limit: limit) }
        return results
    }

    /// The deferred side-by-side images: the first `limit` failing images in job order, drawn
    /// from their artifacts on all workers.
    private func drawSideBySides(_ results: inout [Result], limit: Int) {
        let chosen = Array(results.indices.filter { index in
            guard let image = results[index].image else { return false }
            return image.kind == .mismatch && image.artifacts["actual"] != nil && image.key.format == .png
        }.prefix(limit))
        guard !chosen.isEmpty else { return }
        let slots = ResultSlots<URL?>(count: chosen.count)
        let artifacts = verifier.artifacts, keys = chosen.map { results[$0].imageKey }
        let workerCount = min(workers, chosen.count)
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            for slot in stride(from: worker, to: keys.count, by: workerCount) {
                slots.set(slot, artifacts.writeSideBySide(for: keys[slot]), progress: nil)
            }
        }
        for (slot, url) in slots.results().enumerated() {
            if let url { results[chosen[slot]].image?.artifacts["side-by-side"] = url }
        }
    }

    func verify<Renderer>(_ job: SnapshotJob<Renderer>, renderer: Renderer) -> Result {
        let rendered: RenderedSnapshot
        do { rendered = try job.render(renderer) } catch {
            return Self.failed(job, "\(job.imageKey): \(error)")
        }
        let (image, golden) = verifier.verifyImage(rendered.image, key: job.imageKey, mode: mode)
        let dump = job.dumpKey.map { verifier.verify(text: rendered.layoutDump, key: $0, mode: mode) }
        var result = Result(locale: job.locale, imageKey: job.imageKey, dumpKey: job.dumpKey, subject: job.subject,
                            image: image, dump: dump, renderError: nil)
        guard !result.passed else { return result }
        var signature = Self.signature(image: image, dump: dump, golden: golden, actual: rendered.image, regions: job.regions)
        // Only a real comparison is diagnosed: both images, the same size, pixels differ, and
        // not merely moved (never a missing, unreadable, wrong-size, shifted or re-recorded golden).
        if let diagnose = job.diagnose, image.kind == .mismatch, signature.shift == nil, let golden,
           golden.width == rendered.image.width, golden.height == rendered.image.height {
            result.diagnosis = diagnose(golden, rendered.image)
            signature.diagnosis = result.diagnosis?.kind
        }
        result.signature = signature
        return result
    }

    /// What changed in a failing job, from its outcomes and the images compared.
    public static func signature(image: SnapshotOutcome, dump: SnapshotOutcome?, golden: Image?, actual: Image?,
                          regions: [SnapshotRegion]) -> FailureSignature {
        var signature: FailureSignature
        switch image.kind {
        case .matched: signature = FailureSignature(kind: "text")
        case .missing: return FailureSignature(kind: "missing")
        case .unusableGolden: return FailureSignature(kind: "unusable")
        case .recorded: return FailureSignature(kind: "recorded")
        case .writeFailed: return FailureSignature(kind: "write")
        case .mismatch:
            signature = FailureSignature(kind: image.diff?.sizeMismatch != nil ? "size" : "pixels")
            if let golden, let actual, golden.width == actual.width, golden.height == actual.height {
                signature.shift = ImageChange.bestShift(expected: golden, actual: actual)
                if signature.shift == nil, let columns = ImageChange.changedColumns(expected: golden, actual: actual) {
                    signature.region = ImageChange.regionName(columns, in: regions)
                }
            }
        }
        if let dump {
            signature.layoutUnchanged = dump.passed
            if !dump.passed { signature.layoutChange = Array(dump.changedLines.prefix(2)) }
        }
        return signature
    }

    static func failed<Renderer>(_ job: SnapshotJob<Renderer>, _ error: String) -> Result {
        var result = Result(locale: job.locale, imageKey: job.imageKey, dumpKey: job.dumpKey, subject: job.subject,
                            image: nil, dump: nil, renderError: error)
        result.signature = FailureSignature(kind: "render")
        return result
    }
}

/// Results written by index from several threads.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private var done = 0
    private var claimed = 0
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next index no worker has claimed yet, or `nil` when all are.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard claimed < slots.count else { return nil }
        claimed += 1
        return claimed - 1
    }

    func set(_ index: Int, _ result: Value, progress: (@Sendable (Int) -> Void)?) {
        lock.lock()
        slots[index] = result
        done += 1
        let count = done
        progress?(count)
        lock.unlock()
    }

    /// Every slot's value; concurrentPerform returns after every index was set.
    func results() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        // A slot holding a nil `Value` (e.g. `URL?`) is `.some(nil)`, so this unwraps only
        // the slot, never the value.
        return slots.map { $0! }
    }
}
