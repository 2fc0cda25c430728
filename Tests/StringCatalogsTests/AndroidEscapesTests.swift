@testable import StringCatalogs
import Testing

/// aapt's unescaping, read byte by byte: multi-byte characters beside escapes, quotes and
/// collapsed spaces, and the `\u` forms that are not four hex digits.
@Suite("Android escapes")
struct AndroidEscapesTests {
    @Test(arguments: [
        (#"caf\u00e9 \u4e2d"#, "café 中"),
        (#"\é\ü"#, "éü"),
        (#"a   \u00e9  b"#, "a é b"),
        (#""  日本  "  語"#, "  日本   語"),
        (#"\u00E9\u00e9"#, "éé"),
        (#"😀 \"😀\" 100\%"#, "😀 \"😀\" 100%"),  // aapt2 drops the backslash: `\%` is `%`
        // Not four hex digits: the scalar rules (a sign is read as UInt32 reads it).
        (#"\u+041x"#, "Ax"),
    ])
    func unescapes(raw: String, expected: String) throws {
        #expect(try AndroidStringsReader.unescape(raw) == expected)
    }

    @Test(arguments: [#"x\u12"#, #"\u00"#, #"\uD800"#, #"\u00é9"#, "ends\\", "l'é"])
    func refuses(raw: String) {
        #expect(throws: AndroidStringsReader.UnescapeError.self) { try AndroidStringsReader.unescape(raw) }
    }
}
