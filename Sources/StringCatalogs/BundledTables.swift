import Foundation

/// Which of an Apple project's string tables its builds bundle: those an Xcode project's build
/// phases hold (``XcodeProjectFile``) and those in a Swift package target's folder
/// (`Sources/<Target>/`, beside the package's `Package.swift`). A project may keep a second
/// copy of a table elsewhere (a converter's input folder, a legacy target): the bundled copy is
/// what users see, so it is read first and the other one is the hidden definition.
struct BundledTables {
    /// The file names that say what is built.
    static let buildFileNames: Set<String> = ["project.pbxproj", "Package.swift"]

    /// Whether a path (below the root) is an Xcode project file or a package manifest.
    static func isBuildFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return buildFileNames.contains(name) && (name != "project.pbxproj" || path.contains(".xcodeproj/"))
    }

    /// Paths (below the root) an Xcode project bundles: a file, or a folder bundled whole.
    private var projectPaths: Set<String> = []
    /// The `Sources/` folders of Swift packages (below the root, with a trailing `/`).
    private var packageSources: [String] = []

    /// `buildFiles`: paths below `root` that ``isBuildFile(_:)`` accepts.
    init(buildFiles: [String], in root: URL) {
        for path in buildFiles {
            if path == "Package.swift" || path.hasSuffix("/Package.swift") {
                packageSources.append(String(path.dropLast("Package.swift".count)) + "Sources/")
            } else if let data = try? CatalogFile.read(path, in: root) {
                projectPaths.formUnion(XcodeProjectFile.bundledPaths(data, projectFile: path))
            }
        }
    }

    /// Whether a table (its path below the root) is known to be bundled.
    func bundles(_ path: String) -> Bool {
        if packageSources.contains(where: path.hasPrefix) { return true }
        var folder = Substring(path)
        while !folder.isEmpty {
            if projectPaths.contains(String(folder)) { return true }
            guard let slash = folder.lastIndex(of: "/") else { break }
            folder = folder[..<slash]
        }
        return false
    }

    /// `files` with the bundled tables first, each part in its order; unchanged when nothing
    /// says what is bundled.
    func first(_ files: [ProjectDiscovery.File]) -> [ProjectDiscovery.File] {
        guard !projectPaths.isEmpty || !packageSources.isEmpty else { return files }
        var bundled: [ProjectDiscovery.File] = [], others: [ProjectDiscovery.File] = []
        for file in files {
            if bundles(file.path) { bundled.append(file) } else { others.append(file) }
        }
        return bundled + others
    }
}
