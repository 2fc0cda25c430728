import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 28-33 (issue #18) solved in round 33, on our own text, beside
/// the legitimate neighbour each rule must pass.
@Suite("Recall round 33")
struct RecallRound33Tests {
    /// `count` different made-up Cyrillic words of three syllables ("бабаба", "бабабе"…): a
    /// language's vocabulary for the checks that need a large one.
    static func cyrillicWords(_ count: Int, prefix: String) -> [String] {
        let syllables = "бвгдзклмнпрстфх".flatMap { consonant in "аеиоу".map { "\(consonant)\($0)" } }
        return (0..<count).map { index in
            prefix + syllables[index % syllables.count] + syllables[(index / syllables.count) % syllables.count] + syllables[index / (syllables.count * syllables.count)]
        }
    }

    /// Bitwarden's Ukrainian "Скопировать пароль", Russian's: "скопировать" Russian writes in
    /// five other keys and Ukrainian nowhere, "пароль" both write.
    @Test func aShortRussianTextInUkrainianIsFoundByTheWordUkrainianNeverWrites() throws {
        // "Пароль / Час": "час" is short, both languages may write it. "Вставить пароль":
        // Russian writes "вставить" once elsewhere, no habit.
        var source = [("copy_password", "Copy password"), ("password_time", "Password / Time"), ("password", "Password"),
                      ("paste_password", "Paste password"), ("paste_code", "Paste code")]
        var russian = ["Скопировать пароль", "Пароль / Час", "Пароль", "Вставить пароль", "Вставить код"]
        var ukrainian = ["Скопировать пароль", "Пароль / Час", "Пароль", "Вставить пароль", "Вставити код"]
        for (index, thing) in ["имя", "номер", "код", "ссылку", "заметку"].enumerated() {
            source.append(("copy_\(index)", "Copy item \(index)"))
            russian.append("Скопировать \(thing)")
            ukrainian.append("Копіювати \(thing)")
        }
        // "час" Russian writes five times more, Ukrainian never.
        for (index, (russianHour, ukrainianHour)) in [("Один час", "Одна година"), ("Каждый час", "Щогодини"), ("Последний час", "Остання година"),
                                                       ("Через час", "Через годину"), ("Целый час", "Цілу годину")].enumerated() {
            source.append(("hour_\(index)", "Hour \(index)"))
            russian.append(russianHour)
            ukrainian.append(ukrainianHour)
        }
        // Ukrainian's vocabulary, large enough for a short text to be judged.
        source.append(("long_text", "A long text"))
        russian.append(Self.cyrillicWords(1_600, prefix: "ру").joined(separator: " "))
        ukrainian.append(Self.cyrillicWords(1_600, prefix: "ук").joined(separator: " "))
        let findings = try androidTranslationFindings(source, ["ru": russian, "uk": ukrainian], folder: "round33-short-paste")
            .filter { $0.detail.hasPrefix("written in ") }
        #expect(languagesAndKeys(findings) == ["uk copy_password"], "\(findings)")
    }

    /// ownCloud's Dutch "Wilt u %1$s werkelijk verwijderen? (vertaling nog nakijken)": a note
    /// to the team after the sentence the source ends with.
    @Test func aNoteAfterTheLastSentenceIsFound() {
        #expect(TextShapeCheck.translatorsQuestion("Do you really want to remove %1$s?", "Wilt u %1$s werkelijk verwijderen? (vertaling nog nakijken)")
                == "(vertaling nog nakijken)")
        // Inside the sentence, of one word, or where the source has a parenthesis: the translation's own wording.
        #expect(TextShapeCheck.translatorsQuestion("Remove the file?", "Bestand (en map) verwijderen?") == nil)
        #expect(TextShapeCheck.translatorsQuestion("Remove the file.", "Bestand verwijderen. (definitief)") == nil)
        #expect(TextShapeCheck.translatorsQuestion("Remove the file (forever).", "Bestand verwijderen. (voor altijd)") == nil)
    }

    /// Element X's French table with a stray quote: one `unreadable` finding, not a missing
    /// translation for each of its keys.
    @Test func anUnreadableTablesKeysAreNotAlsoGaps() throws {
        let pairs = [("hello", "Hello"), ("bye", "Goodbye"), ("thanks", "Thank you")]
        var files = [("en.lproj/Localizable.strings", appleStrings(pairs)),
                     ("de.lproj/Localizable.strings", appleStrings([("hello", "Hallo"), ("bye", "Tschüss"), ("thanks", "Danke")])),
                     ("fr.lproj/Localizable.strings", "\"hello\" = \"Bonjour \"toi\"\";\n\"bye\" = \"Au revoir\";")]
        // French's other tables are read.
        for table in ["Menu", "Settings", "Alerts"] {
            files += [("en.lproj/\(table).strings", appleStrings([("\(table).ok", "OK \(table)")])), ("de.lproj/\(table).strings", appleStrings([("\(table).ok", "Gut \(table)")])),
                      ("fr.lproj/\(table).strings", appleStrings([("\(table).ok", "Bien \(table)")]))]
        }
        let findings = try appleOnlyFindings(files,
                                             folder: "round33-unreadable-table").filter { $0.language == "fr" }
        #expect(findings.map(\.kind) == [.unreadable], "\(findings)")
    }

    /// ownCloud's German "Datei mit dem Namen <b>%1$s</b> existiert bereits.": tags in one
    /// language's translation of a plain source. Where two languages add them, the app renders
    /// the key as HTML.
    @Test func markupOneLanguageAddsToAPlainSourceIsFound() throws {
        let source = [("exists", "File with name %1$s already exists."), ("disabled", "Editing is disabled. Sorry %1$s.")]
        let findings = try androidTranslationFindings(source, [
            "de": ["Datei mit dem Namen &lt;b&gt;%1$s&lt;/b&gt; existiert bereits.", "&lt;b&gt;Bearbeiten ist deaktiviert.&lt;/b&gt; %1$s"],
            "sk": ["Súbor %1$s už existuje.", "&lt;b&gt;Úpravy sú vypnuté.&lt;/b&gt; %1$s"],
            "fr": ["Le fichier %1$s existe déjà.", "La modification est désactivée. %1$s"],
        ], folder: "round33-added-markup").filter { $0.detail.hasPrefix("markup the source does not have") }
        #expect(languagesAndKeys(findings) == ["de exists"], "\(findings)")
        // Markup written as elements (Android styles the text, or drops the styling): no tags shown.
        let styled = try androidTranslationFindings(source, ["de": ["Datei mit dem Namen <b>%1$s</b> existiert bereits.", "Deaktiviert. %1$s"],
                                                             "fr": ["Le fichier %1$s existe déjà.", "Désactivée. %1$s"]],
                                                    folder: "round33-added-elements").filter { $0.detail.hasPrefix("markup the source does not have") }
        #expect(styled.isEmpty, "\(styled)")
    }

    /// ownCloud's Italian search keyword "più piccolo" for "smaller": two words, which the
    /// search field, splitting the query at spaces, never matches. A label named `Keywords`
    /// is no keyword.
    @Test func aSearchKeywordWrittenAsAPhraseIsFound() throws {
        #expect(CatalogChecker.namesAKeyword("keyword_smaller") && CatalogChecker.namesAKeyword("searchKeywordOwner"))
        #expect(!CatalogChecker.namesAKeyword("Keywords") && !CatalogChecker.namesAKeyword("image_keywords"))
        let source = [("keyword_smaller", "smaller"), ("keyword_recent", "recent"), ("image_keywords", "Keywords")]
        let findings = try androidTranslationFindings(source, ["it": ["più piccolo", "recente", "Parole chiave"], "de": ["kleiner", "kürzlich", "Schlüsselwörter"]],
                                                      folder: "round33-keywords").filter { $0.detail.contains("no search finds it") }
        #expect(languagesAndKeys(findings) == ["it keyword_smaller"], "\(findings)")
    }
}
