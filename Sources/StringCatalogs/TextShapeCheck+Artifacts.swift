import Foundation

/// What a tool or a keyboard leaves in a text that no reader of the language wrote: a
/// translation platform's marker, another format's plural syntax, an apostrophe stood in for,
/// half-width katakana, letters and accents stored apart, emoji lost to "?", `\r` read as "r".
/// Each is found where the source does not have it.
extension TextShapeCheck {
    /// The first of the problems below a translation has and its source does not, in words.
    /// One pass over the text's bytes says which can be there (every text is asked).
    static func artifactProblem(_ original: String, _ text: String) -> String? {
        let signals = ArtifactSignals(text)
        if signals.contains(.controlC1), let control = c1Control(text), c1Control(original) == nil {
            return "a control character, \(control), where a character was meant (Windows-1252's punctuation read as Latin-1: ’ is 0x92): it shows as nothing or a box"
        }
        if signals.contains(.escapeDigits), let escape = bareLatinEscape(text), bareLatinEscape(original) == nil {
            return unicodeEscapeShown(escape)
        }
        if signals.contains(.byteOrderMark), text.containsUTF8("\u{FEFF}"), !original.containsUTF8("\u{FEFF}") {
            return strayByteOrderMark(atStart: text.unicodeScalars.first == "\u{FEFF}")
        }
        if signals.contains(.questionMark) {
            if text.containsUTF8("???"), !original.containsUTF8("??") { return lostToQuestionMarks(text) }
            if emojiLostToQuestionMarks(original, text) { return "the source's emoji are \"?\" here: lost in a conversion to an encoding without them" }
            if let word = letterLostToQuestionMark(text), letterLostToQuestionMark(original) == nil {
                return "\"\(word)\": a \"?\" inside a word, a letter lost in a conversion to an encoding without it"
            }
        }
        if signals.contains(.markerStart), let marker = toolMarker(text), toolMarker(original) == nil {
            return "\"\(marker)\" shows as written: a translation tool's marker or another format's syntax, which the app does not read"
        }
        if signals.contains(.apostropheStandIn), let pair = apostropheStandIn(text), apostropheStandIn(original) == nil {
            return "\"\(pair)\" shows as written: " + (pair.contains("´") ? "an acute accent typed for the apostrophe" : "a doubled apostrophe (another format's escape)")
        }
        if signals.contains(.halfWidthKana), let run = halfWidthKatakana(text), halfWidthKatakana(original) == nil {
            return "\"\(run)\" is half-width katakana, a legacy form Japanese interfaces do not use (write full-width)"
        }
        if signals.contains(.combiningMark), let word = decomposedLatinWord(text), decomposedLatinWord(original) == nil {
            return "\"\(word)\" \(decomposedWording) (NFD: letters and accents apart): it looks the same, but search and matching see other characters"
        }
        // (A name kept from the source may stand in quotes: Lithuanian's „Google Play“.)
        if let quotes = enclosingQuotes(text), enclosingQuotes(original) == nil, !sharesAWord(text, original) {
            return "the whole text stands in quotation marks (\(quotes)) the source does not have: typed as the file's quoting, they show"
        }
        if signals.contains(.sentenceRunOn), let join = runTogetherSentences(text), runTogetherSentences(original) == nil {
            return "no space in \"\(join)\": two sentences run together (a space lost, or another text glued on)"
        }
        if signals.contains(.letterRBeforeBreak), strayCarriageReturnLetter(text), !strayCarriageReturnLetter(original) {
            return "a stray \"r\" before a line break: \\r\\n written for \\n, and Android reads \\r as a plain r"
        }
        return nil
    }

    /// Which of the artifacts below a text's bytes allow, read in one pass.
    struct ArtifactSignals: OptionSet {
        let rawValue: UInt16
        static let byteOrderMark = ArtifactSignals(rawValue: 1 << 0)       // EF BB
        static let questionMark = ArtifactSignals(rawValue: 1 << 1)        // ?
        static let markerStart = ArtifactSignals(rawValue: 1 << 2)         // !! {{ "wd" (crwdns) [% $(
        static let apostropheStandIn = ArtifactSignals(rawValue: 1 << 3)   // '' or ´ (C2 B4)
        static let halfWidthKana = ArtifactSignals(rawValue: 1 << 4)       // EF BD, EF BE
        static let combiningMark = ArtifactSignals(rawValue: 1 << 5)       // CC, CD
        static let letterRBeforeBreak = ArtifactSignals(rawValue: 1 << 6)  // r, line feed
        static let sentenceRunOn = ArtifactSignals(rawValue: 1 << 7)       // . ! ? ) before A–Z or C3
        static let controlC1 = ArtifactSignals(rawValue: 1 << 8)           // C2 80 – C2 9F
        static let escapeDigits = ArtifactSignals(rawValue: 1 << 9)        // u0

