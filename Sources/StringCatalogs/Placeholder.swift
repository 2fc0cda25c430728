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
    /// An integer with printf's space flag (`% d` before a space or at the end: " 5"), valid
    /// in Java and C; `% d` before a letter ("50% de") stays prose.
    var spaceFlag = false

    public var description: String { spelling }

    /// A placeholder of `actual` whose conversion is the source's in the other letter case
    /// (`%1$S` for `%1$s`: Java upper-cases the argument, "RAPPORT.PDF"; `%X` for `%x`), described.
    public static func caseChanged(expected: [Placeholder], actual: [Placeholder]) -> String? {
        // By position, looked up once each (a hostile text holds 50,000 placeholders).
        let sources = byPosition(expected)
        for placeholder in actual {
            guard let source = sources[placeholder.position], source.kind == placeholder.kind,
                  let written = placeholder.spelling.unicodeScalars.last, let meant = source.spelling.unicodeScalars.last,
                  written != meant, String(written).lowercased() == String(meant).lowercased() else { continue }
            return "\(placeholder.spelling) is the source's \(source.spelling) in \(written.properties.isUppercase ? "upper" : "lower") case: "
                + (written.properties.isUppercase ? "it upper-cases its argument" : "it no longer upper-cases its argument")
        }
        return nil
    }

    /// Placeholders by their position, the first of each (a hostile text holds 50,000: each
    /// looked up once).
    static func byPosition(_ placeholders: [Placeholder]) -> [Int: Placeholder] {
        Dictionary(placeholders.map { ($0.position, $0) }) { first, _ in first }
    }

    /// A placeholder of `actual` written with printf's space flag where the source's at its
    /// position has none (`% ld` for `%ld`: ownCloud's French "Importation de l'élément %ld de
    /// % ld", a space typed into the placeholder), described: it prints the number with a space
    /// before it, or swallows the number where a tool reads `% ` as prose.
    public static func spaceFlagAdded(expected: [Placeholder], actual: [Placeholder]) -> String? {
        let sources = byPosition(expected)
        for placeholder in actual where placeholder.spaceFlag {
            guard let source = sources[placeholder.position], !source.spaceFlag, source.kind == placeholder.kind else { continue }
            return "\(placeholder.spelling) is the source's \(source.spelling) with a space after the %: a space typed into the placeholder "
                + "(printf's space flag prints the number after a space)"
        }
        return nil
    }

    /// Arguments the source numbers (`%1$@ … %2$@`) written unnumbered (`%@ … %@`), described:
    /// unnumbered arguments take their values in the source's order whatever the words around
    /// them say, so a translator who moved them swapped their values (Home Assistant's Italian
    /// "Tocca %@ volte l'angolo %@" for "Tap the %1$@ corner %2$@ times": the corner is counted).
    /// No translation of the seven corpus apps drops the numbers of a numbered source.
    public static func numbersDropped(expected: [Placeholder], actual: [Placeholder]) -> String? {
        guard expected.count >= 2, actual.count == expected.count, expected.allSatisfy(\.explicit), !actual.contains(where: \.explicit),
              Set(expected.map(\.position)).count == expected.count else { return nil }
        return "the source numbers its arguments (\(expected.map(\.spelling).joined(separator: ", "))), here unnumbered "
            + "(\(actual.map(\.spelling).joined(separator: ", "))): they take their values in the source's order whatever the words around them say "
            + "(where the sentence was reordered, the values are swapped)"
    }

    /// A placeholder of `actual` written as the source's numbered one at its position without
    /// the `$` (`%1@` for `%1$@`: Element X's French "Verrouillez %1@…"), described: printf reads
    /// the number as a field width and takes the argument by order, so in a sentence whose
    /// arguments were reordered the values are swapped.
    public static func positionLost(expected: [Placeholder], actual: [Placeholder]) -> String? {
        let sources = byPosition(expected)
        for placeholder in actual where !placeholder.explicit {
            let digits = placeholder.spelling.utf8.dropFirst().prefix { $0 >= 0x30 && $0 <= 0x39 }
            guard !digits.isEmpty, let number = Int(String(decoding: digits, as: UTF8.self)), let source = sources[number], source.explicit,
                  source.spelling == "%\(number)$" + placeholder.spelling.dropFirst(1 + digits.count) else { continue }
            return "\(placeholder.spelling) is the source's \(source.spelling) without its $: \(number) is read as a field width, "
                + "and the argument is taken by its order, not by its number"
        }
        return nil
    }

    /// A number placeholder of `actual` whose precision differs from the source's at its
    /// position, described: Wikipedia's German `%3$,2f` for `%3$.2f` (a decimal comma typed
    /// for the point: Java reads a grouping flag and a width, and prints six decimals).
    public static func precisionChanged(expected: [Placeholder], actual: [Placeholder]) -> String? {
        guard actual.contains(where: { $0.kind == .float }) else { return nil }
        let sources = byPosition(expected)
        for placeholder in actual where placeholder.kind == .float {
            guard let source = sources[placeholder.position], source.kind == .float, let meant = source.precision,
                  placeholder.precision != meant else { continue }
            let shown = placeholder.precision.map { "\($0) decimals" } ?? "6 decimals (printf's default)"
            return "\(placeholder.spelling) drops the precision of the source's \(source.spelling): the number shows with \(shown), not \(meant)"
        }
        return nil
    }

    /// The digits after the point of a placeholder's precision (`2` in `%3$.2f`), or `nil`.
    var precision: String? {
        guard let point = spelling.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let digits = spelling.utf8[spelling.utf8.index(after: point)...].prefix { $0 >= 0x30 && $0 <= 0x39 }
        return String(decoding: digits, as: UTF8.self)
    }

    /// An integer placeholder of `actual` that reads 32 bits where the source's at its position
    /// reads 64 (`%d` for `%ld`), described: on Apple a 64-bit `Int` read as 32 bits shows wrong
    /// values past 2,147,483,647. The other way (`%lld` for `%d`) reads a Swift `Int` whole.
    public static func lengthChanged(expected: [Placeholder], actual: [Placeholder]) -> String? {
        let sources = byPosition(expected)
        for placeholder in actual where placeholder.kind == .integer && !placeholder.is64Bit {
            guard let source = sources[placeholder.position], source.kind == .integer, source.is64Bit else { continue }
            return "\(placeholder.spelling) reads 32 bits of the argument the source's \(source.spelling) formats as a 64-bit integer "
                + "(large values show wrong)"
        }
        return nil
    }

    /// Whether an integer placeholder reads a 64-bit argument on Apple's 64-bit platforms: its
    /// length modifier (`l` in `%1$ld`, `ll`, `q`, `z`, `t`, `j`; none and `h` read 32 bits or fewer).
    var is64Bit: Bool {
        let modifier = spelling.utf8.dropLast().reversed().prefix { Self.lengthModifiers.contains($0) }
        return modifier.contains { "lqztj".utf8.contains($0) }
    }

    /// Every placeholder in `text` (`%%` is a literal percent sign).
    /// A `%` followed by a space flag (`100% guaranteed`, `50% de`) is prose, not a placeholder:
    /// format strings of apps never use the space flag (``SpecifierCheck`` names the
    /// malformed ones, `% @`).
    public static func all(in text: String) -> [Placeholder] {
        scan(text).compactMap { if case let .placeholder(placeholder, _) = $0, !placeholder.isProse { placeholder } else { nil } }
    }

    /// Written with a space flag (`% g` in "100% guaranteed"), or a `-` flag without the width
    /// it needs (`%-o` in Hungarian "100%-osan"; Java throws on it).
    var isProse: Bool {
        // By bytes: Foundation's String.contains(_:) is a locale-aware search per placeholder.
        let bytes = spelling.utf8
        guard !bytes.contains(UInt8(ascii: " ")) else { return !spaceFlag }
        guard let dash = bytes.firstIndex(of: UInt8(ascii: "-")) else { return false }
        return !bytes[dash...].contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// What follows a `%` in a format string.
    enum Token {
        /// A placeholder and where it is in the text's UTF-8 bytes.
        case placeholder(Placeholder, Range<Int>)
        /// A `%` that starts no placeholder: the scalar where a conversion was expected
        /// (`n` in `%n`, `!` in `5%!`), `nil` at the end of the text.
        case unparsed(Unicode.Scalar?)
    }

    /// Every `%` of `text` but `%%`, in order, as a placeholder or not. Reads UTF-8 bytes (the
    /// syntax is ASCII); a text without `%` costs one pass and no allocation.
    static func scan(_ text: String) -> [Token] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [Token] = []
            var implied = 0, index = 0
            let percent = UInt8(ascii: "%")
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            while index < bytes.count {
                guard bytes[index] == percent else { index += 1; continue }
                var cursor = index + 1
                if cursor < bytes.count, bytes[cursor] == percent { index = cursor + 1; continue }
                var number = 0, digits = 0
                while cursor < bytes.count, isDigit(bytes[cursor]) {
                    number = min(number * 10 + Int(bytes[cursor] - UInt8(ascii: "0")), 1 << 32)
                    digits += 1
                    cursor += 1
                }
                var position: Int?
                if digits > 0, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") {
                    position = number
                    cursor += 1
                } else {
                    cursor = index + 1
                }
                while cursor < bytes.count, Self.flags.contains(bytes[cursor]) { cursor += 1 }
                while cursor < bytes.count, isDigit(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
                while cursor < bytes.count, Self.lengthModifiers.contains(bytes[cursor]) { cursor += 1 }
                guard cursor < bytes.count, bytes[cursor] < 0x80, let kind = kind(of: Unicode.Scalar(bytes[cursor])) else {
                    result.append(.unparsed(cursor < bytes.count ? Self.scalar(startingAt: cursor, in: bytes) : nil))
                    index += 1
                    continue
                }
                let spelling = String(decoding: UnsafeBufferPointer(rebasing: bytes[index...cursor]), as: UTF8.self)
                if position == nil { implied += 1 }
                var placeholder = Placeholder(position: position ?? implied, explicit: position != nil, kind: kind, spelling: spelling)
                // `% d` then a space, punctuation or the end: the space flag, not prose.
                let next = cursor + 1 < bytes.count ? bytes[cursor + 1] : UInt8(ascii: " ")
                placeholder.spaceFlag = kind == .integer && Self.hasSpaceFlagOnly(UnsafeBufferPointer(rebasing: bytes[index...cursor]))
                    && (next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || Self.spaceFlagFollowers.contains(next))
                result.append(.placeholder(placeholder, index..<(cursor + 1)))
                index = cursor + 1
            }
            return result
        }
    }

    /// What may follow a space-flagged integer (`% d`) for it to be one: punctuation, no letter
    /// and no apostrophe ("50% d'entre eux" is prose).
    private static let spaceFlagFollowers = Set(".,;:!?)]}\t".utf8)

    /// `%[n$] d`, `%[n$] ld`: one space flag, no other flag, width or precision.
    private static func hasSpaceFlagOnly(_ spelling: UnsafeBufferPointer<UInt8>) -> Bool {
        var rest = spelling.dropFirst().drop { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") || $0 == UInt8(ascii: "$") }
        guard rest.first == UInt8(ascii: " ") else { return false }
        rest = rest.dropFirst()
        return rest.allSatisfy { lengthModifiers.contains($0) || $0 == UInt8(ascii: "d") || $0 == UInt8(ascii: "i") }
    }

    /// printf's flags, with Java's `,` (grouping: `%,d`) and `(` (negative in parentheses).
    private static let flags = Set("-+ #0',(".utf8)
    /// C's length modifiers; `j` and `t` are left out: apps never format intmax_t or
    /// ptrdiff_t, and "%-tal" is Swedish.
    private static let lengthModifiers = Set("hlqLz".utf8)

    /// The scalar whose UTF-8 encoding starts at `index`.
    private static func scalar(startingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self).unicodeScalars.first
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

    /// A sample value for rendering, by kind and argument position, so that arguments in
    /// another order show in the image ("Ada vs Bo" against "Bo vs Ada").
    public var sample: String {
        let samples: [String]
        switch kind {
        case .object: samples = ["Ada", "Bo", "Cleo", "Dev", "Eun", "Fay"]
        case .integer: samples = ["3", "42", "7", "128", "5", "61"]
        case .float: samples = ["2.5", "0.75", "9.1", "12.25", "3.3", "6.5"]
        case .character: samples = ["x", "y", "z", "u", "v", "w"]
        case .pointer: samples = ["0x1", "0x2", "0x3", "0x4", "0x5", "0x6"]
        }
        return samples[max(0, position - 1) % samples.count]
    }

    /// `text` with every placeholder replaced by its sample value and `%%` by `%`.
    public static func fillingSamples(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var cursor = 0
        func literal(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                output.append(bytes[index])
                // `%%` is one percent sign (the scanner never splits a pair across a placeholder).
                index += bytes[index] == UInt8(ascii: "%") && index + 1 < range.upperBound && bytes[index + 1] == UInt8(ascii: "%") ? 2 : 1
            }
        }
        for case let .placeholder(placeholder, range) in scan(text) {
            literal(cursor..<range.lowerBound)
            output += placeholder.sample.utf8
            cursor = range.upperBound
        }
        literal(cursor..<bytes.count)
        return String(decoding: output, as: UTF8.self)
    }
}

