import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 30 (issue #18), on our own text, beside the legitimate
/// neighbour each rule must pass.
@Suite("Recall round 30")
struct RecallRound30Tests {
    /// Nextcloud's Spanish "%1$s descargado" (downloaded) for "%1$s uploaded", merged in
    /// Ukrainian too: opposite words with an ending, in two languages where ten tell them apart.
    @Test func uploadedAndDownloadedAreOppositesInTwoLanguages() throws {
        #expect(CatalogChecker.areOpposites("%1$s uploaded", "%1$s downloaded") && CatalogChecker.areOpposites("maximum value", "minimum value"))
        #expect(!CatalogChecker.areOpposites("%1$s uploaded", "%1$s updated"))
        let source = [("uploaded", "%1$s uploaded"), ("downloaded", "%1$s downloaded"), ("ok", "OK")]
        var languages: [String: [String]] = ["es": ["%1$s descargado", "%1$s descargado", "OK"], "uk": ["%1$s звантажено", "%1$s звантажено", "OK"]]
        let others = ["de", "fr", "it", "nl", "pl", "sv", "da", "fi", "cs", "hu"]
        for language in others { languages[language] = ["%1$s up (\(language))", "%1$s down (\(language))", "OK"] }
        let findings = try androidTranslationFindings(source, languages, folder: "round30-upload").filter { $0.detail.contains("opposites:") }
        #expect(findings.compactMap(\.language).sorted() == ["es", "uk"], "\(findings)")
        // Two languages alike where only six tell them apart: a word the languages share, not a paste.
        let few = languages.filter { !others.dropFirst(6).contains($0.key) }
        #expect(try androidTranslationFindings(source, few, folder: "round30-upload-few").filter { $0.detail.contains("opposites:") }.isEmpty)
    }

    /// Nextcloud's Swedish `time_hours_ago` with "%d timme sedan" (one hour) as its `other`
    /// form too, beside `hours` ("%d timme", "%d timmar"); "%d barn" (children) in both forms
    /// is Swedish.
    @Test func aPluralFormHoldingItsSiblingsTextIsFound() throws {
        var sourcePlurals = [pluralResource("hours", [("one", "%d hour"), ("other", "%d hours")]),
                             pluralResource("hours_ago", [("one", "%d hour ago"), ("other", "%d hours ago")]),
                             pluralResource("children", [("one", "%d child"), ("other", "%d children")])]
        var swedish = [pluralResource("hours", [("one", "%d timme"), ("other", "%d timmar")]),
                       pluralResource("hours_ago", [("one", "%d timme sedan"), ("other", "%d timme sedan")]),
                       pluralResource("children", [("one", "%d barn"), ("other", "%d barn")])]
        for index in 0..<12 {
            sourcePlurals.append(pluralResource("thing\(index)", [("one", "%d thing\(index)"), ("other", "%d things\(index)")]))
            swedish.append(pluralResource("thing\(index)", [("one", "%d sak\(index)"), ("other", "%d saker\(index)")]))
        }
        let findings = try androidOnlyFindings([("res/values/strings.xml", resources(sourcePlurals.joined())),
                                                ("res/values-sv/strings.xml", resources(swedish.joined()))], folder: "round30-plural-copy")
            .filter { $0.detail.contains("forms read alike") }
        #expect(languagesAndKeys(findings) == ["sv hours_ago"] && findings.first?.detail.contains("\"timme\" stands only in their one forms") == true, "\(findings)")
    }

    /// Home Assistant's Polish `panel::energy` = "panel::energy"; Nextcloud's Indonesian
    /// `remote` = "remote" for "(remote)" is a word, not an identifier.
    @Test func aKeyWrittenAsItsTextIsFound() throws {
        let findings = try appleOnlyFindings([("en.lproj/Frontend.strings", appleStrings([("panel::energy", "Energy"), ("remote", "(remote)")])),
                                              ("pl.lproj/Frontend.strings", appleStrings([("panel::energy", "panel::energy"), ("remote", "(zdalny)")])),
                                              ("nl.lproj/Frontend.strings", appleStrings([("panel::energy", "Energie"), ("remote", "remote")]))],
                                             folder: "round30-key-as-text").filter { $0.detail.hasPrefix("the key itself") }
        #expect(languagesAndKeys(findings) == ["pl panel::energy"], "\(findings)")
    }

    /// ownCloud's French "[Ŝöŕţ ƀý %@ !!!]" for "Sort by %@": a test build's text shipped.
    @Test func aPseudoLocalizedTextIsFound() {
        #expect(TextShapeCheck.isPseudoLocalized("Sort by %@", "[Ŝöŕţ ƀý %@ !!!]"))
        #expect(TextShapeCheck.isPseudoLocalized("Delete all files", "[Ðéļéţé åļļ ƒîļéš one two three]"))
        #expect(!TextShapeCheck.isPseudoLocalized("Video", "Vidéo") && !TextShapeCheck.isPseudoLocalized("Sort by %@", "Trier par %@"))
        #expect(!TextShapeCheck.isPseudoLocalized("Sort by %@", "Sort by %@"))
    }

    /// ownCloud's Simplified "真的要刪除 ‘%@’ 嗎？" (刪 and 嗎 are Traditional) in a catalog
    /// without a Traditional language to compare: the conversion alone tells.
    @Test func aChineseTextInTheOtherScriptIsFoundWithoutThatLanguage() throws {
        var source: [(String, String)] = [("delete", "Really delete %1$s?")], chinese = ["真的要刪除 ‘%1$s’ 嗎？"]
        for index in 0..<60 { source.append(("setting\(index)", "Setting \(index)")); chinese.append("设置 \(index)") }
        let findings = try androidTranslationFindings(source, ["zh-rCN": chinese], folder: "round30-chinese").filter { $0.kind == .untranslated && $0.key == "delete" }
        #expect(findings.count == 1 && findings.first?.detail.contains("Traditional Chinese") == true, "\(findings)")
    }

    /// Bitwarden's Serbian "Dodaj fasciklu" for "Додај фасциклу" (no language holds it), and
    /// many such texts in one language as one finding; "Bitwarden Send" is the app's term.
    @Test func latinTextsInACyrillicLanguageAreFound() throws {
        var source: [(String, String)] = [("add_folder", "Add folder"), ("send", "Bitwarden Send")], serbian = ["Dodaj fasciklu", "Bitwarden Send"]
        for index in 0..<100 { source.append(("item\(index)", "Item number \(index)")); serbian.append("Ставка број \(index)") }
        let one = try androidTranslationFindings(source, ["sr": serbian], folder: "round30-latin-one").filter { $0.detail.contains("Latin letters") }
        #expect(languagesAndKeys(one) == ["sr add_folder"], "\(one)")
        for index in 0..<11 { source.append(("new\(index)", "New setting \(index)")); serbian.append("Novo podešavanje \(index)") }
        let many = try androidTranslationFindings(source, ["sr": serbian], folder: "round30-latin-many").filter { $0.detail.contains("Latin letters") }
        #expect(languagesAndKeys(many) == ["sr *"] && many.first?.covers.count == 12, "\(many)")
    }

    /// Element X's Spanish "Llave" for both the key and the spanner emoji, where Russian and
    /// Croatian merge them too and twenty languages tell them apart.
    @Test func seriesMembersAlikeInUpToThreeLanguagesAreFound() throws {
        let names = ["Dog", "Cat", "Lion", "Horse", "Key", "Spanner", "Robot", "Hat"]
        let source = names.enumerated().map { ("verification_emoji_\($0.offset)", $0.element) }
        var languages: [String: [String]] = [:]
        for language in ["de", "fr", "it", "nl", "pl", "sv", "da", "fi", "cs", "hu", "pt", "ro", "tr", "el", "bg"] {
            languages[language] = names.map { "\($0) (\(language))" }
        }
        for language in ["es", "ru", "hr"] { languages[language] = names.map { $0 == "Spanner" ? "Key (\(language))" : "\($0) (\(language))" } }
        let findings = try androidTranslationFindings(source, languages, folder: "round30-series").filter { $0.detail.contains("the series") }
        #expect(findings.compactMap(\.language).sorted() == ["es", "hr", "ru"], "\(findings)")
    }

    /// Home Assistant's French "Rayon : %li km" for "Radius: %li m"; Russian "м" is the
    /// language's own letters.
    @Test func aUnitChangedBesideANumberIsFound() throws {
        let source = [("radius", "Radius: %1$d m"), ("ok", "OK")]
        var languages: [String: [String]] = ["fr": ["Rayon : %1$d km", "OK"], "ru": ["Радиус: %1$d м", "OK"]]
        for language in ["de", "it", "nl", "pl", "sv", "da", "fi", "cs"] { languages[language] = ["Radius (\(language)): %1$d m", "OK"] }
        let findings = try androidTranslationFindings(source, languages, folder: "round30-units").filter { $0.detail.hasPrefix("the unit") }
        #expect(languagesAndKeys(findings) == ["fr radius"] && findings.first?.detail.contains("the unit m of the source is km here") == true, "\(findings)")
    }

    /// Wikipedia's Ukrainian "Эта страница защищена на следующих уровнях: %s" (Russian, with Э),
    /// not Russian's own translation of the key word for word: the letters tell at any length.
    @Test func aSentenceWithLettersTheLanguageLacksIsFound() throws {
        let source = [("protected", "This page has been protected to the following levels: %s")]
        let findings = try androidTranslationFindings(source, ["uk": ["Эта страница защищена на следующих уровнях: %s"],
                                                               "ru": ["Эта страница защищена на таких уровнях: %s"]], folder: "round30-letters")
        #expect(findings.filter { $0.detail.hasPrefix("written with") }.compactMap(\.language) == ["uk"], "\(findings)")
    }

    /// Bitwarden's Italian "Ti abbiamo inviato un" for "We've sent you an email with your
    /// master password hint." (cut at its apostrophe): a hint, judged against each language's
    /// usual length.
    @Test func aTextCutShortIsAHint() throws {
        var source: [(String, String)] = [("hint_sent", "We have sent you an email with your master password hint and what to do next.")]
        var languages: [String: [String]] = ["it": ["Ti abbiamo inviato un"]]
        for language in ["de", "fr", "nl", "pl", "sv", "es"] { languages[language] = ["\(language): we have sent you an email with the hint of your password and the next steps."] }
        for index in 0..<9 {
            source.append(("sentence\(index)", "This is a sentence of several words, number \(index)."))
            for language in languages.keys { languages[language]!.append("\(language) sentence of several words here, number \(index).") }
        }
        let findings = try androidTranslationFindings(source, languages, folder: "round30-cut-short").filter { $0.detail.hasPrefix("much shorter than its source") }
        #expect(languagesAndKeys(findings) == ["it hint_sent"] && findings.allSatisfy { $0.severity == .hint }, "\(findings)")
    }
}
