import Countries
import SnapshotCore
import Raster
import StringCatalogs
import Typesetting
import Widgets

/// `localeshot catalog render`: every key of a two-platform string catalog as a UI label row,
/// per platform and language, with the string a user would see (its translation, else the
/// source language's) and placeholders filled with sample values. A translation that goes
/// missing turns into source-language text: a visible diff against the goldens.
public enum CatalogSuite {
    /// Jobs for `<suite>-<platform>/<language>/<key>.png` (and `.txt` dumps).
    /// - Throws: ``SnapshotNameError`` when the suite or a language is not a safe folder name.
    public static func jobs(checker: CatalogChecker, languages: [String], suite: String) throws(SnapshotNameError) -> [TypesetJob] {
        var jobs: [TypesetJob] = []
        for catalog in [checker.android, checker.apple] {
            let strings = checker.canonical(catalog)
            let keys = (strings[catalog.sourceLanguage] ?? [:]).keys.sorted()
            for language in languages {
                let locale = MatrixLocale(language)
                for key in keys {
                    guard let string = strings[language]?[key] ?? strings[catalog.sourceLanguage]?[key] else { continue }
                    let title = Placeholder.fillingSamples(string.value.displayText).replacingOccurrences(of: "\n", with: " ")
                    // The key is in the file name and the dump header; the label gets the whole row.
                    let row = LabelRow(locale: locale, badge: catalog.platform == .android ? "And" : "iOS", title: title)
                    let name = snapshotName(for: key)
                    let imageKey = try SnapshotKey(suite: "\(suite)-\(catalog.platform.rawValue)", locale: language, name: name, format: .png)
                    let dumpKey = try SnapshotKey(suite: "\(suite)-\(catalog.platform.rawValue)", locale: language, name: name, format: .txt)
                    jobs.append(TypesetJob(locale: language, imageKey: imageKey, dumpKey: dumpKey) { typesetter in
                        try row.render(header: "catalog \(catalog.platform.rawValue) \(key)", with: typesetter).snapshot
                    })
                }
            }
        }
        return jobs
    }

    /// A key as a safe snapshot name: unsafe characters become `_`, plus a hash when any did.
    public static func snapshotName(for key: String) -> String {
        let safe = String(key.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "_", "-", ".": return Character(scalar)
            default: return "_"
            }
        }.prefix(80))
        let trimmed = safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
        guard trimmed != key || trimmed.isEmpty else { return trimmed }
        return (trimmed.isEmpty ? "key" : trimmed) + "-" + String(PixelHash(of: Array(key.utf8)).description.prefix(8))
    }
}
