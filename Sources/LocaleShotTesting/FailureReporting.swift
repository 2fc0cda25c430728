import Foundation
import SafeFiles
import SnapshotCore
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

/// Records a failure unless this test already recorded the same message (a bad locale or
/// configuration is one failure per test, not one per assertion).
func recordSnapshotFailureOncePerTest(_ message: String, at site: CallSite) {
    guard ReportedOnce.firstTime(message) else { return }
    recordSnapshotFailure(message, at: site)
}

/// Messages already recorded, per test case.
private enum ReportedOnce {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: Set<String> = []

    static func firstTime(_ message: String) -> Bool {
        let key = SnapshotNaming.currentIdentity + "\u{1E}" + message
        lock.lock()
        defer { lock.unlock() }
        return seen.insert(key).inserted
    }
}

// MARK: - Attachments

/// The artifacts of a failing snapshot attached to the test: expected, actual and diff (and
/// the side-by-side image) under Swift Testing, so `swift test --attachments-path DIR` and
/// IDEs show them; on Darwin, XCTest gets them as `XCTAttachment`s. The message keeps the
/// paths either way.
func attachArtifacts(of outcome: SnapshotOutcome, at site: CallSite) {
    let kinds = ["expected", "actual", "diff", "side-by-side"].filter { outcome.artifacts[$0] != nil }
    guard !kinds.isEmpty else { return }
    let base = "\(outcome.key.suite)-\(outcome.key.locale)-\(outcome.key.name)"
    for kind in kinds {
        guard let url = outcome.artifacts[kind] else { continue }
        let name = "\(base).\(kind).\(url.pathExtension.isEmpty ? outcome.key.format.rawValue : url.pathExtension)"
        if Test.current != nil {
            // Artifacts are LocaleShot's own files, capped like goldens.
            guard let bytes = try? FileReading.readUserFile(path: url.path, cap: GoldenStore.maxPNGBytes) else { continue }
            Attachment.record(bytes, named: name, sourceLocation: site.sourceLocation)
        } else {
            #if canImport(Darwin)
            XCTContext.runActivity(named: "snapshot \(outcome.key)") { activity in
                let attachment = XCTAttachment(contentsOfFile: url)
                attachment.name = name
                attachment.lifetime = .keepAlways
                activity.add(attachment)
            }
            #endif
        }
    }
}
