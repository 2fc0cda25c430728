import Foundation
import SafeFiles
import Raster

/// Verifies rendered images and texts against goldens under a record mode.
///
/// This is the one place where the store, the pixel diff, the record decision, the artifacts
/// and the environment manifest meet. It is a value with no test-framework dependency; the
/// `LocaleShotTesting` module and the `localeshot` tool both drive it.
public struct SnapshotVerifier: Sendable {
    public let store: GoldenStore
    public let artifacts: ArtifactStore
    public let environment: RenderEnvironment
    public var options: DiffOptions
    /// Golden file hash → decoded pixel hash, to skip decoding goldens that match.
    public var cache: GoldenPixelCache?
    /// How to record a missing golden, in the terms of whoever drives the verifier: the
    /// environment variable for `swift test`, a command for the CLI.
    public var recordHint = "run with LOCALESHOT_RECORD=missing to record it"
    /// `manifest.json` beside the goldens, read again only when it changed (shared by copies).
    private let manifest = RecordedManifest()

    /// Collect the environment records of recorded goldens and write them with
    /// ``flushManifest()`` instead of once per golden (a suite run recording thousands).
    public var defersManifestWrites: Bool {
        get { manifest.defersWrites }
        nonmutating set { manifest.defersWrites = newValue }
    }

    public init(store: GoldenStore, artifacts: ArtifactStore, environment: RenderEnvironment,
                options: DiffOptions = DiffOptions(), cache: GoldenPixelCache? = nil) {
        self.store = store
        self.artifacts = artifacts
        self.environment = environment
        self.options = options
        self.cache = cache
    }

    /// Verifies an image snapshot.
    public func verify(image actual: Image, key: SnapshotKey, mode: RecordMode) -> SnapshotOutcome {
        verifyImage(actual, key: key, mode: mode).outcome
    }

    /// A golden whose size differs from the rendered image is decoded (for the review
    /// artifacts) only up to this many pixels; a larger one is reported unread.
    public static let maxMismatchedGoldenPixels = 4 << 20

    /// Verifies an image snapshot; also returns the golden as decoded, at most once, for a
    /// caller that diagnoses a failure (`nil` when it was not decoded).
    public func verifyImage(_ actual: Image, key: SnapshotKey, mode: RecordMode) -> (outcome: SnapshotOutcome, golden: Image?) {
        let state: GoldenState
        var expected: Image?
        var expectedPNG: [UInt8]?
        var diff: DiffResult?
        var cause = ""
        var protected = false
        var readFailed = false
        var actualHash: PixelHash?
        let hashOfActual = { () -> PixelHash in
            if let actualHash { return actualHash }
            let hash = PixelHash(of: actual.pixels)
            actualHash = hash
            return hash
        }
        let passesWhenMatching = Self.matchingPasses(mode)
        do {
            // Unchanged since it was last read (its stamp), and its pixels known to equal the
            // rendered ones: matched without reading the file.
            if let cache, passesWhenMatching, let stamp = try store.stamp(key),
               let content = cache.contentHash(ofGoldenAt: store.path(for: key), stamp: stamp),
               let known = cache.pixels(forGoldenFile: content), known == hashOfActual() {
                return (matchedByCache(key), nil)
            }
            if let (bytes, stamp) = try store.readStamped(key) {
                expectedPNG = bytes
                // Cache hit: the golden's pixels are known to equal the rendered ones.
                let fileHash = cache.map { _ in PixelHash(of: bytes) }
                if let fileHash { cache?.remember(goldenAt: store.path(for: key), stamp: stamp, content: fileHash) }
                if let fileHash, let known = cache?.pixels(forGoldenFile: fileHash), known == hashOfActual(), passesWhenMatching {
                    return (matchedByCache(key), nil)
                }
                if let size = PNGChunks.declaredSize(of: bytes), size != (actual.width, actual.height) {
                    // Size differs: no pixel comparison, and a large golden is never decoded.
                    expected = try? PNGCodec.decode(bytes, maxPixels: Self.maxMismatchedGoldenPixels)
                    diff = DiffResult(differingPixels: 0, antiAliasedPixels: 0, totalPixels: 0, largestDelta: 0,
                                      sizeMismatch: ((size.width, size.height), (actual.width, actual.height)),
                                      identical: false, options: options, diffImage: nil)
                    state = .differs
                } else {
                    do {
                        let decoded = try PNGCodec.decode(bytes)
                        expected = decoded
                        if let fileHash { cache?.remember(goldenFile: fileHash, pixels: PixelHash(of: decoded.pixels)) }
                        // One full pass: the diff image is drawn while measuring, used only on failure.
                        let result = PixelDiff.compare(expected: decoded, actual: actual, options: options,
                                                       drawDiff: !decoded.hasSamePixels(as: actual))
                        diff = result
                        state = result.passes ? .matches : .differs
                    } catch {
                        state = .unusable
                        cause = "golden is not a readable PNG (\(error))"
                    }
                }
            } else {
                state = .missing
            }
        } catch {
            state = .unusable
            cause = "\(error)"
            readFailed = true
            protected = error.isRefusal
        }
        var result = conclude(key, mode: mode, state: state, protected: protected,
                              detail: state == .differs ? diff?.summary ?? "" : cause, diff: diff,
                              encodeGolden: { try PNGCodec.encode(actual) }) { () throws(GoldenStoreError) in
            // The diff image was drawn during the comparison; a size mismatch has none.
            try artifacts.writeImages(for: key, actual: actual, expected: expected, expectedPNG: expectedPNG, diff: diff?.diffImage)
        }
        if !result.passed && !readFailed { result.comparedGolden = RunRecord.goldenIdentity(of: expectedPNG) }
        return (result, expected)
    }

