import LocaleShotSuites
import Countries
import Foundation
import FoundationXML
import SnapshotCore
import TestSupport
import Testing

@Suite("localeshot verify")
struct VerifyCommandTests {
    @Test func shardsCoverTheMatrixExactlyOnce() throws {
        let artifacts = try Fixtures.temporaryDirectory("shards")
        var keys: [String] = []
        for index in 1...2 {
            let folder = artifacts.appendingPathComponent("shard\(index)")
            let result = try localeshot(["verify", "--shard", "\(index)/2", "--json", "--jobs", "2", "--artifacts", folder.path])
            #expect(result.status == 0, "\(result.stderr)")
            let record = try JSONDecoder().decode(RunRecord.self, from: Data(result.stdout.utf8))
            #expect(record.selection.shard == RunRecord.Shard(index: index, count: 2))
            keys += record.entries.map { "\($0.suite)/\($0.locale)/\($0.name)" }
        }
        let expected = try StandardSuite.jobs().map { "\($0.imageKey.suite)/\($0.imageKey.locale)/\($0.imageKey.name)" }
        // One report over both shards' artifact folders.
        let report = try localeshot(["report", artifacts.appendingPathComponent("shard1").path,
                                     artifacts.appendingPathComponent("shard2").path, "--out", artifacts.appendingPathComponent("merged").path])
        #expect(report.status == 0 && report.stdout.hasPrefix("0 failing of \(expected.count) snapshots from 2 run(s)"), "\(report.stdout)")
        #expect(keys.count == expected.count)
        #expect(Set(keys) == Set(expected))
        #expect(expected.count == 5 * (249 + StandardSuite.darkSample.count + 1 + StandardSuite.currencies.count + 16 + 12))
    }

    @Test func swappedGoldensFailWithFlagDiagnosisJUnitAndReport() throws {
        let snapshots = try copyOfSnapshots()
        try swapFiles(snapshots.appendingPathComponent("CountryRow/de/DE.png"), snapshots.appendingPathComponent("CountryRow/de/AT.png"))
        let root = snapshots.deletingLastPathComponent()
        let artifacts = root.appendingPathComponent("artifacts"), junit = root.appendingPathComponent("junit.xml")
        let result = try localeshot(["verify", "--snapshots", snapshots.path, "--artifacts", artifacts.path,
                                     "--junit", junit.path, "--jobs", "2"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("de/DE: golden shows 🇦🇹 AT, rendered 🇩🇪 DE"), "\(result.stdout)")
        #expect(result.stdout.contains("de/AT: golden shows 🇩🇪 DE, rendered 🇦🇹 AT"))
        let perLocale = try StandardSuite.jobs(locales: [MatrixLocale("de")]).count
        #expect(result.stdout.contains("de: \(perLocale - 2)/\(perLocale) match"))

        // JUnit: well-formed XML, one testcase per row, the two failures carry the diagnosis.
        let document = try XMLDocument(contentsOf: junit)
        let cases = try document.nodes(forXPath: "//testcase")
        let jobCount = try StandardSuite.jobs().count
        #expect(cases.count == jobCount)
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { ($0 as? XMLElement)?.attribute(forName: "message")?.stringValue?.contains("golden shows") == true })

        // The report shows both rows, with embedded expected / actual / diff images.
        let report = try localeshot(["report", artifacts.path])
        #expect(report.status == 1)
        let html = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        try ReportStructure.check(html, failing: ["CountryRow/de/DE", "CountryRow/de/AT"].map { OutputEscaping.idToken($0) })
        let summary = try String(contentsOf: artifacts.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("| de | \(perLocale) | 2 |") && summary.contains("| de/DE | mismatch | de/DE: golden shows"))
    }

    @Test func canaryShowsTheSeedsBugInItsOwnTerms() throws {
        let artifacts = try Fixtures.temporaryDirectory("canarycli")
        let result = try localeshot(["verify", "--canary", "--locales", "en,de", "--codes", "IQ,IS,DE,JP", "--artifacts", artifacts.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("de/IQ: flag mismatch — expected 🇮🇶 IQ, rendered 🇮🇷 IR; text unchanged"))
        #expect(result.stdout.contains("de/IS: flag mismatch — expected 🇮🇸 IS, rendered 🇮🇲 IM; text unchanged"))
        #expect(result.stdout.contains("en: 6/6 match"), "the bug is invisible in English")
    }
}

/// Structural checks of report.html, shared by the tests.
enum ReportStructure {
    static func check(_ html: String, failing anchors: [String]) throws {
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.components(separatedBy: #"<article class="failure""#).count - 1 == anchors.count)
        #expect(html.contains(#"<table class="grid">"#))
        for anchor in anchors {
            #expect(html.contains(#"id="\#(anchor)""#), "no card for \(anchor)")
            #expect(html.contains(##"href="#\##(anchor)""##), "no grid link to \(anchor)")
        }
        #expect(html.components(separatedBy: #"<input type="range""#).count - 1 == anchors.count, "one slider per failure")
        let images = html.components(separatedBy: "data:image/png;base64,").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(images.count == anchors.count * 3, "expected, actual, diff, each once (the slider reuses them)")
        for image in images {
            let data = try #require(Data(base64Encoded: image))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
        #expect(!html.contains("src=\"\""), "no image may be missing")
    }
}