        init(rawValue: UInt16) { self.rawValue = rawValue }

        init(_ text: String) {
            var text = text
            rawValue = text.withUTF8 { bytes in
                var found: UInt16 = 0
                var previous: UInt8 = 0
                for byte in bytes {
                    switch (previous, byte) {
                    case (0xEF, 0xBB): found |= Self.byteOrderMark.rawValue
                    case (_, UInt8(ascii: "?")): found |= Self.questionMark.rawValue
                    case (UInt8(ascii: "!"), UInt8(ascii: "!")), (UInt8(ascii: "{"), UInt8(ascii: "{")), (UInt8(ascii: "w"), UInt8(ascii: "d")),
                         (UInt8(ascii: "["), UInt8(ascii: "%")), (UInt8(ascii: "$"), UInt8(ascii: "(")):
                        found |= Self.markerStart.rawValue
                    case (UInt8(ascii: "'"), UInt8(ascii: "'")), (0xC2, 0xB4): found |= Self.apostropheStandIn.rawValue
                    case (0xEF, 0xBD), (0xEF, 0xBE): found |= Self.halfWidthKana.rawValue
                    case (_, 0xCC), (_, 0xCD): found |= Self.combiningMark.rawValue
                    case (UInt8(ascii: "r"), 0x0A): found |= Self.letterRBeforeBreak.rawValue
                    case (0xC2, 0x80...0x9F): found |= Self.controlC1.rawValue
                    case (UInt8(ascii: "u"), UInt8(ascii: "0")): found |= Self.escapeDigits.rawValue
                    case (UInt8(ascii: "."), UInt8(ascii: "A")...UInt8(ascii: "Z")), (UInt8(ascii: "!"), UInt8(ascii: "A")...UInt8(ascii: "Z")),
                         (UInt8(ascii: "?"), UInt8(ascii: "A")...UInt8(ascii: "Z")), (UInt8(ascii: ")"), UInt8(ascii: "A")...UInt8(ascii: "Z")),
                         (UInt8(ascii: "."), 0xC3), (UInt8(ascii: "!"), 0xC3), (UInt8(ascii: "?"), 0xC3), (UInt8(ascii: ")"), 0xC3):
                        found |= Self.sentenceRunOn.rawValue
                    default: break
                    }
                    previous = byte
                }
                return found
            }
        }
    }

    /// A translation tool's marker in a text: translatewiki's `!!FUZZY!!` (an outdated
    /// translation), Crowdin's in-context placeholder (`crwdns4418163:0crwdne4418163:0`), or
    /// MediaWiki's `{{PLURAL:…}}`, `{{GENDER:…}}`, `{{GRAMMAR:…}}`, which no app reads; or a
    /// reference to another key that the export left unresolved (Home Assistant's German
    /// "[%key:common::state::on%]", Lokalise's and the HA frontend's `[%key:…%]`); or an Xcode
    /// build setting (`$(PRODUCT_NAME)`), which Info.plist expands and no strings table does
    /// (Element X's French microphone permission naming "$(PRODUCT_NAME)").
    static func toolMarker(_ text: String) -> String? {
        if text.containsUTF8("!!FUZZY!!") { return "!!FUZZY!!" }
        if text.containsUTF8("$("), let range = text.range(of: #"\$\([A-Z][A-Z0-9_]{1,60}(:[a-z0-9_,]{1,40})?\)"#, options: .regularExpression) {
            return String(text[range])
        }
        if text.containsUTF8("[%key:"), let range = text.range(of: #"\[%key:[^%\]]{1,200}%\]"#, options: .regularExpression) {
            return String(text[range])
        }
        if text.containsUTF8("crwdns"), let range = text.range(of: #"crwdns[0-9]+:[0-9]+crwdne[0-9]+:[0-9]+"#, options: .regularExpression) {
            return String(text[range])
        }
        // The first magic word, to the first "}}" after it: one pass, whatever the text repeats.
        if text.containsUTF8("{{"), let start = ["{{PLURAL:", "{{GENDER:", "{{GRAMMAR:"].compactMap({ text.range(of: $0)?.lowerBound }).min() {
            let end = text[start...].range(of: "}}")?.upperBound
            return end.map { String(text[start..<$0]) } ?? String(text[start...].prefix(20)) + "…"
        }
        return nil
    }

