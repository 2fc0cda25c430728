import Countries
import Foundation
import LocaleShotTesting
import SnapshotCore
import XCTest

/// The same assertion under XCTest: failures arrive through XCTest's own recording.
final class XCTestAssertionTests: XCTestCase {
    private var captured: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        captured.append("\(URL(fileURLWithPath: filePath).lastPathComponent):\(lineNumber): \(description)")
    }

    func testMismatchIsReportedThroughXCTest() throws {
        let configuration = try temporaryConfiguration()
        let germany = try renderRow("DE", "de"), austria = try renderRow("AT", "de")
        let locale = MatrixLocale("de")
        withSnapshotConfiguration(configuration) {
            assertSnapshot(of: germany, named: "DE", locale: locale, suite: "Rows", record: .missing)
            XCTAssertEqual(captured.count, 1)
            XCTAssertTrue(captured.first?.contains("recorded") ?? false)
            captured.removeAll()

            assertSnapshot(of: germany, named: "DE", locale: locale, suite: "Rows", record: .never)
            XCTAssertTrue(captured.isEmpty, "a matching snapshot records nothing: \(captured)")

            let line = #line + 1
            assertSnapshot(of: austria, named: "DE", locale: locale, suite: "Rows", record: .never)
            XCTAssertEqual(captured.count, 1)
            XCTAssertTrue(captured.first?.hasPrefix("XCTestAssertionTests.swift:\(line): ") ?? false, "\(captured)")
            XCTAssertTrue(captured.first?.contains("px differ") ?? false)
        }
        captured.removeAll()
    }
}
