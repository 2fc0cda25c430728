import Foundation
import StringCatalogs
import TestSupport
import Testing

/// Android resource files are read as aapt reads them (expat: UTF-8, or UTF-16 with a
/// byte-order mark or recognised from its first `<`); what is skipped says why.
@Suite("Android resource encodings and skipped files")
struct ResourceEncodingTests {
    static let utf16Body = #"<?xml version="1.0" encoding="utf-16"?><resources><string name="hello">Hallo wörld 😀</string></resources>"#

    func project() throws -> URL {
        let root = try Fixtures.temporaryDirectory("android-encodings")
        func write(_ path: String, _ data: Data) throws {
            let url = root.appendingPathComponent("res/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try write("values/strings.xml", Data(#"<resources><string name="hello">Hello</string></resources>"#.utf8))
        try write("values-de/strings.xml", Self.utf16Body.data(using: .utf16LittleEndian)!)               // no BOM
        try write("values-fr/strings.xml", Data([0xFE, 0xFF]) + Self.utf16Body.data(using: .utf16BigEndian)!)  // BOM, big-endian
        try write("values-es/strings.xml", Self.utf16Body.data(using: .utf16BigEndian)!)                  // no BOM, big-endian
        try write("values-it/strings.xml", Data([0xFF, 0xFE]) + Self.utf16Body.data(using: .utf16LittleEndian)!)
        try write("values-pt/strings.xml", Data())
        try write("values-nl/strings.xml", Data("  \n".utf8))
        return root
    }

    @Test func utf16ResourceFilesAreReadWithOrWithoutAByteOrderMark() throws {
        var skipped: [String] = []
        let android = try AndroidStringsReader.read(paths: [try project()], sourceLanguage: "en", skipped: &skipped)
        for language in ["de", "fr", "es", "it"] {
            #expect(android.languages[language]?["hello"]?.value == .text("Hallo wörld 😀"), "\(language): \(skipped)")
        }
    }

    @Test func emptyResourceFilesAreSkippedSayingWhy() throws {
        var skipped: [String] = []
        _ = try AndroidStringsReader.read(paths: [try project()], sourceLanguage: "en", skipped: &skipped)
        #expect(skipped.contains { $0.hasPrefix("res/values-pt/strings.xml: empty file") }, "\(skipped)")
        #expect(skipped.contains { $0.hasPrefix("res/values-nl/strings.xml: empty file") }, "\(skipped)")
        #expect(skipped.filter { $0.contains("values-pt") }.first?.contains("aapt") == true)
    }

    @Test func parseReadsUTF16WithoutAByteOrderMark() throws {
        let strings = try AndroidStringsReader.parse(Self.utf16Body.data(using: .utf16LittleEndian)!, file: "values-de/strings.xml")
        #expect(strings.first?.value == .text("Hallo wörld 😀"))
    }
}
