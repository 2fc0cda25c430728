import Foundation
import Testing
import TestSupport

/// `catalog render`'s fit sheets, findings, `--budgets` and `--pixels`.
@Suite("localeshot catalog render: will it fit?")
struct CatalogFitCommandTests {
    static let clean = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Catalogs/clean")

    /// A copy of the clean fixture to edit, and an empty snapshots folder beside it.
    func workspace(_ label: String) throws -> (root: URL, arguments: [String]) {
        let root = try Fixtures.temporaryDirectory(label)
        try FileManager.default.copyItem(at: Self.clean, to: root.appendingPathComponent("c"))
        return (root, [root.appendingPathComponent("c/android/res").path, root.appendingPathComponent("c/apple").path,
                       "--source-language", "it", "--suite", "Fit", "--snapshots", root.appendingPathComponent("S").path,
                       "--artifacts", root.appendingPathComponent("a").path])
    }

    func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) has \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    func pngs(_ folder: URL) -> Set<String> {
        Set((FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") })
    }

    func pngCount(_ folder: URL) -> Int { pngs(folder).count }

    /// `--pseudo en-XA,ar-XB`: a fit sheet per platform and pseudo-locale, made from the source
    /// language (Italian here) with placeholders kept, whose overflow is predicted before any
    /// translation exists; an unknown pseudo-locale is a usage error.
    @Test func pseudoLocalesPredictOverflow() throws {
        let (root, arguments) = try workspace("pseudo")
        let snapshots = root.appendingPathComponent("S")
        let run = try localeshot(["catalog", "render"] + arguments + ["--record", "missing", "--pixels", "none", "--pseudo", "en-XA,ar-XB"])
        #expect(run.status == 0, "\(run.stdout)")
        for platform in ["android", "apple"] {
            for locale in ["en-XA", "ar-XB"] {
                #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("Fit-\(platform)/\(locale)/fit-sheet.txt").path))
            }
        }
        let accented = try String(contentsOf: snapshots.appendingPathComponent("Fit-android/en-XA/fit-sheet.txt"), encoding: .utf8)
        let italian = try String(contentsOf: snapshots.appendingPathComponent("Fit-android/it/fit-sheet.txt"), encoding: .utf8)
        func truncated(_ sheet: String) -> Int { sheet.split(separator: "\n").filter { $0.contains("| truncated |") }.count }
        // Longer than its source: more keys cut under en-XA than in the source language.
        #expect(truncated(accented) > truncated(italian), "\(accented)")
        #expect(accented.contains("cut after \"[") && !accented.contains("(Cyrl)"))
        let bad = try localeshot(["catalog", "render"] + arguments + ["--pseudo", "en-XX"])
        #expect(bad.status == 64 && bad.stderr.contains("en-XX"), "\(bad.stderr)")
    }

    /// `--pixels`: flagged keeps a PNG for the keys that do not fit only, none for none, a
    /// glob for the keys it matches, all for every key; every run writes the 10 fit sheets.
    @Test func pixelsVariants() throws {
        let (root, arguments) = try workspace("pixels")
        let snapshots = root.appendingPathComponent("S")
        let none = try localeshot(["catalog", "render"] + arguments + ["--record", "missing", "--pixels", "none"])
        #expect(none.status == 0 && pngCount(snapshots) == 0, "\(none.stdout)")
        #expect(none.stdout.contains("10 of 10 snapshots") || none.stdout.contains("of 10 snapshots"), "\(none.stdout)")
        let flagged = try localeshot(["catalog", "render"] + arguments + ["--record", "missing"])
        let overflow = flagged.stdout.split(separator: "\n").first { $0.hasPrefix("findings: ") }
        #expect(overflow == "findings: overflow 22", "\(flagged.stdout)")
        #expect(pngCount(snapshots) == 22)
        let before = pngs(snapshots)
        let glob = try localeshot(["catalog", "render"] + arguments + ["--record", "missing", "--pixels", "settings_*"])
        let added = pngs(snapshots).subtracting(before)
        #expect(glob.status == 0 && added.count > 20 && added.allSatisfy { $0.split(separator: "/").last?.hasPrefix("settings_") == true },
                "\(added.sorted())")
        let all = try localeshot(["catalog", "render"] + arguments + ["--pixels", "all"])
        #expect(all.stdout.contains("415 snapshots"), "\(all.stdout)")
    }

    /// A longer German translation: the German fit sheet fails with a readable line diff of
    /// that key, `--json` carries the overflow finding, the report's first table is "Does not
    /// fit" with the drawn row.
    @Test func changedTranslationIsAFitSheetDiff() throws {
        let (root, arguments) = try workspace("sheetdiff")
        #expect(try localeshot(["catalog", "render"] + arguments + ["--record", "missing"]).status == 0)
        try replace(">Abmelden<", with: ">Vom Konto abmelden und alle gespeicherten Daten löschen<",
                    in: root.appendingPathComponent("c/android/res/values-de/strings.xml"))
        let result = try localeshot(["catalog", "render"] + arguments + ["--json", "--junit", root.appendingPathComponent("junit.xml").path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("Fit-android/de/fit-sheet.txt: snapshot differs"), "\(result.stderr)")
        // The key that now overflows has no PNG golden yet.
        #expect(result.stderr.contains("- settings_logout | 164/496 | 1/1 | fits | latin\n"), "\(result.stderr)")
        #expect(result.stderr.contains("+ settings_logout | 957/496 | 1/1 | truncated | latin | cut after"), "\(result.stderr)")
        #expect(result.stderr.contains("Fit-android/de/settings_logout.png: no golden"))
        let record = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try #require(record?["findings"] as? [[String: Any]])
        let mine = findings.filter { $0["subject"] as? String == "settings_logout" }
        #expect(mine.count == 1 && mine.first?["kind"] as? String == "overflow" && mine.first?["locale"] as? String == "de", "\(mine)")
        #expect((mine.first?["image"] as? String)?.hasSuffix("settings_logout.fit.png") == true)
        let junit = try String(contentsOf: root.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuite name="findings.overflow" tests="23""#), "\(junit.prefix(400))")
        let report = try localeshot(["report", root.appendingPathComponent("a").path, "--out", root.appendingPathComponent("r").path])
        #expect(report.status == 1, "\(report.stderr)")
        let html = try String(contentsOf: root.appendingPathComponent("r/report.html"), encoding: .utf8)
        let table = try #require(html.range(of: "Does not fit"))
        #expect(html.range(of: "Failures by cause").map { table.lowerBound < $0.lowerBound } == true)
        #expect(html.contains("data:image/png;base64,"))
        let summary = try String(contentsOf: root.appendingPathComponent("r/summary.md"), encoding: .utf8)
        #expect(summary.contains("### Does not fit (23 overflow)") && summary.contains("| settings\\_logout | de | Fit-android |"), "\(summary)")
    }

    /// A private-use code point no font has: a `missingGlyph` finding for that key and
    /// language, every other key still measured and verified; exit 65 at the end.
    @Test func missingGlyphIsAFindingNotAnAbort() throws {
        let (root, arguments) = try workspace("missing")
        try replace(">Abmelden<", with: ">Abmelden \u{E000}<", in: root.appendingPathComponent("c/android/res/values-de/strings.xml"))
        let result = try localeshot(["catalog", "render"] + arguments + ["--record", "missing"])
        #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("missingGlyph: 1") && result.stdout.contains("Fit-android/de settings_logout: no font has U+E000"), "\(result.stdout)")
        let sheet = try String(contentsOf: root.appendingPathComponent("S/Fit-android/de/fit-sheet.txt"), encoding: .utf8)
        #expect(sheet.contains("missing U+E000") && sheet.contains("settings_language | "))
    }

    /// The view's own font from a budgets file: Noto Sans Hebrew has no Latin letters, so
    /// every language's rows are drawn by the fallback font, a `fallbackFont` finding each.
    @Test func budgetsFontRoleWithoutTheScriptGivesFallbackFont() throws {
        let (root, arguments) = try workspace("fallback")
        let budgets = root.appendingPathComponent("budgets.txt")
        try "# key width lines font size\n*  496  1  hebrew  34\n".write(to: budgets, atomically: true, encoding: .utf8)
        let result = try localeshot(["catalog", "render"] + arguments + ["--record", "missing", "--pixels", "none", "--budgets", budgets.path])
        #expect(result.stdout.contains("fallbackFont: 10"), "\(result.stdout)")
        #expect(result.stdout.contains("the view's font hebrew lacks Latn; latin draws it"), "\(result.stdout)")
    }

    /// Budgets file errors: a typed message with the line, distinct exit codes; a FIFO is
    /// refused without blocking.
    @Test func budgetsFileErrors() throws {
        let (root, arguments) = try workspace("budgeterr")
        let file = root.appendingPathComponent("b.txt")
        try "ok.*  300\nbad.*  wide  1\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = try localeshot(["catalog", "render"] + arguments + ["--budgets", file.path])
        #expect(bad.status == 65 && bad.stderr.contains("line 2: width \"wide\" is not a whole number"), "\(bad.stderr)")
        try "x 300 1 comic\n".write(to: file, atomically: true, encoding: .utf8)
        let font = try localeshot(["catalog", "render"] + arguments + ["--budgets", file.path])
        #expect(font.status == 65 && font.stderr.contains("line 1: no font has the role \"comic\""), "\(font.stderr)")
        let absent = try localeshot(["catalog", "render"] + arguments + ["--budgets", root.appendingPathComponent("nope").path])
        #expect(absent.status == 66 && absent.stderr.contains("no such budgets file"), "\(absent.stderr)")
        let fifo = root.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let blocked = try localeshot(["catalog", "render"] + arguments + ["--budgets", fifo.path], timeout: 60)
        #expect(blocked.status != 0 && blocked.stderr.contains("is a FIFO"), "\(blocked.stderr)")
        let empty = try localeshot(["catalog", "render"] + arguments + ["--pixels", ""])
        #expect(empty.status == 64, "\(empty.stderr)")
    }
}
