import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 63-65 fixed with round 65 (issue #18), on our own text, beside
/// the legitimate neighbour each rule must pass.
@Suite("Recall round 65")
struct RecallRound65Tests {
    /// Mastodon's Italian "%ld mesi fa" (months) for "%ldm ago" (round 64): a source naming its
    /// unit by a letter has the unit most plural translations write (eight at least). Not
    /// judged: "%ldx ago", whose translations write minutes and months alike, and "%ldh left",
    /// which six translations write (the others copy it).
    @Test func aTimeUnitTheSourceNamesByALetterIsFound() throws {
        let minutes = ["de": ("vor %d Minute", "vor %d Minuten"), "fr": ("il y a %d minute", "il y a %d minutes"),
                       "es": ("hace %d minuto", "hace %d minutos"), "nl": ("%d minuut geleden", "%d minuten geleden"),
                       "pt": ("há %d minuto", "há %d minutos"), "sv": ("för %d minut sedan", "för %d minuter sedan"),
                       "da": ("for %d minut siden", "for %d minutter siden"), "ca": ("fa %d minut", "fa %d minuts"),
                       "it": ("%d minuto fa", "%d mesi fa")]
        let months = ["de": "vor %d Monaten", "fr": "il y a %d mois", "es": "hace %d meses", "nl": "%d maanden geleden"]
        let hours = ["de": "noch %d Stunden", "fr": "%d heures restantes", "es": "quedan %d horas", "nl": "nog %d uur", "pt": "faltam %d horas",
                     "it": "%d minuti rimasti"]
        let hourLeft = [("one", "%dh left"), ("other", "%dh left")]
        var files = [("res/values/strings.xml", resources(pluralResource("minute_ago", [("one", "%dm ago"), ("other", "%dm ago")])
            + pluralResource("mixed_ago", [("one", "%dx ago"), ("other", "%dx ago")]) + pluralResource("hour_left", hourLeft)))]
        for (language, (one, other)) in minutes {
            let mixed = months[language] ?? other
            files.append(("res/values-\(language)/strings.xml", resources(pluralResource("minute_ago", [("one", one), ("other", other)])
                + pluralResource("mixed_ago", [("one", one), ("other", language == "it" ? "%d minuti fa" : mixed)])
                + pluralResource("hour_left", hours[language].map { [("one", $0), ("other", $0)] } ?? hourLeft))))
        }
        let findings = try androidOnlyFindings(files, folder: "round65-time-letter").filter { $0.detail.contains("names it by a letter") }
        #expect(languagesAndKeys(findings) == ["it minute_ago"], "\(findings)")
    }

    /// Element X's French "%1$s est autorisé à accéder à votre position" for "…is not allowed to
    /// access your location" (round 65): "allowed" has an opposite of its own ("interdit",
    /// "prohibido"), so a translation lacking a negation is judged only where it holds its
    /// language's word for "allowed" (French "autorisé"); Spanish "Los comentarios están
    /// prohibidos aquí", the opposite word, is right.
    @Test func aNegationLostBeforeAWordWithAnOppositeIsFound() throws {
        let allowedWords = ["de": "erlaubt", "fr": "autorisés", "it": "consentiti", "nl": "toegestaan", "pt": "permitidos", "sv": "tillåtna", "es": "permitidos"]
        let negating = RecallRound62Tests.negating.merging(["es": "no"]) { first, _ in first }
        let allowed = (1...5).map { ("allowed\($0)", "Files of kind \($0) are allowed everywhere") }
        let habit = (1...6).map { ("habit\($0)", "The file number \($0) could not be deleted") }
        let source = [("uploads_blocked", "Uploads are not allowed on this server"), ("comments_blocked", "Comments are not allowed in this room")]
            + allowed + habit
        var texts: [String: [String]] = [:]
        for (language, word) in allowedWords {
            let not = negating[language]!
            texts[language] = ["Uploads \(not) \(word) auf Server", "Kommentare \(not) \(word) im Raum"]
                + allowed.map { "Dateien \($0.0) \(word) überall" } + habit.map { "Datei \($0.0) konnte \(not) gelöscht werden" }
        }
        texts["fr"]![0] = "Les envois sont autorisés sur ce serveur"
        texts["es"]![1] = "Los comentarios están prohibidos en esta sala"
        let findings = try androidTranslationFindings(source, texts, folder: "round65-negation-opposite").filter { $0.detail.contains("negation is lost") }
        #expect(languagesAndKeys(findings) == ["fr uploads_blocked"], "\(findings)")
    }

    /// Nextcloud's Brazilian "Só enviar quando carregando", the charging option's text, in the
    /// Wi-Fi option (round 65): no word of its own tells which key it belongs to, its relatives
    /// (Spanish, Galician, Catalan) write the charging option alike. Not judged: one text for
    /// "Open %1$s in a desktop app" and "Open %1$s on a desktop computer", sources sharing
    /// half their words (one sense).
    @Test func aSentencePastedFromAnotherKeyIsToldByRelatives() throws {
        let source = [("upload_on_wifi", "Only upload on unmetered Wi-Fi"), ("upload_on_charging", "Only upload when charging"),
                      ("open_desktop_app", "Open %1$s in a desktop app"), ("open_desktop_computer", "Open %1$s on a desktop computer")]
        var texts: [String: [String]] = [
            "es": ["Enviar solo con wifi sin límite", "Enviar solo cuando se esté cargando", "Abrir %1$s en la app de escritorio", "Abrir %1$s en un ordenador"],
            "gl": ["Enviar só con wifi sen límite", "Enviar só cando estea cargando", "Abrir %1$s na app de escritorio", "Abrir %1$s nun ordenador"],
            "ca": ["Enviar només amb wifi sense límit", "Enviar només quan s'estigui carregant", "Obrir %1$s a l'app d'escriptori", "Obrir %1$s en un ordinador"],
            "pt": ["Só enviar quando carregando", "Só enviar quando carregando", "Abra o %1$s em um computador", "Abra o %1$s em um computador"],
        ]
        for language in ["de", "nl", "sv", "pl", "hu", "tr"] {
            texts[language] = ["\(language) Wi-Fi hochladen eins", "\(language) Laden hochladen zwei", "\(language) App %1$s drei", "\(language) Rechner %1$s vier"]
        }
        let findings = try androidTranslationFindings(source, texts, folder: "round65-relatives-sentence").filter { $0.detail.contains("resembles how its relatives") }
        #expect(languagesAndKeys(findings) == ["pt upload_on_wifi"], "\(findings)")
        #expect(findings.allSatisfy { $0.severity == .hint }, "synonyms resemble too: a hint")
    }

    /// Home Assistant's Swedish "Aktivitet" (Logbook's text) for History (round 65), its keys
    /// named `panel::history` and `panel::logbook`: Danish, German and Dutch write Logbook
    /// alike. Hungarian "Tevékenység" for both, beside an untranslated "Activity" elsewhere,
    /// which is no way of writing it: History is the key Hungarian writes otherwise.
    @Test func aSiblingLabelIsToldByRelativesAndSourceCopiesSayNothing() throws {
        let source = [("panel::history", "History"), ("panel::logbook", "Activity"), ("history_title", "History"), ("activity_title", "Activity")]
        var texts: [String: [String]] = [
            "da": ["Historik", "Aktivitet"], "de": ["Verlauf", "Aktivität"], "nl": ["Geschiedenis", "Activiteit"],
            "sv": ["Aktivitet", "Aktivitet"], "hu": ["Tevékenység", "Tevékenység", "Előzmények", "Activity"],
        ]
        for language in ["fr", "it", "pl", "tr", "es", "pt", "ro", "cs"] { texts[language] = ["\(language) passé", "\(language) actes"] }
        let table = { (pairs: [(String, String)]) in pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n") }
        var files = [("en.lproj/Frontend.strings", table(source))]
        for (language, values) in texts { files.append(("\(language).lproj/Frontend.strings", table(zip(source, values).map { ($0.0.0, $0.1) }))) }
        let folder = try Fixtures.temporaryDirectory("round65-sibling-relatives")
        try writeFiles(files, in: folder)
        var skipped: [String] = []
        let apple = try AppleCatalogReader.read(paths: [folder], defaultSourceLanguage: "en", skipped: &skipped)
        let findings = CatalogChecker(android: PlatformCatalog(platform: .android, sourceLanguage: "en"), apple: apple).siblingsAlike(apple, apple.languages)
        #expect(languagesAndKeys(findings) == ["hu panel::history", "sv panel::history"], "\(findings)")
    }

    /// Nextcloud's French "%1$s nécessite %3$s et seulement %2$s sont disponibles" for "%1$s
    /// requires %2$s and only %3$s are available" (round 65), two of 56 translations reordering:
    /// three arguments kept in order by nine in ten and by five relatives at least. Not judged:
    /// two arguments traded by a Polish "Następna płatność %2$s w kwocie %1$s".
    @Test func threeArgumentsTradedWhereNineInTenKeepThemAreFound() throws {
        let source = [("space_needed", "%1$s requires %2$s and only %3$s are available"), ("next_charge", "Your next charge is %1$s due on %2$s")]
        let languages = ["de", "nl", "sv", "da", "nb", "cs", "ru", "uk", "sk", "bg", "sr", "hr", "es", "it", "pt", "ca", "gl", "ro", "hu", "fi", "et", "lt",
                         "lv", "el", "id", "vi"]
        var texts: [String: [String]] = [:]
        for language in languages { texts[language] = ["\(language)a %1$s \(language)b %2$s \(language)c %3$s", "\(language)x %1$s \(language)y %2$s"] }
        texts["fr"] = ["%1$s nécessite %3$s et seulement %2$s sont disponibles", "Prochain paiement %1$s le %2$s"]
        texts["tr"] = ["%2$s gerekli, %1$s için %3$s boş", "Sonraki ödeme %2$s tarihinde %1$s"]
        texts["pl"] = ["%1$s wymaga %2$s, dostępne %3$s", "Następna płatność %2$s w kwocie %1$s"]
        let findings = try androidTranslationFindings(source, texts, folder: "round65-three-arguments").filter { $0.detail.contains("traded places") }
        #expect(languagesAndKeys(findings) == ["fr space_needed"], "\(findings)")
    }
}
