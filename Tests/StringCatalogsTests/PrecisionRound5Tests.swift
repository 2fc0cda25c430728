import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The false classes of the round-5 precision sample (issue #18), each in the shape the real
/// app had, on our own text.
@Suite("Precision round 5")
struct PrecisionRound5Tests {
    /// The findings of a project made of Android files (under `android/`) and Apple files
    /// (under `apple/`), English the source language of both.
    func check(android androidFiles: [(String, String)] = [], apple appleFiles: [(String, String)] = []) throws -> [CatalogFinding] {
        try checker(android: androidFiles, apple: appleFiles).findings()
    }

    func checker(android androidFiles: [(String, String)] = [], apple appleFiles: [(String, String)] = []) throws -> CatalogChecker {
        let folder = try Fixtures.temporaryDirectory("precision5")
        var skipped: [String] = []
        var android = PlatformCatalog(platform: .android, sourceLanguage: "en"), apple = PlatformCatalog(platform: .apple, sourceLanguage: "en")
        if !androidFiles.isEmpty {
            let root = folder.appendingPathComponent("android")
            try writeFiles(androidFiles, in: root)
            android = try AndroidStringsReader.read(paths: [root], sourceLanguage: "en", skipped: &skipped)
        }
        if !appleFiles.isEmpty {
            let root = folder.appendingPathComponent("apple")
            try writeFiles(appleFiles, in: root)
            apple = try AppleCatalogReader.read(paths: [root], defaultSourceLanguage: "en", skipped: &skipped)
        }
        return CatalogChecker(android: android, apple: apple)
    }

    /// `<string name="key">text</string>` for each pair.
    func strings(_ pairs: [(String, String)]) -> String {
        resources(pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined())
    }

    /// A `.strings` file's text for each pair.
    func appleStrings(_ pairs: [(String, String)]) -> String {
        pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
    }

    /// `kind key language platform` of each finding (hints left out), sorted.
    func summary(_ findings: [CatalogFinding], language: String? = nil) -> [String] {
        findings.filter { !$0.isHint && (language == nil || $0.language == language) }
            .map { "\($0.kind) \($0.shownKey) \($0.languageLabel) \($0.platformLabel)" }.sorted()
    }

    // MARK: 1. Keys in each platform's own spelling

    /// An Apple finding names the key as Apple's file spells it (`Scene.Title`, a key with
    /// spaces and a final dot), not the canonical Android spelling; a finding on both
    /// platforms names the Android key and, when it differs, the Apple key; the allow-list
    /// accepts either spelling; two Apple keys of one canonical spelling come in one order.
    @Test func findingsNameKeysAsEachPlatformSpellsThem() throws {
        let checker = try checker(
            android: [("res/values/strings.xml", strings([("room_title", "Room settings"), ("call_start", "Start a call")])),
                      ("res/values-de/strings.xml", strings([("call_start", "Anruf starten")]))],
            apple: [("en.lproj/Localizable.strings", appleStrings([("room.title", "Room settings"), ("call.start", "Start a call"),
                                                                   ("Scene.Notification.Title", "%d new posts"), ("There are %ld options.", "There are %ld options."),
                                                                   ("a_b", "Close %s"), ("a.b", "Open %s")])),
                    ("de.lproj/Localizable.strings", appleStrings([("call.start", "Anruf starten"), ("Scene.Notification.Title", "Neue Beiträge"),
                                                                   ("There are %ld options.", "Es gibt Optionen.")]))])
        let findings = checker.findings()
        // Apple's placeholder mismatches name Apple's keys.
        let apple = findings.filter { $0.platform == .apple && $0.kind == .placeholderMismatch }
        #expect(apple.map(\.shownKey) == ["Scene.Notification.Title", "There are %ld options."], "\(apple)")
        #expect(apple.map(\.key) == ["Scene_Notification_Title", "There are %ld options_"])
        // Two Apple keys of one canonical spelling: ordered by their own spelling, whatever the hash seed.
        #expect(findings.filter { $0.kind == .invalidSpecifier }.map(\.shownKey) == ["a.b", "a_b"], "\(findings)")
        #expect(apple.first { $0.shownKey == "Scene.Notification.Title" }?.description.contains("Scene.Notification.Title") == true)
        // A finding on both platforms: the Android key, and the Apple key beside it.
        let both = findings.filter { $0.platform == nil && $0.language == "de" }
        #expect(both.map(\.keyLabel) == ["room_title (apple: room.title)"], "\(both)")
        #expect(both.first?.keysByPlatform.map { "\($0.android) \($0.apple)" } == "room_title room.title")
        #expect(findings.allSatisfy { $0.platform != .android || $0.appleKey == nil })
        // The allow-list matches the spelling the user sees, and the canonical one.
        for pattern in ["Scene.Notification.*", "Scene_Notification_Title"] {
            let allow = try AllowList(text: "placeholderMismatch \(pattern) de apple")
            #expect(findings.filter(allow.allows).map(\.shownKey) == ["Scene.Notification.Title"], "\(pattern)")
        }
        #expect(try AllowList(text: "missingTranslation room.title de both").usage(in: findings).first?.count == 1)
    }

    // MARK: 4. A stub language folder

    /// A language folder holding under one in a hundred of the source's keys (a translation
    /// platform's empty placeholder) is partially localized: one summary line, no missing
    /// translation per key. One holding more is a language with gaps.
    @Test func aStubLanguageFolderIsPartiallyLocalized() throws {
        let texts = (1...150).map { ("label_\($0)", "Upload failed \($0)") }
        let files = [("res/values/strings.xml", strings(texts)),
                     ("res/values-de/strings.xml", strings(texts.map { ($0.0, "Hochladen fehlgeschlagen \($0.1)") })),
                     ("res/values-ml-rIN/strings.xml", strings([(texts[0].0, "അപ്‌ലോഡ് പരാജയപ്പെട്ടു")])),
                     ("res/values-te/strings.xml", strings(texts.prefix(2).map { ($0.0, "అప్‌లోడ్ విఫలమైంది") }))]
        let checker = try checker(android: files)
        #expect(checker.partialLanguages[.android] == ["ml-IN"])
        let findings = checker.findings()
        #expect(summary(findings, language: "ml-IN") == [], "\(findings.filter { $0.language == "ml-IN" }.prefix(3))")
        #expect(summary(findings, language: "te").count == 148)
    }

    // MARK: 6. A plural form "left in English" where no form is translated

    /// Every form of a plural copied in English, with forms the source lacks ("0 options",
    /// "2 options" beside "1 option", "%ld options"): no form is translated, so none is
    /// "left in English while the others are translated". One English form among translated
    /// ones still is.
    @Test func noFormIsLeftInEnglishWhenNoneIsTranslated() throws {
        func stringsdict(_ forms: [(String, String)]) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>There are ${count} options.</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>There are %#@count@.</string>
            <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            \(forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined())
            </dict></dict></dict></plist>
            """
        }
        let english = [("zero", "0 options"), ("one", "1 option"), ("two", "2 options"), ("few", "%ld options"), ("many", "%ld options"), ("other", "%ld options")]
        let findings = try check(apple: [("en.lproj/Intents.stringsdict", stringsdict([("one", "1 option"), ("other", "%ld options")])),
                                         ("hy.lproj/Intents.stringsdict", stringsdict(english)),
                                         ("de.lproj/Intents.stringsdict", stringsdict([("one", "1 option"), ("other", "%ld Optionen")]))])
        #expect(findings.filter { $0.kind == .untranslated }.map { "\($0.language ?? "") \($0.shownKey)" } == ["de There are ${count} options."], "\(findings)")
    }

    // MARK: 7. A hard-coded "1" where the count never reaches 21

    /// A `one` form saying "1 month" in Belarusian (whose `one` also selects 21, 31…) is right
    /// when the table also says years: months then run from 1 to 11, where `be` selects `one`
    /// for 1 alone. Hours beside days run to 23 (21 selects `one`), months without years are
    /// unbounded: those are still reported.
    @Test func aHardCodedOneIsRightWhereTheCountStaysBelowTheNextUnit() throws {
        func plural(_ name: String, _ one: String, _ other: String) -> String {
            "<plurals name=\"\(name)\"><item quantity=\"one\">\(one)</item><item quantity=\"other\">\(other)</item></plurals>"
        }
        func belarusian(_ name: String, _ one: String) -> String {
            "<plurals name=\"\(name)\"><item quantity=\"one\">\(one)</item><item quantity=\"few\">%d \(name) ф</item>"
                + "<item quantity=\"many\">%d \(name) м</item><item quantity=\"other\">%d \(name) і</item></plurals>"
        }
        let findings = try check(android: [
            ("res/values/strings.xml", resources(plural("date_month_ago", "%d month ago", "%d months ago") + plural("date_year_ago", "%d year ago", "%d years ago")
                + plural("date_hour_ago", "%d hour ago", "%d hours ago") + plural("date_day_ago", "%d day ago", "%d days ago")
                + plural("months_left", "%d month left", "%d months left"))),
            ("res/values-be/strings.xml", resources(belarusian("date_month_ago", "1 месяц таму") + belarusian("date_year_ago", "%d год таму")
                + belarusian("date_hour_ago", "1 гадзіну таму") + belarusian("date_day_ago", "%d дзень таму") + belarusian("months_left", "Застаўся 1 месяц"))),
        ])
        #expect(findings.filter { $0.kind == .placeholderMismatch }.map(\.key).sorted() == ["date_hour_ago", "months_left"], "\(findings)")
        #expect(TextShapeCheck.countLimit(of: "date.month.ago.abbr", hasKey: { $0 == "date.year.ago.abbr" }) == 11)
        #expect(TextShapeCheck.countLimit(of: "Date.Months.Left", hasKey: { $0 == "Date.Years.Left" }) == 11)
        #expect(TextShapeCheck.countLimit(of: "", hasKey: { _ in true }) == nil && TextShapeCheck.countLimit(of: "...", hasKey: { _ in true }) == nil)
    }
}
