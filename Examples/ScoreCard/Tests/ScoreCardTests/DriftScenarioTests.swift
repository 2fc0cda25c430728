import Foundation
import LocaleShotTesting
import ScoreCard
import Testing

/// One package, two kinds of tests in one snapshot folder: views drawn with LocaleShot's
/// vendored fonts, and the score card drawn with a display font of the app's own. Whichever
/// recorded last, a real regression is not called environment drift, and a changed font is —
/// for the goldens drawn with it only (#17).
@Suite struct DriftScenarioTests {
    /// LocaleShot's checkout (this example sits in its `Examples/`).
    static let localeShot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let italyFrance = (home: "IT", away: "FR")

    /// The app's font set with `Display.ttf`, a copy of `source` in a folder of its own.
    static func fonts(display source: URL, in folder: URL) throws -> @Sendable () throws -> FontSet {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let display = folder.appendingPathComponent("Display.ttf")
        try FileManager.default.copyItem(at: source, to: display)
        return { try FontSet(manifest: FontManifest().adding(font: display, as: ScoreCard.scoreFont, licence: "OFL-1.1")) }
    }

    static func card(_ home: Int, _ away: Int) throws -> ScoreCard {
        ScoreCard(home: try CountryCode(parsing: "IT"), away: try CountryCode(parsing: "FR"), score: (home, away))
    }

    /// Records both kinds (the own-font card first, or last), then checks the verdicts.
    func scenario(ownFontRecordedLast: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scorecard-drift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = SnapshotConfiguration(snapshotsRoot: root.appendingPathComponent("Snapshots"),
                                                  artifactsRoot: root.appendingPathComponent("artifacts"), locales: [MatrixLocale("en")])
        let serif = Self.localeShot.appendingPathComponent("Examples/ScoreCard/Fonts/NotoSerif-Bold.ttf")
        let sans = Self.localeShot.appendingPathComponent("Fonts/NotoSans-Regular.ttf")
        let version1 = try Self.fonts(display: serif, in: root.appendingPathComponent("v1"))
        let version2 = try Self.fonts(display: sans, in: root.appendingPathComponent("v2"))
        withSnapshotConfiguration(configuration) {
            let recordOwn = { withKnownIssue { _ = assertSnapshots(of: try Self.card(2, 1), named: "own", record: .missing, fonts: version1) } }
            let recordVendored = { withKnownIssue { _ = assertSnapshots(of: try Self.card(2, 1), named: "vendored", record: .missing) } }
            if ownFontRecordedLast { recordVendored(); recordOwn() } else { recordOwn(); recordVendored() }

            // A real regression in each kind (the score drawn wrong): failures, never drift.
            var own: [SnapshotOutcome] = [], vendored: [SnapshotOutcome] = []
            withKnownIssue { own = assertSnapshots(of: try Self.card(3, 1), named: "own", record: .never, fonts: version1) }
            withKnownIssue { vendored = assertSnapshots(of: try Self.card(3, 1), named: "vendored", record: .never) }
            #expect(own.count == 2 && own.allSatisfy { !$0.passed && $0.environmentDrift.isEmpty }, "\(own.map(\.environmentDrift))")
            #expect(vendored.count == 2 && vendored.allSatisfy { !$0.passed && $0.environmentDrift.isEmpty },
                    "\(vendored.map(\.environmentDrift))")

            // The app's font changed: drift for the goldens drawn with it, naming the font.
            var changed: [SnapshotOutcome] = []
            withKnownIssue { changed = assertSnapshots(of: try Self.card(2, 1), named: "own", record: .never, fonts: version2) }
            #expect(changed.count == 2 && changed.allSatisfy { outcome in
                !outcome.passed && outcome.environmentDrift.contains { $0.hasPrefix("font Display.ttf ") }
                    && outcome.message.contains("environment drift, not a regression")
            }, "\(changed.map(\.environmentDrift))")
        }
    }

    @Test func ownFontRecordedLast() throws { try scenario(ownFontRecordedLast: true) }

    @Test func vendoredFontsRecordedLast() throws { try scenario(ownFontRecordedLast: false) }
}
