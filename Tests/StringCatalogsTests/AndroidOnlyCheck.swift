import Foundation
import StringCatalogs
import TestSupport

/// `<resources>` around `body`: a strings.xml file's text.
func resources(_ body: String) -> String { "<resources>\(body)</resources>" }

/// `<plurals name="name">` with an `<item quantity="q">text</item>` for each (quantity, text).
func pluralResource(_ name: String, _ forms: [(String, String)]) -> String {
    "<plurals name=\"\(name)\">" + forms.map { "<item quantity=\"\($0.0)\">\($0.1)</item>" }.joined() + "</plurals>"
}

/// A strings.xml file's text with `<string name="key">text</string>` for each pair.
func stringResources(_ pairs: [(String, String)]) -> String {
    resources(pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined())
}

/// The findings of an Android-only project made of `files` (path, text), written into a new
/// temporary folder named after `name`; English is the source language.
func androidOnlyFindings(_ files: [(String, String)], folder name: String) throws -> [CatalogFinding] {
    let folder = try Fixtures.temporaryDirectory(name)
    try writeFiles(files, in: folder)
    var skipped: [String] = []
    let android = try AndroidStringsReader.read(paths: [folder], sourceLanguage: "en", skipped: &skipped)
    return CatalogChecker(android: android, apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
}

/// The findings of an Android-only project whose source holds `source` (key, text) and each
/// language of `texts` its texts in the source's order, written into a folder named `folder`.
func androidTranslationFindings(_ source: [(String, String)], _ texts: [String: [String]], folder: String) throws -> [CatalogFinding] {
    var files = [("res/values/strings.xml", stringResources(source))]
    for (language, values) in texts { files.append(("res/values-\(language)/strings.xml", stringResources(zip(source, values).map { ($0.0.0, $0.1) }))) }
    return try androidOnlyFindings(files, folder: folder)
}

/// The findings of a project written into `folder`: its `android` and `apple` folders, English the source language.
func twoPlatformFindings(in folder: URL) throws -> [CatalogFinding] {
    var skipped: [String] = []
    let android = try AndroidStringsReader.read(paths: [folder.appendingPathComponent("android")], sourceLanguage: "en", skipped: &skipped)
    let apple = try AppleCatalogReader.read(paths: [folder.appendingPathComponent("apple")], defaultSourceLanguage: "en", skipped: &skipped)
    return CatalogChecker(android: android, apple: apple).findings()
}

/// Findings as "language key", sorted: what a test compares.
func languagesAndKeys(_ findings: [CatalogFinding]) -> [String] { findings.map { "\($0.language ?? "-") \($0.key)" }.sorted() }
