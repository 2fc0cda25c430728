import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 40 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 40")
struct RecallRound40Tests {
    /// Nextcloud's German "Could not download %1$s" reading "%1$s heruntergeladen", the text of
    /// "%1$s downloaded" (round 40): "heruntergeladen" is how German writes "downloaded", and
    /// "konnte", "nicht" (could, not) are missing. French writing "Enter recovery key" as
    /// "Utiliser la clé de récupération" under both its keys is a translator's choice.
    @Test func anotherKeysSentencePastedIsFound() throws {
        let source = [("download_failed", "Could not download %1$s"), ("download_done", "%1$s downloaded"),
                      ("enter_key", "Enter recovery key"), ("enter_key_again", "Enter recovery key"), ("use_key", "Use recovery key"),
                      ("sync_failed", "Could not sync the folder"), ("open_failed", "Could not open the file"), ("save_failed", "Could not save the photo"),
                      ("send_failed", "Could not send the message"), ("upload_failed", "Could not upload the video"),
                      ("photo_done", "Photo downloaded"), ("file_done", "File downloaded"), ("video_done", "Video downloaded"), ("all_done", "Everything downloaded"),
                      ("not_now", "Not now"), ("dnd", "Do not disturb"), ("unavailable", "Not available"), ("unset", "Not set"),
                      ("enter_name", "Enter your name"), ("enter_code", "Enter the code"), ("enter_password", "Enter a password"), ("enter_address", "Enter the address"),
                      ("use_camera", "Use the camera"), ("use_location", "Use location"), ("use_code", "Use a code"), ("use_password", "Use a password")]
            + (1...30).map { ("filler\($0)", "Another text \($0)") }
        var texts: [String: [String]] = [:]
        for language in ["it", "es", "pl", "sv", "da", "fi", "cs", "pt", "nl", "ro", "hu"] {
            texts[language] = source.map { "\($0.1) \(language)" }
        }
        texts["de"] = ["%1$s heruntergeladen", "%1$s heruntergeladen", "Wiederherstellungsschlüssel eingeben", "Wiederherstellungsschlüssel eingeben",
                       "Wiederherstellungsschlüssel verwenden", "Konnte den Ordner nicht synchronisieren", "Konnte die Datei nicht öffnen",
                       "Konnte das Foto nicht speichern", "Konnte die Nachricht nicht senden", "Konnte das Video nicht hochladen",
                       "Foto heruntergeladen", "Datei heruntergeladen", "Video heruntergeladen", "Alles heruntergeladen",
                       "Nicht jetzt", "Nicht stören", "Nicht verfügbar", "Nicht festgelegt",
                       "Namen eingeben", "Code eingeben", "Passwort eingeben", "Adresse eingeben",
                       "Kamera verwenden", "Standort verwenden", "Einen Code verwenden", "Ein Passwort verwenden"] + (1...30).map { "Ein anderer Text \($0)" }
        texts["fr"] = ["Impossible de télécharger %1$s", "%1$s téléchargé", "Utiliser la clé de récupération", "Utiliser la clé de récupération",
                       "Utiliser la clé de récupération", "Impossible de synchroniser le dossier", "Impossible d\\'ouvrir le fichier",
                       "Impossible d\\'enregistrer la photo", "Impossible d\\'envoyer le message", "Impossible de téléverser la vidéo",
                       "Photo téléchargée", "Fichier téléchargé", "Vidéo téléchargée", "Tout est téléchargé",
                       "Pas maintenant", "Ne pas déranger", "Non disponible", "Non défini",
                       "Saisir votre nom", "Saisir le code", "Saisir un mot de passe", "Saisir l\\'adresse",
                       "Utiliser la caméra", "Utiliser la position", "Utiliser un code", "Utiliser un mot de passe"] + (1...30).map { "Un autre texte \($0)" }
        let findings = try androidTranslationFindings(source, texts, folder: "round40-pasted").filter { $0.detail.contains("the other key's text pasted") }
        #expect(languagesAndKeys(findings) == ["de download_failed"], "\(findings)")
        #expect(findings.first?.detail.contains("\"konnt…\" (could), \"nicht…\" (not)") == true, "\(findings)")
    }

    /// Bitwarden's Spanish "…por %1$s EUR…" where every other translation keeps "USD", and
    /// Wikipedia's Swedish "~~~" for the source's "~~~~" (a signature without its date).
    /// French "NIP" for "PIN", a code French writes in its other texts too, is its own.
    @Test func aChangedCodeOrSignIsFound() throws {
        let source = [("charge", "Your next charge is for %1$s USD."), ("sign", "Sign your posts with ~~~~ please."),
                      ("copy_pin", "Copy PIN"), ("enter_pin", "Enter your PIN code")]
        var texts: [String: [String]] = [:]
        for language in ["de", "it", "nl", "pl", "sv", "da"] {
            texts[language] = ["Charge %1$s USD \(language)", "Sign ~~~~ \(language)", "Copy PIN \(language)", "Enter PIN \(language)"]
        }
        texts["es"] = ["El siguiente cargo es por %1$s EUR.", "Firma con ~~~~ por favor.", "Copiar PIN", "Introduce tu PIN"]
        texts["fi"] = ["Seuraava veloitus on %1$s USD.", "Allekirjoita viestisi ~~~ kiitos.", "Kopioi PIN", "Anna PIN"]
        texts["fr"] = ["Prochain prélèvement de %1$s USD.", "Signez avec ~~~~ svp.", "Copier le NIP", "Saisissez votre code NIP"]
        let findings = try androidTranslationFindings(source, texts, folder: "round40-codes").filter { $0.detail.contains("a code or a sign users read") }
        #expect(languagesAndKeys(findings) == ["es charge", "fi sign"], "\(findings)")
        #expect(CatalogChecker.codesAndSigns("Pay 5 USD or sign ~~~~ in the FAQs or ABCD") == ["USD", "~~~~"])
    }

    /// Mastodon's Spanish "Mastodonte es una red social descentralizada…" (the name made a
    /// word, "mastodon" in Spanish): Spanish writes the name whole in its other texts, as
    /// the key's other translations do. Danish "Mastodons" (a genitive) is Danish grammar.
    @Test func theAppsNameWithASuffixIsFound() throws {
        let keys = (0..<12).map { "k\($0)" }
        let texts = (0..<12).map { "Mastodon text number \($0) for readers" }
        var files = [("res/values/strings.xml", resources("<string name=\"app_name\" translatable=\"false\">Mastodon</string>"
            + zip(keys, texts).map { "<string name=\"\($0)\">\($1)</string>" }.joined()))]
        var languages: [String: [String]] = [:]
        for language in ["de", "fr", "it", "nl", "pl", "sv", "fi", "cs", "pt", "ro"] { languages[language] = texts.indices.map { "Mastodon \(language) \($0)" } }
        languages["es"] = texts.indices.map { $0 == 0 ? "Mastodonte es una red social" : "Mastodon texto \($0)" }
        languages["da"] = texts.indices.map { $0 == 0 ? "Mastodons netværk" : "Mastodon tekst \($0)" }
        for (language, values) in languages { files.append(("res/values-\(language)/strings.xml", stringResources(Array(zip(keys, values))))) }
        let findings = try androidOnlyFindings(files, folder: "round40-name-suffix").filter { $0.detail.contains("never with letters after it") }
        #expect(languagesAndKeys(findings) == ["es k0"], "\(findings)")
        #expect(CatalogChecker.nameWithSuffix("Mastodon", in: "Mastodonte es una red") == "Mastodonte" && CatalogChecker.nameWithSuffix("Mastodon", in: "Mastodon's") == nil)
    }
}
