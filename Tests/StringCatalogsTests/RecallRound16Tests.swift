import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 16 (issue #18), each in the shape the planted defect had in the
/// real app, on our own text, beside the legitimate neighbour the rule must pass.
@Suite("Recall round 16")
struct RecallRound16Tests {
    let shape = { (source: String, text: String) in TextShapeCheck.shape(source, text) ?? "" }

    /// Home Assistant's Swedish "[Nabu Casa](https: //account.nabucasa.com)": a space in the
    /// scheme. "https://" itself passes.
    @Test func aSchemeWithASpaceIsFound() {
        #expect(shape("Verify it at [Nabu Casa](https://account.nabucasa.com)", "Verifiera på [Nabu Casa](https: //account.nabucasa.com)")
            .hasPrefix("\"https: //account.nabucasa.com\" is no address"))
        #expect(shape("Verify it at https://account.nabucasa.com", "Verifiera på https://account.nabucasa.com") == "")
    }

    /// ownCloud's German "Importiere Element %d von %d" for "%ld of %ld": a 64-bit count read
    /// as 32 bits. `%lld` for `%ld` reads the same width, `%lld` for `%d` a Swift `Int` whole.
    @Test func anAppleCountReadAtAnotherWidthIsFound() throws {
        let files = [("en.lproj/Localizable.strings", "\"import\" = \"Importing item %ld of %ld\";\n\"count\" = \"%ld items\";\n"),
                     ("de.lproj/Localizable.strings", "\"import\" = \"Importiere Element %d von %d\";\n\"count\" = \"%lld Elemente\";\n")]
        let findings = try appleOnlyFindings(files, folder: "round16-width").filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["de import"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("%d reads 32 bits of the argument the source's %ld formats as a 64-bit integer") == true, "\(findings)")
        #expect(Placeholder.lengthChanged(expected: Placeholder.all(in: "%1$d"), actual: Placeholder.all(in: "%1$lld")) == nil)
    }

    /// Element X's French `"Content de vous revoir ! "` and Home Assistant's Russian "Открыто "
    /// (rounds 17 and 18): a trailing space no other translation has. A hint; with fewer than
    /// five translations (our fixture's "Pts "), or where the source ends in one, none.
    @Test func aTrailingSpaceNoOtherTranslationHasIsAHint() throws {
        var texts: [String: [String]] = [:]
        for language in ["de", "es", "it", "nl", "sv"] { texts[language] = ["Offen \(language)", "und \(language) "] }
        texts["ru"] = ["Открыто ", "и "]
        let findings = try androidTranslationFindings([("open", "\"Open\""), ("and", "\"and \"")],
                                                      texts.mapValues { $0.map { "\"\($0)\"" } }, folder: "round18-space")
            .filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["ru open"], "\(findings)")
        #expect(findings.allSatisfy { $0.isHint && $0.detail.hasPrefix("ends with a space the source and the other 5 languages' values do not have") }, "\(findings)")
    }

    /// Home Assistant's arrays.xml still naming `@string/screen_orientation_option_label_landscape`
    /// after the string was renamed `…_landscap`: aapt2's link step fails. A library's string
    /// (`@string/common_signin_button_text`) names none of ours.
    @Test func aSourceReferenceToARenamedStringIsFound() throws {
        let source = resources("<string name=\"label_landscap\">Landscape</string><string name=\"label_portrait\">Portrait</string>"
            + "<string-array name=\"labels\" translatable=\"false\"><item>@string/label_landscape</item><item>@string/label_portrait</item></string-array>"
            + "<string name=\"sign_in\">@string/common_signin_button_text</string>")
        let findings = try androidOnlyFindings([("res/values/strings.xml", source)], folder: "round16-references").filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["en labels"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("refers to @string/label_landscape, which the project does not define (it defines label_landscap)") == true)
    }

    /// Nextcloud's Catalan holding Spanish's "Ha ocurrido un error HTTP desconocido.": two
    /// words are enough when both are Spanish's elsewhere and nowhere Catalan's.
    @Test func anotherLanguagesSentenceOfTwoTellingWordsIsFound() throws {
        let source = [("http", "Unknown HTTP error occurred!"), ("a", "An unknown file"), ("b", "The error occurred"), ("c", "Unknown host")]
        let findings = try androidTranslationFindings(source, [
            "es": ["Ha ocurrido un error HTTP desconocido.", "Un archivo desconocido", "Ha ocurrido el error", "Servidor desconocido"],
            "ca": ["Ha ocurrido un error HTTP desconocido.", "Un fitxer desconegut", "Ha passat l'error", "Servidor desconegut"],
            "it": ["Si è verificato un errore HTTP sconosciuto!", "Un file sconosciuto", "Errore verificato", "Host sconosciuto"],
        ], folder: "round16-two-words").filter { $0.kind == .untranslated }
        #expect(languagesAndKeys(findings) == ["ca http"], "\(findings)")
    }

    /// Element X's Italian "Elemento X" where 9 in 10 translations keep "Element X"; Czech's
    /// "Home Assistentem" (a case ending) is an inflection, not a misspelling.
    @Test func aNameMostTranslationsKeepWrittenNearlyIsFound() throws {
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "es", "nl", "sv", "da", "fi", "pl", "pt", "ro"] {
            texts[language] = ["Element X braucht \(language) das Mikrofon", "Verbinde \(language) mit Home Assistant jetzt"]
        }
        texts["it"] = ["Elemento X deve accedere al microfono", "Connettiti a Home Assistant adesso"]
        texts["cs"] = ["Element X potřebuje mikrofon", "Spojení s Home Assistentem nyní"]
        let findings = try androidTranslationFindings([("mic", "Element X needs the microphone"), ("connect", "Connect with Home Assistant now")],
                                                      texts, folder: "round16-names").filter { $0.kind == .placeholderMismatch }
        #expect(languagesAndKeys(findings) == ["it mic"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("the name \"Element X\" is written \"Elemento X\" here; 11 of the 12 translations keep it") == true, "\(findings)")
        #expect(CatalogChecker.capitalizedNames(in: "Open Home Assistant (Element X).") == ["Open Home Assistant", "Home Assistant", "Element X"])
    }
}

/// The round's checks stay bounded on a hostile text.
@Suite("Recall round 16 checks in linear time")
struct RecallRound16LinearTests {
    /// 20,000 references to strings renamed by a letter: the search for near names stops
    /// after its budget of comparisons (it compared every pair: 20 s in a release build).
    @Test(.timeLimit(.minutes(3)))
    func hostileReferencesAreSearchedWithinABudget() throws {
        let body = (0..<20_000).map { "<string name=\"key_\($0)\">Value \($0)</string><string name=\"ref_\($0)\">@string/key_\($0)x</string>" }.joined()
        let findings = try androidOnlyFindings([("res/values/strings.xml", resources(body))], folder: "round16-hostile-references")
        #expect(findings.contains { $0.detail.hasPrefix("refers to @string/key_") })
    }

    @Test(.timeLimit(.minutes(3)))
    func hostileNamesAreCheckedInBoundedTime() {
        // A Title Case run of 300 words is a heading, no name (its edit distances were quadratic).
        #expect(CatalogChecker.capitalizedNames(in: (0..<150).map { "Word\($0) Name\($0)" }.joined(separator: " ")).isEmpty)
        #expect(CatalogChecker.capitalizedNames(in: String(repeating: "Ab ", count: 200_000)).count <= 4)
        #expect(CatalogChecker.transliteration(of: "Element X", in: String(repeating: "Elemento Y ", count: 100_000), closerThan: 4) == nil)
    }
}
