import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 27 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 27")
struct RecallRound27Tests {
    /// Mastodon's French "Aller à @%@%@" for "Go to @%@@%@" (user and server run together),
    /// Element X's Georgian "%1$@%2$@და" for "%1$@, %2$@ and…": found. Japanese "%1$d%2$@"
    /// for "%1$d %2$@" (a number and its unit) and arguments the source also writes together
    /// are none.
    @Test func argumentsRunTogetherAreFound() {
        let glued = TextShapeCheck.gluedArguments("Go to @%@@%@", "Aller à @%@%@")
        #expect(glued?.first == "%@" && glued?.second == "%@" && glued?.separator == "@")
        #expect(TextShapeCheck.gluedArguments("%1$@, %2$@ and %3$d others", "%1$@%2$@და %3$d სხვა")?.separator == ", ")
        #expect(TextShapeCheck.gluedArguments("%1$d %2$@", "%1$d%2$@") == nil)
        #expect(TextShapeCheck.gluedArguments("%1$@%2$@", "%1$@%2$@") == nil)
        #expect(TextShapeCheck.gluedArguments("%1$@ / %2$@", "%2$@ / %1$@") == nil)
        #expect(TextShapeCheck.shape("Go to @%@@%@", "Aller à @%@%@")?.hasPrefix("%@ and %@ run together") == true)
    }

