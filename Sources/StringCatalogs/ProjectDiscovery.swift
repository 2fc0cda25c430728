import Foundation
import SafeFiles

/// Finds the string catalogs of a project as it is: a project root, a module, a `res/` folder,
/// an `.lproj` parent or an `.xcstrings` file. Links are not followed; build output, generated
/// sources and test folders are skipped. What was skipped, and why, is kept for `--verbose`.
public enum ProjectDiscovery {
    /// Folders never walked.
    public static let skippedFolders: Set<String> = [
        "build", ".build", ".gradle", ".git", ".idea", ".svn", "node_modules", "Pods", "DerivedData", "Carthage",
        "generated", "intermediates", ".cxx", "test", "androidTest", "testDebug", "testRelease", "androidTestDebug",
        "Tests", "UITests",
        // Test harnesses, samples, benchmarks and debug source sets: no user sees their strings.
        "testharness", "sample", "samples", "benchmark", "benchmarks", "debug",
    ]

    /// Whether a folder (its path below the root) is walked; a skipped one is noted once.
    static func walks(into folder: String, skipped: inout [String]) -> Bool {
        guard walks(into: folder) else {
            skipped.append("\(folder)/: build output, generated sources, tests or samples")
            return false
        }
        return true
    }

    /// Whether a folder (its path below the root) is walked: not build output, generated
    /// sources or tests.
    public static func walks(into folder: String) -> Bool {
        !skippedFolders.contains(folder.split(separator: "/").last.map(String.init) ?? folder)
    }

    /// One catalog file: where it is (relative to its root) and the unit a key is unique in.
    public struct File: Sendable, Equatable {
        public let root: URL
        public let path: String
        /// An Android `res/` folder or an Apple table: duplicates within one are errors,
        /// across units a merge.
        public let unit: String
        /// A storyboard, xib or intent definition in `Base.lproj`: the real source of its
        /// table's keys (not read; its table's translations have no extra keys).
        public var interfaceSource = false
    }

    /// Every `res/values*/*.xml` below `root`, whatever its name (the reader keeps those that
    /// hold string resources: each file is read once).
    public static func androidResources(under root: URL, skipped: inout [String]) throws(CatalogError) -> [File] {
        var buildFiles: [String] = []
        return try androidResources(under: root, skipped: &skipped, buildFiles: &buildFiles)
    }

    /// As ``androidResources(under:skipped:)``; `buildFiles` receives the paths of the Gradle
    /// build files found on the way (they say which modules are applications).
    static func androidResources(under root: URL, skipped: inout [String], buildFiles: inout [String]) throws(CatalogError) -> [File] {
        try requireFolder(root)
        var files: [File] = []
        // A link or special file where a resource file belongs is kept: reading it is refused
        // (links are never followed) and becomes that file's `unreadable` finding, while the
        // rest of the project is still checked.
        var refused: [String] = []
        let paths = FileTree.regularFiles(under: root, descend: { walks(into: $0, skipped: &skipped) },
                                          include: { $0.hasSuffix(".xml") || AndroidModules.buildFileNames.contains($0) },
                                          others: { path, _ in
                                              if path.hasSuffix(".xml") { refused.append(path) }
                                          })
        for path in paths + refused {
            if AndroidModules.buildFileNames.contains(where: { path == $0 || path.hasSuffix("/" + $0) }) {
                buildFiles.append(path)
                continue
            }
            var parts = path.split(separator: "/").map(String.init)
            if parts.count == 2 { parts.insert("res", at: 0) }  // `root` is a res/ folder itself
            guard parts.count >= 3, parts[parts.count - 3] == "res", parts[parts.count - 2].hasPrefix("values") else { continue }
            // The module's res/ folder and the values folder: `values/` and `values-en/` both
            // hold English when English is the source, and the specific one overrides.
            let unit = parts.dropLast(2).joined(separator: "/") + "|" + parts[parts.count - 2]
            files.append(File(root: root, path: path, unit: unit))
        }
        return files
    }

    /// Every `*.xcstrings` and `*.lproj/*.strings` below `root` (or `root` itself when it is
    /// an `.xcstrings` file), `InfoPlist` tables included (their keys are Apple-only by nature).
    public static func appleCatalogs(under root: URL, skipped: inout [String]) throws(CatalogError) -> [File] {
        if root.pathExtension == "xcstrings" {
            return [File(root: root.deletingLastPathComponent(), path: root.lastPathComponent,
                         unit: root.deletingPathExtension().lastPathComponent)]
        }
        try requireFolder(root)
        var files: [File] = []
        // As for Android: a link or special file is kept, and reading it is refused as that
        // file's `unreadable` finding.
        let isCatalog = { (path: String) in
            path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
                || path.hasSuffix(".storyboard") || path.hasSuffix(".xib") || path.hasSuffix(".intentdefinition")
        }
        var refused: [String] = []
        var buildFiles: [String] = []
        let candidates = FileTree.regularFiles(under: root, descend: { walks(into: $0, skipped: &skipped) },
                                               include: { isCatalog($0) || BundledTables.buildFileNames.contains($0) },
                                               others: { path, _ in if isCatalog(path) { refused.append(path) } })
        for path in candidates + refused {
            if BundledTables.isBuildFile(path) {
                buildFiles.append(path)
                continue
            }
            let name = URL(fileURLWithPath: path).lastPathComponent
            let table = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            // A table is unique per folder of .lproj folders (a target): two targets' tables are two units.
            let target = path.split(separator: "/").dropLast(2).joined(separator: "/")
            if [".storyboard", ".xib", ".intentdefinition"].contains(where: path.hasSuffix) {
                if path.split(separator: "/").dropLast().last == "Base.lproj" {
                    var file = File(root: root, path: path, unit: target + "/" + table)
                    file.interfaceSource = true
                    files.append(file)
                }
            } else if path.hasSuffix(".xcstrings") {
                files.append(File(root: root, path: path, unit: path))
            } else if path.split(separator: "/").dropLast().last?.hasSuffix(".lproj") != true {
                skipped.append("\(path): not inside an .lproj folder")
            } else {
                // A table's .stringsdict entries take precedence over its .strings ones, as on iOS.
                files.append(File(root: root, path: path, unit: target + "/" + table + (name.hasSuffix(".stringsdict") ? "#plurals" : "")))
            }
        }
        let bundled = BundledTables(buildFiles: buildFiles, in: root)
        return bundled.first(supersededTablesLeftOut(files, skipped: &skipped))
    }

