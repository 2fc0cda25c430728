import Foundation
import StringCatalogs
import TestSupport
import Testing

/// Catalog files as an attacker (or an accident) makes them: entity bombs, external entities,
/// huge files, links and FIFOs. Each gets a clear error naming the file, fast.
@Suite("Hostile catalog files")
struct HostileCatalogTests {
    func parse(_ xml: String) throws(CatalogError) -> [CatalogString] {
        try AndroidStringsReader.parse(Data(xml.utf8), file: "values/strings.xml")
    }

    @Test func billionLaughsIsRefusedByName() {
        let lol = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>
        <resources><string name="a">&lol2;</string></resources>
        """
        #expect { try parse(lol) } throws: { "\($0)".contains("values/strings.xml:2") && "\($0)".contains("billion laughs") }
    }

    @Test func externalAndParameterEntitiesAreRefused() {
        let external = #"<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><resources><string name="a">&xxe;</string></resources>"#
        #expect { try parse(external) } throws: { "\($0)".contains("external entity \"xxe\" refused") }
        let parameter = #"<!DOCTYPE r [<!ENTITY % p "x">]><resources/>"#
        #expect { try parse(parameter) } throws: { "\($0)".contains("parameter entity refused") }
    }

    @Test func plainInternalEntityStillWorks() throws {
        let strings = try parse(#"<!DOCTYPE resources [<!ENTITY app "Scores">]><resources><string name="title">&app; live</string></resources>"#)
        #expect(strings.map(\.value) == [.text("Scores live")])
    }

    @Test func entityExpansionOverTheCapIsRefused() {
        let value = String(repeating: "x", count: 1000)
        let references = String(repeating: "&big;", count: 9000)
        let xml = "<!DOCTYPE r [<!ENTITY big \"\(value)\">]><resources><string name=\"a\">\(references)</string></resources>"
        #expect { try parse(xml) } throws: { "\($0)".contains("could expand to") }
    }

    @Test func hugeLinkedAndSpecialFilesAreRefusedFast() throws {
        let res = try Fixtures.temporaryDirectory("hostile-res")
        let values = res.appendingPathComponent("values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        let file = values.appendingPathComponent("strings.xml")
        let start = Date()
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil) && truncate(file.path, 200 << 20) == 0)
        // A file inside the project that cannot be read is a finding; the rest is still checked.
        let oversized = try AndroidStringsReader.read(resources: res, sourceLanguage: "en")
        #expect(oversized.problems.count == 1 && oversized.problems[0].kind == .unreadable
                && oversized.problems[0].detail.contains("over the 134217728-byte limit") && oversized.problems[0].location == "values/strings.xml:1")
        try FileManager.default.removeItem(at: file)
        // A FIFO or a link is never opened or followed: an `unreadable` finding for that file,
        // and the run goes on (it used to stop the whole check).
        #expect(mkfifo(file.path, 0o644) == 0)
        let fifo = try AndroidStringsReader.read(resources: res, sourceLanguage: "en")
        #expect(fifo.problems.count == 1 && fifo.problems[0].kind == .unreadable && fifo.problems[0].detail.contains("a FIFO"))
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/etc/passwd")
        let link = try AndroidStringsReader.read(resources: res, sourceLanguage: "en")
        #expect(link.problems.count == 1 && link.problems[0].kind == .unreadable && link.problems[0].detail.contains("a symbolic link"))
        #expect(Date().timeIntervalSince(start) < 5)
    }
}
