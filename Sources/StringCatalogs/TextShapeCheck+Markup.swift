import Foundation

/// What a translation shows as written or loses of its markup: inline elements and tag
/// attributes, template tokens, text in the wrong encoding, visible entities, broken
/// addresses, punctuation moved by right-to-left editing (``TextShapeCheck/shape(_:_:spaced:breaks:)``
/// reports them).
extension TextShapeCheck {
    /// The source's inline elements (``CatalogString/inlineElements``) a translation lacks,
    /// counted as a multiset; `nil` when it keeps them all. An `<annotation>` whose attribute
    /// a translator translated (`link="regulamin"` for `link="termsOfService"`) is lost:
    /// the app finds no such annotation.
    static func lostElements(_ source: [String], _ translation: [String]) -> [String]? {
        guard !source.isEmpty else { return nil }
        // Counted (a text of 50,000 tags is compared in one pass, not one search per tag).
        var remaining = Dictionary(translation.map { ($0, 1) }, uniquingKeysWith: +)
        let lost = source.filter { element in
            guard let count = remaining[element], count > 0 else { return true }
            remaining[element] = count - 1
            return false
        }
        return lost.isEmpty ? nil : lost
    }

    /// What losing inline elements does, and how grave it is. An element the translation
    /// changed (an `<annotation>` whose key or value the app's code looks up:
    /// `emphasis`→`stress`, `link="termsOfService"`→`link="regulamin"`) or a link lost is a
    /// finding, and so is losing some elements while keeping others (a styled text then takes
    /// every span as the source's: an `<annotation arg="0">` no longer replaced shows
    /// "%1$s"). A text that lost every element reads as plain text, which is what the app
    /// shows where it never reads the markup (Bitwarden's "Scan QR code" title with a link
    /// annotation nothing clicks): a hint, naming the link if one is lost.
    static func lostElementsDetail(_ lost: [String], source: [String], translation: [String]) -> (String, CatalogFinding.Severity) {
        let known = Set(source)
        let changed = translation.filter { !known.contains($0) }
        let isLink = { (element: String) in element == "<a>" || element.hasPrefix("<annotation") && (element.contains(" link=") || element.contains(" url=")) }
        let listed = "\(shortList(lost)) of the source's \(shortList(source))"
        if !changed.isEmpty {
            return ("markup changed: \(listed), here \(shortList(translation)) (\(shortList(changed)) is no element the source has: "
                    + "code looking it up finds nothing, or fails)", .finding)
        }
        if !translation.isEmpty {
            return ("markup lost: \(listed), here \(shortList(translation)) (the text keeps other spans, so what the lost ones did is not done"
                    + (lost.contains(where: isLink) ? ": a link users can no longer tap)" : ")"), .finding)
        }
        return ("markup lost: \(listed), here none (where the app reads it, the text shows unstyled\(lost.contains(where: isLink) ? ", its link not tappable" : ""))", .hint)
    }

