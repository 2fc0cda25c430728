/// Adds synced localizations to an `.xcstrings` catalog, in place, as Xcode writes it: two
/// spaces of indentation, `" : "` between key and value, keys sorted (NSString order, UTF-16),
/// no newline at the end. Existing entries and localizations are never changed, and their
/// order is kept: a file Xcode wrote comes back byte for byte apart from what is added.
public enum XCStringsWriter {
    /// The review state of every synced string unit: translators see what a machine carried over.
    public static let reviewState = "needs_review"

    /// `existing` (an `.xcstrings` file's bytes, or `nil` to create one with `sourceLanguage`)
    /// with `entries` added; entries whose key and language exist already are left out.
    /// - Returns: the new bytes and how many localizations were added.
    public static func apply(_ entries: [CatalogSync.Entry], to existing: [UInt8]?, sourceLanguage: String,
                             file: String) throws(CatalogError) -> (bytes: [UInt8], added: Int) {
        var root: JSONValue
        if let existing {
            let body = existing.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(existing.dropFirst(3)) : existing
            root = try JSONReader.parse(try TextDecoding.utf8(body, file: file), file: file)
            guard root.members != nil, root["strings"]?.members != nil else {
                throw .malformed(file: file, line: 1, column: 1, key: nil, reason: "not a string catalog (no \"strings\" object)")
            }
        } else {
            root = .object([member("sourceLanguage", .string(sourceLanguage)), member("strings", .object([])), member("version", .string("1.0"))])
        }
        var strings = root["strings"]?.members ?? []
        var added = 0
        let byKey = Dictionary(grouping: entries, by: \.key)
        for key in byKey.keys.sorted(by: xcodeOrder) {
            guard let group = byKey[key] else { continue }
            var entry = strings.first(where: { $0.key == key })?.value.members
                ?? [member("extractionState", .string("manual"))] + (group.allSatisfy(\.translatable) ? [] : [member("shouldTranslate", .bool(false))])
            var localizations = entry.first(where: { $0.key == "localizations" })?.value.members ?? []
            let before = added
            for item in group where !localizations.contains(where: { $0.key == item.language }) {
                insert(member(item.language, localization(item.value)), into: &localizations)
                added += 1
            }
            // An entry that gains nothing is left as it was.
            guard added > before else { continue }
            replace(member("localizations", .object(localizations)), in: &entry)
            replace(member(key, .object(entry)), in: &strings)
        }
        if case let .object(members) = root {
            var top = members
            replace(member("strings", .object(strings)), in: &top)
            root = .object(top)
        }
        return (Array(serialize(root, indent: "").utf8), added)
    }

    // MARK: - Building

    /// A localization: a string unit, or plural variations (CLDR categories) of string units.
    static func localization(_ value: CatalogValue) -> JSONValue {
        let unit = { (text: String) in
            JSONValue.object([member("stringUnit", .object([member("state", .string(reviewState)), member("value", .string(text))]))])
        }
        switch value {
        case let .text(text):
            return unit(text)
        case let .plural(forms):
            let sorted = forms.keys.sorted(by: xcodeOrder).map { member($0, unit(forms[$0] ?? "")) }
            return .object([member("variations", .object([member("plural", .object(sorted))]))])
        case let .array(items):
            return unit(items.joined(separator: "\n"))
        }
    }

    private static func member(_ key: String, _ value: JSONValue) -> JSONValue.Member {
        JSONValue.Member(key: key, line: 0, value: value)
    }

    /// Inserts before the first member that sorts after it (a sorted list stays sorted; an
    /// unsorted one keeps its order).
    private static func insert(_ new: JSONValue.Member, into members: inout [JSONValue.Member]) {
        let index = members.firstIndex { xcodeOrder(new.key, $0.key) } ?? members.endIndex
        members.insert(new, at: index)
    }

    /// Replaces the member of the same key, or inserts it.
    private static func replace(_ new: JSONValue.Member, in members: inout [JSONValue.Member]) {
        if let index = members.firstIndex(where: { $0.key == new.key }) { members[index] = new } else { insert(new, into: &members) }
    }

    /// NSString's literal `compare:` (UTF-16 code units), which `.sortedKeys` uses.
    public static func xcodeOrder(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    // MARK: - Xcode's JSON

    /// `value` as Xcode writes it.
    static func serialize(_ value: JSONValue, indent: String) -> String {
        var out = ""
        write(value, indent: indent, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: String, to out: inout String) {
        switch value {
        case let .object(members):
            container(members, brackets: ("{", "}"), indent: indent, to: &out) { member, inner, out in
                writeString(member.key, to: &out)
                out += " : "
                write(member.value, indent: inner, to: &out)
            }
        case let .array(items):
            container(items, brackets: ("[", "]"), indent: indent, to: &out) { item, inner, out in write(item, indent: inner, to: &out) }
        case let .string(text): writeString(text, to: &out)
        case let .number(number):
            if let exact = Int(exactly: number) { out += String(exact) } else { out += String(number) }
        case let .bool(flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// An object or array: one item a line, two more spaces in; an empty one as `{\n\n}`.
    private static func container<Item>(_ items: [Item], brackets: (open: String, close: String), indent: String, to out: inout String,
                                        item write: (Item, String, inout String) -> Void) {
        guard !items.isEmpty else { out += brackets.open + "\n\n" + indent + brackets.close; return }
        out += brackets.open + "\n"
        let inner = indent + "  "
        for (index, item) in items.enumerated() {
            out += inner
            write(item, inner, &out)
            out += index == items.count - 1 ? "\n" : ",\n"
        }
        out += indent + brackets.close
    }

    /// A JSON string as Foundation writes it with `.withoutEscapingSlashes`.
    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            default:
                if scalar.value < 0x20 { out += AndroidEscaping.unicodeEscape(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        out += "\""
    }
}
