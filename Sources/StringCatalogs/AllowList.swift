/// Accepted exceptions for `catalog check`: one per line, `kind key [language] [platform]`,
/// where any field may be `*` and a key may end in `*` (prefix). `#` starts a comment.
///
///     untranslated  ok_button  *        # "OK" is "OK" everywhere
///     extraKey      debug_*    *  android
public struct AllowList: Sendable {
    struct Entry: Sendable {
        let kind: String, key: String, language: String, platform: String
        let line: Int
    }

    let entries: [Entry]

    public init(text: String, file: String = "allow-list") throws(CatalogError) {
        var entries: [Entry] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if fields.isEmpty { continue }
            guard (2...4).contains(fields.count) else {
                throw .malformed(file: file, line: index + 1, column: 1, key: nil, reason: "expected: kind key [language] [platform]")
            }
            guard fields[0] == "*" || CatalogFinding.Kind(rawValue: fields[0]) != nil else {
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
        entries.contains { entry in
            (entry.kind == "*" || entry.kind == finding.kind.rawValue)
                && (entry.key == "*" || entry.key == finding.key || (entry.key.hasSuffix("*") && finding.key.hasPrefix(entry.key.dropLast())))
                && (entry.language == "*" || entry.language == finding.language)
                && (entry.platform == "*" || entry.platform == finding.platform?.rawValue)
        }
    }
}
