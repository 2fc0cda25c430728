import Foundation
import SafeFiles
import Raster
import StringCatalogs
import SnapshotCore
import Typesetting

/// Exit codes (BSD sysexits where they apply).
enum ExitCode {
    static let ok: Int32 = 0
    static let mismatch: Int32 = 1
    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let cannotCreate: Int32 = 73
    static let ioError: Int32 = 74

    /// The exit code for an error that ended a command.
    static func of(_ error: Error) -> Int32 {
        switch error {
        case is UsageError: return usage
        case let error as InputError: return error.exitCode
        case let error as TypesettingError:
            switch error {
            case .manifestMissing, .fontMissing, .userFontMissing: return noInput
            default: return dataError
            }
        case let error as GoldenStoreError:
            switch error {
            case .unreadable: return ioError
            case .cannotWrite, .cannotCreateFolder: return cannotCreate
            case .notRegularFile, .tooLarge, .unsafePath: return dataError
            }
        case let error as ArtifactFolderError:
            switch error {
            case .overlaps, .notLocaleShots: return usage
            case .inUse, .cannotPrepare: return cannotCreate
            }
        case let error as CatalogError:
            switch error {
            case .unreadable, .noCatalog: return noInput
            case .malformed, .duplicateKey: return dataError
            }
        case is PNGError, is ImageError: return dataError
        case let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile: return noInput
        default: return ioError
        }
    }
}

/// A usage error: one line on stderr, exit 64.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Parsed `--flag value` / `--switch` options of one subcommand.
struct Options {
    private(set) var values: [String: String] = [:]
    private(set) var switches: Set<String> = []
    private(set) var positional: [String] = []
    /// Values of options that may be given more than once, in order.
    private(set) var lists: [String: [String]] = [:]

    /// Parses `arguments` given which options take a value and which are switches. Anything
    /// that looks like an option (`-j`, `--bogus`) and is not one is refused, and so is an
    /// option given twice: nothing the user typed is silently ignored.
    init(_ arguments: [String], valued: Set<String>, switches known: Set<String>, repeatable: Set<String> = []) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if repeatable.contains(argument) {
                guard index + 1 < arguments.count else { throw UsageError(message: "\(argument) needs a value") }
                lists[argument, default: []].append(arguments[index + 1])
                index += 2
            } else if valued.contains(argument) {
                guard index + 1 < arguments.count else { throw UsageError(message: "\(argument) needs a value") }
                guard values[argument] == nil else { throw UsageError(message: "\(argument) is given twice") }
                values[argument] = arguments[index + 1]
                index += 2
            } else if known.contains(argument) {
                guard !switches.contains(argument) else { throw UsageError(message: "\(argument) is given twice") }
                switches.insert(argument)
                index += 1
            } else if argument.hasPrefix("-") && argument.count > 1 {
                throw UsageError(message: "unknown option \(argument) (see --help)")
            } else {
                positional.append(argument)
                index += 1
            }
        }
    }

    subscript(_ name: String) -> String? { values[name] }
    /// Every value of a repeatable option.
    func all(_ name: String) -> [String] { lists[name] ?? [] }
    func has(_ name: String) -> Bool { switches.contains(name) }

    /// The value of `name` as a number > 0; `nil` when the option is absent.
    func positiveInteger(_ name: String) throws(UsageError) -> Int? {
        guard let value = values[name] else { return nil }
        guard let number = Int(value), number > 0 else { throw UsageError(message: "\(name) must be a positive number, not \(value)") }
        return number
    }
}

enum CLI {
    /// Prints one line to stderr.
    static func fail(_ message: String) {
        let oneLine = message.split(separator: "\n").joined(separator: " — ")
        Console.err("localeshot: " + oneLine)
    }

    /// One line for any error: ours describe themselves; a Foundation error becomes
    /// "path: reason" instead of its `NSCocoaErrorDomain Code=…` dump.
    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        guard error is CocoaError || nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else {
            return "\(error)"
        }
        let path = (nsError.userInfo[NSFilePathErrorKey] as? String) ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
        return (path.map { "\($0): " } ?? "") + FileReading.reason(of: error)
    }

    /// Prints to stderr without a prefix (progress, human output in `--json` mode).
    static func note(_ text: String) {
        Console.err(text)
    }

    /// The current folder: package-relative defaults resolve against it.
    static var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

    /// Writes bytes to a path (atomically), creating folders.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try GoldenStore.writeFile(bytes, to: URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL)
    }
}
