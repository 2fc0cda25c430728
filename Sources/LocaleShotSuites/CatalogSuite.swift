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
    /// The strings of one platform in one language, in key order: what one fit sheet lists.
    public struct Sheet: Sendable {
        /// `<suite>-<platform>`, the snapshot folder.
        public let suite: String
        public let platform: Platform
        public let language: String
        /// Each key with the text a user sees: its translation, else the source language's,
        /// placeholders filled with samples, on one line.
        public let strings: [(key: String, text: String)]

        public init(suite: String, platform: Platform, language: String, strings: [(key: String, text: String)]) {
            (self.suite, self.platform, self.language, self.strings) = (suite, platform, language, strings)
        }
    }

    /// Every key of both platforms' catalogs in each of `languages`, a ``Sheet`` per platform
    /// and language (Android first), keys sorted; then a sheet per platform and pseudo-locale
    /// of `pseudo`, made from the source language's strings (placeholders and markup kept, then
    /// filled with samples).
    public static func sheets(checker: CatalogChecker, languages: [String], suite: String, pseudo: [PseudoLocale] = []) -> [Sheet] {
        var sheets: [Sheet] = []
        for catalog in [checker.android, checker.apple] {
            let strings = checker.canonical(catalog)
            let keys = (strings[catalog.sourceLanguage] ?? [:]).keys.sorted()
            // Filled with samples, on one line (Foundation's replacing only when there is a break:
            // it cost 5 % of measuring 300,000 strings).
            let shown = { (text: String) -> String in
                let filled = Placeholder.fillingSamples(text)
                return filled.utf8.contains(UInt8(ascii: "\n")) ? filled.replacingOccurrences(of: "\n", with: " ") : filled
            }
            func append(_ language: String, _ rows: [(key: String, text: String)]) {
                guard !rows.isEmpty else { return }
                sheets.append(Sheet(suite: "\(suite)-\(catalog.platform.rawValue)", platform: catalog.platform, language: language, strings: rows))
            }
            for language in languages {
                append(language, keys.compactMap { key -> (key: String, text: String)? in
                    guard let string = strings[language]?[key] ?? strings[catalog.sourceLanguage]?[key] else { return nil }
                    return (key, shown(string.value.displayText))
                })
            }
            for locale in pseudo {
                append(locale.identifier, keys.compactMap { key -> (key: String, text: String)? in
                    guard let string = strings[catalog.sourceLanguage]?[key] else { return nil }
                    return (key, shown(locale.transform(string.value.displayText)))
                })
            }
        }
        return sheets
    }

    /// Jobs for `<suite>-<platform>/<language>/<key>.png` (and `.txt` dumps) of every key of
    /// `sheets` that `selected` chooses.
    /// - Throws: ``SnapshotNameError`` when the suite or a language is not a safe folder name.
    public static func jobs(sheets: [Sheet], selected: (Sheet, String) -> Bool = { _, _ in true }) throws(SnapshotNameError) -> [TypesetJob] {
        var jobs: [TypesetJob] = []
        for sheet in sheets {
            let locale = MatrixLocale(sheet.language)
            for (key, title) in sheet.strings where selected(sheet, key) {
                // The key is in the file name and the dump header; the label gets the whole row.
                let row = row(sheet, title: title, locale: locale)
                let name = snapshotName(for: key)
                let imageKey = try SnapshotKey(suite: sheet.suite, locale: sheet.language, name: name, format: .png)
                let dumpKey = try SnapshotKey(suite: sheet.suite, locale: sheet.language, name: name, format: .txt)
                let header = "catalog \(sheet.platform.rawValue) \(key)"
                jobs.append(TypesetJob(locale: sheet.language, imageKey: imageKey, dumpKey: dumpKey) { typesetter in
                    try row.render(header: header, with: typesetter).snapshot
                })
            }
        }
        return jobs
    }

    /// The label row a key is drawn in.
    public static func row(_ sheet: Sheet, title: String, locale: MatrixLocale? = nil) -> LabelRow {
        LabelRow(locale: locale ?? MatrixLocale(sheet.language), badge: sheet.platform == .android ? "And" : "iOS", title: title)
    }

    /// Jobs for every key of every language (``sheets(checker:languages:suite:)``).
    public static func jobs(checker: CatalogChecker, languages: [String], suite: String) throws(SnapshotNameError) -> [TypesetJob] {
        try jobs(sheets: sheets(checker: checker, languages: languages, suite: suite))
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
        // The fit sheet's name is taken: a key of that name gets a hash like an unsafe one.
        guard trimmed != key || trimmed.isEmpty || trimmed == FitSheet.snapshotName else { return trimmed }
        return (trimmed.isEmpty ? "key" : trimmed) + "-" + String(PixelHash(of: Array(key.utf8)).description.prefix(8))
    }
}
