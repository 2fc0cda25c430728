import Foundation
import FoundationXML
import TestSupport
import Testing

@Suite("localeshot catalog")
struct CatalogCommandTests {
    static let fixtures = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/Catalogs")

    func folders(_ variant: String) -> [String] {
        [Self.fixtures.appendingPathComponent("\(variant)/apple").path, Self.fixtures.appendingPathComponent("\(variant)/android/res").path]
    }

    @Test func checkExitCodesAndOutputs() throws {
        let clean = try localeshot(["catalog", "check"] + folders("clean") + ["--source-language", "it"])
        #expect(clean.status == 0 && clean.stdout.contains("0 findings"), "\(clean.stdout)\(clean.stderr)")

        let junit = try Fixtures.temporaryDirectory("catalogjunit").appendingPathComponent("catalog.xml")
        let defective = try localeshot(["catalog", "check"] + folders("defective") + ["--source-language", "it", "--json", "--junit", junit.path])
        #expect(defective.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(defective.stdout.utf8)) as? [String: Any]
        let items = try #require(report?["findings"] as? [[String: Any]])
        #expect(items.count == 11)
        // Three of them are hints (two keys on one platform, a stale key): listed, never failing.
        #expect(items.filter { $0["severity"] as? String == "hint" }.count == 3)
        for item in items {
            #expect(item["kind"] is String && item["key"] is String && item["message"] is String && item["language"] is String)
            #expect(["finding", "hint"].contains(item["severity"] as? String ?? ""))
            #expect(["android", "apple", "both"].contains(item["platform"] as? String ?? ""))
            let locations = try #require(item["locations"] as? [[String: Any]])
            #expect(locations.allSatisfy { $0["file"] is String && $0["line"] is Int })
        }
        #expect((report?["summary"] as? [String: Any])?["findings"] as? Int == 8 && (report?["summary"] as? [String: Any])?["hints"] as? Int == 3)
        // JUnit: one testcase per language and kind (not one per finding), hints left out.
        let pairs = Set(items.filter { $0["severity"] as? String == "finding" }.map { "\($0["language"] as? String ?? "both")|\($0["kind"] as? String ?? "")" })
        let failures = try XMLDocument(contentsOf: junit).nodes(forXPath: "//testcase/failure")
        #expect(failures.count == pairs.count)
    }

