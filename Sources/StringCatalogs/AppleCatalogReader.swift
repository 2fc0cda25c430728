import Foundation

/// Reads Apple string catalogs: `*.xcstrings` (JSON: localizations, `stringUnit` states,
/// plural variations, substitutions) and legacy `<language>.lproj/*.strings`.
public enum AppleCatalogReader {
    /// Reads every `*.xcstrings` and `*.lproj/*.strings` below `folder` (a project root, an
    /// `.lproj` parent or an `.xcstrings` file). The source language is the catalog's
    /// `sourceLanguage`, else `defaultSourceLanguage`. Tables stay apart: a key in two tables
    /// is merged (the first is used; different values are a conflicting definition).
    public static func read(folder: URL, defaultSourceLanguage: String) throws(CatalogError) -> PlatformCatalog {
        var skipped: [String] = []
        return try read(paths: [folder], defaultSourceLanguage: defaultSourceLanguage, skipped: &skipped)
    }

    /// As ``read(folder:defaultSourceLanguage:)`` over several paths; `skipped` collects files
    /// left out and why.
    public static func read(paths: [URL], defaultSourceLanguage: String, skipped: inout [String]) throws(CatalogError) -> PlatformCatalog {
        var files: [ProjectDiscovery.File] = []
        for root in paths { files += try ProjectDiscovery.appleCatalogs(under: root, skipped: &skipped) }
        // Every file parsed on every core; then placed in order.
        let contents = try files.concurrentMap { file throws(CatalogError) -> ParsedFile in
            let data = try Self.contents(file.path, in: file.root)
            if file.path.hasSuffix(".xcstrings") { return .catalog(try XCStringsParser.parse(Data(data), file: file.path)) }
            return .table(file.path.hasSuffix(".stringsdict") ? try StringsDictParser.parse(Data(data), file: file.path)
                                                               : try StringsFileParser.parse(bytes: data, file: file.path))
        }
        var sourceLanguage = defaultSourceLanguage
        var parsed: [(language: String, unit: String, strings: [CatalogString])] = []
        var legacy: [(file: ProjectDiscovery.File, strings: [CatalogString])] = []
        for (file, content) in zip(files, contents) {
            switch content {
            case let .catalog(catalog):
                sourceLanguage = catalog.sourceLanguage
                parsed += catalog.strings.map { ($0.language, file.unit, $0.strings) }
            case let .table(strings):
                legacy.append((file, strings))
            }
        }
        // .lproj files after every catalog, so Base.lproj takes the catalogs' source language.
        // .stringsdict before .strings: its plural rules win for keys in both, as on iOS.
        for (file, strings) in legacy.filter({ $0.file.path.hasSuffix(".stringsdict") }) + legacy.filter({ !$0.file.path.hasSuffix(".stringsdict") }) {
            let folder = file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            // Base.lproj is the development language; old `zh_TW`-style names become BCP 47.
            let language = folder == "Base.lproj" ? sourceLanguage
                : String(folder.dropLast(".lproj".count)).replacingOccurrences(of: "_", with: "-")
            parsed.append((language, file.unit, strings))
        }
        guard !parsed.isEmpty else {
            throw .noCatalog(path: paths.map(\.path).joined(separator: ", "), expected: "*.xcstrings or *.lproj/*.strings")
        }
        // The Localizable table first: where a key is in several tables, it is the one compared.
        let ordered = parsed.enumerated().sorted { lhs, rhs in
            let isLocalizable = { (unit: String) in
                let table = unit.replacingOccurrences(of: "#plurals", with: "")
                return table.hasSuffix("Localizable") || table.hasSuffix("Localizable.xcstrings")
            }
            let l = isLocalizable(lhs.element.unit), r = isLocalizable(rhs.element.unit)
            return l != r ? l : lhs.offset < rhs.offset
        }.map { PlatformCatalog.FileStrings(language: $0.element.language, unit: $0.element.unit, strings: $0.element.strings) }
        return try PlatformCatalog.merging(ordered, platform: .apple, sourceLanguage: sourceLanguage)
    }

    private enum ParsedFile {
        case catalog((sourceLanguage: String, strings: [(language: String, strings: [CatalogString])]))
        case table([CatalogString])
    }

    static func contents(_ relativePath: String, in folder: URL) throws(CatalogError) -> [UInt8] {
        guard let data = try CatalogFile.read(relativePath, in: folder) else {
            throw .unreadable(path: folder.appendingPathComponent(relativePath).path, reason: "no such file")
        }
        return data
    }
}

