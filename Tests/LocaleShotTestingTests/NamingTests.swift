import Foundation
import SnapshotCore
import TestSupport
import Testing
@testable import LocaleShotTesting

/// An argument whose `String(describing:)` follows the per-process hash seed.
struct PriceTag: Sendable {
    let sku: String
    let prices: [String: Int]
}

/// The same argument, described for Swift Testing.
struct NamedPriceTag: Sendable, CustomTestStringConvertible {
    let sku: String
    let prices: [String: Int]
    var testDescription: String { "tag-\(sku)" }
}

/// A reference type without a description of its own.
final class Box: Sendable {}

/// Default names are the same on every run, or refused (#17).
@Suite("Stable snapshot names")
struct NamingTests {
    @Test(arguments: [PriceTag(sku: "A1", prices: ["EUR": 3, "USD": 4, "JPY": 500, "GBP": 2, "CHF": 3])])
    func anArgumentHoldingADictionaryIsRefusedWithTheNamedHint(tag: PriceTag) throws {
        let configuration = try temporaryConfiguration()
        withSnapshotConfiguration(configuration) {
            withKnownIssue {
                assertSnapshot(of: tag.sku, record: .missing)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("pass `named:`") && $0.rawValue.contains("CustomTestStringConvertible") }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: configuration.snapshotsRoot.path), "nothing recorded under an unstable name")
    }

    @Test(arguments: [NamedPriceTag(sku: "A1", prices: ["EUR": 3, "USD": 4])])
    func testDescriptionNamesTheCase(tag: NamedPriceTag) throws {
        let configuration = try temporaryConfiguration()
        try withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshot(of: tag.sku, record: .missing) }
            let names = try FileManager.default.contentsOfDirectory(atPath: configuration.snapshotsRoot.appendingPathComponent("NamingTests/en").path)
            #expect(names == ["testDescriptionNamesTheCase-tag-A1.txt"])
        }
    }

    @Test func descriptionsAreStableOrRefused() throws {
        #expect(try StableDescription.of(PriceTag(sku: "A", prices: [:]).sku) == "A")
        #expect(try StableDescription.of([3, 1, 2]) == "[3, 1, 2]")
        #expect(throws: SnapshotNaming.UnnamedError.self) { try StableDescription.of(PriceTag(sku: "A", prices: ["a": 1])) }
        #expect(throws: SnapshotNaming.UnnamedError.self) { try StableDescription.of(Set(["a", "b"])) }
        #expect(throws: SnapshotNaming.UnnamedError.self) { try StableDescription.of(Optional([["k": 1]]) as Any) }
        #expect(throws: SnapshotNaming.UnnamedError.self) { try StableDescription.of(ObjectIdentifier(Box())) }
        #expect(throws: SnapshotNaming.UnnamedError.self) { try StableDescription.of("at 0x00007f3a12bc0010") }
        #expect(try StableDescription.of(NamedPriceTag(sku: "B", prices: ["a": 1, "b": 2])) == "tag-B")
    }

    @Test(arguments: [String(repeating: "x", count: 90) + "1", String(repeating: "x", count: 90) + "2"])
    func longArgumentsKeepDistinctNames(text: String) throws {
        let name = try SnapshotNaming.defaultName(function: "long()", suite: "S", locale: "en", format: .txt)
        #expect(name.count == SnapshotNaming.maxNameLength && name.hasPrefix("long-xxx"))
        let other = text.hasSuffix("1") ? "2" : "1"
        #expect(!name.hasSuffix(other))
    }

    @Test func theSameNamedTwiceInOneTestIsAFailure() throws {
        let configuration = try temporaryConfiguration()
        withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshot(of: "total: 3 €", named: "total", record: .missing) }
            withKnownIssue {
                assertSnapshot(of: "total: 4 €", named: "total", record: .missing)
            } matching: { issue in issue.comments.contains { $0.rawValue.contains("`named: \"total\"` is used twice in one test") } }
            // A call that only compares with what was recorded is allowed.
            #expect(assertSnapshot(of: "total: 3 €", named: "total", record: .never)?.passed == true)
        }
    }
}
