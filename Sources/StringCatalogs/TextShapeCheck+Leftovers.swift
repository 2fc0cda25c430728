/// What a translation's editing left in or took out around its arguments and tags: two
/// arguments glued together where the source separates them, a tag's attribute quoted with
/// typographic quotes, a translator's question to the team left in the text.
extension TextShapeCheck {
    /// Two arguments the translation writes with nothing between them, where the source
    /// separates the same two with a symbol (Mastodon's "@%@@%@", user and server, written
    /// "@%@%@": the `@` between them lost, the two values run together), as the two spellings
    /// and the source's separator. A separator of letters or spaces alone may go (Japanese
    /// writes a number and its unit together).
    static func gluedArguments(_ original: String, _ text: String) -> (first: String, second: String, separator: String)? {
        guard text.containsByte(UInt8(ascii: "%")) else { return nil }
        let placed = placedArguments(text)
        guard placed.count >= 2 else { return nil }
        let sourcePlaced = placedArguments(original), sourceBytes = Array(original.utf8)
        for (one, next) in zip(placed, placed.dropFirst()) where one.range.upperBound == next.range.lowerBound {
            // The same two arguments side by side in the source, in either order.
            for (first, second) in zip(sourcePlaced, sourcePlaced.dropFirst()) {
                let same = (first.placeholder.position, second.placeholder.position) == (one.placeholder.position, next.placeholder.position)
                    || (first.placeholder.position, second.placeholder.position) == (next.placeholder.position, one.placeholder.position)
                guard same else { continue }
                guard first.range.upperBound < second.range.lowerBound else { break }
                let separator = String(decoding: sourceBytes[first.range.upperBound..<second.range.lowerBound], as: UTF8.self)
                guard separator.count <= 3, separator.contains(where: { !$0.isLetter && !$0.isWhitespace }) else { break }
                return (one.placeholder.spelling, next.placeholder.spelling, separator)
            }
        }
        return nil
    }

    /// The fewest letters after an argument that make a word run into it, not its ending.
    static let fewestLettersOfAWordRunOn = 4