    /// Verifies a text snapshot (a layout dump); the failure shows a line diff.
    public func verify(text actual: String, key: SnapshotKey, mode: RecordMode) -> SnapshotOutcome {
        var expected: String?
        let state: GoldenState
        var cause = ""
        var protected = false
        var goldenBytes: [UInt8]?
        var readFailed = false
        do {
            // Unchanged since it was last read, with the rendered text's hash: matched unread.
            if let cache, Self.matchingPasses(mode), let stamp = try store.stamp(key),
               let content = cache.contentHash(ofGoldenAt: store.path(for: key), stamp: stamp),
               content == PixelHash(of: Array(actual.utf8)) {
                return matchedByCache(key)
            }
            if let (bytes, stamp) = try store.readStamped(key) {
                goldenBytes = bytes
                cache?.remember(goldenAt: store.path(for: key), stamp: stamp, content: PixelHash(of: bytes))
                if let text = String(validating: bytes, as: UTF8.self) {
                    expected = text
                    state = text == actual ? .matches : .differs
                } else {
                    state = .unusable
                    cause = "golden is not valid UTF-8"
                }
            } else {
                state = .missing
            }
        } catch {
            state = .unusable
            cause = "\(error)"
            readFailed = true
            protected = error.isRefusal
        }
        // The line diff costs more than the comparison: only for a failure.
        let lines = state == .differs ? expected.map { TextDiff.lines(expected: $0, actual: actual) } ?? [] : []
        let detail = state == .differs ? "text differs:\n" + lines.map { "    " + $0 }.joined(separator: "\n") : cause
        var outcome = conclude(key, mode: mode, state: state, protected: protected, detail: detail, diff: nil,
                               encodeGolden: { Array(actual.utf8) }) { () throws(GoldenStoreError) in
            try artifacts.writeTexts(for: key, actual: actual, expected: expected,
                                     diff: lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n")
        }
        outcome.changedLines = lines
        if !outcome.passed && !readFailed { outcome.comparedGolden = RunRecord.goldenIdentity(of: goldenBytes) }
        return outcome
    }

    /// The verdict once the golden's state is known: pass (clearing stale artifacts), or
    /// record the golden, or fail with artifacts and a message — per ``RecordDecision``.
    /// A `protected` golden (a link, a FIFO, a file over the cap) is never replaced, whatever
    /// the mode: LocaleShot does not delete what it did not create.
    private func conclude(_ key: SnapshotKey, mode: RecordMode, state: GoldenState, protected: Bool, detail: String, diff: DiffResult?,
                          encodeGolden: () throws -> [UInt8],
                          writeArtifacts: () throws(GoldenStoreError) -> [String: URL]) -> SnapshotOutcome {
        let decision = protected ? RecordDecision(writeGolden: false, outcome: .failUnchanged) : RecordDecision.decide(mode: mode, state: state)
        if decision.outcome == .pass {
            artifacts.clear(key)
            return outcome(key, .matched, passed: true, diff: diff?.droppingImage(), artifacts: [:], message: "\(key): matches")
        }
        if decision.writeGolden, let failure = record(key, encode: encodeGolden) { return failure }
        // A golden recorded where there was none has nothing to review.
        var written: [String: URL] = [:]
        var artifactError = ""
        if state == .missing && decision.writeGolden {
            artifacts.clear(key)
        } else {
            do { written = try writeArtifacts() } catch { artifactError = "\n  (could not write artifacts: \(error))" }
        }
        let kind = Self.kind(state: state, decision: decision)
        let summary: String
        switch state {
        case .missing: summary = "no golden"
        case .matches: summary = "matches, re-recorded (record mode all)"
        case .differs, .unusable: summary = detail
        }
        let drift = state == .differs || state == .unusable ? drift(for: key) : []
        let message = Self.message(key: key, kind: kind, mode: mode, detail: summary, golden: store.url(for: key), drift: drift,
                                   artifacts: written, recordHint: recordHint) + artifactError
        return outcome(key, kind, passed: false, diff: diff?.droppingImage(), artifacts: written, drift: drift, message: message)
    }

    /// How the current environment differs from the one this golden was recorded with (its
    /// own record in `manifest.json`, else the folder-wide one of an older manifest).
    public func drift(for key: SnapshotKey) -> [String] {
        manifest.drift(of: environment, for: key.relativePath, in: store.root)
    }

    /// Why `manifest.json` beside the goldens cannot be used (unreadable, truncated, an
    /// unknown format), or `nil`: callers warn once per run, naming the file.
    public var manifestProblem: ManifestProblem? { manifest.problem(in: store.root) }

    /// Every environment the goldens' manifest records (read once and shared).
    public var recordedEnvironments: [RenderEnvironment] { manifest.recordedEnvironments(in: store.root) }

    /// How the current environment differs from an older manifest's folder-wide environment
    /// (empty when every golden has its own record). Failures carry their own golden's drift.
    public func driftSinceRecording() -> [String] {
        manifest.folderDrift(of: environment, in: store.root)
    }

    /// Writes the deferred environment records (see ``defersManifestWrites``).
    public func flushManifest() throws(GoldenStoreError) {
        try manifest.flush(in: store.root)
    }

    // MARK: - Helpers

    /// Whether a golden equal to the rendering passes under `mode` (so the cache may say so unread).
    private static func matchingPasses(_ mode: RecordMode) -> Bool {
        RecordDecision.decide(mode: mode, state: .matches).outcome == .pass
    }

    /// A snapshot the pixel cache shows equal to its golden (nothing compared, nothing to review).
    private func matchedByCache(_ key: SnapshotKey) -> SnapshotOutcome {
        artifacts.clear(key)
        return outcome(key, .matched, passed: true, diff: nil, artifacts: [:], message: "\(key): matches")
    }

    /// Writes the golden and its environment record; returns a failure outcome only if writing failed.
    private func record(_ key: SnapshotKey, encode: () throws -> [UInt8]) -> SnapshotOutcome? {
        do {
            let bytes = try encode()
            try store.write(bytes, for: key)
            try manifest.record(key.relativePath, environment: environment, in: store.root)
            return nil
        } catch {
            let message = "\(key): could not record the golden: \(error)"
            return outcome(key, .writeFailed, passed: false, diff: nil, artifacts: [:], message: message)
        }
    }

    private func outcome(_ key: SnapshotKey, _ kind: SnapshotOutcome.Kind, passed: Bool, diff: DiffResult?,
                         artifacts: [String: URL], drift: [String] = [], message: String) -> SnapshotOutcome {
        SnapshotOutcome(key: key, kind: kind, passed: passed, goldenURL: store.url(for: key), diff: diff,
                        artifacts: artifacts, environmentDrift: drift, message: message)
    }

    static func kind(state: GoldenState, decision: RecordDecision) -> SnapshotOutcome.Kind {
        if decision.writeGolden { return .recorded }
        switch state {
        case .missing: return .missing
        case .unusable: return .unusableGolden
        case .differs, .matches: return .mismatch
        }
    }

    static func message(key: SnapshotKey, kind: SnapshotOutcome.Kind, mode: RecordMode, detail: String, golden: URL,
                        drift: [String], artifacts: [String: URL], recordHint: String) -> String {
        var lines: [String] = []
        switch kind {
        case .recorded: lines.append("\(key): recorded (\(detail)); re-run to verify [record mode \(mode.rawValue)]")
        case .missing: lines.append("\(key): no golden at \(golden.path); not recorded [record mode \(mode.rawValue)]; "
                                    + recordHint)
        case .unusableGolden: lines.append("\(key): unusable golden \(golden.path): \(detail)")
        case .mismatch:
            let label = drift.isEmpty ? "snapshot differs" : "environment drift, not a regression (\(drift.joined(separator: "; ")))"
            lines.append("\(key): \(label): \(detail)")
        case .matched, .writeFailed: lines.append("\(key): \(detail)")
        }
        for kind in ["expected", "actual", "diff", "side-by-side"] {
            if let url = artifacts[kind] { lines.append("  \(kind): \(url.path)") }
        }
        return lines.joined(separator: "\n")
    }
}
