import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 83 fixed after it (issue #18).
@Suite("Recall round 83")
struct RecallRound83Tests {
    /// Bitwarden's Russian "…не более %d символов" (at most) in the `many` form alone of "Master
    /// password must be at least %d characters long." (round 83): each plural form is read for
    /// its bound. Not: every form "не менее" (at least).
    @Test func aBoundTurnedInOnePluralFormIsFound() throws {
        let source = pluralResource("password_length", [("one", "Master password must be at least %d character long."),
                                                          ("other", "Master password must be at least %d characters long.")])
        for (many, expected) in [("Мастер-пароль должен содержать не более %d символов.", ["ru password_length"]),
                                 ("Мастер-пароль должен содержать не менее %d символов.", [])] {
            let russian = pluralResource("password_length", [("one", "Мастер-пароль должен содержать не менее %d символа."),
                                                              ("few", "Мастер-пароль должен содержать не менее %d символов."),
                                                              ("many", many), ("other", "Мастер-пароль должен содержать не менее %d символа.")])
            let findings = try androidOnlyFindings([("res/values/strings.xml", resources(source)), ("res/values-ru/strings.xml", resources(russian))],
                                                   folder: "round83-plural-bound").filter { $0.detail.contains("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
            #expect(findings.allSatisfy { $0.detail.hasPrefix("many form: ") })
        }
    }

    /// Element X's French "Verrouillez %1@ pour…" for "Lock %1$@ to…" (round 83): the number
    /// without its `$` is a field width, the argument taken by order. Not: `%1$@`, nor a width
    /// the source writes too.
    @Test func aPositionWithoutItsDollarIsFound() throws {
        let source = [Placeholder.all(in: "Lock %1$@ to add security")], lost = Placeholder.all(in: "Verrouillez %1@ pour la sécurité")
        #expect(Placeholder.positionLost(expected: source[0], actual: lost)?.hasPrefix("%1@ is the source's %1$@ without its $") == true)
        #expect(Placeholder.positionLost(expected: source[0], actual: Placeholder.all(in: "Verrouillez %1$@")) == nil)
        #expect(Placeholder.positionLost(expected: Placeholder.all(in: "%2d items"), actual: Placeholder.all(in: "%2d éléments")) == nil)
        for (text, expected) in [("Verrouillez %1s pour ajouter une sécurité.", ["fr lock_app"]), ("Verrouillez %1$s pour ajouter une sécurité.", [])] {
            let findings = try androidTranslationFindings([("lock_app", "Lock %1$s to add extra security.")], ["fr": [text]], folder: "round83-position-lost")
                .filter { $0.detail.contains("without its $") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
    }

    /// Polish nouns after 1 and after 2-4 (`one`, `few`), and eight plurals telling them apart.
    static let polishNouns = [("godzina", "godziny", "godzin"), ("minuta", "minuty", "minut"), ("sekunda", "sekundy", "sekund"), ("osoba", "osoby", "osób"),
                              ("wiadomość", "wiadomości", "wiadomości"), ("strona", "strony", "stron"), ("notatka", "notatki", "notatek"),
                              ("książka", "książki", "książek"), ("karta", "karty", "kart")]

    /// Mastodon's Polish `x_hours` with "%d godzina" (one hour) as its `few` form too, so "3
    /// godzina" (round 83): Polish selects no `other` for whole numbers, and its `one` and `few`
    /// forms are compared where its other plurals write "godzina" in `one` forms only. Not: a
    /// `one` form holding the `few` form's word, a Slavic genitive ("Nie udało się wyeksportować
    /// %d strony", Croatian "Nije uspio izvoz %d datoteke").
    @Test func aFewFormHoldingTheOneFormsTextIsFound() throws {
        for (forms, expected) in [(("%d godzina", "%d godzina"), ["pl x_hours"]), (("%d godziny", "%d godziny"), []), (("%d godzina", "%d godziny"), [])] {
            var english = [pluralResource("x_hours", [("one", "%d hour"), ("other", "%d hours")])]
            var polish = [pluralResource("x_hours", [("one", forms.0), ("few", forms.1), ("many", "%d godzin"), ("other", "%d godziny")])]
            for (index, (one, few, many)) in Self.polishNouns.enumerated() {
                english.append(pluralResource("left_\(index)", [("one", "%d item \(index) left"), ("other", "%d items \(index) left")]))
                polish.append(pluralResource("left_\(index)", [("one", "Pozostała %d \(one)"), ("few", "Pozostały %d \(few)"), ("many", "Pozostało %d \(many)"),
                                                              ("other", "Pozostało %d \(few)")]))
            }
            let findings = try androidOnlyFindings([("res/values/strings.xml", resources(english.joined())), ("res/values-pl/strings.xml", resources(polish.joined()))],
                                                   folder: "round83-one-few").filter { $0.detail.contains("forms read alike") }
            #expect(languagesAndKeys(findings) == expected, "\(forms): \(findings.map(\.detail))")
        }
    }

    /// Home Assistant's German "Das Ende muss vor dem Beginn liegen" (before) for "The end must
    /// be after the start" (round 83): "before" and "after" are opposites inside a text, as
    /// "lower" and "higher" are. Not: "…nach dem Beginn…".
    @Test func beforeForAfterInsideATextIsFound() throws {
        let fillers = (1...12).map { ("filler\($0)", "Open the item \($0)") }
        let source = [("read_before", "Read before editing"), ("save_before", "Save before closing"), ("check_before", "Check before sending"),
                      ("read_after", "Read after editing"), ("save_after", "Save after closing"), ("check_after", "Check after sending"),
                      ("end_after_start", "The end must be after the start")] + fillers
        for (text, expected) in [("Das Ende muss vor dem Beginn liegen", ["de end_after_start"]), ("Das Ende muss nach dem Beginn liegen", [])] {
            let german = ["Vor dem Bearbeiten lesen", "Vor dem Schließen speichern", "Vor dem Senden prüfen", "Nach dem Bearbeiten lesen",
                          "Nach dem Schließen speichern", "Nach dem Senden prüfen", text] + fillers.map { "Öffne dem Element \($0.0)" }
            let findings = try androidTranslationFindings(source, ["de": german], folder: "round83-before-after").filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
    }

    /// Nextcloud's Estonian "Peata kõik allalaadimised" (downloads) for "Pause all uploads"
    /// (round 83): a verb's forms ("uploads", "uploading", "uploaded") are read with it. Not:
    /// "…üleslaadimised"; nor, in a text found by a form, a stem of four letters or fewer in a
    /// language of longer words (Greek "από", from, read as a stem), which a text saying the
    /// verb itself is judged by.
    @Test func aVerbsFormIsReadWithTheVerb() throws {
        let fillers = (1...10).map { ("filler\($0)", "Open the item \($0)") }
        let source = [("upload_file", "Upload file"), ("upload_photo", "Upload photo"), ("upload_video", "Upload video"),
                      ("download_file", "Download file"), ("download_photo", "Download photo"), ("download_video", "Download video"),
                      ("pause", "Pause all uploads")] + fillers
        for (text, expected) in [("Peata kõik allalaadimised", ["et pause"]), ("Peata kõik üleslaadimised", [])] {
            let estonian = ["Faili üleslaadimine", "Foto üleslaadimine", "Video üleslaadimine", "Faili allalaadimine", "Foto allalaadimine",
                            "Video allalaadimine", text] + fillers.map { "Ava element \($0.0)" }
            let findings = try androidTranslationFindings(source, ["et": estonian], folder: "round83-verb-forms").filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
        // A short stem ("weg", hide): judged in a text saying "show", not in one saying "shows".
        let showSource = [("show_file", "Show file"), ("show_photo", "Show photo"), ("show_video", "Show video"),
                          ("hide_file", "Hide file"), ("hide_photo", "Hide photo"), ("hide_video", "Hide video")] + fillers
        for (last, expected) in [(("show_list", "Show the list"), ["de show_list"]), (("shows_list", "Shows the list"), [])] {
            let german = ["Anzeigen Datei", "Anzeigen Foto", "Anzeigen Video", "Weg Datei", "Weg Foto", "Weg Video"] + fillers.map { "Öffnen Element \($0.0)" }
                + ["Weg Liste"]
            let findings = try androidTranslationFindings(showSource + [last], ["de": german], folder: "round83-short-stem")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(last): \(findings.map(\.detail))")
        }
        #expect(CatalogChecker.medianWordLength(["Weg Liste", "Anzeigen Datei"]) == 5 && CatalogChecker.medianWordLength([]) == 0)
    }
}