    /// Leaves out a legacy `X.lproj/T.strings` (`.stringsdict`) beside a `T.xcstrings` of the
    /// same folder: Xcode migrated the table into the catalog, which is what the app ships.
    static func supersededTablesLeftOut(_ files: [File], skipped: inout [String]) -> [File] {
        let catalogs = Set(files.filter { $0.path.hasSuffix(".xcstrings") }.map { String($0.path.dropLast(".xcstrings".count)) })
        guard !catalogs.isEmpty else { return files }
        return files.filter { file in
            guard !file.interfaceSource, !file.path.hasSuffix(".xcstrings") else { return true }
            let parts = file.path.split(separator: "/")
            let table = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            let folder = (parts.dropLast(2).map(String.init) + [table]).joined(separator: "/")
            guard catalogs.contains(folder) else { return true }
            skipped.append("\(file.path): a legacy table beside \(folder).xcstrings, which replaces it")
            return false
        }
    }

    /// The languages an app ships, from Android's `res/xml/locales_config.xml` and Xcode's
    /// `knownRegions` in `project.pbxproj` below the given paths (BCP 47; `Base` left out):
    /// both platforms' lists together (``declaredLanguages(android:apple:)`` keeps them apart).
    public static func shippedLanguages(android: [URL], apple: [URL]) -> [String]? {
        let declared = declaredLanguages(android: android, apple: apple)
        let unique = ((declared[.android] ?? []) + (declared[.apple] ?? [])).uniqued()
        return unique.isEmpty ? nil : unique
    }

    /// The languages each platform declares it ships (Android's `locales_config.xml`, Xcode's
    /// `knownRegions`); a platform that declares none has no entry: every language folder of
    /// it ships (Android packs every `values-*` folder, whatever the other platform lists).
    public static func declaredLanguages(android: [URL], apple: [URL]) -> [Platform: [String]] {
        var declared: [Platform: [String]] = [:]
        if let list = declaredAndroidLanguages(android) { declared[.android] = list }
        if let list = declaredAppleLanguages(apple) { declared[.apple] = list }
        return declared
    }

    private static func declaredAndroidLanguages(_ android: [URL]) -> [String]? {
        var languages: [String] = []
        for root in android {
            for path in FileTree.regularFiles(under: root, descend: { walks(into: $0) }, include: { $0 == "locales_config.xml" })
            where path.hasSuffix("xml/locales_config.xml") {
                guard let data = try? CatalogFile.read(path, in: root) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                languages += matches(of: #"android:name\s*=\s*"([^"]+)""#, in: text)
            }
        }
        return normalized(languages)
    }

    private static func declaredAppleLanguages(_ apple: [URL]) -> [String]? {
        var languages: [String] = []
        for root in apple {
            for path in FileTree.regularFiles(under: root, descend: { walks(into: $0) }, include: { $0 == "project.pbxproj" }) {
                guard let data = try? CatalogFile.read(path, in: root) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                guard let list = matches(of: #"knownRegions\s*=\s*\(([^)]*)\)"#, in: text).first else { continue }
                languages += list.split(separator: ",").map { $0.trimmingScalars(in: CharacterSet(charactersIn: " \t\n\"")) }
                    .filter { !$0.isEmpty && $0 != "Base" }
            }
        }
        return normalized(languages)
    }

    /// BCP 47 spellings (`pt_BR` → `pt-BR`), each once; `nil` for none.
    private static func normalized(_ languages: [String]) -> [String]? {
        let unique = languages.map { $0.replacingOccurrences(of: "_", with: "-") }.uniqued()
        return unique.isEmpty ? nil : unique
    }

    /// The first capture group of every match.
    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// Whether an Android resource file holds `<string>`, `<plurals>` or `<string-array>`.
    static func holdsStrings(_ data: [UInt8]) -> Bool {
        data.firstRange(of: "<string".utf8) != nil || data.firstRange(of: "<plurals".utf8) != nil
    }

    static func requireFolder(_ url: URL) throws(CatalogError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unreadable(path: url.path, reason: "no such folder")
        }
    }
}
