/// A small pull reader for the XML of Android value resources, on UTF-8 bytes: elements and
/// attributes, text with character and entity references, CDATA, comments, processing
/// instructions and a DOCTYPE (whose plain internal entities ``XMLEntityGuard`` vetted and
/// passes in). What is not well-formed — a tag closed by another, a tag never closed, a bare
/// `<` or `&`, an unknown entity, text or a second element outside the root — is an error
/// with file, line and column. No file, network or nested entity is ever resolved.
///
/// It replaces Foundation's `XMLParser`, whose per-callback bridging made reading a project
/// of 2,400 resource files most of a second.
struct ResourceXMLReader {
    enum Event: Equatable {
        /// A start tag (a self-closing one is followed by its ``end(_:)``).
        case start(name: String, attributes: [Attribute], line: Int)
        case end(String)
        /// Character data with its references decoded, or a CDATA section as written.
        case text(String)
        case endOfDocument
    }

    /// An attribute as written (a list, not a dictionary: elements have two or three).
    struct Attribute: Equatable {
        let name: String
        let value: String
    }

    /// The file's bytes, borrowed for the reader's lifetime (no bounds checks or reference
    /// counting per byte; see ``read(_:file:entities:_:)``).
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let entities: [String: String]
    private var index = 0
    /// The 1-based line of ``index``.
    private(set) var line = 1
    private var lineStart = 0
    private var openElements: [String] = []
    private var closingSelf: String?
    private var sawRoot = false

    private init(utf8 bytes: UnsafeBufferPointer<UInt8>, file: String, entities: [String: String]) {
        self.bytes = bytes
        self.file = file
        self.entities = entities
    }

    /// Runs `body` with a reader over `bytes` (valid UTF-8).
    static func read<Result>(_ bytes: [UInt8], file: String, entities: [String: String],
                             _ body: (inout ResourceXMLReader) throws(CatalogError) -> Result) throws(CatalogError) -> Result {
        try bytes.withUnsafeBufferPointer { buffer throws(CatalogError) -> Result in
            var reader = ResourceXMLReader(utf8: buffer, file: file, entities: entities)
            return try body(&reader)
        }
    }

    /// The 1-based column (in bytes) of the reading position.
    var column: Int { index - lineStart + 1 }

    func error(_ reason: String, key: String? = nil) -> CatalogError {
        .malformed(file: file, line: line, column: column, key: key, reason: reason)
    }

    mutating func next() throws(CatalogError) -> Event {
        if let name = closingSelf {
            closingSelf = nil
            openElements.removeLast()
            return .end(name)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let text = try characterData()
                if openElements.isEmpty {
                    guard text.utf8.allSatisfy(Self.isSpace) else { throw error("text outside the root element") }
                    continue
                }
                return .text(text)
            }
            let second = index + 1 < bytes.count ? bytes[index + 1] : 0
            if second != UInt8(ascii: "!") && second != UInt8(ascii: "?") && second != UInt8(ascii: "/") {
                return try startTag()
            } else if hasPrefix("<!--") {
                try skip(past: "-->", what: "comment")
            } else if hasPrefix("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if hasPrefix("<![CDATA[") {
                guard !openElements.isEmpty else { throw error("CDATA outside the root element") }
                advance(by: 9)
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                return .text(String(decoding: bytes[start..<(index - 3)], as: UTF8.self))
            } else if hasPrefix("<!DOCTYPE") {
                guard !sawRoot else { throw error("DOCTYPE after the root element") }
                try skipDoctype()
            } else if hasPrefix("</") {
                advance(by: 2)
                let name = readName()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw error("end tag </\(name)> not closed by >") }
                advance(by: 1)
                guard let open = openElements.last else { throw error("end tag </\(name)> without a start tag") }
                guard open == name else { throw error("</\(name)> closes <\(open)>") }
                openElements.removeLast()
                return .end(name)
            } else {
                return try startTag()
            }
        }
        if let open = openElements.last { throw error("<\(open)> is never closed") }
        guard sawRoot else { throw error("no root element") }
        return .endOfDocument
    }

    // MARK: - Markup

