import Raster

/// A named band of columns of a snapshot (a row's flag box, its text), for saying where the
/// pixels changed. Suites supply them; the harness knows no widgets.
public struct SnapshotRegion: Sendable, Hashable {
    public let name: String
    public let columns: Range<Int>

    public init(name: String, columns: Range<Int>) {
        self.name = name
        self.columns = columns
    }
}

/// What changed in a failing snapshot, computed from what was compared, so that failures with
/// the same cause group together: a whole row shifted by (dx, dy), the region whose pixels
/// changed, whether the layout dump changed and how, the suite's diagnosis.
public struct FailureSignature: Sendable, Hashable {
    /// `pixels`, `size`, `missing`, `unusable`, `recorded`, `render`, `write` or `text`.
    public var kind: String
    /// The translation that makes the golden equal (or nearly) to the rendered image.
    public var shift: Shift?
    /// The regions whose pixels changed (names joined by `+`), when the suite named regions.
    public var region: String?
    /// `true`: the layout dump matched (pixels only); `false`: it changed; `nil`: none.
    public var layoutUnchanged: Bool?
    /// The layout dump's changed lines, when they are the cause (first two).
    public var layoutChange: [String] = []
    /// The suite's diagnosis kind (`flagMismatch`…).
    public var diagnosis: String?

    public struct Shift: Sendable, Hashable {
        public let dx: Int
        public let dy: Int
    }

    public init(kind: String) {
        self.kind = kind
    }

    /// What a reviewer must see first: a flag that changed, then a change of content (text,
    /// layout, size, a missing or unusable golden, a row that cannot be rendered), then pixels
    /// that changed with the content the same, then environment drift. Groups are reviewed
    /// in this order, not by count.
    public enum Consequence: String, Codable, Sendable, CaseIterable, Comparable {
        case flagChanged, contentChanged, pixelsOnly, environmentDrift, recorded

        /// Review order.
        public var rank: Int { Self.allCases.firstIndex(of: self)! }
        public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }

        /// Whether the rows changed what they show (not only how it is drawn).
        public var changesContent: Bool { self == .flagChanged || self == .contentChanged }
    }

    /// This failure's consequence (``Consequence/environmentDrift`` is decided by the run,
    /// which knows each golden's recorded environment: a pixels-only change under drift).
    public var consequence: Consequence {
        if diagnosis == "flagMismatch" || diagnosis == "goldenShowsOtherFlag" { return .flagChanged }
        switch kind {
        case "recorded": return .recorded
        case "pixels" where layoutUnchanged != false, "text" where layoutUnchanged != false: return .pixelsOnly
        default: return .contentChanged
        }
    }

    /// The cause in words, e.g. "shifted 1 px right; layout unchanged — a rendering change,
    /// not a content change".
    public var cause: String {
        var parts: [String] = []
        switch kind {
        case "missing": return "no golden"
        case "unusable": return "unusable golden (a link, FIFO, oversized or corrupt file)"
        case "render": return "could not be rendered"
        case "recorded": return "recorded; re-run to verify"
        case "write": return "could not be written"
        case "size": parts.append("image size changed")
        default: break
        }
        if let shift {
            parts.append("shifted " + Self.describe(shift))
        } else if kind == "pixels" {
            parts.append(region.map { "\($0) changed" } ?? "pixels changed")
        }
        switch diagnosis {
        case "flagMismatch"?: parts.append("the flag drawn is not the country's (the seed's bug)")
        case "goldenShowsOtherFlag"?: parts.append("the golden shows another flag (swapped or stale golden)")
        case "textOnly"?: parts.append("flag unchanged")
        default: break
        }
        switch layoutUnchanged {
        // A whole-row shift is a rendering change whether or not the row has a layout dump:
        // one group for both (1,245 rows with dumps and 50 without were two).
        case nil where shift != nil, true? where shift != nil: parts.append("layout unchanged — a rendering change, not a content change")
        case true?: parts.append("layout unchanged: pixels only (a swapped or environment-affected golden, or a renderer change)")
        case false?: parts.append(layoutChange.isEmpty ? "layout changed" : "layout changed: " + layoutChange.joined(separator: " / "))
        case nil: break
        }
        return parts.joined(separator: "; ")
    }

    /// A short stable id for the cause (for `localeshot record --group ID`).
    public var id: String { String(PixelHash(of: Array(cause.utf8)).description.prefix(8)) }

    static func describe(_ shift: Shift) -> String {
        var moves: [String] = []
        if shift.dx != 0 { moves.append("\(abs(shift.dx)) px \(shift.dx > 0 ? "right" : "left")") }
        if shift.dy != 0 { moves.append("\(abs(shift.dy)) px \(shift.dy > 0 ? "down" : "up")") }
        return moves.joined(separator: " and ")
    }
}

