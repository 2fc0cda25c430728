import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 15 (issue #18), each in the shape the planted defect had in the
/// real app, on our own text, beside the legitimate neighbour the rule must pass.
@Suite("Recall round 15")
struct RecallRound15Tests {
    let shape = { (source: String, text: String) in TextShapeCheck.shape(source, text) ?? "" }

    /// Home Assistant's Dutch "Instellingen u203A %@" (the `\u203A` of "›" without its
    /// backslash) and a Shortcuts phrase that lost its `${account}`. "U2" and "u2019" written
    /// in the source too are no escapes lost.
    @Test func lostEscapesAndIntentParametersAreFound() {
        #expect(shape("Open Settings › %@ › Live Activities", "Open Instellingen u203A %@ u203A Live activiteiten")
            .hasPrefix("\"u203A\" shows as written: a Unicode escape (\\u203A) that lost its backslash"))
        #expect(shape("Play U2 songs", "Speel U2-nummers") == "")
        #expect(shape("Code u2019 is shown", "Code u2019 wordt getoond") == "")
        #expect(shape("Save ${file} to ${path} in ${account}", "Datei ${file} nach ${path} speichern")
            .hasPrefix("${account} lost: the app fills a ${name} by its name"))
        #expect(shape("Save ${file} to ${path} in ${account}", "Datei ${file} in ${account} nach ${path} speichern") == "")
    }

    /// ownCloud's Shortcuts table, whose source is an intent definition in `Base.lproj`: its
    /// German phrase lost the `${account}` every other language keeps.
    @Test func aTableWithoutSourceTextsIsComparedAcrossLanguages() throws {
        let phrase = "\"x1\" = \"Save ${file} in ${account}\";\n\"x2\" = \"Delete ${item}\";\n"
        var files = [("Base.lproj/Intents.intentdefinition", "<plist/>"), ("en.lproj/Intents.strings", "\"other\" = \"Other\";\n")]
        for language in ["fr", "es", "it", "nl"] { files.append(("\(language).lproj/Intents.strings", phrase)) }
        files.append(("de.lproj/Intents.strings", "\"x1\" = \"Datei ${file} speichern\";\n\"x2\" = \"${item} löschen\";\n"))
        let findings = try appleOnlyFindings(files, folder: "round15-intents").filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["de x1"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("${account} lost: 4 of the 5 languages' texts have it") == true, "\(findings)")
    }

    /// Element X's German `"…Auswahl von "Wiederherstellungsschlüssel ändern" einen neuen…"`
    /// where the source quotes the button with ‘ ’: aapt2 drops the bare quotes.
    @Test func bareQuotesWhereTheSourceQuotesWithSingleMarksAreFound() throws {
        let findings = try androidTranslationFindings(
            [("setup", "\"If you need a new key, select ‘Change recovery key’.\""), ("done", "Done")],
            ["de": ["\"Wähle dazu \"Schlüssel ändern\" aus.\"", "Fertig"]], folder: "round15-quotes")
            .filter { $0.kind == .invalidSpecifier }
        #expect(languagesAndKeys(findings) == ["de setup"], "\(findings)")
    }

    /// Home Assistant's source "Status Code: %s\nDetail: %s": aapt2 warns, and no
    /// translation can reorder the two. Positional arguments, `formatted="false"` and arguments
    /// of different kinds (a swap shows as a type mismatch) pass.
    @Test func aSourceWithUnorderedArgumentsIsAHint() throws {
        let source = resources("<string name=\"status\">Status Code: %s\\nDetail: %s</string><string name=\"ordered\">%1$s of %2$s</string>"
            + "<string name=\"raw\" formatted=\"false\">%s and %s</string><string name=\"one\">Hello %s</string>"
            + "<string name=\"typed\">%s has %d points</string>")
        let findings = try androidOnlyFindings([("res/values/strings.xml", source)], folder: "round15-unordered").filter { $0.kind == .invalidSpecifier }
        #expect(languagesAndKeys(findings) == ["en status"], "\(findings)")
        #expect(findings.allSatisfy { $0.isHint }, "\(findings)")
    }

    /// Bitwarden's Spanish "10MB" for "100 MB" (a unit written without a space is still a
    /// number, and 10 is no scaling of 100 where the source names no scale); "6500 萬" for
    /// "65 million" still is.
    @Test func aChangedNumberBesideItsUnitIsFound() throws {
        let languages = ["de", "fr", "it", "nl", "pt", "sv"]
        var texts: [String: [String]] = [:]
        for language in languages { texts[language] = ["Die maximale Größe \(language) ist 100 MB.", "Über 65 Millionen \(language) Nutzer"] }
        texts["es"] = ["El tamaño máximo de archivo es de 10MB.", "Más de 65 millones de usuarios"]
        texts["zh"] = ["最大文件大小为 100 MB。", "超过 6500 萬 用户"]
        let findings = try androidTranslationFindings([("max", "Maximum file size is 100 MB."), ("users", "Over 65 million users")], texts, folder: "round15-numbers")
            .filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["es max"], "\(findings)")
    }

    /// Nextcloud's Dutch "github.com/nextcloud/android/problemen" for ".../issues", which 30
    /// of 31 translations keep; a path naming the language ("/nl/") is its page.
    @Test func aTranslatedPathOfAKeptAddressIsFound() throws {
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "es", "pt", "sv", "da", "fi", "cs", "pl"] {
            texts[language] = ["Melde Fehler \(language) auf https://github.com/org/app/issues bitte", "Hilfe \(language) auf https://org.com/help bitte"]
        }
        texts["nl"] = ["Meld fouten op https://github.com/org/app/problemen alsjeblieft", "Hulp op https://org.com/nl/help alsjeblieft"]
        let findings = try androidTranslationFindings([("report", "Report issues at https://github.com/org/app/issues please"),
                                                       ("help", "Help at https://org.com/help please")], texts, folder: "round15-paths")
            .filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["nl report"], "\(findings)")
    }

    /// Nextcloud's French `placeholder_sentence`, marked untranslatable and defined in French
    /// only: Android uses it there. A label that translators of many languages translated is
    /// the project's choice.
    @Test func anUntranslatableTextOneLanguageDefinesIsFound() throws {
        let source = resources("<string name=\"sentence\" translatable=\"false\">This is a placeholder</string>"
            + "<string name=\"label\" translatable=\"false\">Preferences (Alpha)</string><string name=\"ok\">OK then</string>")
        var files = [("res/values/strings.xml", source),
                     ("res/values-fr/strings.xml", resources("<string name=\"sentence\">Ceci est un exemple</string><string name=\"label\">Préférences</string>"))]
        for language in ["de", "it"] { files.append(("res/values-\(language)/strings.xml", resources("<string name=\"label\">Einstellungen \(language)</string>"))) }
        let findings = try androidOnlyFindings(files, folder: "round15-untranslatable").filter { $0.kind == .conflictingDefinition }
        #expect(languagesAndKeys(findings) == ["fr sentence"], "\(findings)")
    }

    /// Bitwarden's Russian "Битварден" where Russian keeps "Bitwarden" in its other texts;
    /// Serbian, which writes "Битварден" throughout, and Czech, which leaves the name out of
    /// one phrase, are the languages' ways.
    @Test func theAppsNameWrittenOtherwiseOnceIsFound() throws {
        let phrases = ["Open Bitwarden", "Bitwarden vault", "Log in to Bitwarden", "Bitwarden settings", "About Bitwarden"]
        let source = [("app_name", "Bitwarden")] + phrases.enumerated().map { ("phrase\($0.offset)", $0.element) }
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "es", "nl", "sv", "da", "fi", "pl", "cs", "ru", "sr"] {
            texts[language] = ["Bitwarden"] + phrases.indices.map { "Bitwarden \(language) \($0) text" }
        }
        texts["ru"]![3] = "Войти в Битварден"
        texts["sr"] = ["Bitwarden"] + phrases.indices.map { "Битварден \($0) текст" }
        texts["cs"]![4] = "Služba automatického vyplňování"
        let findings = try androidTranslationFindings(source, texts, folder: "round15-brand").filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["ru phrase2"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("the app's name \"Bitwarden\" is written \"Битварден\" here") == true, "\(findings)")
    }
}

/// The round's checks stay bounded on a hostile text.
@Suite("Recall round 15 checks in linear time")
struct RecallRound15LinearTests {
    @Test(.timeLimit(.minutes(3)))
    func hostileEscapesTokensAndWordsAreCheckedInBoundedTime() {
        #expect(TextShapeCheck.bareUnicodeEscape(String(repeating: "uuuu1", count: 100_000)) == nil)
        #expect(TextShapeCheck.templateTokens(String(repeating: "${", count: 100_000) + "${a}") == ["${a}"])
        #expect(CatalogChecker.transliteration(of: "Bitwarden", in: String(repeating: "Битварден", count: 50_000)) == nil)
    }
}
