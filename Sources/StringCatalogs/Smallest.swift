extension Sequence where Element: Comparable {
    /// The `count` smallest elements in ascending order: `sorted().prefix(count)` without
    /// sorting the rest (a language's 200 first keys among thousands).
    func smallest(_ count: Int) -> [Element] {
        var kept: [Element] = []
        kept.reserveCapacity(count)
        for element in self {
            if kept.count == count {
                guard let last = kept.last, element < last else { continue }
                kept.removeLast()
            }
            // The first position whose element is not smaller (binary search in the kept ones).
            var (low, high) = (0, kept.count)
            while low < high {
                let middle = (low + high) / 2
                if kept[middle] < element { low = middle + 1 } else { high = middle }
            }
            kept.insert(element, at: low)
        }
        return kept
    }
}
