import Foundation

/// The `.xcstrings` JSON format: string units, plural variations, `%#@name@` substitutions
/// and `shouldTranslate`, each entry at the line of its key.
public enum XCStringsParser {
    /// The catalog's source language, and its strings by language (languages and keys sorted).
    public typealias Parsed = (sourceLanguage: String, strings: [(language: String, strings: [CatalogString])])

    /// Parses one `.xcstrings` file (UTF-8, with or without a byte-order mark).
    /// - Throws: ``CatalogError/malformed(file:line:column:key:reason:)`` naming the line and,
    ///   past the JSON syntax, the key.
    public static func parse(_ data: Data, file: String) throws(CatalogError) -> Parsed {
        try parse(bytes: [UInt8](data), file: file)
    }

    static func parse(bytes: [UInt8], file: String) throws(CatalogError) -> Parsed {
        // Each entry of "strings" is turned into values as it is read, so the JSON of a large
        // catalog is never held whole.
        var entries: [Entry] = []
        let root = try JSONReader.parse(try TextDecoding.utf8(bytes, file: file), file: file, streaming: (key: "strings", each: { member throws(CatalogError) in
            entries.append(try Entry(member, file: file))
        }))
        func malformed(_ reason: String) -> CatalogError { .malformed(file: file, line: 1, column: 1, key: nil, reason: reason) }
        guard root.members != nil else { throw malformed("the top level is not a JSON object") }
        guard let sourceLanguage = root["sourceLanguage"]?.string else { throw malformed("no \"sourceLanguage\"") }
        guard root["strings"]?.members != nil else { throw malformed("no \"strings\" object") }
        var byLanguage: [String: [CatalogString]] = [:]
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            let location = SourceLocation(file: file, line: entry.line)
            if !entry.values.contains(where: { $0.language == sourceLanguage }) {
                // Xcode's convention: an entry without a source localization shows its key.
                byLanguage[sourceLanguage, default: []].append(CatalogString(key: entry.key, value: .text(entry.key), translatable: entry.translatable, location: location))
            }
            for (language, value) in entry.values {
                byLanguage[language, default: []].append(CatalogString(key: entry.key, value: value, translatable: entry.translatable, location: location))
            }
        }
        return (sourceLanguage, byLanguage.keys.sorted().map { ($0, byLanguage[$0]!) })
    }

    /// One entry of `"strings"`: its values by language (sorted), read from its JSON.
    private struct Entry {
        let key: String
        let line: Int
        let translatable: Bool
        let values: [(language: String, value: CatalogValue)]

        init(_ member: JSONValue.Member, file: String) throws(CatalogError) {
            let key = member.key
            let fail = { (reason: String) in CatalogError.malformed(file: file, line: member.line, column: 1, key: key, reason: reason) }
            guard member.value.members != nil else { throw fail("entry is not an object") }
            var values: [(String, CatalogValue)] = []
            for localization in (member.value["localizations"]?.members ?? []).sorted(by: { $0.key < $1.key }) {
                guard localization.value.members != nil else { throw fail("localization \"\(localization.key)\" is not an object") }
                values.append((localization.key, try XCStringsParser.value(of: localization.value, substitutions: localization.value["substitutions"]?.members ?? [], fail: fail)))
            }
            (self.key, line, translatable, self.values) = (key, member.line, member.value["shouldTranslate"]?.bool ?? true, values)
        }
    }

    /// A localization's value: a `stringUnit`, or `variations.plural` of string units, with
    /// `%#@name@` substitutions expanded (their `other` form, `%arg` as `%<argNum>$<spec>`).
    static func value(of localization: JSONValue, substitutions: [JSONValue.Member],
                      fail: (String) -> CatalogError) throws(CatalogError) -> CatalogValue {
        if let unit = localization["stringUnit"], unit.members != nil {
            guard let text = unit["value"]?.string else { throw fail("stringUnit without a string \"value\"") }
            return .text(try expand(text, substitutions: substitutions, fail: fail))
        }
        if let plural = localization["variations"]?["plural"]?.members {
            var forms: [String: String] = [:]
            for form in plural {
                guard let text = form.value["stringUnit"]?["value"]?.string else {
                    throw fail("plural form \"\(form.key)\" has no stringUnit value")
                }
                forms[form.key] = try expand(text, substitutions: substitutions, fail: fail)
            }
            return .plural(forms)
        }
        throw fail("localization has neither a stringUnit nor plural variations")
    }

    static func expand(_ text: String, substitutions: [JSONValue.Member], fail: (String) -> CatalogError) throws(CatalogError) -> String {
        var result = text
        for substitution in substitutions {
            guard substitution.value.members != nil else { throw fail("substitution \"\(substitution.key)\" is not an object") }
            let argument = substitution.value["argNum"]?.integer ?? 1
            let specifier = substitution.value["formatSpecifier"]?.string ?? "@"
            let other = substitution.value["variations"]?["plural"]?["other"]?["stringUnit"]?["value"]?.string ?? "%arg"
            result = result.replacingOccurrences(of: "%#@\(substitution.key)@",
                                                 with: other.replacingOccurrences(of: "%arg", with: "%\(argument)$\(specifier)"))
        }
        return result
    }
}
