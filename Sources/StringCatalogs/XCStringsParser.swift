import Foundation

/// The `.xcstrings` JSON format: string units, plural variations, `%#@name@` substitutions
/// and `shouldTranslate`, each source entry at the line of its key, each translation at the
/// line of its value.
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
        let (parsed, problems) = try parseEntries(bytes: bytes, file: file)
        if let first = problems.first { throw first }
        return parsed
    }

    /// As ``parse(bytes:file:)``, entry by entry: an entry whose JSON is valid but whose shape
    /// is not (a localization without a value, a plural form that is no object) is left out
    /// and returned as a problem at its line; the file's other entries are read. A JSON syntax
    /// error, or a file without `sourceLanguage` or `strings`, still fails the whole file.
    static func parseEntries(bytes: [UInt8], file: String) throws(CatalogError) -> (Parsed, problems: [CatalogError]) {
        // Each entry of "strings" is turned into values as it is read, so the JSON of a large
        // catalog is never held whole.
        var entries: [Entry] = []
        var problems: [CatalogError] = []
        let root = try JSONReader.parse(try TextDecoding.utf8(bytes, file: file), file: file, streaming: (key: "strings", each: { member throws(CatalogError) in
            do throws(CatalogError) {
                entries.append(try Entry(member, file: file))
            } catch {
                problems.append(error)
            }
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
                var string = CatalogString(key: entry.key, value: .text(entry.key), translatable: entry.translatable, location: location)
                if entry.stale { string.reviewState = "stale" }
                byLanguage[sourceLanguage, default: []].append(string)
            }
            for (language, value, state, line) in entry.values {
                // (A translation at its own line, where a reviewer edits it: a key's localizations span a hundred lines.)
                let at = language == sourceLanguage ? location : SourceLocation(file: file, line: line)
                var string = CatalogString(key: entry.key, value: value, translatable: entry.translatable, location: at)
                string.reviewState = language == sourceLanguage && entry.stale ? "stale" : state
                byLanguage[language, default: []].append(string)
            }
        }
        return ((sourceLanguage, byLanguage.keys.sorted().map { ($0, byLanguage[$0]!) }), problems)
    }

    /// One entry of `"strings"`: its values by language (sorted), read from its JSON.
    private struct Entry {
        let key: String
        let line: Int
        let translatable: Bool
        /// Each localization's value, review state and line: its string unit's `"value"`, or the localization's key.
        let values: [(language: String, value: CatalogValue, state: String?, line: Int)]
        /// Xcode no longer finds the key in the code.
        let stale: Bool

        init(_ member: JSONValue.Member, file: String) throws(CatalogError) {
            let key = member.key
            let fail = { (reason: String) in CatalogError.malformed(file: file, line: member.line, column: 1, key: key, reason: reason) }
            guard member.value.members != nil else { throw fail("entry is not an object") }
            var values: [(String, CatalogValue, String?, Int)] = []
            for localization in (member.value["localizations"]?.members ?? []).sorted(by: { $0.key < $1.key }) {
                guard localization.value.members != nil else { throw fail("localization \"\(localization.key)\" is not an object") }
                values.append((localization.key, try XCStringsParser.value(of: localization.value, substitutions: localization.value["substitutions"]?.members ?? [], fail: fail),
                               XCStringsParser.reviewState(of: localization.value),
                               localization.value["stringUnit"]?.members?.first { $0.key == "value" }?.line ?? localization.line))
            }
            (self.key, line, translatable, self.values) = (key, member.line, member.value["shouldTranslate"]?.bool ?? true, values)
            stale = member.value["extractionState"]?.string == "stale"
        }
    }

    /// A localization's value: a `stringUnit`; `variations.plural` of string units; or
    /// `variations.device` (the `other` device, else the first, as the value compared), each
    /// possibly nesting the other. `%#@name@` and `%1#@name@` substitutions are expanded: with
    /// one plural substitution the value is a plural (each form with that form substituted,
    /// `%arg` as `%<argNum>$<spec>`); further ones give their `other` form.
    static func value(of localization: JSONValue, substitutions: [JSONValue.Member],
                      fail: (String) -> CatalogError) throws(CatalogError) -> CatalogValue {
        if let unit = localization["stringUnit"], unit.members != nil {
            guard let text = unit["value"]?.string else { throw fail("stringUnit without a string \"value\"") }
            return try expand(text, substitutions: substitutions, fail: fail)
        }
        if let plural = localization["variations"]?["plural"]?.members {
            var forms: [String: String] = [:]
            for form in plural {
                guard form.value.members != nil else { throw fail("plural form \"\(form.key)\" is not an object") }
                // A form is a string unit, or varies by device in its turn: its display text.
                let value = try XCStringsParser.value(of: form.value, substitutions: substitutions, fail: fail)
                forms[form.key] = value.displayText
            }
            return .plural(forms)
        }
        if let devices = localization["variations"]?["device"]?.members, !devices.isEmpty {
            let chosen = devices.first { $0.key == "other" } ?? devices[0]
            guard chosen.value.members != nil else { throw fail("device variation \"\(chosen.key)\" is not an object") }
            return try XCStringsParser.value(of: chosen.value, substitutions: substitutions, fail: fail)
        }
        throw fail("localization has neither a stringUnit nor plural or device variations")
    }

    /// The review state Xcode asks action for (`needs_review`, `new`) of a localization's
    /// string units, nested variations included; `nil` when translated.
    static func reviewState(of localization: JSONValue) -> String? {
        if let state = localization["stringUnit"]?["state"]?.string { return ["needs_review", "new"].contains(state) ? state : nil }
        for kind in ["plural", "device"] {
            for member in localization["variations"]?[kind]?.members ?? [] {
                if let state = reviewState(of: member.value) { return state }
            }
        }
        return nil
    }

    /// `text` with its substitutions expanded (see ``value(of:substitutions:fail:)``).
    static func expand(_ text: String, substitutions: [JSONValue.Member], fail: (String) -> CatalogError) throws(CatalogError) -> CatalogValue {
        guard !substitutions.isEmpty, text.contains("#@") else { return .text(text) }
        var base = text
        var pluralForms: (name: String, forms: [String: String])?
        for substitution in substitutions {
            guard substitution.value.members != nil else { throw fail("substitution \"\(substitution.key)\" is not an object") }
            let argument = substitution.value["argNum"]?.integer ?? 1
            let specifier = substitution.value["formatSpecifier"]?.string ?? "@"
            let argumentSpelling = "%\(argument)$\(specifier)"
            var forms: [String: String] = [:]
            for form in substitution.value["variations"]?["plural"]?.members ?? [] {
                let value = form.value["stringUnit"]?["value"]?.string ?? form.value["variations"]?["device"]?["other"]?["stringUnit"]?["value"]?.string
                if let value { forms[form.key] = value.replacingOccurrences(of: "%arg", with: argumentSpelling) }
            }
            let other = forms["other"] ?? argumentSpelling
            // A variable with plural forms beyond `other` makes the value a plural.
            if pluralForms == nil, forms.keys.contains(where: { $0 != "other" }), references(substitution.key, in: base) {
                pluralForms = (substitution.key, forms)
            } else {
                base = replacingReferences(to: substitution.key, in: base, with: other)
            }
        }
        guard let (name, forms) = pluralForms else { return .text(base) }
        return .plural(forms.mapValues { replacingReferences(to: name, in: base, with: $0) })
    }

    /// Whether `text` refers to the variable `name` (`%#@name@` or positional `%2#@name@`).
    static func references(_ name: String, in text: String) -> Bool {
        replacingReferences(to: name, in: text, with: "") != text
    }

    /// `text` with every `%#@name@` and `%<n>#@name@` replaced by `replacement`.
    static func replacingReferences(to name: String, in text: String, with replacement: String) -> String {
        let marker = "#@\(name)@"
        guard text.contains(marker) else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: marker) {
            // Back to the `%`, over an optional position (`%1#@count@`).
            var start = range.lowerBound
            while start > rest.startIndex, rest[rest.index(before: start)].isASCII, rest[rest.index(before: start)].isNumber {
                start = rest.index(before: start)
            }
            if start > rest.startIndex, rest[rest.index(before: start)] == "%" {
                start = rest.index(before: start)
                result += rest[..<start] + replacement
            } else {
                result += rest[..<range.upperBound]
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
