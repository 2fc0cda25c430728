import Countries
import Foundation
import LocaleShotSuites
import Raster
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

/// Why an assertion could not address its golden: which part was refused.
struct SnapshotAddressError: Error, CustomStringConvertible {
    let part: String
    let reason: String
    var description: String { "\(part): \(reason)" }
}

// MARK: - The one assertion

/// Asserts that `value`, snapshotted by `strategy`, matches its golden
/// `Snapshots/<suite>/<locale>/<name>.<png|txt>`, and reports a failure at the caller
/// (Swift Testing issue or `XCTFail`).
///
/// - Parameters:
///   - value: the value to snapshot (evaluated once, inside the assertion).
///   - strategy: how the value becomes a snapshot: `.image`, `.lines`, `.json`,
///     `.layoutDump`, or your own (`Snapshotting.image.pullback { … }`).
///   - name: the golden's name; default: the test function's name, plus the test case's
///     arguments, plus `-2`, `-3`… for repeated calls in one test.
///   - locale: the locale folder; default: the first locale of the configured matrix.
///   - suite: the folder under `Snapshots/`; default: the test file's name.
///   - record: overrides the record mode for this call.
///   - fileID: the caller's file ID (default: the call site).
///   - filePath: the caller's file path: the package and default suite are found from it.
///   - function: the caller's function: the default name.
///   - line: the caller's line, where a failure is reported.
///   - column: the caller's column.
/// - Returns: the outcome, for tests that want to inspect figures.
@discardableResult
public func assertSnapshot<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
                                          named name: String? = nil, locale: MatrixLocale? = nil, suite: String? = nil,
                                          record: RecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
                                          function: String = #function, line: UInt = #line, column: UInt = #column) -> SnapshotOutcome? {
    verifySnapshot(of: try value(), as: strategy, named: name, locale: locale, suite: suite, record: record, environment: nil,
                   site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), function: function)
}

/// The assertion's body; `environment` describes the renderer when it is not the default
/// font set (a user's own fonts are recorded in the manifest beside the goldens).
func verifySnapshot<Value, Format>(of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
                                   named name: String?, locale: MatrixLocale?, suite: String?, record: RecordMode?,
                                   environment: RenderEnvironment?, site: CallSite, function: String) -> SnapshotOutcome? {
    let filePath = site.filePath
    // A bad setting (LOCALESHOT_LOCALES, LOCALESHOT_RECORD) fails the test once, not every assertion.
    let configuration: SnapshotConfiguration, mode: RecordMode
    do {
        configuration = try SnapshotConfiguration.current(filePath: "\(filePath)")
        mode = try effectiveRecordMode(record)
    } catch {
        recordSnapshotFailureOncePerTest("snapshots of \(function): \(error)", at: site)
        return nil
    }
    do {
        let locale = locale ?? configuration.locales.first ?? MatrixLocale("en")
        let key = try snapshotKey(name: name, locale: locale, suite: suite, format: strategy.pathExtension, filePath: "\(filePath)",
                                  function: function)
        let verifier = try makeVerifier(configuration, filePath: "\(filePath)", environment: environment)
        if let clash = SnapshotNaming.claim(verifier.store.path(for: key), explicitName: name, comparesOnly: record == .never, site: site) {
            recordSnapshotFailure(clash, at: site)
            return nil
        }
        let snapshot: Format
        do { snapshot = try strategy.snapshotInContext(try value(), SnapshotContext(key)) } catch {
            recordSnapshotFailure("snapshot \(key) could not be rendered: \(error)", at: site)
            return nil
        }
        let outcome = strategy.verify(verifier, snapshot, key, mode)
        TestRunRecord.add(outcome, locale: locale.identifier, verifier: verifier)
        if !outcome.passed {
            recordSnapshotFailure(outcome.message, at: site)
            attachArtifacts(of: outcome, at: site)
        }
        return outcome
    } catch {
        recordSnapshotFailure("snapshot \(suite ?? suiteName(filePath: "\(filePath)"))/\(locale?.identifier ?? "-")/\(name ?? function): \(error)", at: site)
        return nil
    }
}

/// The golden's key, each part validated with an error that names it.
func snapshotKey(name: String?, locale: MatrixLocale, suite: String?, format: SnapshotKey.Format, filePath: String,
                 function: String) throws -> SnapshotKey {
    do { _ = try MatrixLocale(validating: locale.identifier) } catch { throw SnapshotAddressError(part: "locale", reason: "\(error)") }
    let suite = suite ?? suiteName(filePath: filePath)
    do { _ = try SnapshotName(suite) } catch { throw SnapshotAddressError(part: "suite", reason: "\(error)") }
    let name = try name ?? SnapshotNaming.defaultName(function: function, suite: suite, locale: locale.identifier, format: format)
    do { return try SnapshotKey(suite: suite, locale: locale.identifier, name: name, format: format) } catch {
        throw SnapshotAddressError(part: "name", reason: "\(error)")
    }
}

func suiteName(filePath: String) -> String {
    URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
}

private func makeVerifier(_ configuration: SnapshotConfiguration, filePath: String, environment: RenderEnvironment?) throws -> SnapshotVerifier {
    // The same rule as the CLI: artifacts never overlap the goldens (a pass clears artifacts).
    try ArtifactFolder.validate(artifacts: configuration.artifactsRoot, snapshots: configuration.snapshotsRoot,
                                packageRoot: SnapshotConfiguration.packageRoot(containing: filePath),
                                home: ProcessInfo.processInfo.environment["HOME"])
    return SnapshotVerifier(store: GoldenStore(root: configuration.snapshotsRoot),
                            artifacts: ArtifactStore(root: configuration.artifactsRoot, labelRenderer: sideBySideLabels),
                            environment: try environment ?? processEnvironment.get(), options: configuration.diffOptions)
}

// MARK: - Shorthands for the common formats

/// Asserts that a rendered image matches `Snapshots/<suite>/<locale>/<name>.png`.
@discardableResult
public func assertSnapshot(of image: Image, named name: String? = nil, locale: MatrixLocale? = nil, suite: String? = nil,
                           record: RecordMode? = nil, diffOptions: DiffOptions? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
                           line: UInt = #line, column: UInt = #column) -> SnapshotOutcome? {
    assertSnapshot(of: image, as: .image(options: diffOptions), named: name, locale: locale, suite: suite, record: record,
                   fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that a rendered view matches its PNG golden.
@discardableResult
public func assertSnapshot(of view: RenderedView, named name: String? = nil, locale: MatrixLocale? = nil, suite: String? = nil,
                           record: RecordMode? = nil, diffOptions: DiffOptions? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
                           line: UInt = #line, column: UInt = #column) -> SnapshotOutcome? {
    assertSnapshot(of: view.image, as: .image(options: diffOptions), named: name, locale: locale, suite: suite, record: record,
                   fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that a text (a layout dump) matches `Snapshots/<suite>/<locale>/<name>.txt`;
/// a failure shows a line diff.
@discardableResult
public func assertSnapshot(of text: String, named name: String? = nil, locale: MatrixLocale? = nil, suite: String? = nil,
                           record: RecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
                           function: String = #function, line: UInt = #line, column: UInt = #column) -> SnapshotOutcome? {
    assertSnapshot(of: text, as: .lines, named: name, locale: locale, suite: suite, record: record,
                   fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
