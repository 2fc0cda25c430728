import Foundation
import SafeFiles
import SnapshotCore

/// Standard output and error through `write(2)`, never `FileHandle` (which traps on a write
/// error) or `print` (whose buffered errors are lost). A failed write is remembered, the
/// rest of that stream is skipped, and `main` turns it into exit 74 with one line.
///
/// Human-facing text is escaped here, at the sink, for the terminal: C0/C1 controls and bidi
/// overrides anywhere in a line (from a golden, a catalog, a file name) print as `\u{1B}`;
/// only the newlines and tabs of LocaleShot's own layout pass. Machine output (`--json`,
/// dumps written with ``write(bytes:)``) is written as given; ``control(_:)`` is the one
/// way to send a terminal control sequence (the progress line's own).
enum Console {
    nonisolated(unsafe) private static var failures: [Int32: Int32] = [:]
    private static let lock = NSLock()

    /// Writes a line to stdout.
    static func out(_ line: String) { write(OutputEscaping.terminal(line, keepNewlines: true) + "\n", to: STDOUT_FILENO) }

    /// Writes text (no newline added) to stdout.
    static func write(_ text: String) { write(OutputEscaping.terminal(text, keepNewlines: true), to: STDOUT_FILENO) }

    /// Writes bytes to stdout.
    static func write(bytes: [UInt8]) { write(bytes, to: STDOUT_FILENO) }

    /// Writes a line to stderr.
    static func err(_ line: String) { write(OutputEscaping.terminal(line, keepNewlines: true) + "\n", to: STDERR_FILENO) }

    /// Writes text (no newline added) to stderr.
    static func errWrite(_ text: String) { write(OutputEscaping.terminal(text, keepNewlines: true), to: STDERR_FILENO) }

    /// Writes LocaleShot's own terminal control sequence (the progress line's `\r`, `ESC[K`)
    /// to stderr, unescaped. Never pass text that came from outside.
    static func control(_ sequence: String) { write(sequence, to: STDERR_FILENO) }

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
