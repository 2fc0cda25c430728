import CFriBiDi
import Countries

/// Unicode bidi (UAX #9) embedding levels from FriBiDi, for one paragraph.
enum Bidi {
    /// One level per code point; even is left-to-right, odd right-to-left. The paragraph
    /// direction is forced, not guessed from the text (it comes from the locale).
    static func levels(of codePoints: [UInt32], paragraph: LayoutDirection, text: String) throws(TypesettingError) -> [UInt8] {
        let count = codePoints.count
        guard count > 0 else { return [] }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType = paragraph == .rightToLeft ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR
        let result = codePoints.withUnsafeBufferPointer { chars -> FriBidiLevel in
            fribidi_get_bidi_types(chars.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(chars.baseAddress, FriBidiStrIndex(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels)
        }
        guard result != 0 else { throw .bidiFailed(text: text) }
        return levels.map { UInt8(bitPattern: $0) }
    }

    /// FriBiDi's version string, e.g. `"1.0.8"` (of the headers built against; FriBiDi's
    /// runtime string is a mutable C global, which Swift 6 refuses to read).
    static var version: String { FRIBIDI_VERSION }

    /// Rule L2: the visual order of items given their levels (indices into `levels`).
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end + 1 < order.count, levels[order[end + 1]] >= level { end += 1 }
                order[index...end].reverse()
                index = end + 1
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
