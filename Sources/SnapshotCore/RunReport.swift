import Foundation

/// One or more runs (e.g. every CI shard's `run.json`) merged for review.
public struct RunReport: Sendable {
    /// Each run with the artifact folder its relative paths resolve against.
    public let runs: [(folder: URL, record: RunRecord)]
    /// Every entry with the folder its artifacts live in (computed once: every figure of the
    /// report is one pass over it).
    public let entries: [(folder: URL, entry: RunRecord.Entry)]
    public let failures: [(folder: URL, entry: RunRecord.Entry)]
    /// Locales in first-seen order.
    public let locales: [String]
    /// Per locale: snapshots and failing ones.
    private let countsByLocale: [String: (total: Int, failing: Int)]

    public init(runs: [(folder: URL, record: RunRecord)]) {
        self.runs = runs
        entries = runs.flatMap { run in run.record.entries.map { (run.folder, $0) } }
        failures = entries.filter { !$0.entry.passed }
        locales = entries.map(\.entry.locale).uniqued()
        var counts: [String: (total: Int, failing: Int)] = [:]
        for (_, entry) in entries {
            counts[entry.locale, default: (0, 0)].total += 1
            if !entry.passed { counts[entry.locale, default: (0, 0)].failing += 1 }
        }
        countsByLocale = counts
    }

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
        return order.compactMap { merged[$0] }.enumerated().sorted(by: RunRecord.Group.reviewOrder).map(\.element)
    }

    /// Failing rows that changed content (a flag, text, layout, size; also missing, unusable
    /// or unrenderable) and rows whose pixels alone changed (rendering, environment).
    public var changeCounts: (content: Int, pixelsOnly: Int) {
        var content = 0, pixels = 0
        for group in groups {
            switch group.consequence {
            case .pixelsOnly?, .environmentDrift?: pixels += group.count
            case .recorded?: break
            default: content += group.count
            }
        }
        let grouped = groups.reduce(0) { $0 + $1.count }
        return (content + max(0, failures.count - grouped), pixels)
    }

    /// "N rows changed content, M rows changed pixels only".
    public var changeHeadline: String {
        let counts = changeCounts
        return "\(counts.content) row\(counts.content == 1 ? "" : "s") changed content, \(counts.pixelsOnly) row\(counts.pixelsOnly == 1 ? "" : "s") changed pixels only"
    }

    /// The command that accepts group `id` of these runs: `localeshot accept [DIR …] --group
    /// ID`, naming the artifact folders unless they are the default one. A folder outside the
    /// package is written ``artifactsPlaceholder`` unless `absolutePaths` (a report carries no
    /// path of the machine that built it; the terminal may).
    public func acceptCommand(group id: String, packageRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                              absolutePaths: Bool = false) -> String {
        let standard = ArtifactStore.defaultRoot(packageRoot: packageRoot, environment: ProcessInfo.processInfo.environment).standardizedFileURL
        let folders = runs.map(\.folder.standardizedFileURL).uniqued()
        let named = folders == [standard] ? [] : folders.map { folder -> String in
            let path = RunRecord.packageRelative(folder, packageRoot: packageRoot)
            return path.hasPrefix("/") && !absolutePaths ? Self.artifactsPlaceholder : path
        }.uniqued()
        return (["localeshot", "accept"] + named.map { $0 == Self.artifactsPlaceholder ? $0 : Self.shellWord($0) }
                + ["--group", Self.shellWord(id)]).joined(separator: " ")
    }

    /// How a report names an artifacts folder outside the package: where the reader put it
    /// (for a CI run, where the artifact was downloaded).
    public static let artifactsPlaceholder = "ARTIFACTS"

    /// A word quoted for a POSIX shell when it holds anything but `[A-Za-z0-9._/-]`.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._/-".unicodeScalars.contains($0)) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Warnings of any run (each once).
    public var warnings: [String] { runs.flatMap { $0.record.warnings ?? [] }.uniqued() }

    /// Environment drift reported by any run.
    public var drift: [String] { runs.flatMap(\.record.environmentDrift).uniqued() }

    public func counts(for locale: String) -> (total: Int, failing: Int) {
        countsByLocale[locale] ?? (0, 0)
    }

    /// `summary.md` for a pull-request job summary: counts per locale, failing rows, where the images are.
    public func markdownSummary(reportPath: String) -> String {
        let failing = failures
        var lines = ["## LocaleShot: " + (failing.isEmpty ? "all \(entries.count) snapshots match ✅"
                                                             : "\(failing.count) of \(entries.count) snapshots fail ❌"), ""]
        if !failing.isEmpty { lines += ["**\(changeHeadline)**", ""] }
        for warning in warnings { lines += ["> **Warning:** " + Self.cell(warning), ""] }
        lines += markdownFindings()
        if !drift.isEmpty {
            let drifted = failing.filter { !$0.entry.environmentDrift.isEmpty }.count
            lines += ["> **Environment drift** (not a regression) for the \(drifted) failing row\(drifted == 1 ? "" : "s") whose own golden's environment changed: "
                      + drift.map(Self.cell).joined(separator: "; "), ""]
        }
        let groups = self.groups
        if !groups.isEmpty {
            lines += ["| rows | failing because | accept after review |", "| ---: | --- | --- |"]
            for group in groups {
                lines.append("| \(group.count) | \(Self.cell(group.cause)) | \(OutputEscaping.markdownCode(acceptCommand(group: group.id))) |")
            }
            if acceptCommand(group: "x").contains(Self.artifactsPlaceholder) {
                lines += ["", "`\(Self.artifactsPlaceholder)`: this run's artifacts folder (for a CI run, where you downloaded it). "
                          + "`accept` copies what the run rendered into the goldens, without rendering again."]
            }
            lines.append("")
        }
        lines += ["| locale | snapshots | failing |", "| --- | ---: | ---: |"]
        for locale in locales {
            let counts = counts(for: locale)
            lines.append("| \(Self.cell(locale)) | \(counts.total) | \(counts.failing) |")
        }
        if !failing.isEmpty {
            lines += ["", "| row | status | what the pixels show |", "| --- | --- | --- |"]
            for (_, entry) in failing.prefix(groups.isEmpty ? 100 : 20) {
                let what = entry.diagnosis ?? entry.message.split(separator: "\n").first.map(String.init) ?? ""
                lines.append("| \(Self.cell(entry.locale + "/" + entry.name)) | \(Self.cell(entry.status)) | \(Self.cell(what)) |")
            }
            let listed = groups.isEmpty ? 100 : 20
            if failing.count > listed { lines.append("| … | \(failing.count - listed) more | see the groups above and the report |") }
            lines += ["", "Images: expected / actual / diff / side-by-side for each row are in the artifacts; "
                      + "open \(OutputEscaping.markdownCode(reportPath)) to review them side by side or with a slider."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func cell(_ text: String) -> String { OutputEscaping.markdownCell(text) }
}
