import Testing
import XCTest

/// Where an assertion was written, in the form both test frameworks accept.
public struct CallSite: Sendable {
    /// The file's `#fileID` (`Module/File.swift`).
    public let fileID: String
    /// The file's `#filePath`.
    public let filePath: StaticString
    /// The line of the assertion.
    public let line: UInt
    /// The column of the assertion.
    public let column: UInt

    /// A call site from the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// The one failure-recording function: an issue under Swift Testing, `XCTFail` under XCTest.
public func recordSnapshotFailure(_ message: String, at site: CallSite) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    } else {
        XCTFail(message, file: site.filePath, line: site.line)
    }
}
