import Foundation
@testable import localeshot
import SnapshotCore
import StringCatalogs
import Testing

/// The hand-written report JSON is byte for byte what JSONEncoder writes with the options
/// the report used (`[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`).
@Suite("catalog check --json writer")
struct CatalogReportJSONTests {
    struct Location: Encodable { let file: String; let line: Int? }
    struct Item: Encodable { let key: String; let kind: String; let locations: [Location]; let message: String }
    struct Report: Encodable { let counts: [String: Int]; let empty: [String: Int]; let items: [Item]; let none: [Item] }

    /// Every ASCII byte (controls, quote, backslash, slash), DEL, non-ASCII text.
    static let awkward = String(decoding: Array(0x00...0x7F), as: UTF8.self) + "/é中😀\u{202E}\u{85}"

    func written(_ report: Report) -> [UInt8] {
        var json = PrettyJSONWriter(strings: .asJSONEncoder)
        json.object { json in
            json.member("counts", report.counts)
            json.member("empty", report.empty)
            for (name, items) in [("items", report.items), ("none", report.none)] {
                json.key(name)
                json.array { json in
                    for item in items {
                        json.element()
                        json.object { json in
                            json.member("key", item.key)
                            json.member("kind", item.kind)
                            json.key("locations")
                            CatalogReportJSON.write(item.locations.map { CatalogReportJSON.Location(file: $0.file, line: $0.line) }, to: &json)
                            json.member("message", item.message)
                        }
                    }
                }
            }
        }
        return json.bytes
    }

    @Test func matchesJSONEncoder() throws {
        let report = Report(counts: ["zh-Hant": 3, "zh-HK": 2, "b": -1, "B": 0, Self.awkward: 10, "é": 1], empty: [:],
                            items: [Item(key: Self.awkward, kind: "k", locations: [], message: ""),
                                    Item(key: "a", kind: "b", locations: [Location(file: "x/y.strings", line: 12), Location(file: Self.awkward, line: nil)],
                                         message: "say \"hi\"\n\t(a:1)")],
                            none: [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let expected = Array(try encoder.encode(report))
        #expect(String(decoding: written(report), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(written(report) == expected)
    }

    /// A summary's `covers` is written as JSONEncoder writes `{"file", "key", "line"}` objects
    /// (no `line`, no `file` when the string has no place), and nothing for a finding about one string.
    @Test func coversMatchJSONEncoder() throws {
        struct Covered: Encodable { let file: String?; let key: String; let line: Int? }
        let covers = [CatalogFinding.Covered(key: "b.title", location: "en.lproj/Localizable.strings:12"),
                      CatalogFinding.Covered(key: Self.awkward, location: nil), CatalogFinding.Covered(key: "c", location: "a:b:7")]
        var json = PrettyJSONWriter(strings: .asJSONEncoder)
        CatalogReportJSON.write(covers, to: &json)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let expected = try encoder.encode([Covered(file: "en.lproj/Localizable.strings", key: "b.title", line: 12), Covered(file: nil, key: Self.awkward, line: nil),
                                           Covered(file: "a:b", key: "c", line: 7)])
        #expect(String(decoding: json.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    /// The fast path splits as `split(separator: ":")` did, empty parts dropped.
    @Test(arguments: ["a/b.xml:12", "a:b:3", "a::b:3", ":a:3", "a:3:", "noline", "a:b", "a:", ":", "", "d/é.strings:007", "a:-2"])
    func locationsSplitAsBefore(text: String) {
        let parts = text.split(separator: ":")
        let location = CatalogReportJSON.location(text)
        #expect(location.file == parts.dropLast().joined(separator: ":"))
        #expect(location.line == parts.last.flatMap { Int($0) })
    }
}
