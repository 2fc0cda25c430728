import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 52 to 54 fixed with them (issue #18), on our own text, beside
/// the legitimate neighbour each rule must pass.
@Suite("Recall rounds 52 to 54")
struct RecallRound52Tests {
    /// Mastodon's Japanese "%d 時間前" (hours) for "%d minutes ago" and Nextcloud's Spanish
    /// "other" form "…en %d minutos" beside its "segundo(s)" (round 52): a plural form's time
    /// unit is compared as a text's is. Polish, writing minutes in its own forms, is right.
    @Test func aPluralFormsTimeUnitIsCompared() throws {
        let voters: [String: ([(String, String)], [(String, String)])] = [
            "de": ([("one", "vor %d Minute"), ("other", "vor %d Minuten")], [("one", "in %d Sekunde"), ("other", "in %d Sekunden")]),
            "fr": ([("one", "il y a %d minute"), ("other", "il y a %d minutes")], [("one", "dans %d seconde"), ("other", "dans %d secondes")]),
            "it": ([("one", "%d minuto fa"), ("other", "%d minuti fa")], [("one", "tra %d secondo"), ("other", "tra %d secondi")]),
            "nl": ([("one", "%d minuut geleden"), ("other", "%d minuten geleden")], [("one", "over %d seconde"), ("other", "over %d seconden")]),
            "pl": ([("one", "%d minutę temu"), ("few", "%d minuty temu"), ("many", "%d minut temu"), ("other", "%d minuty temu")],
                   [("one", "za %d sekundę"), ("few", "za %d sekundy"), ("many", "za %d sekund"), ("other", "za %d sekundy")]),
            "ja": ([("other", "%d 時間前")], [("other", "%d 秒後")]),
            "es": ([("one", "hace %d minuto"), ("other", "hace %d minutos")], [("one", "en %d segundo"), ("other", "en %d minutos")]),
        ]
        var files = [("res/values/strings.xml", resources(pluralResource("minutes_ago", [("one", "%d minute ago"), ("other", "%d minutes ago")])
            + pluralResource("delay_seconds", [("one", "Try again in %d second"), ("other", "Try again in %d seconds")])))]
        for (language, (ago, delay)) in voters {
            files.append(("res/values-\(language)/strings.xml", resources(pluralResource("minutes_ago", ago) + pluralResource("delay_seconds", delay))))
        }
        let findings = try androidOnlyFindings(files, folder: "round52-plural-units").filter { $0.detail.contains("the time unit") }
        #expect(languagesAndKeys(findings) == ["es delay_seconds", "ja minutes_ago"], "\(findings)")
        #expect(findings.first { $0.language == "es" }?.detail.hasPrefix("other form:") == true, "\(findings)")
    }

    /// Home Assistant's Traditional Chinese "…（最多 %li 個，視車輛", cut off inside the source's
    /// "(up to %li, depending on the vehicle)" (round 52). A source that leaves its own
    /// parenthesis open (a smiley) says nothing, nor does a translation that closes its own.
    @Test func aParenthesisLeftOpenIsFound() {
        let source = "CarPlay limits how many tabs are shown (up to %li, depending on the vehicle). Extra tabs won't be shown."
        let cut = TextShapeCheck.shape(source, "CarPlay 限制了車內顯示的分頁數量（最多 %li 個，視車輛")
        #expect(cut?.contains("never closes") == true, "\(cut ?? "nil")")
        #expect(TextShapeCheck.shape(source, "CarPlay 限制了車內顯示的分頁數量（最多 %li 個，視車輛而定）。多餘的分頁不會顯示。") == nil)
        #expect(TextShapeCheck.shape("Sorry :( try again", "Désolé :( réessayez") == nil)
    }

    /// Nextcloud's German "Datei %1$s konnte gelöscht werden!" for "File %1$s could not be
    /// deleted!" (round 52): a hint where the key's other translations and the language's
    /// translations of negating sources write their words for "not". A label opening with the
    /// negation ("Not sent to anyone yet", German "Bisher noch unversandt"), and a negated
    /// word with an opposite of its own ("not the same", "verschieden"), are phrased by right.
    @Test func aLostNegationIsHinted() throws {
        let notWords = ["de": "nicht", "fr": "pas", "it": "non", "nl": "niet", "pt": "não", "sv": "inte", "da": "ikke", "pl": "nie",
                        "ca": "no", "ro": "nu", "hu": "nem", "es": "no"]
        let fillers = (1...40).map { ("filler\($0)", "The item number \($0) was not saved here") }
        let source = [("file_not_deleted", "File %1$s could not be deleted!"), ("not_sent", "Not sent to anyone yet"),
                      ("codes_differ", "The two codes are not the same")] + fillers
        var texts: [String: [String]] = [:]
        for (language, not) in notWords {
            texts[language] = (language == "de" ? ["Datei %1$s konnte gelöscht werden!", "Bisher noch unversandt", "Die Codes sind verschieden"]
                                                : ["Fichero %1$s \(not) borrado \(language)!", "Envío \(not) \(language) nada", "Códigos \(not) iguales \(language)"])
                + fillers.map { "Elemento \($0.0) \(not) guardado \(language)" }
        }
        let findings = try androidTranslationFindings(source, texts, folder: "round52-negation").filter { $0.detail.contains("negation is lost") }
        #expect(languagesAndKeys(findings) == ["de file_not_deleted"], "\(findings)")
        #expect(findings.allSatisfy { $0.isHint }, "\(findings)")
    }

    /// Nextcloud's Catalan "¡El archivo %1$s no se puede restaurar!", Spanish worded otherwise
    /// than Spanish's own translation of the key (round 52): an inverted mark Catalan never
    /// writes, and Spanish words it writes nowhere else. Spanish itself is right, and so is a
    /// French "¡Bienvenue…!" (the mark alone: no Spanish words).
    @Test func aRelativesSentenceIsToldByItsMarks() throws {
        let fillers = (1...210).map { ("filler\($0)", "Sentence number \($0) is here") }
        let source = [("not_restored", "File %1$s cannot be restored!")] + fillers
        let texts: [String: [String]] = [
            "ca": ["¡El archivo %1$s no se puede restaurar!"] + fillers.map { "Frase número \($0.0) és aquí" },
            "es": ["No se ha podido restaurar el archivo %1$s."] + fillers.enumerated().map { $0.offset < 25 ? "¡El archivo \($0.element.0) se puede abrir!" : "Frase \($0.element.0) está aquí" },
            "fr": ["Le fichier %1$s ne peut être restauré !"] + fillers.enumerated().map { $0.offset == 0 ? "¡Bienvenue dans votre application ici!" : "Phrase numéro \($0.element.0) est ici" },
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round52-relative-marks").filter { $0.detail.contains("writes in none of its other") }
        #expect(languagesAndKeys(findings) == ["ca not_restored"], "\(findings)")
    }

    /// Home Assistant's Norwegian "…Sørg for, at den indeholder protokollen og porten.", Danish's
    /// translation of the key (round 52): no letter tells the two apart, two words do that
    /// Norwegian writes nowhere else and Danish does. Swedish, whose text Danish shares by
    /// chance in one short label, keeps its own words.
    @Test func aCloseLanguagesTextIsToldByItsWords() throws {
        let fillers = (1...210).map { ("filler\($0)", "Plain sentence number \($0)") }
        let source = [("manual_setup", "Make sure it includes the protocol and port."), ("ok_label", "Open the server now")] + fillers
        let texts: [String: [String]] = [
            "nb": ["Sørg for, at den indeholder protokollen og porten.", "Åbn serveren nu"] + fillers.map { "Setning nummer \($0.0) inneholder mye her" },
            "da": ["Sørg for, at den indeholder protokollen og porten.", "Åbn serveren nu"] + fillers.enumerated().map { "Sætning \($0.element.0) indeholder protokollen \($0.offset < 5 ? "sørg" : "")" },
            "sv": ["Se till att den innehåller protokollet och porten.", "Öppna servern nu"] + fillers.map { "Mening nummer \($0.0) innehåller här" },
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round52-close-words").filter { $0.detail.contains("writes in none of its other") }
        #expect(languagesAndKeys(findings) == ["nb manual_setup"], "\(findings)")
    }

    /// Element X's German camera prompt holding the microphone prompt's text, which no
    /// learned word tells (round 52): the text has a loanword of the microphone source's
    /// ("Mikrofon") and none of the camera source's, so the camera key is the one pasted into.
    @Test func aPastedTextIsToldByItsLoanwords() throws {
        let source = [("camera", "To take pictures or videos Element needs access to the camera."),
                      ("microphone", "To record messages with audio, Element needs to access the microphone.")]
        var texts: [String: [String]] = ["de": Array(repeating: "Um Sprachnachrichten aufzunehmen, benötigt Element Zugriff auf das Mikrofon.", count: 2)]
        for language in RecallRound51Tests.voters where language != "de" { texts[language] = ["\(language) camera prompt text", "\(language) microphone prompt text"] }
        let findings = try androidTranslationFindings(source, texts, folder: "round52-loanwords").filter { $0.detail.contains("a loanword of the other source's") }
        #expect(languagesAndKeys(findings) == ["de camera"], "\(findings)")
        #expect(CatalogChecker.loanwordForm("microphone")?.hasPrefix(CatalogChecker.loanwordForm("Mikrofon")!) == true)
    }

    /// Home Assistant's German "Willkommen bei Heimassistent %@!" (round 52): the name
    /// translated, a loanword of one of its words kept, where the key's translations and the
    /// language's other texts keep it. A language that writes the name glued
    /// ("HomeAssistant…") is spelling it, not translating it.
    @Test func aNameTranslatedInLatinLettersIsFound() throws {
        let named = (1...6).map { ("named\($0)", "Open Home Assistant number \($0) now") }
        let source = [("welcome", "Welcome to Home Assistant %@!")] + named
        var texts: [String: [String]] = [
            "de": ["Willkommen bei Heimassistent %@!"] + named.map { "Öffne Home Assistant \($0.0)" },
            "ja": ["HomeAssistantへようこそ %@!"] + named.map { "Home Assistant を開く \($0.0)" },
        ]
        for language in RecallRound51Tests.voters + ["es", "fi", "cs", "sk", "el", "et", "lt"] where language != "de" { texts[language] = ["\(language) Home Assistant %@!"] + named.map { "\(language) Home Assistant \($0.0)" } }
        let findings = try androidTranslationFindings(source, texts, folder: "round52-name-latin").filter { $0.detail.contains("is translated here") }
        #expect(languagesAndKeys(findings) == ["de welcome"], "\(findings)")
    }

    /// ownCloud's German "Before last week" reading "Seit letzter Woche", the text of "Since
    /// last week" (round 52), where German's "Before last month" and "Since last month" say
    /// which word is whose. A language writing two forms of one word alike ("caption",
    /// "captions"), or the mark in another text of the word (Bulgarian "от" in its "Before
    /// today" too), is right.
    @Test func aSiblingsTextIsToldByTheLanguagesSeries() throws {
        let source = [("before_week", "Before last week"), ("since_week", "Since last week"), ("before_month", "Before last month"),
                      ("since_month", "Since last month"), ("caption", "Image caption"), ("captions", "Image captions"),
                      ("add_caption", "Add caption"), ("add_captions", "Add captions"), ("before_today", "Before today")]
        let texts: [String: [String]] = [
            "de": ["Seit letzter Woche", "Seit letzter Woche", "Vor letztem Monat", "Seit letztem Monat",
                   "Bildunterschrift", "Bildunterschrift", "Bildunterschrift hinzufügen", "Bildunterschriften hinzufügen", "Vor heute"],
            "fr": ["Avant la semaine dernière", "Depuis la semaine dernière", "Avant le mois dernier", "Depuis le mois dernier",
                   "Légende de image", "Légende de image", "Ajouter une légende", "Ajouter des légendes", "Avant ce jour"],
            "bg": ["От миналата седмица", "От миналата седмица", "Преди миналия месец", "От миналия месец",
                   "Надпис", "Надписи", "Добави надпис", "Добави надписи", "Преди днес, от сутринта"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round52-series").filter { $0.detail.contains("writes \"") && $0.detail.contains("pasted") }
        #expect(languagesAndKeys(findings) == ["de before_week"], "\(findings)")
    }

    /// Wikipedia's Swedish `other` form "…, %3$.2f kB" for "…, %3$.2f MB" (round 53): a plural
    /// form's unit is compared as a text's is. Polish, writing "MB" in every form, is right.
    @Test func aPluralFormsUnitIsCompared() throws {
        let forms: [String: [(String, String)]] = [
            "de": [("one", "%1$d Artikel, %2$.2f MB"), ("other", "%1$d Artikel, %2$.2f MB")],
            "fr": [("one", "%1$d article, %2$.2f Mo"), ("other", "%1$d articles, %2$.2f Mo")],
            "it": [("one", "%1$d voce, %2$.2f MB"), ("other", "%1$d voci, %2$.2f MB")],
            "pl": [("one", "%1$d artykuł, %2$.2f MB"), ("few", "%1$d artykuły, %2$.2f MB"), ("many", "%1$d artykułów, %2$.2f MB"), ("other", "%1$d artykułu, %2$.2f MB")],
            "sv": [("one", "%1$d artikel, %2$.2f MB"), ("other", "%1$d artiklar, %2$.2f kB")],
        ]
        var files = [("res/values/strings.xml", resources(pluralResource("summary", [("one", "%1$d article, %2$.2f MB"), ("other", "%1$d articles, %2$.2f MB")])))]
        for (language, items) in forms { files.append(("res/values-\(language)/strings.xml", resources(pluralResource("summary", items)))) }
        let findings = try androidOnlyFindings(files, folder: "round53-plural-units").filter { $0.detail.contains("the unit mb") }
        #expect(languagesAndKeys(findings) == ["sv summary"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("other form:") == true, "\(findings)")
    }

    /// Nextcloud's Japanese "お気に入りから削除" (remove from favorites) for "Add to favorites",
    /// the text of "Remove from favorites" (round 53): the preposition turns with the opposite word.
    @Test func anOppositeWithItsPrepositionIsFound() throws {
        let source = [("favorite", "Add to favorites"), ("unset_favorite", "Remove from favorites")]
        var texts = ["ja": ["お気に入りから削除", "お気に入りから削除"]]
        for language in RecallRound51Tests.voters { texts[language] = ["\(language) add favorite", "\(language) remove favorite"] }
        let findings = try androidTranslationFindings(source, texts, folder: "round53-opposite-preposition").filter { $0.detail.contains("opposites") }
        #expect(languagesAndKeys(findings).map { $0.split(separator: " ")[0] } == ["ja"], "\(findings)")
        #expect(CatalogChecker.areOpposites("add to favorites", "remove from favorites"))
        #expect(!CatalogChecker.areOpposites("copy to folder", "move from folder"))
    }

    /// Wikipedia's Italian "Wikimedia Beni comuni" (round 53): a name translated, one of its
    /// words kept, where the language keeps it in its other texts though half the languages
    /// translate it. Czech "Home Asistentovi", the name declined, is no translation.
    @Test func aNameTheLanguageKeepsTranslatedIsFound() throws {
        let named = (1...6).map { ("named\($0)", "File page on Wikimedia Commons number \($0)") }
        let source = [("commons", "Wikimedia Commons"), ("sent", "Sent to Wikimedia Commons")] + named
        var texts: [String: [String]] = [
            "it": ["Wikimedia Commons", "Inviato a Wikimedia Beni comuni"] + named.map { "Pagina su Wikimedia Commons \($0.0)" },
            "cs": ["Wikimedia Commons", "Odesláno do Wikimedia Komonsovi"] + named.map { "Stránka na Wikimedia Commons \($0.0)" },
        ]
        for (index, language) in RecallRound51Tests.voters.enumerated() where language != "it" {
            let commons = index % 2 == 0 ? "Wikimedia Commons" : "Wikimedia Allmende \(language)"
            texts[language] = [commons, "\(language) \(commons)"] + named.map { "\(language) \(commons) \($0.0)" }
        }
        let findings = try androidTranslationFindings(source, texts, folder: "round53-name-kept").filter { $0.detail.contains("is translated here") }
        #expect(languagesAndKeys(findings) == ["it sent"], "\(findings)")
    }

    /// Element X's Spanish "…no se puede encontrar, por lo que es posible que se reciba la
    /// invitación" for "…can't be found, so the invite might not be received" (round 53): a
    /// language writing one word per negation writes two for a source negating twice. French,
    /// whose "ne … pas" is two words for one negation, is not counted so (its "introuvable, donc
    /// … risque de se perdre", one word, is a phrasing).
    @Test func aSecondNegationLostIsHinted() throws {
        let notWords = ["de": "nicht", "it": "non", "nl": "niet", "pt": "não", "sv": "inte", "da": "ikke", "pl": "nie",
                        "ca": "no", "ro": "nu", "hu": "nem", "es": "no"]
        let fillers = (1...40).map { ("filler\($0)", "The item number \($0) was not saved here") }
        let source = [("invite", "This ID can\\'t be found, so the invite might not be received.")] + fillers
        var texts: [String: [String]] = [:]
        for (language, not) in notWords {
            texts[language] = [language == "es" ? "Este ID no se puede encontrar, por lo que es posible que se reciba la invitación."
                                                : "ID \(not) gefunden \(language), Einladung \(not) erhalten \(language)."]
                + fillers.map { "Elemento \($0.0) \(not) guardado \(language)" }
        }
        texts["fr"] = ["Cet ID est introuvable, donc cette invitation risque de se perdre."]
            + fillers.map { "Élément \($0.0) ne fut pas enregistré" }
        let findings = try androidTranslationFindings(source, texts, folder: "round53-second-negation").filter { $0.detail.contains("negation is lost") }
        #expect(languagesAndKeys(findings) == ["es invite"], "\(findings)")
        #expect(findings.first?.detail.contains("negates 2 times, this text 1") == true, "\(findings)")
    }

    /// Bitwarden's Swedish "%1$s / månad" (month) for "%1$s / year" (round 54): a rate's time
    /// unit after a slash is compared as one after a space is.
    @Test func aRatesTimeUnitIsCompared() throws {
        let source = [("per_year", "%1$s / year"), ("per_month", "%1$s / month")]
        let texts: [String: [String]] = ["de": ["%1$s / Jahr", "%1$s / Monat"], "fr": ["%1$s / an", "%1$s / mois"], "it": ["%1$s / anno", "%1$s / mese"],
                                         "nl": ["%1$s / jaar", "%1$s / maand"], "sv": ["%1$s / månad", "%1$s / månad"]]
        let findings = try androidTranslationFindings(source, texts, folder: "round54-rate-unit").filter { $0.detail.contains("the time unit year") }
        #expect(languagesAndKeys(findings) == ["sv per_year"], "\(findings)")
    }

    /// ownCloud's German "Last %d weeks" reading "Letzte %d Monate", the text of "Last %d
    /// months" (round 54): a placeholder is a word of the series, so "%lu weeks" and "%lu
    /// months" ("%lu Wochen", "%lu Monate") say which word is whose.
    @Test func aSeriesWithPlaceholdersTellsASiblingsText() throws {
        let source = [("last_weeks", "Last %d weeks"), ("last_months", "Last %d months"), ("weeks", "%lu weeks"), ("months", "%lu months")]
        let texts: [String: [String]] = ["de": ["Letzte %d Monate", "Letzte %d Monate", "%lu Wochen", "%lu Monate"],
                                         "fr": ["%d dernières semaines", "%d derniers mois", "%lu semaines", "%lu mois"]]
        let findings = try androidTranslationFindings(source, texts, folder: "round54-series-placeholders").filter { $0.detail.contains("and this text has it") }
        #expect(languagesAndKeys(findings) == ["de last_weeks"], "\(findings)")
    }
}
