/// How many single-letter edits turn one word into another: the distance the plural stem
/// check (``TextShapeCheck/sharesStem(_:_:)``) and the renamed-key match
/// (``RenamedKey/isRespelling(_:of:)``) measure.
enum EditDistance {
    /// Insertions, deletions and substitutions (and, with `transpositions`, two adjacent letters
    /// swapped as one edit: the optimal string alignment distance, a typist's `nxet` for
    /// `next`), or `limit + 1` as soon as it is past `limit`: the rows' minimum never
    /// decreases, so a row past the limit ends the count.
    static func between(_ a: [Character], _ b: [Character], atMost limit: Int, transpositions: Bool = false) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty else { return b.count }
        var beforePrevious: [Int] = [], previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if transpositions, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], a[i - 1] != b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            if current.min()! > limit { return limit + 1 }
            (beforePrevious, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
