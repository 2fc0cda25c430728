import Countries
import Foundation
import Raster
import SnapshotCore
import StringCatalogs
import Typesetting
import Widgets

/// `bench --scaling`: each input that once took time growing with the square of its size is
/// run at size N and 2N; a linear (or capped) path takes about twice as long, a quadratic one
/// four times. A ratio over 3 is flagged (and the command exits 1). A benchmark, not a test:
/// timings depend on the machine, the ratio much less.
struct ScalingBenchmark {
    /// One input: its name, the unit of its size, the default N, and, for a size, the input
    /// built (untimed) with the work on it (timed).
    struct Case {
        let name: String
        let unit: String
        let size: Int
        let prepare: (Int) throws -> () throws -> Void
    }

    /// Ratios above this are flagged: linear work doubles, quadratic work quadruples.
    static let flaggedRatio = 3.0

    /// Multiplies every case's N (`--scale`), for a slower or faster machine.
    var scale = 1

    func run() throws -> Int32 {
        let typesetter = try Typesetter(fonts: FontSet())
        let cases = try Self.cases(typesetter: typesetter)
        var lines = ["| input | N | time at N (s) | time at 2N (s) | ratio |", "| --- | ---: | ---: | ---: | ---: |"]
        var flagged = 0
        for item in cases {
            let size = item.size * scale
            try item.prepare(max(1, size / 8))()  // warm caches (fonts, glyphs) outside the timing
            let work = try item.prepare(size), doubled = try item.prepare(size * 2)
            let single = try time(work), double = try time(doubled)
            let ratio = double / max(single, 1e-6)
            let flag = ratio > Self.flaggedRatio ? " ⚠ over \(Int(Self.flaggedRatio))" : ""
            if !flag.isEmpty { flagged += 1 }
            lines.append(String(format: "| %@ | %d %@ | %.3f | %.3f | %.2f%@ |", item.name, size, item.unit, single, double, ratio, flag))
        }
        lines.append("")
        lines.append(flagged == 0 ? "Every input scales linearly (ratio ≤ \(Int(Self.flaggedRatio)) when the size doubles)."
                                  : "\(flagged) input(s) grow faster than linearly (ratio over \(Int(Self.flaggedRatio)) when the size doubles).")
        Console.out(lines.joined(separator: "\n"))
        return flagged == 0 ? 0 : 1
    }

    static func cases(typesetter: Typesetter) throws -> [Case] {
        let english = MatrixLocale("en")
        return [
            Case(name: "Android XML: attributes on one tag", unit: "attributes", size: 40_000) { count in
                var text = "<resources><string name=\"k\""
                for index in 0..<count { text += " a\(index)=\"v\"" }
                let data = Data((text + ">x</string></resources>").utf8)
                return { _ = try AndroidStringsReader.parse(data, file: "values/strings.xml") }
            },
            Case(name: "combining marks on one character (refused over the cap)", unit: "marks", size: 60_000) { count in
                let text = "a" + String(repeating: "\u{0301}", count: count)
                return { do { _ = try typesetter.layout(text, style: TextStyle(language: "en", direction: .leftToRight, pixelSize: 34 * 64)) } catch {} }
            },
            Case(name: "long string, ellipsized in a label row (catalog render)", unit: "characters", size: 20_000) { count in
                let row = LabelRow(locale: english, badge: "And", title: "Matches today · 今日の試合 · مباريات اليوم · ".cycled(count))
                return { _ = try row.render(header: "bench", with: typesetter) }
            },
            Case(name: "PNG golden with trailing image data (inflate bomb)", unit: "× 258 zero bytes", size: 200_000) { copies in
                let bomb = InflateBomb.png(width: 640, height: 88, copies: copies)
                return { do { _ = try PNGCodec.decode(bomb) } catch {} }
            },
            Case(name: "report (HTML + summary) of run entries with distinct locales", unit: "entries", size: 1_000) { count in
                let report = RunReport(runs: [(URL(fileURLWithPath: "/tmp/localeshot-bench"), try ReportInput.record(entries: count))])
                return {
                    _ = report.html(outputFolder: nil)
                    _ = report.markdownSummary(reportPath: "report.html")
                }
            },
        ]
    }

    private func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

extension String {
    /// This text repeated to `count` characters.
    func cycled(_ count: Int) -> String {
        guard !isEmpty else { return "" }
        return String(String(repeating: self, count: count / self.count + 1).prefix(count))
    }
}

/// A run record of failing entries, each in a locale of its own, as `report` reads it.
enum ReportInput {
    static func record(entries count: Int) throws -> RunRecord {
        let entries: [[String: Any]] = (0..<count).map { index in
            ["suite": "CountryRow", "locale": "x-\(index)", "name": "DE", "status": "mismatch", "passed": false,
             "message": "snapshot differs: 12 pixels", "environmentDrift": [String](), "artifacts": [String: String](),
             "goldens": ["CountryRow/x-\(index)/DE.png"], "group": "g\(index % 7)"]
        }
        let decoded = try JSONDecoder().decode([RunRecord.Entry].self, from: JSONSerialization.data(withJSONObject: entries))
        var record = RunRecord(mode: "never", selection: RunRecord.Selection(locales: decoded.map(\.locale), codes: nil, shard: nil),
                               environment: RenderEnvironment(libraries: [:], fonts: [:], rowStyleVersion: 1), environmentDrift: [],
                               durationSeconds: 1, entries: decoded)
        record.groups = RunRecord.groups(of: decoded, causes: Dictionary(uniqueKeysWithValues: (0..<7).map { ("g\($0)", "cause \($0)") }))
        return record
    }
}
