import Countries
import Testing

@Suite struct PseudoLocaleTests {
    @Test func accentedKeepsPlaceholdersAndMarkupIntact() {
        let out = PseudoLocale.accented.transform("Hello %1$s, you have <b>%2$d</b> new messages")
        #expect(out.hasPrefix("[Ĥéļļö »%1$s«"))
        #expect(out.contains("<b>»%2$d«</b>"))
        #expect(out.hasSuffix("]"))
        // Every placeholder and tag survives exactly once.
        for kept in ["%1$s", "%2$d", "<b>", "</b>"] {
            #expect(out.components(separatedBy: kept).count == 2, "\(kept) in \(out)")
        }
        // No ASCII letter of the source text is left outside placeholders, tags and the expansion.
        let body = out.components(separatedBy: " one")[0]
        let stripped = ["%1$s", "%2$d", "<b>", "</b>"].reduce(body) { $0.replacingOccurrences(of: $1, with: "") }
        #expect(!stripped.unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII && $0 != "q" })
    }

    /// The README's example row, exactly.
    @Test func theReadmeExample() {
        #expect(PseudoLocale.accented.transform("Choose %1$s team") == "[Çĥööšé »%1$s« ţéåḿ one two]")
        #expect(PseudoLocale.doubleLength.transform("Choose %1$s team") == "Choose Choose %1$s team team")
    }

    @Test func accentedExpandsByHalfForShortAndFullForLongText() {
        let short = PseudoLocale.accented.transform("Settings")      // 1 word, 8 characters
        #expect(short == "[Šéţţîñĝš one two]")
        let long = "The quick brown fox jumps"                          // 5 words, 25 characters
        let expanded = PseudoLocale.accented.transform(long)
        let expansion = expanded.dropFirst(long.count + 2).dropLast()
        #expect(expansion.count >= long.count)
        #expect(expansion.hasPrefix("one two three"))
        // Overall about 1.5–2× the source, bracketed.
        #expect(expanded.count >= long.count * 2)
    }

    @Test func accentedKeepsAppleAndICUArgumentsAndEscapes() {
        let out = PseudoLocale.accented.transform("%#@count@ left\\nat %1$@ – {0} · 50% off · %%")
        for kept in ["%#@count@", "%1$@", "{0}", "\\n", "%%"] { #expect(out.contains(kept), "\(kept) in \(out)") }
        #expect(out.contains("50% öƒƒ"))
    }

    @Test func bidiWrapsEveryWordInARightToLeftOverride() {
        let out = PseudoLocale.bidi.transform("Choose %1$s team")
        #expect(out == "\u{200F}\u{202E}Choose\u{202C}\u{200F} \u{200F}\u{202E}%1$s\u{202C}\u{200F} \u{200F}\u{202E}team\u{202C}\u{200F}")
        #expect(PseudoLocale.bidi.direction == .rightToLeft)
        #expect(MatrixLocale("ar-XB").direction == .rightToLeft)
        #expect(MatrixLocale("en-XA").direction == .leftToRight)
    }

    @Test func doubleLengthRepeatsTextButNotPlaceholders() {
        #expect(PseudoLocale.doubleLength.transform("You have %d messages") == "You have You have %d messages messages")
        #expect(PseudoLocale.doubleLength.transform("  ") == "  ")
        #expect(PseudoLocale.doubleLength.transform("<b>Bold</b>") == "<b>Bold Bold</b>")
    }

    @Test func pseudoLocalesAreValidLocalesInAnyCase() throws {
        #expect(try MatrixLocale(validating: "en-xa").identifier == "en-XA")
        #expect(try MatrixLocale(validating: "AR-XB").identifier == "ar-XB")
        #expect(try MatrixLocale(validating: "en-XD").pseudo == .doubleLength)
        #expect(MatrixLocale("de").pseudo == nil)
        #expect(MatrixLocale("de").display("Deutschland") == "Deutschland")
    }

    @Test func countryNamesArePseudolocalizedButTheFlagAndCodeAreNot() throws {
        let germany = try CountryCode(parsing: "DE")
        let row = germany.presentation(in: MatrixLocale("en-XA"))
        #expect(row.name.text == "[Ĝéŕḿåñý one]")
        #expect(row.flag == germany.flagEmoji)
        #expect(row.code == germany)
    }

    @Test func hostileInputIsLinearAndLossless() {
        let hostile = String(repeating: "<", count: 50_000) + String(repeating: "{", count: 50_000) + String(repeating: "%1$", count: 20_000)
        for pseudo in PseudoLocale.allCases {
            let out = pseudo.transform(hostile)
            #expect(!out.isEmpty)
        }
        // Every script and emoji pass through (only ASCII letters are accented).
        let mixed = "Ελλάδα 日本 مصر 🇩🇪 👩🏽‍💻"
        #expect(PseudoLocale.accented.transform(mixed).hasPrefix("[" + mixed + " "))
    }
}
