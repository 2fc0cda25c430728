import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads Android string resources: `res/values[-qualifiers]/strings.xml`.
///
/// Supports `<string>`, `<plurals>`/`<item quantity>`, `<string-array>`/`<item>`,
/// `translatable="false"`, CDATA, inline markup (`<b>`, `<xliff:g>`; their text is kept), and
/// aapt's text rules: `\'` `\"` `\n` `\t` `\@` `\?` `\\` `\uXXXX` escapes, double quotes that
/// keep whitespace, whitespace collapsed elsewhere, and an unescaped apostrophe as an error.
public enum AndroidStringsReader {
    /// Reads every string resource file (`res/values*/*.xml` holding `<string>`, `<plurals>` or
    /// `<string-array>`, whatever its name) under `resources`: a `res/` folder, a module or a
    /// whole project, merged across modules as Android's resource merger does.
    public static func read(resources: URL, sourceLanguage: String) throws(CatalogError) -> PlatformCatalog {
        var skipped: [String] = []
        return try read(paths: [resources], sourceLanguage: sourceLanguage, skipped: &skipped)
    }

    /// As ``read(resources:sourceLanguage:)`` over several paths; `skipped` collects files
    /// left out and why (for `--verbose`).
    public static func read(paths: [URL], sourceLanguage: String, skipped: inout [String]) throws(CatalogError) -> PlatformCatalog {
        var catalog = PlatformCatalog(platform: .android, sourceLanguage: sourceLanguage)
        var found = false
        for root in paths {
            for file in try ProjectDiscovery.androidResources(under: root, skipped: &skipped) {
                let folder = file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
                guard let language = language(forValuesFolder: folder, sourceLanguage: sourceLanguage) else {
                    skipped.append("\(file.path): \(folder) is not a language qualifier")
                    continue
                }
                guard let data = try CatalogFile.read(file.path, in: file.root) else { continue }
                guard ProjectDiscovery.holdsStrings(data) else {
                    skipped.append("\(file.path): no <string>, <plurals> or <string-array>")
                    continue
                }
                found = true
                for string in try parse(data, file: file.path) {
                    try catalog.add(string, language: language, unit: file.unit)
                }
            }
        }
        guard found else { throw .noCatalog(path: paths.map(\.path).joined(separator: ", "), expected: "res/values*/*.xml with string resources") }
        return catalog
    }

    /// `values` → the source language; `values-it` → `it`; `values-pt-rBR` → `pt-BR`;
    /// `values-b+sr+Latn` → `sr-Latn`; Android's legacy codes to BCP 47 (`in` → `id`, `iw` →
    /// `he`, `ji` → `yi`); Chinese to the script Apple names (`zh` and `zh-rCN` → `zh-Hans`,
    /// `zh-rTW` → `zh-Hant-TW`, `zh-rHK` → `zh-Hant-HK`); other qualifiers (`values-night`,
    /// `values-v21`) → `nil`.
    public static func language(forValuesFolder name: String, sourceLanguage: String) -> String? {
        guard name.hasPrefix("values") else { return nil }
        if name == "values" { return sourceLanguage }
        let qualifiers = name.dropFirst("values-".count)
        guard name.hasPrefix("values-") else { return nil }
        if qualifiers.hasPrefix("b+") { return canonical(qualifiers.dropFirst(2).split(separator: "+").map(String.init)) }
        let parts = qualifiers.split(separator: "-")
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isLowercase }) else { return nil }
        if parts.count == 2, parts[1].hasPrefix("r"), parts[1].count == 3 { return canonical([String(language), String(parts[1].dropFirst())]) }
        return parts.count == 1 ? canonical([String(language)]) : nil
    }

    static let legacyLanguages = ["in": "id", "iw": "he", "ji": "yi"]

    /// Subtags as Apple and BCP 47 spell them.
    static func canonical(_ subtags: [String]) -> String {
        var subtags = subtags
        subtags[0] = legacyLanguages[subtags[0]] ?? subtags[0]
        if subtags[0] == "zh", subtags.count == 1 || subtags[1].count == 2 {
            let region = subtags.count > 1 ? subtags[1] : nil
            let script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
            subtags = ["zh", script] + (region.map { $0 == "CN" ? [] : [$0] } ?? [])
        }
        return subtags.joined(separator: "-")
    }

    /// Parses one `strings.xml`.
    public static func parse(_ data: Data, file: String) throws(CatalogError) -> [CatalogString] {
        let data = try XMLEntityGuard.checkedAndExpanded(data, file: file)
        let delegate = AndroidResourcesDelegate(file: file)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let error = delegate.error { throw error }
        guard ok else {
            throw .malformed(file: file, line: parser.lineNumber, column: parser.columnNumber, key: delegate.currentKey,
                             reason: parser.parserError.map { "XML error: \(($0 as NSError).code)" } ?? "XML error")
        }
        return delegate.strings
    }

    /// aapt's unescaping of a resource string's text.
    static func unescape(_ raw: String) throws(UnescapeError) -> String {
        var out = "", inQuotes = false, pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        func emit(_ text: String) {
            if pendingSpace && !out.isEmpty { out += " " }
            pendingSpace = false
            out += text
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                guard let next = scalars.next() else { throw .trailingBackslash }
                switch next {
                case "n": emit("\n")
                case "t": emit("\t")
                case "u":
                    var hex = ""
                    for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { throw .badUnicodeEscape(hex) }
                    emit(String(decoded))
                default: emit(String(next))  // \' \" \@ \? \\ and any other escaped character
                }
            case "\"":
                inQuotes.toggle()
            case "'" where !inQuotes:
                throw .unescapedApostrophe
            case " ", "\n", "\t", "\r":
                if inQuotes { emit(String(scalar)) } else { pendingSpace = true }
            default:
                emit(String(scalar))
            }
        }
        return out
    }

    enum UnescapeError: Error, CustomStringConvertible {
        case trailingBackslash, unescapedApostrophe, badUnicodeEscape(String)

        var description: String {
            switch self {
            case .trailingBackslash: return "text ends with a lone backslash"
            case .unescapedApostrophe: return "apostrophe not preceded by \\ (aapt refuses it): write \\' or quote the text"
            case let .badUnicodeEscape(hex): return "bad \\u escape \"\\u\(hex)\""
            }
        }
    }
}

