/// Why a catalog could not be read. Every case names the file and, where known, line and key.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// The XML, JSON or `.strings` syntax is broken.
    case malformed(file: String, line: Int, column: Int, key: String?, reason: String)
    case duplicateKey(file: String, line: Int, key: String, firstDefinedAt: String)
    /// The platform's own reader takes the file differently from what its text shows (Apple's
    /// stops at a stray byte-order mark before a key); the text is still read as written.
    case readDifferently(file: String, line: Int, key: String?, reason: String)
    /// A folder holds no catalog the reader knows.
    case noCatalog(path: String, expected: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot read: \(reason)"
        case let .malformed(file, line, column, key, reason):
            return "\(file):\(line):\(column): " + (key.map { "key \"\($0)\": " } ?? "") + reason
        case let .readDifferently(file, line, key, reason):
            return "\(file):\(line): " + (key.map { "key \"\($0)\": " } ?? "") + reason
        case let .duplicateKey(file, line, key, first): return "\(file):\(line): key \"\(key)\" defined twice (first at \(first))"
        case let .noCatalog(path, expected): return "\(path): no \(expected) found"
        }
    }
}