    @Test func baselineFailsOnlyOnNewFindings() throws {
        let folder = try Fixtures.temporaryDirectory("baseline")
        let baseline = folder.appendingPathComponent("catalog-baseline.tsv")
        let first = try localeshot(["catalog", "check"] + folders("defective") + ["--source-language", "it", "--write-baseline", baseline.path])
        #expect(first.status == 1)
        let adopted = try localeshot(["catalog", "check"] + folders("defective") + ["--source-language", "it", "--baseline", baseline.path])
        #expect(adopted.status == 0 && adopted.stdout.contains("0 findings (8 in the baseline)"), "\(adopted.stdout)")
        // A new problem after adoption fails CI.
        let lines = try String(contentsOf: baseline, encoding: .utf8).split(separator: "\n").dropLast(1)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: baseline)
        let regressed = try localeshot(["catalog", "check"] + folders("defective") + ["--source-language", "it", "--baseline", baseline.path,
                                                                                    "--max-findings", "0"])
        #expect(regressed.status == 1 && regressed.stdout.contains("1 finding (7 in the baseline)"), "\(regressed.stdout)")
        #expect(regressed.stdout.contains("… 1 more not printed"))
    }

    @Test func allowListFile() throws {
        let allow = try Fixtures.temporaryDirectory("allow").appendingPathComponent("allow.txt")
        try Data("* * *\n".utf8).write(to: allow)
        let result = try localeshot(["catalog", "check"] + folders("defective") + ["--source-language", "it", "--allow", allow.path])
        #expect(result.status == 0 && result.stdout.contains("0 findings (11 allowed by the allow-list)"))
    }

    @Test func malformedCatalogIsALocatedError() throws {
        let root = try Fixtures.temporaryDirectory("badcatalog")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("clean"), to: root.appendingPathComponent("c"))
        let strings = root.appendingPathComponent("c/android/res/values-fr/strings.xml")
        var text = try String(contentsOf: strings, encoding: .utf8)
        text = text.replacingOccurrences(of: "<string name=\"sheet_done\">", with: "<string name=\"sheet_done\">L'erreur ")
        try Data(text.utf8).write(to: strings)
        let result = try localeshot(["catalog", "check", root.appendingPathComponent("c/android/res").path,
                                     root.appendingPathComponent("c/apple").path, "--source-language", "it"])
        // A file that cannot be parsed is a finding with its place; the rest is still checked.
        #expect(result.status == 1)
        #expect(result.stdout.contains("unreadable") && result.stdout.contains("values-fr/strings.xml:") && result.stdout.contains("sheet_done")
                && result.stdout.contains("apostrophe"), "\(result.stdout)")
    }

    /// One platform alone is a project: every check that needs no other platform runs, and
    /// the text output gives the counts first, kinds in order of consequence, each capped.
    @Test func onePlatformAloneAndCappedTextOutput() throws {
        let apple = try localeshot(["catalog", "check", "--apple", folders("defective")[0], "--source-language", "it"])
        #expect(apple.status == 1 || apple.status == 0, "\(apple.stderr)")
        #expect(apple.stdout.contains("android: not given") && apple.stdout.contains("one platform given"), "\(apple.stdout)")
        let both = try localeshot(["catalog", "check"] + folders("defective") + ["--source-language", "it", "--max-findings", "1"])
        let lines = both.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count > 2 && lines[1].hasPrefix("counts: 8 findings: "), "\(both.stdout)")
        // Kinds in order of consequence: placeholder mismatches before drift, drift before empty values.
        let order = ["placeholderMismatch:", "drift:", "emptyValue:"].compactMap { kind in lines.firstIndex { $0.hasPrefix(kind) } }
        #expect(order.count == 3 && order == order.sorted(), "\(both.stdout)")
        #expect(both.stdout.contains("  and 2 more") && lines[2].hasPrefix("hints: "))
        // Hints: one line of counts, listed with --hints; never a finding.
        #expect(both.stdout.contains("hints: 2 keys on one platform, 1 stale key — --hints to list them") && !lines.contains("extraKey: 1"), "\(both.stdout)")
        let hints = try localeshot(["catalog", "check"] + folders("defective") + ["--source-language", "it", "--hints"])
        #expect(hints.stdout.contains("extraKey: 1") && hints.stdout.contains("  fr  promo_banner") && hints.stdout.contains("onePlatformOnly: 2"), "\(hints.stdout)")
        // Only hints: exit 0.
        let allow = try Fixtures.temporaryDirectory("hintsonly").appendingPathComponent("allow.txt")
        try Data("placeholderMismatch * *\ndrift * *\nemptyValue * *\n".utf8).write(to: allow)
        let onlyHints = try localeshot(["catalog", "check"] + folders("defective") + ["--source-language", "it", "--allow", allow.path])
        #expect(onlyHints.status == 0 && onlyHints.stdout.contains("0 findings"), "\(onlyHints.stdout)")
    }

    /// A summary (a regional table behind its parent) is one line by default; with `--all`
    /// every string it stands for follows it, one indented line each with its place.
    @Test func allListsTheStringsASummaryCovers() throws {
        let folder = try Fixtures.temporaryDirectory("covers-text")
        let keys = (1...12).map { "key_\($0)" }
        let table = { (value: (String) -> String, keys: [String]) in keys.map { "\"\($0)\" = \"\(value($0))\";" }.joined(separator: "\n") }
        let english: (String) -> String = { "Sentence \($0) to read" }, portuguese: (String) -> String = { "Frase \($0) para ler" }
        for (language, value, held) in [("en", english, keys), ("pt", portuguese, keys), ("pt-BR", portuguese, [keys[0]])] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(table(value, held).utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        let capped = try localeshot(["catalog", "check", "--apple", folder.path])
        let summary = "  pt-BR  *  [apple]  behind pt: 11 keys pt has are missing from pt-BR's own tables"
        #expect(capped.status == 1 && capped.stdout.contains(summary) && !capped.stdout.contains("      key_2  ("), "\(capped.stdout)")
        let all = try localeshot(["catalog", "check", "--apple", folder.path, "--all"])
        let listed = all.stdout.split(separator: "\n").filter { $0.hasPrefix("      key_") }
        #expect(listed.count == 11 && listed.first == "      key_10  (en.lproj/Localizable.strings:10)", "\(all.stdout)")
    }

    /// The story of "Scegli squadra": Apple's catalog loses the English title, the English
    /// sheet falls back to Italian, and the rendered rows show it against the goldens.
    @Test func renderCatchesAStringFallingBackToTheSourceLanguage() throws {
        let clean = try localeshot(["catalog", "render"] + folders("clean") + ["--source-language", "it", "--suite", "CatalogFixture", "--pixels", "all",
                                                                             "--artifacts", try Fixtures.temporaryDirectory("cr1").path])
        #expect(clean.status == 0, "\(clean.stdout)")

        let root = try Fixtures.temporaryDirectory("fallback")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("clean"), to: root.appendingPathComponent("c"))
        let catalog = root.appendingPathComponent("c/apple/Localizable.xcstrings")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as! [String: Any]
        var strings = json["strings"] as! [String: Any]
        var sheet = strings["sheet.title"] as! [String: Any]
        var localizations = sheet["localizations"] as! [String: Any]
        localizations["en"] = nil
        sheet["localizations"] = localizations
        strings["sheet.title"] = sheet
        json["strings"] = strings
        try JSONSerialization.data(withJSONObject: json).write(to: catalog)

        let result = try localeshot(["catalog", "render", root.appendingPathComponent("c/android/res").path, root.appendingPathComponent("c/apple").path,
                                     "--source-language", "it", "--suite", "CatalogFixture", "--pixels", "all",
                                     "--snapshots", Fixtures.packageRoot.appendingPathComponent("Snapshots").path,
                                     "--artifacts", root.appendingPathComponent("a").path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("CatalogFixture-apple/en/sheet_title.png: snapshot differs"))
        #expect(result.stdout.contains("+ text \"Scegli squadra\" lang=en"), "the dump shows the Italian text under English")
        let failing = result.stdout.split(separator: "\n").filter { $0.contains(": snapshot differs") }
        #expect(failing.count == 3, "exactly the PNG and the dump of that one row, and the English fit sheet: \(failing)")
        #expect(result.stdout.contains("CatalogFixture-apple/en/fit-sheet.txt: snapshot differs"), "\(result.stdout)")
    }
}

