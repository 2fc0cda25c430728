import Foundation

/// Exit codes (BSD sysexits where they apply).
enum ExitCode {
    static let ok: Int32 = 0
    static let mismatch: Int32 = 1
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let cannotCreate: Int32 = 73
    static let ioError: Int32 = 74
}

/// A usage error: one line on stderr, exit 64.
struct UsageError: Error {
    let message: String
}

/// Parsed `--flag value` / `--switch` options of one subcommand.
struct Options {
    private(set) var values: [String: String] = [:]
    private(set) var switches: Set<String> = []
    private(set) var positional: [String] = []

    /// Parses `arguments` given which options take a value and which are switches.
    init(_ arguments: [String], valued: Set<String>, switches known: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valued.contains(argument) {
                guard index + 1 < arguments.count else { throw UsageError(message: "\(argument) needs a value") }
                values[argument] = arguments[index + 1]
                index += 2
            } else if known.contains(argument) {
                switches.insert(argument)
                index += 1
            } else if argument.hasPrefix("--") {
                throw UsageError(message: "unknown option \(argument)")
            } else {
                positional.append(argument)
                index += 1
            }
        }
    }

    subscript(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { switches.contains(name) }
}

enum CLI {
    /// Prints one line to stderr.
    static func fail(_ message: String) {
        FileHandle.standardError.write(Data(("localeshot: " + message + "\n").utf8))
    }
}
