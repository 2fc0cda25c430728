import Foundation
import Countries
import Testing
@testable import Typesetting

/// One typesetter per test (FreeType state is per thread); font bytes are verified once.
func makeTypesetter() throws -> Typesetter {
    try Typesetter(fonts: FontSet())
}

func style(_ language: String, _ direction: LayoutDirection = .leftToRight, px: Int = 34) -> TextStyle {
    TextStyle(language: language, direction: direction, pixelSize: Fixed26_6(px * 64))
}

@Suite("Layout pipeline")
struct PipelineTests {
    @Test func latinTextIsOneRunOfTheLatinFont() throws {
        let line = try makeTypesetter().layout("Deutschland", style: style("de"))
        #expect(line.runs.count == 1)
        #expect(line.runs[0].font == .latin && line.runs[0].script == "Latn" && line.runs[0].glyphs.count == 11)
    }

    @Test func flagIsOneLigatureGlyphFromTheEmojiFont() throws {
        let typesetter = try makeTypesetter()
        let line = try typesetter.layout("🇩🇪", style: style("de", px: 56))
        #expect(line.runs.count == 1 && line.runs[0].font == .emoji)
        #expect(line.runs[0].glyphs.count == 1, "two regional indicators must shape to one flag glyph")
        // The advance is the 109 ppem strike advance scaled by 56/109.
        #expect(line.width > 56 * 64 && line.width < 80 * 64)
    }

    @Test func flagInArabicParagraphKeepsItsOwnEvenLevel() throws {
        let line = try makeTypesetter().layout("🇩🇪 ألمانيا", style: style("ar", .rightToLeft))
        let emojiRuns = line.runs.filter { $0.font == .emoji }
        try #require(emojiRuns.count == 1, "the space after the flag must not be set in the emoji font")
        let flagRun = emojiRuns[0]
        #expect(flagRun.level == 2 && flagRun.glyphs.count == 1)
        // Right-to-left paragraph: the logically first flag is drawn rightmost.
        #expect(line.runs.last?.font == .emoji)
        #expect(line.runs.first?.direction == .rightToLeft)
    }

    @Test func mixedDirectionRunsAreReorderedVisually() throws {
        let line = try makeTypesetter().layout("ألمانيا (DE)", style: style("ar", .rightToLeft))
        // Visual order, left to right: "(DE)" pieces first, the Arabic name last.
        let latin = try #require(line.runs.firstIndex { $0.script == "Latn" && $0.direction == .leftToRight })
        let arabic = try #require(line.runs.firstIndex { $0.script == "Arab" && $0.codePointRange.contains(0) })
        #expect(latin < arabic)
    }

    @Test func spacesAndPunctuationDoNotSwitchFonts() throws {
        let line = try makeTypesetter().layout("São Tomé und Príncipe, Côte d’Ivoire", style: style("de"))
        #expect(line.runs.count == 1 && line.runs[0].font == .latin)
        let arabic = try makeTypesetter().layout("جورجيا الجنوبية وجزر ساندويتش", style: style("ar", .rightToLeft))
        #expect(arabic.runs.count == 1 && arabic.runs[0].font == .arabic)
    }

    @Test func japaneseTextUsesTheJapaneseFaceEvenForLatinLetters() throws {
        let line = try makeTypesetter().layout("セントヘレナ・アセンションおよびトリスタンダクーニャ", style: style("ja"))
        #expect(line.runs.allSatisfy { $0.font == .japanese })
    }

