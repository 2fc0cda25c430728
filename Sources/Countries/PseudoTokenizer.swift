import Foundation

/// Splits a UI string into text, placeholders, markup and escapes, for ``PseudoLocale``.
///
/// Linear in the string's length: every look-ahead for a closing `>`, `}`, `;` or `@` is
/// capped, so `<<<<…` or `{{{{…` is scanned once.
enum PseudoTokenizer {
    /// The longest tag, `{argument}` or entity looked ahead for.
    private static let maxLookAhead = 256

    static func tokens(of text: String) -> [PseudoToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [PseudoToken] = [], plain = String.UnicodeScalarView(), index = 0
        func flush() {
            if !plain.isEmpty { tokens.append(.text(String(plain))); plain = String.UnicodeScalarView() }
        }
        while index < scalars.count {
            if let (token, end) = special(in: scalars, at: index) {
                flush()
                tokens.append(token)
                index = end
            } else {
                plain.append(scalars[index])
                index += 1
            }
        }
        flush()
        return tokens
    }

    /// The token starting at `start`, and the index after it, when it is not plain text.
    private static func special(in s: [Unicode.Scalar], at start: Int) -> (PseudoToken, Int)? {
        switch s[start] {
        case "\\" where start + 1 < s.count:
            return (.escape(string(s, start, start + 2)), start + 2)
        case "%":
            if start + 1 < s.count, s[start + 1] == "%" { return (.escape("%%"), start + 2) }
            return formatSpecifier(in: s, at: start).map { (.placeholder(string(s, start, $0)), $0) }
        case "<":
            guard start + 1 < s.count, s[start + 1].properties.isAlphabetic || s[start + 1] == "/" || s[start + 1] == "!" else { return nil }
            return closing(">", in: s, after: start).map { (.markup(string(s, start, $0)), $0) }
        case "&":
            guard let end = closing(";", in: s, after: start), end - start > 2,
                  s[(start + 1)..<(end - 1)].allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "#") })
            else { return nil }
            return (.markup(string(s, start, end)), end)
        case "{":
            guard let end = closing("}", in: s, after: start), end - start > 2,
                  !s[(start + 1)..<(end - 1)].contains("{") else { return nil }
            return (.placeholder(string(s, start, end)), end)
        default:
            return nil
        }
    }

    /// The end of a printf/`String(format:)` specifier at `start` (`%1$s`, `%-5.2f`, `%lld`,
    /// `%@`, `%#@count@`, `%1$#@count@`), or nil when `%` starts none.
    private static func formatSpecifier(in s: [Unicode.Scalar], at start: Int) -> Int? {
        var index = start + 1
        func take(while accept: (Unicode.Scalar) -> Bool) { while index < s.count, accept(s[index]) { index += 1 } }
        let digits: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        let argument = index
        take(while: digits)
        if index < s.count, s[index] == "$", index > argument { index += 1 } else { index = argument }
        if index + 1 < s.count, s[index] == "#", s[index + 1] == "@" {
            // A variable (`%#@count@`): its name up to the next `@`.
            return closing("@", in: s, after: index + 1)
        }
        // No space flag: "50% off" is text, not `% o`.
        take(while: { "-+#0',".unicodeScalars.contains($0) })
        take(while: digits)
        if index < s.count, s[index] == "." { index += 1; take(while: digits) }
        take(while: { "hlqLjzt".unicodeScalars.contains($0) })
        guard index < s.count, s[index].isASCII, s[index].properties.isAlphabetic || s[index] == "@" else { return nil }
        return index + 1
    }

    /// The index after the first `mark` following `start`, within the look-ahead cap.
    private static func closing(_ mark: Unicode.Scalar, in s: [Unicode.Scalar], after start: Int) -> Int? {
        let limit = min(s.count, start + 1 + maxLookAhead)
        var index = start + 1
        while index < limit {
            if s[index] == mark { return index + 1 }
            index += 1
        }
        return nil
    }

    private static func string(_ s: [Unicode.Scalar], _ from: Int, _ to: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: s[from..<to])
        return String(view)
    }
}
