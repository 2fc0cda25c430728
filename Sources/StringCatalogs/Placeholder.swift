/// A printf-style placeholder, normalized across Android (`%1$s`, `%d`) and Apple (`%1$@`, `%lld`).
public struct Placeholder: Hashable, Sendable, CustomStringConvertible {
    /// What the placeholder formats; syntaxes that mean the same map to one kind.
    public enum Kind: String, Sendable {
        /// `%s`, `%@` (and `%S`).
        case object
        /// `%d %i %u %x %o` with any length modifier (`%ld`, `%lld`, `%hhd`).
        case integer
        /// `%f %e %g %a`.
        case float
        /// `%c` (`%C`).
        case character
        case pointer
    }

    /// 1-based argument position: explicit (`%2$s`) or by order of appearance.
    public let position: Int
    /// Whether the position was written (`%2$s`) rather than implied.
    public let explicit: Bool
    public let kind: Kind
    /// The placeholder as written.
    public let spelling: String

    public var description: String { spelling }

    /// Every placeholder in `text` (`%%` is a literal percent sign).
    public static func all(in text: String) -> [Placeholder] {
        scan(text).compactMap { if case let .placeholder(placeholder) = $0 { placeholder } else { nil } }
    }

    /// What follows a `%` in a format string.
    enum Token {
        case placeholder(Placeholder)
        /// A `%` that starts no placeholder: the scalar where a conversion was expected
        /// (`n` in `%n`, `!` in `5%!`), `nil` at the end of the text.
        case unparsed(Unicode.Scalar?)
    }

    /// Every `%` of `text` but `%%`, in order, as a placeholder or not.
    static func scan(_ text: String) -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var result: [Token] = []
        var implied = 0, index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" { index = cursor + 1; continue }
            var digits = ""
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { digits.unicodeScalars.append(scalars[cursor]); cursor += 1 }
            var position: Int?
            if cursor < scalars.count, scalars[cursor] == "$", let number = Int(digits) {
                position = number
                cursor += 1
            } else {
                cursor = index + 1
            }
            while cursor < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "." { cursor += 1 }
            while cursor < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            guard cursor < scalars.count, let kind = kind(of: scalars[cursor]) else {
                result.append(.unparsed(cursor < scalars.count ? scalars[cursor] : nil))
                index += 1
                continue
            }
            let spelling = String(String.UnicodeScalarView(scalars[index...cursor]))
            if position == nil { implied += 1 }
            result.append(.placeholder(Placeholder(position: position ?? implied, explicit: position != nil, kind: kind, spelling: spelling)))
            index = cursor + 1
        }
        return result
    }

    static func kind(of conversion: Unicode.Scalar) -> Kind? {
        switch conversion {
        case "s", "S", "@": return .object
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": return .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": return .float
        case "c", "C": return .character
        case "p": return .pointer
        default: return nil
        }
    }

    /// A sample value for rendering: "Ada", 3, 2.5, "x".
    public var sample: String {
        switch kind {
        case .object: return "Ada"
        case .integer: return "3"
        case .float: return "2.5"
        case .character: return "x"
        case .pointer: return "0x1"
        }
    }

    /// `text` with every placeholder replaced by its sample value and `%%` by `%`.
    public static func fillingSamples(_ text: String) -> String {
        var result = text
        for placeholder in all(in: text).sorted(by: { $0.spelling.count > $1.spelling.count }) {
            result = result.replacingOccurrences(of: placeholder.spelling, with: placeholder.sample)
        }
        return result.replacingOccurrences(of: "%%", with: "%")
    }
}

/// How two lists of placeholders disagree.
public enum PlaceholderMismatch: Equatable, Sendable, CustomStringConvertible {
    case count(expected: Int, actual: Int)
    case kind(position: Int, expected: Placeholder.Kind, actual: Placeholder.Kind)
    /// The same kinds in another order, without positions to say which is which.
    case order(expected: [Placeholder.Kind], actual: [Placeholder.Kind])

    /// Compares `actual` against `expected` by position; `nil` when they agree.
    public static func between(expected: [Placeholder], actual: [Placeholder]) -> PlaceholderMismatch? {
        guard expected.count == actual.count else { return .count(expected: expected.count, actual: actual.count) }
        let byPosition = { (list: [Placeholder]) in Dictionary(list.map { ($0.position, $0.kind) }) { first, _ in first } }
        let a = byPosition(expected), b = byPosition(actual)
        for position in a.keys.sorted() where a[position] != b[position] {
            let sequenceA = expected.map(\.kind), sequenceB = actual.map(\.kind)
            if !(expected + actual).contains(where: \.explicit), sequenceA.sorted(by: { $0.rawValue < $1.rawValue }) == sequenceB.sorted(by: { $0.rawValue < $1.rawValue }) {
                return .order(expected: sequenceA, actual: sequenceB)
            }
            guard let found = b[position] else { return .count(expected: expected.count, actual: actual.count) }
            return .kind(position: position, expected: a[position]!, actual: found)
        }
        return nil
    }

    public var description: String {
        switch self {
        case let .count(expected, actual): return "\(expected) placeholder(s) expected, \(actual) found"
        case let .kind(position, expected, actual): return "argument \(position) is \(expected.rawValue) in the source, \(actual.rawValue) here"
        case let .order(expected, actual):
            return "placeholders in another order without positions (\(expected.map(\.rawValue).joined(separator: ", ")) → \(actual.map(\.rawValue).joined(separator: ", "))); use %1$… %2$…"
        }
    }
}
