/// JUnit XML for CI test panels: one `<testcase>` per row (job), failures with the message.
public enum JUnitReport {
    public static func xml(for record: RunRecord) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let failures = record.failures.count
        let findingTests = record.findings?.count ?? 0, findingFailures = record.findings?.filter { $0.severity != .note }.count ?? 0
        lines.append(#"<testsuites name="localeshot" tests="\#(record.entries.count + findingTests)" failures="\#(failures + findingFailures)" time="\#(seconds(record.durationSeconds))">"#)
        let causes = Dictionary((record.groups ?? []).map { ($0.id, $0.cause) }) { first, _ in first }
        let groups = Dictionary(grouping: record.entries) { "\($0.suite).\($0.locale)" }
        for name in groups.keys.sorted() {
            let entries = groups[name]!
            lines.append(#"  <testsuite name="\#(escape(name))" tests="\#(entries.count)" failures="\#(entries.filter { !$0.passed }.count)">"#)
            for entry in entries {
                let open = #"    <testcase classname="localeshot.\#(escape(name))" name="\#(escape(entry.name))""#
                if entry.passed {
                    lines.append(open + "/>")
                } else {
                    let summary = entry.diagnosis ?? entry.message.split(separator: "\n").first.map(String.init) ?? entry.status
                    lines.append(open + ">")
                    if let group = entry.group {
                        let cause = causes[group].map { "\(group): \($0)" } ?? group
                        lines.append(#"      <properties><property name="localeshot.group" value="\#(escape(cause))"/></properties>"#)
                    }
                    lines.append(#"      <failure type="\#(escape(entry.status))" message="\#(escape(summary))">\#(escape(entry.message))</failure>"#)
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines += findings(record.findings ?? [])
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `<testsuite>` per finding kind: a test case per finding, failing for `error` and
    /// `warning`, passing with the message as output for `note`.
    static func findings(_ findings: [RunFinding]) -> [String] {
        var lines: [String] = []
        let kinds = findings.map(\.kind).uniqued()
        for kind in kinds {
            let items = findings.filter { $0.kind == kind }
            let failing = items.filter { $0.severity != .note }.count
            let suite = "findings.\(kind)"
            lines.append(#"  <testsuite name="\#(escape(suite))" tests="\#(items.count)" failures="\#(failing)">"#)
            for finding in items {
                let open = #"    <testcase classname="localeshot.\#(escape(suite))" name="\#(escape(finding.suite + "/" + finding.locale + "/" + finding.subject))">"#
                if finding.severity == .note {
                    lines.append(open + "<system-out>\(escape(finding.message))</system-out></testcase>")
                } else {
                    lines.append(open + #"<failure type="\#(escape(kind))" message="\#(escape(finding.message))"/></testcase>"#)
                }
            }
            lines.append("  </testsuite>")
        }
        return lines
    }

    static func seconds(_ value: Double) -> String { String(Int((value * 1000).rounded())) .withDecimalPoint(3) }

    /// XML text/attribute escaping: the markup characters as entities; control characters
    /// (which XML 1.0 forbids or a CI panel would show raw) and bidi overrides as visible
    /// `\u{…}` tokens (``OutputEscaping/xml(_:)``).
    public static func escape(_ text: String) -> String { OutputEscaping.xml(text) }
}

extension String {
    /// "1234" with 3 decimals → "1.234".
    func withDecimalPoint(_ decimals: Int) -> String {
        let padded = String(repeating: "0", count: Swift.max(0, decimals + 1 - count)) + self
        return padded.dropLast(decimals) + "." + padded.suffix(decimals)
    }
}
