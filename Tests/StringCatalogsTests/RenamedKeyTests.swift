import Foundation
import StringCatalogs
import TestSupport
import Testing

/// A key renamed in the source that one language missed (Mastodon's `ku-TR` keeps
/// "Common.Controls.Tabs.Notification" after the source renamed it "…Notifications"): that
/// language's users see English although its file has a translation.
@Suite("Renamed keys")
struct RenamedKeyTests {
    func findings(_ files: [(String, String)]) throws -> [CatalogFinding] { try androidOnlyFindings(files, folder: "renamed-keys") }

    @Test func aKeyOneLanguageKeptUnderItsOldNameIsAFinding() throws {
        let source = #"<string name="tabs_notifications">Notifications</string><string name="compose_hint_text">Write %1$s</string>"#
            + #"<string name="create_encrypted_folder">Create encrypted folder</string>"#
        let found = try findings([
            ("res/values/strings.xml", resources(source)),
            ("res/values-de/strings.xml", resources(#"<string name="tabs_notifications">Mitteilungen</string><string name="compose_hint_text">%1$s schreiben</string>"#
                + #"<string name="create_encrypted_folder">Verschlüsselten Ordner erstellen</string>"#)),
            ("res/values-fr/strings.xml", resources(#"<string name="tabs_notifications">Notifications</string><string name="compose_hint_text">Écrire %1$s</string>"#
                + #"<string name="create_encrypted_folder">Créer un dossier chiffré</string>"#)),
            // Kurdish kept the old names: a letter, a word, and a replaced word (another string).
            ("res/values-ku/strings.xml", resources(#"<string name="tabs_notification">Agahdarî</string><string name="compose_hint">%1$s binivîse</string>"#
                + #"<string name="create_new_folder">Peldankek nû çêke</string>"#)),
        ])
        let extra = Dictionary(found.filter { $0.kind == .extraKey && $0.language == "ku" }.map { ($0.key, $0) }) { first, _ in first }
        #expect(extra["tabs_notification"]?.severity == .finding, "\(extra)")
        #expect(extra["tabs_notification"]?.detail.contains(#"The source's "tabs_notifications", which most languages translate, has none here"#) == true, "\(extra)")
        #expect(extra["compose_hint"]?.severity == .finding, "\(extra)")
        #expect(extra["create_new_folder"]?.severity == .hint, "\(extra)")
    }

    /// Renamed in the source, and most languages still hold the old name: the translation
    /// platform's next sync, a hint; so is a stale key whose placeholders the candidate lacks.
    @Test func aRenameMostLanguagesHaveNotCaughtUpWithStaysAHint() throws {
        let found = try findings([
            ("res/values/strings.xml", resources(#"<string name="tabs_notifications">Notifications</string><string name="size_label">Size</string>"#)),
            ("res/values-de/strings.xml", resources(#"<string name="tabs_notification">Mitteilungen</string><string name="size_labels">%1$s Größe</string>"#)),
            ("res/values-fr/strings.xml", resources(#"<string name="tabs_notification">Notifications</string>"#)),
        ])
        let extra = found.filter { $0.kind == .extraKey }
        #expect(extra.count == 3 && extra.allSatisfy { $0.severity == .hint }, "\(extra)")
    }

    /// Stale keys are looked up by name, not compared with every missing key: 3,000 of each
    /// and a 40,000-word key (minutes when compared pair by pair). A hang guard, not a timing.
    @Test(.timeLimit(.minutes(3)))
    func thousandsOfStaleKeysAreMatchedByLookup() throws {
        let long = "k_" + (0..<40_000).map { "w\($0)" }.joined(separator: "_")
        var source = "", german = "", french = ""
        for index in 0..<3_000 {
            source += #"<string name="screen_item_\#(index)_title">Item \#(index)</string>"#
            french += #"<string name="screen_item_\#(index)_title">Élément \#(index)</string>"#
            german += #"<string name="screen_item_\#(index)_title_old">Element \#(index)</string>"#
        }
        let found = try findings([
            ("res/values/strings.xml", resources(source + #"<string name="\#(long)">x</string>"#)),
            ("res/values-de/strings.xml", resources(german + #"<string name="\#(long)_z">y</string>"#)),
            ("res/values-fr/strings.xml", resources(french + #"<string name="\#(long)">y</string>"#)),
        ])
        // Half the languages hold the new names: not a rename most have caught up with.
        #expect(found.filter { $0.kind == .extraKey }.count == 3_001)
        #expect(!found.contains { $0.kind == .extraKey && $0.severity == .finding })
    }
}
