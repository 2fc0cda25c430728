import Foundation
@testable import SnapshotCore
import Raster
import Testing
import TestSupport

/// Every string field of a `run.json` set to a hostile payload: report.html gains no element
/// or attribute the template does not have, ids are tokens, summary.md keeps its table shape,
/// and no control character or bidi override comes out raw.
@Suite struct ReportInjectionTests {
    static let payloads = [
        #"x"><script>alert(1)</script>"#,
        #"' onmouseover='alert(1)"#,
        "a|b\n| c | d |\n<img src=x onerror=alert(2)>",
        "\u{1B}]0;pwned\u{07}\u{1B}[31mred\u{202E}evil\u{2066}",
        "javascript:alert(3)",
        "`code` **bold** [link](http://x) <!-- c -->",
    ]

    func record(_ payload: String, passed: Bool = false) -> RunRecord {
        let entry = RunRecord.Entry(
            suite: payload, locale: payload, name: payload, code: payload, status: payload, passed: passed,
            message: payload, diagnosis: payload, diagnosisKind: payload, differingPixels: 3, differingRatio: 0.1,
            largestDelta: 0.2, environmentDrift: [payload],
            artifacts: ["expected": payload, "actual": payload + ".png", "diff": "../" + payload, payload: payload, "text-diff": payload],
            goldens: [payload], group: payload)
        var record = RunRecord(mode: payload, selection: .init(locales: [payload], codes: [payload], shard: nil, theme: payload),
                               environment: RenderEnvironment(libraries: [payload: payload], fonts: [payload: payload], rowStyleVersion: 1),
                               environmentDrift: [payload], durationSeconds: 1, entries: [entry, entry])
        record.tool = payload
        // The fit findings of `catalog render` (their "Does not fit" table, with its images).
        // More than the summary lists (its "… more" row), with two detail columns.
        record.findings = Array(repeating: RunFinding(kind: payload, heading: payload, severity: .warning, suite: payload, locale: payload,
                                                      subject: payload, message: payload,
                                                      details: [RunFinding.Detail(payload, payload), RunFinding.Detail("needed", payload)],
                                                      image: payload), count: RunReport.findingsListed + 1)
        record.groups = [RunRecord.Group(id: payload, cause: payload, count: 2, rows: [entry.row, entry.row])]
        return record
    }

    func report(_ payload: String) -> RunReport {
        RunReport(runs: [(URL(fileURLWithPath: "/tmp/ls-artifacts"), record(payload))])
    }

