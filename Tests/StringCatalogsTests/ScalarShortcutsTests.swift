import Foundation
@testable import StringCatalogs
import Testing

/// The shortcuts the word readers take instead of Unicode's property tables and Foundation's
/// trimming answer as those do.
@Suite("Scalar shortcuts")
struct ScalarShortcutsTests {
    /// Every scalar of the Basic Multilingual Plane and a few beyond: the table's answers are
    /// the property tables'.
    @Test func theScalarTableAnswersAsThePropertyTables() {
        var mismatches: [String] = []
        for value in Array(0..<0x10000) + [0x1F600, 0x20000, 0x1D400, 0xE0001] {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let properties = scalar.properties
            let mark = [.nonspacingMark, .spacingMark].contains(properties.generalCategory)
            if scalar.isAlphabeticQuickly != properties.isAlphabetic || scalar.changesWhenLowercasedQuickly != properties.changesWhenLowercased
                || scalar.isIdeographicQuickly != properties.isIdeographic || scalar.isJoiningMark != mark {
                mismatches.append(CodePoint.written(UInt32(value)))
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// Trimming by scalars cuts what `trimmingCharacters(in:)` cuts, for every set the checks trim with.
    @Test func trimmingByScalarsAgreesWithFoundation() {
        let sets: [CharacterSet] = [.whitespaces, .whitespacesAndNewlines, CharacterSet.alphanumerics.inverted, .letters.inverted,
                                    CharacterSet(charactersIn: " \t\n\"")]
        let texts = ["", " ", "\n\t ", "plain", "  two words  ", "\u{00A0}non-breaking\u{2003}", "\u{2028}line\u{2029}", "\"quoted\"\n",
                     "…Kamera!", "  日本語のテキスト。 ", "العربية ", "😀 emoji 😀", "𝐀bold𝐀 ", "🇩🇪", "\u{0301}mark first", "tab\t", "\r\nwindows\r\n", "a"]
        for set in sets {
            for text in texts {
                #expect(text.trimmingScalars(in: set) == text.trimmingCharacters(in: set), "\(text.debugDescription)")
                let sliced = text[...]
                #expect(sliced.trimmingScalars(in: set) == sliced.trimmingCharacters(in: set), "\(text.debugDescription)")
            }
        }
    }
}
