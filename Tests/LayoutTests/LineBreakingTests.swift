import CPluralRules
import Layout
import Testing
import Typesetting

/// ICU's line breaks straight from the C function (UTF-16 offsets), for comparing with the
/// layout layer's results: not hard-coded offsets.
func icuBreaks(_ text: String, locale: String) -> [Int] {
    let utf16 = Array(text.utf16)
    var breaks = [Int32](repeating: 0, count: utf16.count + 1)
    var hard = [UInt8](repeating: 0, count: utf16.count + 1)
    let count = locale.withCString { localeshot_line_breaks($0, utf16, Int32(utf16.count), &breaks, &hard, Int32(utf16.count + 1)) }
    return breaks.prefix(max(0, Int(count))).map(Int.init)
}

@Suite("Line breaking and wrapping (UAX #14 through ICU)")
struct LineBreakingTests {
    let typesetter: Typesetter
    init() throws { typesetter = try Typesetter(fonts: FontSet()) }

    /// Thai words, written without spaces as Thai is: ICU's dictionary finds the words.
    static let thaiWords = ["ทีม", "ชาติ", "ไทย", "ชนะ", "การ", "แข่งขัน", "ฟุตบอล", "เมื่อ", "วาน", "นี้", "ด้วย", "ประตู",
                            "สอง", "ต่อ", "หนึ่ง", "แฟน", "บอล", "ดีใจ", "มาก", "และ", "ร้อง", "เพลง", "ตลอด", "คืน"]
    static var thaiParagraph: String { thaiWords.joined() }

    @Test func thaiWrapsExactlyAtICUBreakPositionsAndWordBoundaries() throws {
        let text = Self.thaiParagraph
        #expect(text.utf16.count == text.unicodeScalars.count)  // BMP only: UTF-16 offsets are code point offsets
        let style = TextStyle(language: "th", direction: .leftToRight, pixelSize: 28 * 64)
        let block = try typesetter.layout(text, style: style, in: .pixels(300, maxLines: 20))
        let icu = Set(icuBreaks(text, locale: "th"))
        var wordEnds = Set<Int>(), offset = 0
        for word in Self.thaiWords { offset += word.unicodeScalars.count; wordEnds.insert(offset) }
        #expect(block.lines.count >= 3)
        for range in block.lineRanges {
            #expect(icu.contains(range.upperBound), "line ends at \(range.upperBound), not an ICU break")
            #expect(wordEnds.contains(range.upperBound), "line ends inside a word at \(range.upperBound)")
        }
        // Greedy: each line but the last would not fit with the next ICU segment added.
        for (index, range) in block.lineRanges.dropLast().enumerated() {
            let next = try #require(icu.sorted().first { $0 > range.upperBound })
            let longer = String(String.UnicodeScalarView(Array(text.unicodeScalars)[range.lowerBound..<next]))
            #expect(try typesetter.layout(longer, style: style).width > 300 * 64, "line \(index) could have taken more")
        }
        #expect(block.lines.allSatisfy { $0.width <= 300 * 64 } && block.fit.fits)
        #expect(block.lineRanges.last?.upperBound == text.unicodeScalars.count)
    }

    /// Lao and Khmer, written without spaces between words: ICU's dictionaries break them, and
    /// the layer reports exactly ICU's positions.
    @Test(arguments: [("lo", "ພາສາລາວເປັນພາສາທາງການຂອງປະເທດລາວ"), ("km", "ភាសាខ្មែរជាភាសាផ្លូវការនៃប្រទេសកម្ពុជា")])
    func laoAndKhmerBreakByDictionary(language: String, text: String) throws {
        let breaks = try LineBreaking.opportunities(in: text, language: language)
        #expect(breaks.map(\.offset) == icuBreaks(text, locale: language))
        #expect(breaks.count >= 4 && breaks.allSatisfy { !$0.isMandatory })
        let block = try typesetter.layout(text, style: TextStyle(language: language, direction: .leftToRight, pixelSize: 24 * 64),
                                          in: .pixels(160, maxLines: 10))
        #expect(block.lines.count >= 2 && block.fit.fits)
        #expect(block.lineRanges.allSatisfy { Set(breaks.map(\.offset)).contains($0.upperBound) })
    }

    static let japanese = "ちょっとまってください。コーヒー（ホット）とケーキをおねがいします。ラーメンはいっぱいです。"

    @Test func japaneseNeverStartsALineWithSmallKanaProlongedMarkOrClosingBracket() throws {
        let style = TextStyle(language: "ja", direction: .leftToRight, pixelSize: 24 * 64)
        let forbidden: Set<Character> = ["ー", "っ", "ッ", "ょ", "ゃ", "）", "。", "、"]
        var checked = 0
        // From 100 px (four kana): every segment ICU allows fits, so no line is broken between clusters.
        for width in stride(from: 100, through: 400, by: 5) {
            let block = try typesetter.layout(Self.japanese, style: style, in: .pixels(width, maxLines: 50))
            for line in block.lines.dropFirst() {
                let first = try #require(line.text.first)
                #expect(!forbidden.contains(first), "width \(width): a line starts with \(first): \(line.text)")
                checked += 1
            }
        }
        #expect(checked > 80)
        // Without `lb=strict` ICU allows a break before っ and ー: the layer must ask for strict.
        let loose = icuBreaks(Self.japanese, locale: "ja").map { Array(Self.japanese.utf16)[min($0, Self.japanese.utf16.count - 1)] }
        #expect(loose.contains(0x3063) && loose.contains(0x30FC))
        #expect(LineBreaking.icuLocale(for: "ja-JP") == "ja-JP@lb=strict" && LineBreaking.icuLocale(for: "th") == "th")
    }

    @Test func opportunitiesAreCodePointOffsetsWithMandatoryBreaks() throws {
        let text = "🇩🇪 Deutschland\nFrance 🇫🇷"
        let breaks = try LineBreaking.opportunities(in: text, language: "de")
        let scalars = text.unicodeScalars.count
        #expect(breaks.last == LineBreak(offset: scalars, isMandatory: false))
        #expect(breaks.contains(LineBreak(offset: 3, isMandatory: false)))  // after the flag and its space
        #expect(breaks.contains(LineBreak(offset: 15, isMandatory: true)))  // after the line feed
        #expect(try LineBreaking.opportunities(in: "", language: "de").isEmpty)
        #expect(try LineBreaking.opportunities(in: "x", language: "not a locale @@").map(\.offset) == [1])
    }

    @Test func aMandatoryBreakEndsALineAndALongWordBreaksBetweenClusters() throws {
        let style = TextStyle(language: "de", direction: .leftToRight, pixelSize: 20 * 64)
        let block = try typesetter.layout("Tor!\nDonaudampfschifffahrtsgesellschaftskapitän", style: style, in: .pixels(150, maxLines: 9))
        #expect(block.lines.first?.text == "Tor!")
        #expect(block.lines.count >= 3 && block.lines.allSatisfy { $0.width <= 150 * 64 })
        #expect(block.lines.dropFirst().map(\.text).joined() == "Donaudampfschifffahrtsgesellschaftskapitän")
    }
}
