import Testing

/// A test argument described the same way on every run, for naming its snapshots.
///
/// A string is taken as it is; `testDescription` (Swift Testing's `CustomTestStringConvertible`) as given; any
/// other value is described with `String(describing:)` only when that cannot change between
/// runs: no `Dictionary` or `Set` anywhere inside (their order follows a per-process hash
/// seed), no `ObjectIdentifier`, no address (`0x7f…`) in the text.
enum StableDescription {
    /// The description of `value`.
    /// - Throws: ``SnapshotNaming/UnnamedError`` naming the description that is not stable.
    static func of(_ value: Any) throws(SnapshotNaming.UnnamedError) -> String {
        let mirror = Mirror(reflecting: value)
        // Swift Testing describes an optional by its wrapped value's description: judge that.
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first else { return "nil" }
            return try of(wrapped.value)
        }
        let text: String
        // A string names itself (its testDescription is quoted), as it always has.
        if let string = value as? any StringProtocol {
            text = String(string)
        } else if let described = value as? any CustomTestStringConvertible {
            text = described.testDescription
        } else {
            text = String(describing: value)
            var budget = 10_000
            if !isStable(value, depth: 12, budget: &budget) { throw SnapshotNaming.UnnamedError(unstable: text) }
        }
        if containsAddress(text) { throw SnapshotNaming.UnnamedError(unstable: text) }
        return text
    }

    /// Whether `value` holds no hash-ordered collection or identity, `depth` levels down
    /// (through stored properties, enum payloads, tuples, optionals and collections).
    static func isStable(_ value: Any, depth: Int, budget: inout Int) -> Bool {
        if value is ObjectIdentifier { return false }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { return false }
        guard depth > 0 else { return true }
        for child in mirror.children {
            budget -= 1
            guard budget > 0 else { return true }
            if !isStable(child.value, depth: depth - 1, budget: &budget) { return false }
        }
        return true
    }

    /// Whether `text` shows a memory address: `0x` and at least six hex digits.
    static func containsAddress(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "0"), bytes[index + 1] == UInt8(ascii: "x") || bytes[index + 1] == UInt8(ascii: "X") {
                var digits = 0
                var next = index + 2
                while next < bytes.count, isHexDigit(bytes[next]) {
                    digits += 1
                    next += 1
                }
                if digits >= 6 { return true }
            }
            index += 1
        }
        return false
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): return true
        default: return false
        }
    }
}
