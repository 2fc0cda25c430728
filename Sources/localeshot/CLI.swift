import Foundation
import SafeFiles
import Raster
import StringCatalogs
import SnapshotCore
import Typesetting

/// Exit codes (BSD sysexits where they apply): one code per condition, the same in every
/// command, documented in the README's table.
enum ExitCode {
    /// Success: every snapshot matches, no finding.
    static let ok: Int32 = 0
    /// The check ran and failed: a snapshot differs or is missing, catalog findings.
    static let mismatch: Int32 = 1
    /// The command line is wrong: unknown option, bad value, an unsafe output path.
    static let usage: Int32 = 64
    /// An input exists but cannot be used: unreadable (permission), not a regular file (a
    /// link, FIFO, device), too large, corrupt or malformed; a row that cannot be rendered.
    static let dataError: Int32 = 65
    /// A named input does not exist.
    static let noInput: Int32 = 66
    /// An output cannot be created (permission, a file where a folder belongs).
    static let cannotCreate: Int32 = 73
    /// Writing failed part-way (disk full, an I/O error, standard output on `/dev/full`).
    static let ioError: Int32 = 74
    /// The artifacts folder is in use by another localeshot run: try again when it ends.
    static let inUse: Int32 = 75

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
        case let error as FileAccessError: return of(error)
        case let error as ArtifactFolderError:
            switch error {
            case .overlaps, .notLocaleShots: return usage
            case .inUse: return inUse
            case .cannotPrepare: return cannotCreate
            }
        case let error as CatalogError:
            switch error {
            case let .unreadable(_, reason): return isMissing(reason) ? noInput : dataError
            case .noCatalog: return noInput
            case .malformed, .duplicateKey, .readDifferently: return dataError
            }
        case is PNGError, is ImageError: return dataError
        case let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile: return noInput
        default: return ioError
        }
    }

    /// The file layer's errors: a missing file is 66, any other unusable input 65, an output
    /// that cannot be created 73, a write that failed part-way 74.
    static func of(_ error: FileAccessError) -> Int32 {
        switch error {
        case let .unreadable(_, reason): return isMissing(reason) ? noInput : dataError
        case .notRegularFile, .tooLarge, .unsafePath: return dataError
        case let .cannotWrite(_, reason), let .cannotCreateFolder(_, reason):
            return [ENOSPC, EIO, EDQUOT, EFBIG].map(FileReading.reason).contains(reason) ? ioError : cannotCreate
        }
    }

    /// Whether a reason says the file is not there.
    static func isMissing(_ reason: String) -> Bool {
        reason == FileReading.reason(ENOENT) || reason.hasPrefix("no such")
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
    /// Writes a file the user named; its folder must exist (a typo never creates folders)
    /// unless `createsFolder` (a file inside an output folder the user named: `render --out DIR`).
    static func write(_ bytes: [UInt8], to path: String, createsFolder: Bool = false) throws {
        try GoldenStore.writeFile(bytes, to: URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL, createsFolder: createsFolder)
    }
}
