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
            // (Any length: where the other-language check names the language, its finding stands
            // alone: ``CatalogChecker/namingTheOtherLanguage(_:)``.)
            if let letters = lettersTheLanguageLacks(text, language: language) {
                return (.untranslated, "written with \(letters), which \(language) does not write: another language's text (\"\(text)\", source \"\(original)\")")
            }
            if isPseudoLocalized(original, text) {
                return (.untranslated, "pseudo-localized: \"\(text)\" is the source's \"\(original)\" with accented letters (a test build's text shipped as the translation)")
            }
            if let mark = leftToRightStart(text, language: language), leftToRightStart(original, language: language) == nil {
                return (.placeholderMismatch, leftToRightWording(form: nil, mark: mark, language: language, original: original, text: text))
            }
            return shape(original, text, spaced: writesSpaces(language), breaks: breaks, shortWords: writesNoEndingOnANameInCyrillic(language))
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
            if scalar.isInLatinBlocks { latin = true } else { other = true }
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
        // A form that starts left to right in a right-to-left language (Mastodon's Persian
        // "days left" whose `one` form starts with U+200F and its `other` with U+200E).
        for form in order {
            guard let text = forms[form], let mark = leftToRightStart(text, language: language),
                  leftToRightStart(originals[form] ?? originals["other"] ?? "", language: language) == nil else { continue }
            return (.placeholderMismatch, leftToRightWording(form: form, mark: mark, language: language, original: originals[form] ?? originals["other"] ?? "", text: text))
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
                  let problem = shape(original, text, spaced: writesSpaces(language), shortWords: writesNoEndingOnANameInCyrillic(language)) else { continue }
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

    /// Slavic languages written in Cyrillic, which write no case ending onto an argument: a
    /// letter run into one is a word (ownCloud's Ukrainian "використано %1$sз %2$s", "з", of),
    /// where Turkic languages in Cyrillic join their endings ("%1$sдан").
    static func writesNoEndingOnANameInCyrillic(_ language: String) -> Bool {
        ["ru", "uk", "be", "bg", "mk", "sr"].contains(LanguageFallback.base(language))
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

    static func shape(_ original: String, _ text: String, spaced: Bool = true, breaks consensus: BreakConsensus? = nil, shortWords: Bool = false) -> String? {
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
            return "\(shortList(lost)) lost: the app fills a \(lost.allSatisfy { $0.hasPrefix("$") } ? "${name}" : "{{name}}") by its name, so a translated or changed one shows as written"
        }
        if original.containsByte(UInt8(ascii: "{")), case let (sourceArguments, arguments) = (braceArguments(original), braceArguments(text)),
           let lost = lostElements(sourceArguments, arguments) {
            let written = arguments.filter { !sourceArguments.contains($0) }
            return "\(shortList(lost)) lost: an argument the app fills by its name\(written.isEmpty ? "" : " (here \(shortList(written)): a translated name is no argument)"), so it shows as written or not at all"
        }
        if original.containsByte(UInt8(ascii: "^")), let lost = lostElements(expandedTokens(original), expandedTokens(text)) {
            return "\(shortList(lost)) lost: a template token the app fills (Android's TextUtils.expandTemplate fills ^1 to ^9), so what it stands for never shows"
        }
        // (Where the source has no break, one that starts a sentence: Bitwarden's Brazilian
        // "…código QR./nA leitura…", whose source's raw line break aapt reads as a space.)
        if !original.containsUTF8("/n"), let slashed = slashedLineBreak(text),
           original.containsByte(0x0A) || slashed.dropFirst(2).first?.isUppercase == true {
            return slashedLineBreakShown(slashed)
        }
        if original.containsByte(0x0A), let shown = spacedLineBreak(text, original), spacedLineBreak(original, original + "\n") == nil {
            return "\"\(shown.replacingOccurrences(of: "\n", with: "\\n"))\": a line break written with a space in its escape (\"\\ n\"), so the text shows \"n\" and the break is lost"
        }
        if let word = invisibleInWord(text), invisibleInWord(original) == nil {
            return invisibleInside(word)
        }
        if let literal = bareUnicodeEscape(text), bareUnicodeEscape(original) == nil {
            return unicodeEscapeShown(literal)
        }
        if text.containsUTF8("\u{FFFD}"), !original.containsUTF8("\u{FFFD}") {
            return "a replacement character (U+FFFD, shown as \"\u{FFFD}\"): a letter lost in an encoding conversion"
        }
        if let artifact = artifactProblem(original, text) {
            return artifact
        }
        if let control = unclosedBidiControl(text), unclosedBidiControl(original) == nil {
            return "\(control) is never closed: it reorders the rest of the line (an argument's letters shown backwards)"
        }
        if let repeated = writtenTwice(text), writtenTwice(original) == nil {
            return "the text is written twice (\"\(repeated)\" and again)"
        }
        if let garbled = mojibake(text), mojibake(original) == nil {
            return "mojibake: \"\(garbled.written)\" is \"\(garbled.meant)\" read in the wrong encoding (saved as UTF-8, read as \(garbled.encoding))"
        }
        // (Where the source has markup the text is read as HTML, and an entity is one.)
        if let entity = visibleEntity(text), visibleEntity(original) == nil, tags(original).isEmpty {
            return "\"\(entity)\" shows as written: the text is shown as plain text, not HTML (an entity written in it, or escaped twice in the file)"
        }
        if text.containsByte(UInt8(ascii: "<")), text.containsUTF8("<![CDATA["), !original.containsUTF8("<![CDATA[") {
            return shownCDATA
        }
        if original.containsUTF8("://"), let broken = brokenScheme(text) {
            return noAddress(broken)
        }
        if original.containsUTF8("]("), let link = unclosedMarkdownLink(text), unclosedMarkdownLink(original) == nil {
            return unclosedLink(link)
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
        let meaningful = !lost.isEmpty && !text.contains { $0.isLetter && $0.isCased }
            ? lost.filter { !["<big>", "</big>", "<small>", "</small>"].contains($0) } : lost
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
        if let (inner, outer) = crossedTags(text), crossedTags(original) == nil {
            return "tags cross: \(outer) closes while \(inner) inside it is open (the source nests them; HTML readers end or drop the styling differently)"
        }
        if let tag = unclosedQuote(text), unclosedQuote(original) == nil {
            return "the tag \(tag) opens a quote it does not close: its attribute runs on into the text (a link to nowhere)"
        }
        if let link = brokenMarkdownLink(text), markdownLinks(original) > markdownLinks(text) {
            return "the Markdown link \(link) has a space between \"]\" and \"(\": it shows as written, not as a link"
        }
        if let glued = gluedArguments(original, text) {
            return "\(glued.first) and \(glued.second) run together: the source's \"\(glued.separator)\" between the two arguments is lost, so their values show as one"
        }
        if let tag = typographicAttributeQuote(text), typographicAttributeQuote(original) == nil {
            return "the tag \(tag) quotes an attribute with a typographic quote: HTML reads it as part of the value (a link to nowhere); write \"…\""
        }
        if original.containsUTF8("**") || original.containsUTF8("__"), let run = spacedEmphasis(text), spacedEmphasis(original) == nil {
            return "\"\(run)\": a space inside the emphasis markers, so Markdown shows the markers as written, not bold text"
        }
        if let marker = unbalancedEmphasis(original, text) {
            return "the emphasis markers \(marker) do not pair up here as in the source: Markdown shows a lone marker as written, and no bold text"
        }
        if let opened = unclosedParenthesis(original, text) {
            return "\"\(opened)\" opens a parenthesis that never closes, where the source closes each of its own: the text is cut off, or the \")\" lost"
        }
        if let question = translatorsQuestion(original, text) {
            return "\"\(question)\" is no part of the source: a translator's question or note left in the text users see"
        }
        if let moved = punctuationMovedToStart(original, text) {
            return "the source's final \"\(moved)\" is at the start: in a right-to-left text that is where the line begins (an editing slip in "
                + "left-to-right order), and nothing ends the sentence"
        }
        // A space the source has at an edge joins this text to the next ("and " + a name);
        // one the translation adds shows nothing.
        guard spaced, !text.isEmpty else { return nil }
        if let (join, argument, after) = argumentRunIntoAWord(original, text, shortWords: shortWords) {
            let mark = after ? nil : join.first.flatMap { $0.isLetter ? nil : $0 }
            return "\"\(join)\": the source's space \(after ? "after" : "before") \(argument) is lost, so its value runs into the \(mark.map { "\"\($0)\"" } ?? "word")"
        }
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
}
