import Foundation
import SnapshotCore
import TestSupport

/// Runs the built `localeshot` with CI unset (tests decide about CI themselves).
func localeshot(_ arguments: [String], environment: [String: String] = [:], in folder: URL? = nil,
                stdoutFile: String? = nil, timeout: TimeInterval = 300) throws -> Fixtures.ProcessResult {
    try Fixtures.run(Fixtures.localeshotExecutable, arguments, environment: ["CI": ""].merging(environment) { $1 },
                     currentDirectory: folder ?? Fixtures.packageRoot, stdoutFile: stdoutFile, timeout: timeout)
}

/// A copy of the committed goldens that a test may damage.
func copyOfSnapshots() throws -> URL {
    let folder = try Fixtures.temporaryDirectory("snapshots").appendingPathComponent("Snapshots")
    try FileManager.default.copyItem(at: Fixtures.packageRoot.appendingPathComponent("Snapshots"), to: folder)
    return folder
}

func swapFiles(_ a: URL, _ b: URL) throws {
    let aside = a.appendingPathExtension("swap")
    try FileManager.default.moveItem(at: a, to: aside)
    try FileManager.default.moveItem(at: b, to: a)
    try FileManager.default.moveItem(at: aside, to: b)
}
