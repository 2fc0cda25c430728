import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 11 (issue #18), each in the shape the planted defect had in the
/// real app, on our own text; each test also holds the legitimate neighbour the rule must pass.
@Suite("Recall round 11")
struct RecallRound11Tests {
    /// 110 translated filler strings per language: enough for each to count as a language
    /// that rarely copies its source.
    func filler(_ language: String) -> String {
        stringResources((1...110).map { ("word_\($0)", language == "en" ? "Word number \($0)" : "[\(language)] \($0)") })
    }

    func android(_ source: String, _ translations: [(String, String)], folder: String) throws -> [CatalogFinding] {
        var files = [("res/values/strings.xml", resources(source)), ("res/values/words.xml", filler("en"))]
        for (language, body) in translations {
            files += [("res/values-\(language)/strings.xml", resources(body)), ("res/values-\(language)/words.xml", filler(language))]
        }
        return try androidOnlyFindings(files, folder: folder).filter { !$0.isHint }
    }

    func described(_ findings: [CatalogFinding]) -> [String] { findings.map { "\($0.language ?? "-") \($0.key) \($0.kind.rawValue)" }.sorted() }

    /// Nextcloud's German "%1$d% Hochladen %2$s": `% H` is no `%H` (Java throws on a space
    /// flag with `h`), it is a percent sign left unescaped. A real `%b` stays a specifier.
    @Test func aSpaceFlaggedJavaConversionIsAStrayPercent() {
        #expect(SpecifierCheck.problems(in: "%1$d% Hochladen %2$s", platform: .android).contains { $0.contains("stray %") })
        #expect(SpecifierCheck.problems(in: "%1$d%% Hochladen %2$s", platform: .android).isEmpty)
        #expect(SpecifierCheck.problems(in: "Enabled: %1$b for %2$s", platform: .android).isEmpty)
    }

    /// Element X's German "Sperre $1%@ um…": the position written before the `%` shows "$1".
    /// "US$1%@" (after letters) and "$%@" are prose and a placeholder.
    @Test func aPositionBeforeThePercentIsMalformed() {
        let problems = SpecifierCheck.problems(in: "Sperre $1%@ um deine Chats abzusichern", platform: .apple)
        #expect(problems.contains { $0.contains("\"$1%@\"") && $0.contains("write %1$") }, "\(problems)")
        #expect(SpecifierCheck.problems(in: "Preis: US$1%@", platform: .apple).isEmpty)
        #expect(SpecifierCheck.problems(in: "Kosten: $%@", platform: .apple).isEmpty)
    }

    /// Bitwarden's Hebrew "?האם אתה בטוח שברצונך לצאת": the `?` typed first shows at the
    /// right, where the line begins. The correct Hebrew, and an Arabic text with `؟` at its
    /// end, pass.
    @Test func rightToLeftPunctuationMovedToTheStartIsFound() throws {
        let findings = try android("<string name=\"logout\">Are you sure you want to log out?</string>",
                                   [("iw", "<string name=\"logout\">?האם אתה בטוח שברצונך לצאת</string>"),
                                    ("ar", "<string name=\"logout\">هل أنت متأكد أنك تريد تسجيل الخروج؟</string>"),
                                    ("fa", "<string name=\"logout\">آیا مطمئن هستید که می‌خواهید خارج شوید?</string>")], folder: "round11-rtl")
        #expect(described(findings) == ["he logout placeholderMismatch"], "\(findings)")
        #expect(findings.first?.detail.contains("final \"?\" is at the start") == true)
    }

    /// ownCloud's German "{{Adresse}}" for "{{url}}": the app fills a template name, never a
    /// translated one. A translation that moves the name keeps it.
    @Test func aTranslatedTemplateNameIsLost() throws {
        let files = [("en.lproj/Localizable.strings", appleStrings([("shortcut", "This shortcut points to: {{url}}"), ("count", "{{remaining}} available")])),
                     ("de.lproj/Localizable.strings", appleStrings([("shortcut", "Diese Verknüpfung verweist auf: {{Adresse}}"), ("count", "Noch {{remaining}} verfügbar")]))]
        let findings = try appleOnlyFindings(files, folder: "round11-template")
        #expect(described(findings) == ["de shortcut placeholderMismatch"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("{{url}} lost") == true, "\(findings)")
        #expect(TextShapeCheck.templateTokens(String(repeating: "{{", count: 50_000) + "x}}") == ["{{x}}"])
    }

    /// ownCloud's Russian `many` "Выбрано" (5 to 20 items, no count) and Nextcloud's Russian
    /// `many` "%2$d файлов (конфликтов: %2$d)" (the first argument lost): forms covering
    /// several counts show every argument of the source's `other`. Arabic's `two` ("ملفان",
    /// two files) covers 2 alone and may say it in words.
    @Test func aFormForSeveralCountsKeepsEveryArgument() throws {
        let source = pluralResource("selected", [("one", "%d selected"), ("other", "%d selected")])
            + pluralResource("failed", [("one", "Could not sync %1$d file (conflicts: %2$d)"), ("other", "Could not sync %1$d files (conflicts: %2$d)")])
        let russian = pluralResource("selected", [("one", "Выбран %d"), ("few", "Выбрано %d"), ("many", "Выбрано"), ("other", "Выбрано %d")])
            + pluralResource("failed", [("one", "Не удалось синхронизировать %1$d файл (конфликтов: %2$d)"), ("few", "Не удалось синхронизировать %1$d файла (конфликтов: %2$d)"),
                                        ("many", "Не удалось синхронизировать %2$d файлов (конфликтов: %2$d)"), ("other", "Не удалось синхронизировать %1$d файла (конфликтов: %2$d)")])
        let arabic = pluralResource("selected", [("zero", "لم يتم تحديد شيء"), ("one", "تم تحديد %d"), ("two", "تم تحديد اثنين"), ("few", "تم تحديد %d"), ("many", "تم تحديد %d"), ("other", "تم تحديد %d")])
        let findings = try android(source, [("ru", russian), ("ar", arabic)], folder: "round11-plural-forms")
        #expect(described(findings.filter { $0.kind == .placeholderMismatch }) == ["ru failed placeholderMismatch", "ru selected placeholderMismatch"], "\(findings)")
        #expect(findings.contains { $0.detail.hasPrefix("many form: %d of the source's other form is missing, and ru's many covers 0, 5, 6") }, "\(findings)")
        #expect(findings.contains { $0.detail.hasPrefix("many form: %1$d of the source's other form is missing") }, "\(findings)")
    }

    /// Wikipedia's Ukrainian "1 байт" for "%s байт": a count the app formats (`%s` in both
    /// source forms) is the count too, and Ukrainian's `one` also covers 21.
    @Test func aFormattedCountHardCodedInOneIsFound() throws {
        let source = pluralResource("bytes", [("one", "%s byte"), ("other", "%s bytes")])
        let findings = try android(source, [("uk", pluralResource("bytes", [("one", "1 байт"), ("few", "%s байти"), ("many", "%s байтів"), ("other", "%s байта")])),
                                            ("de", pluralResource("bytes", [("one", "1 Byte"), ("other", "%s Bytes")]))], folder: "round11-one-count")
        #expect(described(findings) == ["uk bytes placeholderMismatch"], "\(findings)")
        #expect(findings.first?.detail.contains("it hard-codes \"1\"") == true, "\(findings)")
    }

    /// Bitwarden's annotations, which its code reads: French lost `<annotation arg="0">` and
    /// kept the emphasis (the address shows as "%1$s"), Polish translated a link's key, Persian
    /// an annotation's name (`stress`: the app's lookup throws). A language that lost every
    /// annotation shows plain text: a hint.
    @Test func lostOrChangedAnnotationsAreFound() throws {
        let source = #"<string name="sent">We sent an email to <annotation emphasis="bold"><annotation arg="0">%1$s</annotation></annotation>.</string>"#
            + #"<string name="terms">By continuing, you agree to the <annotation link="termsOfService">Terms of Service</annotation></string>"#
        let findings = try android(source, [
            ("fr", #"<string name="sent">Nous avons envoyé un courriel à <annotation emphasis="bold">%1$s</annotation>.</string>"#
                + #"<string name="terms">En continuant, vous acceptez les <annotation link="termsOfService">Conditions</annotation></string>"#),
            ("pl", #"<string name="sent">Wysłaliśmy wiadomość na <annotation emphasis="bold"><annotation arg="0">%1$s</annotation></annotation>.</string>"#
                + #"<string name="terms">Kontynuując, akceptujesz <annotation link="regulamin">Regulamin</annotation></string>"#),
            ("fa", #"<string name="sent">ایمیلی به <annotation stress="bold"><annotation arg="0">%1$s</annotation></annotation> فرستادیم.</string>"#
                + #"<string name="terms">با ادامه، <annotation link="termsOfService">شرایط</annotation> را می‌پذیرید</string>"#),
            ("de", #"<string name="sent">Wir haben eine E-Mail an %1$s gesendet.</string>"#
                + #"<string name="terms">Wenn du fortfährst, stimmst du den Nutzungsbedingungen zu</string>"#),
        ], folder: "round11-annotations")
        #expect(described(findings) == ["fa sent placeholderMismatch", "fr sent placeholderMismatch", "pl terms placeholderMismatch"], "\(findings)")
        #expect(findings.first { $0.language == "fr" }?.detail.hasPrefix("markup lost: <annotation arg=\"0\">") == true, "\(findings)")
        #expect(findings.first { $0.language == "fa" }?.detail.contains("<annotation stress=\"bold\"> is no element the source has") == true, "\(findings)")
    }

    /// Mastodon's source file ignores MissingTranslation as a whole; its Ukrainian, which
    /// translates everything, shows "What’s wrong with this post?" in English: a sentence a
    /// careful language left. A short term ("Email") stays a choice.
    @Test func aFileWideIgnoreDoesNotExcuseAnEnglishSentence() throws {
        let source = #"<resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">"#
            + #"<string name="reason">What’s wrong with this post?</string><string name="email">Email</string></resources>"#
        var files = [("res/values/strings.xml", source), ("res/values/words.xml", filler("en"))]
        for (language, reason) in [("uk", "What’s wrong with this post?"), ("de", "Was stimmt mit diesem Beitrag nicht?"), ("fr", "Quel est le problème avec ce message ?"),
                                   ("es", "¿Qué problema hay con esta publicación?"), ("it", "Cosa c’è che non va in questo post?")] {
            files += [("res/values-\(language)/strings.xml", stringResources([("reason", reason), ("email", "Email")])), ("res/values-\(language)/words.xml", filler(language))]
        }
        let findings = try androidOnlyFindings(files, folder: "round11-ignore").filter { !$0.isHint }
        #expect(described(findings) == ["uk reason untranslated"], "\(findings)")
    }

    /// Nextcloud's Brazilian Portuguese "Enter a password", in a language that writes "senha"
    /// everywhere else: none of its words is the language's, so it is no term kept on purpose.
    /// "Server URL" beside "Endereço do servidor"… is not either, but "URL do Server" is (its
    /// words are the language's); "Fair use", kept by three careful languages, is a term.
    @Test func anEnglishPhraseInWordsTheLanguageNeverWritesIsUntranslated() throws {
        let keys = [("password_title", "Enter a password"), ("server", "Server URL"), ("fair", "Fair use"), ("password_hint", "Your password"), ("server_hint", "Server address")]
        let translated: [String: [String]] = [
            "pt-rBR": ["Enter a password", "Server URL", "Fair use", "Sua senha", "Endereço do server"],
            "de": ["Passwort eingeben", "Server-URL", "Fair use", "Dein Passwort", "Server-Adresse"],
            "da": ["Indtast en adgangskode", "Server-URL", "Fair use", "Din adgangskode", "Serveradresse"],
            "nl": ["Voer een wachtwoord in", "Server-URL", "Fair use", "Je wachtwoord", "Serveradres"],
            "fr": ["Saisissez un mot de passe", "URL du serveur", "Usage loyal", "Votre mot de passe", "Adresse du serveur"],
            "es": ["Introduce una contraseña", "URL del servidor", "Uso legítimo", "Tu contraseña", "Dirección del servidor"],
        ]
        let findings = try android(keys.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined(),
                                   translated.map { language, values in (language, zip(keys, values).map { "<string name=\"\($0.0.0)\">\($0.1)</string>" }.joined()) },
                                   folder: "round11-terms")
        #expect(described(findings.filter { $0.kind == .untranslated }) == ["pt-BR password_title untranslated"], "\(findings)")
    }

    /// Home Assistant's Italian "Das Skript „%@“ konnte nicht ausgeführt werden, bitte überprüfe
    /// deine Protokolle." is German's translation, in words Italian never writes. Catalan and
    /// Italian sharing "Per sempre", and Bosnian and Croatian sharing a sentence, are right.
    @Test func aSentenceInAnotherLanguageIsFound() throws {
        let keys = [("failed", "Running the script %@ failed, please check your logs."), ("forever", "Forever"), ("moved", "The item was moved to the vault."),
                    ("check", "Please check the script"), ("logs", "Your logs"), ("not_run", "The automation could not be run")]
        let translated: [String: [String]] = [
            "de": ["Das Skript %@ konnte nicht ausgeführt werden, bitte überprüfe deine Protokolle.", "Für immer", "Das Element wurde in den Tresor verschoben.",
                   "Bitte überprüfe das Skript", "Deine Protokolle", "Die Automatisierung konnte nicht ausgeführt werden"],
            "it": ["Das Skript %@ konnte nicht ausgeführt werden, bitte überprüfe deine Protokolle.", "Per sempre", "L’elemento è stato spostato nella cassaforte.",
                   "Controlla lo script", "I tuoi log", "Impossibile eseguire l’automazione"],
            "ca": ["No s’ha pogut executar l’script %@, comprova els registres.", "Per sempre", "L’element s’ha mogut a la caixa forta.", "Comprova l’script", "Els teus registres", "No s’ha pogut executar l’automatització"],
            "bs": ["Skripta %@ nije uspjela, provjerite zapise.", "Zauvijek", "Stavka je premještena u trezor sada.", "Provjerite skriptu", "Vaši zapisi", "Automatizacija se nije mogla pokrenuti"],
            "hr": ["Skripta %@ nije uspjela, provjerite zapisnike.", "Zauvijek", "Stavka je premještena u trezor sada.", "Provjerite skriptu", "Vaši zapisnici", "Automatizacija se nije mogla pokrenuti"],
        ]
        let files = [("en.lproj/Localizable.strings", appleStrings(keys))]
            + translated.map { language, values in ("\(language).lproj/Localizable.strings", appleStrings(zip(keys, values).map { ($0.0.0, $0.1) })) }
        let findings = try appleOnlyFindings(files, folder: "round11-other-language").filter { $0.kind == .untranslated }
        #expect(described(findings) == ["it failed untranslated"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("written in de, not it") == true, "\(findings)")
    }
}

/// The round's checks cost time in proportion to the text: a text of 50,000 placeholders,
/// template openings, annotations or backwards positions, in three languages, is checked in
/// seconds (the words of a text with 50,000 placeholders took 400 s when each placeholder was
/// searched and replaced). A hang guard, not a timing.
@Suite("Recall round 11 checks in linear time")
struct RecallRound11LinearTests {
    @Test(.timeLimit(.minutes(3)))
    func hostileTextsAreCheckedInLinearTime() throws {
        let annotated = { (attribute: String) in (0..<50_000).map { "<annotation \(attribute)=\"\($0 % 10)\">Word</annotation> " }.joined() }
        let texts = [("templates", String(repeating: "{{", count: 200_000) + "x}}"), ("backwards", String(repeating: "$1%@ ", count: 50_000)),
                     ("flagged", String(repeating: "% H", count: 50_000) + " %1$d"), ("question", "Are you sure?")]
        let source = texts.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() + "<string name=\"annotated\">\(annotated("arg"))</string>"
        let translation = texts.map { "<string name=\"\($0.0)\">\($0.0 == "question" ? "?" + String(repeating: "א ", count: 100_000) : $0.1.replacingOccurrences(of: "x}}", with: "y}}"))</string>" }
            .joined() + "<string name=\"annotated\">\(annotated("link"))</string>"
        let findings = try androidOnlyFindings([("res/values/strings.xml", resources(source))] + ["de", "it", "iw"].map { ("res/values-\($0)/strings.xml", resources(translation)) },
                                               folder: "round11-linear")
        for language in ["de", "it", "he"] {
            #expect(Set(findings.filter { $0.language == language && $0.kind == .placeholderMismatch }.map(\.key)) == ["templates", "annotated", "question"], "\(language)")
        }
        #expect(findings.first { $0.key == "annotated" }?.detail.contains("(50000 in all)") == true)
    }
}
