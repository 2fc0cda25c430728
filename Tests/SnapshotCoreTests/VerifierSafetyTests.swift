import Foundation
import Raster
import SafeFiles
import SnapshotCore
import TestSupport
import Testing

/// The verifier under hostile goldens: never decodes more than the rendered size, never
/// replaces what it must not, never builds an unbounded diff.
@Suite("Verifier under hostile goldens")
struct VerifierSafetyTests {
    @Test func goldenDeclaringAHugeSizeIsASizeFailureWithoutDecoding() throws {
        let harness = try Harness()
        let key = try harness.key()
        // A valid header declaring 7000×7000 (196 MB decoded), a few hundred bytes on disk.
        let bomb = PNGBuilder(width: 7000, height: 7000, bitDepth: 8, colorType: 6, rows: []).build()
        try harness.verifier.store.write(bomb, for: key)
        let (outcome, golden) = harness.verifier.verifyImage(try harness.row("DE"), key: key, mode: .never)
        #expect(outcome.kind == .mismatch && outcome.message.contains("size differs: expected 7000×7000, actual 640×88"), "\(outcome.message)")
        #expect(golden == nil, "a golden of another size over the cap is never decoded")
        #expect(outcome.diff?.sizeMismatch != nil)
    }

    @Test func smallGoldenOfAnotherSizeIsDecodedOnceForReview() throws {
        let harness = try Harness()
        let key = try harness.key()
        try harness.verifier.store.write(try PNGCodec.encode(try Image(width: 320, height: 44, fill: .white)), for: key)
        let (outcome, golden) = harness.verifier.verifyImage(try harness.row("DE"), key: key, mode: .never)
        #expect(outcome.kind == .mismatch && golden?.width == 320)
        #expect(outcome.artifacts["expected"] != nil && outcome.artifacts["side-by-side"] != nil)
    }

    @Test(arguments: [RecordMode.all, .failed, .missing, .never])
    func linkedGoldenIsNeverReplacedInAnyMode(mode: RecordMode) throws {
        let harness = try Harness()
        let key = try harness.key("DE", .txt)
        let target = harness.root.appendingPathComponent("environ")
        try Data("SECRET=1".utf8).write(to: target)
        try FileManager.default.createDirectory(at: harness.verifier.store.url(for: key).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: harness.verifier.store.path(for: key), withDestinationPath: target.path)
        let outcome = harness.verifier.verify(text: "layout", key: key, mode: mode)
        #expect(outcome.kind == .unusableGolden && outcome.message.contains("is a symbolic link"), "\(outcome.message)")
        #expect(!outcome.message.contains("SECRET"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: harness.verifier.store.path(for: key))) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "SECRET=1")
        for url in outcome.artifacts.values { #expect(!(try String(contentsOf: url, encoding: .utf8)).contains("SECRET")) }
    }

    @Test func hugeTextGoldenGivesABoundedDiff() throws {
        let harness = try Harness()
        let key = try harness.key("DE", .txt)
        try harness.verifier.store.write(Array(String(repeating: "x\n", count: 1_500_000).utf8), for: key)
        let outcome = harness.verifier.verify(text: "a\nb\nc\nd\n", key: key, mode: .never)
        #expect(outcome.kind == .mismatch && outcome.message.contains("too many to align"))
        #expect(outcome.message.count < 10_000)
    }

    @Test func textDiffAlignsAfterTrimmingCommonLines() {
        let common = (0..<50_000).map { "line \($0)" }.joined(separator: "\n")
        let lines = TextDiff.lines(expected: common + "\nold\n" + common, actual: common + "\nnew\n" + common)
        #expect(lines == ["+ new", "- old"] || lines == ["- old", "+ new"])
    }

    @Test func missingGoldenNamesHowToRecordIt() throws {
        var harness = try Harness()
        let key = try harness.key()
        #expect(harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .never).message.contains("LOCALESHOT_RECORD=missing"))
        harness.setRecordHint("run `localeshot record --mode missing` to record it")
        let message = harness.verifier.verify(image: try harness.row("DE"), key: key, mode: .never).message
        #expect(message.contains("localeshot record") && !message.contains("LOCALESHOT_RECORD"))
    }
}

extension Harness {
    mutating func setRecordHint(_ hint: String) { verifier.recordHint = hint }
}
