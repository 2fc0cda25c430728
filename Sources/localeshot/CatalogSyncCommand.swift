import Foundation
import SafeFiles
import StringCatalogs

/// `catalog sync`: prints the plan (the default, `--dry-run`) or writes it (`--write`): the
/// keys × languages the target platform lacks, converted, marked for review.
enum CatalogSyncCommand {
    /// Where the target's synced strings go: a folder the user gave, and paths below it.
    struct Target {
        let root: URL
        /// An Apple catalog (one file), or an Android `res/` folder (one file per language).
        let path: String
    }

    static func run(_ options: Options) throws -> Int32 {
        let started = Date()
        // The direction is never guessed: writing into the wrong platform's catalog is the
        // one mistake a dry run should not have to catch.
        guard let value = options["--from"] else { throw UsageError(message: "catalog sync needs --from android (into Apple) or --from apple (into Android)") }
        guard let from = Platform(rawValue: value) else { throw UsageError(message: "--from must be android or apple") }
        guard let mapping = KeyMapping(rawValue: options["--key-map"] ?? "dots") else { throw UsageError(message: "--key-map must be dots or identity") }
        if options.has("--write") && options.has("--dry-run") { throw UsageError(message: "--write and --dry-run exclude each other") }
        guard options.positional.count == 1 else { throw UsageError(message: "unexpected argument \(options.positional[1]); sync takes --android PATH and --apple PATH") }
        let android = options.all("--android").map(url), apple = options.all("--apple").map(url)
        guard !android.isEmpty, !apple.isEmpty else { throw UsageError(message: "catalog sync needs --android PATH and --apple PATH") }
        let targetRoots = from == .android ? apple : android
        guard targetRoots.count == 1 else { throw UsageError(message: "catalog sync writes into one --\(from == .android ? "apple" : "android") path; give one") }
        let source = options["--source-language"] ?? "en"
        var syncOptions = CatalogSync.Options(from: from, keyMapping: mapping)
        syncOptions.prefixes = try options["--prefix"].map { try Selection.items($0, option: "--prefix") } ?? []
        syncOptions.excludes = try options["--exclude"].map { try Selection.items($0, option: "--exclude") } ?? []
        syncOptions.languages = try options["--languages"].map { try Selection.items($0, option: "--languages") }
        if let suffixes = options["--platform-suffix"] {
            syncOptions.platformSuffixes = suffixes.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        if options["--languages"] == nil { syncOptions.shipped = ProjectDiscovery.shippedLanguages(android: android, apple: apple) }
        var target = from == .android ? try appleTarget(apple[0], table: options["--table"] ?? "Localizable")
                                       : try androidTarget(android[0], catalog: nil)
        let (androidCatalog, appleCatalog) = try readBoth(android: android, apple: apple, source: source, from: from)
        let (sourceCatalog, targetCatalog) = from == .android ? (androidCatalog, appleCatalog) : (appleCatalog, androidCatalog)
        // A target file that cannot be read would hide keys it has: adding them again would
        // define them twice. Fix it first.
        if let problem = targetCatalog.problems.first {
            throw InputError(message: "\(problem.location ?? problem.key): \(problem.detail); the \(targetCatalog.platform.rawValue) catalog must be "
                             + "readable before a sync adds to it", exitCode: ExitCode.dataError)
        }
        let plan = CatalogSync(source: sourceCatalog, target: targetCatalog, options: syncOptions)
        if from == .apple { target = try androidTarget(android[0], catalog: androidCatalog) }
        printPlan(plan, target: target, source: sourceCatalog)
        // Platforms that name keys differently (owncloud: `action_share` ↔ "Share") share
        // almost no key: a sync would copy every key under a second name.
        if !targetCatalog.languages.isEmpty, syncOptions.prefixes.isEmpty {
            let overlap = CatalogChecker(android: androidCatalog, apple: appleCatalog, keyMapping: mapping).keyOverlap
            if overlap.keysDiffer {
                let message = "the platforms share \(overlap.shared) of their source keys (android \(overlap.shared + overlap.androidOnly), "
                    + "apple \(overlap.shared + overlap.appleOnly)): they name keys differently, and a sync would copy every key under a second name"
                guard !options.has("--write") else { throw UsageError(message: message + "; pass --prefix to choose the keys (or another --key-map)") }
                Console.out("warning: " + message)
            }
        }
        guard options.has("--write") else {
            Console.out("dry run: nothing written" + (plan.entries.isEmpty ? "" : "; pass --write to write it"))
            Console.out(String(format: "seconds: %.2f", Date().timeIntervalSince(started)))
            return ExitCode.ok
        }
        let written = from == .android ? try writeApple(plan, to: target, sourceLanguage: targetCatalog.languages.isEmpty ? source : targetCatalog.sourceLanguage)
                                       : try writeAndroid(plan, to: target, sourceLanguage: source)
        Console.out(written.isEmpty ? "nothing to add: every key is there" : written.joined(separator: "\n"))
        Console.out(String(format: "seconds: %.2f", Date().timeIntervalSince(started)))
        return ExitCode.ok
    }

    // MARK: - Reading

    /// Both catalogs, read concurrently; the target's empty when it holds no catalog yet.
    private static func readBoth(android: [URL], apple: [URL], source: String, from: Platform) throws -> (PlatformCatalog, PlatformCatalog) {
        do throws(CatalogError) {
            let (androidCatalog, appleCatalog, _) = try CatalogProject.read(android: android, apple: apple, sourceLanguage: source)
            return (androidCatalog, appleCatalog)
        } catch {
            guard case .noCatalog = error else { throw error }
            var skipped: [String] = []
            return (try read(.android, paths: android, source: source, required: from == .android, skipped: &skipped),
                    try read(.apple, paths: apple, source: source, required: from == .apple, skipped: &skipped))
        }
    }

    /// One platform's catalog; an empty one when the target holds no catalog yet.
    private static func read(_ platform: Platform, paths: [URL], source: String, required: Bool,
                             skipped: inout [String]) throws -> PlatformCatalog {
        do throws(CatalogError) {
            return platform == .android ? try AndroidStringsReader.read(paths: paths, sourceLanguage: source, skipped: &skipped)
                : try AppleCatalogReader.read(paths: paths, defaultSourceLanguage: source, skipped: &skipped)
        } catch {
            if case .noCatalog = error, !required { return PlatformCatalog(platform: platform, sourceLanguage: source) }
            throw error
        }
    }

    /// The `.xcstrings` of `table` below `root` (or `root` itself); a new one next to the
    /// app's `.lproj` folders when there is none.
    static func appleTarget(_ root: URL, table: String) throws -> Target {
        if root.pathExtension == "xcstrings" { return Target(root: root.deletingLastPathComponent(), path: root.lastPathComponent) }
        do { _ = try ConfinedFolder.components(table + ".xcstrings") } catch { throw UsageError(message: "--table \(table): not a file name") }
        var skipped: [String] = []
        let files = try ProjectDiscovery.appleCatalogs(under: root, skipped: &skipped).filter { !$0.interfaceSource }
        let named = { (file: ProjectDiscovery.File) in URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent == table }
        let catalogs = files.filter { $0.path.hasSuffix(".xcstrings") && named($0) }
        if catalogs.count == 1 { return Target(root: root, path: catalogs[0].path) }
        if catalogs.count > 1 {
            throw UsageError(message: "\(catalogs.count) \(table).xcstrings below \(root.path); give the one to update as --apple FILE")
        }
        if let legacy = files.first(where: named) {
            throw UsageError(message: "\(root.path) has the table \(table) as .strings (\(legacy.path)); Xcode refuses a second \(table) table: "
                             + "pass --table NAME for a catalog of its own")
        }
        try refuseLinks(under: root, creating: table + ".xcstrings")
        // Beside the .lproj folders of the first table, else in the folder given.
        let folder = files.first.map { $0.path.split(separator: "/").dropLast(2).joined(separator: "/") } ?? ""
        return Target(root: root, path: (folder.isEmpty ? "" : folder + "/") + table + ".xcstrings")
    }

    /// The `res/` folder of the module holding the most source-language strings (its app or
    /// shared strings module), else the one with the most `values*/` files below `root`.
    static func androidTarget(_ root: URL, catalog: PlatformCatalog?) throws -> Target {
        var skipped: [String] = []
        let files = try ProjectDiscovery.androidResources(under: root, skipped: &skipped)
        // A unit is `<res path>|<values folder>`.
        let sourceUnits = (catalog?.languages[catalog?.sourceLanguage ?? ""] ?? [:]).values.map { String($0.unit.split(separator: "|").first ?? "") }
        let counted = sourceUnits.isEmpty ? files.map { $0.path.split(separator: "/").dropLast(2).joined(separator: "/") } : sourceUnits
        let res = Dictionary(grouping: counted) { $0 }.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
        if res == nil { try refuseLinks(under: root, creating: "res/values*/" + AndroidSyncWriter.fileName) }
        // Discovery names a root that is a `res/` folder itself `res`.
        let rootIsRes = files.contains { $0.path.split(separator: "/").count == 2 } || (res == nil && root.lastPathComponent == "res")
        return Target(root: root, path: rootIsRes && res.map({ $0 == "res" }) ?? true ? "" : res ?? "res")
    }

    /// Before a new catalog is created: a link below `root` hides what is behind it (links are
    /// never followed), and the catalog there would be missed, so the sync refuses.
    static func refuseLinks(under root: URL, creating name: String) throws {
        var link: String?
        _ = FileTree.regularFiles(under: root, descend: { ProjectDiscovery.walks(into: $0) }, include: { _ in link == nil },
                                  others: { path, kind in if kind == .symbolicLink { link = link ?? path } })
        if let link {
            throw InputError(message: "\(root.appendingPathComponent(link).path): is a symbolic link; links are not followed, so a catalog behind it "
                             + "would be missed: refusing to create \(name) beside it (give the real folder)", exitCode: ExitCode.dataError)
        }
    }

    // MARK: - Writing

    private static func writeApple(_ plan: CatalogSync, to target: Target, sourceLanguage: String) throws -> [String] {
        guard !plan.entries.isEmpty else { return [] }
        let folder = ConfinedFolder(root: target.root)
        let existing = try folder.read(target.path, cap: 128 << 20)
        let (bytes, added) = try XCStringsWriter.apply(plan.entries, to: existing, sourceLanguage: sourceLanguage, file: folder.path(target.path))
        guard added > 0 else { return [] }
        try folder.write(bytes, to: target.path, durable: true)
        return ["wrote \(folder.path(target.path)): \(added) localization\(added == 1 ? "" : "s") added, marked \(XCStringsWriter.reviewState)"]
    }

    private static func writeAndroid(_ plan: CatalogSync, to target: Target, sourceLanguage: String) throws -> [String] {
        let folder = ConfinedFolder(root: target.root)
        let resURL = target.path.isEmpty ? target.root : target.root.appendingPathComponent(target.path)
        let existingFolders = (try? FileManager.default.contentsOfDirectory(atPath: resURL.path)) ?? []
        var files: [(path: String, bytes: [UInt8], count: Int)] = []
        // Every file is prepared (and may be refused) before any is written.
        for (language, entries) in Dictionary(grouping: plan.entries, by: \.language).sorted(by: { $0.key < $1.key }) {
            let values = AndroidSyncWriter.folder(for: language, sourceLanguage: sourceLanguage, existingFolders: existingFolders)
            let path = (target.path.isEmpty ? "" : target.path + "/") + values + "/" + AndroidSyncWriter.fileName
            let existing = try folder.read(path, cap: 128 << 20)
            do {
                files.append((path, try AndroidSyncWriter.file(adding: entries, to: existing, path: folder.path(path), origin: "Apple"), entries.count))
            } catch {
                throw InputError(message: error.description, exitCode: ExitCode.dataError)
            }
        }
        for file in files { try folder.write(file.bytes, to: file.path, durable: true) }
        return files.map { "wrote \(folder.path($0.path)): \($0.count) entr\($0.count == 1 ? "y" : "ies") added, each with a needs-review comment" }
    }

    private static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: CLI.workingDirectory).standardizedFileURL
    }
}
