extension Placeholder {
    /// The fixed words `text` writes where `template` has placeholders, when `text` is
    /// `template` with some placeholders filled in: Android's "To connect, %1$s needs
    /// permission" (the app name passed at run time) beside Apple's "To connect, Element needs
    /// permission" (the name written into the string). `nil` when the texts differ otherwise.
    ///
    /// Every literal stretch of `template` must appear in `text` in order, the first at the
    /// start and the last at the end; what stands between them in `text` is either a
    /// placeholder of its own (the same argument, spelled for its platform) or a short run of
    /// text without `%` or a line break. At least one placeholder must be filled with words.
    public static func fixedValues(template: String, text: String) -> [String]? {
        let tokens = scan(template)
        var ranges: [Range<Int>] = []
        for token in tokens {
            guard case let .placeholder(_, range) = token else { return nil }
            ranges.append(range)
        }
        guard !ranges.isEmpty else { return nil }
        let templateBytes = Array(template.utf8), textBytes = Array(text.utf8)
        // The literal stretches around and between the placeholders.
        var literals: [ArraySlice<UInt8>] = []
        var cursor = 0
        for range in ranges {
            literals.append(templateBytes[cursor..<range.lowerBound])
            cursor = range.upperBound
        }
        literals.append(templateBytes[cursor...])
        // Two placeholders side by side leave no literal to tell their fills apart.
        guard !literals.dropFirst().dropLast().contains(where: \.isEmpty) else { return nil }
        guard textBytes.starts(with: literals[0]), textBytes.count >= literals[0].count + literals.last!.count,
              textBytes.reversed().starts(with: literals.last!.reversed()) else { return nil }
        var fills: [ArraySlice<UInt8>] = []
        var position = literals[0].count
        let end = textBytes.count - literals.last!.count
        for literal in literals.dropFirst().dropLast() {
            // A fill is at most 40 bytes: the next stretch starts within 41 (linear in the text).
            guard let found = firstIndex(of: literal, in: textBytes, from: position + 1, before: min(end, position + 41 + literal.count)) else { return nil }
            fills.append(textBytes[position..<found])
            position = found + literal.count
        }
        guard position <= end else { return nil }
        fills.append(textBytes[position..<end])
        var words: [String] = []
        for fill in fills {
            let fillText = String(decoding: fill, as: UTF8.self)
            if scan(fillText).count == 1, case let .placeholder(_, range)? = scan(fillText).first, range == 0..<fill.count { continue }
            guard !fill.isEmpty, fill.count <= 40, !fill.contains(UInt8(ascii: "%")), !fill.contains(UInt8(ascii: "\n")) else { return nil }
            words.append(fillText)
        }
        return words.isEmpty ? nil : words
    }

    /// Where `needle` first starts in `haystack` at or after `start`, ending by `end`.
    private static func firstIndex(of needle: ArraySlice<UInt8>, in haystack: [UInt8], from start: Int, before end: Int) -> Int? {
        guard !needle.isEmpty else { return start <= end ? start : nil }
        var index = start
        while index + needle.count <= end {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
