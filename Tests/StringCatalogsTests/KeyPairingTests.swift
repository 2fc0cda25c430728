import Foundation
import StringCatalogs
import Testing

/// Apps whose platforms name keys differently: a key-map file, and pairing by source text.
@Suite("Key pairing")
struct KeyPairingTests {
    func catalog(_ platform: Platform, _ languages: [String: [(String, CatalogValue)]]) -> PlatformCatalog {
        PlatformCatalog(platform: platform, sourceLanguage: "en", languages: languages.mapValues { pairs in
            Dictionary(uniqueKeysWithValues: pairs.enumerated().map { index, pair in
                (pair.0, CatalogString(key: pair.0, value: pair.1, location: SourceLocation(file: "\(platform.rawValue).txt", line: index + 1)))
            })
        })
    }

    // MARK: The key-map file

    @Test func keyMapFileReadsPairsCommentsAndBlankLines() throws {
        let pairing = try KeyPairing(keyMapFile: "# android  apple\n\nnew_tab_menu_item\taction.title.tab.new\n  close_all   tabs.close-all  \n")
        #expect(pairing.androidKey(for: "action.title.tab.new") == "new_tab_menu_item")
        #expect(pairing.androidKey(for: "tabs.close-all") == "close_all")
        #expect(pairing.fromFile == 2 && pairing.byText == 0)
    }

    @Test(arguments: [
        ("a b\nc\n", 2, "expected two columns"),
        ("a b\nc d e\n", 2, "found 3"),
        ("a b\n# note\na c\n", 3, "android key \"a\" is already paired on line 1"),
        ("a b\nc b\n", 2, "apple key \"b\" is already paired on line 1"),
    ])
    func keyMapFileErrorsNameTheLine(text: String, line: Int, reason: String) {
        #expect { try KeyPairing(keyMapFile: text) } throws: { error in
            guard let error = error as? KeyPairing.FileError else { return false }
            return error.line == line && error.description.contains(reason)
        }
    }

    // MARK: Pairing by text

    @Test func normalizedTextUnifiesPlaceholdersMarkupAndQuotes() {
        #expect(KeyPairing.normalized(.text("Delete “%1$s”…")) == KeyPairing.normalized(.text("Delete \"%@\"...")))
        #expect(KeyPairing.normalized(.text("<b>New</b>  tab")) == "new tab")
        #expect(KeyPairing.normalized(.text("%1$d / %2$d")).isEmpty)  // no letters: never paired
    }

    @Test func onlyUniqueTextsPairAndPairedKeysAreChecked() {
        let android = catalog(.android, [
            "en": [("new_tab", .text("New tab")), ("ok_a", .text("OK")), ("ok_b", .text("OK")), ("shared_key", .text("Share"))],
            "de": [("new_tab", .text("Neuer Tab")), ("ok_a", .text("OK")), ("ok_b", .text("OK")), ("shared_key", .text("Teilen"))],
        ])
        let apple = catalog(.apple, [
            "en": [("action.tab.new", .text("New tab")), ("alert.ok", .text("OK")), ("shared_key", .text("Share"))],
            "de": [("action.tab.new", .text("New tab")), ("alert.ok", .text("OK")), ("shared_key", .text("Teilen"))],
        ])
        var checker = CatalogChecker(android: android, apple: apple, keyMapping: .identity, shippedLanguages: nil)
        #expect(!checker.findings().contains { $0.kind == .drift })
        checker.pairKeysByText()
        // "OK" is under two Android keys: ambiguous, not paired; shared_key matches by name.
        #expect(checker.keyPairing.appleToAndroid == ["action.tab.new": "new_tab"])
        #expect(checker.keyPairing.byText == 1)
        let drift = checker.findings().filter { $0.kind == .drift }
        #expect(drift.map(\.key) == ["new_tab"] && drift.first?.language == "de", "\(drift)")
        // Most keys matched by name: the ones still unpaired are onePlatformOnly as before.
        #expect(!checker.keyPairing.namesDiffered)
        #expect(Set(checker.findings().filter { $0.kind == .onePlatformOnly }.map(\.key)) == ["ok_a", "ok_b", "alert.ok"])
    }

    @Test func aPinnedPairTakesPrecedenceOverText() throws {
        let android = catalog(.android, ["en": [("save", .text("Save")), ("save_copy", .text("Save a copy"))]])
        let apple = catalog(.apple, ["en": [("file.save", .text("Save a copy")), ("file.saveAs", .text("Save"))]])
        var checker = CatalogChecker(android: android, apple: apple, keyMapping: .identity)
        checker.keyPairing = try KeyPairing(keyMapFile: "save file.saveAs\n")
        checker.pairKeysByText()
        #expect(checker.keyPairing.appleToAndroid == ["file.saveAs": "save", "file.save": "save_copy"])
        #expect(checker.keyPairing.fromFile == 1 && checker.keyPairing.byText == 1)
    }

    @Test func pluralFormsMayLeaveOutTheCountAcrossPlatforms() {
        // English `one` is 1 only: "1 day left" on one platform beside "%d day left" is fine;
        // an argument of another kind is not.
        let android = catalog(.android, ["en": [("days", .plural(["one": "%d day left", "other": "%d days left"])),
                                                ("votes", .plural(["one": "%d vote", "other": "%d votes"]))]])
        let apple = catalog(.apple, ["en": [("days", .plural(["one": "1 day left", "other": "%lld days left"])),
                                            ("votes", .plural(["one": "%@ vote", "other": "%lld votes"]))]])
        let findings = CatalogChecker(android: android, apple: apple, keyMapping: .identity).findings().filter { $0.kind == .placeholderMismatch }
        #expect(findings.map(\.key) == ["votes"], "\(findings)")
    }
}
