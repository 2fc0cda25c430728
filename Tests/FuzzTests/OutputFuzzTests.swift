import Foundation
import SafeFiles
@testable import SnapshotCore
import TestSupport
import Testing

/// Seeded fuzz over what LocaleShot prints and where it writes: hostile strings through every
/// output context (HTML text and attribute, id token, Markdown cell, terminal, JSON, and a
/// whole report), and random links planted in an artifacts folder between runs.
@Suite("Fuzz: output escaping and artifact-folder links")
struct OutputFuzzTests {
    static func seed(_ suite: UInt64, _ iteration: Int) -> UInt64 { SeededRandom.baseSeed &+ suite &* 7_000_003 &+ UInt64(iteration) }

    /// Pieces a hostile string is made of: markup, quotes, separators, controls, bidi
    /// controls, escapes of every context, and random scalars.
    static let pieces = ["<", ">", "\"", "'", "&", "|", "`", "\\", "\n", "\r", "\t", "\u{1B}[31m", "\u{1B}]0;x\u{07}", "\u{85}",
                         "\u{202E}", "\u{2066}", "\u{200F}", "<script>", "</pre>", "javascript:", "&amp;", "&#x3C;", "-->", "*_[]~#!",
                         "é", "🇩🇪", "ー", "سلام", "\u{0}", "\u{7F}", "%", "/", "..", " "]

