import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The false classes of the round-1 precision sample (288 findings judged by hand on 7 real
/// apps, issue #18), each in the shape the app had (our own text).
@Suite("Precision round 1")
struct PrecisionRound1Tests {
    func resources(_ body: String) -> String { "<resources>\(body)</resources>" }

    func android(_ files: [(String, String)]) throws -> (PlatformCatalog, [String]) {
        let folder = try Fixtures.temporaryDirectory("precision1")
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        return (try AndroidStringsReader.read(paths: [folder], sourceLanguage: "en", skipped: &skipped), skipped)
    }

    func apple(_ files: [(String, String)]) throws -> (PlatformCatalog, [String]) {
        let folder = try Fixtures.temporaryDirectory("precision1-apple")
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        return (try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped), skipped)
    }

    func check(_ files: [(String, String)]) throws -> [CatalogFinding] {
        CatalogChecker(android: try android(files).0, apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
    }

    // MARK: 1. Cleanup is a hint

    @Test func cleanupKindsAreHintsDefectsAreFindings() throws {
        let (catalog, _) = try android([
            ("res/values/strings.xml", resources(#"<string name="gone">Open the door now</string><plurals name="n"><item quantity="one">%d door</item><item quantity="other">%d doors</item></plurals>"#)),
            // A stale key the source no longer has; Japanese has no `one`.
            ("res/values-ja/strings.xml", resources(#"<string name="stale">古いドア</string><plurals name="n"><item quantity="one">%d ドア</item><item quantity="other">%d ドア</item></plurals>"#)),
        ])
        let findings = CatalogChecker(android: catalog, apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
        let byKind = Dictionary(grouping: findings, by: \.kind)
        #expect(byKind[.extraKey]?.map(\.severity) == [.hint] && byKind[.unusedPluralForm]?.map(\.severity) == [.hint], "\(findings)")
        #expect(byKind[.missingTranslation]?.map(\.severity) == [.finding], "\(findings)")
        #expect(Set(CatalogFinding.hintKinds) == [.unusedPluralForm, .extraKey, .missingLanguage, .onePlatformOnly])
    }

    @Test func aSettingsBundleGapIsAHint() throws {
        let (catalog, _) = try apple([
            ("App/en.lproj/Localizable.strings", #""a" = "Open the door now";"#),
            ("App/de.lproj/Localizable.strings", #""a" = "Öffne die Tür jetzt";"#),
            ("App/Settings.bundle/en.lproj/Root.strings", #""Group" = "Group"; "Enabled" = "Enabled";"#),
            ("App/Settings.bundle/de.lproj/Root.strings", #""Group" = "Gruppe";"#),
        ])
        let findings = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: catalog).findings()
        let missing = findings.filter { $0.kind == .missingTranslation }
        #expect(missing.map(\.key) == ["Enabled"] && missing.allSatisfy { $0.severity == .hint }, "\(findings)")
    }

    // MARK: 2. A plural translated as a string: one finding

    @Test func aStringWhereTheSourceHasPluralsIsNoExtraKey() throws {
        let findings = try check([
            ("res/values/strings.xml", resources(#"<plurals name="results"><item quantity="one">%d result</item><item quantity="other">%d results</item></plurals>"#)),
            ("res/values-fa/strings.xml", resources(#"<string name="results">%d نتیجه</string>"#)),
        ])
        #expect(findings.map(\.kind) == [.missingTranslation], "\(findings)")
        // In a language localized in a few files (its gaps not listed), the type mismatch is still one finding.
        let many = (1...8).map { #"<string name="s\#($0)">Open door \#($0) now</string>"# }.joined()
        var files = [("a/src/main/res/values/strings.xml", resources(#"<plurals name="results"><item quantity="one">%d result</item><item quantity="other">%d results</item></plurals>"#)),
                     ("a/src/main/res/values-su/strings.xml", resources(#"<string name="results">%d hasil</string>"#))]
        for module in ["b", "c", "d"] {
            files.append(("\(module)/src/main/res/values/strings.xml", resources(many.replacingOccurrences(of: "\"s", with: "\"\(module)"))))
            files.append(("\(module)/src/main/res/values-de/strings.xml", resources(many.replacingOccurrences(of: "\"s", with: "\"\(module)").replacingOccurrences(of: "Open door", with: "Öffne Tür"))))
        }
        let partial = try check(files)
        let su = partial.filter { $0.language == "su" }
        #expect(su.map(\.kind) == [.missingTranslation] && su.first?.detail.contains("another resource type") == true, "\(partial)")
    }

    // MARK: 3. A reflowed line break is no defect

    @Test func onlyStructuralLineBreaksMustSurvive() throws {
        let shapes: [(String, String, Bool)] = [
            ("Blocked users cannot\nsee your posts.", "Geblokkeerde gebruikers kunnen je berichten niet zien.", false),
            ("File:\n%1$s", "Bestand: %1$s", false),
            ("Saved.\n\nOpen it now?", "Opgeslagen. Nu openen?", true),
            ("Steps:\n• Open\n• Save", "Stappen: • Openen • Opslaan", true),
            ("Steps:\n1. Open\n2. Save", "Stappen: 1. Openen 2. Opslaan", true),
            ("Title\n", "Titel", true),
            ("Local by default.\nRemote when you are ready.", "Standardmäßig lokal, aus der Ferne, wenn du bereit bist.", false),
            ("I want to invite you to use %1$s on your phone!\nDownload it here: %2$s", "Ik nodig je uit om %1$s te gebruiken! Download: %2$s", true),
            // A translation keeps a break where its own sentence ends (a short Chinese one, a Thai one without a period).
            ("Failed to publish the post to your server.\nPlease check your internet connection.", "帖子发送失败。\n请检查你的网络连接。", false),
            ("Saved.\n\nOpen it now?\n\nOr later?", "Opgeslagen.\n\nNu openen? Of later?", true),
        ]
        for (source, translation, reported) in shapes {
            let esc = { (text: String) in text.replacingOccurrences(of: "\n", with: "\\n") }
            let findings = try check([
                ("res/values/strings.xml", resources(#"<string name="k">\#(esc(source))</string>"#)),
                ("res/values-nl/strings.xml", resources(#"<string name="k">\#(esc(translation))</string>"#)),
            ])
            #expect(findings.contains { $0.detail.contains("line break") } == reported, "\(source): \(findings)")
        }
    }

    // MARK: 4. The source's own specifier problem: one finding

    @Test func aSpecifierProblemOfTheSourceIsReportedOnce() throws {
        let findings = try check([
            ("res/values/strings.xml", resources(#"<string name="k">Followed by %1$s and %d others</string>"#)),
            ("res/values-de/strings.xml", resources(#"<string name="k">Gefolgt von %1$s und %d anderen</string>"#)),
            ("res/values-fr/strings.xml", resources(#"<string name="k">Suivi par %1$s et %d autres</string>"#)),
            // A problem of its own in a translation is still reported.
            ("res/values-it/strings.xml", resources(#"<string name="k">Seguito da %1$@ e %d altri</string>"#)),
        ])
        let invalid = findings.filter { $0.kind == .invalidSpecifier }
        #expect(invalid.map(\.language) == ["en", "it"], "\(invalid)")
    }

    // MARK: 5. The space flag

    @Test func theSpaceFlagIsAPlaceholder() throws {
        #expect(Placeholder.all(in: "% d ھۆججەت").map(\.kind) == [.integer])
        #expect(Placeholder.all(in: "%1$ d files").count == 1)
        #expect(Placeholder.all(in: "50% de descuento").isEmpty && Placeholder.all(in: "100% d'entre eux").isEmpty)
        let findings = try check([
            ("res/values/strings.xml", resources(#"<string name="k">%d files</string>"#)),
            ("res/values-ug/strings.xml", resources(#"<string name="k">% d ھۆججەتلەر</string>"#)),
        ])
        // No count mismatch: the one hint says the source's %d has no space flag (round 88).
        #expect(findings.map(\.severity) == [.hint] && findings.allSatisfy { $0.detail.contains("a space typed into the placeholder") }, "\(findings)")
    }

    // MARK: 6. Strings no user sees

    @Test func harnessModulesAndAliasesAreNoUIStrings() throws {
        let (catalog, skipped) = try android([
            ("app/src/main/res/values/strings.xml", resources(#"<string name="a">Open the door now</string><string name="alias">@string/a</string>"#)),
            ("app/src/main/res/values-de/strings.xml", resources(#"<string name="a">Öffne die Tür jetzt</string>"#)),
            ("testharness/src/main/res/values/strings.xml", resources(#"<string name="execute">Execute the test</string>"#)),
            ("samples/demo/src/main/res/values/strings.xml", resources(#"<string name="demo">A demo string</string>"#)),
        ])
        #expect(skipped.contains { $0.hasPrefix("testharness/") } && skipped.contains { $0.hasPrefix("samples/") }, "\(skipped)")
        let findings = CatalogChecker(android: catalog, apple: PlatformCatalog(platform: .apple, sourceLanguage: "en")).findings()
        #expect(findings.isEmpty, "\(findings)")
        #expect(CatalogNoise.looksLikeCode("com.example.android.providers.UsersAndGroupsSearchProvider") && !CatalogNoise.looksLikeCode("e.g. Open it"))
        #expect(CatalogNoise.isResourceReference("@android:string/ok") && !CatalogNoise.isResourceReference("@Mastodon is great"))
    }

    /// Round 2: arrays of data (certificate fingerprints, a public suffix list) are no text a
    /// translator acts on — 180 of a real app's 540 missing translations were such items.
    @Test func dataArraysAreNoTranslationGap() throws {
        let findings = try check([
            ("app/src/main/res/values/strings.xml", resources(#"<string name="a">Open the door now</string>"#
                + #"<string-array name="known_certs"><item>3A:5F:0C:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD</item></string-array>"#
                + #"<string-array name="suffixes"><item>co.uk</item><item>*.kawasaki.jp</item></string-array>"#
                + #"<string-array name="days"><item>Monday</item><item>Tuesday</item></string-array>"#)),
            ("app/src/main/res/values-de/strings.xml", resources(#"<string name="a">Öffne die Tür jetzt</string>"#)),
        ])
        #expect(findings.filter { $0.kind == .missingTranslation }.map(\.key) == ["days"], "\(findings)")
    }

    // MARK: 7. A language without CLDR rules selects `other` only

    @Test func aFormALanguageNeverSelectsIsNotUntranslated() throws {
        let findings = try check([
            ("res/values/strings.xml", resources(#"<plurals name="k"><item quantity="one">%d item marked as read</item><item quantity="other">%d items marked as read</item></plurals>"#)),
            ("res/values-dga/strings.xml", resources(#"<plurals name="k"><item quantity="one">%d item marked as read</item><item quantity="other">%d a karema</item></plurals>"#)),
        ])
        #expect(findings.isEmpty, "\(findings)")
    }

    // MARK: 8. A plural still in English: one finding

    @Test func anEnglishCopyHasNoMissingPluralForm() throws {
        let findings = try check([
            ("res/values/strings.xml", resources(#"<plurals name="k"><item quantity="one">Minimum %1$d character</item><item quantity="other">Minimum %1$d characters</item></plurals>"#)),
            ("res/values-ro/strings.xml", resources(#"<plurals name="k"><item quantity="one">Minimum %1$d character</item><item quantity="other">Minimum %1$d characters</item></plurals>"#)),
        ])
        #expect(!findings.contains { $0.kind == .missingPluralForm }, "\(findings)")
    }

    // MARK: 9. A legacy table beside its catalog

    @Test func aLegacyTableBesideItsCatalogIsLeftOut() throws {
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Open the door now"}},"nl":{"stringUnit":{"state":"translated","value":"Open de deur nu"}}}}}}"#
        let (read, skipped) = try apple([
            ("App/Resources/Localizable.xcstrings", catalog),
            ("App/Resources/nl.lproj/Localizable.strings", #""Cannot connect to " = "Kan niet verbinden met ";"#),
        ])
        #expect(skipped.contains { $0.hasPrefix("App/Resources/nl.lproj/Localizable.strings") }, "\(skipped)")
        let findings = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: read).findings()
        #expect(findings.isEmpty, "\(findings)")
    }
}

/// Round 2 of the hand-read sample: data arrays are no text to translate.
@Suite("Catalog precision, round 2")
struct PrecisionRound2Tests {
    @Test func fingerprintsAndDomainListsReadTheSameInEveryLanguage() {
        #expect(CatalogNoise.looksLikeCode("3A:5F:0C:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD"))
        #expect(CatalogNoise.looksLikeCode("9f86d081884c7d659a2feaa0c55ad015"))
        #expect(CatalogNoise.looksLikeCode("*.kawasaki.jp") && CatalogNoise.looksLikeCode("co.uk"))
        #expect(!CatalogNoise.looksLikeCode("Decaf coffee") && !CatalogNoise.looksLikeCode("DEADBEEF"))
    }
}
