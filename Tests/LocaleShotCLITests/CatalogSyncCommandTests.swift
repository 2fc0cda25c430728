import Foundation
import TestSupport
import Testing

/// `localeshot catalog sync` end to end on a scratch copy of the sync fixture.
@Suite("localeshot catalog sync")
struct CatalogSyncCommandTests {
    /// A scratch copy of `Tests/Fixtures/Catalogs/sync` and the options naming it.
    func scratch(_ label: String) throws -> (root: URL, options: [String]) {
        let root = try Fixtures.temporaryDirectory(label).appendingPathComponent("sync")
        try FileManager.default.copyItem(at: CatalogCommandTests.fixtures.appendingPathComponent("sync"), to: root)
        return (root, ["--from", "android", "--android", root.appendingPathComponent("android").path, "--apple", root.appendingPathComponent("apple").path,
                       "--key-map", "dots", "--prefix", "matches_,sheet_", "--exclude", "streaming_notification_*"])
    }

    /// Every file below `root` with its bytes.
    func tree(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? FileManager.DirectoryEnumerator() {
            files[path] = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
        }
        return files
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let (root, options) = try scratch("syncdry")
        let before = tree(root)
        let run = try localeshot(["catalog", "sync"] + options)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("add: 8 keys × 5 languages → 38 localizations") && run.stdout.contains("refused: 2"))
        #expect(run.stdout.contains("matches_promo  [all]  holds HTML markup") && run.stdout.contains("dry run: nothing written"))
        #expect(tree(root) == before)
        // Careless use: sync's options on check, two modes, a wrong direction.
        for (arguments, message) in [(["catalog", "check", "--write"] + options, "is an option of catalog sync, not of catalog check"),
                                     (["catalog", "sync", "--write", "--dry-run"] + options, "exclude each other"),
                                     (["catalog", "sync", "--from", "ios"] + options.dropFirst(2), "--from must be android or apple"),
                                     (["catalog", "sync"] + options.dropFirst(2), "catalog sync needs --from android")] {
            let refused = try localeshot(arguments)
            #expect(refused.status == 64 && refused.stderr.contains(message), "\(refused.stderr)")
        }
        #expect(tree(root) == before)
    }

    @Test func writeThenCheckThenWriteAgain() throws {
        let (root, options) = try scratch("syncwrite")
        let catalog = root.appendingPathComponent("apple/Calcio/Localizable.xcstrings")
        let first = try localeshot(["catalog", "sync", "--write"] + options)
        #expect(first.status == 0 && first.stdout.contains("38 localizations added"), "\(first.stdout)\(first.stderr)")
        let written = try Data(contentsOf: catalog)
        let json = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "it" && json["version"] as? String == "1.0")
        // catalog check: no gap left for a synced key.
        let check = try localeshot(["catalog", "check", "--json", "--source-language", "en"] + options.dropFirst(2).prefix(6))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        // The synced keys: those with a localization marked needs_review.
        let entries = (json["strings"] as? [String: Any]) ?? [:]
        let synced = Set(try entries.filter { _, entry in
            String(decoding: try JSONSerialization.data(withJSONObject: entry), as: UTF8.self).contains("needs_review")
        }.keys.map { $0.replacingOccurrences(of: ".", with: "_") })
        #expect(synced.count == 8)
        let gaps = findings.filter { ["missingTranslation", "onePlatformOnly", "drift"].contains($0["kind"] as? String) && synced.contains($0["key"] as? String ?? "") }
        #expect(gaps.isEmpty, "\(gaps)")
        // Idempotent: nothing to add, not a byte changed.
        let second = try localeshot(["catalog", "sync", "--write"] + options)
        #expect(second.status == 0 && second.stdout.contains("nothing to add"))
        #expect(try Data(contentsOf: catalog) == written)
    }

    @Test func platformsThatNameKeysDifferentlyAreNotSyncedWholesale() throws {
        let (root, _) = try scratch("syncnames")
        let catalog = root.appendingPathComponent("apple/Calcio/Localizable.xcstrings")
        let sentenceKeys = #"{"sourceLanguage" : "en","strings" : {"Share" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated","value" : "Share"}}}}},"version" : "1.0"}"#
        try Data(sentenceKeys.utf8).write(to: catalog)
        let options = ["catalog", "sync", "--from", "android", "--android", root.appendingPathComponent("android").path, "--apple", root.appendingPathComponent("apple").path]
        let dry = try localeshot(options)
        #expect(dry.status == 0 && dry.stdout.contains("warning: the platforms share 0 of their source keys"))
        let write = try localeshot(options + ["--write"])
        #expect(write.status == 64 && write.stderr.contains("pass --prefix"))
        #expect(try String(contentsOf: catalog, encoding: .utf8) == sentenceKeys)
        #expect(try localeshot(options + ["--write", "--prefix", "matches_"]).status == 0)
    }

    @Test func aLinkIsRefusedAndNothingIsWritten() throws {
        let (root, options) = try scratch("synclink")
        let catalog = root.appendingPathComponent("apple/Calcio/Localizable.xcstrings")
        let outside = root.deletingLastPathComponent().appendingPathComponent("outside.xcstrings")
        try FileManager.default.moveItem(at: catalog, to: outside)
        try FileManager.default.createSymbolicLink(at: catalog, withDestinationURL: outside)
        let before = try Data(contentsOf: outside)
        let run = try localeshot(["catalog", "sync", "--write"] + options)
        #expect(run.status == 65 && run.stderr.contains("symbolic link"), "\(run.stderr)")
        #expect(try Data(contentsOf: outside) == before)
        // A linked folder hides its catalog: no second catalog is created beside it.
        try FileManager.default.removeItem(at: catalog)
        let folder = root.appendingPathComponent("apple/Calcio")
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: root.deletingLastPathComponent())
        let hidden = try localeshot(["catalog", "sync", "--write"] + options)
        #expect(hidden.status == 65 && !FileManager.default.fileExists(atPath: root.appendingPathComponent("apple/Localizable.xcstrings").path))
    }

    @Test func appleToAndroidWritesFilesOfItsOwnAndNeverATeamsFile() throws {
        let (root, _) = try scratch("syncback")
        let android = root.deletingLastPathComponent().appendingPathComponent("app/src/main/res")
        try FileManager.default.createDirectory(at: android.appendingPathComponent("values-de"), withIntermediateDirectories: true)
        let options = ["catalog", "sync", "--from", "apple", "--android", android.deletingLastPathComponent().path,
                       "--apple", root.appendingPathComponent("apple").path, "--source-language", "it", "--write"]
        // A strings-synced.xml the team wrote is refused, and no other file is written either.
        let team = android.appendingPathComponent("values-de/strings-synced.xml")
        try Data("<resources><string name=\"x\">X</string></resources>".utf8).write(to: team)
        let refused = try localeshot(options)
        #expect(refused.status == 65 && refused.stderr.contains("never go into a file a team wrote"))
        #expect(!FileManager.default.fileExists(atPath: android.appendingPathComponent("values/strings-synced.xml").path))
        try FileManager.default.removeItem(at: team)
        let run = try localeshot(options)
        #expect(run.status == 0, "\(run.stderr)")
        let french = try String(contentsOf: android.appendingPathComponent("values-fr/strings-synced.xml"), encoding: .utf8)
        #expect(french.contains("<!-- needs review: synced from Apple -->") && french.contains("<string name=\"matches_kickoff\">Coup d’envoi à %s</string>"))
        let italian = try String(contentsOf: android.appendingPathComponent("values/strings-synced.xml"), encoding: .utf8)
        #expect(italian.contains("<string name=\"matches_hello\">Ciao, %1$s!</string>"))
        #expect(try localeshot(options).stdout.contains("nothing to add"))
    }
}
