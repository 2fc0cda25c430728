import StringCatalogs
import Testing

@Suite("Format specifiers a platform rejects")
struct SpecifierCheckTests {
    @Test(arguments: [
        ("Hello %1$s, %2$d new", Platform.android, ""),
        ("Hello %1$@, %2$lld new", .apple, ""),
        ("100% sure", .android, ""),              // not a format string: a lone % is text
        ("%d%% done", .apple, ""),
        ("%.1f km", .apple, ""),
        ("Hello %s", .apple, "C string"),
        ("Hello %@", .android, "not a Java format"),
        ("%1$s has %d points", .android, "mixed"),
        ("%d points, up 5%!", .android, "stray %"),
        ("line%nbreak", .apple, "%n writes to memory"),
        ("line%nbreak", .android, "platform newline"),
    ] as [(String, Platform, String)])
    func specifiers(text: String, platform: Platform, expected: String) {
        let problems = SpecifierCheck.problems(in: text, platform: platform)
        if expected.isEmpty {
            #expect(problems.isEmpty, "\(text): \(problems)")
        } else {
            #expect(problems.count == 1 && problems[0].contains(expected), "\(text): \(problems)")
        }
    }
}

@Suite("Allow-list globs")
struct AllowListGlobTests {
    func finding(_ kind: CatalogFinding.Kind, _ key: String, _ language: String?, _ platform: Platform?) -> CatalogFinding {
        CatalogFinding(kind: kind, key: key, language: language, platform: platform, detail: "", location: nil)
    }

    @Test func globsAnywhereAndUsageCounts() throws {
        let allow = try AllowList(text: """
        untranslated  screen_*_title  de-*          # any German region
        extraKey      *_android       *  android
        *             legacy_?        *  *
        missingTranslation  gone_key  *             # stale
        """)
        let findings = [finding(.untranslated, "screen_home_title", "de-CH", .apple), finding(.untranslated, "screen_home_title", "de", .apple),
                        finding(.extraKey, "promo_android", "fr", .android), finding(.extraKey, "promo_android", "fr", .apple),
                        finding(.emptyValue, "legacy_1", "it", nil), finding(.emptyValue, "legacy_10", "it", nil)]
        #expect(findings.map(allow.allows) == [true, false, true, false, true, false])
        #expect(allow.usage(in: findings).map(\.count) == [1, 1, 1, 0])
    }
}
