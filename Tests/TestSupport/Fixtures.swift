import Foundation

/// Paths and processes shared by the test targets.
public enum Fixtures {
    /// The package root (this file is Tests/TestSupport/Fixtures.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The vendored fonts folder.
    public static var fontsDirectory: URL { packageRoot.appendingPathComponent("Fonts") }

    /// The built `localeshot` executable, beside the test bundle.
    public static var localeshotExecutable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("localeshot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/localeshot")
    }

    /// A fresh temporary folder, inside this test process's own folder, which is removed when
    /// the process exits (a run makes about 800: `swift test` run after run filled a
    /// developer's disk with them).
    public static func temporaryDirectory(_ label: String = "localeshot") throws -> URL {
        let url = testProcessDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The folder this test process's temporary folders live in, removed at its exit.
    static let testProcessDirectory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("localeshot-tests-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { removeTestProcessDirectory() }
        return url
    }()

    /// Removes ``testProcessDirectory``, its folders made writable first (a test's read-only one).
    private static func removeTestProcessDirectory() {
        let root = testProcessDirectory
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]))
                .map({ $0.isDirectory == true && $0.isSymbolicLink != true }) == true {
                chmod(url.path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: root)
    }

    /// Result of a finished process.
    public struct ProcessResult: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        /// The process was still running after the timeout and was killed.
        public var timedOut = false
    }

    /// Runs an executable to completion with extra environment variables.
    /// `stdoutFile`: send standard output to this file (e.g. `/dev/full`) instead of a pipe.
    /// A process still running after `timeout` seconds is killed (a hang fails the test, it
    /// does not stall the suite).
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                           currentDirectory: URL? = nil, stdoutFile: String? = nil, timeout: TimeInterval = 300) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe(), err = Pipe()
        if let stdoutFile {
            process.standardOutput = FileHandle(forWritingAtPath: stdoutFile)
            try? out.fileHandleForWriting.close()
        } else {
            process.standardOutput = out
        }
        process.standardError = err
        try process.run()
        nonisolated(unsafe) var timedOut = false
        let watchdog = DispatchWorkItem {
            if process.isRunning {
                timedOut = true
                process.terminate()
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        // Read both pipes fully before waiting, so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = stdoutFile == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self), timedOut: timedOut)
    }
}
