import Foundation

/// One or more runs (e.g. every CI shard's `run.json`) merged for review.
public struct RunReport: Sendable {
    /// Each run with the artifact folder its relative paths resolve against.
    public let runs: [(folder: URL, record: RunRecord)]

    public init(runs: [(folder: URL, record: RunRecord)]) {
        self.runs = runs
    }

    /// Every entry with the folder its artifacts live in.
    public var entries: [(folder: URL, entry: RunRecord.Entry)] {
        runs.flatMap { run in run.record.entries.map { (run.folder, $0) } }
    }

    public var failures: [(folder: URL, entry: RunRecord.Entry)] { entries.filter { !$0.entry.passed } }

    /// Locales in first-seen order.
    public var locales: [String] { entries.map(\.entry.locale).uniqued() }

    /// The groups of every run merged by id (shards of one run share causes), largest first.
    public var groups: [RunRecord.Group] {
        var merged: [String: RunRecord.Group] = [:]
        var order: [String] = []
        for group in runs.flatMap({ $0.record.groups ?? [] }) {
            if var known = merged[group.id] {
                known.count += group.count
                known.rows += group.rows
                merged[group.id] = known
            } else {
                merged[group.id] = group
                order.append(group.id)
            }
        }
        return order.compactMap { merged[$0] }.enumerated()
            .sorted { $0.element.count != $1.element.count ? $0.element.count > $1.element.count : $0.offset < $1.offset }.map(\.element)
    }

    /// Environment drift reported by any run.
    public var drift: [String] { runs.flatMap(\.record.environmentDrift).uniqued() }

    public func counts(for locale: String) -> (total: Int, failing: Int) {
        let mine = entries.filter { $0.entry.locale == locale }
        return (mine.count, mine.filter { !$0.entry.passed }.count)
    }

    /// `summary.md` for a pull-request job summary: counts per locale, failing rows, where the images are.
    public func markdownSummary(reportPath: String) -> String {
        let failing = failures
        var lines = ["## LocaleShot: " + (failing.isEmpty ? "all \(entries.count) snapshots match ✅"
                                                             : "\(failing.count) of \(entries.count) snapshots fail ❌"), ""]
        if !drift.isEmpty {
            let drifted = failing.filter { !$0.entry.environmentDrift.isEmpty }.count
            lines += ["> **Environment drift** (not a regression) for the \(drifted) failing row\(drifted == 1 ? "" : "s") whose own golden's environment changed: "
                      + drift.joined(separator: "; "), ""]
        }
        let groups = self.groups
        if !groups.isEmpty {
            lines += ["| rows | failing because | accept after review |", "| ---: | --- | --- |"]
            for group in groups {
                lines.append("| \(group.count) | \(Self.cell(group.cause)) | `localeshot record --group \(group.id)` |")
            }
            lines.append("")
        }
        lines += ["| locale | snapshots | failing |", "| --- | ---: | ---: |"]
        for locale in locales {
            let counts = counts(for: locale)
            lines.append("| \(locale) | \(counts.total) | \(counts.failing) |")
        }
        if !failing.isEmpty {
            lines += ["", "| row | status | what the pixels show |", "| --- | --- | --- |"]
            for (_, entry) in failing.prefix(groups.isEmpty ? 100 : 20) {
                let what = entry.diagnosis ?? entry.message.split(separator: "\n").first.map(String.init) ?? ""
                lines.append("| \(entry.locale)/\(entry.name) | \(entry.status) | \(Self.cell(what)) |")
            }
            let listed = groups.isEmpty ? 100 : 20
            if failing.count > listed { lines.append("| … | \(failing.count - listed) more | see the groups above and the report |") }
            lines += ["", "Images: expected / actual / diff / side-by-side for each row are in the artifacts; "
                      + "open `\(reportPath)` to review them side by side or with a slider."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
