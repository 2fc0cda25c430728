import Foundation
import SafeFiles

/// Standard output and error through `write(2)`, never `FileHandle` (which traps on a write
/// error) or `print` (whose buffered errors are lost). A failed write is remembered, the
/// rest of that stream is skipped, and `main` turns it into exit 74 with one line.
enum Console {
    nonisolated(unsafe) private static var failures: [Int32: Int32] = [:]
    private static let lock = NSLock()

    /// Writes a line to stdout.
    static func out(_ line: String) { write(line + "\n", to: STDOUT_FILENO) }

    /// Writes text (no newline added) to stdout.
    static func write(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Writes bytes to stdout.
    static func write(bytes: [UInt8]) { write(bytes, to: STDOUT_FILENO) }

    /// Writes a line to stderr.
    static func err(_ line: String) { write(line + "\n", to: STDERR_FILENO) }

    /// Writes text (no newline added) to stderr.
    static func errWrite(_ text: String) { write(text, to: STDERR_FILENO) }

    /// The reason the first failed write to stdout or stderr failed, if one did.
    static var failure: (stream: String, reason: String)? {
        lock.lock()
        defer { lock.unlock() }
        if let code = failures[STDOUT_FILENO] { return ("standard output", String(cString: strerror(code))) }
        if let code = failures[STDERR_FILENO] { return ("standard error", String(cString: strerror(code))) }
        return nil
    }

    private static func write(_ text: String, to descriptor: Int32) { write(Array(text.utf8), to: descriptor) }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        lock.lock()
        defer { lock.unlock() }
        guard failures[descriptor] == nil else { return }
        if let code = FileReading.writeAll(bytes, to: descriptor) { failures[descriptor] = code }
    }
}
