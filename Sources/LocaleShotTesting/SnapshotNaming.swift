import Foundation
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
    static var currentTest: (id: String, arguments: [String]) {
        guard let test = Test.current else { return ("xctest:\(Thread.current.name ?? "")", []) }
        return ("\(test.id)", Test.Case.current.map(arguments(of:)) ?? [])
    }

    /// Why no default name can be given.
    struct UnnamedError: Error, CustomStringConvertible {
        var description: String {
            "name: this parameterized test's arguments cannot be read to name its snapshots; pass `named:`"
        }
    }

    /// The default name at a call site: function, arguments, counter.
    static func defaultName(function: String, suite: String, locale: String, format: SnapshotKey.Format) throws(UnnamedError) -> String {
        let test = currentTest
        // Cases of a parameterized test run in parallel: without their arguments, a counter
        // would name their snapshots in whatever order they ran.
        if Test.Case.current?.isParameterized == true, test.arguments.isEmpty { throw UnnamedError() }
        var base = safe(String(function.prefix { $0 != "(" }))
        if !test.arguments.isEmpty { base += "-" + test.arguments.map(safe).joined(separator: "-") }
        base = String(base.prefix(80))
        let key = [test.id, test.arguments.joined(separator: "\u{1F}"), suite, locale, base, format.rawValue].joined(separator: "\u{1E}")
        lock.lock()
        defer { lock.unlock() }
        let count = (counters[key] ?? 0) + 1
        counters[key] = count
        return count == 1 ? base : "\(base)-\(count)"
    }

    /// A failure message when another test of this run already asserted `golden`.
    static func claim(_ golden: String, site: CallSite) -> String? {
        let test = currentTest
        let identity = test.id + "|" + test.arguments.joined(separator: ",")
        let here = "\(site.fileID):\(site.line)"
        lock.lock()
        defer { lock.unlock() }
        guard let owner = owners[golden] else {
            owners[golden] = (identity, here)
            return nil
        }
        guard owner.test != identity else { return nil }
        return "\(golden) is asserted by two tests in one run: \(owner.site) and \(here); "
            + "give one of them another `named:` (each golden belongs to one test)"
    }

    /// The stored arguments of a parameterized test case, described (Swift Testing keeps
    /// them internal; read through `Mirror`, empty when its layout changes).
    static func arguments(of testCase: Test.Case) -> [String] {
        guard testCase.isParameterized, let arguments = child("arguments", of: testCase, depth: 3) else { return [] }
        return Mirror(reflecting: arguments).children.compactMap { argument in
            child("value", of: argument.value, depth: 1).map { String(describing: $0) }
        }
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
