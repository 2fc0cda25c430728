import SnapshotCore
import Testing

@Suite("Snapshot names")
struct SnapshotNameTests {
    @Test(arguments: ["DE", "DE-dark", "westernEurope", "row_1.v2", "a", String(repeating: "x", count: 100)])
    func acceptsSafeNames(name: String) throws {
        #expect(try SnapshotName(name).value == name)
    }

    @Test(arguments: [
        ("", SnapshotNameError.empty),
        ("../etc", .forbiddenCharacter("../etc", character: "a slash")),
        ("..", .dotPrefixed("..")),
        (".hidden", .dotPrefixed(".hidden")),
        ("a/b", .forbiddenCharacter("a/b", character: "a slash")),
        ("a\\b", .forbiddenCharacter("a\\b", character: "a backslash")),
        ("a\u{0}b", .forbiddenCharacter("a\u{0}b", character: "a NUL byte")),
        ("two words", .forbiddenCharacter("two words", character: "a space")),
        ("Österreich", .forbiddenCharacter("Österreich", character: "U+D6")),
        ("🇩🇪", .forbiddenCharacter("🇩🇪", character: "U+1F1E9")),
        (String(repeating: "x", count: 101), .tooLong(String(repeating: "x", count: 101), limit: 100)),
    ])
    func refusesUnsafeNames(name: String, error: SnapshotNameError) {
        #expect(throws: error) { try SnapshotName(name) }
    }

    @Test func keysNeverLeaveTheRoot() throws {
        for bad in ["..", "../x", "/abs", "x/../../y"] {
            #expect(throws: SnapshotNameError.self) { try SnapshotKey(suite: bad, locale: "en", name: "DE", format: .png) }
            #expect(throws: SnapshotNameError.self) { try SnapshotKey(suite: "s", locale: bad, name: "DE", format: .png) }
            #expect(throws: SnapshotNameError.self) { try SnapshotKey(suite: "s", locale: "en", name: bad, format: .png) }
        }
        #expect(try SnapshotKey(suite: "CountryRow", locale: "ar", name: "DE", format: .png).relativePath == "CountryRow/ar/DE.png")
    }
}
