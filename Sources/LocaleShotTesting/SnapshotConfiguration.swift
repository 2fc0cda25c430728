import Countries
import Foundation
import SnapshotCore
import Testing

/// Where goldens and artifacts live, how snapshots are compared and under which locales,
/// for the assertions.
public struct SnapshotConfiguration: Sendable {
    /// `Snapshots/` (or `LOCALESHOT_SNAPSHOTS`).
    public var snapshotsRoot: URL
    /// `.build/localeshot-artifacts` (or `LOCALESHOT_ARTIFACTS`).
    public var artifactsRoot: URL
    /// The pixel-diff thresholds (default: colour threshold 0.1, no differing pixel allowed).
    public var diffOptions = DiffOptions()
    /// The locales `assertSnapshots(of:)` renders under: `LOCALESHOT_LOCALES` (`it,en,fr`)
    /// when set, else en, de, fr, ja, ar.
    public var locales: [MatrixLocale] = LocaleMatrix.standard.locales

    /// A configuration with explicit folders, thresholds and locales.
    public init(snapshotsRoot: URL, artifactsRoot: URL, diffOptions: DiffOptions = DiffOptions(),
                locales: [MatrixLocale] = LocaleMatrix.standard.locales) {
        self.snapshotsRoot = snapshotsRoot
        self.artifactsRoot = artifactsRoot
        self.diffOptions = diffOptions
        self.locales = locales
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
    /// - Throws: `LocaleIdentifierError` for a bad `LOCALESHOT_LOCALES` entry.
    public static func forTestFile(_ filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SnapshotConfiguration {
        let root = packageRoot(containing: filePath)
        let snapshots = environment["LOCALESHOT_SNAPSHOTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, relativeTo: root) }
            ?? root.appendingPathComponent("Snapshots")
        var configuration = SnapshotConfiguration(snapshotsRoot: snapshots.standardizedFileURL,
                                                  artifactsRoot: ArtifactStore.defaultRoot(packageRoot: root, environment: environment))
        if let list = environment["LOCALESHOT_LOCALES"], !list.isEmpty {
            // An empty item (`en,,de`) is refused as an empty locale, not skipped.
            configuration.locales = try list.split(separator: ",", omittingEmptySubsequences: false).map { try MatrixLocale(validating: String($0)) }
        }
        return configuration
    }

    /// The configuration in force at a call site: `withSnapshotConfiguration`, else the test
    /// file's, with the test's and suite's traits applied.
    static func current(filePath: String) throws -> SnapshotConfiguration {
        var configuration = try scoped ?? forTestFile(filePath)
        if let folder = SnapshotTraits.folder {
            switch folder {
            case .nextToTestFile:
                configuration.snapshotsRoot = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
            case let .path(path):
                configuration.snapshotsRoot = URL(fileURLWithPath: path, relativeTo: packageRoot(containing: filePath)).standardizedFileURL
            }
        }
        if let options = SnapshotTraits.diffOptions { configuration.diffOptions = options }
        if let locales = SnapshotTraits.locales { configuration.locales = locales }
        return configuration
    }
}

/// Runs `body` with assertions reading and writing goldens under `configuration` instead of
/// the package's `Snapshots/` (for testing the harness itself, or a custom layout).
@discardableResult
public func withSnapshotConfiguration<Result>(_ configuration: SnapshotConfiguration, _ body: () throws -> Result) rethrows -> Result {
    try SnapshotConfiguration.$scoped.withValue(configuration, operation: body)
}

/// The same for an `async` body.
@discardableResult
public func withSnapshotConfiguration<Result>(_ configuration: SnapshotConfiguration, isolation: isolated (any Actor)? = #isolation,
                                              _ body: () async throws -> Result) async rethrows -> Result {
    try await SnapshotConfiguration.$scoped.withValue(configuration, operation: body, isolation: isolation)
}

// MARK: - Traits

/// Where a test's goldens live, set by ``Testing/Trait/snapshotDirectory(_:)``.
public enum SnapshotDirectory: Sendable {
    /// `Snapshots/` beside the test file (`Tests/MyTests/Snapshots/<suite>/…`).
    case nextToTestFile
    /// A folder relative to the package root (or absolute).
    case path(String)
}

/// The task-local values of LocaleShot's traits.
enum SnapshotTraits {
    @TaskLocal static var folder: SnapshotDirectory?
    @TaskLocal static var diffOptions: DiffOptions?
    @TaskLocal static var locales: [MatrixLocale]?
}

/// A Swift Testing trait that sets a snapshot setting for a test or a whole suite.
public struct SnapshotSettingTrait: TestTrait, SuiteTrait, TestScoping {
    enum Setting: Sendable {
        case record(RecordMode)
        case folder(SnapshotDirectory)
        case diffOptions(DiffOptions)
        case locales([MatrixLocale])
    }

    let setting: Setting
    /// A setting on a suite applies to every test in it, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test (or suite) with the setting in force.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        switch setting {
        case let .record(mode): try await RecordSnapshotsTrait.$current.withValue(mode) { try await function() }
        case let .folder(folder): try await SnapshotTraits.$folder.withValue(folder) { try await function() }
        case let .diffOptions(options): try await SnapshotTraits.$diffOptions.withValue(options) { try await function() }
        case let .locales(locales): try await SnapshotTraits.$locales.withValue(locales) { try await function() }
        }
    }
}

/// The record-mode trait (kept as its own type for source compatibility).
public typealias RecordSnapshotsTrait = SnapshotSettingTrait

extension SnapshotSettingTrait {
    @TaskLocal static var current: RecordMode?
}

extension Trait where Self == SnapshotSettingTrait {
    /// Record mode for this test or suite: `@Suite(.recordSnapshots(.never))`. The per-call
    /// `record:` argument still wins.
    public static func recordSnapshots(_ mode: RecordMode) -> SnapshotSettingTrait { SnapshotSettingTrait(setting: .record(mode)) }

    /// Where this test's or suite's goldens live: `.snapshotDirectory(.nextToTestFile)`.
    public static func snapshotDirectory(_ folder: SnapshotDirectory) -> SnapshotSettingTrait { SnapshotSettingTrait(setting: .folder(folder)) }

    /// Diff options for this test or suite (a threshold, a budget of differing pixels).
    public static func snapshotDiffOptions(_ options: DiffOptions) -> SnapshotSettingTrait { SnapshotSettingTrait(setting: .diffOptions(options)) }

    /// The locale matrix of `assertSnapshots(of:)` in this test or suite, e.g.
    /// `.snapshotLocales("it", "en", "fr", "de", "es")`. A tag ICU has no data for is a
    /// programming error caught at the first assertion.
    public static func snapshotLocales(_ identifiers: String...) -> SnapshotSettingTrait {
        SnapshotSettingTrait(setting: .locales(identifiers.map { MatrixLocale($0) }))
    }
}
