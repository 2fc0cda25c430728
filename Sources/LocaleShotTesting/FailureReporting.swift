import Testing
import XCTest

/// Where an assertion was written, in the form both test frameworks accept.
public struct CallSite: Sendable {
    public let fileID: String
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

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