    /// Tag names and attribute names of an HTML document (a tag is `<name attr="…" …>`).
    static func structure(_ html: String) -> Set<String> {
        var found: Set<String> = []
        let tag = try! Regex(#"<(/?[a-zA-Z][a-zA-Z0-9]*)([^<>]*)>"#)
        let attribute = try! Regex(#"\s([a-zA-Z-]+)\s*="#)
        for match in html.matches(of: tag) {
            let name = String(html[match.range].dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "/" })
            found.insert("<" + name)
            // Attribute values are double-quoted by the template; the escaping keeps `"` out of
            // them, so whatever is between quotes is a value, never an attribute.
            let inner = String(html[match.range]).replacing(try! Regex(#""[^"]*""#), with: "\"\"")
            for attributeMatch in inner.matches(of: attribute) {
                found.insert(name + "@" + String(inner[attributeMatch.range]).trimmingCharacters(in: .whitespaces).dropLast())
            }
        }
        return found
    }

    @Test(arguments: payloads)
    func reportHasOnlyTheTemplatesElementsAndAttributes(payload: String) {
        let benign = Self.structure(report("benign").html())
        let hostile = report(payload).html()
        let extra = Self.structure(hostile).subtracting(benign)
        #expect(extra.isEmpty, "elements or attributes not in the template: \(extra.sorted())")
        #expect(hostile.components(separatedBy: "<script").count == 2, "one script element: the template's")
        for match in hostile.matches(of: try! Regex(#"\sid="([^"]*)""#)) {
            let id = String(hostile[match.range]).dropFirst(5).dropLast()
            #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, "id \(id)")
        }
        for match in hostile.matches(of: try! Regex(#"(href|src)="([^"]*)""#)) {
            let value = String(hostile[match.range])
            #expect(!value.lowercased().contains("javascript:"), "\(value)")
        }
        #expect(!hostile.unicodeScalars.contains { OutputEscaping.isUnsafeForDisplay($0) && $0 != "\n" },
                "no raw control character or bidi override")
    }

    @Test(arguments: payloads)
    func summaryKeepsItsTableShape(payload: String) {
        let summary = report(payload).markdownSummary(reportPath: payload)
        #expect(!summary.contains("<"), "no raw HTML in summary.md")
        #expect(!summary.unicodeScalars.contains { OutputEscaping.isUnsafeForDisplay($0) && $0 != "\n" })
        // Each table on its own (a line not starting with `|` ends one): its header has as many
        // cells as its separator, and so has every row.
        var columns: Int?, header: Int?
        for line in summary.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { (columns, header) = (nil, nil); continue }
            // Cells are split on unescaped pipes only.
            let cells = line.replacingOccurrences(of: "\\\\", with: "").replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false).count
            if line.hasPrefix("| ---") || line.hasPrefix("| ---:") {
                #expect(header == cells, "the header above \(line) has another number of cells")
                columns = cells
                continue
            }
            if let columns { #expect(cells == columns, "row \(line) breaks its table") } else { header = cells }
        }
    }

    @Test func idTokensAreReversibleAndDistinct() {
        let texts = ["a/b", "a_2Fb", "a-b", "", "é", "x\"y"]
        let ids = texts.map { OutputEscaping.idToken($0) }
        #expect(Set(ids).count == texts.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } })
    }

    @Test func jsonAndTerminalEscapeBidiOverridesAndControls() {
        let json = String(decoding: OutputEscaping.json(record("\u{202E}x\u{2066}\u{85}").encoded()), as: UTF8.self)
        #expect(!json.unicodeScalars.contains { OutputEscaping.isUnsafeForDisplay($0) && $0 != "\n" })
        #expect(json.contains("\\u202e"))
        let decoded = try? JSONDecoder().decode(RunRecord.self, from: Data(json.utf8))
        #expect(decoded?.entries.first?.name == "\u{202E}x\u{2066}\u{85}", "the escape means the same character")
        #expect(OutputEscaping.terminal("a\u{1B}]0;t\u{07}b\nc") == "a\\u{1B}]0;t\\u{7}b\\u{A}c")
        #expect(OutputEscaping.terminal("a\nb", keepNewlines: true) == "a\nb")
    }

    /// A catalog value of 400,000 overrides, quoted in a finding, is escaped in one pass
    /// (appending to a scalar view copied the whole text per character: 16 s).
    @Test(.timeLimit(.minutes(3)))
    func terminalEscapingOfManyControlsIsLinear() {
        let escaped = OutputEscaping.terminal(String(repeating: "\u{202E}", count: 400_000) + "x\n", keepNewlines: true)
        #expect(escaped.utf8.count == 400_000 * "\\u{202E}".utf8.count + 2 && escaped.hasSuffix("x\n"))
    }
}

/// report.html's size and memory are bounded by what it shows, not by what run.json names.
@Suite struct ReportBoundsTests {
    func entry(_ name: String, artifact: String) -> RunRecord.Entry {
        RunRecord.Entry(suite: "S", locale: "de", name: name, code: nil, status: "mismatch", passed: false, message: "m",
                        diagnosis: nil, diagnosisKind: nil, differingPixels: 1, differingRatio: 0, largestDelta: 0,
                        environmentDrift: [], artifacts: ["expected": artifact, "actual": artifact, "diff": artifact],
                        goldens: [], group: "g")
    }

    func report(_ entries: [RunRecord.Entry], folder: URL) -> String {
        var record = RunRecord(mode: "never", selection: .init(locales: ["de"], codes: nil, shard: nil),
                               environment: RenderEnvironment(libraries: [:], fonts: [:], rowStyleVersion: 1),
                               environmentDrift: [], durationSeconds: 0, entries: entries)
        record.groups = [RunRecord.Group(id: "g", cause: "c", count: entries.count, rows: entries.map(\.row))]
        return RunReport(runs: [(folder, record)]).html(outputFolder: folder)
    }

    @Test func anOversizedImageIsLinkedNotEmbedded() throws {
        let folder = try Fixtures.temporaryDirectory("report-bounds")
        // A 31 MB file with a PNG header: five entries name it three times each.
        let big = folder.appendingPathComponent("big.png")
        _ = FileManager.default.createFile(atPath: big.path, contents: Data(PNGBuilder.signature + PNGBuilder.chunk("IHDR", PNGBuilder.bigEndian(640) + PNGBuilder.bigEndian(88) + [8, 6, 0, 0, 0])))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 31 << 20)
        try handle.close()
        let html = report((1...5).map { entry("r\($0)", artifact: "big.png") }, folder: folder)
        #expect(html.utf8.count < 100_000, "\(html.utf8.count) bytes")
        #expect(html.contains("Linked instead of embedded"))
        #expect(html.contains(#"src="big.png""#))
    }

    @Test func eachImageIsEmbeddedOnce() throws {
        let folder = try Fixtures.temporaryDirectory("report-bounds")
        let png = try PNGCodec.encode(try Image(width: 64, height: 16, fill: RGBA(200, 10, 10)))
        try Data(png).write(to: folder.appendingPathComponent("small.png"))
        let html = report((1...5).map { entry("r\($0)", artifact: "small.png") }, folder: folder)
        let base64 = Data(png).base64EncodedString()
        #expect(html.components(separatedBy: base64).count == 2, "the image's bytes appear once")
        #expect(html.contains(#"data-same="img-1""#))
    }
}
