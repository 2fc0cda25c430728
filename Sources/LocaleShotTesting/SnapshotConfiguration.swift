import Foundation
import SnapshotCore
import Testing
import Typesetting
import Widgets

/// Where goldens and artifacts live and how snapshots are compared, for the assertions.
public struct SnapshotConfiguration: Sendable {
    /// `Snapshots/` (or `LOCALESHOT_SNAPSHOTS`).
    public var snapshotsRoot: URL
    /// `.build/localeshot-artifacts` (or `LOCALESHOT_ARTIFACTS`).
    public var artifactsRoot: URL
    public var diffOptions = DiffOptions()

    public init(snapshotsRoot: URL, artifactsRoot: URL, diffOptions: DiffOptions = DiffOptions()) {
        self.snapshotsRoot = snapshotsRoot
        self.artifactsRoot = artifactsRoot
        self.diffOptions = diffOptions
    }

    /// A configuration that replaces the file-derived one inside ``withSnapshotConfiguration(_:_:)``.
    @TaskLocal static var scoped: SnapshotConfiguration?

    /// Finds the package root by walking up from a test file to the folder with `Package.swift`.
    public static func packageRoot(containing filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// The configuration for a test file: package-relative defaults, overridden by environment.
    public static func forTestFile(_ filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotConfiguration {
        let root = packageRoot(containing: filePath)
        let snapshots = environment["LOCALESHOT_SNAPSHOTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, relativeTo: root) }
            ?? root.appendingPathComponent("Snapshots")
        return SnapshotConfiguration(snapshotsRoot: snapshots.standardizedFileURL,
                                     artifactsRoot: ArtifactStore.defaultRoot(packageRoot: root, environment: environment))
    }
}

/// Runs `body` with assertions reading and writing goldens under `configuration` instead of
/// the package's `Snapshots/` (for testing the harness itself, or a custom layout).
public func withSnapshotConfiguration<Result>(_ configuration: SnapshotConfiguration, _ body: () throws -> Result) rethrows -> Result {
    try SnapshotConfiguration.$scoped.withValue(configuration, operation: body)
}

/// A Swift Testing trait that sets the record mode for a test or a whole suite:
/// `@Suite(.recordSnapshots(.never))`. The per-call `record:` argument still wins.
public struct RecordSnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    public let mode: RecordMode
    public var isRecursive: Bool { true }

    @TaskLocal static var current: RecordMode?

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await Self.$current.withValue(mode) { try await function() }
    }
}

extension Trait where Self == RecordSnapshotsTrait {
    /// Record mode for this test or suite.
    public static func recordSnapshots(_ mode: RecordMode) -> RecordSnapshotsTrait { RecordSnapshotsTrait(mode: mode) }
}
