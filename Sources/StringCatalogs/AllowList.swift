/// Accepted exceptions for `catalog check`: one per line, `kind key [language] [platform]`,
/// each field a glob (`*` any run of characters, `?` one). `#` starts a comment. The key
/// matches as the report shows it (Apple's spelling, `Scene.Title`, for an Apple finding) or
/// in its canonical Android spelling (`Scene_Title`).
///
///     untranslated  ok_button        *        # "OK" is "OK" everywhere
///     extraKey      debug_*          *  android
///     untranslated  screen_*_title   de-*
public struct AllowList: Sendable {
    /// One accepted exception and the line it is on.
    public struct Entry: Sendable, CustomStringConvertible {
        public let kind: String, key: String, language: String, platform: String
        public let line: Int
        public var description: String { "line \(line) (\(kind) \(key) \(language) \(platform))" }

        func matches(_ finding: CatalogFinding) -> Bool {
            Glob.matches(kind, finding.kind.rawValue) && (Glob.matches(key, finding.key) || finding.appleKey.map { Glob.matches(key, $0) } == true)
                && Glob.matches(language, finding.language ?? "-") && Glob.matches(platform, finding.platformLabel)
        }
    }

    public let entries: [Entry]

    public init(text: String, file: String = "allow-list") throws(CatalogError) {
        var entries: [Entry] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if fields.isEmpty { continue }
            guard (2...4).contains(fields.count) else {
                throw .malformed(file: file, line: index + 1, column: 1, key: nil, reason: "expected: kind key [language] [platform]")
            }
            guard fields[0].contains("*") || fields[0].contains("?") || CatalogFinding.Kind(rawValue: fields[0]) != nil else {
                throw .malformed(file: file, line: index + 1, column: 1, key: nil,
                                 reason: "unknown kind \"\(fields[0])\"; one of \(CatalogFinding.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            entries.append(Entry(kind: fields[0], key: fields[1], language: fields.count > 2 ? fields[2] : "*",
                                 platform: fields.count > 3 ? fields[3] : "*", line: index + 1))
        }
        self.entries = entries
    }

    public init() { entries = [] }

    /// Whether a finding is an accepted exception.
    public func allows(_ finding: CatalogFinding) -> Bool {
        entries.contains { $0.matches(finding) }
    }

    /// How many of `findings` each entry accepts, in file order (an entry matching none is
    /// stale: the finding was fixed, or the pattern has a typo).
    public func usage(in findings: [CatalogFinding]) -> [(entry: Entry, count: Int)] {
        entries.map { entry in (entry, findings.filter { entry.matches($0) }.count) }
    }
}

/// Shell-style globs: `*` any run of characters, `?` exactly one.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
