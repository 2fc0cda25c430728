/// A line diff for text snapshots (layout dumps), shown in failure messages.
///
/// Memory is bounded: common leading and trailing lines are trimmed first, and the
/// longest-common-subsequence table is built only when the rest has at most
/// ``maxAlignedCells`` cells; beyond that the diff says so and shows the first differing
/// lines of each side.
///
/// What a reader cannot see is said: `\r\n` and `\n` both end a line, and when one side
/// uses CRLF and the other does not, the first line says so ("line endings differ (CRLF in
/// the golden)"); invisible and confusable characters on the changed lines are shown as
/// `⟨U+202F⟩` (see ``InvisibleCharacters``).
public enum TextDiff {
    /// The largest alignment table (lines × lines) built: 4 M cells, 16 MB.
    public static let maxAlignedCells = 4_000_000

    /// Lines prefixed with `-` (expected only), `+` (actual only), from a
    /// longest-common-subsequence alignment, after a note on differing line endings. At most
    /// `limit` lines are returned.
    public static func lines(expected: String, actual: String, limit: Int = 40) -> [String] {
        let note = lineEndingNote(expected: expected, actual: actual)
        let changed = changedLines(expected: expected, actual: actual, limit: limit)
        guard let note else { return changed }
        return changed.isEmpty ? [note + "; the lines are otherwise identical"] : [note] + changed.prefix(max(0, limit - 1))
    }

    /// "line endings differ (CRLF in the golden)" when exactly one side has a CRLF.
    static func lineEndingNote(expected: String, actual: String) -> String? {
        let crlf: (String) -> Bool = { $0.utf8.firstRange(of: [0x0D, 0x0A]) != nil }
        switch (crlf(expected), crlf(actual)) {
        case (true, false): return "line endings differ (CRLF in the golden)"
        case (false, true): return "line endings differ (CRLF in the actual text)"
        default: return nil
        }
    }

    /// Lines split at `\n` and at `\r\n` (one Character to Swift, so split explicitly).
    private static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    private static func changedLines(expected: String, actual: String, limit: Int) -> [String] {
        let a = split(expected), b = split(actual)
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = a[prefix..<(a.count - suffix)], middleB = b[prefix..<(b.count - suffix)]
        let shown: (String, Substring) -> String = { $0 + InvisibleCharacters.revealed(in: $1) }
        guard middleA.count.multipliedReportingOverflow(by: middleB.count).partialValue <= maxAlignedCells,
              middleA.count < maxAlignedCells, middleB.count < maxAlignedCells else {
            let count = max(1, (limit - 1) / 2)
            return ["(from line \(prefix + 1): \(middleA.count) expected and \(middleB.count) actual lines differ, "
                    + "too many to align; the first of each side follow)"]
                + middleA.prefix(count).map { shown("- ", $0) } + middleB.prefix(count).map { shown("+ ", $0) }
        }
        return aligned(Array(middleA), Array(middleB)).prefix(limit).map { shown($0.prefix, $0.line) }
    }

    /// The changed lines of an LCS alignment, in order.
    private static func aligned(_ a: [Substring], _ b: [Substring]) -> [(prefix: String, line: Substring)] {
        let width = b.count + 1
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j] ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var out: [(prefix: String, line: Substring)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j] {
                out.append(("+ ", b[j])); j += 1
            } else {
                out.append(("- ", a[i])); i += 1
            }
        }
        return out
    }
}
