/// What an Xcode project (`project.pbxproj`, an old-style property list) bundles: the paths of
/// the files and folders its targets' build phases hold, resolved through the project's groups.
///
/// Only what is needed to tell which copy of a string table an app ships is read; anything the
/// reader does not understand (a malformed file, a path outside the project's folder, a
/// reference cycle) is left out, never an error: the order of tables is a preference.
enum XcodeProjectFile {
    /// The paths (relative to the folder the project file was found under) of everything a
    /// build file of the project refers to; a localized (variant) group stands for each of
    /// its language files. `projectFile`: the `project.pbxproj` path relative to that folder.
    static func bundledPaths(_ data: [UInt8], projectFile: String) -> Set<String> {
        var parser = OldStylePlistParser(data)
        guard case let .dictionary(document)? = parser.parse(),
              case let .dictionary(objects)? = document["objects"],
              case let .string(rootID)? = document["rootObject"],
              case let .dictionary(project)? = objects[rootID],
              case let .string(mainGroup)? = project["mainGroup"] else { return [] }
        // The folder holding `X.xcodeproj`: `<group>` paths of the main group start there.
        let projectFolder = Array(projectFile.split(separator: "/").dropLast(2).map(String.init))
        var paths: [String: [String]] = [:]
        var visited: Set<String> = []
        func resolve(_ id: String, parent: [String], depth: Int) {
            guard depth < 64, visited.insert(id).inserted, case let .dictionary(object)? = objects[id] else { return }
            let base: [String]
            switch object["sourceTree"] {
            case .string("<group>")?, nil: base = parent
            case .string("SOURCE_ROOT")?: base = projectFolder
            default: return  // absolute, SDK or build products: never a table of this checkout
            }
            guard let full = Self.joined(base, object["path"]) else { return }
            paths[id] = full
            if case let .array(children)? = object["children"] {
                for case let .string(child) in children { resolve(child, parent: full, depth: depth + 1) }
            }
        }
        resolve(mainGroup, parent: projectFolder, depth: 0)
        var bundled: Set<String> = []
        for case let .dictionary(object) in objects.values {
            guard case .string("PBXBuildFile")? = object["isa"], case let .string(reference)? = object["fileRef"] else { continue }
            // A localized group is its language files (it has no path of its own); a file or a
            // folder reference is itself.
            if case let .dictionary(group)? = objects[reference], case let .array(children)? = group["children"] {
                for case let .string(child) in children { if let path = paths[child] { bundled.insert(path.joined(separator: "/")) } }
            } else if let path = paths[reference] {
                bundled.insert(path.joined(separator: "/"))
            }
        }
        bundled.remove("")
        return bundled
    }

    /// `base` followed by `path` (`.` and `..` resolved), or `nil` when it leaves the folder
    /// the project was found under.
    static func joined(_ base: [String], _ path: PlistValue?) -> [String]? {
        guard case let .string(text)? = path else { return base }
        guard !text.hasPrefix("/") else { return nil }
        var parts = base
        for part in text.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts
    }
}

/// A value of an old-style (OpenStep) property list.
enum PlistValue: Equatable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])
}

/// Reads an old-style property list (`{ key = value; }`, `( a, b )`, quoted or bare strings,
/// `/* */` and `//` comments); `nil` for anything malformed or nested deeper than 32 levels.
struct OldStylePlistParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() -> PlistValue? {
        // An `// !$*UTF8*$!` first line is a comment like any other.
        value(depth: 0)
    }

    private mutating func value(depth: Int) -> PlistValue? {
        guard depth < 32, let byte = nextSignificant() else { return nil }
        switch byte {
        case UInt8(ascii: "{"):
            index += 1
            var dictionary: [String: PlistValue] = [:]
            while true {
                guard let next = nextSignificant() else { return nil }
                if next == UInt8(ascii: "}") { index += 1; return .dictionary(dictionary) }
                guard case let .string(key)? = string(), expect("="), let item = value(depth: depth + 1), expect(";") else { return nil }
                dictionary[key] = item
            }
        case UInt8(ascii: "("):
            index += 1
            var array: [PlistValue] = []
            while true {
                guard let next = nextSignificant() else { return nil }
                if next == UInt8(ascii: ")") { index += 1; return .array(array) }
                guard let item = value(depth: depth + 1) else { return nil }
                array.append(item)
                guard let separator = nextSignificant() else { return nil }
                if separator == UInt8(ascii: ",") { index += 1 } else if separator != UInt8(ascii: ")") { return nil }
            }
        default:
            return string()
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) -> Bool {
        guard nextSignificant() == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// A quoted string (with `\` escapes) or a bare one.
    private mutating func string() -> PlistValue? {
        guard let first = nextSignificant() else { return nil }
        if first == UInt8(ascii: "\"") {
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    text.append(bytes[index] == UInt8(ascii: "n") ? UInt8(ascii: "\n") : bytes[index])
                } else {
                    text.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return .string(String(decoding: text, as: UTF8.self))
        }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        return index > start ? .string(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="),
             UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: "\t"),
             UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return false
        default:
            return true
        }
    }

    /// The next byte that is neither white space nor inside a comment (`index` moved to it).
    private mutating func nextSignificant() -> UInt8? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                guard let end = bytes[(index + 2)...].firstRange(of: "*/".utf8) else { index = bytes.count; return nil }
                index = end.upperBound
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return byte
            }
        }
        return nil
    }
}
