import Foundation
import Testing
@testable import LocaleShotTesting

/// Careless locale lists are refused with a message, never silently run (or skipped).
@Suite("Locale lists")
struct LocaleListTests {
    @Test func anEmptyItemInTheEnvironmentIsRefused() {
        #expect(throws: LocaleIdentifierError.empty) {
            try SnapshotConfiguration.forTestFile(#filePath, environment: ["LOCALESHOT_LOCALES": "en,,de"])
        }
        #expect(throws: LocaleIdentifierError.empty) {
            try SnapshotConfiguration.forTestFile(#filePath, environment: ["LOCALESHOT_LOCALES": "en,"])
        }
    }

    @Test func anEmptyMatrixIsAFailureNotAPass() throws {
        let configuration = try temporaryConfiguration()
        let seen = IssueCounter()
        withSnapshotConfiguration(configuration) {
            withKnownIssue {
                #expect(assertSnapshots(of: Badge(code: "DE", count: 1), locales: [], record: .missing).isEmpty)
            } matching: { issue in
                let matched = issue.comments.contains { $0.rawValue.contains("the matrix is empty") }
                if matched { seen.add() }
                return matched
            }
        }
        #expect(seen.count == 1)
    }

    @Test func aLocaleTwiceIsAssertedOnceAndReported() throws {
        let configuration = try temporaryConfiguration()
        let seen = IssueCounter()
        var outcomes: [SnapshotOutcome] = []
        withSnapshotConfiguration(configuration) {
            withKnownIssue {
                outcomes = assertSnapshots(of: Badge(code: "DE", count: 1), locales: [MatrixLocale("en"), MatrixLocale("en")], record: .missing)
            } matching: { issue in
                if issue.comments.contains(where: { $0.rawValue.contains("en appears more than once") }) { seen.add() }
                return true
            }
        }
        #expect(seen.count == 1)
        // One image and one dump for the one locale, not a "named twice" failure.
        #expect(outcomes.count == 2 && outcomes.allSatisfy { $0.key.locale.value == "en" })
    }

    @Test func anUnknownPseudoLocaleNamesTheRealOnes() {
        #expect(throws: LocaleIdentifierError.unknown("en-XX")) { try MatrixLocale(validating: "en-XX") }
        #expect(LocaleIdentifierError.unknown("en-XX").description.contains("en-XA, ar-XB, en-XD"))
    }
}