    /// The first run of a text that is UTF-8 read as Windows-1252, Latin-1 or Windows-1250
    /// ("ZdrojovĂˇ sloĹľka" for "Zdrojová složka"), with what it meant and the encoding; `nil`
    /// when the text has none. Only runs of the lead letters such misreadings produce
    /// (Ã Â Ä Å Ă Ĺ Ä â Ð Ñ Ø Ù) followed by a continuation character are tried.
    static func mojibake(_ text: String) -> (written: String, meant: String, encoding: String)? {
        // (Every lead letter and every wider lead, U+00C2…U+0139, is written C3 or C4 in UTF-8:
        // texts without those bytes, ASCII, Cyrillic or Chinese ones, stop at one byte scan.)
        guard text.utf8.contains(where: { $0 == 0xC3 || $0 == 0xC4 }) else { return nil }
        let leads = mojibakeLeads
        // A lead letter followed by another non-ASCII character (German "Äpfel", Swedish "Åsa"
        // are followed by ASCII): one pass, most texts stop here.
        // Latin-1's whole lead range too (UTF-8's lead bytes read as Windows-1252: "ä»Šæ—¥" for
        // "今日"), followed by what a continuation byte reads as there: a Latin-1 character or
        // one of Windows-1252's own (not Vietnamese "ệ" after "ê").
        let isSuspect = { (scalars: String.UnicodeScalarView) in
            var previous: (classic: Bool, wide: Bool) = (false, false)
            for scalar in scalars {
                if previous.classic, scalar.value >= 0x80 { return true }
                if previous.wide, scalar.value >= 0x80, scalar.value <= 0xFF || (0x152...0x2122).contains(scalar.value) { return true }
                previous = (scalar.value >= 0xC2 && scalar.value <= 0x139 && leads.contains(scalar), (0xC2...0xF4).contains(scalar.value))
            }
            return false
        }
        guard isSuspect(text.unicodeScalars) else { return nil }
        // With the wider leads a real word re-encodes by chance (Czech "zvlášť" to "zvl᚝"): a
        // reading only they suggest counts when it has three letters of another script at least.
        let classic = { (word: String) in
            let scalars = Array(word.unicodeScalars)
            return zip(scalars, scalars.dropFirst()).contains { leads.contains($0) && $1.value >= 0x80 }
        }
        // Each such word, re-encoded: a valid UTF-8 reading that differs is the meaning.
        for word in text.split(whereSeparator: { $0.isWhitespace }) where isSuspect(String(word).unicodeScalars) {
            for (encoding, name) in [(String.Encoding.windowsCP1252, "Windows-1252"), (.isoLatin1, "ISO-8859-1"), (.windowsCP1250, "Windows-1250")] {
                guard let bytes = encoding == .windowsCP1252 ? windows1252Bytes(String(word)) : String(word).data(using: encoding), let meant = String(data: bytes, encoding: .utf8), meant != String(word),
                      meant.unicodeScalars.contains(where: { !$0.isASCII }) else { continue }
                if !classic(String(word)), meant.unicodeScalars.count(where: { $0.value >= 0x250 && $0.properties.isAlphabetic }) < 3 { continue }
                return (String(word), meant, name)
            }
        }
        return nil
    }

    /// The letters that UTF-8's lead bytes read as in Latin-1, Windows-1252 or Windows-1250 (``mojibake(_:)``).
    private static let mojibakeLeads: Set<Unicode.Scalar> = ["Ã", "Â", "Ä", "Å", "Ă", "Ĺ", "â", "Ð", "Ñ", "Ø", "Ù", "Ď", "Ô"]