    /// An argument the translation writes right after a colon, comma or semicolon, or a
    /// letter of an alphabet (Latin, Greek, Cyrillic), where the source puts a space between
    /// the two (ownCloud's Ukrainian "…за посиланням:%2$s" for "…at: %2$s"), or right before
    /// such a letter where the source spaces them (ownCloud's German "%1$shochgeladen" for
    /// "%1$s uploaded"): the value runs into the word. As the join written (the mark or letter
    /// with the argument's spelling), the argument, and whether the lost space was after it.
    /// Judged in scripts written with spaces only; Arabic letters left out (its prefixes join
    /// a word), Hebrew ones where a word other than its prefixes (``hebrewPrefixLetters``) runs
    /// into the argument (Nextcloud's "למחוק את%1$s…"), and an argument beside another (``gluedArguments(_:_:)``'s).
    /// After an argument, a run of fewer than ``fewestLettersOfAWordRunOn`` letters is a case
    /// ending the language writes onto a name (Hungarian "%1$set", Basque "%1$sek"); with
    /// `shortWords` (a language writing none: ``writesNoEndingOnANameInCyrillic(_:)``), a run of
    /// Cyrillic letters before a space is a word whatever its length.
    static func argumentRunIntoAWord(_ original: String, _ text: String, shortWords: Bool = false) -> (join: String, argument: String, after: Bool)? {
        guard text.containsByte(UInt8(ascii: "%")), original.containsByte(0x20) else { return nil }
        let isLatinLetter = { (byte: UInt8) in byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
        let marks: Set<Unicode.Scalar> = [":", ",", ";"]
        let isMark = { (byte: UInt8) in marks.contains(Unicode.Scalar(byte)) }
        // The source's arguments with a space before (after a mark or a letter) and after (before a letter).
        let sourceBytes = Array(original.utf8)
        var spacedBefore: Set<Int> = [], spacedAfter: Set<Int> = []
        for placed in placedArguments(original) {
            let (start, end) = (placed.range.lowerBound, placed.range.upperBound)
            // (At the start too: a word the translation puts before it is spaced from it.)
            if start == 0 || (start >= 2 && sourceBytes[start - 1] == 0x20 && (isMark(sourceBytes[start - 2]) || isLatinLetter(sourceBytes[start - 2]))) {
                spacedBefore.insert(placed.placeholder.position)
            }
            if end + 1 < sourceBytes.count, sourceBytes[end] == 0x20, isLatinLetter(sourceBytes[end + 1]) { spacedAfter.insert(placed.placeholder.position) }
        }
        guard !spacedBefore.isEmpty || !spacedAfter.isEmpty else { return nil }
        let bytes = Array(text.utf8), placed = placedArguments(text)
        let (starts, ends) = (Set(placed.map(\.range.lowerBound)), Set(placed.map(\.range.upperBound)))
        // A letter of an alphabet, or (before an argument) a mark.
        let joins = { (scalar: Unicode.Scalar, markToo: Bool) in
            (markToo && marks.contains(scalar)) || (scalar.properties.isAlphabetic && scalar.value < 0x0530)
        }
        for argument in placed {
            let (start, end) = (argument.range.lowerBound, argument.range.upperBound)
            if spacedBefore.contains(argument.placeholder.position), start > 0, !ends.contains(start) {
                // (The scalar before the argument: its bytes back to its lead byte.)
                var lead = start - 1
                while lead > 0, start - lead < 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
                if let last = String(decoding: bytes[lead..<start], as: UTF8.self).unicodeScalars.last, joins(last, true) {
                    return (String(last) + argument.placeholder.spelling, argument.placeholder.spelling, false)
                }
                if let word = hebrewWordBefore(bytes, start), word.unicodeScalars.contains(where: { !hebrewPrefixLetters.contains($0) }) {
                    return (word + argument.placeholder.spelling, argument.placeholder.spelling, false)
                }
            }
            // (After it, a word of four letters at least: a shorter run is a case ending, Hungarian "%1$st", Uzbek "%2$sdan".)
            if spacedAfter.contains(argument.placeholder.position), end < bytes.count, !starts.contains(end) {
                let next = String(decoding: bytes[end..<min(bytes.count, end + 24)], as: UTF8.self).unicodeScalars.prefix { joins($0, false) }
                let aWord = shortWords && !next.isEmpty && next.allSatisfy { (0x400...0x4FF).contains($0.value) }
                    && String(decoding: bytes[end...], as: UTF8.self).unicodeScalars.dropFirst(next.count).first == " "
                if next.count >= Self.fewestLettersOfAWordRunOn || aWord { return (argument.placeholder.spelling + String(next.first!), argument.placeholder.spelling, true) }
            }
        }
        return nil
    }

    /// The letters a Hebrew word joins to the one after it ("ב", in; "ל", to; "ה", the; "ו",
    /// and; "כ", as; "מ", from; "ש", that): a run of them alone before an argument is a prefix
    /// ("ל%1$s", to the value); any other letter makes it a word that lost its space ("את%1$s").
    static let hebrewPrefixLetters: Set<Unicode.Scalar> = ["ב", "ל", "ה", "ו", "כ", "מ", "ש"]

    /// The run of Hebrew letters right before UTF-8 offset `end` of `bytes`, if any.
    static func hebrewWordBefore(_ bytes: [UInt8], _ end: Int) -> String? {
        var start = end
        // (Hebrew letters are two bytes, 0xD7 0x90…0xAA.)
        while start >= 2, bytes[start - 2] == 0xD7, (0x90...0xAA).contains(bytes[start - 1]) { start -= 2 }
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// A text's placeholders (prose `%` left out) with where each is in its UTF-8 bytes.
    private static func placedArguments(_ text: String) -> [(placeholder: Placeholder, range: Range<Int>)] {
        Placeholder.scan(text).compactMap { token in
            if case let .placeholder(placeholder, range) = token, !placeholder.isProse { (placeholder, range) } else { nil }
        }
    }

    /// The first tag whose attribute value opens with a typographic quote (ownCloud's
    /// Portuguese `<a href=“%1$s”>`, an editor's autocorrect): HTML takes “ as part of an
    /// unquoted value, so the link goes to an address that starts with it. As written.
    static func typographicAttributeQuote(_ text: String) -> String? {
        guard text.containsByte(UInt8(ascii: "<")), text.containsByte(UInt8(ascii: "=")) else { return nil }
        for inside in tagBodies(text) where inside.first?.isLetter == true {
            let opensWithTypographic = inside.indices.contains { index in
                inside[index] == "=" && inside[inside.index(after: index)...].first { !$0.isWhitespace }.map { "“”„«»‘’‚".contains($0) } == true
            }
            if opensWithTypographic { return "<\(inside)>" }
        }
        return nil
    }

    /// A Markdown emphasis opened with a space inside (Mastodon's French "** %@ **" for
    /// "**%@**"): Markdown reads no emphasis there, so the asterisks show. As written, up to
    /// the closing marker.
    static func spacedEmphasis(_ text: String) -> String? {
        guard let open = text.range(of: "** ") ?? text.range(of: "__ ") else { return nil }
        // An opening marker: at the start or after white space.
        guard open.lowerBound == text.startIndex || text[text.index(before: open.lowerBound)].isWhitespace else { return nil }
        let marker = text[open.lowerBound..<text.index(open.lowerBound, offsetBy: 2)]
        let close = text[open.upperBound...].range(of: marker).map { $0.upperBound } ?? text.endIndex
        return String(text[open.lowerBound..<close])
    }

    /// A Markdown emphasis marker ("**", "__") the source writes in pairs and the translation
    /// an odd number of times (Mastodon's Italian "**%@*." for "**%@**."): the marker. A lone
    /// "*" is prose (German's gender star, "Moderator*innen"), and asterisks alone a mask.
    static func unbalancedEmphasis(_ original: String, _ text: String) -> String? {
        // (A run of asterisks alone, "*****", is a masked password.)
        guard original.contains(where: { $0.isLetter || $0 == "%" }) else { return nil }
        for marker in ["**", "__"] where original.containsUTF8(marker) {
            let pairs = original.components(separatedBy: marker).count - 1
            guard pairs >= 2, pairs % 2 == 0 else { continue }
            if (text.components(separatedBy: marker).count - 1) % 2 == 1 { return marker }
        }
        return nil
    }

    /// A parenthesis with a question in it that the translation adds to a source without
    /// either (Bitwarden's Portuguese "Salvar (verbo ou substantivo?)" for "Save"), or, to a
    /// source of one or two words, with a comma-separated note (ownCloud's Russian
    /// "Копировать (глагол, кнопка)" for "Copy": verb, button), or after the last sentence of
    /// a source with no parenthesis (ownCloud's Dutch "Wilt u %1$s werkelijk verwijderen?
    /// (vertaling nog nakijken)", "translation still to be checked"): a translator's question
    /// or note to the team, left in the text users see. As written.
    static func translatorsQuestion(_ original: String, _ text: String) -> String? {
        guard text.containsByte(UInt8(ascii: "(")) || text.containsUTF8("（"), !original.contains(where: { "(（".contains($0) }) else { return nil }
        if let note = noteAfterTheLastSentence(original, text) { return note }
        guard !original.contains(where: { "?？".contains($0) }) else { return nil }
        var open: String.Index?
        for index in text.indices {
            switch text[index] {
            case "(", "（": open = index
            case ")", "）":
                // A question; or, for a source of one or two words, a comma-separated note ("(глагол, кнопка)").
                if let start = open, text[start...index].contains(where: { $0 == "?" || $0 == "？" })
                    || (text[start...index].contains(",") && CatalogChecker.lowercasedWords(original).count <= 2) {
                    return String(text[start...index])
                }
                open = nil
            default: break
            }
        }
        return nil
    }

    /// A parenthesis that ends the translation after the sentence the source ends with (the
    /// same `.`, `?` or `!`), the source holding none: what follows the text is no part of it.
    private static func noteAfterTheLastSentence(_ original: String, _ text: String) -> String? {
        let ends: Set<Character> = [".", "?", "!", "。", "？", "！"]
        let trimmed = text.trimmingScalars(in: .whitespaces)
        guard let last = trimmed.last, last == ")" || last == "）",
              let end = original.trimmingScalars(in: .whitespaces).last, ends.contains(end),
              let open = trimmed.lastIndex(where: { $0 == "(" || $0 == "（" }) else { return nil }
        let before = trimmed[..<open].trimmingScalars(in: .whitespaces)
        guard let sentenceEnd = before.last, ends.contains(sentenceEnd),
              CatalogChecker.lowercasedWords(String(trimmed[open...])).count >= 2 else { return nil }
        return String(trimmed[open...])
    }

    /// The opening parenthesis (ASCII or full-width) a translation leaves open where its
    /// source opens and closes each of its own: Home Assistant's Traditional Chinese "…（最多
    /// %li 個，視車輛", cut off inside the source's "(up to %li, depending on the vehicle)".
    /// A source that opens more than it closes (a smiley, a list item "1)") says nothing.
    static func unclosedParenthesis(_ original: String, _ text: String) -> String? {
        let depth = { (text: String) -> (opened: Int, closed: Int, open: String?) in
            var opened = 0, closed = 0, depth = 0, open: String?
            for character in text where character == "(" || character == ")" || character == "（" || character == "）" {
                if character == "(" || character == "（" {
                    opened += 1
                    depth += 1
                    if depth == 1 { open = String(character) }
                } else {
                    closed += 1
                    depth = max(0, depth - 1)
                    if depth == 0 { open = nil }
                }
            }
            return (opened, closed, depth > 0 ? open : nil)
        }
        guard original.containsByte(UInt8(ascii: "(")) || original.containsUTF8("（") else { return nil }
        let source = depth(original)
        guard source.opened >= 1, source.opened == source.closed, source.open == nil else { return nil }
        let translation = depth(text)
        guard translation.opened > translation.closed, let open = translation.open else { return nil }
        return open
    }
}
