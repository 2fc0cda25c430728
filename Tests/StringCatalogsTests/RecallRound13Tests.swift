import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 13 (issue #18), each in the shape the planted defect had in the
/// real app, on our own text, beside the legitimate neighbour the rule must pass.
@Suite("Recall round 13")
struct RecallRound13Tests {
    func android(_ source: [(String, String)], _ texts: [String: [String]], folder: String) throws -> [CatalogFinding] {
        try androidTranslationFindings(source, texts, folder: folder)
    }

    func described(_ findings: [CatalogFinding]) -> [String] { languagesAndKeys(findings) }

    /// Element X's Brazilian "screen_room_details_share_room_title": an exporter wrote the key
    /// as the value. A key that is the source's text ("Share") is no such case.
    @Test func aValueThatIsItsKeyIsFound() throws {
        let files = [("en.lproj/Localizable.strings", appleStrings([("screen_share_title", "Share room"), ("Share", "Share"), ("done", "Done")])),
                     ("pt-BR.lproj/Localizable.strings", appleStrings([("screen_share_title", "screen_share_title"), ("Share", "Share"), ("done", "done")]))]
        let findings = try appleOnlyFindings(files, folder: "round13-key").filter { $0.detail.hasPrefix("shows its key") }
        #expect(described(findings) == ["pt-BR screen_share_title"], "\(findings)")
    }

    /// ownCloud's Dutch `%1$S geüpload`: Java upper-cases the file name. `%x` for `%X` is
    /// the same change the other way.
    @Test func aSpecifierInTheOtherCaseIsFound() throws {
        let findings = try android([("uploaded", "%1$s uploaded"), ("color", "Color #%1$X"), ("count", "%1$d files")],
                                   ["nl": ["%1$S geüpload", "Kleur #%1$x", "%1$d bestanden"], "de": ["%1$s hochgeladen", "Farbe #%1$X", "%1$d Dateien"]],
                                   folder: "round13-case").filter { $0.kind == .placeholderMismatch }
        #expect(described(findings) == ["nl color", "nl uploaded"], "\(findings)")
        #expect(findings.contains { $0.detail.hasPrefix("%1$S is the source's %1$s in upper case: it upper-cases its argument") }, "\(findings)")
    }

    /// Wikipedia's French `href=\"%1$s"` (aapt2 drops the unescaped closing quote) and Home
    /// Assistant's Italian "[Nabu Casa] (https://…)": markup that no longer works.
    @Test func markupBrokenByAQuoteOrASpaceIsFound() {
        let shape = { (source: String, text: String) in TextShapeCheck.shape(source, text) ?? "" }
        #expect(shape("Agree to the <a href=%1$s>Terms</a>.", "Acceptez les <a href=\"%1$s>Conditions</a>.").hasPrefix("the tag <a href=\"%1$s> opens a quote"))
        #expect(shape("Agree to the <a href=%1$s>Terms</a>.", "Acceptez les <a href=\"%1$s\">Conditions</a>.") == "")
        #expect(shape("Agree to the <a href=%1$s>Terms</a>.", "Onartu <a href=%1$s \">baldintzak</a>.") == "", "a stray quote after an unquoted value is harmless")
        #expect(shape("See <a href=\"%1$s\">the license</a>.", "Voir <a href=\"\"%1$s\">la licence</a>.").hasPrefix("the tag <a href=\"\"%1$s\"> opens a quote"))
        #expect(shape("Verify at [Nabu Casa](https://account.nabucasa.com)", "Verifica su [Nabu Casa] (https://account.nabucasa.com)")
            .hasPrefix("the Markdown link [Nabu Casa] (https://account.nabucasa.com) has a space"))
        #expect(shape("Verify at [Nabu Casa](https://account.nabucasa.com)", "Verifica su [Nabu Casa](https://account.nabucasa.com)") == "")
        #expect(shape("Pick one [a] (or more)", "Wähle eins [a] (oder mehr)") == "", "brackets without a link in the source are prose")
    }

    /// Home Assistant's Polish "http://homeassistant.lokalny:8123": an address with a port is
    /// compared by its host, which most translations keep.
    @Test func anAddressWithAPortIsCompared() throws {
        #expect(CatalogChecker.addresses(in: "np. http://homeassistant.lokalny:8123/setup") == ["homeassistant.lokalny/setup"])
        let source = [("placeholder", "e.g. http://homeassistant.local:8123")]
        let texts: [String: [String]] = ["pl": ["np. http://homeassistant.lokalny:8123"], "de": ["z.B. http://homeassistant.local:8123"],
                                         "fr": ["par exemple http://homeassistant.local:8123"], "it": ["ad es. http://homeassistant.local:8123"],
                                         "sv": ["t.ex. http://homeassistant.local:8123"]]
        let findings = try android(source, texts, folder: "round13-port").filter { $0.kind == .placeholderMismatch }
        #expect(described(findings) == ["pl placeholder"], "\(findings)")
    }

    /// Nextcloud's Chinese list of forbidden characters whose `\\` became `\ ` (aapt2 resolves
    /// it to a space): a backslash the source shows and the other translations keep, lost.
    @Test func aBackslashMostTranslationsKeepIsFoundLost() throws {
        let source = [("forbidden", "Forbidden characters: / \\\\ &lt; &gt;"), ("path", "Folder %1$s")]
        let texts: [String: [String]] = ["zh-rCN": ["禁用字符: / \\ &lt; &gt;", "文件夹 %1$s"], "de": ["Verbotene Zeichen: / \\\\ &lt; &gt;", "Ordner %1$s"],
                                         "fr": ["Caractères interdits : / \\\\ &lt; &gt;", "Dossier %1$s"], "it": ["Caratteri vietati: / \\\\ &lt; &gt;", "Cartella %1$s"],
                                         "sv": ["Förbjudna tecken: / \\\\ &lt; &gt;", "Mapp %1$s"]]
        let findings = try android(source, texts, folder: "round13-backslash").filter { $0.kind == .placeholderMismatch }
        #expect(described(findings) == ["zh-Hans forbidden"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("a backslash (\\) the source shows is lost; 4 of the 5 translations keep it") == true, "\(findings)")
    }

    /// Element X's Ukrainian filled with Russian's sentence, whose first words Russian writes
    /// nowhere else: half of the words, written elsewhere in Russian's strings, are enough.
    @Test func anotherLanguagesSentenceIsFoundWhenFewOfItsWordsRecur() throws {
        let hint = "Отметьте, хотите ли вы скрыть все текущие и будущие сообщения от этого пользователя"
        let source = [("hint", "Check if you want to hide all current and future messages from this user"), ("hide", "Hide this user's messages"),
                      ("all", "All current messages"), ("future", "Future messages of the user"), ("block", "Block this user")]
        let texts: [String: [String]] = [
            "ru": [hint, "Скрыть сообщения этого пользователя", "Все текущие сообщения", "Будущие сообщения пользователя", "Заблокировать этого пользователя"],
            "uk": [hint, "Приховати повідомлення цього користувача", "Усі поточні повідомлення", "Майбутні повідомлення користувача", "Заблокувати цього користувача"],
        ]
        let findings = try android(source, texts, folder: "round13-russian").filter { $0.kind == .untranslated }
        #expect(described(findings) == ["uk hint"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("written in ru, not uk") == true, "\(findings)")
        #expect(CatalogChecker.areClose("kmr", "ku"), "Kurmanji is Kurdish: their files share sentences by right")
    }

    /// Nextcloud's Brazilian "…suas ações pendentes serão", cut off: a hint where the other
    /// translations and the language's own habit end the sentence. A language that ends none
    /// (Thai) is no case.
    @Test func aSentenceLeftUnendedIsAHint() throws {
        let keys = (0..<20).map { ("sentence\($0)", "This is sentence \($0) of the app.") } + [("offline", "Even offline you can organize folders. Pending actions sync later.")]
        let ended = ["de", "fr", "it", "es", "nl", "sv", "pl", "cs", "ro", "hu"]
        var texts = Dictionary(uniqueKeysWithValues: ended.map { language in (language, keys.map { "Text \(language) für \($0.0) hier." }) })
        texts["pt"] = keys.map { $0.0 == "offline" ? "Mesmo sem conexão, organize pastas. As ações pendentes serão" : "Texto pt para \($0.0) aqui." }
        texts["th"] = keys.map { $0.0 == "offline" ? "แม้ออฟไลน์ คุณก็จัดระเบียบโฟลเดอร์ได้." : "ข้อความไทยสำหรับ \($0.0) ที่นี่" }
        let hints = try android(keys, texts, folder: "round13-unended").filter { $0.isHint && $0.detail.contains("cut off") }
        #expect(described(hints) == ["pt offline"], "\(hints)")
        #expect(hints.first?.detail.hasPrefix("ends without the source's final \".\", in a letter: cut off, or a dropped \".\"? 11 of the 12 translations") == true, "\(hints)")
        #expect(!CatalogChecker.endsInLetter("Download %1$s"), "a placeholder last is no letter")
    }
}

