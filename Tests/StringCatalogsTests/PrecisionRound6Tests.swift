import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The false classes of precision round 5b and the misses of recall round 6 (issue #18), each
/// in the shape the real app had, on our own text.
@Suite("Precision and recall round 6")
struct PrecisionRound6Tests {
    func check(_ files: [(String, String)]) throws -> [CatalogFinding] { try androidOnlyFindings(files, folder: "round6") }

    func strings(_ pairs: [(String, String)]) -> String { stringResources(pairs) }

    func findings(_ all: [CatalogFinding], _ language: String, _ kind: CatalogFinding.Kind? = nil) -> [CatalogFinding] {
        all.filter { $0.language == language && !$0.isHint && (kind == nil || $0.kind == kind) }
    }

    // MARK: Line breaks most languages keep

    /// A break most translations keep is the design, wherever it sits ("The Free
    /// Encyclopedia\n…in over 300 languages", a two-line title); one most of them reflow is a
    /// wrap or a sentence break nobody needs ("…alt text.\nPost Anyway?").
    @Test func aLineBreakIsDesignWhenMostLanguagesKeepIt() throws {
        let title = "The Free Encyclopedia\\n…in over 300 languages", alert = "%d images lack alt text.\\nPost anyway?"
        let keeping = [("de", "Die freie Enzyklopädie\\n… in über 300 Sprachen", "%d Bilder ohne Alt-Text.\\nTrotzdem senden?"),
                       ("fr", "L’encyclopédie libre\\n… dans plus de 300 langues", "%d images sans texte alternatif. Publier quand même ?"),
                       ("ru", "Свободная энциклопедия\\n…более чем на 300 языках", "%d изображений без описания. Всё равно опубликовать?"),
                       ("pl", "Wolna encyklopedia\\n…w ponad 300 językach", "%d obrazów bez tekstu alternatywnego. Opublikować mimo to?"),
                       ("ja", "自由な百科事典\\n…300超の言語で", "%d 枚の画像に代替テキストがありません。そのまま投稿しますか？"),
                       ("uk", "Вільна енциклопедія …понад 300 мовами", "%d зображень без опису. Все одно опублікувати?")]
        var files = [("res/values/strings.xml", strings([("title", title), ("alert", alert)]))]
        for (language, translatedTitle, translatedAlert) in keeping {
            files.append(("res/values-\(language)/strings.xml", strings([("title", translatedTitle), ("alert", translatedAlert)])))
        }
        let all = try check(files)
        let uk = findings(all, "uk", .placeholderMismatch)
        #expect(uk.map(\.key) == ["title"] && uk.first?.detail.contains("5 of the 6 translations keep") == true, "\(all)")
        // Four of six reflow the alert's break: no language is told to keep it.
        #expect(!all.contains { $0.key == "alert" }, "\(all)")
    }

    // MARK: Edge spaces

    /// An Arabic prefix written joined to what follows ("بـ" with a tatweel) keeps no space
    /// (the source quoted: aapt2 trims an unquoted trailing space).
    @Test func anArabicJoinedPrefixNeedsNoTrailingSpace() throws {
        let all = try check([("res/values/strings.xml", strings([("k", "\"Cannot connect to \"")])),
                             ("res/values-ar/strings.xml", strings([("k", "تعذّر الاتصال بـ")])),
                             ("res/values-de/strings.xml", strings([("k", "Keine Verbindung zu")]))])
        #expect(findings(all, "ar").isEmpty && findings(all, "de").map(\.kind) == [.placeholderMismatch], "\(all)")
    }

    // MARK: A language that drops arguments everywhere

    /// ownCloud's Lao translated around 68 placeholders ("New to %1$s?" as "Register"): one
    /// finding for the language naming every key; one lost argument elsewhere stays a finding.
    @Test func aLanguageDroppingArgumentsEverywhereIsOneFinding() throws {
        let keys = (1...12).map { ("k\($0)", "Remove %1$s from item \($0)?") }
        let all = try check([("res/values/strings.xml", strings(keys)),
                             ("res/values-lo/strings.xml", strings(keys.map { ($0.0, "ລຶບອອກ \($0.0)") })),
                             ("res/values-de/strings.xml", strings(keys.map { ($0.0, $0.0 == "k1" ? "Entfernen?" : "%1$s entfernen?") }))])
        let lao = findings(all, "lo", .placeholderMismatch)
        #expect(lao.count == 1 && lao.first?.key == "*" && lao.first?.detail.contains("12 translations leave out arguments") == true
                && lao.first?.detail.contains("k9") == true, "\(lao)")
        #expect(findings(all, "de", .placeholderMismatch).map(\.key) == ["k1"], "\(all)")
    }

    // MARK: Empty plural forms

    /// An empty form says which counts show nothing; one the language never selects is a hint.
    @Test func anEmptyPluralFormNamesItsCounts() throws {
        let plural = { (forms: [(String, String)]) in pluralResource("files", forms) }
        let all = try check([("res/values/strings.xml", resources(plural([("one", "%d file"), ("other", "%d files")]))),
                             ("res/values-hr/strings.xml", resources(plural([("one", "%d datoteka"), ("few", ""), ("other", "%d datoteka")]))),
                             ("res/values-ja/strings.xml", resources(plural([("one", ""), ("other", "%d 個のファイル")])))])
        let croatian = findings(all, "hr", .emptyValue)
        #expect(croatian.count == 1 && croatian.first?.detail.contains("few (hr selects few: 2, 3, 4, 22…)") == true, "\(all)")
        #expect(findings(all, "ja", .emptyValue).isEmpty && all.contains { $0.language == "ja" && $0.kind == .emptyValue && $0.isHint }, "\(all)")
    }

    // MARK: Identical values

    /// Where the exporter fills every key, a language that copies at most one value in 25, or
    /// keeps terms but no sentences, keeps short identical terms on purpose ("Website (URI)"
    /// in German); one that leaves sentences in English (Croatian, 7 %) leaves terms behind too.
    @Test func aCarefulLanguageKeepsLoanwords() throws {
        let keys = (1...110).map { ("k\($0)", "Open the vault to see item \($0)") } + [("uri", "Website (URI)")]
        let languages = [("de", "Tresor", 0), ("fr", "Coffre", 0), ("es", "Caja", 0), ("it", "Cassaforte", 0), ("pl", "Sejf", 0),
                         ("nl", "Kluis", 0), ("pt", "Cofre", 0), ("sv", "Valv", 0), ("da", "Boks", 0), ("hr", "Trezor", 8)]
        var files = [("res/values/strings.xml", strings(keys))]
        for (language, word, copied) in languages {
            let values = keys.enumerated().map { index, pair -> (String, String) in
                if pair.0 == "uri" { return (pair.0, ["de", "hr"].contains(language) ? pair.1 : "\(word) (URI)") }
                // A loanword is a word of the language: German writes it in its own sentences too
                // (Bitwarden's "URI-Übereinstimmungserkennung"), which English left in never is.
                if pair.0 == "k2" { return (pair.0, "Website-URI im \(word) öffnen") }
                return (pair.0, index < copied ? pair.1 : "\(word) \(pair.0)")
            }
            files.append(("res/values-\(language)/strings.xml", strings(values)))
        }
        let all = try check(files)
        #expect(findings(all, "de", .untranslated).isEmpty, "\(findings(all, "de"))")
        #expect(findings(all, "hr", .untranslated).map(\.key).contains("uri"), "\(findings(all, "hr"))")
    }

    /// A sentence of five words or more left in the source language by a language that rarely
    /// copies is untranslated once more than half of the languages holding it translate it
    /// (a key too new for three in four).
    @Test func aSentenceLeftInEnglishByACarefulLanguageIsUntranslated() throws {
        let keys = (1...110).map { ("k\($0)", "Share the file \($0)") }
        let hint = "Expands the GIF. Double-tap and hold to show actions"
        var files = [("res/values/strings.xml", strings(keys + [("hint", hint)]))]
        for (language, word, translated) in [("de", "Teilen", true), ("fr", "Partager", true), ("ru", "Поделиться", true),
                                             ("es", "Compartir", false), ("it", "Condividi", false), ("ja", "共有", false)] {
            let values = keys.map { ($0.0, "\(word) \($0.0)") } + [("hint", translated ? "\(word): GIF" : hint)]
            files.append(("res/values-\(language)/strings.xml", strings(values)))
        }
        // Three of six translate it: no majority, nobody is told.
        #expect(try check(files).allSatisfy { $0.key != "hint" })
        files[4] = ("res/values-es/strings.xml", strings(keys.map { ($0.0, "Compartir \($0.0)") } + [("hint", "Amplía el GIF")]))
        let all = try check(files)
        #expect(["it", "ja"].allSatisfy { findings(all, $0, .untranslated).map(\.key) == ["hint"] }, "\(all.filter { $0.key == "hint" })")
    }

    // MARK: Plurals

    /// "%d seconds" among Croatian "%d sekunda", "%d sekundi": the same first letters, three
    /// letters apart — English, not the language's word.
    @Test func anEnglishFormBesideASimilarWordIsUntranslated() throws {
        let plural = pluralResource
        let all = try check([("res/values/strings.xml", resources(plural("seconds", [("one", "%d second"), ("other", "%d seconds")]))),
                             ("res/values-hr/strings.xml", resources(plural("seconds", [("one", "%d sekunda"), ("few", "%d seconds"), ("other", "%d sekundi")])))])
        #expect(findings(all, "hr", .untranslated).map(\.key) == ["seconds"], "\(all)")
    }

    /// A plural that writes `many` in Czech shows a translator who knows the categories: the
    /// `few` beside it left out is an omission, even in the language's only plural.
    @Test func aCategoryLeftOutBesideOthersIsAnOmission() throws {
        let plural = "<plurals name=\"selected\"><item quantity=\"one\">%d vybrán</item><item quantity=\"many\">%d vybráno</item><item quantity=\"other\">%d vybráno</item></plurals>"
        let all = try check([("res/values/strings.xml", resources("<plurals name=\"selected\"><item quantity=\"one\">%d selected</item><item quantity=\"other\">%d selected</item></plurals>")),
                             ("res/values-cs/strings.xml", resources(plural))])
        #expect(findings(all, "cs", .missingPluralForm).map(\.key) == ["selected"], "\(all)")
    }

    // MARK: Quotes aapt2 drops

    /// `το "%2$s" με εσάς` where the source writes `\"%2$s\"`: aapt2 reads the inner quotes
    /// as quoting and drops them. A text quoted whole to keep its spaces is fine.
    @Test func unescapedInnerQuotesAreAnEscapeProblem() throws {
        let all = try check([("res/values/strings.xml", strings([("shared", #"%1$s shared \"%2$s\" with you"#), ("pad", #"" Next ""#)])),
                             ("res/values-el/strings.xml", strings([("shared", #"Ο %1$s διαμοιράστηκε το "%2$s" με εσάς"#), ("pad", #"" Επόμενο ""#)])),
                             ("res/values-de/strings.xml", strings([("shared", #"%1$s hat \"%2$s\" mit dir geteilt"#), ("pad", #"" Weiter ""#)]))])
        let greek = findings(all, "el", .invalidSpecifier)
        #expect(greek.map(\.key) == ["shared"] && greek.first?.detail.contains("unescaped quotation marks") == true, "\(all)")
        #expect(findings(all, "de").isEmpty && !all.contains { $0.key == "pad" }, "\(all)")
    }

    // MARK: Two Simplified Chinese folders

    /// `values-zh-rCN` beside `values-b+zh+Hans`: Android serves each to its own users, so the
    /// first is `zh-Hans-CN`, checked apart (ownCloud: its dropped `%1$d` was hidden behind the
    /// other folder's value); a gap both share is reported once.
    @Test func mainlandChineseBesideSimplifiedChineseIsCheckedApart() throws {
        let all = try check([("res/values/strings.xml", strings([("code", "Enter a new %1$d-digit passcode"), ("later", "Later")])),
                             ("res/values-b+zh+Hans/strings.xml", strings([("code", "输入新的%1$d位密码")])),
                             ("res/values-zh-rCN/strings.xml", strings([("code", "输入新的密码")]))])
        #expect(all.map { "\($0.kind) \($0.key) \($0.language ?? "")" }.sorted()
                == ["missingTranslation later zh-Hans", "placeholderMismatch code zh-Hans-CN"], "\(all)")
    }

    // MARK: Recall round 7

    /// An unescaped apostrophe is the entry's `unreadable` finding (aapt2 refuses it); the rest
    /// of the file is still checked, and the refused key is no gap besides.
    @Test func aRefusedEntryLeavesTheRestOfItsFileChecked() throws {
        let all = try check([("res/values/strings.xml", strings([("a", #"Don\'t go"#), ("b", "%1$s files")])),
                             ("res/values-uk/strings.xml", strings([("a", "Не йди'"), ("b", "Файли")]))])
        #expect(all.map { "\($0.kind) \($0.key)" }.sorted() == ["placeholderMismatch b", "unreadable a"], "\(all)")
        #expect(all.first { $0.kind == .unreadable }?.detail.contains("entry cannot be read: apostrophe") == true)
    }

    /// The argument a link's address takes is its role: `<a href="%1$s">%2$s</a>` where the
    /// source has `<a href=%2$s>%1$s</a>` links to the user's name.
    @Test func aLinkToAnotherArgumentIsAMismatch() throws {
        let source = "Blocked by &lt;a href=%2$s&gt;%1$s&lt;/a&gt;"
        let all = try check([("res/values/strings.xml", strings([("blocked", source)])),
                             ("res/values-he/strings.xml", strings([("blocked", "נחסם על ידי &lt;a href=%1$s&gt;%2$s&lt;/a&gt;")])),
                             ("res/values-de/strings.xml", strings([("blocked", "Gesperrt von &lt;a href=%2$s&gt;%1$s&lt;/a&gt;")]))])
        #expect(all.map { "\($0.kind) \($0.language ?? "")" } == ["placeholderMismatch he"], "\(all)")
        #expect(all.first?.detail.contains("markup attributes take argument 1 here, 2 in the source") == true)
    }

    /// Mastodon keeps its converter's copy of the translations (`StringsConvertor/input`) beside
    /// the app's tables: the same key in a table of the same name in two folders. The hidden
    /// definition is checked too, string by string: a plural category removed from it is found.
    @Test func aHiddenDefinitionIsCheckedStringByString() throws {
        func plural(_ forms: [(String, String)]) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>votes</key><dict>"
                + "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string>"
                + forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict></dict></dict></plist>"
        }
        let arabic = [("zero", "لا أصوات"), ("one", "صوت واحد"), ("two", "صوتان"), ("few", "%ld أصوات"), ("many", "%ld صوتًا"), ("other", "%ld صوت")]
        let folder = try Fixtures.temporaryDirectory("round7-hidden")
        try writeFiles([("A/en.lproj/Localizable.stringsdict", plural([("one", "%ld vote"), ("other", "%ld votes")])),
                        ("A/ar.lproj/Localizable.stringsdict", plural(arabic)),
                        ("B/en.lproj/Localizable.stringsdict", plural([("one", "%ld vote"), ("other", "%ld votes")])),
                        ("B/ar.lproj/Localizable.stringsdict", plural(arabic.filter { $0.0 != "two" }))], in: folder)
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
        let all = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: apple).findings().filter { !$0.isHint }
        #expect(all.map { "\($0.kind) \($0.language ?? "") \($0.location ?? "")" } == ["missingPluralForm ar B/ar.lproj/Localizable.stringsdict:1"], "\(all)")
    }

    // MARK: Shipped languages per platform

    /// Android packs every `values-*` folder: Xcode's `knownRegions` says nothing of them.
    /// `locales_config.xml` spells languages as Android does (`in` for `id`, `zh-CN` for `zh-Hans`).
    @Test func eachPlatformShipsWhatItDeclares() throws {
        let folder = try Fixtures.temporaryDirectory("round6-shipped")
        try writeFiles([
            ("android/app/src/main/res/values/strings.xml", strings([("title", "Title"), ("save", "Save")])),
            ("android/app/src/main/res/values-pl/strings.xml", strings([("title", "Tytuł")])),
            ("ios/App.xcodeproj/project.pbxproj", "knownRegions = (\n en,\n Base,\n it,\n);"),
            ("ios/App/en.lproj/Localizable.strings", #""title" = "Title";"#),
            ("ios/App/it.lproj/Localizable.strings", #""title" = "Titolo";"#),
            ("ios/App/de.lproj/Localizable.strings", #""other" = "Anders";"#),
            ("android2/app/src/main/res/xml/locales_config.xml",
             #"<locale-config xmlns:android="http://schemas.android.com/apk/res/android"><locale android:name="en"/><locale android:name="in"/><locale android:name="zh-CN"/></locale-config>"#),
            ("android2/app/src/main/res/values/strings.xml", strings([("title", "Title"), ("save", "Save")])),
            ("android2/app/src/main/res/values-in/strings.xml", strings([("title", "Judul")])),
            ("android2/app/src/main/res/values-zh-rCN/strings.xml", strings([("title", "标题")])),
        ], in: folder)
        let android = folder.appendingPathComponent("android"), ios = folder.appendingPathComponent("ios")
        var checker = try makeChecker(android: android, apple: ios)
        checker.declaredLanguages = ProjectDiscovery.declaredLanguages(android: [android], apple: [ios])
        #expect(checker.declaredLanguages[.android] == nil && checker.declaredLanguages[.apple] == ["en", "it"])
        let all = checker.findings()
        #expect(all.contains { $0.language == "pl" && $0.key == "save" && $0.kind == .missingTranslation }, "\(all)")
        #expect(!all.contains { $0.language == "de" } && checker.unshippedLanguages == ["de"], "\(all)")
        let indonesian = folder.appendingPathComponent("android2")
        var second = try makeChecker(android: indonesian, apple: ios)
        second.declaredLanguages = ProjectDiscovery.declaredLanguages(android: [indonesian], apple: [])
        #expect(second.isShipped("id", on: .android) && second.isShipped("zh-Hans", on: .android) && second.unshippedLanguages.isEmpty)
        #expect(["id", "zh-Hans"].allSatisfy { language in second.findings().contains { $0.language == language && $0.key == "save" } })
    }
}

/// The false classes of precision round 6 (issue #18), each in the shape the real app had.
@Suite("Precision round 6")
struct PrecisionRound6FalseClassesTests {
    func check(_ files: [(String, String)]) throws -> [CatalogFinding] { try androidOnlyFindings(files, folder: "round6b") }

    func strings(_ pairs: [(String, String)]) -> String { stringResources(pairs) }

    /// "This %@ is broken and can’t be\nuploaded" is wrapped inside a sentence: a translation
    /// in one line loses nothing, however many languages keep the wrap.
    @Test func aWrapInsideASentenceIsNoDesign() throws {
        let source = "This file is broken and can’t be\\nuploaded to the server."
        var files = [("res/values/strings.xml", strings([("broken", source)]))]
        for (language, text) in [("de", "Diese Datei ist beschädigt und kann nicht\\nhochgeladen werden."), ("fr", "Ce fichier est endommagé et ne peut\\npas être envoyé."),
                                 ("ru", "Этот файл повреждён и не может быть\\nзагружен."), ("pl", "Ten plik jest uszkodzony i nie może\\nzostać wysłany."),
                                 ("nl", "Dit bestand is beschadigd en kan niet worden geüpload.")] {
            files.append(("res/values-\(language)/strings.xml", strings([("broken", text)])))
        }
        #expect(try check(files).isEmpty)
    }

    /// translatewiki's `values-qq` marks "CC BY-SA 4.0" `{{optional}}`: a language may lack it
    /// or keep it as is. A key the documentation does not mark keeps its gaps.
    @Test func translatewikiOptionalMessagesMayBeLeftOut() throws {
        let all = try check([
            ("res/values/strings.xml", strings([("license", "CC BY-SA 4.0 license text"), ("save", "Save the article")])),
            ("res/values-qq/strings.xml", strings([("license", "{{optional}}\\n\\nText of the license"), ("save", "Button label")])),
            ("res/values-de/strings.xml", strings([("license", "Lizenztext CC BY-SA 4.0"), ("save", "Artikel speichern")])),
            ("res/values-ru/strings.xml", strings([("license", "CC BY-SA 4.0 license text")])),
        ])
        #expect(all.map { "\($0.kind) \($0.key) \($0.language ?? "")" } == ["missingTranslation save ru"], "\(all)")
    }

    /// A key most of the languages holding it keep as the source's text (an example user name)
    /// is no gap where a language lacks it.
    @Test func aKeyMostLanguagesKeepIdenticalIsNoGap() throws {
        var files = [("res/values/strings.xml", strings([("example", "amazing_user"), ("save", "Save the post")]))]
        for language in ["de", "fr", "it", "es"] { files.append(("res/values-\(language)/strings.xml", strings([("example", "amazing_user"), ("save", "[\(language)] Save")]))) }
        files.append(("res/values-pt/strings.xml", strings([("save", "Salvar a publicação")])))
        #expect(try check(files).isEmpty)
    }

    /// `values-nb-rNO` holding a key `values-nb` lacks serves it to Norwegian users.
    @Test func anOverlayHoldingAKeyFillsTheGap() throws {
        let keys = (1...10).map { ("k\($0)", "Emoji \($0) name") }
        let all = try check([("res/values/strings.xml", strings(keys + [("hourglass", "Hourglass")])),
                             ("res/values-nb/strings.xml", strings(keys.map { ($0.0, "Emoji \($0.0) navn") })),
                             ("res/values-nb-rNO/strings.xml", strings([("hourglass", "Timeglass")]))])
        #expect(all.isEmpty, "\(all)")
    }

    /// A `one` without its count names the counts the language's `one` covers: Slovenian's are
    /// 101, 201…, not 21 (round 6b's false message).
    @Test func aOneWithoutItsCountNamesTheLanguagesCounts() throws {
        let plural = { (forms: [(String, String)]) in pluralResource("ago", forms) }
        let all = try check([("res/values/strings.xml", resources(plural([("one", "Yesterday"), ("other", "%d days ago")]))),
                             ("res/values-sl/strings.xml", resources(plural([("one", "včeraj"), ("two", "pred %d dnevoma"), ("few", "pred %d dnevi"), ("other", "pred %d dnevi")])))])
        let slovenian = all.filter { $0.language == "sl" && $0.kind == .placeholderMismatch }
        #expect(slovenian.count == 1 && slovenian.first?.detail.contains("covers 101, 201…") == true, "\(all)")
    }

    /// `<big>` letters styling the Latin logo ("<big>W</big>ikipedi<big>a</big>") have no
    /// counterpart in Chinese; German dropping them loses them.
    @Test func caseStylingTagsNeedNoCounterpartInACaselessScript() throws {
        let logo = "&lt;big&gt;W&lt;/big&gt;ikipedi&lt;big&gt;a&lt;/big&gt;"
        let all = try check([("res/values/strings.xml", strings([("logo", logo)])),
                             ("res/values-zh-rCN/strings.xml", strings([("logo", "维基百科")])),
                             ("res/values-de/strings.xml", strings([("logo", "Wikipedia")]))])
        #expect(all.map { "\($0.kind) \($0.language ?? "")" } == ["placeholderMismatch de"], "\(all)")
    }

    /// Welsh and Gaelic mutate a word after numbers ("%d post", "%d bost"): a form that keeps
    /// the source's word beside its mutations is the language's own.
    @Test func aMutatedWordSharesItsStem() throws {
        let plural = { (forms: [(String, String)]) in pluralResource("posts", forms) }
        let all = try check([("res/values/strings.xml", resources(plural([("one", "%d post"), ("other", "%d posts")]))),
                             ("res/values-cy/strings.xml", resources(plural([("zero", "%d post"), ("one", "%d post"), ("two", "%d bost"), ("few", "%d phost"),
                                                                            ("many", "%d post"), ("other", "%d post")])))])
        #expect(!all.contains { $0.kind == .untranslated }, "\(all)")
    }
}
