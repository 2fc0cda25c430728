import Countries
import Foundation
import Raster
import LocaleShotSuites
import SnapshotCore
import Typesetting
import Widgets

/// The shared renderer state for assertions: the environment manifest needs the library
/// versions and font hashes, which one typesetter per process provides.
private let processEnvironment: Result<RenderEnvironment, TypesettingError> = {
    do throws(TypesettingError) {
        return .success(RenderEnvironment(typesetter: try Typesetter(fonts: FontSet()), rowStyleVersion: RowStyle.version))
    } catch {
        return .failure(error)
    }
}()

/// Side-by-side captions, drawn once per process.
private let sideBySideLabels = SideBySideLabels.renderer()

/// The record mode in force: per call, else the trait of the test or suite, else the
/// environment (`LOCALESHOT_RECORD`; `never` on CI, `missing` locally).
func effectiveRecordMode(_ perCall: RecordMode?) throws(RecordMode.ParseError) -> RecordMode {
    if let perCall { return perCall }
    if let trait = RecordSnapshotsTrait.current { return trait }
    return try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
}

/// Asserts that a rendered image matches `Snapshots/<suite>/<locale>/<name>.png`.
///
/// - Parameters:
///   - suite: the folder under `Snapshots/`; defaults to the test file's name.
///   - record: overrides the record mode for this call.
/// - Returns: the outcome, for tests that want to inspect figures.
@discardableResult
public func assertSnapshot(of image: Image, named name: String, locale: MatrixLocale, suite: String? = nil,
                           record: RecordMode? = nil, diffOptions: DiffOptions? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> SnapshotOutcome? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return verifySnapshot(named: name, locale: locale, suite: suite, format: .png, record: record, diffOptions: diffOptions, site: site) {
        $0.verify(image: image, key: $1, mode: $2)
    }
}

/// Asserts that a rendered view matches its PNG golden.
@discardableResult
public func assertSnapshot(of view: RenderedView, named name: String, locale: MatrixLocale, suite: String? = nil,
                           record: RecordMode? = nil, diffOptions: DiffOptions? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> SnapshotOutcome? {
    assertSnapshot(of: view.image, named: name, locale: locale, suite: suite, record: record, diffOptions: diffOptions,
                   fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a text (a layout dump) matches `Snapshots/<suite>/<locale>/<name>.txt`;
/// a failure shows a line diff.
@discardableResult
public func assertSnapshot(of text: String, named name: String, locale: MatrixLocale, suite: String? = nil,
                           record: RecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> SnapshotOutcome? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return verifySnapshot(named: name, locale: locale, suite: suite, format: .txt, record: record, diffOptions: nil, site: site) {
        $0.verify(text: text, key: $1, mode: $2)
    }
}

private func verifySnapshot(named name: String, locale: MatrixLocale, suite: String?, format: SnapshotKey.Format,
                            record: RecordMode?, diffOptions: DiffOptions?, site: CallSite,
                            _ body: (SnapshotVerifier, SnapshotKey, RecordMode) -> SnapshotOutcome) -> SnapshotOutcome? {
    let filePath = "\(site.filePath)"
    let suiteName = suite ?? URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    do {
        let key = try SnapshotKey(suite: suiteName, locale: locale.identifier, name: name, format: format)
        let mode = try effectiveRecordMode(record)
        let environment = try processEnvironment.get()
        let configuration = SnapshotConfiguration.scoped ?? SnapshotConfiguration.forTestFile(filePath)
        // The same rule as the CLI: artifacts never overlap the goldens (a pass clears artifacts).
        try ArtifactFolder.validate(artifacts: configuration.artifactsRoot, snapshots: configuration.snapshotsRoot,
                                    packageRoot: SnapshotConfiguration.packageRoot(containing: filePath),
                                    home: ProcessInfo.processInfo.environment["HOME"])
        let verifier = SnapshotVerifier(store: GoldenStore(root: configuration.snapshotsRoot),
                                        artifacts: ArtifactStore(root: configuration.artifactsRoot, labelRenderer: sideBySideLabels), environment: environment,
                                        options: diffOptions ?? configuration.diffOptions)
        let outcome = body(verifier, key, mode)
        if !outcome.passed { recordSnapshotFailure(outcome.message, at: site) }
        return outcome
    } catch {
        recordSnapshotFailure("snapshot \(suiteName)/\(locale)/\(name): \(error)", at: site)
        return nil
    }
}
