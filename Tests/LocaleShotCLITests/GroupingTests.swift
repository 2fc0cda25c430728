import Foundation
import Raster
import SnapshotCore
import TestSupport
import Testing

/// Failures grouped by cause, as a reviewer meets them: one renderer change moving many rows,
/// or a flag swap, a text change and a shift at once.
@Suite("Failures grouped by cause")
struct GroupingTests {
    /// Moves a golden's pixels `dx` to the right, filling with its first pixel's colour.
    func shift(_ url: URL, dx: Int) throws {
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: url)))
        var shifted = try Image(width: image.width, height: image.height, fill: image[0, 0])
        for y in 0..<image.height {
            for x in 0..<image.width where x + dx >= 0 && x + dx < image.width { shifted[x + dx, y] = image[x, y] }
        }
        try Data(PNGCodec.encode(shifted)).write(to: url)
    }

    func verify(_ snapshots: URL, codes: [String], extra: [String] = []) throws -> (RunRecord, Fixtures.ProcessResult) {
        let artifacts = snapshots.deletingLastPathComponent().appendingPathComponent("artifacts")
        let result = try localeshot(["verify", "--snapshots", snapshots.path, "--artifacts", artifacts.path, "--locales", "de",
                                     "--codes", codes.joined(separator: ","), "--json", "--jobs", "2"] + extra)
        return (try JSONDecoder().decode(RunRecord.self, from: Data(result.stdout.utf8)), result)
    }

    static let codes = ["DE", "AT", "CH", "FR", "IT", "ES", "PT", "NL", "BE", "LU", "PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "GR", "CY"]

    @Test func oneRendererChangeIsOneGroup() throws {
        let snapshots = try copyOfSnapshots()
        for code in Self.codes { try shift(snapshots.appendingPathComponent("CountryRow/de/\(code).png"), dx: 1) }
        let (record, result) = try verify(snapshots, codes: Self.codes)
        #expect(result.status == 1)
        let groups = try #require(record.groups)
        #expect(groups.count == 1, "\(groups.map(\.cause))")
        #expect(groups.first?.count == 20 && groups.first?.cause == "shifted 1 px left; layout unchanged — a rendering change, not a content change")
        #expect(Set(groups.first?.rows ?? []) == Set(Self.codes.map { "CountryRow/de/\($0)" }))
        #expect(result.stderr.contains("20 failing in 1 group by cause"))
        // Each row is not diagnosed as "text changed": nothing but the position changed.
        #expect(!record.failures.contains { $0.diagnosis?.contains("text changed") == true })
    }

    @Test func flagSwapTextChangeAndShiftAreThreeGroupsAndOneIsAccepted() throws {
        let snapshots = try copyOfSnapshots()
        let folder = snapshots.appendingPathComponent("CountryRow/de")
        try swapFiles(folder.appendingPathComponent("DE.png"), folder.appendingPathComponent("AT.png"))
        let dump = folder.appendingPathComponent("FR.txt")
        let text = try String(contentsOf: dump, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "Frankreich", with: "Frankrijk").utf8).write(to: dump)
        for code in ["IT", "ES", "PT"] { try shift(folder.appendingPathComponent("\(code).png"), dx: -2) }
        let (record, result) = try verify(snapshots, codes: Self.codes)
        #expect(result.status == 1)
        let groups = try #require(record.groups)
        // Review order is by consequence, not count: the flag swap, the text change, then the shift.
        #expect(groups.map(\.count) == [2, 1, 3], "\(groups.map { "\($0.count) \($0.cause)" })")
        #expect(groups.map(\.consequence) == [.flagChanged, .contentChanged, .pixelsOnly])
        let causes = groups.map(\.cause)
        #expect(causes[2] == "shifted 2 px right; layout unchanged — a rendering change, not a content change")
        #expect(causes[0].contains("the golden shows another flag") && causes[0].contains("layout unchanged: pixels only"))
        #expect(causes[1].hasPrefix("layout changed: ") && causes[1].contains("Frankreich"))
        #expect(result.stdout.contains("3 rows changed content, 3 rows changed pixels only") || result.stderr.contains("3 rows changed content, 3 rows changed pixels only"))

        // JUnit, summary.md and report.html carry the groups.
        let artifacts = snapshots.deletingLastPathComponent().appendingPathComponent("artifacts")
        let report = try localeshot(["report", artifacts.path])
        #expect(report.status == 1)
        let summary = try String(contentsOf: artifacts.appendingPathComponent("summary.md"), encoding: .utf8)
        let html = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        for group in groups {
            #expect(summary.contains("localeshot accept ARTIFACTS --group \(group.id)") && html.contains("id=\"group-\(group.id)\""))
        }
        #expect(!html.contains(snapshots.deletingLastPathComponent().path), "no absolute path of the machine in the report")
        let junit = artifacts.appendingPathComponent("junit.xml")
        _ = try verify(snapshots, codes: Self.codes, extra: ["--junit", junit.path])
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<property name=\"localeshot.group\" value=\"\(groups[2].id): shifted 2 px right"))
        #expect(summary.contains("**3 rows changed content, 3 rows changed pixels only**"))

        // Accept the shift after review: exactly its rows are re-recorded.
        let accept = try localeshot(["record", "--group", groups[2].id, "--snapshots", snapshots.path, "--artifacts", artifacts.path,
                                     "--locales", "de", "--codes", Self.codes.joined(separator: ",")])
        #expect(accept.status == 0, "\(accept.stderr)")
        let (after, _) = try verify(snapshots, codes: Self.codes)
        #expect(after.groups?.map(\.count) == [2, 1])
        #expect(after.failures.count == 3)
    }
}

/// A toolchain update changes CLDR names: it reads as environment drift, naming what changed.
@Suite("Drift explained across machines")
struct DriftTests {
    @Test func toolchainAndLocalizedNamesAreDriftWithTheNamesListed() throws {
        let snapshots = try copyOfSnapshots()
        let manifest = snapshots.appendingPathComponent("manifest.json")
        var environment = try JSONDecoder().decode(RenderEnvironment.self, from: Data(contentsOf: manifest))
        #expect(environment.toolchain?.hasPrefix("Swift 6") == true && environment.localizedNames?.count == 1245)
        environment.toolchain = "Swift 5.10"
        environment.localizedNames?["de/DE"] = "BRD"
        try Data(environment.encoded()).write(to: manifest)
        try swapFiles(snapshots.appendingPathComponent("CountryRow/de/DE.png"), snapshots.appendingPathComponent("CountryRow/de/AT.png"))
        let result = try localeshot(["verify", "--snapshots", snapshots.path, "--locales", "de", "--codes", "DE,AT",
                                     "--artifacts", snapshots.deletingLastPathComponent().appendingPathComponent("a").path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("environment drift, not a regression"))
        #expect(result.stdout.contains("Swift toolchain Swift 5.10 → "))
        #expect(result.stdout.contains("1 localized name changed (ICU/CLDR data): de/DE \"BRD\" → \"Deutschland\""), "\(result.stdout)")
    }
}
