/// What a translation must keep of its source beyond placeholders, as QA tools check it
/// (translate-toolkit's `newlines`, `xmltags`, `startwhitespace`/`endwhitespace` when lost, Android
/// Lint's ImpliedQuantity): line breaks, markup tags, leading and trailing white space, a
/// plural's forms translated alike, and the count in a `one` form that also covers 21.
public enum TextShapeCheck {
    /// The first problem of a translation against its source (same key, placeholders already
    /// agreeing), with the kind it is reported as; `nil` when its shape is the source's.
    /// `countLimit`: the largest count the string is shown with, when its name says
    /// (``countLimit(of:hasKey:)``); `breaks`: how the platform's languages treat the
    /// source's line breaks (``BreakConsensus``).
    static func problem(source: CatalogValue, translation: CatalogValue, language: String,
                        sourceLanguage: String, countLimit: Int? = nil, breaks: BreakConsensus? = nil) -> (kind: CatalogFinding.Kind, detail: String)? {
        switch (source, translation) {
        case let (.text(original), .text(text)):
            return shape(original, text, spaced: writesSpaces(language), breaks: breaks)
                .map { (.placeholderMismatch, "\($0) (source \"\(original)\", here \"\(text)\")") }
        case let (.plural(originals), .plural(forms)):
            return pluralProblem(originals, forms, language: language, sourceLanguage: sourceLanguage, countLimit: countLimit)
        default:
            return nil
        }
    }

    // MARK: Plurals

