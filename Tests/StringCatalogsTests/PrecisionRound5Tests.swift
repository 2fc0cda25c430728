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

    // MARK: 2. A written identical value where the exporter writes only translations

    /// Five languages: a phrase Norwegian keeps in English, three in four of the others translating it.
    /// French and Polish lack `missing` of their twelve keys.
    func languages(missing: Int) -> [(String, String)] {
        let source: [(String, String)] = [("start_chat", "Start chat"), ("leave_room", "Leave room"), ("mute_room", "Mute room"),
                                          ("open_link", "Open link"), ("new_space", "New space"), ("edit_topic", "Edit topic")]
        let translations: [String: [String]] = [
            "de": ["Chat beginnen", "Raum verlassen", "Raum stummschalten", "Link öffnen", "Neuer Space", "Thema bearbeiten"],
            "fr": ["Démarrer la discussion", "Quitter le salon", "Rendre muet", "Ouvrir le lien", "Nouvel espace", "Modifier le sujet"],
            "pl": ["Rozpocznij czat", "Opuść pokój", "Wycisz pokój", "Otwórz link", "Nowa przestrzeń", "Edytuj temat"],
            "it": ["Avvia chat", "Lascia la stanza", "Silenzia", "Apri link", "Nuovo spazio", "Modifica argomento"],
            "nb": ["Start chat", "Forlat rommet", "Demp rommet", "Åpne lenken", "Nytt område", "Rediger emnet"],
        ]
        // More texts every language translates: Norwegian keeps one in twelve in English.
        let more = (1...6).map { ("label_\($0)", "Label text \($0)") }
        var files = [("res/values/strings.xml", strings(source + more))]
        for (language, texts) in translations.sorted(by: { $0.key < $1.key }) {
            // A sparse exporter leaves out what nobody translated: French and Polish lack keys.
            let kept = zip(source, texts).enumerated().filter { index, _ in !(["fr", "pl"].contains(language) && index >= 6 - missing) }
            files.append(("res/values-\(language)/strings.xml", strings(kept.map { ($0.element.0.0, $0.element.1) } + more.map { ($0.0, "[\(language)] \($0.1)") })))
        }
        return files
    }

    /// Where the Android exporter writes only what translators wrote (languages lack keys
    /// most others have), an identical value in the language's own file is a translation:
    /// no `untranslated`, on Android alone or on both platforms. A filling exporter's
    /// identical value (every language holds every key) is still reported; a plural form
    /// left in English among translated forms too, whatever the exporter.
    @Test func aWrittenIdenticalValueIsATranslationWhereTheExporterWritesOnlyTranslations() throws {
        #expect(summary(try check(android: languages(missing: 0)), language: "nb") == ["untranslated start_chat nb android"])
        #expect(summary(try check(android: languages(missing: 2)), language: "nb") == [])
        // A key or two deleted by hand (under one in ten) is no sign of a sparse exporter.
        #expect(summary(try check(android: languages(missing: 1)), language: "nb") == ["untranslated start_chat nb android"])
        // On both platforms (Apple's file identical too): neither is reported.
        let apple = [("en.lproj/Localizable.strings", appleStrings([("start_chat", "Start chat"), ("leave_room", "Leave room")])),
                     ("nb.lproj/Localizable.strings", appleStrings([("start_chat", "Start chat"), ("leave_room", "Forlat rommet")])),
                     ("de.lproj/Localizable.strings", appleStrings([("leave_room", "Raum verlassen")]))]
        #expect(summary(try check(android: languages(missing: 0), apple: apple), language: "nb") == ["untranslated start_chat nb both"])
        let sparse = try check(android: languages(missing: 2), apple: apple)
        #expect(summary(sparse, language: "nb") == [], "\(sparse)")
        // Apple's German lacks the key Android's German translates: still drift.
        #expect(summary(sparse, language: "de") == ["drift start_chat de apple"], "\(sparse)")
        // A plural form left in English beside translated forms is still reported.
        var plural = languages(missing: 2)
        plural[0].1 = plural[0].1.replacingOccurrences(of: "</resources>", with: #"<plurals name="rooms"><item quantity="one">%d room left</item><item quantity="other">%d rooms left</item></plurals></resources>"#)
        let index = plural.firstIndex { $0.0.contains("values-nb") }!
        plural[index].1 = plural[index].1.replacingOccurrences(of: "</resources>", with: #"<plurals name="rooms"><item quantity="one">%d room left</item><item quantity="other">%d rom igjen</item></plurals></resources>"#)
        #expect(summary(try check(android: plural), language: "nb") == ["untranslated rooms nb android"])
    }

    /// An Apple key absent where Android's translator wrote the source's text: Apple's gap
    /// (its file lacks the key), not "neither platform translates it".
    @Test func anAppleGapBesideAWrittenIdenticalValueIsApplesOwn() throws {
        let apple = [("en.lproj/Localizable.strings", appleStrings([("start_chat", "Start chat"), ("leave_room", "Leave room")])),
                     ("nb.lproj/Localizable.strings", appleStrings([("leave_room", "Forlat rommet")]))]
        let findings = try check(android: languages(missing: 2), apple: apple)
        #expect(summary(findings, language: "nb") == ["missingTranslation start_chat nb apple"], "\(findings)")
    }

    /// Where a written identical value is no choice even so: more than three words in the
    /// source's script (more than five for a name other scripts keep too), English in a language of another script (Nextcloud's Macedonian "Listed
    /// layout") unless another such language keeps it too (a name: "GNU General Public
    /// License"), or a language that copies often (more than one value in ten).
    @Test func aWrittenIdenticalValueIsNoChoiceForProseOtherScriptsOrCopyingLanguages() throws {
        let source: [(String, String)] = [("open_link", "Open link"), ("long_text", "This message was deleted by its sender, ask them again"),
                                          ("save_draft", "Save draft"), ("send_now", "Send it now"),
                                          ("no_recent", "No recently viewed articles")]
            + (1...8).map { ("label_\($0)", "Label text \($0)") }
        func project(_ kept: [String: [String]]) -> [(String, String)] {
            var files = [("res/values/strings.xml", strings(source))]
            for language in ["de", "fr", "it", "es", "pt", "nl", "pl", "nb", "mk", "bg"] {
                let cyrillic = ["mk", "bg"].contains(language)
                let values = source.enumerated().filter { index, _ in !(["fr", "pl"].contains(language) && index >= 10) }.map { index, pair in
                    (pair.0, kept[language]?.contains(pair.0) == true ? pair.1 : cyrillic ? "Превод број \(index)" : "[\(language)] \(pair.1)")
                }
                files.append(("res/values-\(language)/strings.xml", strings(values)))
            }
            return files
        }
        func untranslated(_ kept: [String: [String]]) throws -> [String] {
            try check(android: project(kept)).filter { $0.kind == .untranslated }.map { "\($0.language ?? "") \($0.key)" }.sorted()
        }
        #expect(try untranslated(["nb": ["open_link"]]) == [])
        #expect(try untranslated(["nb": ["long_text"]]) == ["nb long_text"])
        // Four words in the source's script are a sentence left in English (the recall test's
        // planted Polish "No recently viewed articles"), not a term.
        #expect(try untranslated(["nb": ["no_recent"]]) == ["nb no_recent"])
        #expect(try untranslated(["mk": ["open_link"]]) == ["mk open_link"])
        #expect(try untranslated(["mk": ["open_link"], "bg": ["open_link"]]) == [])
        #expect(try untranslated(["nb": ["open_link", "save_draft", "send_now"]]) == ["nb open_link", "nb save_draft", "nb send_now"])
    }

    // MARK: 3. A language that is a copy of the source

    /// A language whose every value is the source's text (ownCloud's Apple `tr`, Nextcloud's
    /// Android `ka`) is one finding for the language, counting its missing keys, not an
    /// untranslated or missing finding per key; a language that translates a few of those
    /// texts is mostly untranslated: one finding too, counting them (recall round 7).
    @Test func aLanguageThatIsACopyOfTheSourceIsOneFinding() throws {
        let texts = (1...12).map { ("key_\($0)", "Open folder number \($0)") }
        var files = [("res/values/strings.xml", strings(texts))]
        for language in ["de", "fr", "es", "it", "nl", "pt", "pl"] {
            files.append(("res/values-\(language)/strings.xml", strings(texts.map { ($0.0, "[\(language)] \($0.1)") })))
        }
        // Swahili: 11 of 12 copied, one translated: it copies too often for its identical values
        // to be choices, even where the exporter writes only translations.
        files.append(("res/values-sw/strings.xml", strings(texts.dropLast().map { $0 } + [("key_12", "Fungua folda 12")])))
        // Georgian: every value copied; then one key missing too.
        for oneMissing in [false, true] {
            let findings = try check(android: files + [("res/values-ka/strings.xml", strings(oneMissing ? Array(texts.dropLast()) : texts))])
            let georgian = findings.filter { $0.language == "ka" }
            #expect(georgian.map { "\($0.kind) \($0.key) \($0.platformLabel)" } == ["untranslated * android"], "\(georgian)")
            #expect(georgian.first?.detail == (oneMissing ? "11 of 11 strings are the en text: an untranslated copy (and 1 key has no ka value)"
                                                      : "12 of 12 strings are the en text: an untranslated copy"))
            #expect(georgian.first?.location == "res/values-ka/strings.xml:1")
            let swahili = findings.filter { $0.language == "sw" && !$0.isHint }
            #expect(swahili.count == 1 && swahili.first?.detail.hasPrefix("mostly untranslated: 11 of its 12 values are the en text (91 %); 11 strings") == true,
                    "\(swahili)")
        }
    }

    /// The same on Apple, in one `.xcstrings` for every language: its location is the catalog.
    @Test func anAppleLanguageThatIsACopyIsOneFinding() throws {
        let keys = (1...12).map { "Share file \($0)" }
        func units(_ language: String, _ text: (String) -> String) -> String {
            "\"\(language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(text(language))\"}}"
        }
        let entries = keys.map { key in
            "\"\(key)\": {\"localizations\": {" + ([units("en") { _ in key }, units("tr") { _ in key }]
                + ["de", "fr", "es", "it", "nl"].map { language in units(language) { "[\($0)] \(key)" } }).joined(separator: ", ") + "}}"
        }
        let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + entries.joined(separator: ",\n") + "\n}}"
        let findings = try check(apple: [("Localizable.xcstrings", json)])
        #expect(findings.filter { $0.language == "tr" }.map { "\($0.kind) \($0.key) \($0.detail) \($0.location ?? "")" }
                == ["untranslated * 12 of 12 strings are the en text: an untranslated copy Localizable.xcstrings:2"], "\(findings)")
    }

    // MARK: 4. A stub language folder

    /// A language folder holding under one in a hundred of the source's keys (a translation
    /// platform's empty placeholder) is partially localized: one summary line, no missing
    /// translation per key. One holding under a quarter is barely started: one finding for the
    /// language (precision round 6: ownCloud's `ta-IN`). One holding more is a language with gaps.
    @Test func aStubLanguageFolderIsPartiallyLocalized() throws {
        let texts = (1...150).map { ("label_\($0)", "Upload failed \($0)") }
        let files = [("res/values/strings.xml", strings(texts)),
                     ("res/values-de/strings.xml", strings(texts.map { ($0.0, "Hochladen fehlgeschlagen \($0.1)") })),
                     ("res/values-ml-rIN/strings.xml", strings([(texts[0].0, "അപ്‌ലോഡ് പരാജയപ്പെട്ടു")])),
                     ("res/values-te/strings.xml", strings(texts.prefix(2).map { ($0.0, "అప్‌లోడ్ విఫలమైంది") })),
                     ("res/values-fr/strings.xml", strings(texts.prefix(120).map { ($0.0, "Échec du téléversement \($0.1)") }))]
        let checker = try checker(android: files)
        #expect(checker.partialLanguages[.android] == ["ml-IN"])
        let findings = checker.findings()
        #expect(summary(findings, language: "ml-IN") == [], "\(findings.filter { $0.language == "ml-IN" }.prefix(3))")
        let te = findings.filter { $0.language == "te" }
        #expect(te.count == 1 && te.first?.kind == .missingTranslation && te.first?.key == "*"
                && te.first?.detail.contains("barely started: 2 of the 150 source keys translated") == true, "\(te)")
        #expect(summary(findings, language: "fr").count == 30)
    }

    // MARK: 5. A source file no language translates

    /// A source file none of whose keys any language holds (Wikipedia's developer settings)
    /// is one hint naming the file and its key count, not a missing translation per key and
    /// language; a file one of whose keys a language translates keeps its gaps.
    @Test func aSourceFileNoLanguageTranslatesIsOneHint() throws {
        let files = [("app/src/main/res/values/strings.xml", strings([("save", "Save"), ("share", "Share this"), ("delete", "Delete it")])),
                     ("app/src/main/res/values/dev_settings_strings.xml", strings([("dev_send_event", "Send a test event"), ("dev_reset", "Reset onboarding"),
                                                                                   ("dev_crash", "Crash the app")])),
                     ("app/src/main/res/values-de/strings.xml", strings([("save", "Speichern"), ("share", "Teilen")])),
                     ("app/src/main/res/values-fr/strings.xml", strings([("save", "Enregistrer"), ("share", "Partager"), ("delete", "Supprimer")]))]
        let findings = try check(android: files)
        #expect(summary(findings) == ["missingTranslation delete de android"], "\(findings)")
        let hints = findings.filter { $0.isHint }
        #expect(hints.map { "\($0.kind) \($0.key) \($0.languageLabel) \($0.location ?? "")" }
                == ["missingTranslation * all app/src/main/res/values/dev_settings_strings.xml:1"], "\(hints)")
        #expect(hints.first?.detail.hasPrefix("app/src/main/res/values/dev_settings_strings.xml: none of its 3 keys is in any of the 2 languages") == true)
        // One key of the file translated somewhere: its gaps are gaps again.
        var translatedOnce = files
        translatedOnce[3].1 = strings([("save", "Enregistrer"), ("share", "Partager"), ("delete", "Supprimer"), ("dev_reset", "Réinitialiser")])
        #expect(summary(try check(android: translatedOnce)).count == 1 + 3 + 2)
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

    // MARK: 8. Empty values written by an exporter

    /// Several empty texts in one file of a language are the exporter's mark of strings not
    /// yet translated (Home Assistant's Lokalise exports): missing translations saying so.
    /// One empty text among translated values is a translator's slip: an empty value; so is
    /// an empty plural form.
    @Test func emptyValuesAnExporterWroteAreMissingTranslations() throws {
        let source = [("panel.map", "Map"), ("panel.history", "History"), ("panel.logbook", "Logbook"), ("panel.energy", "Energy"), ("panel.profile", "Profile")]
        let findings = try check(apple: [
            ("en.lproj/Frontend.strings", appleStrings(source)),
            ("es.lproj/Frontend.strings", appleStrings([("panel.map", ""), ("panel.history", ""), ("panel.logbook", ""), ("panel.energy", "Energía"), ("panel.profile", "Perfil")])),
            ("de.lproj/Frontend.strings", appleStrings([("panel.map", "Karte"), ("panel.history", ""), ("panel.logbook", "Logbuch"), ("panel.energy", "Energie"), ("panel.profile", "Profil")])),
        ])
        #expect(summary(findings) == ["emptyValue panel.history de apple", "missingTranslation panel.history es apple",
                                      "missingTranslation panel.logbook es apple", "missingTranslation panel.map es apple"], "\(findings)")
        let map = findings.first { $0.shownKey == "panel.map" }
        #expect(map?.detail == #"exported empty: en has "Map"; one of 3 empty values in this file, the exporter's mark of a string not yet translated "#
            + "(Apple's lookup shows an empty label unless the app treats empty as missing)")
    }

    // MARK: Hostile shapes

    /// The new rules on shapes no app has: keys of separators and unit words only, plurals of
    /// digits and placeholders, a language of empty values, a source of untranslatable keys:
    /// findings, no trap.
    @Test func theNewRulesTakeHostileShapes() throws {
        let weird = [("second_second_minute", "%d%d second"), ("_._", "%1$s"), ("month", "%d months"), ("year", "1")]
        let plurals = weird.map { "<plurals name=\"\($0.0)\"><item quantity=\"one\">\($0.1)</item><item quantity=\"other\">22%%%d</item></plurals>" }.joined()
        let files = [("res/values/strings.xml", resources(plurals + (1...30).map { "<string name=\"e\($0)\">Text \($0)</string>" }.joined())),
                     ("res/values/fixed.xml", resources((1...5).map { "<string name=\"f\($0)\" translatable=\"false\">F</string>" }.joined())),
                     ("res/values-ru/strings.xml", resources(plurals.replacingOccurrences(of: "second", with: "1") + (1...30).map { "<string name=\"e\($0)\"></string>" }.joined())),
                     ("res/values-be/strings.xml", resources((1...30).map { "<string name=\"e\($0)\">Text \($0)</string>" }.joined()))]
        let findings = try check(android: files, apple: [("en.lproj/A.strings", appleStrings([("...", "%d"), ("a.b.", "")])),
                                                         ("de.lproj/A.strings", appleStrings([("...", ""), ("a.b.", "")]))])
        #expect(findings.filter { $0.language == "ru" && $0.kind == .missingTranslation }.count == 30, "\(findings)")
        #expect(findings.contains { $0.language == "be" && $0.key == "*" && $0.kind == .untranslated })
    }

    // MARK: Also checked: which Android folder serves a language

    /// Android 7+ serves a `pt` user `values-pt-rBR`'s string where `values-pt` has none:
    /// Apple's `pt` falling back to English is drift, and the message names the folder's language.
    @Test func driftSaysWhichAndroidLanguageServesTheUser() throws {
        let findings = try check(
            android: [("res/values/strings.xml", strings([("action_translate", "Translate"), ("action_copy", "Copy text")])),
                      ("res/values-pt/strings.xml", strings([("action_copy", "Copiar texto")])),
                      ("res/values-pt-rBR/strings.xml", strings([("action_translate", "Traduzir"), ("action_copy", "Copiar texto")]))],
            apple: [("en.lproj/Localizable.strings", appleStrings([("action_translate", "Translate"), ("action_copy", "Copy text")])),
                    ("pt.lproj/Localizable.strings", appleStrings([("action_copy", "Copiar texto")]))])
        let drift = findings.filter { $0.kind == .drift }
        #expect(drift.map { "\($0.language ?? "") \($0.detail)" }
                == [#"pt falls back to en: "Translate"; android translates it: "Traduzir" (res/values-pt-rBR/strings.xml:1), "#
                    + "the pt-BR string, which Android shows pt users where pt has none"], "\(findings)")
    }
}
