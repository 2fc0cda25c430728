import Foundation
import Raster
import SnapshotCore
import Testing

/// Default snapshot names and the one-test-per-golden rule.
///
/// Without `named:`, a snapshot is named after its test function (`badgeShowsScore()` →
/// `badgeShowsScore`), plus the test case's arguments for a parameterized test
/// (`badge-DE`), plus a counter from the second call of the same test on (`badge-2`) — the
/// names users of swift-snapshot-testing expect. A golden asserted by two different tests of
/// one run is a failure naming both call sites (two tests sharing a name would otherwise
/// record in turn and then fail forever).
enum SnapshotNaming {
    private static let lock = NSLock()
    /// (test, suite, locale, base name, format) → calls so far.
    nonisolated(unsafe) private static var counters: [String: Int] = [:]
    /// Golden path → the test and call site that asserted it first in this process.
    nonisolated(unsafe) private static var owners: [String: (test: String, site: String)] = [:]

    /// The current test's identity: its ID plus its case's arguments (or the XCTest name).
    static func currentTest() throws(UnnamedError) -> (id: String, arguments: [String]) {
        guard let test = Test.current else { return ("xctest:\(Thread.current.name ?? "")", []) }
        return ("\(test.id)", try Test.Case.current.map(arguments(of:)) ?? [])
    }

    /// The current test case within this process (its arguments as they print now, stable or not).
    static var currentIdentity: String {
        guard let test = Test.current else { return "xctest:\(Thread.current.name ?? "")" }
        let arguments = Test.Case.current.map { testCase in rawArguments(of: testCase).map { String(describing: $0) } } ?? []
        return "\(test.id)|" + arguments.joined(separator: ",")
    }

    /// Why no default name can be given.
    struct UnnamedError: Error, CustomStringConvertible {
        /// The argument's description that would change from run to run, when that is the reason.
        var unstable: String?
        var description: String {
            guard let unstable else {
                return "name: this parameterized test's arguments cannot be read to name its snapshots; pass `named:`"
            }
            return "name: the argument \(unstable.prefix(60))\(unstable.count > 60 ? "…" : "") has no stable description (it holds a "
                + "Dictionary or Set, whose order changes every run, or an address): a name made of it would change every run; "
                + "pass `named:` or conform the argument's type to CustomTestStringConvertible"
        }
    }

    /// The longest default name; a longer one keeps its start and ends with a hash of the rest.
    static let maxNameLength = 80

    /// The default name at a call site: function, arguments, counter.
    static func defaultName(function: String, suite: String, locale: String, format: SnapshotKey.Format) throws(UnnamedError) -> String {
        let test = try currentTest()
        // Cases of a parameterized test run in parallel: without their arguments, a counter
        // would name their snapshots in whatever order they ran.
        if Test.Case.current?.isParameterized == true, test.arguments.isEmpty { throw UnnamedError() }
        var base = safe(String(function.prefix { $0 != "(" }))
        if !test.arguments.isEmpty { base += "-" + test.arguments.map(safe).joined(separator: "-") }
        if base.count > maxNameLength {
            // Two long arguments sharing their first 80 characters still get two names.
            base = String(base.prefix(maxNameLength - 9)) + "-" + String(SHA256.hex(of: Array(base.utf8)).prefix(8))
        }
        let key = [test.id, test.arguments.joined(separator: "\u{1F}"), suite, locale, base, format.rawValue].joined(separator: "\u{1E}")
        lock.lock()
        defer { lock.unlock() }
        let count = (counters[key] ?? 0) + 1
        counters[key] = count
        return count == 1 ? base : "\(base)-\(count)"
    }

    /// A failure message when another test of this run already asserted `golden`, or when
    /// this test already asserted it under an explicit `named:` (the second call would compare
    /// against what the first recorded, and fail on every run). A second call that only
    /// compares (`record: .never`) is allowed.
    static func claim(_ golden: String, explicitName: String?, comparesOnly: Bool, site: CallSite) -> String? {
        let identity = currentIdentity
        let here = "\(site.fileID):\(site.line)"
        lock.lock()
        defer { lock.unlock() }
        guard let owner = owners[golden] else {
            owners[golden] = (identity, here)
            return nil
        }
        guard owner.test == identity else {
            return "\(golden) is asserted by two tests in one run: \(owner.site) and \(here); "
                + "give one of them another `named:` (each golden belongs to one test)"
        }
        guard let explicitName, !comparesOnly else { return nil }
        return "\(golden): `named: \"\(explicitName)\"` is used twice in one test (\(owner.site) and \(here)); "
            + "the second call would be compared with what the first recorded; give each call its own name"
    }

    /// The stored arguments of a parameterized test case, described: Swift Testing's
    /// `CustomTestStringConvertible.testDescription` first, else `String(describing:)` when it
    /// is the same on every run (Swift Testing keeps arguments internal; read through
    /// `Mirror`, empty when its layout changes).
    /// - Throws: ``UnnamedError`` for a description that would change from run to run.
    static func arguments(of testCase: Test.Case) throws(UnnamedError) -> [String] {
        var described: [String] = []
        for value in rawArguments(of: testCase) { described.append(try StableDescription.of(value)) }
        return described
    }

    /// The argument values of a parameterized test case (empty when they cannot be read).
    static func rawArguments(of testCase: Test.Case) -> [Any] {
        guard testCase.isParameterized, let arguments = child("arguments", of: testCase, depth: 3) else { return [] }
        return Mirror(reflecting: arguments).children.compactMap { child("value", of: $0.value, depth: 1) }
    }

    /// The first descendant labelled `label`, searching `depth` levels of `Mirror` children
    /// (through enum payloads and tuples).
    private static func child(_ label: String, of value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if let found = Self.child(label, of: child.value, depth: depth - 1) { return found }
        }
        return nil
    }

    /// Characters outside the safe set become `_`; a leading `.` too.
    static func safe(_ text: String) -> String {
        let mapped = String(text.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "_", "-", ".": return Character(scalar)
            default: return "_"
            }
        })
        return mapped.hasPrefix(".") ? "_" + mapped.dropFirst() : (mapped.isEmpty ? "snapshot" : mapped)
    }
}
