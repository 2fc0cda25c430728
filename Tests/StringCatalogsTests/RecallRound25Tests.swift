import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 25 (issue #18), whose planters were asked for classes outside
/// the brief's list, on our own text, beside the legitimate neighbour each rule must pass.
@Suite("Recall round 25")
struct RecallRound25Tests {
    /// Nextcloud's French Word line break (a raw U+000B): aapt2's XML parser refuses the file.
    /// `&#11;` is refused too; a tab and line ends are text.
    @Test func aControlCharacterXMLForbidsMakesTheFileUnreadable() throws {
        #expect { try AndroidStringsReader.parse(bytes: Array(resources("<string name=\"a\">partage\u{0B}de ce fichier</string>").utf8), file: "values-fr/strings.xml") }
            throws: { "\($0)".contains("U+000B, a character XML does not allow") }
        #expect { try AndroidStringsReader.parse(bytes: Array(resources("<string name=\"a\">x&#11;y</string>").utf8), file: "x.xml") } throws: { "\($0)".contains("&#11; is U+000B") }
        #expect(try AndroidStringsReader.parse(bytes: Array(resources("<string name=\"a\">tab\there\r\nend</string>").utf8), file: "x.xml").count == 1)
    }

    /// Bitwarden's Turkish "%i karakter", a C length modifier, Home Assistant's "%#d": Java
    /// throws on each. `%d`, `%1$s`, `%tY` and an address's "%26utm" (a width) are none.
    @Test func cConversionsJavaDoesNotKnowAreInvalid() {
        #expect(SpecifierCheck.problems(in: "%i karakter", platform: .android).first?.hasPrefix("malformed \"%i\": %i is C's") == true)
        #expect(SpecifierCheck.problems(in: "%1$ld items", platform: .android).first?.contains("C's length modifier \"l\"") == true)
        #expect(SpecifierCheck.problems(in: "Camera tile %#d", platform: .android).first?.contains("the # flag on %d") == true)
        #expect(SpecifierCheck.problems(in: "%d items in %1$s", platform: .android).allSatisfy { !$0.contains("no Java") })
        #expect(SpecifierCheck.javaUnknownConversion("%26u") == nil)
        #expect(SpecifierCheck.javaUnknownConversion("%1$tY") == nil)
        #expect(SpecifierCheck.problems(in: "%ld items", platform: .apple).isEmpty)
    }

    /// Wikipedia's Italian "!!FUZZY!!", Russian `{{PLURAL:$1|…}}`, Bitwarden's Japanese Crowdin
    /// placeholder: shown as written. Braces the app fills (`{name}`) are another check's.
    @Test func aToolsMarkerIsFound() {
        #expect(TextShapeCheck.shape("%s removed from history", "!!FUZZY!!%s rimosso dalla cronologia")?.hasPrefix("\"!!FUZZY!!\" shows as written") == true)
        #expect(TextShapeCheck.shape("Available in %d other languages", "Доступно на %d {{PLURAL:$1|другом языке|других языках}}")?
            .hasPrefix("\"{{PLURAL:$1|другом языке|других языках}}\" shows as written") == true)
        #expect(TextShapeCheck.toolMarker("crwdns4418163:0crwdne4418163:0") == "crwdns4418163:0crwdne4418163:0")
        #expect(TextShapeCheck.toolMarker("Hello {name}, {{count}} left") == nil)
    }

    /// Element X's Italian "l''avatar", ownCloud's "dall´esecuzione", Element X's half-width
    /// "ｱｶｳﾝﾄ", Home Assistant's French "1?? 2??" for keycap emoji, Nextcloud's German
    /// "nutzen.r⏎" (`\r\n`): each found; quotes of two apostrophes around an argument, a
    /// full-width "アカウント", and "Fahrer⏎" are none.
    @Test func whatToolsAndKeyboardsLeaveIsFound() {
        #expect(TextShapeCheck.apostropheStandIn("Hai cambiato l''avatar") == "l''a")
        #expect(TextShapeCheck.apostropheStandIn("Tieni traccia dall´esecuzione") == "l´e")
        #expect(TextShapeCheck.apostropheStandIn("ߞߍ߫: ''%s''ߡߊ߬") == nil)
        #expect(TextShapeCheck.halfWidthKatakana("ｱｶｳﾝﾄを管理") == "ｱｶｳﾝﾄ")
        #expect(TextShapeCheck.halfWidthKatakana("アカウントを管理") == nil)
        #expect(TextShapeCheck.emojiLostToQuestionMarks("Steps: 1\u{FE0F}\u{20E3} 2\u{FE0F}\u{20E3}", "Étapes : 1?? 2??"))
        #expect(!TextShapeCheck.emojiLostToQuestionMarks("Steps: 1\u{FE0F}\u{20E3}", "Étapes : 1\u{FE0F}\u{20E3}?"))
        #expect(TextShapeCheck.shape("Use it.\nDownload: %2$s", "Nutze es.r\nHerunterladen: %2$s")?.hasPrefix("a stray \"r\" before a line break") == true)
        #expect(!TextShapeCheck.strayCarriageReturnLetter("Fahrer\nweiter"))
    }

    /// Nextcloud's Vietnamese stored decomposed: a hint (it looks the same); Bengali's
    /// decomposed letters and Vietnamese written composed are none.
    @Test func aDecomposedLatinWordIsAHint() throws {
        #expect(TextShapeCheck.decomposedLatinWord("Đa\u{303} xảy ra lỗi") == "Đa\u{303}")
        #expect(TextShapeCheck.decomposedLatinWord("Đã xảy ra lỗi") == nil)
        #expect(TextShapeCheck.decomposedLatinWord("সহায\u{9BC}তায") == nil)
        let findings = try androidTranslationFindings([("error", "An error occurred")], ["vi": ["Đa\u{303} xảy ra lỗi"]], folder: "round25-nfd")
            .filter { $0.detail.contains(TextShapeCheck.decomposedWording) }
        #expect(findings.map(\.severity) == [.hint], "\(findings)")
    }

    /// Element X's German `“Abbrechen”` (curly quotes typed as the file's quoting); a
    /// Lithuanian name in quotes, „Google Play“, keeps the source's words and is none.
    @Test func aTextStandingInQuotesIsFound() {
        #expect(TextShapeCheck.shape("Cancel", "“Abbrechen”")?.hasPrefix("the whole text stands in quotation marks (“…”)") == true)
        #expect(TextShapeCheck.shape("Google Play", "„Google Play“") == nil)
        #expect(TextShapeCheck.enclosingQuotes("„Eins“ und „Zwei“") == nil)
    }

    /// Bitwarden's Belarusian "Bitwаrden" (a Cyrillic а) and Home Assistant's Bulgarian
    /// "Отворенo" (a Latin o); a look-alike a language writes in three words is its habit
    /// (Sakha's h for һ) and none.
    @Test func aLookAlikeLetterOfAnotherScriptIsFound() throws {
        #expect(CatalogChecker.lookAlikeWord("Увайсці ў Bitwаrden")?.word == "Bitwаrden")
        #expect(CatalogChecker.lookAlikeWord("Отворенo")?.letter == "o")
        #expect(CatalogChecker.lookAlikeWord("кôд") == nil, "ô is no look-alike of a Cyrillic letter")
        let source = [("login", "Log in to Bitwarden"), ("open", "Open"), ("a", "Word one"), ("b", "Word two"), ("c", "Word three")]
        let findings = try androidTranslationFindings(source, ["be": ["Увайсці ў Bitwаrden", "Адкрыта", "Слова", "Слова два", "Слова тры"],
                                                               "sah": ["Киир", "Аhaҕас", "Тылh", "Иккиh", "Үсh"]], folder: "round25-lookalike")
            .filter { $0.detail.contains("mixes scripts") }
        #expect(languagesAndKeys(findings) == ["be login"], "\(findings)")
    }

    /// Wikipedia's Serbian holding its Latin variant's "Ne mogu se povezati na internet.";
    /// a Serbian written in Latin throughout (Nextcloud's `sr-rSP`) and an address are none.
    @Test func aLatinVariantsTextInACyrillicLanguageIsFound() throws {
        var source: [(String, String)] = [("network", "Cannot connect to the internet."), ("url", "https://example.org/help")]
        var cyrillic = ["Ne mogu se povezati na internet.", "https://example.org/help/sr"]
        var latin = ["Ne mogu se povezati na internet.", "https://example.org/help/sr"]
        for index in 0..<60 {
            source.append(("k\(index)", "Text number \(index)"))
            cyrillic.append("Текст број \(index)")
            latin.append("Tekst broj \(index)")
        }
        let findings = try androidTranslationFindings(source, ["sr": cyrillic, "b+sr+Latn": latin, "sr-rSP": latin], folder: "round25-serbian")
            .filter { $0.detail.contains("without the Cyrillic letters") }
        #expect(languagesAndKeys(findings) == ["sr network"], "\(findings)")
    }

    /// Element X's German `.stringsdict` whose format key became "%1$d Mitglieder": iOS never
    /// reads the plural rule. A format naming its variable, positional too, is none.
    @Test func aStringsdictFormatNamingNoVariableIsFound() throws {
        func plist(_ format: String) -> Data {
            Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>members</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>COUNT</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%1$d Mitglied</string><key>other</key><string>%1$d Mitglieder</string>
            </dict></dict></dict></plist>
            """.utf8)
        }
        let flattened = try StringsDictParser.parseEntries(plist("%1$d Mitglieder"), file: "de.lproj/L.stringsdict")
        #expect(flattened.refused.first?.description.contains("names no variable, so iOS never reads the plural rule COUNT") == true, "\(flattened.refused)")
        #expect(try StringsDictParser.parseEntries(plist("%#@COUNT@"), file: "x.stringsdict").refused.isEmpty)
        #expect(try StringsDictParser.parseEntries(plist("%1$#@COUNT@"), file: "x.stringsdict").refused.isEmpty)
        #expect(try StringsDictParser.parseEntries(plist("%#@COUNTS@"), file: "x.stringsdict").refused.first?.description.contains("names the variable COUNTS") == true)
    }
}

/// Round 25's readers stay bounded on a hostile text: 60,000 repetitions of what each looks
/// for, none closed. The first wikitext reader, a pattern searched from every "{{" to the
/// next "}}", took 34 s on 20,000 "{{PLURAL:" and 126 s on 40,000.
@Suite("Recall round 25 checks in linear time")
struct RecallRound25LinearTests {
    @Test(.timeLimit(.minutes(3)))
    func repeatedMarkersQuotesAndMixedWordsAreReadInLinearTime() {
        let source = "Plain text"
        #expect(TextShapeCheck.toolMarker(String(repeating: "{{PLURAL:", count: 60_000))?.hasSuffix("…") == true)
        #expect(TextShapeCheck.toolMarker(String(repeating: "crwdns1:", count: 60_000)) == nil)
        #expect(TextShapeCheck.apostropheStandIn(String(repeating: "l''", count: 60_000)) == "l''l")
        #expect(TextShapeCheck.enclosingQuotes("“" + String(repeating: "x“", count: 60_000)) == nil)
        #expect(CatalogChecker.lookAlikeWord(String(repeating: "Bitwаrden ", count: 60_000))?.word == "Bitwаrden")
        #expect(TextShapeCheck.decomposedLatinWord(String(repeating: "a\u{301}", count: 60_000)) != nil)
        #expect(TextShapeCheck.shape(source, String(repeating: "ｱ r\n''´", count: 60_000)) != nil)
    }
}
