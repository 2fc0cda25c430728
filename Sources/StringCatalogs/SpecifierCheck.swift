/// Format specifiers one platform rejects even when both catalogs agree: `%s` on Apple (a C
/// string: garbage or a crash with a Swift `String`), `%@` on Android (Java has no `%@`),
/// positional mixed with non-positional arguments, a stray `%` in a format string, and `%n`
/// (Apple: writes to memory; Android: a platform-dependent newline).
public enum SpecifierCheck {
    /// Java conversions that are no placeholder kind of ours but are valid on Android.
    static let javaOnly: Set<Unicode.Scalar> = ["b", "B", "h", "H"]

    /// The problems of one text on one platform, in words; empty when there are none. Reads
    /// the text with the placeholder scanner (``Placeholder/scan(_:)``).
    public static func problems(in text: String, platform: Platform) -> [String] {
        // Each problem below needs a `%` or a `$`: most texts have neither (two byte searches).
        guard text.containsByte(UInt8(ascii: "%")) || text.containsByte(UInt8(ascii: "$")) else { return [] }
        var problems: [String] = []
        var positional = false, sequential = false, stray = false, specifiers = 0
        let tokens = Placeholder.scan(text)
        // Java-only conversions written as such (`%h`, not `% H`), looked up once per text and letter.
        var plainJava: [Unicode.Scalar: Bool] = [:]
        func writtenPlain(_ conversion: Unicode.Scalar) -> Bool {
            if let known = plainJava[conversion] { return known }
            let plain = Self.writtenPlain(conversion, in: text)
            plainJava[conversion] = plain
            return plain
        }
        let placeholderCount = tokens.filter { if case let .placeholder(placeholder, _) = $0 { !placeholder.isProse } else { false } }.count
        for token in tokens {
            switch token {
            case let .placeholder(placeholder, _) where placeholder.isProse:
                // `% @`, `%# @` (a specifier that swallowed a space) is never prose, nor a space
                // flag beside real arguments: Java throws on `% s`, Apple prints garbage.
                if placeholder.spelling.hasSuffix("@") || placeholderCount > 0 {
                    problems.append("malformed \"\(placeholder.spelling)\": a space inside the specifier")
                }
            case let .placeholder(placeholder, _):
                specifiers += 1
                if placeholder.explicit { positional = true } else { sequential = true }
                let conversion = placeholder.spelling.unicodeScalars.last
                if platform == .apple, conversion == "s" || conversion == "S" {
                    problems.append("%\(conversion!) on Apple formats a C string, not a String: use %@")
                } else if platform == .android, conversion == "@" {
                    problems.append("%@ is not a Java format: use %s")
                } else if platform == .android, let problem = javaPrecisionProblem(placeholder.spelling) ?? javaUnknownConversion(placeholder.spelling) {
                    problems.append(problem)
                }
            case .unparsed("n"?) where containsPair(text, UInt8(ascii: "%"), UInt8(ascii: "n")):
                specifiers += 1
                problems.append(platform == .apple ? "%n writes to memory on Apple: never in a string" : "%n is a platform newline on Android: use \\n")
            case let .unparsed(conversion?) where javaOnly.contains(conversion) && writtenPlain(conversion):
                specifiers += 1
            case .unparsed:
                stray = true
            }
        }
        if positional && sequential { problems.append("positional (%1$…) and non-positional arguments mixed") }
        if let token = positionWithoutPercent(in: text) { problems.append("malformed \"\(token)\": a positional specifier without its %") }
        if let token = positionBeforePercent(in: text) {
            problems.append("malformed \"\(token)\": the position written before the % (users see \"\(token.prefix { $0 != "%" })\"; write %\(token.dropFirst().prefix { $0 != "%" })$…)")
        }
        if platform == .android, containsPair(text, UInt8(ascii: "\\"), UInt8(ascii: "%")) {
            problems.append("\"\\%\" shows a backslash (\\\\% in the XML is an escaped backslash): write %%")
        }
        if stray && specifiers > 0 { problems.append("a stray % in a format string (write %% for a percent sign)") }
        return problems
    }

    /// A precision Java's `Formatter` throws on, described: a point without digits (`%.d`,
    /// Mastodon's German `%,d` typed with a point; `UnknownFormatConversionException`), or any
    /// precision on an integer or a character (`%.2d`; `IllegalFormatPrecisionException`).
    /// printf reads both, so this is Android's alone.
    static func javaPrecisionProblem(_ spelling: String) -> String? {
        let bytes = Array(spelling.utf8)
        guard let point = bytes.firstIndex(of: UInt8(ascii: ".")), let conversion = bytes.last else { return nil }
        if point + 1 < bytes.count, !(bytes[point + 1] >= UInt8(ascii: "0") && bytes[point + 1] <= UInt8(ascii: "9")) {
            return "malformed \"\(spelling)\": a point without digits (Java throws UnknownFormatConversionException: the screen crashes)"
        }
        if Set("dxXocC".utf8).contains(conversion) {
            return "malformed \"\(spelling)\": a precision on an integer (Java throws IllegalFormatPrecisionException: the screen crashes)"
        }
        return nil
    }

