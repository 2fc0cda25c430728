/// How findings word what users see of a text's defect: the same words for a translation
/// (``TextShapeCheck/shape(_:_:spaced:breaks:)``) and for the source judged alone
/// (``CatalogChecker/sourceTextProblem(_:platform:)``).
extension TextShapeCheck {
    /// An address whose scheme lost a slash or its colon (``brokenScheme(_:)``).
    static func noAddress(_ broken: String) -> String {
        "\"\(broken)\" is no address (its scheme lacks \"://\"): the link goes nowhere"
    }

    /// A `\n` typed with a slash (``slashedLineBreak(_:)``).
    static func slashedLineBreakShown(_ slashed: String) -> String {
        "\"\(slashed)\" shows as written: a line break (\\n) typed with a slash"
    }

    /// A zero-width character inside a word (``invisibleInWord(_:)``).
    static func invisibleInside(_ word: String) -> String {
        "an invisible zero-width character inside \"\(word)\": the word looks whole, but search, matching and copying see two"
    }

    /// A U+FEFF in a text: a file's byte-order mark pasted in.
    static func strayByteOrderMark(atStart: Bool) -> String {
        "a byte-order mark (U+FEFF) \(atStart ? "at the start of" : "inside") the text: invisible, but the text no longer equals, sorts "
            + "or searches as it reads (pasted from a file that starts with one)"
    }

    /// Characters an encoding conversion replaced by `?`, one each ("???" where the source has none).
    static func lostToQuestionMarks(_ text: String) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\"\(shown)\": a run of question marks the source does not have, characters lost in a conversion to an encoding without them"
    }

    /// A `\u` escape without its backslash (``bareUnicodeEscape(_:)``, ``bareLatinEscape(_:)``).
    static func unicodeEscapeShown(_ literal: some StringProtocol) -> String {
        "\"\(literal)\" shows as written: a Unicode escape (\\\(literal)) that lost its backslash"
    }

    /// CDATA markers escaped into text.
    static let shownCDATA = "\"<![CDATA[\" shows as written: the section's markers were escaped in the file (&lt;![CDATA[), so they are text, not markers"

    /// A Markdown link without its `)` (``unclosedMarkdownLink(_:)``).
    static func unclosedLink(_ link: String) -> String {
        "the Markdown link \"\(link)\" is not closed: its \")\" is lost, so it shows as written and links nowhere"
    }
}
