import Foundation
import StringCatalogs
import TestSupport
import Testing

func xml(_ body: String) -> Data {
    Data("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n\(body)\n</resources>\n".utf8)
}

func text(_ strings: [CatalogString], _ key: String) -> CatalogValue? {
    strings.first { $0.key == key }?.value
}

@Suite("Android strings.xml")
struct AndroidReaderTests {
    @Test func escapesQuotesAndWhitespace() throws {
        let strings = try AndroidStringsReader.parse(xml(#"""
            <string name="apostrophe">L\'app</string>
            <string name="quote">Say \"hi\"</string>
            <string name="newline">one\ntwo</string>
            <string name="at">\@handle</string>
            <string name="unicode">caf\u00e9</string>
            <string name="collapse">  many
                  spaces   here  </string>
            <string name="quoted">"  kept  'as is'  "</string>
            <string name="cdata"><![CDATA[<b>bold</b>]]></string>
            <string name="markup">Hello <xliff:g id="name">%1$s</xliff:g>!</string>
            <string name="fixed" translatable="false">Brand</string>
            """#), file: "strings.xml")
        #expect(text(strings, "apostrophe") == .text("L'app"))
        #expect(text(strings, "quote") == .text("Say \"hi\""))
        #expect(text(strings, "newline") == .text("one\ntwo"))
        #expect(text(strings, "at") == .text("@handle"))
        #expect(text(strings, "unicode") == .text("café"))
        #expect(text(strings, "collapse") == .text("many spaces here"))
        #expect(text(strings, "quoted") == .text("  kept  'as is'  "))
        #expect(text(strings, "cdata") == .text("<b>bold</b>"))
        #expect(text(strings, "markup") == .text("Hello %1$s!"))
        #expect(strings.first { $0.key == "fixed" }?.translatable == false)
        #expect(strings.first { $0.key == "newline" }?.location == SourceLocation(file: "strings.xml", line: 5))
    }

    @Test func pluralsAndArrays() throws {
        let strings = try AndroidStringsReader.parse(xml("""
            <plurals name="count"><item quantity="one">%d match</item><item quantity="other">%d matches</item></plurals>
            <string-array name="days"><item>Mon</item><item>Tue</item></string-array>
            """), file: "strings.xml")
        #expect(text(strings, "count") == .plural(["one": "%d match", "other": "%d matches"]))
        #expect(text(strings, "days") == .array(["Mon", "Tue"]))
    }

    @Test(arguments: [("values", "it"), ("values-en", "en"), ("values-pt-rBR", "pt-BR"), ("values-b+sr+Latn", "sr-Latn")])
    func languageFolders(folder: String, language: String) {
        #expect(AndroidStringsReader.language(forValuesFolder: folder, sourceLanguage: "it") == language)
    }

    @Test(arguments: ["values-night", "values-v21", "values-land", "drawable"])
    func otherQualifiersAreNotLanguages(folder: String) {
        #expect(AndroidStringsReader.language(forValuesFolder: folder, sourceLanguage: "it") == nil)
    }

    @Test func malformedXMLNamesFileAndLine() {
        #expect {
            _ = try AndroidStringsReader.parse(xml("<string name=\"a\">ok</string>\n<string name=\"b\">broken</strin>"), file: "values/strings.xml")
        } throws: { error in
            guard case let CatalogError.malformed(file, line, _, _, _) = error else { return false }
            return file == "values/strings.xml" && line == 4
        }
    }

    @Test func unescapedApostropheNamesTheKey() {
        #expect {
            _ = try AndroidStringsReader.parse(xml("<string name=\"ok\">fine</string>\n<string name=\"bad\">L'app</string>"), file: "s.xml")
        } throws: { error in
            guard case let CatalogError.malformed(_, line, _, key, reason) = error else { return false }
            return line == 4 && key == "bad" && reason.contains("apostrophe")
        }
    }

    @Test func missingNameIsAnErrorAndDuplicateKeysAConflict() throws {
        #expect(throws: CatalogError.self) { try AndroidStringsReader.parse(xml("<string>x</string>"), file: "s.xml") }
        let folder = try Fixtures.temporaryDirectory("res")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("values"), withIntermediateDirectories: true)
        try xml("<string name=\"a\">1</string>\n<string name=\"a\">2</string>\n<plurals name=\"a\"><item quantity=\"other\">%d</item></plurals>")
            .write(to: folder.appendingPathComponent("values/strings.xml"))
        // Never an abort: a key defined twice in one file is a conflicting definition (the first
        // is used); a <plurals> of the same name is another resource type, no conflict.
        let catalog = try AndroidStringsReader.read(resources: folder, sourceLanguage: "en")
        #expect(catalog.conflicts.map { $0.definitions.map(\.location.line) } == [[3, 4]])
        #expect(catalog.languages["en"]?["a"]?.value == .text("1"))
        #expect(catalog.languages["en"]?["@plurals/a"]?.value == .plural(["other": "%d"]))
    }
}

@Suite("Apple .xcstrings and .strings")
struct AppleReaderTests {
    let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello %@" } },
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Hallo %@" } }
          }
        },
        "matches.count" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld match" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld matches" } } } } }
          }
        },
        "new.items" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "You have %#@items@" },
              "substitutions" : { "items" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg new item" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg new items" } } } } } }
            }
          }
        },
        "Brand" : { "shouldTranslate" : false },
        "Key as text" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Schlüssel" } } } },
        "other" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "An entry named like a plural form" } } } },
        "say \"hi\"" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } } } }
      },
      "version" : "1.0"
    }
    """#

    @Test func readsUnitsPluralsSubstitutionsAndKeyFallback() throws {
        let parsed = try XCStringsParser.parse(Data(catalog.utf8), file: "Localizable.xcstrings")
        #expect(parsed.sourceLanguage == "en")
        let english = try #require(parsed.strings.first { $0.language == "en" }).strings
        #expect(text(english, "greeting") == .text("Hello %@"))
        #expect(text(english, "matches.count") == .plural(["one": "%lld match", "other": "%lld matches"]))
        #expect(text(english, "new.items") == .plural(["one": "You have %1$lld new item", "other": "You have %1$lld new items"]))
        #expect(english.first { $0.key == "Brand" }?.translatable == false)
        #expect(text(english, "Key as text") == .text("Key as text"))
        // Each entry at the line of its own key, not of a nested field spelled the same.
        let lines = Dictionary(uniqueKeysWithValues: english.map { ($0.key, $0.location.line) })
        #expect(lines == ["greeting": 4, "matches.count": 10, "new.items": 17, "Brand": 27, "Key as text": 28, "other": 29, "say \"hi\"": 30])
        #expect(english.first { $0.key == "matches.count" }?.location.line == 10)
    }

    @Test func malformedJSONNamesLineAndColumn() {
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { , }\n  }\n}\n"
        #expect {
            _ = try XCStringsParser.parse(Data(broken.utf8), file: "L.xcstrings")
        } throws: { error in
            guard case let CatalogError.malformed(file, line, _, _, reason) = error else { return false }
            return file == "L.xcstrings" && line == 4 && reason.contains("invalid JSON")
        }
    }

