import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 14 (issue #18), each in the shape the planted defect had in the
/// real app, on our own text, beside the legitimate neighbour the rule must pass.
@Suite("Recall round 14")
struct RecallRound14Tests {
    let shape = { (source: String, text: String) in TextShapeCheck.shape(source, text) ?? "" }

    /// Mastodon's Arabic "مُشارَكَةُ \u{202E}%@" (the user name shown backwards), Nextcloud's
    /// Swedish "Inst\u{FFFD}llningar", Element X's Swedish label written twice, Wikipedia's
    /// Polish `{{username}}` for MediaWiki's `{{{username}}}`. Persian's open U+202B before an
    /// argument and Hebrew's override over Hebrew are harmless; "Bora Bora" is no repetition.
    @Test func whatUsersSeeGarbledIsFound() {
        #expect(shape("Share %@", "مُشارَكَةُ \u{202E}%@").hasPrefix("U+202E (right-to-left override) is never closed"))
        #expect(shape("%1$s downloaded", "\u{202B}%1$s بارگیری شد") == "")
        #expect(shape("About %s", "\u{202E}אודות \u{202D}%s") == "")
        #expect(shape("Settings", "Inst\u{FFFD}llningar").hasPrefix("a replacement character (U+FFFD"))
        #expect(shape("Copy link to message", "Kopiera länk till meddelande Kopiera länk till meddelande")
            .hasPrefix("the text is written twice (\"Kopiera länk till meddelande\""))
        #expect(shape("Bora Bora", "Bora Bora") == "")
        #expect(shape("Hi {{{username}}}, welcome", "Cześć {{username}}, witaj").hasPrefix("{{{username}}} lost"))
        #expect(shape("Hi {{{username}}}, welcome", "Cześć {{{username}}}, witaj") == "")
    }

    /// Mastodon's Polish `<item quantity="many">` given twice (aapt2 refuses the plural),
    /// Nextcloud's Brazilian translation of `AnonymousAccountType` (marked untranslatable: Android
    /// would use it) and its Croatian `@string/user_ikon` (no such string: the link fails).
    /// A label marked untranslatable that translators translated is their choice.
    @Test func resourcesAapt2RefusesOrAndroidMisreadsAreFound() throws {
        let source = resources(pluralResource("hours", [("one", "%d hour"), ("other", "%d hours")])
            + "<string name=\"account_type\" translatable=\"false\">AnonymousAccountType</string>"
            + "<string name=\"sync_label\" translatable=\"false\">Preferences (Alpha)</string>"
            + "<string name=\"user_icon\">User icon</string><string name=\"job_user\">@string/user_icon</string>")
        let polish = resources(pluralResource("hours", [("one", "%d godzina"), ("few", "%d godziny"), ("many", "%d godzin"), ("many", "%d godzin"), ("other", "%d godziny")])
            + "<string name=\"account_type\">Tipo de conta anônima</string><string name=\"sync_label\">Preferencje</string>"
            + "<string name=\"user_icon\">Ikona</string><string name=\"job_user\">@string/user_ikon</string>")
        // The label translated in three languages: the project's choice (round 15: in one or two, a slip).
        let others = ["de", "it"].map { ("res/values-\($0)/strings.xml", resources("<string name=\"sync_label\">Einstellungen \($0)</string>")) }
        let findings = try androidOnlyFindings([("res/values/strings.xml", source), ("res/values-pl/strings.xml", polish)] + others, folder: "round14-resources")
            .filter { !$0.isHint && $0.kind != .missingTranslation }
        #expect(languagesAndKeys(findings) == ["pl account_type", "pl hours", "pl job_user"], "\(findings)")
        #expect(findings.contains { $0.kind == .unreadable && $0.detail.contains("quantity \"many\" given twice") }, "\(findings)")
        #expect(findings.contains { $0.kind == .conflictingDefinition && $0.detail.hasPrefix("translatable=\"false\" in the source") }, "\(findings)")
        #expect(findings.contains { $0.detail.hasPrefix("refers to @string/user_ikon, which the project does not define") }, "\(findings)")
    }

    /// Element X's German `"…gehe zu "Raum Info" und dann zu \"Datenschutz\""`: the source
    /// shows no quotes, but the translation does, and aapt2 drops the bare pair.
    @Test func quotesTheTranslationShowsAndAapt2DropsAreFound() throws {
        let findings = try androidTranslationFindings(
            [("access", "To change the access go to Room settings"), ("spaced", "Hi")],
            ["de": ["\"Um den Zugang zu ändern, gehe zu \"Raum Info\" und dann zu \\\"Datenschutz\\\"\"", "\"  Hallo  \""]], folder: "round14-quotes")
            .filter { $0.kind == .invalidSpecifier }
        #expect(languagesAndKeys(findings) == ["de access"], "\(findings)")
    }

    /// Element X's Spanish `.stringsdict` whose count is read as an object
    /// (`NSStringFormatValueTypeKey` `@` beside `%1$d miembros`): an unreadable entry, the
    /// file's other entries still checked. Element X's own `d` beside `%1$@ is typing` (the
    /// count selects, a name shows) is no case.
    @Test func aStringsdictCountReadAsAnObjectIsFound() throws {
        let entry = { (key: String, type: String, one: String, other: String) in
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@COUNT@</string><key>COUNT</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>\(type)</string>"
                + "<key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict></dict>"
        }
        let plist = { (entries: String) in "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(entries)</dict></plist>" }
        let files = [("en.lproj/Localizable.stringsdict", plist(entry("members", "d", "%1$d member", "%1$d members") + entry("typing", "d", "%1$@ is typing", "%1$@ are typing"))),
                     ("es.lproj/Localizable.stringsdict", plist(entry("members", "@", "%1$d miembro", "%1$d miembros") + entry("typing", "d", "%1$@ escribe", "%1$@ escriben")))]
        let findings = try appleOnlyFindings(files, folder: "round14-stringsdict")
        #expect(languagesAndKeys(findings) == ["es members"], "\(findings)")
        #expect(findings.first?.kind == .unreadable && findings.first?.detail.contains("reads the count (COUNT) as an object") == true, "\(findings)")
    }

    /// Wikipedia's Dutch holding German's "Keine kürzlich besuchten Artikel": four words are a
    /// sentence too.
    @Test func anotherLanguagesFourWordsAreFound() throws {
        let source = [("empty", "No recently visited articles"), ("saved", "No articles saved yet"), ("recent", "Recently visited pages here"),
                      ("open", "Open the article now")]
        let findings = try androidTranslationFindings(source, [
            "de": ["Keine kürzlich besuchten Artikel", "Noch keine Artikel gespeichert", "Kürzlich besuchten Seiten hier", "Öffne den Artikel jetzt"],
            "nl": ["Keine kürzlich besuchten Artikel", "Nog geen pagina's opgeslagen", "Onlangs bezochte pagina's hier", "Open de pagina nu"],
        ], folder: "round14-four-words").filter { $0.kind == .untranslated }
        #expect(languagesAndKeys(findings) == ["nl empty"], "\(findings)")
    }
}

/// The round's checks stay bounded on a hostile text.
@Suite("Recall round 14 checks in linear time")
struct RecallRound14LinearTests {
    @Test(.timeLimit(.minutes(3)))
    func hostileControlsAndRepetitionsAreCheckedInBoundedTime() {
        let overrides = String(repeating: "\u{202D}\u{202E}", count: 50_000) + "%@"
        #expect(TextShapeCheck.unclosedBidiControl(overrides) != nil)
        #expect(TextShapeCheck.writtenTwice(String(repeating: "ab ", count: 100_000) + "ab") == nil)
        #expect(TextShapeCheck.templateTokens(String(repeating: "{{{a}}}", count: 50_000)).count == 50_000)
    }
}
