import Countries
import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing
import Typesetting
import Widgets
@testable import LocaleShotTesting

/// A view of a user's own: a badge with a country's flag, its name and a count, drawn with
/// the public API only (LabelRow, Typesetter), as an outside package would.
struct Badge: LocaleSnapshottable, Encodable {
    let code: String
    let count: Int
    /// Set to inject the seed's bug: the label keyed by the English name.
    var englishOnly = false

    func render(for locale: MatrixLocale, with typesetter: Typesetter) throws -> RenderedView {
        let country = try CountryCode(parsing: code)
        let shown = englishOnly ? MatrixLocale("en") : locale
        let name = country.displayName(in: shown.locale).text
        return try LabelRow(locale: locale, badge: country.flagEmoji, title: name, subtitle: count.formatted(.number.locale(locale.locale)))
            .render(header: "badge \(code)", with: typesetter)
    }
}

/// Counts issues seen by a `withKnownIssue` matcher.
final class IssueCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}

@Suite("Strategies, names, matrices and traits")
struct StrategyTests {
    @Test func pullbackJsonAndLinesRecordThenVerify() async throws {
        let configuration = try temporaryConfiguration()
        // A strategy for the user's type, from the built-in image strategy (a typesetter per
        // snapshot: typesetters are not thread-safe, strategies are Sendable).
        let badge: Snapshotting<Badge, Image> = Snapshotting<Image, Image>.image.pullback { badge in
            try badge.render(for: MatrixLocale("de"), with: Typesetter(fonts: FontSet())).image
        }
        try await withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshot(of: Badge(code: "DE", count: 12), as: badge, named: "badge", record: .missing) }
            withKnownIssue { assertSnapshot(of: Badge(code: "DE", count: 12), as: .json, named: "badge", record: .missing) }
            #expect(assertSnapshot(of: Badge(code: "DE", count: 12), as: badge, named: "badge", record: .never)?.passed == true)
            #expect(assertSnapshot(of: Badge(code: "DE", count: 12), as: .json, named: "badge", record: .never)?.passed == true)
            withKnownIssue {
                assertSnapshot(of: Badge(code: "DE", count: 13), as: .json, named: "badge", record: .never)
            } matching: { $0.comments.contains { $0.rawValue.contains("-   \"count\" : 12") || $0.rawValue.contains("- ") } }
            try await Task.sleep(nanoseconds: 1)  // the async overload of withSnapshotConfiguration
        }
        let json = try String(contentsOf: configuration.snapshotsRoot.appendingPathComponent("StrategyTests/en/badge.txt"), encoding: .utf8)
        #expect(json.contains("\"code\" : \"DE\"") && json.contains("\"count\" : 12"))
    }

    @Test func namesDefaultToTheTestFunctionWithACounter() throws {
        let configuration = try temporaryConfiguration()
        try withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshot(of: "first", record: .missing) }
            withKnownIssue { assertSnapshot(of: "second", record: .missing) }
            let folder = configuration.snapshotsRoot.appendingPathComponent("StrategyTests/en")
            let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
            #expect(names == ["namesDefaultToTheTestFunctionWithACounter.txt", "namesDefaultToTheTestFunctionWithACounter-2.txt"])
        }
    }

    @Test(arguments: ["DE", "FR"])
    func parameterizedNamesCarryTheArgument(code: String) throws {
        let configuration = try temporaryConfiguration()
        try withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshot(of: code, record: .missing) }
            let folder = configuration.snapshotsRoot.appendingPathComponent("StrategyTests/en")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names == ["parameterizedNamesCarryTheArgument-\(code).txt"])
        }
    }

    @Test func aGoldenClaimedByAnotherTestIsAFailureNamingBothSites() async throws {
        let golden = "/tmp/\(UUID().uuidString)/S/en/shared.png"
        let mine = CallSite(fileID: "App/BadgeTests.swift", filePath: #filePath, line: 10, column: 1)
        let theirs = CallSite(fileID: "App/OtherTests.swift", filePath: #filePath, line: 20, column: 1)
        #expect(SnapshotNaming.claim(golden, explicitName: nil, comparesOnly: false, site: mine) == nil)
        #expect(SnapshotNaming.claim(golden, explicitName: nil, comparesOnly: false, site: mine) == nil, "the same test may assert its golden again")
        // Another test (here: a task outside this test) asserting the same golden.
        let clash = await Task.detached { SnapshotNaming.claim(golden, explicitName: nil, comparesOnly: false, site: theirs) }.value
        #expect(clash?.contains("App/BadgeTests.swift:10") == true && clash?.contains("App/OtherTests.swift:20") == true)
    }

    @Test func errorsNameTheRightPart() throws {
        let configuration = try temporaryConfiguration()
        withSnapshotConfiguration(configuration) {
            for (locale, suite, name, expected) in [("", "S", "n", "locale: locale identifier is empty"),
                                                     ("xx", "S", "n", "locale: locale \"xx\" has no ICU data"),
                                                     ("en", "a/b", "n", "suite: snapshot name \"a/b\" contains a slash"),
                                                     ("en", "S", "../x", "name: snapshot name \"../x\" contains a slash")] {
                withKnownIssue {
                    assertSnapshot(of: "x", named: name, locale: MatrixLocale(locale), suite: suite, record: .never)
                } matching: { issue in issue.comments.contains { $0.rawValue.contains(expected) } }
            }
        }
    }

    @Test(.snapshotLocales("it", "en", "de"))
    func matrixAssertionReportsEachFailingLocale() throws {
        let configuration = try temporaryConfiguration()
        withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshots(of: Badge(code: "IT", count: 1234), named: "badge", record: .missing) }
            let passing = assertSnapshots(of: Badge(code: "IT", count: 1234), named: "badge", record: .never)
            #expect(passing.count == 6 && passing.allSatisfy(\.passed))
            // The seed's bug in a user's view: English names everywhere. it and de fail, en passes.
            var failing: [String] = []
            withKnownIssue(isIntermittent: true) {
                failing = assertSnapshots(of: Badge(code: "IT", count: 1234, englishOnly: true), named: "badge", record: .never)
                    .filter { !$0.passed }.map(\.key.description)
            }
            #expect(Set(failing) == ["StrategyTests/it/badge.png", "StrategyTests/it/badge.txt",
                                     "StrategyTests/de/badge.png", "StrategyTests/de/badge.txt"])
        }
    }

    /// A strategy renders for the locale and name it is asserted under (#17).
    @Test func strategiesKnowWhereTheyRun() throws {
        let configuration = try temporaryConfiguration()
        let greeting: Snapshotting<String, String> = Snapshotting<String, String>.lines.pullback { (text: String, context: SnapshotContext) in
            "\(context.suite)/\(context.locale)/\(context.name): \(text)\n"
        }
        withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshot(of: "hallo", as: greeting, named: "greeting", locale: MatrixLocale("de"), record: .missing) }
        }
        let golden = try String(contentsOf: configuration.snapshotsRoot.appendingPathComponent("StrategyTests/de/greeting.txt"), encoding: .utf8)
        #expect(golden == "StrategyTests/de/greeting: hallo\n")
        #expect(try greeting.snapshot("x") == "//: x\n", "outside an assertion the context is empty")
    }

    /// A locale without ICU data fails the test once, not once per image and layout dump (#17).
    @Test(.snapshotLocales("en", "xx"))
    func aBadLocaleIsReportedOncePerTest() throws {
        let configuration = try temporaryConfiguration()
        let reports = IssueCounter()
        withSnapshotConfiguration(configuration) {
            withKnownIssue {
                assertSnapshots(of: Badge(code: "IT", count: 1), named: "one", record: .missing)
                assertSnapshots(of: Badge(code: "IT", count: 2), named: "two", record: .missing)
            } matching: { issue in
                if issue.comments.contains(where: { $0.rawValue.contains("\"xx\"") }) { reports.add() }
                return true
            }
        }
        #expect(reports.count == 1)
    }

    @Test(.snapshotDirectory(.path("/tmp/localeshot-trait-\(getpid())")), .snapshotDiffOptions({ var o = DiffOptions(); o.maxDifferingPixels = 5; return o }()))
    func traitsChooseFolderAndDiffOptions() throws {
        let configuration = try SnapshotConfiguration.current(filePath: #filePath)
        #expect(configuration.snapshotsRoot.path == "/tmp/localeshot-trait-\(getpid())")
        #expect(configuration.diffOptions.maxDifferingPixels == 5)
    }
}
