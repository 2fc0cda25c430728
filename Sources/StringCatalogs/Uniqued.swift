extension Array where Element: Hashable {
    /// The elements without repeats, in first-seen order.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
