import Countries
import Testing

@Suite("CountryCode parsing")
struct CountryCodeParsingTests {
    static let malformed: [(String, CountryCodeError)] = [
        ("", .wrongLength(input: "", scalarCount: 0)),
        ("D", .wrongLength(input: "D", scalarCount: 1)),
        ("DEU", .wrongLength(input: "DEU", scalarCount: 3)),
        ("276", .wrongLength(input: "276", scalarCount: 3)),
        ("Germany", .wrongLength(input: "Germany", scalarCount: 7)),
        ("🇩🇪", .notASCIILetters(input: "🇩🇪")),
        ("D1", .notASCIILetters(input: "D1")),
        ("D-", .notASCIILetters(input: "D-")),
        ("ÄT", .notASCIILetters(input: "ÄT")),
        ("ＤＥ", .notASCIILetters(input: "ＤＥ")),
        ("D\u{0}", .notASCIILetters(input: "D\u{0}")),
        ("de", .notUppercase(input: "de", canonical: "DE")),
        ("De", .notUppercase(input: "De", canonical: "DE")),
        ("dE", .notUppercase(input: "dE", canonical: "DE")),
        (" DE", .surroundingWhitespace(input: " DE")),
        ("DE\n", .surroundingWhitespace(input: "DE\n")),
        ("\tFR ", .surroundingWhitespace(input: "\tFR ")),
        ("D E", .wrongLength(input: "D E", scalarCount: 3)),
        ("AB", .unassigned(code: "AB")),
        ("JJ", .unassigned(code: "JJ")),
        ("EU", .reserved(code: "EU", .init(kind: .exceptionallyReserved, note: "European Union"))),
        ("UN", .reserved(code: "UN", .init(kind: .exceptionallyReserved, note: "United Nations"))),
        ("UK", .reserved(code: "UK", .init(kind: .exceptionallyReserved, note: "United Kingdom (use GB)"))),
        ("SU", .reserved(code: "SU", .init(kind: .exceptionallyReserved, note: "USSR"))),
        ("FX", .reserved(code: "FX", .init(kind: .exceptionallyReserved, note: "France, Metropolitan"))),
        ("YU", .reserved(code: "YU", .init(kind: .transitionallyReserved, note: "Yugoslavia"))),
        ("CS", .reserved(code: "CS", .init(kind: .transitionallyReserved, note: "Serbia and Montenegro"))),
        ("AN", .reserved(code: "AN", .init(kind: .transitionallyReserved, note: "Netherlands Antilles"))),
        ("XK", .reserved(code: "XK", .init(kind: .userAssigned, note: "used for Kosovo by convention"))),
        ("XX", .reserved(code: "XX", .init(kind: .userAssigned, note: "free for private use"))),
        ("QZ", .reserved(code: "QZ", .init(kind: .userAssigned, note: "free for private use"))),
        ("ZZ", .reserved(code: "ZZ", .init(kind: .userAssigned, note: "free for private use"))),
        ("AA", .reserved(code: "AA", .init(kind: .userAssigned, note: "free for private use"))),
        ("RA", .reserved(code: "RA", .init(kind: .indeterminatelyReserved, note: "Argentina (vehicles)"))),
    ]

    @Test(arguments: malformed)
    func refusesMalformedInput(input: String, expected: CountryCodeError) {
        #expect(throws: expected) { try CountryCode(parsing: input) }
    }

    @Test func triesEnoughMalformedInputs() {
        #expect(Self.malformed.count >= 25)
    }

    @Test func userAssignedIsNotQL() {
        // QM–QZ are user-assigned, QA (Qatar) is assigned and QL is plainly unassigned.
        #expect(throws: CountryCodeError.unassigned(code: "QL")) { try CountryCode(parsing: "QL") }
        #expect((try? CountryCode(parsing: "QA"))?.alpha2 == "QA")
    }

    @Test func errorsSayWhy() {
        #expect(CountryCodeError.notUppercase(input: "de", canonical: "DE").description.contains("did you mean \"DE\""))
        #expect(CountryCodeError.reserved(code: "EU", .init(kind: .exceptionallyReserved, note: "European Union"))
            .description.contains("exceptionally reserved"))
        #expect(CountryCodeError.wrongLength(input: "\u{0}", scalarCount: 1).description.contains("\\0"))
    }

    @Test func everyAssignedCodeParsesToItself() throws {
        for code in CountryCode.allAssigned {
            #expect(try CountryCode(parsing: code.alpha2) == code)
        }
    }
}