    static func hostile(_ random: inout SeededRandom) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            if Int.random(in: 0..<4, using: &random) == 0 {
                text.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &random)) ?? "?")
            } else {
                text += pieces.randomElement(using: &random)!
            }
        }
        return text
    }

    static func unsafe(_ text: String, allowing allowed: Set<Unicode.Scalar> = []) -> Bool {
        text.unicodeScalars.contains { OutputEscaping.isUnsafeForDisplay($0) && !allowed.contains($0) }
    }

    @Test func everyOutputContextNeutralizesHostileStrings() throws {
        var ids: [String: String] = [:]
        for iteration in 0..<SeededRandom.iterations(default: 2000) {
            var random = SeededRandom(seed: Self.seed(1, iteration))
            let text = Self.hostile(&random)
            let seed = "seed \(Self.seed(1, iteration))"
            let html = OutputEscaping.htmlText(text)
            #expect(!html.contains("<") && !html.contains(">") && !html.contains("\"") && !Self.unsafe(html, allowing: ["\n", "\t"]), "\(seed)")
            let attribute = OutputEscaping.htmlAttribute(text)
            #expect(!attribute.contains("\"") && !attribute.contains("<") && !Self.unsafe(attribute), "\(seed)")
            let id = OutputEscaping.idToken(text)
            #expect(id.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }, "\(seed)")
            if let other = ids[id] { #expect(other == text, "two texts share the id \(id): \(seed)") }
            ids[id] = text
            let cell = OutputEscaping.markdownCell(text)
            #expect(!cell.contains("\n") && !cell.contains("<") && !Self.unsafe(cell), "\(seed)")
            #expect(!cell.replacingOccurrences(of: "\\\\", with: "").replacingOccurrences(of: "\\|", with: "").contains("|"), "\(seed)")
            #expect(!Self.unsafe(OutputEscaping.terminal(text)), "\(seed)")
            #expect(!Self.unsafe(OutputEscaping.terminal(text, keepNewlines: true), allowing: ["\n", "\t"]), "\(seed)")
            let json = OutputEscaping.json(Array(try JSONEncoder().encode([text])))
            #expect(!Self.unsafe(String(decoding: json, as: UTF8.self)), "\(seed)")
            #expect(try JSONDecoder().decode([String].self, from: Data(json)) == [text], "JSON escapes keep the text: \(seed)")
        }
    }

    /// A whole report from records whose every string is hostile: no element, attribute or
    /// script that the template does not have.
    @Test func reportsFromHostileRecordsKeepTheTemplatesStructure() throws {
        let tag = try Regex(#"<(/?[a-zA-Z][a-zA-Z0-9]*)"#)
        func tags(_ html: String) -> [String: Int] {
            var counts: [String: Int] = [:]
            for match in html.matches(of: tag) { counts[String(html[match.range]), default: 0] += 1 }
            return counts
        }
        func record(_ strings: [String]) -> RunRecord {
            var index = 0
            func next() -> String { defer { index += 1 }; return strings[index % strings.count] }
            let entries = (0..<3).map { _ in
                RunRecord.Entry(suite: next(), locale: next(), name: next(), code: next(), status: next(), passed: false, message: next(),
                                diagnosis: next(), diagnosisKind: next(), differingPixels: 1, differingRatio: 0, largestDelta: 0,
                                environmentDrift: [next()], artifacts: ["expected": next(), "diff": next()], goldens: [next()], group: next())
            }
            var record = RunRecord(mode: next(), selection: .init(locales: [next()], codes: nil, shard: nil),
                                   environment: RenderEnvironment(libraries: [:], fonts: [:], rowStyleVersion: 1),
                                   environmentDrift: [next()], durationSeconds: 0, entries: entries)
            record.groups = entries.map { RunRecord.Group(id: $0.group!, cause: next(), count: 1, rows: [$0.row]) }
            return record
        }
        let folder = URL(fileURLWithPath: "/nonexistent-artifacts")
        let benign = tags(RunReport(runs: [(folder, record(["plain"]))]).html())
        for iteration in 0..<SeededRandom.iterations(default: 150) {
            var random = SeededRandom(seed: Self.seed(2, iteration))
            let strings = (0..<24).map { _ in Self.hostile(&random) }
            let html = RunReport(runs: [(folder, record(strings))]).html()
            #expect(Set(tags(html).keys) == Set(benign.keys) && tags(html)["<script"] == 1, "seed \(Self.seed(2, iteration))")
            let unsafe = html.unicodeScalars.filter { OutputEscaping.isUnsafeForDisplay($0) && $0 != "\n" && $0 != "\t" }.map { String($0.value, radix: 16) }
            #expect(unsafe.isEmpty, "seed \(Self.seed(2, iteration)): \(unsafe)")
        }
    }

    /// Links and files planted under random `.previous-…` names and inside the previous
    /// run's folders: setting aside and discarding never touches anything outside.
    @Test func plantedLinksInTheArtifactsFolderNeverLeadOutside() throws {
        for iteration in 0..<SeededRandom.iterations(default: 40) {
            var random = SeededRandom(seed: Self.seed(3, iteration))
            let base = try Fixtures.temporaryDirectory("fuzz-aside")
            let outside = base.appendingPathComponent("outside"), root = base.appendingPathComponent("artifacts")
            try FileManager.default.createDirectory(at: outside.appendingPathComponent("CountryRow"), withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: outside.appendingPathComponent("run.json"))
            try Data("keep".utf8).write(to: outside.appendingPathComponent("CountryRow/keep.png"))
            let folder = try ArtifactFolder(root: root, snapshots: base.appendingPathComponent("Snapshots"),
                                            packageRoot: base.appendingPathComponent("pkg"), home: nil)
            try Data("old".utf8).write(to: root.appendingPathComponent("run.json"))
            try FileManager.default.createDirectory(at: root.appendingPathComponent("CountryRow/de"), withIntermediateDirectories: true)
            let names = [".previous-\(getpid())", ".previous-\(getpid())-", ".previous-1", ".previous-999999", "CountryRow/de/x",
                         "CountryRow/de", "CountryRow/link", "run.json.link"]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let name = names.randomElement(using: &random)!
                let target = Bool.random(using: &random) ? outside : outside.appendingPathComponent("run.json")
                try? FileManager.default.createSymbolicLink(at: root.appendingPathComponent(name), withDestinationURL: target)
            }
            if let aside = try? folder.setAside(["run.json", "CountryRow", "CurrencyRow"]) { folder.discard(aside) }
            let seed = "seed \(Self.seed(3, iteration))"
            #expect(try String(contentsOf: outside.appendingPathComponent("run.json"), encoding: .utf8) == "keep", "\(seed)")
            #expect(try String(contentsOf: outside.appendingPathComponent("CountryRow/keep.png"), encoding: .utf8) == "keep", "\(seed)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == ["CountryRow", "run.json"], "\(seed)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.appendingPathComponent("CountryRow").path) == ["keep.png"], "\(seed)")
        }
    }
}