    /// Two letters joined by a doubled apostrophe (MessageFormat's escape: Element X's Italian
    /// "l''avatar") or by an acute accent typed for the apostrophe (ownCloud's Italian
    /// "l´accesso", dodging the escape): users see both.
    static func apostropheStandIn(_ text: String) -> String? {
        // '' and ´ (C2 B4): a byte test first (every text is asked).
        guard text.containsUTF8("''") || text.containsBytePair(0xC2, 0xB4) else { return nil }
        // Placeholders left out: "''%s''" quotes an argument, it joins no letters.
        let characters = Array(CatalogNoise.prose(text))
        for index in characters.indices.dropFirst() where characters[index - 1].isLetter {
            if characters[index] == "´", index + 1 < characters.count, characters[index + 1].isLetter {
                return String(characters[(index - 1)...(index + 1)])
            }
            if characters[index] == "'", index + 2 < characters.count, characters[index + 1] == "'", characters[index + 2].isLetter {
                return String(characters[(index - 1)...(index + 2)])
            }
        }
        return nil
    }

    /// A run of half-width katakana (ｱｶｳﾝﾄ, U+FF65–U+FF9F), a legacy form an interface in
    /// Japanese does not use.
    static func halfWidthKatakana(_ text: String) -> String? {
        // U+FF65–U+FF9F are EF BD A5 – EF BE 9F.
        guard text.containsBytePair(0xEF, 0xBD) || text.containsBytePair(0xEF, 0xBE) else { return nil }
        let isHalfWidth = { (scalar: Unicode.Scalar) in (0xFF65...0xFF9F).contains(scalar.value) }
        guard let start = text.unicodeScalars.firstIndex(where: isHalfWidth) else { return nil }
        var run = String.UnicodeScalarView()
        run.append(contentsOf: text.unicodeScalars[start...].prefix(while: isHalfWidth))
        return String(run)
    }

    /// How a decomposed word's finding says it (a hint: it looks the same).
    static let decomposedWording = "is stored decomposed"