/// Measurements behind a signature.
public enum ImageChange {
    /// The translation (|dx|, |dy| ≤ `reach`, not both 0) under which the fewest of the
    /// overlapping pixels differ — at most `tolerance` of them, and fewer than without moving;
    /// the nearest wins a tie. `nil` when none does. A change that touches a handful of pixels
    /// is never called a move: no shift explains it better than the unshifted image, and each
    /// candidate stops at the first pixel that makes it no better than the best so far (so
    /// such a row costs one pass, not 48).
    public static func bestShift(expected: Image, actual: Image, reach: Int = 3, tolerance: Double = 0.005) -> FailureSignature.Shift? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let width = expected.width, height = expected.height
        let unshifted = differingPixels(expected: expected, actual: actual)
        // Fewer changed pixels than this are a touch-up, not a move of anything drawn.
        guard unshifted >= minimumMovedPixels else { return nil }
        let candidates = (-reach...reach).flatMap { dy in (-reach...reach).map { dx in (dx, dy) } }
            .filter { $0 != (0, 0) }.sorted { abs($0.0) + abs($0.1) < abs($1.0) + abs($1.1) }
        return expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                let ea = a.bindMemory(to: UInt32.self), ab = b.bindMemory(to: UInt32.self)
                var best: FailureSignature.Shift?, bestCount = unshifted
                for (dx, dy) in candidates {
                    let overlap = (width - abs(dx)) * (height - abs(dy))
                    let limit = min(Int(Double(overlap) * tolerance), bestCount - 1)
                    guard limit >= 0 else { break }
                    var differing = 0
                    rows: for y in max(0, dy)..<min(height, height + dy) {
                        let source = (y - dy) * width, target = y * width
                        for x in max(0, dx)..<min(width, width + dx) where ea[source + x - dx] != ab[target + x] {
                            differing += 1
                            if differing > limit { break rows }
                        }
                    }
                    if differing <= limit {
                        best = FailureSignature.Shift(dx: dx, dy: dy)
                        bestCount = differing
                    }
                }
                return best
            }
        }
    }

    /// The fewest changed pixels ``bestShift(expected:actual:reach:tolerance:)`` calls a move:
    /// moving even one glyph by 1 px changes more (every edge of its ink along the move).
    public static let minimumMovedPixels = 16

    /// How many pixels differ, compared as they are.
    static func differingPixels(expected: Image, actual: Image) -> Int {
        expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                let ea = a.bindMemory(to: UInt32.self), ab = b.bindMemory(to: UInt32.self)
                var count = 0
                for index in 0..<min(ea.count, ab.count) where ea[index] != ab[index] { count += 1 }
                return count
            }
        }
    }

    /// The columns in which any pixel differs; `nil` when none does (or sizes differ).
    public static func changedColumns(expected: Image, actual: Image) -> Range<Int>? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let width = expected.width
        var low = width, high = -1
        expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                let ea = a.bindMemory(to: UInt32.self), ab = b.bindMemory(to: UInt32.self)
                for index in 0..<(width * expected.height) where ea[index] != ab[index] {
                    let x = index % width
                    low = min(low, x)
                    high = max(high, x)
                }
            }
        }
        return high < 0 ? nil : low..<(high + 1)
    }

    /// The names of the regions `columns` touches, joined by `+` (`flag+text`).
    public static func regionName(_ columns: Range<Int>, in regions: [SnapshotRegion]) -> String? {
        let touched = regions.filter { $0.columns.overlaps(columns) }.map(\.name)
        return touched.isEmpty ? nil : touched.joined(separator: "+")
    }
}
