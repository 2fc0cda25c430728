import Typesetting

// MARK: - Paragraphs: wrap, shrink, truncate the last line

extension TextFitter {
    /// Wraps `text` at its UAX #14 break opportunities (greedy: each line takes the most text
    /// that fits; a word wider than the box breaks between grapheme clusters); shrinks while
    /// it needs more than `box.maxLines` lines (when a minimum size is set); then, when
    /// `box.truncates`, ends the last allowed line with "…".
    func paragraph(_ text: String, style: TextStyle) throws(TypesettingError) -> TextBlock {
        let scalars = Array(text.unicodeScalars)
        let breaks = try LineBreaking.opportunities(in: text, language: style.language)
        let requested = try wrap(scalars, breaks: breaks, style: style)
        var wrapped = requested
        var current = style
        if wrapped.count > box.maxLines, let minimum = box.minimumSize, minimum < style.pixelSize {
            // Whole pixels unless a step is set: the largest size at which the lines suffice.
            let size = try largestSize(from: style.pixelSize, minimum: minimum, step: box.shrinkStep ?? 64) { size throws(TypesettingError) in
                try wrap(scalars, breaks: breaks, style: style.resized(size)).count <= box.maxLines
            }
            current = style.resized(size)
            wrapped = try wrap(scalars, breaks: breaks, style: current)
        }
        var lines = wrapped.map(\.line)
        var ranges = wrapped.map(\.range)
        var cut: Int?
        if wrapped.count > box.maxLines, box.truncates {
            // The last allowed line takes the rest of its paragraph (to the next hard break).
            let start = wrapped[box.maxLines - 1].range.lowerBound
            let end = breaks.first { $0.isMandatory && $0.offset > start }?.offset ?? scalars.count
            let rest = String(String.UnicodeScalarView(scalars[start..<end])).trimmingTrailingWhitespace()
            let (last, kept) = try truncated(rest, style: current, always: true)
            lines = Array(lines.prefix(box.maxLines - 1)) + [last]
            cut = start + kept
            ranges = Array(ranges.prefix(box.maxLines - 1)) + [start..<(start + kept)]
        }
        let fit = TextFit(neededWidth: requested.map(\.line.width).max() ?? 0, availableWidth: box.width,
                          drawnWidth: lines.map(\.width).max() ?? 0, neededLines: wrapped.count, allowedLines: box.maxLines,
                          truncated: cut != nil, shrunk: current.pixelSize < style.pixelSize, requestedSize: style.pixelSize,
                          finalSize: current.pixelSize, minimumSize: box.minimumSize ?? style.pixelSize, cutOffset: cut)
        let metrics = try typesetter.lineMetrics(of: current)
        return TextBlock(text: text, lines: lines, lineRanges: ranges, fit: fit, ascender: metrics.ascender, descender: metrics.descender)
    }

    /// One wrapped line: the code points it covers (trailing spaces included) and its shape.
    struct WrappedLine {
        let range: Range<Int>
        let line: ShapedLine
    }

    /// Greedy line filling over the break opportunities at one size.
    func wrap(_ scalars: [Unicode.Scalar], breaks: [LineBreak], style: TextStyle) throws(TypesettingError) -> [WrappedLine] {
        var lines: [WrappedLine] = []
        var start = 0, next = 0
        while start < scalars.count {
            while next < breaks.count, breaks[next].offset <= start { next += 1 }
            guard next < breaks.count else { break }
            var chosen: WrappedLine?
            var candidate = next
            while candidate < breaks.count {
                let end = breaks[candidate].offset
                // A segment far longer than any line could be is not shaped (a hostile 100 000-letter word).
                guard end - start <= longestLine else { break }
                let line = try shape(scalars, start..<end, style: style)
                guard line.width <= box.width else { break }
                chosen = WrappedLine(range: start..<end, line: line)
                if breaks[candidate].isMandatory { break }
                candidate += 1
            }
            let line: WrappedLine
            if let chosen {
                line = chosen
            } else {
                line = try emergencyBreak(scalars, from: start, segmentEnd: breaks[next].offset, style: style)
            }
            lines.append(line)
            start = line.range.upperBound
        }
        return lines
    }

    /// The longest run of whole grapheme clusters from `start` that fits (at least one), for a
    /// segment with no break opportunity narrow enough.
    func emergencyBreak(_ scalars: [Unicode.Scalar], from start: Int, segmentEnd: Int, style: TextStyle) throws(TypesettingError) -> WrappedLine {
        let segment = String(String.UnicodeScalarView(scalars[start..<segmentEnd]))
        var end = start
        var best: WrappedLine?
        for grapheme in segment {
            end += grapheme.unicodeScalars.count
            if best != nil, end - start > longestLine { break }
            let line = try shape(scalars, start..<end, style: style)
            if best != nil, line.width > box.width { break }
            best = WrappedLine(range: start..<end, line: line)
        }
        guard let best else { return WrappedLine(range: start..<segmentEnd, line: try shape(scalars, start..<segmentEnd, style: style)) }
        return best
    }

    /// The most code points one line is measured with: two per pixel of the box (real text
    /// needs 5 to 30 pixels per letter), at least 64. Bounds the shaping work per line, so a
    /// text with no break opportunity costs time linear in its length.
    var longestLine: Int { max(64, Int(box.width >> 6) * 2) }

    /// The shape of the code points `range`, trailing spaces and line separators removed.
    private func shape(_ scalars: [Unicode.Scalar], _ range: Range<Int>, style: TextStyle) throws(TypesettingError) -> ShapedLine {
        let text = String(String.UnicodeScalarView(scalars[range])).trimmingTrailingWhitespace()
        return try typesetter.layout(text, style: style)
    }
}
