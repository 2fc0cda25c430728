import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 50 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 50")
struct RecallRound50Tests {
    /// Home Assistant's French "Délai expiré après %li minutes" for "…%li seconds" (round 50):
    /// the unit read under every name CLDR gives it in the language. A key whose translations
    /// all write minutes, as its source does, says nothing.
    @Test func aTimeUnitChangedIsFound() throws {
        let source = [("timeout", "Timed out after %d seconds"), ("retry", "Retry in %d minutes")]
        let texts = [
            "de": ["Zeitüberschreitung nach %d Sekunden", "Erneut in %d Minuten"],
            "fr": ["Délai expiré après %d minutes", "Réessayer dans %d minutes"],
            "es": ["Tiempo agotado tras %d segundos", "Reintentar en %d minutos"],
            "it": ["Scaduto dopo %d secondi", "Riprova tra %d minuti"],
            "nl": ["Verlopen na %d seconden", "Opnieuw over %d minuten"],
            "pl": ["Przekroczono czas po %d sekundach", "Ponów za %d minut"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round50-time-unit").filter { $0.detail.hasPrefix("the time unit") }
        #expect(languagesAndKeys(findings) == ["fr timeout"], "\(findings)")
        #expect(findings.first?.detail.contains("\"minutes\"") == true)
    }

    /// CLDR's names: every plural form, full and short; one-letter forms left out.
    @Test func unitNamesComeFromCLDR() throws {
        let russian = try #require(TimeUnitNames.forms("ru"))
        #expect(russian[.minute]?.isSuperset(of: ["минута", "минуты", "минут"]) == true, "\(russian[.minute] ?? [])")
        #expect(russian[.hour]?.contains("ч") == false)
        #expect(TimeUnitNames.forms("qq") == nil)
    }

    /// Wikipedia's German description holding its title's text, Bitwarden's Traditional
    /// Chinese warning holding a button's (round 50): no telling word, but the length fits the
    /// other source. A text shortened to a key whose source it shares most words with (Finnish
    /// "Hae tästä kansiosta" for "Search this folder" and the longer "Search this folder and
    /// all of its subfolders…") is a translator's choice.
    @Test func aSentencePastedFromAKeyOfAnotherLengthIsFound() throws {
        let filler = (1...30).map { ("filler\($0)", "Plain words for number \($0)") }
        let source = [("prompt_description", "Reading in many languages? Each one gets its own feed. Just switch and your feed is ready."),
                      ("prompt_title", "Every language, fully personal"),
                      ("search_folder", "Search this folder"), ("search_deep", "Search this folder and all of its many subfolders at once")] + filler
        var texts: [String: [String]] = [:]
        let languages = ["de", "fr", "es", "it", "nl", "pt", "sv", "da", "pl", "cs", "fi", "ro"]
        for (index, language) in languages.enumerated() {
            let description = "Lesen \(language) in vielen Sprachen \(index)? Jede hat ihren eigenen Feed. Einfach wechseln, fertig \(index)."
            let title = "Jede Sprache \(language) ganz individuell \(index)"
            let search = language == "fi" ? "Hae tästä kansiosta" : "Suche \(language) Ordner \(index)"
            let deep = language == "fi" ? "Hae tästä kansiosta" : "Suche \(language) in diesem Ordner und allen seinen Unterordnern \(index)"
            texts[language] = [language == "de" ? title : description, title, search, deep]
                + filler.map { "Schlichte Wörter \(language) Nummer \($0.0)" }
        }
        let findings = try androidTranslationFindings(source, texts, folder: "round50-pasted-length").filter { $0.detail.contains("characters fit the other source") }
        #expect(languagesAndKeys(findings) == ["de prompt_description"], "\(findings)")
    }

    /// Element X's Chinese Android bullet holding the bullet above's text, its Apple twin right
    /// (round 50): a language whose platforms agree on nineteen keys in twenty. A language that
    /// translates its platforms apart is not asked.
    @Test func aKeyTranslatedApartOnTheTwoPlatformsIsAHint() throws {
        let folder = try Fixtures.temporaryDirectory("round50-platforms-apart")
        let keys = (0..<60).map { ("key_\($0)", "Source text number \($0)") }
        let german = keys.map { ($0.0, "Deutscher Text Nummer \($0.0)") }
        let french = keys.map { ($0.0, "Texte français \($0.0)") }
        var appleGerman = german, appleFrench = french
        appleGerman[7].1 = "Ein ganz anderer Satz"
        for index in 0..<10 { appleFrench[index].1 = "Autre texte \(index)" }
        try writeFiles([("android/res/values/strings.xml", stringResources(keys)),
                        ("android/res/values-de/strings.xml", stringResources(german)),
                        ("android/res/values-fr/strings.xml", stringResources(french)),
                        ("apple/en.lproj/Localizable.strings", appleStrings(keys)),
                        ("apple/de.lproj/Localizable.strings", appleStrings(appleGerman)),
                        ("apple/fr.lproj/Localizable.strings", appleStrings(appleFrench))], in: folder)
        let all = try twoPlatformFindings(in: folder)
        let findings = all.filter { $0.detail.hasPrefix("the platforms translate this key apart") }
        #expect(languagesAndKeys(findings) == ["de key_7"], "\(all.filter { $0.key == "key_7" })")
        #expect(findings.first?.detail.contains("Ein ganz anderer Satz") == true)
        #expect(findings.allSatisfy { $0.isHint })
    }

    /// Wikipedia's Brazilian "Wikimedia Comuns" (round 50): half the languages write Commons in
    /// their own words, but Brazilian keeps the name as written in its other texts naming it.
    /// A language that writes the name its own way throughout says nothing.
    @Test func aNameTheLanguageKeepsElsewhereIsFound() throws {
        let source = [("featured_image", "Featured image from Wikimedia Commons"), ("upload", "Upload to Wikimedia Commons"),
                      ("browse", "Browse Wikimedia Commons"), ("about", "About Wikimedia Commons")]
        var texts: [String: [String]] = [
            "pt-rBR": ["Imagem em destaque na Wikimedia Comuns", "Enviar para a Wikimedia Commons", "Navegar na Wikimedia Commons", "Sobre a Wikimedia Commons"],
            "eo": ["Elstara bildo de Vikimedia Komunejo", "Alŝuti al Vikimedia Komunejo", "Foliumi Vikimedia Komunejon", "Pri Vikimedia Komunejo"],
        ]
        for language in ["de", "fr", "it", "nl", "sv"] {
            texts[language] = ["Bild \(language) Wikimedia Commons", "Hochladen \(language) Wikimedia Commons", "Blättern \(language) Wikimedia Commons", "Über \(language) Wikimedia Commons"]
        }
        for language in ["ru", "uk", "bg", "sr"] {
            texts[language] = ["Изображение \(language) Викисклад", "Загрузить \(language) Викисклад", "Обзор \(language) Викисклад", "О \(language) Викисклад"]
        }
        let findings = try androidTranslationFindings(source, texts, folder: "round50-name-habit").filter { $0.detail.hasPrefix("the name \"Wikimedia Commons\"") }
        #expect(languagesAndKeys(findings) == ["pt-BR featured_image"], "\(findings)")
    }

    /// A language's word for a source word is never one letter: Italian "l'" (an elision)
    /// stands in most of its texts saying "lock" here and says nothing (round 50: the stem
    /// "l" hid Mastodon's Irish sentence pasted from another key).
    @Test func aOneLetterStemIsNoWord() throws {
        let filler = (1...20).map { ("filler\($0)", "Plain text number \($0)") }
        let source = [("lock1", "Lock the app"), ("lock2", "Lock the archive"), ("lock3", "Lock access"), ("lock4", "Lock the app now")] + filler
        let italian = ["Blocca l'app", "Chiudi l'archivio", "Serra l'accesso", "Ferma l'app ora"] + filler.map { "Testo semplice numero \($0.0)" }
        let folder = try Fixtures.temporaryDirectory("round50-one-letter-stem")
        try writeFiles([("res/values/strings.xml", stringResources(source)),
                        ("res/values-it/strings.xml", stringResources(zip(source, italian).map { ($0.0.0, $0.1.replacingOccurrences(of: "'", with: "\\'")) }))], in: folder)
        var skipped: [String] = []
        let android = try AndroidStringsReader.read(paths: [folder], sourceLanguage: "en", skipped: &skipped)
        var words = LanguageWords(source: android.languages["en"] ?? [:])
        let stem = words.stem(for: "lock", in: "it", android.languages["it"] ?? [:], except: [])
        #expect(stem == nil, "\(stem ?? "-")")
    }

    /// Nextcloud's Slovak "Sdílení není možné vytvořit…", Czech's text of the key (round 50):
    /// close languages share words, but Slovak writes "ř" in none of its other texts. A text
    /// the two share without such a letter ("Súbor" in both) says nothing.
    @Test func aCloseLanguagesTextIsToldByItsLetters() throws {
        let filler = (1...210).map { ("filler\($0)", "Plain text number \($0)") }
        let source = [("share_active", "You cannot create a share, it is already active."), ("file", "File")] + filler
        let texts = [
            "sk": ["Sdílení není možné vytvořit, je už aktivní.", "Súbor"] + filler.map { "Obyčajný text číslo \($0.0)" },
            "cs": ["Sdílení není možné vytvořit, je už aktivní.", "Súbor"] + filler.map { "Obyčejný text číslo \($0.0) stř" },
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round50-close-letters").filter { $0.detail.hasPrefix("written in cs, not sk") }
        #expect(languagesAndKeys(findings) == ["sk share_active"], "\(findings)")
    }
}
