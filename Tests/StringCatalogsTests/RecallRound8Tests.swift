import Foundation
import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 8 (issue #18, and round 7's Chinese swap), each in the shape
/// the real app had, on our own text.
@Suite("Recall round 8")
struct RecallRound8Tests {
    func check(_ files: [(String, String)]) throws -> [CatalogFinding] {
        try androidOnlyFindings(files, folder: "round8").filter { !$0.isHint }
    }

    func appleFindings(_ files: [(String, String)]) throws -> [CatalogFinding] {
        let folder = try Fixtures.temporaryDirectory("round8-apple")
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
        return CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: apple).findings().filter { !$0.isHint }
    }

    // MARK: Arguments swapped between two variants of a language

    /// Bitwarden's Simplified Chinese "Logging in as %1$s on %2$s" named the server as the
    /// account: Traditional Chinese, in other characters, keeps "上以…身份" around the account.
    /// A reordering that moves the words with the argument (the step counter) is no swap.
    @Test func argumentsSwappedAgainstAnotherVariantAreAMismatch() throws {
        let all = try check([
            ("res/values/strings.xml", stringResources([("login", "Logging in as %1$s on %2$s"), ("step", "Step %1$d of %2$d")])),
            ("res/values-zh-rCN/strings.xml", stringResources([("login", "正在 %1$s 上以 %2$s 身份登录"), ("step", "第 %1$d 步（共 %2$d 步）")])),
            ("res/values-zh-rTW/strings.xml", stringResources([("login", "在 %2$s 上以 %1$s 身分登入"), ("step", "%2$d 中之第 %1$d 步")])),
        ])
        let swaps = all.filter { $0.detail.contains("swapped against another variant") }
        #expect(swaps.map { "\($0.language ?? "") \($0.key)" } == ["zh-Hans login"], "\(all)")
        #expect(swaps.first?.detail.contains("this one has argument 1 where the other has 2, argument 2 where the other has 1") == true
                && swaps.first?.detail.contains("(res/values-zh-rTW/strings.xml:1)") == true, "\(swaps)")
    }

    // MARK: A backslash users see

    /// Home Assistant's Czech "Zobrazit \"%@\"" escaped its quotes twice in a `.strings` file:
    /// the button shows backslashes. Wikipedia's Icelandic ends a text with `\\`. A backslash
    /// between letters is a right-to-left script's slash (N'Ko), no escape.
    @Test func aBackslashTheSourceLacksIsVisible() throws {
        let apple = try appleFindings([("en.lproj/Localizable.strings", #""open" = "View \"%@\"";"#),
                                       ("cs.lproj/Localizable.strings", #""open" = "Zobrazit \\\"%@\\\"";"#),
                                       ("de.lproj/Localizable.strings", #""open" = "\"%@\" ansehen";"#)])
        #expect(apple.map { "\($0.language ?? "") \($0.kind)" } == ["cs placeholderMismatch"], "\(apple)")
        #expect(apple.first?.detail.hasPrefix("a backslash the source does not have: users see `\\\"`") == true, "\(apple)")
        let android = try check([("res/values/strings.xml", stringResources([("sync", "Sync your lists"), ("undo", "Undo/Rollback")])),
                                 ("res/values-is/strings.xml", stringResources([("sync", "Samstilla leslista \\\\"), ("undo", "Afturkalla")])),
                                 ("res/values-nqo/strings.xml", stringResources([("sync", "ߟߊߞߎߘߎ"), ("undo", "ߟߊ߬ߞߐ߬ߛߊ߬ߦߌ߬ߟߌ\\\\ߘߐߛߊ߬")]))])
        #expect(android.map { "\($0.language ?? "") \($0.key)" } == ["is sync"], "\(android)")
        #expect(android.first?.detail.contains("users see a \\ at the end") == true, "\(android)")
    }

    // MARK: A category missing from a language's only plural

    /// ownCloud has one plural: its Serbian without `few` shows "%d изабрано" for 2–4 — no
    /// other plural shows the translators' convention, so the omission is a finding. Latvian
    /// `zero` (0, 10–20…) often reads as `other` does: still a hint.
    @Test func aCategoryMissingFromTheOnlyPluralIsAnOmission() throws {
        let all = try check([("res/values/strings.xml", resources(pluralResource("selected", [("one", "%d selected"), ("other", "%d selected")]))),
                             ("res/values-sr/strings.xml", resources(pluralResource("selected", [("one", "%d изабран"), ("other", "%d изабрано")]))),
                             ("res/values-lv/strings.xml", resources(pluralResource("selected", [("one", "%d atlasīts"), ("other", "%d atlasīti")])))])
        let missing = all.filter { $0.kind == .missingPluralForm }
        #expect(missing.map { "\($0.language ?? "") \($0.detail.hasPrefix("no few form"))" } == ["sr true"], "\(all)")
    }
}
