import Countries
import Foundation
import LocaleShotSuites
import SnapshotCore
import Typesetting
import Widgets

/// A view of yours that renders for a locale: conform once, then assert it across a whole
/// locale matrix with ``assertSnapshots(of:named:locales:suite:layoutDump:record:diffOptions:fonts:fileID:filePath:function:line:column:)``.
///
/// ```swift
/// struct ScoreCard: LocaleSnapshottable {
///     func render(for locale: MatrixLocale, with typesetter: Typesetter) throws -> RenderedView { … }
/// }
/// @Test func scoreCard() { assertSnapshots(of: ScoreCard(home: "IT", away: "FR", score: (2, 1))) }
/// ```
public protocol LocaleSnapshottable {
    /// The view as a user of `locale` sees it, drawn with `typesetter`.
    func render(for locale: MatrixLocale, with typesetter: Typesetter) throws -> RenderedView
}

/// Asserts a view under every locale of the matrix (the `locales` given, else the
/// `.snapshotLocales` trait, else `LOCALESHOT_LOCALES`, else en, de, fr, ja, ar — the same
/// order as the record mode's): its PNG and, with `layoutDump`, its layout dump. Each failing
/// locale is reported at the caller; a locale without ICU data once per test.
///
/// - Parameters:
///   - view: the view to render under each locale.
///   - name: the goldens' name; default: the test function's name.
///   - locales: the matrix; default: the trait, `LOCALESHOT_LOCALES`, or the standard matrix.
///   - suite: the folder under `Snapshots/`; default: the test file's name.
///   - layoutDump: whether the layout dump is a golden too (`.txt` beside the `.png`).
///   - record: overrides the record mode for this call.
///   - diffOptions: overrides the configured pixel-diff thresholds.
///   - fonts: the font set to render with (default: the vendored fonts); one
///     typesetter is made for the call.
///   - fileID: the caller's file ID (default: the call site).
///   - filePath: the caller's file path: the package and default suite are found from it.
///   - function: the caller's function: the default name.
///   - line: the caller's line, where each failing locale is reported.
///   - column: the caller's column.
/// - Returns: every outcome, in matrix order.
@discardableResult
public func assertSnapshots<View: LocaleSnapshottable>(
    of view: View, named name: String? = nil, locales: [MatrixLocale]? = nil, suite: String? = nil,
    layoutDump: Bool = true, record: RecordMode? = nil, diffOptions: DiffOptions? = nil,
    fonts: (@Sendable () throws -> FontSet)? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotOutcome] {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var matrix: [MatrixLocale]
    let typesetter: Typesetter
    do {
        matrix = try locales ?? SnapshotConfiguration.current(filePath: "\(filePath)").locales
        typesetter = try Typesetter(fonts: fonts?() ?? FontSet())
    } catch {
        recordSnapshotFailureOncePerTest("snapshots of \(View.self): \(error)", at: site)
        return []
    }
    // A locale without ICU data is one failure for the test, not one per image and dump.
    var refused: [String] = []
    matrix = matrix.filter { locale in
        do { _ = try MatrixLocale(validating: locale.identifier); return true } catch {
            refused.append("\(error)")
            return false
        }
    }
    if !refused.isEmpty {
        recordSnapshotFailureOncePerTest("snapshots of \(View.self): locale: " + refused.joined(separator: "; ")
                                         + " (from `locales:`, the .snapshotLocales trait or LOCALESHOT_LOCALES)", at: site)
    }
    // A locale twice would assert the same goldens twice; an empty matrix asserts nothing.
    let repeated = matrix.map(\.identifier).duplicatedElements()
    if !repeated.isEmpty {
        recordSnapshotFailureOncePerTest("snapshots of \(View.self): locale: \(repeated.joined(separator: ", ")) appears more than once in the matrix"
                                         + " (from `locales:`, the .snapshotLocales trait or LOCALESHOT_LOCALES); each is asserted once", at: site)
        matrix = matrix.uniqued()
    }
    if matrix.isEmpty && refused.isEmpty {
        recordSnapshotFailureOncePerTest("snapshots of \(View.self): locale: the matrix is empty, nothing would be asserted"
                                         + " (from `locales:`, the .snapshotLocales trait or LOCALESHOT_LOCALES)", at: site)
        return []
    }
    // The manifest beside the goldens records the fonts this view was drawn with.
    let environment = RenderEnvironment(typesetter: typesetter, rowStyleVersion: RowStyle.version)
    var outcomes: [SnapshotOutcome] = []
    for locale in matrix {
        let rendered: RenderedView
        do { rendered = try view.render(for: locale, with: typesetter) } catch {
            recordSnapshotFailure("\(View.self) could not be rendered for \(locale): \(error)", at: site)
            continue
        }
        let snapshot = rendered.snapshot
        // Each golden records the fonts it was drawn with: another font's change is not its drift.
        let environment = environment.narrowed(to: rendered, drawnWith: typesetter)
        if let outcome = verifySnapshot(of: snapshot, as: .image(options: diffOptions), named: name, locale: locale, suite: suite,
                                        record: record, environment: environment, site: site, function: function) {
            outcomes.append(outcome)
        }
        if layoutDump, let outcome = verifySnapshot(of: snapshot, as: .layoutDump, named: name, locale: locale, suite: suite,
                                                     record: record, environment: environment, site: site, function: function) {
            outcomes.append(outcome)
        }
    }
    return outcomes
}

extension RenderEnvironment {
    /// The environment with only the fonts `view` drew its lines with (all of them when it
    /// reports no lines: a view that draws text another way).
    func narrowed(to view: RenderedView, drawnWith typesetter: Typesetter) -> RenderEnvironment {
        let roles = Set(view.lines.flatMap { line in line.runs.map(\.font) })
        let files = Set(roles.compactMap { typesetter.fonts.manifest.font(for: $0) }.map { URL(fileURLWithPath: $0.file).lastPathComponent })
        guard !files.isEmpty else { return self }
        var narrowed = self
        narrowed.fonts = fonts.filter { files.contains($0.key) }
        return narrowed
    }
}

private extension Array where Element == String {
    /// The elements that occur more than once, each once, in first-occurrence order.
    func duplicatedElements() -> [String] {
        var seen = Set<String>(), reported = Set<String>(), result: [String] = []
        for element in self where !seen.insert(element).inserted && reported.insert(element).inserted { result.append(element) }
        return result
    }
}