@Suite("localeshot bench --catalog")
struct CatalogBenchTests {
    /// The generated app is a project the check reads as a user's: every planted gap found,
    /// nothing else (its plurals, arrays, brand names, xliff markup and language folders pass).
    @Test func generatedAppYieldsOnlyItsPlantedGaps() throws {
        let folder = try Fixtures.temporaryDirectory("catalog-bench").appendingPathComponent("app")
        let bench = try localeshot(["bench", "--catalog", "--keys", "400", "--modules", "5", "--keep", folder.path])
        #expect(bench.status == 0, "\(bench.stderr)")
        #expect(bench.stdout.contains("| files / size | 282 /") && bench.stdout.contains("| exit status | 1 |"), "\(bench.stdout)")
        let check = try localeshot(["catalog", "check", "--android", folder.appendingPathComponent("android").path,
                                    "--apple", folder.appendingPathComponent("ios").path, "--json"])
        let report = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any]
        let items = try #require(report?["findings"] as? [[String: Any]], "\(check.stderr)")
        // The generator's gaps: (key × 31 + language × 17) mod 400 is 0 or 1 (Apple lacks the
        // key: drift), 2 (both lack it) or 3 (Android shows English, Apple translates: drift).
        var expected: [String: Int] = [:]
        for key in 0..<400 where key % 25 != 3 && key % 60 != 7 && key % 45 != 11 {
            for language in 1..<40 {
                switch (key * 31 + language * 17) % 400 {
                case 0, 1, 3: expected["drift", default: 0] += 1
                case 2: expected["missingTranslation", default: 0] += 1
                default: break
                }
            }
        }
        let found = Dictionary(grouping: items, by: { $0["kind"] as? String ?? "" }).mapValues(\.count)
        #expect(found == expected)
    }

    /// `--keep` never writes into a folder that exists (`--keep Snapshots` would mix an app
    /// into the goldens), nor through a link.
    @Test func keepRefusesAnExistingFolderOrLink() throws {
        let folder = try Fixtures.temporaryDirectory("catalog-bench-keep")
        try Data("mine".utf8).write(to: folder.appendingPathComponent("golden.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "/nonexistent")
        for target in [folder.path, folder.appendingPathComponent("link").path] {
            let run = try localeshot(["bench", "--catalog", "--keys", "10", "--modules", "1", "--keep", target])
            #expect(run.status == 64 && run.stderr.contains("already exists"), "\(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["golden.png", "link"])
        #expect(try localeshot(["bench", "--catalog", "--keys", "0"]).status == 64)
    }
}

/// The realistic two-platform project (Tests/Fixtures/Catalogs/make-project.py): checked from
/// its two project roots, it yields exactly the planted defects — none of the look-alikes.
@Suite("catalog check on a real-shaped project")
struct CatalogProjectTests {
    static let project = CatalogCommandTests.fixtures.appendingPathComponent("project")

    struct Planted: Decodable {
        struct Defect: Decodable, Hashable {
            let kind: String, key: String, language: String?, platform: String
        }
        let defects: [Defect]
        let lookalikes: [String]
    }

    @Test func findsExactlyThePlantedDefects() throws {
        let planted = try JSONDecoder().decode(Planted.self, from: Data(contentsOf: Self.project.appendingPathComponent("PLANTED.json")))
        #expect(planted.defects.count >= 30 && Set(planted.defects.map(\.kind)).count == 11 && planted.lookalikes.count >= 15)
        let run = try localeshot(["catalog", "check", "--android", "android", "--apple", "ios", "--json", "--verbose"], in: Self.project)
        #expect(run.status == 1, "\(run.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let items = try #require(report?["findings"] as? [[String: Any]], "\(run.stdout)\(run.stderr)")
        let found = items.map { item in
            // Every finding has a language; `all` for the language-less kinds (PLANTED.json: null).
            // An Apple finding spells its key as Apple does (`auth.sign_in`); PLANTED.json, canonically.
            let platform = item["platform"] as? String ?? "", key = item["key"] as? String ?? ""
            return Planted.Defect(kind: item["kind"] as? String ?? "", key: platform == "apple" ? key.replacingOccurrences(of: ".", with: "_") : key,
                                  language: (item["language"] as? String).flatMap { $0 == "all" ? nil : $0 }, platform: platform)
        }
        #expect(items.contains { $0["kind"] as? String == "drift" && $0["key"] as? String == "auth.sign_in" && $0["platform"] as? String == "apple" })
        // A finding on both platforms keeps the Android key and names both spellings.
        let both = items.first { $0["kind"] as? String == "missingTranslation" && $0["key"] as? String == "auth_sign_out" }
        #expect(both?["keys"] as? [String: String] == ["android": "auth_sign_out", "apple": "auth.sign_out"], "\(String(describing: both))")
        #expect(found.count == planted.defects.count)
        #expect(Set(found).subtracting(planted.defects).isEmpty, "not planted: \(Set(found).subtracting(planted.defects))")
        #expect(Set(planted.defects).subtracting(found).isEmpty, "missed: \(Set(planted.defects).subtracting(found))")
        // What was left out, and why, for --verbose.
        for skipped in ["app/build/: build output", "app/src/test/: build output", "values-night is not a language", "values/dimens.xml: no <string>"] {
            #expect(run.stderr.contains(skipped), "\(skipped) not in \(run.stderr)")
        }
    }

    /// A baseline names each finding's key as the report shows it (Apple's `auth.sign_in`),
    /// and a baseline written with canonical keys (`auth_sign_in`, before keys were spelled per
    /// platform) still matches; the allow-list takes either spelling.
    @Test func baselinesAndAllowListsTakeTheKeyAsShown() throws {
        let folder = try Fixtures.temporaryDirectory("baseline-spelling")
        let baseline = folder.appendingPathComponent("baseline.tsv")
        let written = try localeshot(["catalog", "check", "--android", "android", "--apple", "ios", "--write-baseline", baseline.path], in: Self.project)
        #expect(written.status == 1, "\(written.stderr)")
        let text = try String(contentsOf: baseline, encoding: .utf8)
        #expect(text.contains("drift\tauth.sign_in\tid\tapple") && text.contains("invalidSpecifier\tmatch.venue\tit\tapple"), "\(text)")
        #expect(text.contains("missingTranslation\tauth_sign_out\the\tboth"), "\(text)")
        let canonical = text.replacingOccurrences(of: "auth.sign_in", with: "auth_sign_in").replacingOccurrences(of: "match.venue", with: "match_venue")
        try Data(canonical.utf8).write(to: baseline)
        let adopted = try localeshot(["catalog", "check", "--android", "android", "--apple", "ios", "--baseline", baseline.path], in: Self.project)
        #expect(adopted.status == 0 && adopted.stdout.contains("0 findings ("), "\(adopted.stdout)")
        let allow = folder.appendingPathComponent("allow.txt")
        try Data("drift auth.sign_in id apple\ninvalidSpecifier match_venue it\n".utf8).write(to: allow)
        let allowed = try localeshot(["catalog", "check", "--android", "android", "--apple", "ios", "--allow", allow.path], in: Self.project)
        #expect(allowed.stderr.contains("(drift auth.sign_in id apple) accepts 1 finding") && allowed.stderr.contains("(invalidSpecifier match_venue it *) accepts 1 finding"),
                "\(allowed.stderr)")
        #expect(!allowed.stdout.contains("id  auth.sign_in  [apple]") && !allowed.stdout.contains("it  match.venue  [apple]"), "\(allowed.stdout)")
    }
}