    /// ownCloud's Portuguese `<a href=“%1$s”>`: found; a straight-quoted attribute, and
    /// typographic quotes in the text around a tag, are none.
    @Test func typographicQuotesAroundAnAttributeAreFound() {
        #expect(TextShapeCheck.typographicAttributeQuote("Peça ajuda em nosso <a href=“%1$s”><b>fórum</b></a>") == "<a href=“%1$s”>")
        #expect(TextShapeCheck.typographicAttributeQuote("Peça ajuda em nosso <a href=\"%1$s\">“fórum”</a>") == nil)
        #expect(TextShapeCheck.shape("Ask in our <a href=\"%1$s\">forum</a>", "Peça ajuda em nosso <a href=“%1$s”>fórum</a>")?
            .hasPrefix("the tag <a href=“%1$s”> quotes an attribute with a typographic quote") == true)
    }

    /// Bitwarden's Portuguese "Salvar (verbo ou substantivo?)" for "Save": found; a
    /// parenthesis without a question, and one the source has, are none.
    @Test func aTranslatorsQuestionLeftInTheTextIsFound() {
        #expect(TextShapeCheck.translatorsQuestion("Save", "Salvar (verbo ou substantivo?)") == "(verbo ou substantivo?)")
        #expect(TextShapeCheck.translatorsQuestion("Save", "Salvar (arquivo)") == nil)
        #expect(TextShapeCheck.translatorsQuestion("Hint (optional?)", "Dica (opcional?)") == nil)
        #expect(TextShapeCheck.shape("Save", "Salvar (verbo ou substantivo?)")?.contains("a translator's question") == true)
        // Round 28: ownCloud's Russian note "(глагол, кнопка)" for "Copy"; a list in a longer text is none.
        #expect(TextShapeCheck.translatorsQuestion("Copy", "Копировать (глагол, кнопка)") == "(глагол, кнопка)")
        #expect(TextShapeCheck.translatorsQuestion("Formats you can upload", "Formate, die du hochladen kannst (JPG, PNG)") == nil)
    }

    /// Element X's French `verification_emoji_13` "Poisson", emoji 12's text, where every other
    /// language names the fish and the octopus apart: found at the later member. Two members
    /// every language merges are none.
    @Test func aSeriesMemberPastedFromAnotherIsFound() throws {
        let names = ["Dog", "Cat", "Lion", "Horse", "Fish", "Octopus", "Tree"]
        let source = names.enumerated().map { ("verification_emoji_\($0.offset)", $0.element) }
        var languages: [String: [String]] = ["fr": ["Chien", "Chat", "Lion ", "Cheval", "Poisson", "Poisson", "Arbre"]]
        for language in ["de", "es", "it", "nl", "pl", "sv"] { languages[language] = names.map { "\($0) (\(language))" } }
        let findings = try androidTranslationFindings(source, languages, folder: "round27-series").filter { $0.detail.contains("tells its 7 members apart") }
        #expect(languagesAndKeys(findings) == ["fr verification_emoji_5"], "\(findings)")
        #expect(findings.first?.detail.contains("also verification_emoji_4's text") == true, "\(findings)")
        // Merged in two languages: the languages' words, no paste.
        languages["de"]![5] = languages["de"]![4]
        let merged = try androidTranslationFindings(source, languages, folder: "round27-series-merged").filter { $0.detail.contains("tells its") }
        #expect(merged.isEmpty, "\(merged)")
    }

    /// Home Assistant's French `common::state::locked` "Déverrouillé", `unlocked`'s text; the
    /// language's own "Verrouillé" for another "Locked" key says which key holds the paste.
    /// Siblings that are no opposites ("Continue", "Next": German "Weiter" for both) are none.
    @Test func anOppositesTextPastedIntoItsSiblingIsFound() throws {
        #expect(CatalogChecker.areOpposites("locked", "unlocked") && CatalogChecker.areOpposites("non-minor edits", "minor edits"))
        #expect(!CatalogChecker.areOpposites("continue", "next") && !CatalogChecker.areOpposites("do", "undo"))
        let source = [("state.locked", "Locked"), ("state.unlocked", "Unlocked"), ("state.next", "Next"), ("state.continue", "Continue"),
                      ("door.locked", "Locked"), ("door.unlocked", "Unlocked")]
        var languages: [String: [String]] = ["fr": ["Déverrouillé", "Déverrouillé", "Suivant", "Suivant", "Verrouillé", "Déverrouillé"]]
        for language in ["de", "es", "it", "nl", "pl", "sv"] {
            languages[language] = ["Locked (\(language))", "Unlocked (\(language))", "Next (\(language))", "Continue (\(language))", "Locked (\(language))", "Unlocked (\(language))"]
        }
        let findings = try androidTranslationFindings(source, languages, folder: "round27-opposites").filter { $0.detail.contains("opposites:") }
        #expect(languagesAndKeys(findings) == ["fr state.locked"], "\(findings)")
        // The paste the other way ("Verrouillé" for "Unlocked", where another "Locked" key
        // reads "Verrouillé"): found at the longer source's key.
        languages["fr"] = ["Verrouillé", "Verrouillé", "Suivant", "Suivant", "Verrouillé", "Déverrouillé"]
        let other = try androidTranslationFindings(source, languages, folder: "round27-opposites-other").filter { $0.detail.contains("opposites:") }
        #expect(languagesAndKeys(other) == ["fr state.unlocked"], "\(other)")
    }

    /// Mastodon's German "Schritt %2$d von %1$d" beside Dutch "Stap %1$d van %2$d": found.
    /// Swedish "Logga in på %2$s med %1$s" beside Icelandic "Skrá inn med %1$s á %2$s" (each
    /// argument keeps its word) is none; so is a reorder two relatives share.
    @Test func argumentsSwappedAgainstARelativeAreFound() throws {
        let source = [("step", "Step %1$d of %2$d"), ("login", "Login with %1$s to %2$s")]
        let texts: [String: [String]] = [
            "de": ["Schritt %2$d von %1$d", "Mit %1$s bei %2$s anmelden"], "nl": ["Stap %1$d van %2$d", "Inloggen met %1$s bij %2$s"],
            "sv": ["Steg %1$d av %2$d", "Logga in på %2$s med %1$s"], "is": ["Skref %1$d af %2$d", "Skrá inn med %1$s á %2$s"],
            "da": ["Trin %1$d af %2$d", "Log ind med %1$s på %2$s"], "fr": ["Étape %1$d sur %2$d", "Connexion avec %1$s à %2$s"],
            "es": ["Paso %1$d de %2$d", "Iniciar con %1$s en %2$s"], "it": ["Passo %1$d di %2$d", "Accedi con %1$s a %2$s"],
            "pl": ["Krok %1$d z %2$d", "Zaloguj z %1$s do %2$s"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round27-swaps").filter { $0.detail.contains("traded places") }
        #expect(languagesAndKeys(findings) == ["de step"], "\(findings)")
        #expect(findings.first?.detail.contains("here \"von\" comes before argument 1") == true, "\(findings)")
    }

    /// Element X's Ukrainian "Покинуть комнату", Russian's two words, in a language writing
    /// 1,500 different words: found. The same two words in a language of few words (Catalan's
    /// "Pantalla completa", Spanish's too) are none.
    @Test func aShortTextInAnotherLanguageIsFound() throws {
        var source: [(String, String)] = [("leave", "Leave room")]
        var ukrainian = ["Покинуть комнату"], russian = ["Покинуть комнату"]
        // Ukrainian writes 1,600 words of its own; Russian uses its two words elsewhere.
        let letters = Array("абвгдежзклмн")
        let word = { (number: Int) in "сл" + String([letters[number / 144], letters[number / 12 % 12], letters[number % 12]]) }
        for index in 0..<400 {
            source.append(("k\(index)", "Sentence number \(index)"))
            ukrainian.append((0..<4).map { word(index * 4 + $0) }.joined(separator: " "))
            russian.append(index < 2 ? "Покинуть комнату \(index)" : "Текст \(index)")
        }
        let findings = try androidTranslationFindings(source, ["uk": ukrainian, "ru": russian], folder: "round27-short")
            .filter { $0.detail.hasPrefix("written in ru") }
        #expect(languagesAndKeys(findings) == ["uk leave"], "\(findings)")
        let small = try androidTranslationFindings(Array(source.prefix(40)), ["uk": Array(ukrainian.prefix(40)), "ru": Array(russian.prefix(40))],
                                                   folder: "round27-short-small").filter { $0.detail.hasPrefix("written in ru") }
        #expect(small.isEmpty, "\(small)")
    }

    /// Element X's Russian replies: `one` and `many` exchanged on Apple against Android.
    @Test func pluralFormsExchangedBetweenThePlatformsAreFound() {
        let android = ["one": "%1$d ответ", "few": "%1$d ответа", "many": "%1$d ответов"]
        let apple = ["one": "%1$d ответов", "few": "%1$d ответа", "many": "%1$d ответ"]
        #expect(CatalogChecker.exchangedForms(android, apple).map { [$0.0, $0.1] } == ["one", "many"])
        #expect(CatalogChecker.exchangedForms(android, android.mapValues { $0.replacingOccurrences(of: "%1$d", with: "%d") }) == nil)
        let location = SourceLocation(file: "x", line: 1)
        let string = { (forms: [String: String], platform: String) in
            CatalogString(key: "common_replies", value: .plural(forms), location: SourceLocation(file: platform, line: 1))
        }
        let checker = CatalogChecker(
            android: PlatformCatalog(platform: .android, sourceLanguage: "en", languages: [
                "en": ["common_replies": CatalogString(key: "common_replies", value: .plural(["one": "%1$d reply", "other": "%1$d replies"]), location: location)],
                "ru": ["common_replies": string(android, "values-ru/translations.xml")]]),
            apple: PlatformCatalog(platform: .apple, sourceLanguage: "en", languages: [
                "en": ["common_replies": CatalogString(key: "common_replies", value: .plural(["one": "%1$d reply", "other": "%1$d replies"]), location: location)],
                "ru": ["common_replies": string(apple, "ru.lproj/Localizable.stringsdict")]]))
        let findings = checker.findings().filter { $0.detail.contains("each other's text") }
        #expect(languagesAndKeys(findings) == ["ru common_replies"], "\(findings)")
    }
}
