import Foundation

/// Something a suite found about a run's content that is not a golden's verdict (a string
/// that does not fit its view, say): a generic row of text the reports show before the
/// failures. The harness knows nothing of what a kind means; the suite names it, words the
/// heading and the details.
public struct RunFinding: Codable, Sendable, Equatable {
    /// How much a finding matters: `error` and `warning` are failures in JUnit, `note` is not.
    public enum Severity: String, Codable, Sendable {
        case error, warning, note
    }

    /// One labelled value of a finding (`needed` → `540 px`), in the order to show.
    public struct Detail: Codable, Sendable, Equatable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A short machine-readable word (`overflow`).
    public var kind: String
    /// The heading of the kind's table in the reports ("Does not fit").
    public var heading: String
    public var severity: Severity
    /// The suite (snapshot folder) it belongs to, e.g. `Catalog-android`.
    public var suite: String
    public var locale: String
    /// What it is about (a string's key).
    public var subject: String
    /// One line saying it all, for a terminal or a CI panel.
    public var message: String
    public var details: [Detail]
    /// An image of it, relative to the run's artifacts folder (a rendered row), if any.
    public var image: String?

    public init(kind: String, heading: String, severity: Severity, suite: String, locale: String, subject: String, message: String,
                details: [Detail] = [], image: String? = nil) {
        self.kind = kind
        self.heading = heading
        self.severity = severity
        self.suite = suite
        self.locale = locale
        self.subject = subject
        self.message = message
        self.details = details
        self.image = image
    }
}

extension RunReport {
    /// Every run's findings, in run order.
    public var findings: [(folder: URL, finding: RunFinding)] {
        runs.flatMap { run in (run.record.findings ?? []).map { (run.folder, $0) } }
    }

    /// Findings by kind, kinds in first-seen order.
    func findingsByKind() -> [(kind: String, heading: String, items: [(folder: URL, finding: RunFinding)])] {
        var order: [String] = []
        var byKind: [String: [(folder: URL, finding: RunFinding)]] = [:]
        for item in findings {
            if byKind[item.finding.kind] == nil { order.append(item.finding.kind) }
            byKind[item.finding.kind, default: []].append(item)
        }
        return order.map { kind in (kind, byKind[kind]![0].finding.heading, byKind[kind]!) }
    }

    /// The most findings of one kind listed in `summary.md` and embedded in `report.html`.
    public static let findingsListed = 50

    /// `summary.md`'s findings tables (empty without findings).
    func markdownFindings() -> [String] {
        var lines: [String] = []
        for (kind, heading, items) in findingsByKind() {
            let columns = items[0].finding.details.map(\.name)
            lines += ["### \(Self.cell(heading)) (\(items.count) \(Self.cell(kind)))", "",
                      "| key | language | suite | " + columns.map(Self.cell).joined(separator: " | ") + " |",
                      "| --- | --- | --- |" + String(repeating: " --- |", count: columns.count)]
            for (_, finding) in items.prefix(Self.findingsListed) {
                let values = columns.map { name in finding.details.first { $0.name == name }?.value ?? "" }
                lines.append("| \(Self.cell(finding.subject)) | \(Self.cell(finding.locale)) | \(Self.cell(finding.suite)) | "
                             + values.map(Self.cell).joined(separator: " | ") + " |")
            }
            if items.count > Self.findingsListed {
                // As many cells as the table has columns, so the row never breaks the table.
                lines.append("| … | \(items.count - Self.findingsListed) more | see run.json |" + String(repeating: " |", count: columns.count))
            }
            lines.append("")
        }
        return lines
    }

    /// `report.html`'s findings section: a table per kind, each row with its image.
    func htmlFindings(outputFolder: URL?, embedder: ImageEmbedder) -> String {
        let kinds = findingsByKind()
        guard !kinds.isEmpty else { return "" }
        var html = [#"<section id="findings">"#]
        for (kind, heading, items) in kinds {
            let columns = items[0].finding.details.map(\.name)
            html.append(#"<section class="findings" id="\#(OutputEscaping.idToken(kind, prefix: "findings-"))"><h2><span class="count">\#(items.count)</span> \#(escape(heading))</h2>"#)
            html.append(#"<table class="findings"><tr><th>key</th><th>language</th><th>suite</th>"#
                        + columns.map { "<th>\(escape($0))</th>" }.joined() + "<th>rendered</th></tr>")
            for (folder, finding) in items.prefix(Self.findingsListed) {
                var image = ""
                if let path = finding.image, let source = embedder.source(path, in: folder, link: link(path, in: folder, from: outputFolder)) {
                    switch source {
                    case let .embedded(uri, id): image = #"<img id="\#(id)" alt="rendered" src="\#(attribute(uri))">"#
                    case let .sameAs(id): image = #"<img alt="rendered" data-same="\#(id)">"#
                    case let .linked(path): image = #"<img alt="rendered" loading="lazy" src="\#(attribute(path))">"#
                    }
                }
                let values = columns.map { name in finding.details.first { $0.name == name }?.value ?? "" }
                html.append("<tr><td>\(escape(finding.subject))</td><td>\(escape(finding.locale))</td><td>\(escape(finding.suite))</td>"
                            + values.map { "<td>\(escape($0))</td>" }.joined() + "<td>\(image)</td></tr>")
            }
            html.append("</table>")
            if items.count > Self.findingsListed {
                html.append(#"<p class="note">\#(items.count - Self.findingsListed) more in run.json.</p>"#)
            }
            html.append("</section>")
        }
        html.append("</section>")
        return html.joined(separator: "\n")
    }
}
