import Foundation

/// The verdict on one snapshot, with everything a message, a report or JUnit needs.
public struct SnapshotOutcome: Sendable {
    public enum Kind: String, Sendable {
        /// The golden matches.
        case matched
        /// No golden, none written (record mode `never`).
        case missing
        /// A golden was written (record modes `missing`, `failed`, `all`): re-run to verify.
        case recorded
        /// Compared and differs beyond the budget.
        case mismatch
        /// The golden exists but cannot be used: corrupt, truncated or unreadable.
        case unusableGolden
        /// The golden or an artifact could not be written.
        case writeFailed
    }

    public let key: SnapshotKey
    public let kind: Kind
    /// Whether the test passes.
    public let passed: Bool
    /// The golden's file.
    public let goldenURL: URL
    /// Measured figures of the pixel comparison (image snapshots that were compared).
    public let diff: DiffResult?
    /// Artifacts written for this failure, by kind (`actual`, `expected`, `diff`, `side-by-side`).
    public internal(set) var artifacts: [String: URL]
    /// How the render environment differs from the one this golden was recorded with (its
    /// record in `Snapshots/manifest.json`; empty when it does not).
    public let environmentDrift: [String]
    /// The full message: what happened, the measured figures, where the artifacts are.
    public let message: String
    /// For a text snapshot that differs: the changed lines (`- old`, `+ new`).
    public var changedLines: [String] = []
    /// For a failure: the identity of the golden it was compared with, from the bytes the
    /// comparison read (``RunRecord/goldenIdentity(of:)``), or `nil` when it could not be read.
    public var comparedGolden: String?
}
