import Foundation
import StringCatalogs
import Testing

/// Reading costs time in proportion to the file: no check compares every attribute with every
/// other (40,000 attributes took 2.5 s and 200,000 over 60 s). A hang guard, not a timing:
/// `localeshot bench --scaling` measures the ratio.
@Suite("Resource XML reads in linear time")
struct LinearReadingTests {
    static func element(attributes count: Int, duplicate: Bool = false) -> Data {
        var text = "<resources><string name=\"k\""
        for index in 0..<count { text += " a\(index)=\"v\"" }
        if duplicate { text += " a\(count - 1)=\"again\"" }
        return Data((text + ">x</string></resources>").utf8)
    }

    @Test(.timeLimit(.minutes(3)))
    func twoHundredThousandAttributesReadInLinearTime() throws {
        let strings = try AndroidStringsReader.parse(Self.element(attributes: 200_000), file: "values/strings.xml")
        #expect(strings.map(\.key) == ["k"])
    }

    @Test func aDuplicateAmongManyAttributesIsStillFound() {
        #expect(throws: CatalogError.self) { try AndroidStringsReader.parse(Self.element(attributes: 50_000, duplicate: true), file: "values/strings.xml") }
        do {
            _ = try AndroidStringsReader.parse(Self.element(attributes: 50_000, duplicate: true), file: "values/strings.xml")
        } catch {
            #expect(error.description.contains("attribute a49999 given twice"))
        }
        #expect(throws: CatalogError.self) {
            try AndroidStringsReader.parse(Data("<resources><string name=\"k\" b=\"1\" name=\"2\">x</string></resources>".utf8), file: "values/strings.xml")
        }
    }
}
