import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 24 (issue #18), and round 23's byte-order mark before a key,
/// on our own text, beside the legitimate neighbour each rule must pass.
@Suite("Recall round 24")
struct RecallRound24Tests {
    /// Element X's Korean `.strings` with a U+FEFF before a key: Apple's reader stops there
    /// and the rest never loads (swift-corelibs-foundation's PropertyListSerialization keeps
    /// "a" alone). One note naming the entries lost; the file is still read as written. A
    /// no-break space after a key makes Apple reject the whole file; a line separator is space.
    @Test func strayCharactersBetweenTokensAreReadAsApplesReaderDoes() throws {
        let stopped = try StringsFileParser.parseEntries(bytes: Array("\"a\" = \"1\";\n\u{FEFF}\"b\" = \"2\";\n\"c\" = \"3\";\n".utf8), file: "ko.lproj/L.strings")
        #expect(stopped.strings.map(\.key) == ["a", "b", "c"])
        #expect(stopped.refused == [.readDifferently(file: "ko.lproj/L.strings", line: 2, key: "b",
                                                      reason: "Apple's reader stops at U+FEFF (byte-order mark) where a key should start: the 2 entries from here on never load")])
        let rejected = try StringsFileParser.parseEntries(bytes: Array("\"a\" = \"1\";\n\"b\"\u{00A0}= \"2\";\n".utf8), file: "x.strings")
        #expect(rejected.refused.map(\.description) == ["x.strings:2: key \"b\": Apple's reader rejects the whole file (U+00A0 (no-break space) after the key): none of its strings load"])
        #expect(try StringsFileParser.parseEntries(bytes: Array("\u{FEFF}\"a\" = \"1\";\n\u{2028}\"b\" = \"2\";\n\u{FEFF}".utf8), file: "x.strings").refused.isEmpty)
        // Apple's shortcut `"key";` is a value equal to its key.
        #expect(try StringsFileParser.parse(Data("\"Yes\";\n\"b\" = \"2\";".utf8), file: "x.strings").map(\.value) == [.text("Yes"), .text("2")])
    }

    /// Home Assistant's `\u203A` in every `.strings` file: Apple's escape is `\U`, so users
    /// see "u203A" — a finding of the source; `\U203A` is "›".
    @Test func aLowercaseUnicodeEscapeInStringsShowsAsWritten() throws {
        let strings = try StringsFileParser.parse(Data(#""a" = "Settings \u203A %@"; "b" = "Settings \U203A %@";"#.utf8), file: "en.lproj/L.strings")
        #expect(strings.map(\.value) == [.text("Settings u203A %@"), .text("Settings › %@")])
        #expect(CatalogChecker.sourceTextProblem("Settings u203A %@", platform: .apple)?.hasPrefix("\"u203A\" shows as written: a .strings file's Unicode escape is \\U203A") == true)
        #expect(CatalogChecker.sourceTextProblem("Settings › %@", platform: .apple) == nil)
    }

    /// Mastodon's Persian "days left" whose `other` form starts with U+200E (its `one` with
    /// U+200F, as it should): the form is named.
    @Test func aLeftToRightStartInAPluralFormIsFound() throws {
        let files = [("res/values/strings.xml", resources(pluralResource("days", [("one", "%d day left"), ("other", "%d days left")]))),
                     ("res/values-fa/strings.xml", resources(pluralResource("days", [("one", "\u{200F}%d روز باقی‌مانده"), ("other", "\u{200E}%d روز باقی‌مانده")])))]
        let findings = try androidOnlyFindings(files, folder: "round24-ltr-plural").filter { $0.detail.contains("U+200E") }
        #expect(languagesAndKeys(findings) == ["fa days"], "\(findings)")
        #expect(findings.count == 1 && findings[0].detail.hasPrefix("other form starts with U+200E"), "\(findings)")
    }

    /// Mastodon's Traditional "隐私政策 - %@", Simplified's text with one Simplified
    /// character (隐): one is enough where the text is the other script's translation.
    @Test func oneSimplifiedCharacterInAPastedTextIsFound() throws {
        var source: [(String, String)] = [("privacy", "Privacy Policy - %1$s"), ("sleep", "Sleep")]
        var hans = ["隐私政策 - %1$s", "睡眠"], hant = ["隐私政策 - %1$s", "睡眠"]
        for index in 0..<60 {
            source.append(("k\(index)", "Text \(index)"))
            hans.append(index < 2 ? "隐藏文本\(index)" : "文本\(index)")
            hant.append("文字\(index)")
        }
        let findings = try androidTranslationFindings(source, ["zh-rCN": hans, "zh-rTW": hant], folder: "round24-chinese")
            .filter { $0.detail.contains("Simplified characters to readers of Traditional Chinese") }
        #expect(languagesAndKeys(findings) == ["zh-Hant-TW privacy"], "\(findings)")
        #expect(findings.first?.detail.contains("its character 隐 appears nowhere else") == true, "\(findings)")
    }

    /// Home Assistant's `camera_tile_n` defined twice alike in one `values/strings.xml`:
    /// aapt2 stops the build whatever the values. Alike in one Apple table is harmless.
    @Test func aKeyDefinedTwiceAlikeOnAndroidIsAConflict() throws {
        let findings = try androidOnlyFindings([("res/values/strings.xml", stringResources([("tile", "Camera tile #%d"), ("other", "x"), ("tile", "Camera tile #%d")]))],
                                               folder: "round24-duplicate").filter { $0.kind == .conflictingDefinition }
        #expect(findings.map(\.key) == ["tile"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("defined 2 times alike, \"Camera tile #%d\"") == true, "\(findings)")
        let apple = try appleOnlyFindings([("en.lproj/Localizable.strings", appleStrings([("tile", "Camera"), ("tile", "Camera")]))], folder: "round24-duplicate-apple")
        #expect(!apple.contains { $0.kind == .conflictingDefinition }, "\(apple)")
    }

    /// Element X's Ukrainian "\u{FEFF}Їжа та напої" and Bitwarden's Japanese hint turned into
    /// "????…"; a source that asks "??" and a Spanish "¿?" are none.
    @Test func aByteOrderMarkAndLostCharactersAreFound() {
        #expect(TextShapeCheck.shape("Food & Drink", "\u{FEFF}Їжа та напої")?.hasPrefix("a byte-order mark (U+FEFF) at the start of the text") == true)
        #expect(TextShapeCheck.shape("A hint can help you.", "?????????????????")?.hasSuffix("characters lost in a conversion to an encoding without them") == true)
        #expect(TextShapeCheck.shape("Really??", "Wirklich???") == nil)
        #expect(TextShapeCheck.shape("Why?", "¿Por qué?") == nil)
    }

    /// Bitwarden's Turkish "android-app://" where the source and 54 of 58 translations keep
    /// the app's own scheme "androidapp://"; an address after a scheme is compared as one.
    @Test func aBareSchemeIsKept() throws {
        #expect(CatalogChecker.bareSchemes(in: "Use https://, http://, or androidapp://") == ["https://", "http://", "androidapp://"])
        #expect(CatalogChecker.bareSchemes(in: "Open https://bitwarden.com") == [])
        let source = [("format", "Invalid format. Use https://, http://, or androidapp://")]
        let texts = ["de": ["Ungültiges Format. Verwende https://, http:// oder androidapp://"],
                     "fr": ["Format invalide. Utilisez https://, http:// ou androidapp://"],
                     "it": ["Formato non valido. Usa https://, http:// o androidapp://"],
                     "nl": ["Ongeldig formaat. Gebruik https://, http:// of androidapp://"],
                     "tr": ["Geçersiz biçim. https://, http:// veya android-app:// kullanın"]]
        let findings = try androidTranslationFindings(source, texts, folder: "round24-scheme").filter { $0.detail.contains("androidapp://") }
        #expect(languagesAndKeys(findings) == ["tr format"], "\(findings)")
    }
}