    /// A Latin word stored decomposed (NFD: Nextcloud's Vietnamese with "e" and U+0301 apart,
    /// where the language's files write "é"): it looks the same, but search and matching see
    /// other characters. The word, when a letter and the combining mark after it compose.
    static func decomposedLatinWord(_ text: String) -> String? {
        // Combining diacritics U+0300–U+036F are CC 80 – CD AF.
        guard text.containsByte(0xCC) || text.containsByte(0xCD) else { return nil }
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices.dropFirst() where (0x300...0x36F).contains(scalars[index].value) {
            let base = scalars[index - 1]
            guard base.isLatinLetter else { continue }
            var pair = String.UnicodeScalarView()
            pair.append(base)
            pair.append(scalars[index])
            guard String(pair).precomposedStringWithCanonicalMapping.unicodeScalars.count == 1 else { continue }
            let isWordScalar = { (scalar: Unicode.Scalar) in scalar.properties.isAlphabetic || (0x300...0x36F).contains(scalar.value) }
            let start = scalars[..<index].lastIndex { !isWordScalar($0) }.map { $0 + 1 } ?? 0
            let end = scalars[index...].firstIndex { !isWordScalar($0) } ?? scalars.count
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<end])
            return String(word)
        }
        return nil
    }

    /// Whether the source's emoji are gone and "?" stand in their place (Home Assistant's
    /// French "1?? 2?? 3??" for "1️⃣ 2️⃣ 3️⃣", a conversion to an encoding without them).
    static func emojiLostToQuestionMarks(_ original: String, _ text: String) -> Bool {
        // Emoji start F0 9F; a keycap's U+20E3 is E2 83 A3, a variation selector EF B8 8F.
        guard original.containsBytePair(0xF0, 0x9F) || original.containsUTF8("\u{20E3}") || original.containsUTF8("\u{FE0F}") else { return false }
        let isEmoji = { (scalar: Unicode.Scalar) in
            scalar.value == 0x20E3 || scalar.value == 0xFE0F || (scalar.value >= 0x1F000 && scalar.properties.isEmoji)
        }
        let questionMarks = { (text: String) in text.utf8.count { $0 == UInt8(ascii: "?") } }
        return original.unicodeScalars.contains(where: isEmoji) && !text.unicodeScalars.contains(where: isEmoji)
            && questionMarks(text) > questionMarks(original)
    }

    /// The quotation marks a whole text stands in (Element X's German `“Abbrechen”`, typed
    /// as if they were the file's own quoting, which only straight quotes are): users see
    /// them. `nil` when the text has other quotation marks inside.
    static func enclosingQuotes(_ text: String) -> String? {
        // Every text is asked: its last byte first (a closing mark ends 22, 98, 99, 9C, 9D, AB, BB, 8D or 8F).
        guard let end = text.utf8.last(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }),
              [0x22, 0x98, 0x99, 0x9C, 0x9D, 0xAB, 0xBB, 0x8D, 0x8F].contains(end) else { return nil }
        let scalars = Array(text.trimmingScalars(in: .whitespacesAndNewlines).unicodeScalars)
        let opening: Set<Unicode.Scalar> = ["\u{201C}", "\u{201E}", "\u{00AB}", "\u{00BB}", "\u{2018}", "\u{201A}", "\u{300C}", "\u{300E}", "\u{201D}", "\""]
        let closing: Set<Unicode.Scalar> = ["\u{201D}", "\u{201C}", "\u{00BB}", "\u{00AB}", "\u{2019}", "\u{2018}", "\u{300D}", "\u{300F}", "\""]
        guard scalars.count >= 3, let first = scalars.first, let last = scalars.last, opening.contains(first), closing.contains(last) else { return nil }
        guard !scalars.dropFirst().dropLast().contains(where: { opening.contains($0) || closing.contains($0) }) else { return nil }
        return String(first) + "…" + String(last)
    }

    /// Whether two texts share a word of three letters or more, in any case.
    static func sharesAWord(_ text: String, _ other: String) -> Bool {
        let words = { (text: String) in Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }) }
        return !words(text).isDisjoint(with: words(other))
    }

    /// Two sentences without a space between them: a lower-case Latin letter, `.`, `!`, `?` or
    /// `)`, then a capitalised word (Bitwarden's Italian "(opzionale)Questo suggerimento…", the
    /// next key's text glued on; Croatian "autentifikatora?Skeniraj"). The join, as written.
    static func runTogetherSentences(_ text: String) -> String? {
        let characters = Array(text)
        let isLatin = { (character: Character) in
            character.unicodeScalars.first.map { $0.value < 0x250 && $0.properties.isAlphabetic } ?? false
        }
        for index in characters.indices.dropFirst() where ".!?)".contains(characters[index]) && index + 3 < characters.count {
            let before = characters[index - 1], first = characters[index + 1]
            guard isLatin(before), before.isLowercase, isLatin(first), first.isUppercase,
                  characters[index + 2].isLowercase, characters[index + 3].isLowercase, isLatin(characters[index + 2]) else { continue }
            let end = characters[(index + 1)...].firstIndex { !$0.isLetter } ?? characters.count
            return String(characters[(index - 1)..<end])
        }
        return nil
    }

    /// A word with a "?" inside it, before a lower-case letter (Wikipedia's Czech "P?ihlásit" for
    /// "Přihlásit": the ř lost in a conversion); addresses aside. The word, as written.
    static func letterLostToQuestionMark(_ text: String) -> String? {
        guard !text.containsUTF8("://") else { return nil }
        let characters = Array(text)
        for index in characters.indices.dropFirst() where characters[index] == "?" && index + 1 < characters.count
            && characters[index - 1].isLetter && characters[index + 1].isLetter && characters[index + 1].isLowercase {
            let start = characters[..<index].lastIndex { !$0.isLetter }.map { $0 + 1 } ?? 0
            let end = characters[(index + 1)...].firstIndex { !$0.isLetter && $0 != "?" } ?? characters.count
            return String(characters[start..<end])
        }
        return nil
    }

    /// A C1 control character (U+0080–U+009F) in a text, named: ownCloud's British "can\u{92}t".
    static func c1Control(_ text: String) -> String? {
        text.unicodeScalars.first { (0x80...0x9F).contains($0.value) }.map { CodePoint.written($0.value) }
    }

    /// A Latin letter's `\u` escape without its backslash inside a word (ownCloud's Portuguese
    /// "Configurau00e7u00f5es" for "Configurações"): `u00C0`–`u024F`, as written.
    static func bareLatinEscape(_ text: String) -> String? {
        guard text.containsUTF8("u00") || text.containsUTF8("u01") || text.containsUTF8("u02") else { return nil }
        let bytes = Array(text.utf8)
        let isHex = { (byte: UInt8) in (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) }
        var index = 0
        while index + 4 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "u"), index > 0, bytes[index - 1] | 0x20 >= 0x61, bytes[index - 1] | 0x20 <= 0x7A,
                  bytes[(index + 1)...(index + 4)].allSatisfy(isHex),
                  let value = UInt32(String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self), radix: 16), (0xC0...0x24F).contains(value) else { continue }
            return String(decoding: bytes[index...(index + 4)], as: UTF8.self)
        }
        return nil
    }

    /// An "r" standing alone before a line break (Nextcloud's German "nutzen.r⏎"): `\r\n`
    /// written for `\n`, and Android reads `\r` as a plain "r".
    static func strayCarriageReturnLetter(_ text: String) -> Bool {
        guard text.containsBytePair(UInt8(ascii: "r"), 0x0A) else { return false }
        let characters = Array(text)
        return characters.indices.dropFirst().contains { index in
            characters[index] == "r" && index + 1 < characters.count && characters[index + 1] == "\n" && !characters[index - 1].isLetter
        }
    }
}