/// The `.xcstrings` JSON format.
public enum XCStringsParser {
    public static func parse(_ data: Data, file: String) throws(CatalogError) -> (sourceLanguage: String, strings: [(language: String, strings: [CatalogString])]) {
        let text = String(decoding: data, as: UTF8.self)
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw CatalogError.malformed(file: file, line: 1, column: 1, key: nil, reason: "the top level is not a JSON object")
            }
            root = object
        } catch let error as CatalogError {
            throw error
        } catch {
            let (line, column) = position(ofCharacter: characterOffset(in: error), in: text)
            throw .malformed(file: file, line: line, column: column, key: nil, reason: "invalid JSON (\((error as NSError).userInfo["NSDebugDescription"] ?? "syntax error"))")
        }
        guard let sourceLanguage = root["sourceLanguage"] as? String else {
            throw .malformed(file: file, line: 1, column: 1, key: nil, reason: "no \"sourceLanguage\"")
        }
        guard let strings = root["strings"] as? [String: Any] else {
            throw .malformed(file: file, line: 1, column: 1, key: nil, reason: "no \"strings\" object")
        }
        var byLanguage: [String: [CatalogString]] = [:]
        let keyLines = KeyLines.json([UInt8](data), depth: 2)
        for key in strings.keys.sorted() {
            let line = keyLines[key] ?? 1
            let fail = { (reason: String) in CatalogError.malformed(file: file, line: line, column: 1, key: key, reason: reason) }
            guard let entry = strings[key] as? [String: Any] else { throw fail("entry is not an object") }
            let translatable = entry["shouldTranslate"] as? Bool ?? true
            let location = SourceLocation(file: file, line: line)
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            if localizations[sourceLanguage] == nil {
                // Xcode's convention: an entry without a source localization shows its key.
                byLanguage[sourceLanguage, default: []].append(CatalogString(key: key, value: .text(key), translatable: translatable, location: location))
            }
            for language in localizations.keys.sorted() {
                guard let localization = localizations[language] as? [String: Any] else { throw fail("localization \"\(language)\" is not an object") }
                let value = try value(of: localization, substitutions: localization["substitutions"] as? [String: Any] ?? [:], fail: fail)
                byLanguage[language, default: []].append(CatalogString(key: key, value: value, translatable: translatable, location: location))
            }
        }
        return (sourceLanguage, byLanguage.keys.sorted().map { ($0, byLanguage[$0]!) })
    }

    /// A localization's value: a `stringUnit`, or `variations.plural` of string units, with
    /// `%#@name@` substitutions expanded (their `other` form, `%arg` as `%<argNum>$<spec>`).
    static func value(of localization: [String: Any], substitutions: [String: Any],
                      fail: (String) -> CatalogError) throws(CatalogError) -> CatalogValue {
        if let unit = localization["stringUnit"] as? [String: Any] {
            guard let text = unit["value"] as? String else { throw fail("stringUnit without a string \"value\"") }
            return .text(try expand(text, substitutions: substitutions, fail: fail))
        }
        if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
            var forms: [String: String] = [:]
            for (quantity, form) in plural {
                guard let text = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String else {
                    throw fail("plural form \"\(quantity)\" has no stringUnit value")
                }
                forms[quantity] = try expand(text, substitutions: substitutions, fail: fail)
            }
            return .plural(forms)
        }
        throw fail("localization has neither a stringUnit nor plural variations")
    }

    static func expand(_ text: String, substitutions: [String: Any], fail: (String) -> CatalogError) throws(CatalogError) -> String {
        var result = text
        for (name, raw) in substitutions {
            guard let substitution = raw as? [String: Any] else { throw fail("substitution \"\(name)\" is not an object") }
            let argument = substitution["argNum"] as? Int ?? 1
            let specifier = substitution["formatSpecifier"] as? String ?? "@"
            let forms = ((substitution["variations"] as? [String: Any])?["plural"] as? [String: Any]) ?? [:]
            let other = (((forms["other"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String) ?? "%arg"
            result = result.replacingOccurrences(of: "%#@\(name)@",
                                                 with: other.replacingOccurrences(of: "%arg", with: "%\(argument)$\(specifier)"))
        }
        return result
    }

    /// "… around character 26." → 26.
    static func characterOffset(in error: Error) -> Int {
        let text = "\((error as NSError).userInfo["NSDebugDescription"] ?? "")"
        guard let range = text.range(of: "character ") else { return 0 }
        return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }

    /// 1-based line and column of a character offset.
    static func position(ofCharacter offset: Int, in text: String) -> (Int, Int) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
