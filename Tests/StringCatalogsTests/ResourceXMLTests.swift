import Foundation
import StringCatalogs
import Testing

/// The resource XML reader: what aapt accepts reads as before, what is not well-formed is an
/// error at its line, and what XML allows but resource files rarely use still works.
@Suite("Resource XML")
struct ResourceXMLTests {
    func parse(_ text: String) throws(CatalogError) -> [CatalogString] {
        try AndroidStringsReader.parse(Data(text.utf8), file: "values/strings.xml")
    }

    @Test func xmlFormsAResourceFileMayUse() throws {
        let strings = try parse("""
            \u{FEFF}<?xml version="1.0" encoding="utf-8"?>
            <!-- a comment with <string name="ghost">x</string> inside -->
            <resources xmlns:tools="http://schemas.android.com/tools" tools:ignore='MissingTranslation'>
                <string name='single_quoted' tools:ignore="Typos">a &lt; b &amp;&amp; c &gt; d &#65;&#x1F600; &quot;q&quot; \\&apos;</string>
                <string name="empty"/>
                <string
                    name="multi_line_tag"
                    translatable="false">brand</string>
                <?processing instruction?>
                <string name="cdata_mixed">one <![CDATA[<two>]]> three</string>
                <plurals name="p"><item quantity="one">%d <b>item</b></item><item quantity="other">%d items</item></plurals>
            </resources>
            """)
        #expect(strings.map(\.key) == ["single_quoted", "empty", "multi_line_tag", "cdata_mixed", "p"])
        #expect(strings[0].value == .text("a < b && c > d A😀 q '"))
        #expect(strings[1].value == .text(""))
        #expect(strings[2].translatable == false && strings[2].location.line == 6)
        #expect(strings[3].value == .text("one <two> three"))
        #expect(strings[4].value == .plural(["one": "%d item", "other": "%d items"]))
    }

    @Test(arguments: [
        ("<resources>\n<string name=\"a\">x</b>\n</resources>", 2, "</b> closes <string>"),
        ("<resources>\n<string name=\"a\">x</string>\n", 3, "<resources> is never closed"),
        ("<resources>\n\n<string name=\"a\">Tom & Jerry</string></resources>", 3, "\"&\" that starts no reference"),
        ("<resources><string name=\"a\">&nbsp;</string></resources>", 1, "unknown entity &nbsp;"),
        ("<resources>\n<string name=\"a\">a < b</string></resources>", 2, "\"<\" that starts no tag"),
        ("<resources/>\n<resources/>", 2, "a second root element"),
        ("stray <resources/>", 1, "text outside the root element"),
        ("<resources>\n<string name=\"a\" name=\"b\">x</string></resources>", 2, "attribute name given twice"),
        ("<resources>\n<string name=a>x</string></resources>", 2, "value not quoted"),
        ("<resources>\n<!-- never closed </resources>", 2, "comment not closed"),
        ("<resources><string name=\"a\"><![CDATA[x</string></resources>", 1, "CDATA section not closed"),
        ("", 1, "no root element"),
        ("<resources><string name=\"a\">&#0;</string></resources>", 1, "bad character reference"),
    ])
    func notWellFormedIsALocatedError(text: String, line: Int, reason: String) {
        #expect {
            try parse(text)
        } throws: { error in
            guard case let CatalogError.malformed(file, errorLine, _, _, message) = error else { return false }
            return file == "values/strings.xml" && errorLine == line && message.contains(reason)
        }
    }

    @Test func invalidUTF8IsNamedByLine() {
        var bytes = Array("<resources>\n<string name=\"a\">ok</string>\n<string name=\"b\">".utf8)
        bytes += [0xC3, 0x28] + Array("</string></resources>".utf8)
        #expect {
            try AndroidStringsReader.parse(Data(bytes), file: "values/strings.xml")
        } throws: { error in
            guard case let CatalogError.malformed(_, line, _, _, reason) = error else { return false }
            return line == 3 && reason.contains("not valid UTF-8")
        }
    }

    @Test func aStringSpanningManyLinesKeepsItsStartLine() throws {
        let strings = try parse("<resources>\n<string name=\"a\">one\ntwo\nthree</string>\n<string name=\"b\">x</string>\n</resources>")
        #expect(strings.map(\.location.line) == [2, 5])
        #expect(strings[0].value == .text("one two three"))
    }
}
