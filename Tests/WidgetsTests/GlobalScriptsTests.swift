import Countries
import Identifiers
import Testing
import Typesetting
import Widgets

/// The scripts a global app shows: the 40 most spoken UI languages' autonyms render with the
/// vendored fonts, each row laid out in its own language's direction.
@Suite("Scripts a global app shows")
struct GlobalScriptsTests {
    /// The 40 most spoken languages that apps ship UIs in (Ethnologue's top languages by
    /// total speakers, restricted to ones with a UI locale), each with its script.
    static let languages = ["en", "zh-Hans", "hi", "es", "fr", "ar", "bn", "pt", "ru", "ur", "id", "de", "ja", "mr", "te", "tr",
                            "ta", "vi", "ko", "it", "fa", "th", "gu", "pl", "uk", "kn", "ml", "pa", "my", "ro", "nl", "el",
                            "am", "he", "si", "km", "ka", "hy", "zh-Hant", "sw"]
    static let rightToLeft: Set<String> = ["ar", "ur", "fa", "he"]

    @Test func fortyLanguages() { #expect(Set(Self.languages).count == 40) }

    @Test(arguments: languages)
    func autonymRendersInItsOwnLocaleAndInEnglish(identifier: String) throws {
        let typesetter = try Typesetter(fonts: FontSet())
        let tag = try LanguageTag(parsing: identifier)
        let ownLocale = try MatrixLocale(validating: identifier)
        #expect((ownLocale.direction == .rightToLeft) == Self.rightToLeft.contains(identifier), "\(identifier) direction")
        for locale in [ownLocale, MatrixLocale("en")] {
            let view = try LanguageRow(tag: tag, locale: locale).render(with: typesetter)
            #expect(view.lines.count >= 2, "\(identifier) in \(locale)")
            let autonym = try #require(view.lines.first { $0.text == tag.autonym })
            #expect(autonym.style.language == identifier)
            #expect(!autonym.runs.isEmpty && autonym.width > 0)
            if locale == ownLocale {
                #expect(view.layoutDump.contains("paragraph=\(Self.rightToLeft.contains(identifier) ? "rtl" : "ltr")"))
            }
        }
    }

    @Test func scriptsUseTheirOwnFonts() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        let samples: [(String, String, String)] = [("he", "שלום", "NotoSansHebrew-Regular"), ("hi", "नमस्ते", "NotoSansDevanagari-Regular"),
                                                   ("bn", "বাংলা", "NotoSansBengali-Regular"), ("ta", "தமிழ்", "NotoSansTamil-Regular"),
                                                   ("th", "ไทย", "NotoSansThai-Regular"), ("ka", "ქართული", "NotoSansGeorgian-Regular"),
                                                   ("hy", "Հայերեն", "NotoSansArmenian-Regular"), ("am", "አማርኛ", "NotoSansEthiopic-Regular"),
                                                   ("si", "සිංහල", "NotoSansSinhala-Regular"), ("km", "ខ្មែរ", "NotoSansKhmer-Regular"),
                                                   ("el", "Ελληνικά", "NotoSans-Regular"), ("ru", "Русский", "NotoSans-Regular"),
                                                   ("ko", "한국어", "NotoSansCJKjp-Regular")]
        for (language, text, font) in samples {
            let locale = try MatrixLocale(validating: language)
            let line = try typesetter.layout(text, style: TextStyle(language: language, direction: locale.direction, pixelSize: 34 * 64))
            #expect(line.runs.map(\.fontName) == [font], "\(language)")
            // The same text inside an English paragraph still finds its script's font.
            let embedded = try typesetter.layout("a \(text)", style: TextStyle(language: "en", direction: .leftToRight, pixelSize: 34 * 64))
            #expect(embedded.runs.contains { $0.fontName == font }, "\(language) inside English")
        }
    }

    /// Chinese and Korean forms come from the Japanese face of Noto Sans CJK with HarfBuzz's
    /// language set: its `locl` feature picks the glyphs the collection's SC, TC and KR faces
    /// draw by default (glyph ids checked with hb-shape on NotoSansCJK-Regular.ttc faces 1–3).
    @Test func cjkFormsFollowTheLanguage() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        func glyphs(_ language: String) throws -> [UInt32] {
            try typesetter.layout("直骨", style: TextStyle(language: language, direction: .leftToRight, pixelSize: 34 * 64)).glyphs.map(\.glyph.glyphID)
        }
        #expect(try glyphs("ja") == [27873, 45132])
        #expect(try glyphs("zh-Hans") == [27874, 45133])
        #expect(try glyphs("zh-Hant") == [27874, 45134])
        #expect(try glyphs("ko") == [27873, 45132])
    }

    @Test func tofuIsStillAnError() throws {
        let typesetter = try Typesetter(fonts: FontSet())
        #expect(throws: TypesettingError.self) {
            _ = try typesetter.layout("\u{10FFFD}", style: TextStyle(language: "he", direction: .rightToLeft, pixelSize: 34 * 64))
        }
    }
}
