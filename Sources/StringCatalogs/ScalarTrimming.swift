import Foundation

/// `trimmingScalars(in:)` without the trip through `NSString` (a copy to UTF-16 and back
/// for every text the checks trim): the scalars of `set` cut from both ends.
extension String {
    func trimmingScalars(in set: CharacterSet) -> String {
        guard let (first, last) = unicodeScalars.untrimmedBounds(set) else { return "" }
        return String(unicodeScalars[first...last])
    }
}

extension Substring {
    func trimmingScalars(in set: CharacterSet) -> String {
        guard let (first, last) = unicodeScalars.untrimmedBounds(set) else { return "" }
        return String(unicodeScalars[first...last])
    }
}

private extension BidirectionalCollection where Element == Unicode.Scalar {
    /// The first and last scalars outside `set`, nil when every scalar is in it. A scalar
    /// beyond the Basic Multilingual Plane is never cut, as Foundation's trimming never cuts
    /// one (an emoji stays at the end of a text trimmed of `.letters.inverted`).
    func untrimmedBounds(_ set: CharacterSet) -> (Index, Index)? {
        let kept = { (scalar: Unicode.Scalar) in scalar.value > 0xFFFF || !set.contains(scalar) }
        guard let first = firstIndex(where: kept), let last = lastIndex(where: kept) else { return nil }
        return (first, last)
    }
}
