/// Format specifiers one platform rejects even when both catalogs agree: `%s` on Apple (a C
/// string: garbage or a crash with a Swift `String`), `%@` on Android (Java has no `%@`),
/// positional mixed with non-positional arguments, a stray `%` in a format string, and `%n`
/// (Apple: writes to memory; Android: a platform-dependent newline).
public enum SpecifierCheck {
    /// The problems of one text on one platform, in words; empty when there are none.
    public static func problems(in text: String, platform: Platform) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var problems: [String] = []
        var positional = false, sequential = false, stray = false, specifiers = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" { index = cursor + 1; continue }
            var digits = ""
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { digits.unicodeScalars.append(scalars[cursor]); cursor += 1 }
            var isPositional = false
            if cursor < scalars.count, scalars[cursor] == "$", !digits.isEmpty { isPositional = true; cursor += 1 }
            while cursor < scalars.count, "-+ #0123456789.hlqLzjt".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            guard cursor < scalars.count else { stray = true; break }
            let conversion = scalars[cursor]
            // (A `where` clause binds to the last pattern of a case only: one pattern per case.)
            switch conversion {
            case "s" where platform == .apple, "S" where platform == .apple:
                problems.append("%\(conversion) on Apple formats a C string, not a String: use %@")
            case "@" where platform == .android:
                problems.append("%@ is not a Java format: use %s")
            case "n":
                problems.append(platform == .apple ? "%n writes to memory on Apple: never in a string" : "%n is a platform newline on Android: use \\n")
            case "s", "S", "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "p", "b", "B", "h", "H":
                break
            default:
                stray = true
            }
            if isPositional { positional = true } else { sequential = true }
            specifiers += 1
            index = cursor + 1
        }
        if positional && sequential { problems.append("positional (%1$…) and non-positional arguments mixed") }
        if stray && specifiers > 0 { problems.append("a stray % in a format string (write %% for a percent sign)") }
        return problems
    }
}
