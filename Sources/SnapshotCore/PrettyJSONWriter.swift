import Foundation

/// Writes JSON straight into bytes, in the layout `JSONEncoder` gives with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (two-space indent, `"key" : value`,
/// an empty container as `[`, a blank line, `]`), with strings escaped by
/// ``OutputEscaping/appendJSONString(_:to:)``. No value tree, no `Encoder` boxes: a run
/// record of 1,540 rows took Foundation ~20 ms to encode on the main thread after the rows.
///
/// Callers write an object's members in sorted key order (UTF-8 byte order, as `JSONEncoder`
/// sorts); dictionaries are sorted here.
public struct PrettyJSONWriter {
    /// How strings are escaped.
    public enum Strings {
        /// ``OutputEscaping/appendJSONString(_:to:)``: also every scalar unsafe to display
        /// (bidi overrides, C1 controls) as `\uXXXX` — `run.json`, which reports read.
        case escapingUnsafeScalars
        /// As `JSONEncoder` writes them: `"`, `\` and C0 controls escaped, everything else raw
        /// (`catalog check --json`, whose consumers compare app text byte for byte).
        case asJSONEncoder
    }

    public private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the open container has a member already (it then needs a comma before the next).
    private var hasMember = false
    private let strings: Strings

    public init(capacity: Int = 4096, strings: Strings = .escapingUnsafeScalars) {
        bytes.reserveCapacity(capacity)
        self.strings = strings
    }

    /// A writer continuing an open container of another at `depth`, for a part of its elements.
    private init(strings: Strings, depth: Int, hasMember: Bool) {
        self.strings = strings
        self.depth = depth
        self.hasMember = hasMember
    }

    // MARK: - Containers

    /// An object whose members `body` writes with the `key`-taking methods.
    public mutating func object(_ body: (inout PrettyJSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// An array whose elements `body` writes, each after ``element()``.
    public mutating func array(_ body: (inout PrettyJSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// Starts the next element of an array.
    public mutating func element() {
        if hasMember { bytes.append(UInt8(ascii: ",")) }
        newline()
        hasMember = true
    }

    /// Starts an object member: its key; the value is written next.
    public mutating func key(_ name: String) {
        element()
        string(name)
        bytes += [0x20, UInt8(ascii: ":"), 0x20]
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        hasMember = false
    }

    private mutating func close(_ bracket: UInt8) {
        if !hasMember { bytes.append(0x0A) }
        depth -= 1
        newline()
        bytes.append(bracket)
        // The container is the member its parent was writing.
        hasMember = true
    }

    private mutating func newline() {
        bytes.append(0x0A)
        bytes += repeatElement(0x20, count: 2 * depth)
    }

    // MARK: - Values

    public mutating func string(_ value: String) {
        switch strings {
        case .escapingUnsafeScalars: OutputEscaping.appendJSONString(value, to: &bytes)
        case .asJSONEncoder: appendAsJSONEncoder(value)
        }
    }

    private mutating func appendAsJSONEncoder(_ text: String) {
        bytes.append(0x22)
        // Most texts need no escape: copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            bytes += text.utf8
            bytes.append(0x22)
            return
        }
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes += [0x5C, 0x22]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x08: bytes += [0x5C, UInt8(ascii: "b")]
            case 0x0C: bytes += [0x5C, UInt8(ascii: "f")]
            case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
            case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
            case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
            case 0x00...0x1F: bytes += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }

    public mutating func int(_ value: Int) { bytes += Array(String(value).utf8) }

    public mutating func bool(_ value: Bool) { bytes += Array((value ? "true" : "false").utf8) }

    /// As `JSONEncoder` writes a `Double`: the shortest digits that read back the same value,
    /// without a trailing `.0`. JSON has no NaN or infinity: those are written `null`.
    public mutating func double(_ value: Double) {
        guard value.isFinite else {
            bytes += Array("null".utf8)
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes += Array(text.utf8)
    }

    // MARK: - Members

    public mutating func member(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    public mutating func member(_ name: String, _ value: Int) {
        key(name)
        int(value)
    }

    /// Nothing for `nil`: an optional left out, as `JSONEncoder` leaves it.
    public mutating func member(_ name: String, _ value: String?) {
        if let value { member(name, value) }
    }

    public mutating func member(_ name: String, _ value: Int?) {
        if let value { member(name, value) }
    }

    public mutating func member(_ name: String, _ value: Double?) {
        guard let value else { return }
        key(name)
        double(value)
    }

    public mutating func member(_ name: String, _ values: [String]?) {
        member(name, values) { value, writer in writer.string(value) }
    }

    /// An array of values `write` writes (each one value); nothing for `nil`.
    public mutating func member<Element>(_ name: String, _ values: [Element]?, write: (Element, inout PrettyJSONWriter) -> Void) {
        guard let values else { return }
        key(name)
        array { writer in
            for value in values {
                writer.element()
                write(value, &writer)
            }
        }
    }

    /// ``member(_:_:write:)`` with the elements written in contiguous parts on every core and
    /// joined: the same bytes (a run record's 1,540 entries took ~7 ms on one core).
    /// `write` must only read shared state.
    public mutating func member<Element>(_ name: String, _ values: [Element]?, onEveryCore: Bool,
                                         write: (Element, inout PrettyJSONWriter) -> Void) {
        guard let values else { return }
        guard onEveryCore, values.count >= 128 else { return member(name, values, write: write) }
        key(name)
        open(UInt8(ascii: "["))
        let (strings, depth) = (self.strings, self.depth)
        let parts = Array(stride(from: 0, to: values.count, by: 64)).chunkedMap(minimumChunk: 1) { start in
            var part = PrettyJSONWriter(strings: strings, depth: depth, hasMember: start > 0)
            for value in values[start..<Swift.min(values.count, start + 64)] {
                part.element()
                write(value, &part)
            }
            return part.bytes
        }
        for part in parts { bytes += part }
        hasMember = true
        close(UInt8(ascii: "]"))
    }

    /// A dictionary of strings, its keys in UTF-8 byte order.
    public mutating func member(_ name: String, _ values: [String: String]?) {
        guard let values else { return }
        key(name)
        object { writer in
            for (key, value) in values.sorted(by: { Self.precedes($0.key, $1.key) }) {
                writer.member(key, value)
            }
        }
    }

    /// A dictionary of counts, its keys in UTF-8 byte order.
    public mutating func member(_ name: String, _ counts: [String: Int]) {
        key(name)
        object { writer in
            for (key, value) in counts.sorted(by: { Self.precedes($0.key, $1.key) }) {
                writer.member(key, value)
            }
        }
    }

    /// UTF-8 byte order, compared with `memcmp` (a run's 1,245 localized names are sorted
    /// for every `run.json`).
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }
}