/// How two lists of placeholders disagree.
public enum PlaceholderMismatch: Equatable, Sendable, CustomStringConvertible {
    case count(expected: Int, actual: Int)
    case kind(position: Int, expected: Placeholder.Kind, actual: Placeholder.Kind)
    /// As many placeholders as the source, one of its arguments never shown (another written twice).
    case lostArgument(position: Int)
    /// An argument the source does not have (its arguments: `sourcePositions`).
    case unknownArgument(position: Int, sourcePositions: [Int])
    /// The same kinds in another order, without positions to say which is which.
    case order(expected: [Placeholder.Kind], actual: [Placeholder.Kind])

    /// Compares `actual` against `expected` by position; `nil` when they agree.
    public static func between(expected: [Placeholder], actual: [Placeholder]) -> PlaceholderMismatch? {
        guard expected.count == actual.count else { return .count(expected: expected.count, actual: actual.count) }
        // The common case: the same arguments in the same order.
        if zip(expected, actual).allSatisfy({ $0.position == $1.position && $0.kind == $1.kind }) { return nil }
        let byPosition = { (list: [Placeholder]) in Dictionary(list.map { ($0.position, $0.kind) }) { first, _ in first } }
        let a = byPosition(expected), b = byPosition(actual)
        for position in a.keys.sorted() where a[position] != b[position] {
            let sequenceA = expected.map(\.kind), sequenceB = actual.map(\.kind)
            if !(expected + actual).contains(where: \.explicit), sequenceA.sorted(by: { $0.rawValue < $1.rawValue }) == sequenceB.sorted(by: { $0.rawValue < $1.rawValue }) {
                return .order(expected: sequenceA, actual: sequenceB)
            }
            guard let found = b[position] else { return .lostArgument(position: position) }
            return .kind(position: position, expected: a[position]!, actual: found)
        }
        // Every argument of the source is here, and one more (Bitwarden's Italian "%2$s" for the
        // source's second "%1$s": the code passes no second value).
        if let extra = b.keys.sorted().first(where: { a[$0] == nil }) {
            return .unknownArgument(position: extra, sourcePositions: a.keys.sorted())
        }
        return nil
    }

    public var description: String {
        switch self {
        case let .count(expected, actual): return "\(expected) placeholder(s) expected, \(actual) found"
        case let .kind(position, expected, actual): return "argument \(position) is \(expected.rawValue) in the source, \(actual.rawValue) here"
        case let .lostArgument(position):
            return "argument \(position) of the source is never shown here (another argument written in its place: its value is lost)"
        case let .unknownArgument(position, sourcePositions):
            return "argument \(position) is none of the source's (\(sourcePositions.map(String.init).joined(separator: ", "))): the code passes no value for it "
                + "(Java throws MissingFormatArgumentException; Apple reads memory it was not given)"
        case let .order(expected, actual):
            return "placeholders in another order without positions (\(expected.map(\.rawValue).joined(separator: ", ")) → \(actual.map(\.rawValue).joined(separator: ", "))); use %1$… %2$…"
        }
    }
}
