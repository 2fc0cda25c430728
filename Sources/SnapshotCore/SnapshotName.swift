/// Why a snapshot, suite or locale name was refused as a path component.
public enum SnapshotNameError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(String, limit: Int)
    case forbiddenCharacter(String, character: String)
    case dotPrefixed(String)

    public var description: String {
        switch self {
        case .empty: return "snapshot name is empty"
        case let .tooLong(name, limit): return "snapshot name \"\(name.prefix(40))…\" is longer than \(limit) characters"
        case let .forbiddenCharacter(name, character):
            return "snapshot name \"\(name.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\" contains \(character); "
                + "allowed: A–Z a–z 0–9 . _ - (not first: .)"
        case let .dotPrefixed(name): return "snapshot name \"\(name)\" starts with \".\" (hidden files and .. are refused)"
        }
    }
}

/// A validated path component under `Snapshots/`: a suite, locale or snapshot name.
///
/// **Safe set**: ASCII letters, digits, `.`, `_` and `-`, 1–100 characters, not starting
/// with `.`. So `/`, `\`, `..`, NUL, spaces and non-ASCII are refused, and a name can never
/// resolve outside its folder.
public struct SnapshotName: Hashable, Sendable, CustomStringConvertible {
    public static let maxLength = 100
    public let value: String

    public init(_ value: String) throws(SnapshotNameError) {
        guard !value.isEmpty else { throw .empty }
        guard value.unicodeScalars.count <= Self.maxLength else { throw .tooLong(value, limit: Self.maxLength) }
        for scalar in value.unicodeScalars where !Self.isAllowed(scalar) {
            let named: String
            switch scalar {
            case "/": named = "a slash"
            case "\\": named = "a backslash"
            case "\0": named = "a NUL byte"
            case " ": named = "a space"
            default: named = "U+" + String(scalar.value, radix: 16, uppercase: true)
            }
            throw .forbiddenCharacter(value, character: named)
        }
        guard !value.hasPrefix(".") else { throw .dotPrefixed(value) }
        self.value = value
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": return true
        default: return false
        }
    }

    public var description: String { value }
}