    @Test(arguments: [0xE000 as UInt32, 0x0378, 0x10FFFD])
    func missingGlyphNamesCodePointAndFontsTried(codePoint: UInt32) throws {
        let text = "ab" + String(Unicode.Scalar(codePoint)!)
        // Every vendored font is tried: the chain's own, then the other scripts'.
        let fonts = try FontManifest()
        let tried = fonts.fallbackChain(for: "en").compactMap { fonts.font(for: $0) }.map { ($0.file as NSString).deletingPathExtension }
        #expect(tried.prefix(4) == ["NotoSans-Regular", "NotoSansArabic-Regular", "NotoSansCJKjp-Regular", "NotoColorEmoji"])
        #expect(throws: TypesettingError.missingGlyph(codePoint: codePoint, text: text, fontsTried: tried)) {
            try makeTypesetter().layout(text, style: style("en"))
        }
    }

    @Test func layoutDumpIsStableAndExact() throws {
        let dump = try makeTypesetter().layout("Åland", style: style("sv")).layoutDump
        let lines = dump.split(separator: "\n")
        #expect(lines[0].hasPrefix("text \"Åland\" lang=sv paragraph=ltr size=34 width="))
        #expect(lines[1].contains("script=Latn font=NotoSans-Regular glyphs=5"))
        #expect(lines.count == 7)
        #expect(ShapedLine.pixels(1500) == "23.4375" && ShapedLine.pixels(-64) == "-1" && ShapedLine.pixels(1) == "0.015625")
    }

    @Test func visualOrderFollowsRuleL2() {
        #expect(Bidi.visualOrder(levels: [0, 0, 0]) == [0, 1, 2])
        #expect(Bidi.visualOrder(levels: [1, 1, 1]) == [2, 1, 0])
        #expect(Bidi.visualOrder(levels: [1, 2, 2, 1]) == [3, 1, 2, 0])
        #expect(Bidi.visualOrder(levels: [0, 1, 1, 0, 2]) == [0, 2, 1, 3, 4])
    }
}

@Suite("Colour emoji scaling")
struct EmojiScalingTests {
    @Test func areaAverageIsExact() {
        // 2×2 → 1×1 averages all four premultiplied pixels.
        let source: [UInt8] = [0, 0, 0, 0, 100, 100, 100, 100, 200, 200, 200, 200, 255, 255, 255, 255]
        #expect(AreaAverageScaler.scale(bgra: source, width: 2, height: 2, toWidth: 1, height: 1) == [139, 139, 139, 139])
    }

    @Test func weightsCoverEverySourcePixelOnce() {
        for (source, destination) in [(136, 70), (128, 66), (109, 56), (5, 3)] {
            let spans = AreaAverageScaler.Spans(source: source, destination: destination)
            let weights = (0..<destination).map(spans.spans)
            for spans in weights { #expect(spans.reduce(0) { $0 + $1.weight } == source) }
            var perSource = [Int](repeating: 0, count: source)
            for spans in weights { for (index, weight) in spans { perSource[index] += weight } }
            #expect(perSource.allSatisfy { $0 == destination })
        }
    }
}

@Suite("Area-average scaler against its definition")
struct AreaAverageReferenceTests {
    /// Each destination channel straight from the definition: the sum over source pixels of
    /// value × horizontal overlap × vertical overlap, divided by sw·sh, rounded half up.
    static func reference(_ source: [UInt8], sw: Int, sh: Int, dw: Int, dh: Int) -> [UInt8] {
        func overlap(_ s: Int, _ d: Int, source: Int, destination: Int) -> Int {
            max(0, min((d + 1) * source, (s + 1) * destination) - max(d * source, s * destination))
        }
        var out: [UInt8] = []
        for y in 0..<dh {
            for x in 0..<dw {
                for channel in 0..<4 {
                    var sum = 0
                    for sy in 0..<sh {
                        for sx in 0..<sw {
                            sum += Int(source[(sy * sw + sx) * 4 + channel]) * overlap(sx, x, source: sw, destination: dw)
                                * overlap(sy, y, source: sh, destination: dh)
                        }
                    }
                    out.append(UInt8((sum + sw * sh / 2) / (sw * sh)))
                }
            }
        }
        return out
    }

    @Test func matchesTheDefinitionBitForBit() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for (sw, sh, dw, dh) in [(17, 13, 7, 5), (40, 36, 21, 19), (9, 9, 9, 9), (5, 3, 2, 1), (4, 4, 1, 3)] {
            let source = (0..<(sw * sh * 4)).map { _ -> UInt8 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            #expect(AreaAverageScaler.scale(bgra: source, width: sw, height: sh, toWidth: dw, height: dh)
                    == Self.reference(source, sw: sw, sh: sh, dw: dw, dh: dh), "\(sw)×\(sh) → \(dw)×\(dh)")
        }
    }

    @Test func quotientIsTheIntegerQuotient() {
        for d in [1, 3, 255, 17408, 65025, (1 << 32) - 1, 1 << 33] {
            for n in [0, 1, d - 1, d, d + 1, 128 * d - 1, 128 * d, 255 * d + d / 2, 256 * d] where n >= 0 {
                #expect(AreaAverageScaler.quotient(n, d) == n / d, "\(n) / \(d)")
            }
        }
    }
}
