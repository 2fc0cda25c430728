/// A line diff for text snapshots (layout dumps), shown in failure messages.
public enum TextDiff {
    /// Lines prefixed with `-` (expected only), `+` (actual only) or ` ` (both), from a
    /// longest-common-subsequence alignment. At most `limit` lines are returned.
    public static func lines(expected: String, actual: String, limit: Int = 40) -> [String] {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append("  " + a[i]); i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                out.append("+ " + b[j]); j += 1
            } else {
                out.append("- " + a[i]); i += 1
            }
        }
        let changed = out.filter { !$0.hasPrefix("  ") }
        return Array((changed.count <= limit ? out.filter { !$0.hasPrefix("  ") } : changed).prefix(limit))
    }
}