/// The round's checks stay bounded on a hostile file.
@Suite("Recall round 13 checks in linear time")
struct RecallRound13LinearTests {
    @Test(.timeLimit(.minutes(3)))
    func hostileMarkupAndSentencesAreCheckedInBoundedTime() throws {
        // 20,000 "] (" and quoted values in one tag; 1,500 sentences in ten languages, each of words no other
        // sentence has (every one a candidate for another language's).
        #expect(TextShapeCheck.brokenMarkdownLink(String(repeating: "[a] (b) ", count: 20_000)) == "[a] (b)")
        #expect(TextShapeCheck.markdownLinks(String(repeating: "[a](b)", count: 20_000)) == 20_000)
        #expect(TextShapeCheck.unclosedQuote("<a href=" + String(repeating: "\" =", count: 20_001) + ">") != nil)
        let many = (1...50_000).map { Placeholder(position: $0, explicit: true, kind: .object, spelling: "%\($0)$s") }
        #expect(Placeholder.caseChanged(expected: many, actual: many) == nil)
        // A word of letters only, one per number (digits would split it).
        let word = { (number: Int) in String(String.UnicodeScalarView((0..<5).map { Unicode.Scalar(UInt8(97 + number / [1, 26, 676, 17_576, 456_976][$0] % 26)) })) }
        let languages = ["de", "fr", "it", "es", "nl", "sv", "pl", "cs", "ro", "hu"]
        let source = (0..<1_500).map { ("k\($0)", "Sentence \($0) in the source language here.") }
        let files = [("res/values/strings.xml", stringResources(source))] + languages.enumerated().map { index, language in
            ("res/values-\(language)/strings.xml", stringResources(source.indices.map { key in
                ("k\(key)", (0..<6).map { word((index * 1_500 + key) * 6 + $0) }.joined(separator: " ") + ".")
            }))
        }
        _ = try androidOnlyFindings(files, folder: "round13-linear")
    }
}
