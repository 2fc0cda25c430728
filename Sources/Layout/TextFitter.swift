import Typesetting

// MARK: - Entry point

extension Typesetter {
    /// Lays out `text` in `box`: one line, or wrapped at UAX #14 break opportunities when
    /// `box.maxLines` > 1; shrunk and truncated as the box allows. The result knows whether it
    /// fits (``TextBlock/fit``).
    /// - Throws: what ``Typesetter/layout(_:style:)`` throws for any line, and
    ///   ``TypesettingError/lineBreakingFailed(language:text:)`` when ICU refuses the text.
    public func layout(_ text: String, style: TextStyle, in box: TextBox) throws(TypesettingError) -> TextBlock {
        let fitter = TextFitter(typesetter: self, box: box)
        // A line separator is a mandatory break: such a text is a paragraph even in one line.
        let wraps = box.maxLines > 1 || text.unicodeScalars.contains { Self.lineSeparators.contains($0.value) }
        return wraps ? try fitter.paragraph(text, style: style) : try fitter.singleLine(text, style: style)
    }

    /// UAX #14's mandatory break characters (BK, CR, LF, NL).
    static let lineSeparators: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    /// Ascender and descender (positive down) of the style's primary font (its first
    /// preferred font, else the first of its language's fallback chain) at its size.
    public func lineMetrics(of style: TextStyle) throws(TypesettingError) -> (ascender: Fixed26_6, descender: Fixed26_6) {
        guard let role = style.preferredFonts.first ?? fonts.fallbackChain(for: style.language).first else { return (0, 0) }
        return try verticalMetrics(of: role, pixelSize: style.pixelSize)
    }
}

// MARK: - Single line: shrink, then truncate

/// The fitting steps of one ``Typesetter/layout(_:style:in:)`` call.
struct TextFitter {
    let typesetter: Typesetter
    let box: TextBox

    func singleLine(_ text: String, style: TextStyle) throws(TypesettingError) -> TextBlock {
        let full = try typesetter.layout(text, style: style)
        var line = full
        if line.width > box.width, let minimum = box.minimumSize, minimum < style.pixelSize {
            line = try shrunk(text, from: full, minimum: minimum)
        }
        var cut: Int?
        if line.width > box.width, box.truncates {
            (line, cut) = try truncated(text, style: line.style, always: false)
        }
        let fit = TextFit(neededWidth: full.width, availableWidth: box.width, drawnWidth: line.width, neededLines: 1,
                          allowedLines: box.maxLines, truncated: cut != nil, shrunk: line.style.pixelSize < style.pixelSize,
                          requestedSize: style.pixelSize, finalSize: line.style.pixelSize,
                          minimumSize: box.minimumSize ?? style.pixelSize, cutOffset: cut)
        let metrics = try typesetter.lineMetrics(of: line.style)
        let shown = cut ?? text.unicodeScalars.count
        return TextBlock(text: text, lines: [line], lineRanges: [0..<shown], fit: fit, ascender: metrics.ascender, descender: metrics.descender)
    }

    /// The line at the largest size that fits the width, not below `minimum`: on the grid of
    /// `box.shrinkStep` below the requested size, or in proportion to the overflow, each size
    /// re-checked by shaping.
    func shrunk(_ text: String, from full: ShapedLine, minimum: Fixed26_6) throws(TypesettingError) -> ShapedLine {
        if let step = box.shrinkStep, step > 0 {
            let size = try largestSize(from: full.style.pixelSize, minimum: minimum, step: step) { size throws(TypesettingError) in
                try typesetter.layout(text, style: full.style.resized(size)).width <= box.width
            }
            return try typesetter.layout(text, style: full.style.resized(size))
        }
        var line = full
        // Widths scale with the size, so this converges in one or two shapings; 16 at most.
        for _ in 0..<16 where line.width > box.width && line.style.pixelSize > minimum {
            var next = Fixed26_6(Int(line.style.pixelSize) * Int(max(box.width, 0)) / Int(max(line.width, 1)))
            if next >= line.style.pixelSize { next = line.style.pixelSize - 1 }
            line = try typesetter.layout(text, style: line.style.resized(max(next, minimum, 1)))
        }
        if line.width > box.width, line.style.pixelSize > minimum {
            line = try typesetter.layout(text, style: line.style.resized(max(minimum, 1)))
        }
        return line
    }

    /// The largest of the sizes `requested - k·step` (k ≥ 1, never below `minimum`, which
    /// ends the grid) at which `accepts` holds, by binary search over k (widths and line
    /// counts grow with the size): log₂ of the grid's length shapings, whatever the step.
    /// `minimum` when none does.
    func largestSize(from requested: Fixed26_6, minimum: Fixed26_6, step: Fixed26_6,
                     accepts: (Fixed26_6) throws(TypesettingError) -> Bool) throws(TypesettingError) -> Fixed26_6 {
        let floor = max(minimum, 1)
        guard requested > floor, step > 0 else { return floor }
        let count = (Int(requested) - Int(floor) + Int(step) - 1) / Int(step)
        let size = { (k: Int) in Fixed26_6(max(Int(requested) - k * Int(step), Int(floor))) }
        var low = 1, high = count, found = count
        while low <= high {
            let middle = (low + high) / 2
            if try accepts(size(middle)) {
                found = middle
                high = middle - 1
            } else {
                low = middle + 1
            }
        }
        return size(found)
    }

    /// The longest prefix of whole grapheme clusters, trailing spaces removed, that fits the
    /// width with "…" after it (RTL: the ellipsis ends the line logically, so it sits at its
    /// visual left end). `always` also tries the whole text with an ellipsis (a paragraph's
    /// last allowed line). Returns the line and the code point offset of the first code point
    /// left out. When not even "…" fits, the line is "…" alone (and does not fit).
    func truncated(_ text: String, style: TextStyle, always: Bool) throws(TypesettingError) -> (ShapedLine, Int) {
        let graphemes = Array(text)
        var low = 0, high = always ? graphemes.count : graphemes.count - 1
        var best = try typesetter.layout("…", style: style)
        var bestPrefix = ""
        // Binary search over shaped results: each candidate is shaped and measured.
        while low <= high {
            let middle = (low + high) / 2
            let prefix = String(graphemes[0..<middle]).trimmingTrailingWhitespace()
            let candidate = try typesetter.layout(prefix + "…", style: style)
            if candidate.width <= box.width {
                best = candidate
                bestPrefix = prefix
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return (best, bestPrefix.unicodeScalars.count)
    }
}

extension TextStyle {
    /// The same style at another size.
    func resized(_ pixelSize: Fixed26_6) -> TextStyle {
        var copy = self
        copy.pixelSize = pixelSize
        return copy
    }
}

extension String {
    /// The string without trailing white space and line separators.
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
