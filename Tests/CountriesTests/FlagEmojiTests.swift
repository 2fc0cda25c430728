import Countries
import Testing

@Suite("Flag emoji")
struct FlagEmojiTests {
    @Test func knownFlags() throws {
        #expect(try CountryCode(parsing: "DE").flagEmoji == "🇩🇪")
        #expect(try CountryCode(parsing: "SG").flagEmoji == "🇸🇬")
        #expect(try CountryCode(parsing: "DE").flagEmoji.unicodeScalars.map(\.value) == [0x1F1E9, 0x1F1EA])
    }

    @Test func roundTripForAllCodes() throws {
        var flags = Set<String>()
        for code in CountryCode.allAssigned {
            let flag = code.flagEmoji
            #expect(flag.unicodeScalars.count == 2)
            #expect(try CountryCode(flag: flag) == code)
            flags.insert(flag)
        }
        #expect(flags.count == 249)
    }

    @Test(arguments: ["", "DE", "🇩", "🇩🇪🇩", "🇩🇪 ", "🏳️", "🇩\u{200D}🇪", "🏴‍☠️"])
    func refusesNonFlags(input: String) {
        #expect(throws: FlagEmojiError.notTwoRegionalIndicators(input: input)) { try CountryCode(flag: input) }
    }

    @Test func refusesFlagsOfUnassignedCodes() {
        // 🇪🇺 is a real emoji, but EU is exceptionally reserved, not a country.
        #expect(throws: FlagEmojiError.self) { try CountryCode(flag: "🇪🇺") }
        #expect(throws: FlagEmojiError.self) { try CountryCode(flag: "🇽🇽") }
        do {
            _ = try CountryCode(flag: "🇺🇳")
            Issue.record("🇺🇳 accepted")
        } catch let FlagEmojiError.notAssigned(letters, cause) {
            #expect(letters == "UN")
            if case .reserved = cause {} else { Issue.record("unexpected cause \(cause)") }
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
