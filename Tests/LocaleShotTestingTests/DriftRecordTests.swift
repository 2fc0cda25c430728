import Foundation
import SnapshotCore
import TestSupport
import Testing
@testable import LocaleShotTesting

/// What a view's goldens record of their environment (#17).
@Suite("Per-golden environment of a view")
struct DriftRecordTests {
    /// A golden records the fonts its view drew with, not the whole font set: a new Thai font
    /// is not drift for an English badge.
    @Test(.snapshotLocales("en", "ja"))
    func aGoldenRecordsTheFontsItWasDrawnWith() throws {
        let configuration = try temporaryConfiguration()
        withSnapshotConfiguration(configuration) {
            withKnownIssue { assertSnapshots(of: Badge(code: "JP", count: 3), named: "badge", record: .missing) }
        }
        let manifest = try #require(SnapshotManifest.read(in: configuration.snapshotsRoot))
        let english = try #require(manifest.environment(of: "DriftRecordTests/en/badge.png"))
        let japanese = try #require(manifest.environment(of: "DriftRecordTests/ja/badge.png"))
        #expect(Set(english.fonts.keys) == ["NotoSans-Regular.ttf", "NotoColorEmoji.ttf"])
        #expect(japanese.fonts.keys.contains("NotoSansCJKjp-Regular.otf") && !japanese.fonts.keys.contains("NotoSansThai-Regular.ttf"))
        #expect(manifest.environment(of: "DriftRecordTests/en/badge.txt") == english)
    }
}
