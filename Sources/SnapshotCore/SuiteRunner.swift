import Dispatch
import Foundation
import Raster
import Typesetting

/// Renders and verifies snapshot jobs on several threads, each with its own ``Typesetter``
/// (FreeType faces are not thread-safe). Only the small outcomes are kept, so memory does
/// not grow with the number of rows.
public struct SuiteRunner: Sendable {
    public let verifier: SnapshotVerifier
    public let mode: RecordMode
    public let workers: Int
    private let identifier = FlagIdentifier()

    public init(verifier: SnapshotVerifier, mode: RecordMode, workers: Int) {
        self.verifier = verifier
        self.mode = mode
        self.workers = max(1, workers)
    }

    /// One job's verdicts: the image and, when it has one, the layout dump.
    public struct Result: Sendable {
        public let job: SnapshotJob
        public let image: SnapshotOutcome?
        public let dump: SnapshotOutcome?
        /// Rendering failed (e.g. a missing glyph): the job has no outcome.
        public let renderError: String?
        /// For a failing country row: what its flag box shows.
        public var diagnosis: FlagDiagnosis?

        public var passed: Bool { renderError == nil && (image?.passed ?? false) && (dump?.passed ?? true) }
    }

    /// Runs the jobs; `progress` is called (serially) after each one with the count done.
    public func run(_ jobs: [SnapshotJob], progress: (@Sendable (Int) -> Void)? = nil) throws(TypesettingError) -> [Result] {
        // Verify the fonts before fanning out, so a font error is one error (the verified
        // bytes are cached for the workers' font sets).
        _ = try VerifiedFonts.check()
        let slots = ResultSlots(count: jobs.count)
        let workerCount = min(workers, max(1, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            let typesetter: Typesetter
            do { typesetter = try Typesetter(fonts: FontSet()) } catch {
                for index in stride(from: worker, to: jobs.count, by: workerCount) {
                    slots.set(index, Result(job: jobs[index], image: nil, dump: nil, renderError: "\(error)"), progress: progress)
                }
                return
            }
            for index in stride(from: worker, to: jobs.count, by: workerCount) {
                slots.set(index, verify(jobs[index], typesetter: typesetter), progress: progress)
            }
        }
        return slots.results()
    }

    func verify(_ job: SnapshotJob, typesetter: Typesetter) -> Result {
        do {
            let view = try job.render(typesetter)
            let (image, golden) = verifier.verifyImage(view.image, key: job.imageKey, mode: mode)
            let dump = job.dumpKey.map { verifier.verify(text: view.layoutDump, key: $0, mode: mode) }
            var result = Result(job: job, image: image, dump: dump, renderError: nil)
            // Only a real comparison is diagnosed: both images, the same size, pixels differ
            // (never a missing, unreadable, wrong-size or re-recorded golden).
            if let code = job.code, image.kind == .mismatch, let golden,
               golden.width == view.image.width, golden.height == view.image.height {
                result.diagnosis = FlagDiagnosis.diagnose(code: code, locale: job.locale, theme: job.theme, expected: golden,
                                                          actual: view.image, identifier: identifier)
            }
            return result
        } catch {
            return Result(job: job, image: nil, dump: nil, renderError: "\(job.imageKey): \(error)")
        }
    }
}

/// Results written by index from several threads.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [SuiteRunner.Result?]
    private var done = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: SuiteRunner.Result, progress: (@Sendable (Int) -> Void)?) {
        lock.lock()
        slots[index] = result
        done += 1
        let count = done
        progress?(count)
        lock.unlock()
    }

    func results() -> [SuiteRunner.Result] {
        lock.lock()
        defer { lock.unlock() }
        // concurrentPerform returns after every index was set.
        return slots.map { $0! }
    }
}
