import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 71 fixed with it (issue #18).
@Suite("Recall round 71")
struct RecallRound71Tests {
    /// Twenty-two languages that write every text of a test apart.
    static let voters = RecallRound51Tests.voters + ["fi", "cs", "sk", "sl", "hr", "lt", "lv", "et", "el", "bg"]

    /// ownCloud's Brazilian Face ID prompt "Desbloqueie o aplicativo sem" (round 71): cut after
    /// "sem" (without), a word the language writes in five other texts and ends none with.
    /// Not judged: Catalan, which ends another text with its "sin"; Italian, whose text ending
    /// in "con" is as long as the language writes for such a source; Hungarian's "nél",
    /// written in two other texts only.
    @Test func aSentenceCutAfterAShortWordIsFound() throws {
        let source = [("face_id", "Unlock the app without entering the passcode."), ("open", "Open the file without a password now."),
                      ("share", "Share the link without an expiry date now."), ("copy", "Copy the files without their folders now."),
                      ("move", "Move the files without asking me first."), ("sync", "Sync the folder without the hidden files."),
                      ("keep", "Keep the photos in the album.")]
        var texts: [String: [String]] = [:]
        for language in RecallRound51Tests.voters { texts[language] = source.map { "\(language) \($0.1)".replacingOccurrences(of: "the", with: "die") } }
        texts["pt"] = ["Desbloqueie o aplicativo sem", "Abra o arquivo sem uma senha agora.", "Compartilhe o link sem data de validade agora.",
                       "Copie os arquivos sem as pastas agora.", "Mova os arquivos sem me perguntar antes.", "Sincronize a pasta sem os arquivos ocultos.",
                       "Mantenha as fotos no álbum."]
        texts["ca"] = ["Desbloqueja la aplicació sin", "Obre el fitxer sin una contrasenya ara.", "Comparteix el enllaç sin data ara.",
                       "Copia els fitxers sin les carpetes ara.", "Mou els fitxers sin preguntar-me abans.", "Sincronitza la carpeta sin els ocults.",
                       "Mantén les fotos a la carpeta sin"]
        texts["it"] = ["Sblocca la app senza inserire il codice di accesso con", "Apri il file con una password adesso.", "Condividi il link con una data adesso.",
                       "Copia i file con le cartelle adesso.", "Sposta i file con una domanda prima.", "Sincronizza la cartella con i file nascosti.",
                       "Tieni le foto nel album."]
        texts["hu"] = ["Az alkalmazás feloldása nél", "Nyisd meg a fájlt nél jelszó most.", "Oszd meg a linket nél lejárati dátum most.",
                       "Másold a fájlokat a mappáik most.", "Mozgasd a fájlokat kérdezés előtt.", "Szinkronizáld a mappát a rejtettek.",
                       "Tartsd meg a fotókat az albumban."]
        let findings = try androidTranslationFindings(source, texts, folder: "round71-short-word-cut").filter { $0.detail.contains("a word") && $0.detail.contains("ends none with") }
        #expect(languagesAndKeys(findings) == ["pt face_id"], "\(findings)")
    }

    /// Wikipedia's Brazilian "Biografia" for "Biology" (round 71), the word of "Biografia
    /// (todos)" and "Biografia (mulheres)": the sources look alike. Not judged: Hausa's
    /// "Rubutu" for "Subscript" beside "Ƙananan rubutu" (Small text) and "Ƙaton rubutu" (Large
    /// text), whose sources look nothing alike (a language may say one thing with another's
    /// word); Ukrainian's "Історія" for "Histology" beside "Історія світу" for "History",
    /// where no other entry says which it is.
    @Test func aListEntryWrittenAsItsLookAlikesWordIsFound() throws {
        let source = [("topic_biology", "Biology"), ("topic_biography", "Biography (all)"), ("topic_women", "Biography (women)"),
                      ("topic_chemistry", "Chemistry"), ("topic_physics", "Physics"), ("topic_history", "History"), ("topic_music", "Music"),
                      ("topic_subscript", "Subscript"), ("topic_small", "Small text"), ("topic_large", "Large text"), ("topic_histology", "Histology")]
        var texts: [String: [String]] = [:]
        for language in Self.voters {
            texts[language] = ["\(language)bio", "\(language)vita alle", "\(language)vita frauen", "\(language)chem", "\(language)phys",
                               "\(language)hist", "\(language)mus", "\(language)tief", "\(language)klein schrift", "\(language)gross schrift", "\(language)gewebe"]
        }
        texts["pt"] = ["Biografia", "Biografia (todos)", "Biografia (mulheres)", "Química", "Física", "História", "Música",
                       "Subscrito", "Texto pequeno", "Texto grande", "Histologia"]
        texts["ha"] = ["Ilimin halitta", "Tarihin rayuwa (duka)", "Tarihin rayuwa (mata)", "Kimiyya", "Fiziks", "Tarihi", "Kiɗa",
                       "Rubutu", "Ƙananan rubutu", "Ƙaton rubutu", "Ilimin kyallen takarda"]
        texts["uk"] = ["Біологія", "Біографія (всі)", "Біографія (жінки)", "Хімія", "Фізика", "Історія світу", "Музика", "Нижній індекс",
                       "Малий текст", "Великий текст", "Історія"]
        let findings = try androidTranslationFindings(source, texts, folder: "round71-list-look-alike").filter { $0.detail.contains("look alike") }
        #expect(languagesAndKeys(findings) == ["pt topic_biology"], "\(findings)")
    }

    /// Element X's Spanish "Matriz es una red abierta…" for "Matrix is an open network…"
    /// (round 71): every other translation keeps the name, and Spanish does in its other
    /// texts (the source's "matrix.org", an address, does not make it a word). Not judged: Slovak "Matrici", a language writing the name in one other text only
    /// (it may inflect it); Spanish "Estado de la red Matrice" where more than one in ten
    /// translations of the key lack the name; no near spelling: Finnish "Matrixin", which
    /// begins with the name (an inflection).
    @Test func aOneWordNameInANearSpellingIsFound() throws {
        let source = [("login_subtitle", "Matrix is an open network for secure communication."), ("account", "Your Matrix account"),
                      ("servers", "Public Matrix servers"), ("sign_in", "Sign in to Matrix"), ("about", "About this app"), ("status", "Matrix network status"),
                      ("homeserver", "Sign in to matrix.org")]
        var texts: [String: [String]] = [:]
        for language in Self.voters where language != "sk" {
            // (Three languages write "status" without the name: more than one in ten.)
            let status = ["de", "fr", "it"].contains(language) ? "\(language) netz status" : "\(language) Matrix netz status"
            texts[language] = ["Matrix \(language) offen netz", "\(language) Matrix konto", "\(language) Matrix server", "\(language) Matrix login", "\(language) info", status,
                               "\(language) matrix.org login"]
        }
        texts["es"] = ["Matriz es una red abierta para una comunicación segura.", "Tu cuenta de Matrix", "Servidores públicos de Matrix",
                       "Iniciar sesión en Matrix", "Acerca de esta app", "Estado de la red Matrice", "Iniciar sesión en matrix.org"]
        texts["sk"] = ["Sieť Matrici je otvorená sieť.", "Váš účet Matrix", "Verejné servery", "Prihlásiť sa", "O aplikácii", "Stav siete", "Prihlásiť sa na matrix.org"]
        let findings = try androidTranslationFindings(source, texts, folder: "round71-one-word-name").filter { $0.detail.contains("keep it as written, as") }
        #expect(languagesAndKeys(findings) == ["es login_subtitle"], "\(findings)")
        #expect(CatalogChecker.nearSpelling(of: "Matrix", in: "Matrixin verkko on avoin") == nil)
        #expect(CatalogChecker.nearSpelling(of: "Matrix", in: "Matriz es una red") == "Matriz")
    }
}
