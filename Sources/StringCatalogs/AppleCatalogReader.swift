import Foundation
import SafeFiles

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
        let interfaceUnits = Set(files.filter(\.interfaceSource).map(\.unit))
        files.removeAll(where: \.interfaceSource)
        // Every file parsed on every core; then placed in order.
        let folders = CatalogFile.folders(files)
        let contents = files.concurrentMap { file -> ParsedFile in
            do throws(CatalogError) { return try parse(file, folder: folders[file.root]) } catch {
                return .unreadable(CatalogFinding.unreadable(error, language: lprojLanguage(file.path), platform: .apple, root: file.root))
            }
        }
        var sourceLanguage = defaultSourceLanguage
        var parsed: [(language: String, unit: String, strings: [CatalogString])] = []
        var legacy: [(file: ProjectDiscovery.File, strings: [CatalogString])] = []
        var problems: [CatalogFinding] = []
        var unreadableUnits: [String: Set<String>] = [:]
        for (file, content) in zip(files, contents) {
            switch content {
            case let .catalog(catalog, entryProblems):
                sourceLanguage = catalog.sourceLanguage
                parsed += catalog.strings.map { ($0.language, file.unit, $0.strings) }
                // A malformed entry is a finding of its own; the file's other entries are read.
                problems += entryProblems.map { CatalogFinding.unreadable($0, language: nil, platform: .apple, root: file.root, entryOnly: true) }
            case let .table(strings, refused):
                legacy.append((file, strings))
                // A defective entry is a finding of its own; the file's other entries are read.
                problems += refused.map { CatalogFinding.unreadable($0, language: lprojLanguage(file.path), platform: .apple, root: file.root, entryOnly: true) }
            case let .unreadable(finding):
                problems.append(finding)
                unreadableUnits[finding.language ?? "*", default: []].insert(file.unit)
            }
        }
        var catalog = try merge(parsed: parsed, legacy: legacy, problems: problems, sourceLanguage: sourceLanguage, paths: paths)
        catalog.interfaceUnits = interfaceUnits
        catalog.unreadableUnits = unreadableUnits
        return catalog
    }

    /// One file's strings.
    private static func parse(_ file: ProjectDiscovery.File, folder: ConfinedFolder?) throws(CatalogError) -> ParsedFile {
            let data = try Self.contents(file.path, in: file.root, through: folder)
            // InfoPlist keys (permission texts, the display name) and a Settings.bundle's
            // (the app's panel in iOS Settings) exist on Apple only, by nature.
            let isInfoPlist = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent == "InfoPlist"
                || file.path.split(separator: "/").contains { $0.hasSuffix(".bundle") && $0.hasPrefix("Settings") }
            let mark = { (strings: [CatalogString]) in isInfoPlist ? strings.map { $0.specificToItsPlatform() } : strings }
            if file.path.hasSuffix(".xcstrings") {
                let (catalog, problems) = try XCStringsParser.parseEntries(bytes: data, file: file.path)
                return .catalog((catalog.sourceLanguage, catalog.strings.map { ($0.language, mark($0.strings)) }), problems)
            }
            let (parsed, refused) = file.path.hasSuffix(".stringsdict") ? try StringsDictParser.parseEntries(Data(data), file: file.path)
                : try StringsFileParser.parseEntries(bytes: data, file: file.path)
            var strings = mark(parsed)
            LanguageMerge.assign(file.unit, to: &strings)
            return .table(strings, refused)
    }

    /// The catalogs and the `.lproj` tables merged, the Localizable table first.
    private static func merge(parsed: [(language: String, unit: String, strings: [CatalogString])],
                              legacy: [(file: ProjectDiscovery.File, strings: [CatalogString])], problems: [CatalogFinding],
                              sourceLanguage: String, paths: [URL]) throws(CatalogError) -> PlatformCatalog {
        var parsed = parsed
        // .lproj files after every catalog, so Base.lproj takes the catalogs' source language.
        // .stringsdict before .strings: its plural rules win for keys in both, as on iOS.
        for (file, strings) in legacy.filter({ $0.file.path.hasSuffix(".stringsdict") }) + legacy.filter({ !$0.file.path.hasSuffix(".stringsdict") }) {
            // Base.lproj is the development language.
            parsed.append((lprojLanguage(file.path) ?? sourceLanguage, file.unit, strings))
        }
        guard !parsed.isEmpty || !problems.isEmpty else {
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
        var catalog = PlatformCatalog.merging(ordered, platform: .apple, sourceLanguage: sourceLanguage)
        catalog.problems = problems
        return catalog
    }

    /// The language of a file in an `.lproj` folder, old `zh_TW`-style names as BCP 47;
    /// `nil` for `Base.lproj` (the development language) or a file outside an `.lproj`.
    static func lprojLanguage(_ path: String) -> String? {
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        guard folder.hasSuffix(".lproj"), folder != "Base.lproj" else { return nil }
        return String(folder.dropLast(".lproj".count)).replacingOccurrences(of: "_", with: "-")
    }

    private enum ParsedFile {
        case catalog((sourceLanguage: String, strings: [(language: String, strings: [CatalogString])]), [CatalogError])
        case table([CatalogString], [CatalogError])
        case unreadable(CatalogFinding)
    }

    static func contents(_ relativePath: String, in folder: URL, through confined: ConfinedFolder?) throws(CatalogError) -> [UInt8] {
        guard let data = try CatalogFile.read(relativePath, in: folder, through: confined) else {
            throw .unreadable(path: folder.appendingPathComponent(relativePath).path, reason: "no such file")
        }
        return data
    }
}