    /// A C conversion Java's `Formatter` does not know, described: `%i` and `%u` (Bitwarden's
    /// Turkish "%i karakter"), a length modifier (`%ld`, `%lld`, `%zu`), or the `#` flag on an
    /// integer or character (Home Assistant's "#%d" typed "%#d"): each throws, and the screen
    /// crashes.
    static func javaUnknownConversion(_ spelling: String) -> String? {
        let bytes = Array(spelling.utf8)
        guard let conversion = bytes.last else { return nil }
        let isLetter = { (byte: UInt8) in byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") }
        let letters = bytes.reversed().prefix(while: isLetter).count
        // A width ("%26u" in an address's "%26utm_medium", escaped for a URL) is no C slip.
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let afterPosition = bytes.firstIndex(of: UInt8(ascii: "$")).map { $0 + 1 } ?? 1
        guard !bytes[afterPosition...].contains(where: isDigit) || bytes.contains(UInt8(ascii: ".")) else { return nil }
        // (Java's dates, `%tY`, have two letters too.)
        if letters > 1, bytes[bytes.count - letters] | 0x20 != UInt8(ascii: "t") {
            return "malformed \"\(spelling)\": C's length modifier \"\(String(decoding: bytes.suffix(letters).dropLast(), as: UTF8.self))\" is no Java format "
                + "(Java throws UnknownFormatConversionException: the screen crashes; write %\(String(decoding: [conversion], as: UTF8.self)))"
        }
        if conversion == UInt8(ascii: "i") || conversion == UInt8(ascii: "u") {
            return "malformed \"\(spelling)\": %\(String(decoding: [conversion], as: UTF8.self)) is C's, no Java conversion "
                + "(Java throws UnknownFormatConversionException: the screen crashes; write %d)"
        }
        if bytes.contains(UInt8(ascii: "#")), Set("dcC".utf8).contains(conversion) {
            return "malformed \"\(spelling)\": the # flag on %\(String(decoding: [conversion], as: UTF8.self)) (Java throws FormatFlagsConversionMismatchException: the screen crashes)"
        }
        return nil
    }

    /// Whether `first` is directly followed by `second` in the text's UTF-8 (no Foundation search).
    static func containsPair(_ text: String, _ first: UInt8, _ second: UInt8) -> Bool {
        text.containsBytePair(first, second)
    }

    /// Whether a Java-only conversion (`%b`, `%h`) is written as one: right after the `%` or
    /// its position (`%1$h`). With a flag (`% H` in "%1$d% Hochladen", a percent sign left
    /// unescaped before a word) it is prose: Java throws on a space flag with `h`.
    static func writtenPlain(_ conversion: Unicode.Scalar, in text: String) -> Bool {
        let bytes = Array(text.utf8), target = UInt8(truncatingIfNeeded: conversion.value)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            var cursor = index + 1
            while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
            if cursor > index + 1, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") { cursor += 1 } else { cursor = index + 1 }
            if cursor < bytes.count, bytes[cursor] == target { return true }
            index += 1
        }
        return false
    }

    /// The first `$1%@`, `$2%s`… (`$`, a position, then a specifier: `%1$@` written backwards;
    /// the `$1` shows). Not after a letter or digit ("US$1%" is prose).
    static func positionBeforePercent(in text: String) -> String? {
        guard text.containsByte(UInt8(ascii: "$")) else { return nil }
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "$") {
            if index > 0, bytes[index - 1] < 0x80, isDigit(bytes[index - 1]) || Character(Unicode.Scalar(bytes[index - 1])).isLetter { continue }
            var end = index + 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "%") else { continue }
            var conversion = end + 1
            while conversion < bytes.count, bytes[conversion] == UInt8(ascii: "l") { conversion += 1 }
            guard conversion < bytes.count, Set("@sdiuf".utf8).contains(bytes[conversion]) else { continue }
            return String(decoding: bytes[index...conversion], as: UTF8.self)
        }
        return nil
    }

    /// The first `1$@`, `2$s`, `1$d`… not preceded by `%` (a placeholder that lost its `%`).
    static func positionWithoutPercent(in text: String) -> String? {
        guard text.containsByte(UInt8(ascii: "$")) else { return nil }
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "$") && index > 0 && isDigit(bytes[index - 1]) {
            var start = index - 1
            while start > 0, isDigit(bytes[start - 1]) { start -= 1 }
            if start > 0, bytes[start - 1] == UInt8(ascii: "%") || bytes[start - 1] >= 0x80 || Character(Unicode.Scalar(bytes[start - 1])).isLetter { continue }
            var end = index + 1
            while end < bytes.count, bytes[end] == UInt8(ascii: "l") { end += 1 }
            guard end < bytes.count, Set("@sdiuf".utf8).contains(bytes[end]) else { continue }
            // Followed by a letter: a word ("1$dollar"), not a specifier.
            if end + 1 < bytes.count, bytes[end + 1] < 0x80, Character(Unicode.Scalar(bytes[end + 1])).isLetter { continue }
            return String(decoding: bytes[start...end], as: UTF8.self)
        }
        return nil
    }
}