    /// An HTML entity a text shows as written (`&#183;`, `&amp;`, `&lt;`): written in a plain
    /// text (Apple), or its own `&` escaped once more in the file (Android). `&nbsp;` is left
    /// alone: apps that render a text as HTML write it on purpose (Wikipedia's "d.&nbsp;h.").
    static func visibleEntity(_ text: String) -> String? {
        guard text.containsByte(UInt8(ascii: "&")) else { return nil }
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            let after = rest[rest.index(after: ampersand)...]
            let name = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#") }
            if !name.isEmpty, name.count <= 8, after.dropFirst(name.count).first == ";",
               name.hasPrefix("#") ? name.dropFirst().allSatisfy(\.isNumber) && name.count > 1 : Self.shownEntityNames.contains(String(name)) {
                return "&" + name + ";"
            }
            rest = after
        }
        return nil
    }

    /// A text's bytes in Windows-1252, its five unassigned bytes (0x81, 0x8D, 0x8F, 0x90,
    /// 0x9D) read as the C1 controls of the same number, as decoders that fall back to
    /// Latin-1 leave them ("の" read so keeps its 0x81 as U+0081); `nil` for other characters.
    static func windows1252Bytes(_ text: String) -> Data? {
        let specials: [UInt32: UInt8] = [0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
                                         0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
                                         0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
                                         0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F]
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar.value <= 0xFF {
                bytes.append(UInt8(scalar.value))
            } else if let byte = specials[scalar.value] {
                bytes.append(byte)
            } else {
                return nil
            }
        }
        return Data(bytes)
    }

    /// Entity names a plain text shows as written: the markup escapes and the typographic
    /// characters exporters write as entities (`&hellip;` for "…", Wikipedia's Italian
    /// welcome). Not `&nbsp;`: apps that render HTML write it on purpose.
    static let shownEntityNames: Set<String> = ["amp", "lt", "gt", "quot", "apos", "hellip", "mdash", "ndash", "laquo", "raquo",
                                                "lsquo", "rsquo", "ldquo", "rdquo", "bull", "middot", "copy", "reg", "trade", "euro"]

    /// A zero-width character inside a Latin word ("Next\u{200B}cloud"): U+200B, U+2060 or
    /// U+FEFF between two ASCII letters, as written. The word looks whole; search, matching
    /// and copying see two. A soft hyphen (U+00AD) is a hyphenation hint and left alone.
    static func invisibleInWord(_ text: String) -> String? {
        // E2 80 8B, E2 81 A0, EF BB BF: a byte test first (every text is asked).
        guard text.containsBytePair(0xE2, 0x80) || text.containsBytePair(0xE2, 0x81) || text.containsBytePair(0xEF, 0xBB) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let isLetter = { (scalar: Unicode.Scalar) in scalar.isASCII && scalar.properties.isAlphabetic }
        for index in scalars.indices.dropFirst().dropLast() where [0x200B, 0x2060, 0xFEFF].contains(scalars[index].value)
            && isLetter(scalars[index - 1]) && isLetter(scalars[index + 1]) {
            let start = scalars[..<index].lastIndex { !isLetter($0) }.map { $0 + 1 } ?? 0
            let end = scalars[(index + 1)...].firstIndex { !isLetter($0) } ?? scalars.count
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<end])
            return String(word)
        }
        return nil
    }

    /// An address whose scheme lost its colon or a slash, or gained a space ("https//sv.wikipedia.org",
    /// "https:/x", "https: //account.nabucasa.com", French typography's "https ://", a no-break
    /// space before the colon).
    static func brokenScheme(_ text: String) -> String? {
        for scheme in ["https//", "http//", "https:/", "http:/", "https: /", "http: /"] + spacedColons {
            guard let range = text.range(of: scheme) else { continue }
            if scheme.contains(where: \.isWhitespace) { return String(scheme) + String(text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "\"" && $0 != ")" }) }
            if scheme.hasSuffix(":/"), text[range.upperBound...].first == "/" { continue }
            if range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)].isLetter { continue }
            return String(text[range.lowerBound...].prefix { !$0.isWhitespace && $0 != "\"" })
        }
        return nil
    }

    /// "https :/" and "http :/" with a space, a no-break space or a narrow no-break space before the colon.
    private static let spacedColons = ["https", "http"].flatMap { scheme in [" ", "\u{A0}", "\u{202F}"].map { scheme + $0 + ":/" } }

    /// Elements as a message lists them: the first ten, then how many there are.
    static func shortList(_ elements: [String]) -> String {
        elements.count <= 10 ? elements.joined(separator: " ") : elements.prefix(10).joined(separator: " ") + " … (\(elements.count) in all)"
    }

    /// The sentence punctuation a right-to-left translation (Hebrew or Arabic letters) starts
    /// with where its source ends with it, and no sentence punctuation at its own end: "?האם
    /// אתה בטוח" for "Are you sure?" (the `?` typed first shows at the right, where the line starts).
    static func punctuationMovedToStart(_ original: String, _ text: String) -> Character? {
        // Rare: the first non-space byte decides before anything is trimmed ("؟" starts with 0xD8).
        guard let lead = text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 }),
              [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ":"), 0xD8].contains(lead) else { return nil }
        let marks: Set<Character> = ["?", "!", ".", ":", "؟"]
        let trimmedText = text.trimmingScalars(in: .whitespacesAndNewlines), source = original.trimmingScalars(in: .whitespacesAndNewlines)
        guard let first = trimmedText.first, marks.contains(first), let sourceLast = source.last, marks.contains(sourceLast),
              source.first.map({ !marks.contains($0) }) == true, let last = trimmedText.last, !marks.contains(last),
              !"!.。…".contains(last) else { return nil }
        let rightToLeft = trimmedText.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFEFC).contains($0.value) }
        return rightToLeft ? first : nil
    }

    /// The first tag of a text with an odd number of `"` where a quote starts an attribute's
    /// value (`<a href="%1$s>`, a closing quote that aapt2 dropped or a translator lost;
    /// `href=""https://…"`), as written. A stray quote after an unquoted value
    /// (`<a href=%1$s ">`) is an attribute of its own that browsers ignore.
    static func unclosedQuote(_ text: String) -> String? {
        guard text.containsByte(UInt8(ascii: "\"")), text.containsByte(UInt8(ascii: "<")) else { return nil }
        for inside in tagBodies(text) where inside.first?.isLetter == true && inside.count(where: { $0 == "\"" }) % 2 == 1 {
            let quotesAValue = inside.indices.contains { index in
                inside[index] == "=" && inside[inside.index(after: index)...].first { !$0.isWhitespace } == "\""
            }
            if quotesAValue { return "<\(inside)>" }
        }
        return nil
    }

    /// A `\n` typed with a slash ("verbunden bist. /n 2️⃣", "/n/n"), as written with what
    /// follows: `/n` after a space, a sentence mark or another `/n`, not inside a path
    /// ("/news", "a/n" is a ratio) — followed by no letter.
    static func slashedLineBreak(_ text: String) -> String? {
        // (Most texts have no "/n": a byte search says so without Foundation's.)
        guard text.containsBytePair(UInt8(ascii: "/"), UInt8(ascii: "n")) else { return nil }
        var rest = Substring(text)
        while let found = rest.range(of: "/n") {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            // Then no word goes on ("Zeile /n"), or a sentence starts after a sentence's end (".../nPlease").
            let sentenceEnd = ".!?:;".contains(before)
            if (before.isWhitespace || sentenceEnd || text[..<found.lowerBound].hasSuffix("/n")), (!after.isLetter && !after.isNumber) || (sentenceEnd && after.isUppercase) {
                return String(text[found.lowerBound...].prefix(8))
            }
            rest = text[found.upperBound...]
        }
        return nil
    }

    /// A `\n` whose escape a space broke ("\ n", as machine translation writes it), as the
    /// text reads it: aapt takes "\ " for a space, so an "n" stands alone after a space, before
    /// a line break, the text's end or a capital ("…dal menu principale. n\nGoditi…"). Judged
    /// where the translation has fewer line breaks than `original`.
    static func spacedLineBreak(_ text: String, _ original: String) -> String? {
        guard text.containsBytePair(0x20, UInt8(ascii: "n")), text.utf8.count(where: { $0 == 0x0A }) < original.utf8.count(where: { $0 == 0x0A }) else { return nil }
        let characters = Array(text)
        for index in characters.indices.dropFirst() where characters[index] == "n" && characters[index - 1] == " " {
            let next = index + 1 < characters.count ? characters[index + 1] : "\n"
            if next == "\n" || next.isUppercase { return String(characters[(index - 1)...].prefix(4)) }
        }
        return nil
    }

    /// A Unicode escape that lost its backslash ("Instellingen u203A %@" for the source's
    /// `\u203A`, "›"), as written: a `u` or `U` starting a word, four hexadecimal digits (a
    /// decimal digit among them) and no letter or digit after them.
    static func bareUnicodeEscape(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        let isHex = { (byte: UInt8) in (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) }
        let isWordByte = { (byte: UInt8) in (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "\\") }
        var index = 0
        while index + 4 < bytes.count {
            defer { index += 1 }
            guard bytes[index] | 0x20 == UInt8(ascii: "u"), index == 0 || !isWordByte(bytes[index - 1]) else { continue }
            let digits = bytes[(index + 1)...(index + 4)]
            guard digits.allSatisfy(isHex), digits.contains(where: { $0 >= 0x30 && $0 <= 0x39 }),
                  index + 5 == bytes.count || !isWordByte(bytes[index + 5]) else { continue }
            return String(decoding: bytes[index...(index + 4)], as: UTF8.self)
        }
        return nil
    }

    /// How many Markdown links (`[text](address)`) a text has.
    static func markdownLinks(_ text: String) -> Int {
        guard text.containsByte(UInt8(ascii: "[")) else { return 0 }
        return text.components(separatedBy: "](").count - 1
    }

    /// A Markdown link broken by white space between its `]` and `(` ("[Nabu Casa] (https://…)"), as written.
    static func brokenMarkdownLink(_ text: String) -> String? {
        guard text.containsByte(UInt8(ascii: "[")), let close = text.range(of: "] (") else { return nil }
        guard let open = text[..<close.lowerBound].lastIndex(of: "[") else { return nil }
        let end = text[close.upperBound...].firstIndex(of: ")").map { text.index(after: $0) } ?? text.endIndex
        return String(text[open..<end])
    }

    /// The first Markdown link of a text whose address is not closed (`[Nabu
    /// Casa](https://account.nabucasa.com` then a space or the end), as written.
    /// Linear in the text: where each address would end, and the first colon from each
    /// character, are read in one pass from the end ("](" repeated 60,000 times is no hang).
    static func unclosedMarkdownLink(_ text: String) -> String? {
        guard text.containsUTF8("](") else { return nil }
        let characters = Array(text), count = characters.count
        // From each index: where an address starting there ends (a space, ")" or a quote), and the first ":".
        var end = [Int](repeating: count, count: count + 1), colon = end
        for index in stride(from: count - 1, through: 0, by: -1) {
            let character = characters[index]
            end[index] = character.isWhitespace || character == ")" || character == "\"" ? index : end[index + 1]
            colon[index] = character == ":" ? index : colon[index + 1]
        }
        // The label runs from the last "[" (or the previous link's address) to the "]".
        var searchedFrom = 0, lastBracket = -1
        for index in 0..<max(count - 1, 0) {
            if characters[index] == "[" { lastBracket = index }
            guard characters[index] == "]", characters[index + 1] == "(" else { continue }
            let start = index + 2, stop = end[start]
            if stop == count || characters[stop] != ")", colon[start] < stop || (start < stop && characters[start] == "/") {
                return "[" + String(characters[max(lastBracket + 1, searchedFrom)..<index]) + "](" + String(characters[start..<stop])
            }
            searchedFrom = start
        }
        return nil
    }

    /// The attribute names of a text's opening tags, as `a href`, `font color` (sorted).
    static func tagAttributes(_ text: String) -> [String] {
        guard text.containsByte(UInt8(ascii: "<")), text.containsByte(UInt8(ascii: "=")) else { return [] }
        var found: [String] = []
        for inside in tagBodies(text) {
            let name = inside.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            guard !name.isEmpty else { continue }
            // Each `name=` inside the tag (quoted values skipped by their quotes).
            var quote: Character?
            var word = "", afterSpace = false
            for character in inside.dropFirst(name.count) {
                if let open = quote { if character == open { quote = nil }; continue }
                if character == "\"" || character == "'" { quote = character; word = ""; continue }
                if character == "=" {
                    if !word.isEmpty { found.append(name.lowercased() + " " + word.lowercased()) }
                    word = ""
                } else if character.isLetter || character == "-" || character == ":" {
                    // White space may stand between a name and its `=` (`<a href\n="…">`).
                    if afterSpace { word = "" }
                    word.append(character)
                } else if !character.isWhitespace {
                    word = ""
                }
                afterSpace = character.isWhitespace
            }
        }
        return found.sorted()
    }

    /// What is between each `>` and the last `<` before it (none between two `>`): the
    /// bodies of a text's tags, in one pass ("a < b" in prose, 20,000 `<` before one `>`,
    /// cost a search per `<` before).
    static func tagBodies(_ text: String) -> [Substring] {
        var bodies: [Substring] = []
        var open: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<" {
                open = text.index(after: index)
            } else if character == ">", let start = open {
                bodies.append(text[start..<index])
                open = nil
            }
            index = text.index(after: index)
        }
        return bodies
    }

    /// The markup tags of a text, sorted (`<b>`, `</b>`, `<a>`: names only, attributes left out).
    public static func tags(_ text: String) -> [String] {
        guard text.containsByte(UInt8(ascii: "<")) else { return [] }
        var tags: [String] = []
        for inside in tagBodies(text) {
            let closing = inside.hasPrefix("/")
            let name = inside.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
            // `<` in prose ("a < b", "<3") is no tag.
            guard !name.isEmpty, name.first?.isLetter == true else { continue }
            tags.append((closing ? "</" : "<") + name.lowercased() + ">")
        }
        return tags.sorted()
    }

    /// The tags of a text (``tags(_:)``, sorted) when at least one is opened and closed: the
    /// pairs, as written once each.
    static func addedMarkup(_ tags: [String]) -> String? {
        guard tags.count >= 2 else { return nil }
        let present = Set(tags)
        let paired = present.filter { !$0.hasPrefix("</") && present.contains("</" + $0.dropFirst()) }.sorted()
        return paired.isEmpty ? nil : paired.map { "\($0)…</\($0.dropFirst())" }.joined(separator: ", ")
    }

    /// Tags HTML readers take without an end (``crossedTags(_:)`` leaves them out).
    static let tagsWithoutEnd: Set<Substring> = ["br", "img", "hr", "input", "p", "li", "meta", "link", "wbr"]

    /// Two tags of a text that cross (`<a><b>forum</a></b>`): the names of the inner tag left
    /// open and of the outer one closed over it, or `nil`. Tags without an end (`<br>`,
    /// `<img>`) and a closing tag nothing opened are left to the other checks.
    static func crossedTags(_ text: String) -> (open: String, closed: String)? {
        guard text.containsByte(UInt8(ascii: "<")) else { return nil }
        var open: [Substring] = []
        for inside in tagBodies(text) where !inside.hasSuffix("/") {
            let closing = inside.hasPrefix("/")
            let name = inside.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
            guard let first = name.first, first.isLetter, !Self.tagsWithoutEnd.contains(name) else { continue }
            guard closing else { open.append(name); continue }
            if open.last == name {
                open.removeLast()
            } else if open.contains(name), let inner = open.last {
                return ("<\(inner.lowercased())>", "</\(name.lowercased())>")
            }
        }
        return nil
    }

    /// The half of a text that is the same text twice, separated by a space ("Kopiera länk
    /// Kopiera länk"), when that half has a letter and two words or more.
    static func writtenTwice(_ text: String) -> String? {
        // By bytes, without a copy (every text is asked): a space in the middle, the halves equal.
        var text = text
        return text.withUTF8 { bytes -> String? in
            let half = bytes.count / 2
            guard bytes.count >= 5, bytes.count % 2 == 1, bytes[half] == 0x20,
                  memcmp(bytes.baseAddress!, bytes.baseAddress! + half + 1, half) == 0 else { return nil }
            let once = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<half]), as: UTF8.self)
            return once.containsByte(0x20) && CatalogNoise.hasLetters(once) ? once : nil
        }
    }
}
