import Foundation

/// One piece of a string as a pseudo-locale sees it: text is transformed, the rest kept.
enum PseudoToken: Equatable, Sendable {
    /// Words, spaces and punctuation: what a translator translates.
    case text(String)
    /// A format argument: `%1$s`, `%@`, `%lld`, `%#@count@`, `{0}`.
    case placeholder(String)
    /// Markup: `<b>`, `</a>`, `&amp;`.
    case markup(String)
    /// A backslash escape (`\n`, `\'`) or a literal percent (`%%`).
    case escape(String)
}

/// The three transformations of ``PseudoLocale``, over tokens.
enum Pseudolocalizer {
    // MARK: en-XA

    /// Accented look-alikes for ASCII letters (and `!` `?`), one scalar each, all covered by
    /// Noto Sans.
    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!?")
        let accented = Array("åɓçðéƒĝĥîĵķļḿñöþǫŕšţûṽŵẋýžÅβÇÐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ¡¿")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    /// The words the expansion counts with.
    private static let counting = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"

    static func accented(_ tokens: [PseudoToken]) -> String {
        var out = "[", length = 0, words = 0, inWord = false
        for token in tokens {
            switch token {
            case let .text(text):
                for character in text {
                    out.append(accents[character] ?? character)
                    length += 1
                    let space = character.isWhitespace
                    if !space && !inWord { words += 1 }
                    inWord = !space
                }
            case let .placeholder(text): out += "»" + text + "«"
            case let .markup(text), let .escape(text): out += text
            }
        }
        if length > 0 { out += " " + expansion(toLength: words > 3 ? length : length / 2) }
        return out + "]"
    }

    /// At least `length` characters of counting words, ending at the end of a word.
    static func expansion(toLength length: Int) -> String {
        guard length > 0 else { return "" }
        var out = ""
        while out.count < length {
            if !out.isEmpty { out += " " }
            out += counting
        }
        let cut = out.index(out.startIndex, offsetBy: length)
        let wordEnd = out[cut...].firstIndex(of: " ") ?? out.endIndex
        return String(out[..<wordEnd])
    }

    // MARK: ar-XB

    private static let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"

    static func bidi(_ tokens: [PseudoToken]) -> String {
        var out = "", inWord = false
        func close() { if inWord { out += pdf + rlm; inWord = false } }
        for token in tokens {
            switch token {
            case let .text(text):
                for character in text {
                    if character.isWhitespace {
                        close()
                    } else if !inWord {
                        out += rlm + rlo
                        inWord = true
                    }
                    out.append(character)
                }
            case let .placeholder(text):
                close()
                out += rlm + rlo + text + pdf + rlm
            case let .escape(text) where text == "\\n" || text == "\\t":
                close()
                out += text
            case let .markup(text), let .escape(text):
                close()
                out += text
            }
        }
        close()
        return out
    }

    // MARK: en-XD

    static func doubled(_ tokens: [PseudoToken]) -> String {
        tokens.map { token -> String in
            switch token {
            case let .text(text): return doubledRun(text)
            case let .placeholder(kept), let .markup(kept), let .escape(kept): return kept
            }
        }.joined()
    }

    /// `" You have "` → `" You have You have "`: the words twice, the surrounding spaces once.
    private static func doubledRun(_ text: String) -> String {
        let leading = text.prefix(while: \.isWhitespace)
        let rest = text.dropFirst(leading.count)
        let core = rest.prefix(upTo: rest.lastIndex(where: { !$0.isWhitespace }).map { rest.index(after: $0) } ?? rest.startIndex)
        guard !core.isEmpty else { return text }
        return leading + core + " " + core + rest.dropFirst(core.count)
    }
}
