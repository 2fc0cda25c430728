/// Rewrites a format string's placeholders from one platform's spelling to the other's,
/// keeping every argument position: Android's `%1$s`/`%s` become Apple's `%1$@`/`%@`; Apple's
/// `%@`, `%lld`, `%ld` become Android's `%s`, `%d` (Java's Formatter throws on `%lld` and
/// `%@`). `%%` stays `%%` on both; integers (`%d`), floats and positions are kept as written;
/// several placeholders without positions get theirs on Android (`%@ vs %@` → `%1$s vs %2$s`).
public enum PlaceholderConversion {
    /// `text` spelled for `target`, and how many placeholders changed.
    public static func convert(_ text: String, to target: Platform) -> (text: String, converted: Int) {
        let tokens = Placeholder.scan(text)
        guard !tokens.isEmpty else { return (text, 0) }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 8)
        var cursor = 0, converted = 0
        // aapt refuses several placeholders without positions ("Multiple substitutions
        // specified in non-positional format"): going to Android they get their positions.
        let placeholders = tokens.compactMap { if case let .placeholder(placeholder, _) = $0, !placeholder.isProse { placeholder } else { nil } }
        let numbering = target == .android && placeholders.count > 1 && !placeholders.contains(where: \.explicit)
        for case let .placeholder(placeholder, range) in tokens where !placeholder.isProse {
            var rewritten = spelling(of: placeholder, for: target)
            if numbering { rewritten = "%\(placeholder.position)$" + rewritten.dropFirst() }
            guard rewritten != placeholder.spelling else { continue }
            output += bytes[cursor..<range.lowerBound]
            output += rewritten.utf8
            cursor = range.upperBound
            converted += 1
        }
        guard converted > 0 else { return (text, 0) }
        output += bytes[cursor...]
        return (String(decoding: output, as: UTF8.self), converted)
    }

    /// One placeholder as `target` spells it (the position prefix and flags kept).
    static func spelling(of placeholder: Placeholder, for target: Platform) -> String {
        let spelling = placeholder.spelling
        guard let conversion = spelling.unicodeScalars.last else { return spelling }
        // Everything between `%` (with its `n$`) and the length modifiers + conversion.
        var body = String(spelling.unicodeScalars.dropLast())
        switch (target, placeholder.kind) {
        case (.apple, .object):
            return conversion == "@" ? spelling : body + "@"
        case (.android, .object):
            return conversion == "@" ? body + "s" : spelling
        case (.android, .integer), (.android, .float):
            // Length modifiers mean nothing to Java and `%lld` throws: drop them.
            while let last = body.unicodeScalars.last, "hlqLz".unicodeScalars.contains(last) { body.unicodeScalars.removeLast() }
            return body + String(conversion)
        default:
            return spelling
        }
    }
}
