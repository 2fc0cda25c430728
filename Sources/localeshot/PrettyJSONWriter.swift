/// Writes JSON byte for byte as Foundation's `JSONEncoder` does with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (two-space indent, `"key" : value`,
/// `"` `\` and C0 controls escaped, `\u001f` in lower case, everything else raw), straight into
/// a byte buffer: no intermediate tree, no boxing (a report can hold 40,000 findings).
/// The caller writes an object's keys in sorted (UTF-8) order.
struct PrettyJSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open container: whether it has no member yet.
    private var empty: [Bool] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func openObject() { open(0x7B) }
    mutating func closeObject() { close(0x7D) }
    mutating func openArray() { open(0x5B) }
    mutating func closeArray() { close(0x5D) }

    /// The next member of the open object: its key, then write its value.
    mutating func key(_ name: String) {
        separate()
        string(name)
        bytes += [0x20, 0x3A, 0x20]
    }

    /// A member whose value is a string.
    mutating func member(_ name: String, _ text: String) {
        key(name)
        string(text)
    }

    /// Before the next element of the open array.
    mutating func element() { separate() }

    mutating func string(_ text: String) {
        bytes.append(0x22)
        // Most texts need no escape: copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            bytes += text.utf8
            bytes.append(0x22)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes += [0x5C, 0x22]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x08: bytes += [0x5C, 0x62]
            case 0x0C: bytes += [0x5C, 0x66]
            case 0x0A: bytes += [0x5C, 0x6E]
            case 0x0D: bytes += [0x5C, 0x72]
            case 0x09: bytes += [0x5C, 0x74]
            case 0x00...0x1F: bytes += [0x5C, 0x75, 0x30, 0x30, Self.hexDigit(byte >> 4), Self.hexDigit(byte & 0x0F)]
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }

    mutating func number(_ value: Int) { bytes += Array(String(value).utf8) }

    /// An object of string keys (sorted by their UTF-8 bytes) and numbers.
    mutating func counts(_ counts: [String: Int]) {
        openObject()
        for (name, count) in counts.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            key(name)
            number(count)
        }
        closeObject()
    }

    private mutating func open(_ bracket: UInt8) {
        bytes += [bracket, 0x0A]
        empty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        empty.removeLast()
        bytes.append(0x0A)
        indent()
        bytes.append(bracket)
    }

    private mutating func separate() {
        if empty[empty.count - 1] { empty[empty.count - 1] = false } else { bytes += [0x2C, 0x0A] }
        indent()
    }

    private mutating func indent() {
        for _ in 0..<empty.count { bytes += [0x20, 0x20] }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }
}