    /// Whether a text's letters outside its placeholders are all Latin (`true`), none are
    /// (`false`), or it has none or both (`nil`).
    static func isLatin(_ text: String) -> Bool? {
        var latin = false, other = false
        for scalar in CatalogNoise.prose(text).unicodeScalars where scalar.isAlphabeticQuickly {
            if scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value) { latin = true } else { other = true }
        }
        return latin == other ? nil : latin
    }

    private static func pluralProblem(_ originals: [String: String], _ forms: [String: String], language: String,
                                      sourceLanguage: String, countLimit: Int?) -> (kind: CatalogFinding.Kind, detail: String)? {
        let order = PluralRules.order + forms.keys.filter { !PluralRules.order.contains($0) }.sorted()
        // A form left in the source language while the others are translated.
        if LanguageFallback.base(language) != LanguageFallback.base(sourceLanguage) {
            let sourceTexts = Set(originals.values)
            // A form is translated when it is no source form with other numbers: "0 options"
            // and "2 options" beside the source's "1 option", "%ld options" are English too
            // (Mastodon's intents plurals copied in English into every language).
            let sourceShapes = Set(originals.values.map(numbersMasked))
            let translated = forms.values.filter { !sourceTexts.contains($0) && !sourceShapes.contains(numbersMasked($0)) }
            // Only a form the language selects shows (`dga`, without CLDR rules of its own, selects `other` only).
            let selected = Set(PluralRules.knows(language) ? PluralRules.categories(language) + ["other"] : ["other"])
            for form in order where selected.contains(form) {
                // One word ("%d hours") may be the word in both languages ("%d km", Spanish
                // "%d error" beside "%d errores"), unless the translated forms are written in
                // another script (Cyrillic beside Latin) or none of them has a word of its stem
                // (Czech "%d characters" beside "%d znaky", "%d znaků").
                guard let text = forms[form], sourceTexts.contains(text), !translated.isEmpty else { continue }
                let words = letterWords(text)
                guard words.count > 1 || (isLatin(text) == true && translated.allSatisfy { isLatin($0) == false })
                        || (words.count == 1 && !sharesStem(words[0], translated)) else { continue }
                let other = form != "other" ? forms["other"].map { "; other: \"\($0)\"" } ?? "" : ""
                let translatedForms = order.filter { forms[$0].map(translated.contains) == true }
                return (.untranslated, "\(form) form left in \(sourceLanguage) while \(translatedForms.joined(separator: ", ")) \(translatedForms.count == 1 ? "is" : "are") "
                    + "translated (\"\(text)\"\(other))")
            }
        }
        // `one` also selects 21, 31… (ru, uk, be, hr…): a `one` form without the count shows
        // the text for one to someone with 21 — unless the count never gets there (months
        // below a year: `be` selects `one` for 1 alone from 1 to 11).
        if let one = forms["one"], let count = countArgument(originals),
           countLimit.map({ PluralRules.oneSelectsMoreThanOne(language, upTo: $0) }) ?? PluralRules.oneCoversMoreThanOne(language),
           !Placeholder.all(in: one).contains(where: { $0.kind == count.kind && (count.kind == .integer || $0.position == count.position) }) {
            let hardCoded = one.split(whereSeparator: { !$0.isNumber }).contains("1")
            // The counts named are the language's own (Slovenian's one: 101, 201…, not 21).
            let covered = PluralRules.samples(of: "one", language: language, limit: 3).filter { $0 != 1 }.map(String.init)
            return (.placeholderMismatch, "one form has no count, but \(language)'s one also covers \(covered.isEmpty ? "21, 31" : covered.joined(separator: ", "))…: "
                + (hardCoded ? "it hard-codes \"1\"" : "it reads as one item for 21") + " (\"\(one)\")")
        }
        for form in order {
            guard let text = forms[form], let original = originals[form] ?? originals["other"],
                  let problem = shape(original, text, spaced: writesSpaces(language)) else { continue }
            return (.placeholderMismatch, "\(form) form: \(problem) (source \"\(original)\", here \"\(text)\")")
        }
        return nil
    }


    /// The argument a source plural shows its count with: an integer of its `other` form, or
    /// the one argument its `one` and `other` forms both show ("%s byte", "%s bytes": a
    /// number the app formatted).
    static func countArgument(_ originals: [String: String]) -> Placeholder? {
        guard let other = originals["other"] else { return nil }
        let placeholders = Placeholder.all(in: other)
        if let integer = placeholders.first(where: { $0.kind == .integer }) { return integer }
        guard placeholders.count == 1, let only = placeholders.first, let one = originals["one"] else { return nil }
        return Placeholder.all(in: one).contains { $0.position == only.position && $0.kind == only.kind } ? only : nil
    }

    /// A text with each placeholder and each run of digits as `#` ("There are %ld options",
    /// "There are 2 options" → "There are # options").
    static func numbersMasked(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (0x30...0x39).contains($0) }) else { return text }
        var masked = Array(text.utf8)
        for case let .placeholder(_, range) in Placeholder.scan(text) {
            for index in range { masked[index] = UInt8(ascii: "#") }
        }
        var result: [UInt8] = []
        result.reserveCapacity(masked.count)
        for byte in masked {
            let digit = (0x30...0x39).contains(byte) || byte == UInt8(ascii: "#")
            if digit, result.last == UInt8(ascii: "#") { continue }
            result.append(digit ? UInt8(ascii: "#") : byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A unit of time, the next larger one, and how many of it make one of that.
    static let timeUnits: [(unit: String, larger: String, limit: Int)] = [
        ("second", "minute", 59), ("minute", "hour", 59), ("hour", "day", 23), ("day", "week", 6), ("day", "month", 30),
        ("week", "month", 4), ("month", "year", 11),
    ]

    /// The largest count a plural is shown with, when its key names a unit of time and its
    /// table has the same key with the next larger unit (`date.month.ago.abbr` beside
    /// `date.year.ago.abbr`: past 11 months the app says years); `nil` otherwise.
    /// `hasKey`: whether the source has a (canonical) key.
    public static func countLimit(of key: String, hasKey: (String) -> Bool) -> Int? {
        // The key's words (between `_`, `.`, `-`), each with its range.
        var words: [Range<String.Index>] = []
        var start = key.startIndex
        for index in key.indices where "_.-".contains(key[index]) {
            words.append(start..<index)
            start = key.index(after: index)
        }
        words.append(start..<key.endIndex)
        for (unit, larger, limit) in timeUnits {
            for range in words {
                let word = key[range].lowercased()
                guard word == unit || word == unit + "s" else { continue }
                let replacement = (key[range].first?.isUppercase == true ? larger.capitalized : larger) + (word.hasSuffix("s") ? "s" : "")
                if hasKey(key.replacingCharacters(in: range, with: replacement)) { return limit }
            }
        }
        return nil
    }

    /// The words of a text that have letters (placeholders and numbers left out).
    static func letterWords(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init).filter { CatalogNoise.hasLetters($0) }
    }

    /// Whether one of `texts` has a word of the same stem as `word`: at most a third of its
    /// letters (two at least) apart, ignoring case ("errores" beside "error", Dutch "weken"
    /// beside "week", Welsh "bost" beside "post" — a mutation; not "seconds" beside Croatian
    /// "sekunde", three apart).
    static func sharesStem(_ word: String, _ texts: [String]) -> Bool {
        let letters = Array(word.lowercased().filter(\.isLetter))
        // Under four letters ("%d min") or over 40 (no word: a hostile file's run of letters,
        // whose edit distance would be quadratic) is taken as shared.
        guard (4...40).contains(letters.count) else { return true }
        let allowed = max(2, letters.count / 3)
        return texts.contains { text in
            letterWords(text).contains { other in
                let candidate = Array(other.lowercased().filter(\.isLetter))
                return candidate.count <= 60 && EditDistance.between(letters, candidate, atMost: allowed) <= allowed
            }
        }
    }

    // MARK: One text

    /// Languages written without spaces between words or sentences (ja, zh, th…): a space
    /// after a sentence is no part of their text.
    static func writesSpaces(_ language: String) -> Bool {
        !["ja", "zh", "th", "lo", "km", "my", "bo"].contains(LanguageFallback.base(language))
    }

    /// How the languages of a platform that translate a source text with line breaks treat
    /// them: of `languages` translations, `keeping` keep every break. A break most of them
    /// keep is the design ("The Free Encyclopedia\n…in over 300 languages", set on two lines
    /// in German, Russian, Japanese); one most of them reflow is a wrap ("Blocked users
    /// cannot\nsee your posts.").
    public struct BreakConsensus: Sendable, Equatable {
        public let keeping: Int, languages: Int

        /// At least this many translations decide; with fewer, the text's own shape does.
        static let quorum = 4

        /// Whether three in four of a quorum keep the breaks; `nil` without a quorum.
        var keptByMost: Bool? { languages >= Self.quorum ? keeping * 4 >= languages * 3 : nil }
    }

    /// Line breaks, markup tags and edge white space (`spaced`: where the language writes
    /// spaces) that the translation lost.
    /// A backslash left by an escape written twice (`\\\"` in a `.strings` file, `\\n` or a
    /// trailing `\\` in a resource), described with what follows it, when it precedes a
    /// quote, an apostrophe, `n`, `t`, `u`, `@`, `?`, `%`, a line break, another backslash
    /// or the end ("Zobrazit \"2025.1\"", Icelandic Wikipedia's "…á Wikipedia \"). A backslash
    /// between letters is a slash written the other way (Wikipedia's N'Ko "ߟߊ߬ߞߐ߬ߛߊ߬ߦߌ߬ߟߌ\ߘߐߛߊ߬"
    /// for "Undo/Rollback": a right-to-left script's slash), no escape.
    static func escapeResidue(_ text: String) -> String? {
        let bytes = Array(text.utf8), backslash = UInt8(ascii: "\\")
        guard bytes.contains(backslash) else { return nil }
        let escaped = Set("\"'ntu@?%\\\n".utf8)
        for index in bytes.indices where bytes[index] == backslash {
            guard index + 1 < bytes.count else { return "a \\ at the end" }
            if escaped.contains(bytes[index + 1]) {
                return bytes[index + 1] == 0x0A ? "a \\ before a line break" : "`" + String(decoding: bytes[index...(index + 1)], as: UTF8.self) + "`"
            }
        }
        return nil
    }

    static func shape(_ original: String, _ text: String, spaced: Bool = true, breaks consensus: BreakConsensus? = nil) -> String? {
        // What the source has and the translation lost: a line break a translator adds is a
        // choice (a stray one at the end is not), a tag named in prose ("the <head> tag") too.
        // A break that structures the text (a paragraph, a list item, an edge) must survive; a
        // wrap inside a sentence ("can't be\nuploaded", ``wraps(_:)``) never has to. Any other
        // break is the design when most languages keep it (``BreakConsensus``); without enough
        // languages to say, a break after a sentence is, in a long text, and in a short one when
        // the translation still has two sentences to set on two lines.
        // The translation's breaks are its runs of them, whatever they follow: Thai has no period,
        // and a Chinese sentence is short.
        // What users would see as written comes first: a template token the app no longer
        // fills, text decoded in the wrong encoding, an entity escaped twice, an address
        // without its scheme's colon.
        if original.containsByte(UInt8(ascii: "{")), let lost = lostElements(templateTokens(original), templateTokens(text)) {
            return "\(shortList(lost)) lost: the app fills a {{name}} by its name, so a translated or changed one shows as written"
        }
        if let garbled = mojibake(text), mojibake(original) == nil {
            return "mojibake: \"\(garbled.written)\" is \"\(garbled.meant)\" read in the wrong encoding (saved as UTF-8, read as \(garbled.encoding))"
        }
        // (Where the source has markup the text is read as HTML, and an entity is one.)
        if let entity = visibleEntity(text), visibleEntity(original) == nil, tags(original).isEmpty {
            return "\"\(entity)\" shows as written: the text is shown as plain text, not HTML (an entity written in it, or escaped twice in the file)"
        }
        if original.containsUTF8("://"), let broken = brokenScheme(text) {
            return "\"\(broken)\" is no address (its scheme lacks \"://\"): the link goes nowhere"
        }
        let breaks = breakRuns(text)
        if original.containsByte(0x0A) {
            let structural = structuralBreaks(original), sourceBreaks = breakRuns(original)
            if breaks < structural {
                return "\(structural) paragraph, list or edge line break(s) (\\n) in the source, \(breaks) here"
            }
            let lost = breaks < sourceBreaks - wraps(original)
            if lost, let consensus, let keptByMost = consensus.keptByMost {
                if keptByMost {
                    return "a line break (\\n) of the source is lost: \(consensus.keeping) of the \(consensus.languages) translations keep the source's line breaks"
                }
            } else if lost, breaks < structuralBreaks(original, sentencesToo: original.count >= 60 || hasSentenceBoundary(text)) {
                return "\(sourceBreaks) line break(s) (\\n) in the source, one after a sentence, \(breaks) here"
            }
        }
        if text.utf8.last == 0x0A, original.utf8.last != 0x0A {
            return "a line break (\\n) at the end that the source lacks"
        }
        if !original.containsByte(UInt8(ascii: "\\")), let residue = escapeResidue(text) {
            return "a backslash the source does not have: users see \(residue) (an escape written twice)"
        }
        let (sourceTags, tags) = (self.tags(original), self.tags(text))
        let lost = lostElements(sourceTags, tags) ?? []
        // `<big>`/`<small>` letters styling a Latin word ("<big>W</big>ikipedi<big>a</big>")
        // have no counterpart in a script without letter case (Chinese, Hebrew).
        let caseless = !text.contains { $0.isLetter && $0.isCased }
        let meaningful = caseless ? lost.filter { !["<big>", "</big>", "<small>", "</small>"].contains($0) } : lost
        if !meaningful.isEmpty {
            return "markup lost: \(lost.joined(separator: " ")) of the source's \(sourceTags.joined(separator: " "))"
        }
        // A tag's attribute names (a link's `href`) are code: a translated one ("<a lidhje=…>")
        // makes the link go nowhere.
        if let lostAttributes = lostElements(tagAttributes(original), tagAttributes(text)) {
            return "markup attribute lost: \(shortList(lostAttributes)) of the source's \(shortList(tagAttributes(original))), here "
                + (tagAttributes(text).isEmpty ? "none" : shortList(tagAttributes(text))) + " (a translated attribute name is no attribute)"
        }
        // The argument a tag's attribute takes (a link's address): another one is a link to
        // the wrong value ("<a href=%2$s>%1$s</a>" translated "<a href=\"%1$s\">%2$s</a>").
        let (sourceAttributes, attributes) = (attributeArguments(original), attributeArguments(text))
        if !sourceAttributes.isEmpty, !attributes.isEmpty, sourceAttributes != attributes {
            return "markup attributes take argument \(attributes.map(String.init).joined(separator: ", ")) here, "
                + "\(sourceAttributes.map(String.init).joined(separator: ", ")) in the source (a link to the wrong value, or a broken one)"
        }
        if let moved = punctuationMovedToStart(original, text) {
            return "the source's final \"\(moved)\" is at the start: in a right-to-left text that is where the line begins (an editing slip in "
                + "left-to-right order), and nothing ends the sentence"
        }
        // A space the source has at an edge joins this text to the next ("and " + a name);
        // one the translation adds shows nothing.
        guard spaced, !text.isEmpty else { return nil }
        // An Arabic-script text ending in a tatweel ("بـ", "to ") is a prefix written joined to what follows.
        if original.last?.isWhitespace == true, text.last?.isWhitespace != true, text.unicodeScalars.last != "\u{0640}" {
            return "the source's trailing space is lost"
        }
        if original.first?.isWhitespace == true, text.first?.isWhitespace != true { return "the source's leading space is lost" }
        return nil
    }

    /// The line breaks that structure a text: each run of blank lines between paragraphs
    /// (`\n\n`), a break before a list item (a line starting with a bullet, a dash or a number
    /// and `.`/`)`), and the breaks at the start or the end; with `sentencesToo`, also a break
    /// after a sentence ("…on your phone!\nDownload here: %2$s", "Congrats!\nNo unread
    /// messages!"). A lone break inside a sentence or after a colon is not counted.
    static func structuralBreaks(_ text: String, sentencesToo: Bool = false) -> Int {
        guard text.containsByte(0x0A) else { return 0 }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var count = 0
        // Leading and trailing breaks (the empty lines at the edges).
        let leading = lines.prefix { $0.isEmpty }.count, trailing = lines.reversed().prefix { $0.isEmpty }.count
        guard leading < lines.count else { return lines.count - 1 }
        count += leading + trailing
        let inner = lines[leading..<(lines.count - trailing)]
        var previousBlank = false
        var previous = inner.first ?? ""
        for line in inner.dropFirst() {
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if !previousBlank { count += 1 }
                previousBlank = true
                continue
            }
            let afterSentence = sentencesToo && previous.reversed().first { $0 != " " && $0 != "\t" }.map { ".!?。！？…".contains($0) } == true
            if !previousBlank && (startsListItem(line) || afterSentence) { count += 1 }
            previousBlank = false
            previous = line
        }
        return count
    }

    /// Whether a sentence ends inside the text and another follows ("Вітаємо! У вас…",
    /// "…代替テキストがありません。そのまま…"): sentence punctuation, then white space or, after
    /// an ideographic one, directly more text.
    static func hasSentenceBoundary(_ text: String) -> Bool {
        let characters = Array(text)
        for (index, character) in characters.enumerated().dropLast() {
            let next = characters[index + 1]
            if ".!?…".contains(character), next.isWhitespace, characters[(index + 1)...].contains(where: \.isLetter) { return true }
            if "。！？".contains(character), !next.isWhitespace || characters[(index + 1)...].contains(where: \.isLetter) { return true }
        }
        return false
    }

    /// The single breaks inside a sentence: between a word (or a comma) and a word ("This %@
    /// is broken and can’t be\nuploaded", "visit the\nBitwarden help center"). A translation
    /// that sets the sentence in one line loses nothing its own wrapping does not give back;
    /// a break before "…", a quote or a placeholder, or after a sentence or a colon, is no wrap.
    static func wraps(_ text: String) -> Int {
        guard text.containsByte(0x0A) else { return 0 }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var count = 0
        for (line, next) in zip(lines, lines.dropFirst()) {
            guard let last = line.last(where: { $0 != " " && $0 != "\t" }), let first = next.first(where: { $0 != " " && $0 != "\t" }) else { continue }
            if (last.isLetter || last.isNumber || last == ",") && first.isLetter { count += 1 }
        }
        return count
    }

    /// The line breaks of a text as runs: each break at an edge, and each run of consecutive
    /// breaks inside it once (a paragraph's `\n\n` is one).
    static func breakRuns(_ text: String) -> Int {
        guard text.containsByte(0x0A) else { return 0 }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let leading = lines.prefix { $0.isEmpty }.count
        guard leading < lines.count else { return lines.count - 1 }
        let trailing = lines.reversed().prefix { $0.isEmpty }.count
        let inner = lines[leading..<(lines.count - trailing)]
        // A run ends at each non-blank line after the first.
        return leading + trailing + inner.dropFirst().count { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
    }

    /// Whether a line starts a list item: `•`, `-`, `*`, `–`, `·`, `▪`, or a number with `.` or `)`.
    static func startsListItem(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let first = trimmed.first else { return false }
        if "•-*–—·▪◦‣".contains(first) { return true }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3, let next = trimmed.dropFirst(digits.count).first else { return false }
        return next == "." || next == ")"
    }

    /// The positions of the arguments inside the text's tags (`<a href=%2$s>` → [2]), in order;
    /// only explicit positions (`%1$s`) count, a sequential `%s` says nothing of its role.
    static func attributeArguments(_ text: String) -> [Int] {
        guard text.containsByte(UInt8(ascii: "<")), text.containsByte(UInt8(ascii: "$")) else { return [] }
        let bytes = Array(text.utf8)
        var insideTag: [Range<Int>] = []
        var open: Int?
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "<") { open = index } else if byte == UInt8(ascii: ">"), let start = open { insideTag.append(start..<index); open = nil }
        }
        guard !insideTag.isEmpty else { return [] }
        return Placeholder.scan(text).compactMap { token in
            guard case let .placeholder(placeholder, range) = token, placeholder.explicit,
                  insideTag.contains(where: { $0.contains(range.lowerBound) }) else { return nil }
            return placeholder.position
        }
    }

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
        let leads: Set<Unicode.Scalar> = ["Ã", "Â", "Ä", "Å", "Ă", "Ĺ", "â", "Ð", "Ñ", "Ø", "Ù", "Ď", "Ô"]
        // A lead letter followed by another non-ASCII character (German "Äpfel", Swedish "Åsa"
        // are followed by ASCII): one pass, most texts stop here.
        let isSuspect = { (scalars: String.UnicodeScalarView) in
            var previousIsLead = false
            for scalar in scalars {
                if previousIsLead, scalar.value >= 0x80 { return true }
                previousIsLead = scalar.value >= 0xC2 && scalar.value <= 0x139 && leads.contains(scalar)
            }
            return false
        }
        guard isSuspect(text.unicodeScalars) else { return nil }
        // Each such word, re-encoded: a valid UTF-8 reading that differs is the meaning.
        for word in text.split(whereSeparator: { $0.isWhitespace }) where isSuspect(String(word).unicodeScalars) {
            for (encoding, name) in [(String.Encoding.windowsCP1252, "Windows-1252"), (.isoLatin1, "ISO-8859-1"), (.windowsCP1250, "Windows-1250")] {
                guard let bytes = String(word).data(using: encoding), let meant = String(data: bytes, encoding: .utf8), meant != String(word),
                      meant.unicodeScalars.contains(where: { !$0.isASCII }) else { continue }
                return (String(word), meant, name)
            }
        }
        return nil
    }

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
               name.hasPrefix("#") ? name.dropFirst().allSatisfy(\.isNumber) && name.count > 1 : ["amp", "lt", "gt", "quot", "apos"].contains(String(name)) {
                return "&" + name + ";"
            }
            rest = after
        }
        return nil
    }

    /// An address whose scheme lost its colon or a slash ("https//sv.wikipedia.org", "https:/x").
    static func brokenScheme(_ text: String) -> String? {
        for scheme in ["https//", "http//", "https:/", "http:/"] {
            guard let range = text.range(of: scheme) else { continue }
            if scheme.hasSuffix(":/"), text[range.upperBound...].first == "/" { continue }
            if range.lowerBound > text.startIndex, text[text.index(before: range.lowerBound)].isLetter { continue }
            return String(text[range.lowerBound...].prefix { !$0.isWhitespace && $0 != "\"" })
        }
        return nil
    }

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
        let trimmedText = text.trimmingCharacters(in: .whitespacesAndNewlines), source = original.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmedText.first, marks.contains(first), let sourceLast = source.last, marks.contains(sourceLast),
              source.first.map({ !marks.contains($0) }) == true, let last = trimmedText.last, !marks.contains(last),
              !"!.。…".contains(last) else { return nil }
        let rightToLeft = trimmedText.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFEFC).contains($0.value) }
        return rightToLeft ? first : nil
    }

    /// The named template placeholders of a text, `{{itemName}}`, `{{app.name}}` (up to 40
    /// letters, digits, `_`, `.`, `-`), as written. One pass: a name is looked for only up
    /// to 40 bytes after each `{{`.
    static func templateTokens(_ text: String) -> [String] {
        let bytes = Array(text.utf8), brace = UInt8(ascii: "{"), closing = UInt8(ascii: "}")
        let isNameByte = { (byte: UInt8) in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
        var tokens: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == brace, bytes[index + 1] == brace else { index += 1; continue }
            var end = index + 2
            while end < bytes.count, end - index - 2 < 40, isNameByte(bytes[end]) { end += 1 }
            if end > index + 2, end + 1 < bytes.count, bytes[end] == closing, bytes[end + 1] == closing {
                tokens.append(String(decoding: bytes[index...(end + 1)], as: UTF8.self))
                index = end + 2
            } else {
                index += 1
            }
        }
        return tokens
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
}
