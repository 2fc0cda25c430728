import Countries
import Foundation
import TestSupport
import Testing
@testable import Typesetting

/// Our shaping of country names, checked against HarfBuzz's own `hb-shape` tool
/// (Debian's `libharfbuzz-bin`, installed by `make test`) on the same font file.
@Suite("Shaping agrees with hb-shape",
       .enabled(if: HostTools.canRun(tools: ["hb-shape"]), "needs hb-shape (Debian's libharfbuzz-bin, Homebrew's harfbuzz)"))
struct HarfBuzzReferenceTests {
    static let hbShape = HostTools.executable("hb-shape") ?? URL(fileURLWithPath: "/usr/bin/hb-shape")

    /// Every 12th code: a fixed sample of 21 names.
    static let sample = stride(from: 0, to: 249, by: 12).map { CountryCode.allAssigned[$0] }

    func reference(_ text: String, font: String, language: String, direction: String, script: String) throws -> String {
        let result = try Fixtures.run(Self.hbShape, [
            "--no-glyph-names", "--no-positions", "--language=\(language)", "--direction=\(direction)",
            "--script=\(script)", Fixtures.fontsDirectory.appendingPathComponent(font).path, text,
        ])
        try #require(result.status == 0, "hb-shape failed: \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func ours(_ run: ShapedRun) -> String {
        "[" + run.glyphs.map { "\($0.glyphID)=\($0.cluster)" }.joined(separator: "|") + "]"
    }

    @Test func hbShapeIsInstalled() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.hbShape.path),
                "hb-shape missing: run `make test`, which installs libharfbuzz-bin")
    }

    @Test func arabicNamesAreJoinedRightToLeftLikeHBShape() throws {
        let typesetter = try makeTypesetter()
        for code in Self.sample {
            let name = code.displayName(in: Locale(identifier: "ar")).text
            let line = try typesetter.layout(name, style: style("ar", .rightToLeft))
            for run in line.runs where run.font == .arabic {
                let text = String(String.UnicodeScalarView(Array(name.unicodeScalars)[run.codePointRange]))
                var expected = try reference(text, font: "NotoSansArabic-Regular.ttf", language: "ar", direction: "rtl", script: "Arab")
                // hb-shape numbers clusters from the run's start; ours from the text's start.
                if run.codePointRange.lowerBound != 0 { expected = shifted(expected, by: run.codePointRange.lowerBound) }
                #expect(ours(run) == expected, "ar/\(code): \(name)")
                #expect(run.direction == .rightToLeft)
            }
        }
    }

    @Test func japaneseNamesUseTheJapaneseFaceLikeHBShape() throws {
        let typesetter = try makeTypesetter()
        for code in Self.sample {
            let name = code.displayName(in: Locale(identifier: "ja")).text
            let line = try typesetter.layout(name, style: style("ja"))
            #expect(line.runs.allSatisfy { $0.fontName == "NotoSansCJKjp-Regular" }, "ja/\(code)")
            let glyphs = "[" + line.runs.flatMap(\.glyphs).map { "\($0.glyphID)=\($0.cluster)" }.joined(separator: "|") + "]"
            let expected = try reference(name, font: "NotoSansCJKjp-Regular.otf", language: "ja", direction: "ltr", script: "Jpan")
            #expect(glyphs == expected, "ja/\(code): \(name)")
        }
    }

    @Test func japaneseLanguageSelectsJapaneseGlyphForms() throws {
        // 直 has distinct Japanese and Simplified Chinese forms in Noto Sans CJK.
        let ja = try makeTypesetter().layout("直", style: style("ja")).runs[0].glyphs[0].glyphID
        let zh = try makeTypesetter().layout("直", style: style("zh-Hans")).runs[0].glyphs[0].glyphID
        #expect(ja != zh)
        #expect("[\(ja)=0]" == (try reference("直", font: "NotoSansCJKjp-Regular.otf", language: "ja", direction: "ltr", script: "Hani")))
    }

    private func shifted(_ reference: String, by offset: Int) -> String {
        let body = reference.dropFirst().dropLast()
        return "[" + body.split(separator: "|").map { item in
            let parts = item.split(separator: "=")
            return "\(parts[0])=\(Int(parts[1])! + offset)"
        }.joined(separator: "|") + "]"
    }
}