    @Test func unitWithoutValueNamesTheKey() {
        let broken = #"{ "sourceLanguage" : "en", "strings" : { "title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "new" } } } } } }"#
        #expect {
            _ = try XCStringsParser.parse(Data(broken.utf8), file: "L.xcstrings")
        } throws: { error in
            guard case let CatalogError.malformed(_, _, _, key, reason) = error else { return false }
            return key == "title" && reason.contains("value")
        }
    }

    @Test func legacyStringsFiles() throws {
        let source = """
        /* A comment */
        "title" = "Réglages";
        // another comment
        "quote" = "Say \\"hi\\"\\n";
        unquoted_key = "ok";
        "unicode" = "caf\\U00E9";
        \u{00A0}"spaced"\u{2028}=\u{FEFF}"x";
        """
        let strings = try StringsFileParser.parse(Data(source.utf8), file: "fr.lproj/Legacy.strings")
        #expect(text(strings, "spaced") == .text("x"), "Unicode whitespace between tokens is space")
        #expect(text(strings, "title") == .text("Réglages"))
        #expect(text(strings, "quote") == .text("Say \"hi\"\n"))
        #expect(text(strings, "unquoted_key") == .text("ok"))
        #expect(text(strings, "unicode") == .text("café"))
        #expect(strings.first { $0.key == "quote" }?.location.line == 4)
    }

    @Test func legacyStringsErrorsAreLocated() {
        #expect(throws: CatalogError.malformed(file: "x.strings", line: 2, column: 11, key: "b", reason: "expected \";\", found \"\"\"")) {
            try StringsFileParser.parse(Data("\"a\" = \"1\";\n\"b\" = \"2\" \"c\" = \"3\";".utf8), file: "x.strings")
        }
        #expect(throws: CatalogError.self) { try StringsFileParser.parse(Data("\"a\" = \"unterminated".utf8), file: "x.strings") }
    }
}

/// The catalog's own JSON reader (`.xcstrings`): what JSON allows reads as JSONSerialization
/// read it; what it does not is an error at its line and column, never a crash.
@Suite("xcstrings JSON")
struct XCStringsJSONTests {
    func parse(_ json: String) throws(CatalogError) -> XCStringsParser.Parsed {
        try XCStringsParser.parse(Data(json.utf8), file: "L.xcstrings")
    }

    @Test func escapesNumbersAndLiterals() throws {
        let parsed = try parse(#"""
            {"sourceLanguage":"en","version":1.0e0,"extra":[null,true,false,-0.5,[]],"strings":{
              "smile":{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"\ud83d\ude00 \"q\" \\ \/ \u00e9\n\t"}}}},
              "count":{"localizations":{"en":{"stringUnit":{"value":"%#@n@"},"substitutions":{"n":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"value":"%arg items"}}}}}}}}}}}
            """#)
        let english = try #require(parsed.strings.first { $0.language == "en" }).strings
        #expect(english.first { $0.key == "smile" }?.value == .text("😀 \"q\" \\ / é\n\t"))
        #expect(english.first { $0.key == "smile" }?.translatable == false)
        #expect(english.first { $0.key == "count" }?.value == .text("%2$lld items"))
        #expect(english.map(\.location.line) == [3, 2])
    }

    @Test(arguments: [
        ("{\"sourceLanguage\":\"en\",\n\"strings\":{\"a\":{}},}", 2, "expected a key"),
        ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":\"\\ud83d\"}}", 1, "without its low surrogate"),
        ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":\"\\q\"}}", 1, "unknown escape"),
        ("{\"sourceLanguage\":\"en\",\"strings\":{}} x", 1, "garbage after"),
        ("{\"sourceLanguage\":\"en\",\n\n\"strings\":{\"a\":\"unterminated}}", 3, "not closed"),
        ("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":tru}}", 1, "unexpected"),
        (String(repeating: "[", count: 100_000), 1, "nested deeper than 256"),
        ("", 1, "unexpected end"),
    ])
    func invalidJSONIsALocatedError(json: String, line: Int, reason: String) {
        #expect {
            try parse(json)
        } throws: { error in
            guard case let CatalogError.malformed(file, errorLine, _, _, message) = error else { return false }
            return file == "L.xcstrings" && errorLine == line && message.contains("invalid JSON") && message.contains(reason)
        }
    }
}