/// SAX delegate collecting `<string>`, `<plurals>` and `<string-array>` with their lines.
final class AndroidResourcesDelegate: NSObject, XMLParserDelegate {
    let file: String
    private(set) var strings: [CatalogString] = []
    private(set) var error: CatalogError?

    private enum Kind { case string, plurals, array }
    private var kind: Kind?
    private var name = "", translatable = true, line = 0
    private var buffer: String?
    private var quantity: String?
    private var forms: [String: String] = [:]
    private var items: [String] = []

    var currentKey: String? { kind == nil ? nil : name }

    init(file: String) { self.file = file }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch (element, kind) {
        case ("string", nil), ("plurals", nil), ("string-array", nil):
            guard let value = attributes["name"], !value.isEmpty else {
                fail(parser, key: nil, "<\(element)> without a name attribute")
                return
            }
            kind = element == "string" ? .string : element == "plurals" ? .plurals : .array
            (name, translatable, line) = (value, attributes["translatable"] != "false", parser.lineNumber)
            (forms, items) = ([:], [])
            buffer = element == "string" ? "" : nil
        case ("item", .plurals?):
            guard let value = attributes["quantity"] else {
                fail(parser, key: name, "<item> in <plurals> without a quantity")
                return
            }
            quantity = value
            buffer = ""
        case ("item", .array?):
            buffer = ""
        default:
            break  // <resources>, inline markup inside a string: its text is collected
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        buffer? += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        buffer? += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard let current = kind, error == nil else { return }
        switch (element, current) {
        case ("item", .plurals):
            if let text = text(parser), let quantity { forms[quantity] = text }
            buffer = nil
        case ("item", .array):
            if let text = text(parser) { items.append(text) }
            buffer = nil
        case ("string", .string):
            if let text = text(parser) { finish(.text(text)) }
        case ("plurals", .plurals):
            finish(.plural(forms))
        case ("string-array", .array):
            finish(.array(items))
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil {
            fail(parser, key: currentKey, "XML is not well-formed (libxml2 error \((parseError as NSError).code))")
        }
    }

    private func text(_ parser: XMLParser) -> String? {
        do throws(AndroidStringsReader.UnescapeError) {
            return try AndroidStringsReader.unescape(buffer ?? "")
        } catch {
            fail(parser, key: name, error.description)
            return nil
        }
    }

    private func finish(_ value: CatalogValue) {
        strings.append(CatalogString(key: name, value: value, translatable: translatable, location: SourceLocation(file: file, line: line)))
        kind = nil
        buffer = nil
    }

    private func fail(_ parser: XMLParser, key: String?, _ reason: String) {
        error = .malformed(file: file, line: parser.lineNumber, column: parser.columnNumber, key: key, reason: reason)
        parser.abortParsing()
    }
}
