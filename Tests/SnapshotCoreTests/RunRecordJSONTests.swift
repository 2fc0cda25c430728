import Foundation
@testable import SnapshotCore
import Testing

/// `run.json` is written by hand (`PrettyJSONWriter`): it must be what `JSONEncoder` wrote
/// (then escaped for display by `OutputEscaping.json`), and read back into the same record.
struct RunRecordJSONTests {
    /// Everything JSON and a terminal care about: quotes, backslashes, every C0 control, DEL,
    /// a C1 control, line and paragraph separators, bidi overrides and isolates, a slash,
    /// combining marks and astral characters (emoji, a flag, a CJK extension B ideograph).
    static let hostile = "\"q\" \\ / " + String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar($0)! }))
        + "\u{7F}\u{85}\u{9F}\u{2028}\u{2029}\u{202A}\u{202E}\u{2066}\u{2069}e\u{301} 😀🇩🇪 𠀋 \u{FEFF}\u{FFFD}"

    static func record(_ text: String) -> RunRecord {
        var environment = RenderEnvironment(libraries: ["harfbuzz": "8.3.0", text: text], fonts: ["NotoSans-Regular.ttf": text],
                                            rowStyleVersion: 3)
        environment.toolchain = "Swift 6.3"
        environment.localizedNames = ["de/DE": "Deutschland", "ar/EG": "مصر", "ja/JP": "日本", text: text, "Z": "", "_": "", "a": ""]
        let full = RunRecord.Entry(suite: "CountryRow", locale: "de", name: "DE", code: "DE", status: "mismatch", passed: false,
                                   message: text, diagnosis: text, diagnosisKind: "flagMismatch", differingPixels: 12,
                                   differingRatio: 0.025325775146484375, largestDelta: 1e-7, environmentDrift: [text, "harfbuzz 6 → 8"],
                                   artifacts: ["actual": "CountryRow/de/DE.actual.png", text: text], goldens: ["CountryRow/de/DE.png"],
                                   group: "g1", goldenHashes: ["CountryRow/de/DE.png": "sha256:00", text: RunRecord.absentGolden],
                                   snapshotFolder: "Snapshots")
        let bare = RunRecord.Entry(suite: "S", locale: "en", name: "n", code: nil, status: "matched", passed: true, message: "",
                                   diagnosis: nil, diagnosisKind: nil, differingPixels: nil, differingRatio: nil, largestDelta: nil,
                                   environmentDrift: [], artifacts: [:], goldens: [], group: nil, goldenHashes: nil, snapshotFolder: nil)
        var record = RunRecord(mode: "never", selection: .init(locales: ["de", text], codes: ["DE"], shard: .init(index: 2, count: 3), theme: "dark"),
                               environment: environment, environmentDrift: [text], durationSeconds: 100, entries: [full, bare])
        record.groups = [RunRecord.Group(id: "g1", cause: text, count: 1, rows: [full.row], consequence: .flagChanged),
                         RunRecord.Group(id: "g2", cause: "c", count: 0, rows: [])]
        record.completeSuites = []
        record.warnings = [text]
        record.findings = [RunFinding(kind: "fit", heading: text, severity: .warning, suite: "S", locale: "ar", subject: text,
                                      message: text, details: [.init("needed", text)], image: "fit/x.png"),
                           RunFinding(kind: "glyph", heading: "h", severity: .error, suite: "S", locale: "ja", subject: "s", message: "m")]
        return record
    }

    /// What `encoded()` wrote before it was written by hand.
    static func foundationBytes(_ record: RunRecord) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return OutputEscaping.json(Array(try encoder.encode(record))) + [0x0A]
    }

    @Test(arguments: ["plain", hostile])
    func theBytesAreJSONEncodersEscapedForDisplay(text: String) throws {
        let record = Self.record(text)
        #expect(record.encoded() == (try Self.foundationBytes(record)))
        let minimal = RunRecord(mode: "never", selection: .init(locales: [], codes: nil, shard: nil),
                                environment: RenderEnvironment(libraries: [:], fonts: [:], rowStyleVersion: 1),
                                environmentDrift: [], durationSeconds: 0.5, entries: [])
        #expect(minimal.encoded() == (try Self.foundationBytes(minimal)))
    }

    @Test func jsonDecoderReadsBackTheSameRecord() throws {
        let record = Self.record(Self.hostile)
        let decoded = try JSONDecoder().decode(RunRecord.self, from: Data(record.encoded()))
        // Every field, as Foundation sees it: a field the writer forgot would be missing here.
        #expect(try Self.foundationBytes(decoded) == Self.foundationBytes(record))
        #expect(decoded.entries[0].message == Self.hostile)
        #expect(decoded.environment.localizedNames?[Self.hostile] == Self.hostile)
    }

    @Test func noUnsafeCharacterIsWrittenRaw() {
        let text = String(decoding: Self.record(Self.hostile).encoded(), as: UTF8.self)
        #expect(!text.unicodeScalars.contains { OutputEscaping.isUnsafeForDisplay($0) && $0 != "\n" })
        #expect(text.contains("\\u202e") && text.contains("\\u007f") && text.contains("\\u0085") && text.contains("\\u001b"))
        #expect(text.contains("😀🇩🇪 𠀋"))
    }

    @Test func aNumberJSONCannotHoldIsWrittenNull() throws {
        var record = Self.record("x")
        record.entries[0].differingRatio = .nan
        record.entries[0].largestDelta = .infinity
        let decoded = try JSONDecoder().decode(RunRecord.self, from: Data(record.encoded()))
        #expect(decoded.entries[0].differingRatio == nil && decoded.entries[0].largestDelta == nil)
    }

    /// Messages lose the machine's folders by byte-wise replacement, as Foundation's did.
    @Test func pathsAreReplacedEverywhereAndOnlyWhole() {
        let root = "/tmp/art é/"
        let message = "\(root)CountryRow/de/DE.actual.png and \(root)x, /tmp/art e/ and /tmp/art é"
        #expect(message.replacingPath(root, with: "") == message.replacingOccurrences(of: root, with: ""))
        #expect(message.replacingPath(root, with: "") == "CountryRow/de/DE.actual.png and x, /tmp/art e/ and /tmp/art é")
        #expect("no path".replacingPath(root, with: "") == "no path")
        #expect("\(root)\(root)".replacingPath(root, with: "A/") == "A/A/")
    }
}
