import Foundation
import Raster
import TestSupport
import Testing
@testable import Typesetting

/// Every line of Unicode's `emoji-test.txt` (Debian's `unicode-data`, Emoji 15.0, the version
/// of the vendored Noto Color Emoji) renders, alone and inside Latin and Arabic text: a
/// fully-qualified sequence as one colour glyph, anything else as glyphs or a typed error
/// naming a code point of the sequence — never a crash (issue #9: "🔐️" divided by zero).
@Suite("Emoji sequences from emoji-test.txt",
       .enabled(if: HostTools.canRun(withFile: "/usr/share/unicode/emoji/emoji-test.txt"), "needs Debian's unicode-data (emoji-test.txt); skipped where it is not installed (macOS)"))
struct EmojiSequenceTests {
    static let file = "/usr/share/unicode/emoji/emoji-test.txt"

    struct Sequence: Sendable {
        let scalars: [Unicode.Scalar]
        let status: String
        var text: String { String(String.UnicodeScalarView(scalars)) }
        var hex: String { scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") }
    }

    static func sequences() throws -> [Sequence] {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Sequence? in
            guard let first = line.first, first.isHexDigit, let semicolon = line.firstIndex(of: ";") else { return nil }
            let scalars = line[..<semicolon].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let status = line[line.index(after: semicolon)...].split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
            return Sequence(scalars: scalars, status: status)
        }
    }

    @Test func fileIsThereAndComplete() throws {
        let all = try Self.sequences()
        #expect(all.count == 4733, "emoji-test.txt of unicode-data 15.0 (installed by `make deps`)")
        #expect(all.filter { $0.status == "fully-qualified" }.count == 3655)
    }

    /// One typesetter for the three contexts, so each colour glyph is scaled once.
    @Test func everySequenceRendersOrNamesItsCodePoint() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        var canvas = try Image(width: 900, height: 80)
        var failures: [String] = []
        let contexts: [(String, (String) -> String, TextStyle)] = [
            ("alone", { $0 }, TextStyle(language: "en", direction: .leftToRight, pixelSize: 34 * 64)),
            ("latin", { "Lock \($0) now" }, TextStyle(language: "en", direction: .leftToRight, pixelSize: 34 * 64)),
            ("arabic", { "قفل \($0) الآن" }, TextStyle(language: "ar", direction: .rightToLeft, pixelSize: 34 * 64)),
        ]
        for (context, embed, textStyle) in contexts {
            for sequence in try Self.sequences() {
                do {
                    let line = try typesetter.layout(embed(sequence.text), style: textStyle)
                    try typesetter.draw(line, on: &canvas, x: 0, baseline: 50 * 64, color: .black)
                    if context == "alone", sequence.status == "fully-qualified" {
                        let inked = line.glyphs.filter { $0.glyph.xAdvance != 0 }
                        if !(line.runs.allSatisfy { $0.font == .emoji } && inked.count == 1) {
                            failures.append("\(sequence.hex): \(inked.count) visible glyphs in \(line.runs.map(\.fontName))")
                        }
                    }
                } catch {
                    failures.append(Self.judge(error, sequence))
                }
            }
        }
        failures.removeAll { $0.isEmpty }
        #expect(failures.isEmpty, "\(failures.count) sequences: \(failures.prefix(20).joined(separator: "; "))")
    }

    /// A typed error is acceptable only for a sequence that is not fully qualified, and only
    /// when it names one of the sequence's code points.
    static func judge(_ error: TypesettingError, _ sequence: Sequence) -> String {
        if case let .missingGlyph(codePoint, _, _) = error, sequence.scalars.contains(where: { $0.value == codePoint }),
           sequence.status != "fully-qualified" {
            return ""
        }
        return "\(sequence.hex): \(error)"
    }

    @Test func variationSelectorAfterEmojiIsZeroWidth() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        let style = TextStyle(language: "en", direction: .leftToRight, pixelSize: 34 * 64)
        let plain = try typesetter.layout("🔐", style: style), selected = try typesetter.layout("🔐\u{FE0F}", style: style)
        #expect(plain.width == selected.width)
        #expect(selected.runs.count == 1 && selected.runs[0].font == .emoji)
    }
}
