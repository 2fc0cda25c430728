import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 7 (issue #18), each in the shape the real app had, on our own text.
@Suite("Recall round 7")
struct RecallRound7Tests {
    /// A `.strings` file's text for each pair.
    func appleStrings(_ pairs: [(String, String)]) -> String {
        pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
    }

    // MARK: Arguments in another order on each platform

    /// Element X shares its keys and translations between the platforms. Its Persian Android
    /// string named the reset identity's owner where the message goes, and the message where
    /// the owner goes; the Apple twin, from the same source, kept them apart. A reordering both
    /// platforms make (Japanese) is the language's, and a copy of the source keeps its order.
    @Test func argumentsSwappedOnOnePlatformAreAMismatch() throws {
        let folder = try Fixtures.temporaryDirectory("round7-order")
        let (source, appleSource) = ("%1$s's identity was reset. %2$s", "%1$@'s identity was reset. %2$@")
        try writeFiles([
            ("android/res/values/strings.xml", stringResources([("reset", source.replacingOccurrences(of: "'", with: "\\'")), ("login", "Logging in as %1$s on %2$s")])),
            ("android/res/values-fa/strings.xml", stringResources([("reset", "هویت دیجیتال %2$s بازنشانی شد. %1$s"), ("login", "ورود به عنوان %1$s در %2$s")])),
            ("android/res/values-ja/strings.xml", stringResources([("reset", "%1$s のIDはリセットされました。%2$s"), ("login", "%2$s で %1$s としてログイン")])),
            ("android/res/values-de/strings.xml", stringResources([("reset", "Die Identität von %1$s wurde zurückgesetzt. %2$s"), ("login", "Anmelden als %2$s auf %1$s")])),
            ("ios/en.lproj/Localizable.strings", appleStrings([("reset", appleSource), ("login", "Logging in as %1$@ on %2$@")])),
            ("ios/fa.lproj/Localizable.strings", appleStrings([("reset", "هویت %1$@ بازنشانی شد. %2$@"), ("login", "ورود به عنوان %1$@ در %2$@")])),
            ("ios/ja.lproj/Localizable.strings", appleStrings([("reset", "%1$@ のIDはリセットされました。%2$@"), ("login", "%2$@ で %1$@ としてログイン")])),
            ("ios/de.lproj/Localizable.strings", appleStrings([("reset", "Die Identität von %1$@ wurde zurückgesetzt. %2$@"), ("login", "Logging in as %1$@ on %2$@")])),
        ], in: folder)
        let all = try makeChecker(android: folder.appendingPathComponent("android"), apple: folder.appendingPathComponent("ios")).findings()
        let order = all.filter { $0.detail.contains("order the arguments differently") }
        #expect(order.map { "\($0.language ?? "") \($0.key)" } == ["fa reset"], "\(all)")
        #expect(order.first?.detail.contains("puts them 2, 1") == true && order.first?.detail.contains("(apple: fa.lproj/Localizable.strings:1)") == true,
                "\(order)")
        // German's Apple login is the source's text (an untranslated copy): no order to compare.
        #expect(!order.contains { $0.language == "de" }, "\(all)")
    }

    // MARK: Languages that mostly keep the source's text

    /// Home Assistant's and ownCloud's Apple catalogs hold languages mostly in English (a
    /// stalled translation: `bg` 86 %, `sv` 87 %). Their keeping a key said it was no widely
    /// translated one, so a Korean connection error left in English went unreported; the
    /// languages that translate decide (a mostly English file counts as written in Latin: it
    /// votes with the Latin-script languages). A stalled language's own English strings are
    /// one finding, not one per key.
    @Test func mostlyEnglishLanguagesSayNothingOfAKey() throws {
        let english = (1...12).map { ("k\($0)", "Please try again in a few minutes, number \($0).") }
        func translated(_ word: String, keeping: Set<String> = []) -> String {
            appleStrings(english.map { key, text in (key, keeping.contains(key) ? text : "\(word) \(key)") })
        }
        let stalled = Set((1...11).map { "k\($0)" })
        let folder = try Fixtures.temporaryDirectory("round7-stalled")
        try writeFiles([("android/res/values/strings.xml", stringResources([("unrelated", "Unrelated")])),
                        ("ios/en.lproj/Localizable.strings", appleStrings(english)),
                        ("ios/ko.lproj/Localizable.strings", translated("다시 시도", keeping: ["k1"]))]
                       + [("de", "Erneut"), ("fr", "Réessayer"), ("es", "Reintentar"), ("it", "Riprova"), ("nl", "Opnieuw"),
                          ("ru", "Повторите"), ("ja", "再試行"), ("zh-Hans", "重试")].map {
                           ("ios/\($0.0).lproj/Localizable.strings", translated($0.1))
                       }
                       + [("sl", "Poskusi"), ("cy", "Ceisio"), ("vi", "Thử lại")].map {
                           ("ios/\($0.0).lproj/Localizable.strings", translated($0.1, keeping: stalled))
                       }, in: folder)
        let all = try makeChecker(android: folder.appendingPathComponent("android"), apple: folder.appendingPathComponent("ios")).findings()
            .filter { $0.kind == .untranslated && !$0.isHint }
        #expect(all.filter { $0.language == "ko" }.map(\.key) == ["k1"], "\(all)")
        for language in ["sl", "cy", "vi"] {
            let theirs = all.filter { $0.language == language }
            #expect(theirs.count == 1 && theirs.first?.key == "*"
                    && theirs.first?.detail.contains("mostly untranslated: 11 of its 12 values are the en text (91 %); 11 strings most languages translate") == true,
                    "\(language): \(theirs)")
        }
        #expect(all.count == 4, "\(all)")
    }
}
