import Foundation
import StringCatalogs
import TestSupport

/// A `.strings` file's text with `"key" = "value";` for each pair.
func appleStrings(_ pairs: [(String, String)]) -> String {
    pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
}

/// The findings (hints left out, unless `hints`) of an Apple-only project made of `files`
/// (path, text), written into a new temporary folder named after `name`; English is the
/// source language.
func appleOnlyFindings(_ files: [(String, String)], folder name: String, hints: Bool = false) throws -> [CatalogFinding] {
    let folder = try Fixtures.temporaryDirectory(name)
    try writeFiles(files, in: folder)
    var skipped: [String] = []
    let apple = try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
    return CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: apple).findings().filter { hints || !$0.isHint }
}
