import Foundation

/// Legacy `.stringsdict` plural rules: a property list of keys, each with a
/// `NSStringLocalizedFormatKey` (`%#@count@ left`) and its variables' plural forms. A key
/// becomes a plural value whose forms are the format with the first variable's form
/// substituted — what a user sees — so it compares with Android's `<plurals>`; further
/// variables (`%#@files@ in %#@folders@`) get their `other` form, so their placeholders count.
public enum StringsDictParser {
    public static func parse(_ data: Data, file: String) throws(CatalogError) -> [CatalogString] {
        try parseEntries(data, file: file).strings
    }

    /// As ``parse(_:file:)``, with the entries left out for a defect of their own: a plural
    /// variable whose `NSStringFormatValueTypeKey` is no number's (`@` beside `%1$d miembros`:
    /// iOS reads the count as an object).
    public static func parseEntries(_ data: Data, file: String) throws(CatalogError) -> (strings: [CatalogString], refused: [CatalogError]) {
        let root: Any
        do { root = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw .malformed(file: file, line: 1, column: 1, key: nil, reason: "not a property list (\((error as NSError).localizedDescription))")
        }
        guard let entries = root as? [String: Any] else {
            throw .malformed(file: file, line: 1, column: 1, key: nil, reason: "the top level is not a dictionary")
        }
        let keyLines = Self.keyLines([UInt8](data), file: file)
        var strings: [CatalogString] = [], refused: [CatalogError] = []
        for key in entries.keys.sorted() {
            let location = SourceLocation(file: file, line: keyLines[key] ?? 1)
            guard let entry = entries[key] as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
                continue  // not a localized format (iOS ignores it too)
            }
            let variables = Self.variables(in: format)
            guard let variable = variables.first, let rule = entry[variable] as? [String: Any],
                  rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                // A plural rule the format never names (Element X's German "%1$d Mitglieder" for
                // "%#@COUNT@"; a variable renamed on one side): iOS shows the format as written.
                let rules = entry.filter { ($0.value as? [String: Any])?["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" }.keys.sorted()
                // (A positional reference, `%1$#@count@`, names one too.)
                if let unused = rules.first(where: { !variables.contains($0) }),
                   variables.isEmpty ? !format.contains("#@") : variables.allSatisfy({ entry[$0] == nil }) {
                    refused.append(.readDifferently(file: file, line: location.line, key: key, reason: variables.first.map {
                        "NSStringLocalizedFormatKey \"\(format)\" names the variable \($0), which the entry does not define (its plural rule is \(unused)): iOS shows the format as written"
                    } ?? "NSStringLocalizedFormatKey \"\(format)\" names no variable, so iOS never reads the plural rule \(unused): every count shows this one text"))
                }
                strings.append(CatalogString(key: key, value: .text(format), location: location))
                continue
            }
            // A plural rule selects by a number: a value type of another kind reads the count wrong.
            if let valueType = rule["NSStringFormatValueTypeKey"] as? String, let conversion = valueType.unicodeScalars.last,
               let read = Placeholder.kind(of: conversion), read != .integer, read != .float {
                refused.append(.malformed(file: file, line: location.line, column: 1, key: key,
                                          reason: "NSStringFormatValueTypeKey \"\(valueType)\" reads the count (\(variable)) as \(read.rawValue == "object" ? "an object" : "a " + read.rawValue), "
                                              + "but a plural rule selects by a number (d, ld, f…): iOS reads the wrong type"))
                continue
            }
            // The other variables as their `other` form (or left as written when they have none).
            var rest = format
            for other in variables.dropFirst() {
                guard let form = (entry[other] as? [String: Any])?["other"] as? String else { continue }
                rest = rest.replacingOccurrences(of: "%#@\(other)@", with: form)
            }
            var forms: [String: String] = [:]
            for quantity in ["zero", "one", "two", "few", "many", "other"] {
                guard let form = rule[quantity] as? String else { continue }
                forms[quantity] = rest.replacingOccurrences(of: "%#@\(variable)@", with: form)
            }
            // A plural without `other` is read as it is: the plural check reports it (missingPluralForm).
            strings.append(CatalogString(key: key, value: .plural(forms), location: location))
        }
        return (strings, refused)
    }

    /// The line of each `<key>` of the top-level `<dict>`, read in one pass with the resource
    /// XML reader (which decodes `&amp;` and character references in keys). A file that is
    /// not valid XML gives the lines read so far: the property list parser has accepted it.
    static func keyLines(_ bytes: [UInt8], file: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        guard let utf8 = try? TextDecoding.utf8(bytes, file: file) else { return lines }
        try? ResourceXMLReader.read(utf8, file: file, entities: [:]) { reader throws(CatalogError) in
            var depth = 0
            var key: (line: Int, text: String)?
            while true {
                switch try reader.next() {
                case .endOfDocument:
                    return
                case let .start(name, _, line):
                    if name == "dict" { depth += 1 } else if name == "key", depth == 1 { key = (line, "") }
                case let .text(text):
                    key?.text += text
                case let .end(name):
                    if name == "dict" { depth -= 1 }
                    if name == "key", let (line, text) = key {
                        if lines[text] == nil { lines[text] = line }
                        key = nil
                    }
                }
            }
        }
        return lines
    }

    /// The `%#@name@` variables of a format, in order.
    static func variables(in format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let start = rest.range(of: "%#@") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "@") else { break }
            names.append(String(after[..<end]))
            rest = after[after.index(after: end)...]
        }
        return names
    }
}
