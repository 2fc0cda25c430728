import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 84 fixed after it (issue #18).
@Suite("Recall round 84")
struct RecallRound84Tests {
    /// ownCloud's Russian "24 часа" for the option "12 hours" (round 84): a number before a
    /// time unit is judged in a label of one word too ("389 kB" stays a sample). Not: "12 часов".
    @Test func aNumberChangedInATimeLabelIsFound() throws {
        let source = [("delete_12hours", "12 hours"), ("delete_24hours", "24 hours"), ("sample_size", "389 kB")]
        for (text, expected) in [("24 часа", ["ru delete_12hours"]), ("12 часов", [])] {
            // (Polish "1 dzień", one day, for "24 hours" is the same time: judged only where the unit is kept.)
            let texts = ["de": ["12 Stunden", "24 Stunden", "389 kB"], "fr": ["12 heures", "24 heures", "389 ko"], "it": ["12 ore", "24 ore", "389 kB"],
                         "es": ["12 horas", "24 horas", "389 kB"], "pl": ["12 godzin", "1 dzień", "389 kB"], "ru": [text, "Сутки", "390 КБ"]]
            let findings = try androidTranslationFindings(source, texts, folder: "round84-time-label").filter { $0.detail.contains("the number") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
    }

    /// Mastodon's Simplified Chinese "用户名太长（不能少于 30 个字符）" (cannot be fewer than) for
    /// "Username is too long (can’t be longer than 30 characters)" (round 84): a negated bound is
    /// a bound ("can't be longer than" bounds from above), and Chinese "不能少于" bounds from
    /// below, not as its "少于" (less than) alone. Not: "不能超过" (cannot exceed); nor Persian
    /// "…نباید بیش از…" (must not be more than) for "must not be longer than".
    @Test func aNegatedBoundIsABound() throws {
        let source = [("username_too_long", "Username is too long (can’t be longer than 30 characters)")]
        for (text, expected) in [("用户名太长（不能少于 30 个字符）", ["zh-Hans username_too_long"]), ("用户名太长（不能超过 30 个字符）", [])] {
            let findings = try androidTranslationFindings(source, ["zh": [text]], folder: "round84-negated-bound").filter { $0.detail.contains("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
        // (Persian "نباید بیش از", must not be more than, bounds from above as the source does: ownCloud's.)
        let lengthSource = [("name_length", "File name must not be longer than %d characters.")]
        for (text, expected) in [("نام پرونده نباید بیش از %d نویسه باشد", []), ("نام پرونده باید حداقل %d نویسه باشد", ["fa name_length"])] {
            let findings = try androidTranslationFindings(lengthSource, ["fa": [text]], folder: "round84-persian-bound").filter { $0.detail.contains("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
        let negatedBounds: [(String, BoundWords.Direction)] = [
            ("can't be longer than", .upper), ("cannot be longer than", .upper), ("can't be more than", .upper), ("cannot be more than", .upper),
            ("can't exceed", .upper), ("cannot exceed", .upper), ("must not exceed", .upper), ("must not be longer than", .upper),
            ("must not be more than", .upper), ("can't be shorter than", .lower), ("cannot be shorter than", .lower), ("can't be less than", .lower),
            ("cannot be less than", .lower), ("must not be shorter than", .lower), ("must not be less than", .lower),
        ]
        for (phrase, direction) in negatedBounds {
            let (found, rest) = BoundWords.english.bounds(in: "The name \(phrase) 30 characters")
            #expect(found.map(\.direction) == [direction] && !NegationWords.negates(english: rest), "\(phrase): \(found), \(rest)")
        }
    }

    /// Home Assistant's Czech "Časový limit vypršel po %li minutách" (locative: minutes) for
    /// "Timed out after %li seconds" (round 84): a case ending CLDR does not list is read on a
    /// form of five letters ("minut"). Not: "…po %li sekundách"; nor English "2 secondary".
    @Test func aTimeUnitWithACaseEndingIsRead() throws {
        let source = [("timed_out", "Timed out after %li seconds")]
        for (text, expected) in [("Časový limit vypršel po %li minutách", ["cs timed_out"]), ("Časový limit vypršel po %li sekundách", [])] {
            let texts = ["de": ["Zeitüberschreitung nach %li Sekunden"], "fr": ["Délai expiré après %li secondes"], "it": ["Scaduto dopo %li secondi"],
                         "es": ["Tiempo agotado después de %li segundos"], "cs": [text]]
            let findings = try androidTranslationFindings(source, texts, folder: "round84-case-ending").filter { $0.detail.contains("time unit") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
        #expect(CatalogChecker.timeUnitsAfterNumbers("2 secondary servers", CatalogChecker.englishTimeUnitForms).isEmpty)
    }
}
