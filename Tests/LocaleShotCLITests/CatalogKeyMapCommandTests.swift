import Foundation
import TestSupport
import Testing

/// `catalog check --key-map FILE` and `--pair-by-text` for apps whose keys differ by platform.
@Suite("localeshot catalog key pairing")
struct CatalogKeyMapCommandTests {
    /// An app whose Android and iOS keys never match by name; German is translated on
    /// Android only.
    func project() throws -> (android: String, apple: String, folder: URL) {
        let folder = try Fixtures.temporaryDirectory("keymap")
        let files = [
            ("android/res/values/strings.xml", #"<resources><string name="new_tab_menu_item">New tab</string><string name="close_all">Close all tabs</string></resources>"#),
            ("android/res/values-de/strings.xml", #"<resources><string name="new_tab_menu_item">Neuer Tab</string><string name="close_all">Alle Tabs schließen</string></resources>"#),
            ("apple/en.lproj/Localizable.strings", "\"action.title.tab.new\" = \"New tab\";\n\"tabs.closeAll\" = \"Close every tab\";\n"),
            ("apple/de.lproj/Localizable.strings", "\"action.title.tab.new\" = \"New tab\";\n\"tabs.closeAll\" = \"Close every tab\";\n"),
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (folder.appendingPathComponent("android").path, folder.appendingPathComponent("apple").path, folder)
    }

    @Test func aKeyMapFilePinsPairsAndTextPairsTheRest() throws {
        let (android, apple, folder) = try project()
        let map = folder.appendingPathComponent("keys.map")
        try Data("# android apple\nclose_all tabs.closeAll\n".utf8).write(to: map)
        let result = try localeshot(["catalog", "check", "--android", android, "--apple", apple, "--key-map", map.path, "--pair-by-text", "--all"])
        #expect(result.stdout.contains("(1 paired by the key map, 1 by identical source text)"), "\(result.stdout)")
        // Both pairs are checked as shared keys: German shows English on Apple (each named as Apple spells it).
        #expect(result.stdout.contains("de  action.title.tab.new  [apple]") && result.stdout.contains("de  tabs.closeAll  [apple]"), "\(result.stdout)")
        #expect(result.status == 1)
    }

    @Test func aBadKeyMapLineIsNamed() throws {
        let (android, apple, folder) = try project()
        let map = folder.appendingPathComponent("bad.map")
        try Data("close_all tabs.closeAll\nnew_tab_menu_item\n".utf8).write(to: map)
        let result = try localeshot(["catalog", "check", "--android", android, "--apple", apple, "--key-map", map.path])
        #expect(result.status == 65 && result.stderr.contains("key map line 2: expected two columns"), "\(result.stderr)")
        let missing = try localeshot(["catalog", "check", "--android", android, "--apple", apple, "--key-map", folder.appendingPathComponent("none.map").path])
        #expect(missing.status == 66 && missing.stderr.contains("no such key map"))
    }
}