    private mutating func startTag() throws(CatalogError) -> Event {
        let tagLine = line
        advance(by: 1)
        let name = readName()
        guard !name.isEmpty else { throw error("\"<\" that starts no tag (write &lt;)") }
        if openElements.isEmpty {
            guard !sawRoot else { throw error("a second root element <\(name)>") }
            sawRoot = true
        }
        var attributes: [Attribute] = []
        // Names seen, for the duplicate check once a tag has more than a handful of
        // attributes: comparing each with every other was quadratic.
        var names: Set<String> = []
        while true {
            let spaced = skipSpace()
            guard index < bytes.count else { throw error("<\(name)> not closed before the end of the file") }
            if bytes[index] == UInt8(ascii: ">") {
                advance(by: 1)
                break
            }
            if hasPrefix("/>") {
                advance(by: 2)
                closingSelf = name
                break
            }
            let attribute = readName()
            guard spaced, !attribute.isEmpty else { throw error("unexpected \"\(Character(Unicode.Scalar(bytes[index])))\" in <\(name)>") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw error("attribute \(attribute) without a value") }
            advance(by: 1)
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error("attribute \(attribute) value not quoted")
            }
            let value = try attributeValue(quote: bytes[index])
            if attributes.count == Self.attributesComparedInPlace { names = Set(attributes.map(\.name)) }
            let repeated = attributes.count < Self.attributesComparedInPlace ? attributes.contains { $0.name == attribute }
                : !names.insert(attribute).inserted
            guard !repeated else { throw error("attribute \(attribute) given twice") }
            attributes.append(Attribute(name: attribute, value: value))
        }
        openElements.append(name)
        return .start(name: name, attributes: attributes, line: tagLine)
    }

    /// Up to this many attributes a tag's duplicate check is a scan (real tags have two or
    /// three); beyond it, a set.
    static let attributesComparedInPlace = 8

    private mutating func attributeValue(quote: UInt8) throws(CatalogError) -> String {
        advance(by: 1)
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "<"): throw error("\"<\" in an attribute value")
            case UInt8(ascii: "&"): value += try reference()
            default: append(&value)
            }
        }
        guard index < bytes.count else { throw error("attribute value not closed before the end of the file") }
        advance(by: 1)
        return String(decoding: value, as: UTF8.self)
    }

    /// Text up to the next `<`, references decoded; plain runs are copied at once.
    private mutating func characterData() throws(CatalogError) -> String {
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "&") {
                text += try reference()
                continue
            }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") {
                if bytes[index] < 0x20 {
                    if bytes[index] == 0x0A {
                        line += 1
                        lineStart = index + 1
                    } else if bytes[index] != 0x09, bytes[index] != 0x0D {
                        throw error(Self.forbiddenCharacter(UInt32(bytes[index])))
                    }
                }
                index += 1
            }
            if text.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "<") {
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            text += bytes[start..<index]
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;`, `&#…;`, `&#x…;` or a vetted internal entity.
    private mutating func reference() throws(CatalogError) -> [UInt8] {
        let start = index + 1
        var end = start
        while end < bytes.count, end - start <= 64, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start else { throw error("\"&\" that starts no reference (write &amp;)") }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        let replacement: String
        switch name {
        case "lt": replacement = "<"
        case "gt": replacement = ">"
        case "amp": replacement = "&"
        case "quot": replacement = "\""
        case "apos": replacement = "'"
        default:
            if name.hasPrefix("#") {
                let hex = name.hasPrefix("#x")
                guard let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value), value != 0 else {
                    throw error("bad character reference &\(name);")
                }
                guard value >= 0x20 || [0x09, 0x0A, 0x0D].contains(value), value != 0xFFFE, value != 0xFFFF else {
                    throw error("&\(name); is " + Self.forbiddenCharacter(value))
                }
                replacement = String(scalar)
            } else {
                guard let value = entities[name] else { throw error("unknown entity &\(name);") }
                replacement = value
            }
        }
        advance(by: end + 1 - index)
        return Array(replacement.utf8)
    }

    private mutating func skipDoctype() throws(CatalogError) {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                advance(by: 1)
                return
            default: break
            }
            advance(by: 1)
        }
        throw error("DOCTYPE not closed before the end of the file")
    }

    // MARK: - Bytes

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { prefixBytes in
            (0..<count).allSatisfy { bytes[index + $0] == prefixBytes[$0] }
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips spaces; whether there were any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { advance(by: 1) }
        return index > start
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(CatalogError) {
        let (startLine, startColumn) = (line, column)
        while index < bytes.count {
            if hasPrefix(terminator) {
                advance(by: terminator.utf8CodeUnitCount)
                return
            }
            advance(by: 1)
        }
        throw .malformed(file: file, line: startLine, column: startColumn, key: nil, reason: "\(what) not closed before the end of the file")
    }

    /// A character XML 1.0 does not allow (a control character other than tab and line ends,
    /// U+FFFE, U+FFFF), named: aapt2's parser refuses the file.
    static func forbiddenCharacter(_ value: UInt32) -> String {
        CodePoint.written(value) + ", a character XML does not allow (aapt2 refuses the file; a Word line break is U+000B)"
    }

    private mutating func append(_ output: inout [UInt8]) {
        output.append(bytes[index])
        advance(by: 1)
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }
}
