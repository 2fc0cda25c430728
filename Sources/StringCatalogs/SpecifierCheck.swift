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
        var problems: [String] = []
        var positional = false, sequential = false, stray = false, specifiers = 0
        for token in Placeholder.scan(text) {
            switch token {
            case let .placeholder(placeholder, _):
                specifiers += 1
                if placeholder.explicit { positional = true } else { sequential = true }
                let conversion = placeholder.spelling.unicodeScalars.last
                if platform == .apple, conversion == "s" || conversion == "S" {
                    problems.append("%\(conversion!) on Apple formats a C string, not a String: use %@")
                } else if platform == .android, conversion == "@" {
                    problems.append("%@ is not a Java format: use %s")
                }
            case .unparsed("n"?):
                specifiers += 1
                problems.append(platform == .apple ? "%n writes to memory on Apple: never in a string" : "%n is a platform newline on Android: use \\n")
            case let .unparsed(conversion?) where javaOnly.contains(conversion):
                specifiers += 1
            case .unparsed:
                stray = true
            }
        }
        if positional && sequential { problems.append("positional (%1$…) and non-positional arguments mixed") }
        if stray && specifiers > 0 { problems.append("a stray % in a format string (write %% for a percent sign)") }
        return problems
    }
}
