import Countries
import Testing

@Suite("ISO 3166-1 table")
struct CountryTableTests {
    let codes = CountryCode.allAssigned

    @Test func hasAll249AssignedCodesOnce() {
        #expect(codes.count == 249)
        #expect(Set(codes).count == 249)
        #expect(codes == codes.sorted())
    }

    @Test func numericCodesAreUniqueThreeDigits() {
        let numerics = codes.map(\.record.numeric)
        #expect(Set(numerics).count == 249)
        for numeric in numerics {
            #expect(numeric.count == 3 && numeric.allSatisfy(\.isASCII) && Int(numeric) != nil,
                    "numeric \(numeric)")
        }
    }

    @Test(arguments: [
        ("DE", "276", M49Region.europe, M49SubRegion.westernEurope),
        ("JP", "392", .asia, .easternAsia),
        ("SG", "702", .asia, .southEasternAsia),
        ("BR", "076", .americas, .latinAmericaAndTheCaribbean),
        ("AF", "004", .asia, .southernAsia),
        ("KE", "404", .africa, .subSaharanAfrica),
        ("EG", "818", .africa, .northernAfrica),
        ("NZ", "554", .oceania, .australiaAndNewZealand),
        ("US", "840", .americas, .northernAmerica),
        ("GB", "826", .europe, .northernEurope),
        ("AX", "248", .europe, .northernEurope),
    ])
    func spotChecks(alpha2: String, numeric: String, region: M49Region, subRegion: M49SubRegion) throws {
        let record = try CountryCode(parsing: alpha2).record
        #expect(record.numeric == numeric)
        #expect(record.region == region)
        #expect(record.subRegion == subRegion)
    }

    @Test func intermediateRegionsNestInTheirSubRegion() {
        for code in codes {
            if let intermediate = code.record.intermediateRegion {
                #expect(intermediate.subRegion == code.record.subRegion, "\(code)")
            }
        }
        #expect(codes.filter { $0.record.region == nil }.map(\.alpha2) == ["AQ"])
    }

    @Test func filteringByRegionWorksOnCodes() throws {
        let europe = codes.filter(region: .europe)
        #expect(europe.contains(try CountryCode(parsing: "DE")))
        #expect(!europe.contains(try CountryCode(parsing: "JP")))
        let counts = M49Region.allCases.map { codes.filter(region: $0).count }
        #expect(counts.reduce(0, +) == 248, "every code but AQ is in exactly one region")
        #expect(codes.filter(subRegion: .westernEurope).map(\.alpha2)
                == ["AT", "BE", "CH", "DE", "FR", "LI", "LU", "MC", "NL"])
    }
}
