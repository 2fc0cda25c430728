import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 88 fixed after it (issue #18).
@Suite("Recall round 88")
struct RecallRound88Tests {
    /// ownCloud's French "Importation de l'élément %ld de % ld" (round 88): a space typed into
    /// the placeholder is printf's space flag, a valid specifier, so no count differs. Not: the
    /// placeholder as the source writes it, nor a space flag the source has too. A hint: users
    /// see a space too many.
    @Test func aSpaceTypedIntoAPlaceholderIsFound() throws {
        #expect(Placeholder.spaceFlagAdded(expected: Placeholder.all(in: "Item %d of %d"), actual: Placeholder.all(in: "Élément %d de % d"))?
            .hasPrefix("% d is the source's %d with a space after the %") == true)
        #expect(Placeholder.spaceFlagAdded(expected: Placeholder.all(in: "Item %d of % d"), actual: Placeholder.all(in: "Élément %d de % d")) == nil)
        for (text, expected) in [("Importazione elemento %d di % d", ["it importing"]), ("Importazione elemento %d di %d", [])] {
            let findings = try androidTranslationFindings([("importing", "Importing item %d of %d")], ["it": [text]], folder: "round88-space-flag")
                .filter { $0.detail.contains("a space typed into the placeholder") && $0.severity == .hint }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// ownCloud's Korean "항목 %ld개 복사 중…" (copying) under "Moving %ld items…" too (round 88):
    /// "moving" is "move" with its "e" dropped, as English spells it ("copied", "copies" too);
    /// "moveing" made no pair. Not: Korean's own "이동 중".
    @Test func aCopyingUnderMovingIsFound() throws {
        #expect(CatalogChecker.withEnding("move", "ing") == "moving" && CatalogChecker.withEnding("copy", "ed") == "copied")
        #expect(CatalogChecker.withEnding("copy", "s") == "copies" && CatalogChecker.withEnding("copy", "ing") == "copying")
        #expect(CatalogChecker.areOpposites("moving %d items…", "copying %d items…"))
        let source = [("moving", "Moving %d items…"), ("copying", "Copying %d items…")]
        var texts: [String: [String]] = ["de": ["Verschiebe %d Elemente…", "Kopiere %d Elemente…"], "fr": ["Déplacement de %d éléments…", "Copie de %d éléments…"],
                                         "es": ["Moviendo %d elementos…", "Copiando %d elementos…"], "it": ["Spostamento di %d elementi…", "Copia di %d elementi…"],
                                         "nl": ["%d items verplaatsen…", "%d items kopiëren…"]]
        for (text, expected) in [("항목 %d개 복사 중…", ["ko"]), ("항목 %d개 이동 중…", [])] {
            texts["ko"] = [text, "항목 %d개 복사 중…"]
            let findings = try androidTranslationFindings(source, texts, folder: "round88-moving").filter { $0.detail.contains("opposites:") }
            #expect(findings.map { $0.language ?? "-" } == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Wikipedia's Hindi "केवल वाई-फाई पर ही अपलोड करें" (upload) for "Download only over Wi-Fi"
    /// (round 88): Hindi's loanwords are fixed spellings, read as the texts are, without their
    /// vowel marks ("अपलोड" as "अपलड"). Not: "…डाउनलोड करें".
    @Test func aHindiUploadForADownloadIsFound() throws {
        let source = [("download_file", "Download file"), ("download_article", "Download article"), ("wifi_only", "Download only over Wi-Fi")]
        for (text, expected) in [("केवल वाई-फाई पर ही अपलोड करें", ["hi wifi_only"]), ("केवल वाई-फाई पर ही डाउनलोड करें", [])] {
            let findings = try androidTranslationFindings(source, ["hi": ["फ़ाइल डाउनलोड करें", "लेख डाउनलोड करें", text]], folder: "round88-hindi")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Mastodon's Arabic "اسأل بعد إعادة النشر" (after) for "Ask before boosting" (round 88):
    /// the source says "after" once, too seldom to learn Arabic's word; "قبل" and "بعد" are its
    /// fixed spellings. Not: "اسأل قبل إعادة النشر".
    @Test func anArabicAfterForBeforeIsFound() throws {
        let source = [("ask_unfollow", "Ask before unfollowing someone"), ("ask_delete", "Ask before deleting posts"), ("ask_boost", "Ask before boosting")]
        for (text, expected) in [("اسأل بعد إعادة النشر", ["ar ask_boost"]), ("اسأل قبل إعادة النشر", [])] {
            let findings = try androidTranslationFindings(source, ["ar": ["السؤال قبل إلغاء متابعة شخص ما", "السؤال قبل حذف المشاركات", text]], folder: "round88-arabic")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Mastodon's Galician "Este servidor no acepta nuevos registros." (round 88), Spanish's
    /// text of the key: "nuevos", which Spanish writes in two other texts, and "registros", in
    /// one other: the second word may be seldom beside a first. Not: "registros" in no other
    /// Spanish text; nor a sentence of four words (Wikipedia's Malay "Pendaftaran dan pengalaman
    /// pengguna", Indonesian's, whose words Malay shares: ``textsInACloseLanguage(_:_:)``).
    @Test func aCloseLanguagesSeldomWordTellsBesideAnother() throws {
        let fillers = (1...210).map { ("filler\($0)", "Plain sentence number \($0) here") }
        let source = [("signup_closed", "This server does not accept new registrations.")] + fillers
        for (registrosElsewhere, expected) in [(true, ["gl signup_closed"]), (false, [])] {
            let texts: [String: [String]] = [
                "gl": ["Este servidor no acepta nuevos registros."] + fillers.map { "Frase número \($0.0) do servidor: este acepta" },
                "es": ["Este servidor no acepta nuevos registros."]
                    + fillers.enumerated().map { "Frase \($0.element.0) del servidor: este acepta\($0.offset < 2 ? " nuevos" : "")\($0.offset == 5 && registrosElsewhere ? " registros" : "")" },
                "de": ["Dieser Server nimmt keine neuen Registrierungen an."] + fillers.map { "Satz Nummer \($0.0) hier" },
            ]
            let findings = try androidTranslationFindings(source, texts, folder: "round88-close-seldom").filter { $0.detail.contains("writes in none of its other") }
            #expect(languagesAndKeys(findings) == expected, "\(registrosElsewhere): \(findings.map(\.detail))")
        }
    }

    /// Home Assistant's Czech "Ak je povolené, displej sa uzamkne na ovládací panel. Na
    /// ukončenie použite Face ID, Touch ID alebo prístupový kód zariadenia." (round 88), Slovak,
    /// in an app without Slovak: Slovak's everyday words ("ak", "sa", "alebo") Czech writes
    /// nowhere. Not: the Czech text; nor a text holding three Slovak words and Czech's "se".
    @Test func aSlovakSentenceInCzechIsFoundWithoutSlovak() throws {
        let fillers = (1...210).map { ("filler\($0)", "Plain sentence number \($0) here") }
        let source = [("kiosk_footer", "When enabled, the display will be locked to the dashboard. Use Face ID, Touch ID, or device passcode to exit.")] + fillers
        for (text, expected) in [("Ak je povolené, displej sa uzamkne na ovládací panel. Na ukončenie použite Face ID, Touch ID alebo prístupový kód zariadenia.", ["cs kiosk_footer"]),
                                 ("Pokud je povoleno, displej se uzamkne k ovládacímu panelu. Pro ukončení použijte Face ID, Touch ID nebo přístupový kód zařízení.", []),
                                 ("Ak je povoleno, displej se uzamkne. Použite Face ID alebo kód.", [])] {
            let findings = try androidTranslationFindings(source, ["cs": [text] + fillers.map { "Věta číslo \($0.0) je tady" }], folder: "round88-slovak")
                .filter { $0.detail.contains("everyday words") }
            #expect(languagesAndKeys(findings) == expected, "\(text): \(findings.map(\.detail))")
        }
    }

    /// Element X's Slovak `screen_room_typing_many_members` with "%1$s, %2$s a %3$d ďalší" (2-4
    /// others) as its `other` form too, five or more (found on the corpus with round 88's
    /// Czech plant): the `few` and `other` forms are compared where whole numbers select both.
    /// Not: the `other` form "…ďalších"; nor Lithuanian's "po %d valandų" (in hours), whose
    /// preposition takes the genitive plural after any count.
    @Test func aFewFormHoldingTheOtherFormsTextIsFound() throws {
        let slovakNouns = [("súbory", "súborov"), ("minúty", "minút"), ("hodiny", "hodín"), ("správy", "správ"), ("položky", "položiek"),
                           ("ďalší", "ďalších"), ("fotky", "fotiek"), ("stránky", "stránok"), ("kľúče", "kľúčov")]
        for (other, expected) in [("%d ďalší píšu", ["sk typing"]), ("%d ďalších píše", [])] {
            var english = [pluralResource("typing", [("one", "%d other is typing"), ("other", "%d others are typing")])]
            var slovak = [pluralResource("typing", [("one", "%d ďalší píše"), ("few", "%d ďalší píšu"), ("other", other)])]
            for (index, (few, many)) in slovakNouns.enumerated() {
                english.append(pluralResource("left_\(index)", [("one", "%d thing \(index) left"), ("other", "%d things \(index) left")]))
                slovak.append(pluralResource("left_\(index)", [("one", "Zostáva %d vec"), ("few", "Zostávajú %d \(few)"), ("other", "Zostáva %d \(many)")]))
            }
            let findings = try androidOnlyFindings([("res/values/strings.xml", resources(english.joined())), ("res/values-sk/strings.xml", resources(slovak.joined()))],
                                                   folder: "round88-few-other").filter { $0.detail.contains("forms read alike") }
            #expect(languagesAndKeys(findings) == expected, "\(other): \(findings.map(\.detail))")
        }
        let lithuanianNouns = [("valandos", "valandų"), ("minutės", "minučių"), ("sekundės", "sekundžių"), ("dienos", "dienų"), ("savaitės", "savaičių"),
                               ("žinutės", "žinučių"), ("nuotraukos", "nuotraukų"), ("bylos", "bylų"), ("paskyros", "paskyrų")]
        var english = [pluralResource("in_hours", [("one", "in %d hour"), ("other", "in %d hours")])]
        var lithuanian = [pluralResource("in_hours", [("one", "po %d valandos"), ("few", "po %d valandų"), ("many", "po %d valandos"), ("other", "po %d valandų")])]
        for (index, (few, many)) in lithuanianNouns.enumerated() {
            english.append(pluralResource("left_\(index)", [("one", "%d thing \(index) left"), ("other", "%d things \(index) left")]))
            lithuanian.append(pluralResource("left_\(index)", [("one", "Liko %d daiktas"), ("few", "Liko %d \(few)"), ("many", "Liko %d \(few)"), ("other", "Liko %d \(many)")]))
        }
        let findings = try androidOnlyFindings([("res/values/strings.xml", resources(english.joined())), ("res/values-lt/strings.xml", resources(lithuanian.joined()))],
                                               folder: "round88-few-other-lt").filter { $0.detail.contains("forms read alike") }
        #expect(findings.isEmpty, "\(findings.map(\.detail))")
    }
}
