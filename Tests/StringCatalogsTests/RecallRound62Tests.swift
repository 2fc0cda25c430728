import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 62 fixed with it (issue #18), on our own text, beside the
/// legitimate neighbour each rule must pass.
@Suite("Recall round 62")
struct RecallRound62Tests {
    /// ownCloud's German "…läuft frühestens %1$d Tage nach…" for "…no later than %1$d days…"
    /// and Turkish "en fazla 8" (at most) for "at least 8": a bound turned around. Not judged:
    /// German "nicht mehr als" for "at most" (one phrase, not "mehr als"), a source bounding
    /// both ways ("a limit of %1$d… more than this limit"), French "au plus tôt" (at the
    /// earliest, not "au plus": at most), French "ne peut pas faire moins de 8" (cannot be
    /// fewer than 8), negating beside its bound, "or older" (an age's lower bound, a version's
    /// upper: not read), and Dutch, which turns two of its texts: its words are not the listed
    /// ones. French "supérieures à" (greater than) for "smaller than" is found, and Korean
    /// "비밀번호는 8자 이하여야 합니다" (at most 8), whose 비밀번호 (password) negates nothing.
    @Test func aBoundTurnedAroundIsFound() throws {
        let source = [("expiry", "The link will expire no later than %1$d days after it was created"),
                      ("password", "Password should be at least 8 characters"), ("devices", "Use at most %1$d devices"),
                      ("limit", "There is a limit of %1$d items. Lists with more than this limit were split"),
                      ("upload_delay", "Pictures are uploaded no earlier than 15 minutes after they are taken"),
                      ("attachment", "Attachments must be smaller than %1$d MB"), ("age", "You must be %1$d or older to sign up")]
        let texts: [String: [String]] = [
            "de": ["Der Link läuft frühestens %1$d Tage nach der Erstellung ab", "Das Passwort muss mindestens 8 Zeichen lang sein",
                   "Nutze nicht mehr als %1$d Geräte", "Eine Liste hat höchstens %1$d Einträge. Längere Listen wurden geteilt",
                   "Bilder werden frühestens 15 Minuten nach der Aufnahme hochgeladen", "Anhänge müssen kleiner als %1$d MB sein",
                   "Du musst mindestens %1$d Jahre alt sein, um dich anzumelden"],
            "tr": ["Bağlantı en geç %1$d gün sonra sona erer", "Parola en fazla 8 karakter olmalıdır", "En fazla %1$d cihaz kullanın",
                   "Bir liste en fazla %1$d öğe içerir. Daha uzun listeler bölündü", "Resimler çekildikten en erken 15 dakika sonra yüklenir",
                   "Ekler %1$d MB\'tan küçük olmalıdır", "Kaydolmak için en az %1$d yaşında olmalısınız"],
            "fr": ["Le lien expirera au plus tard %1$d jours après sa création", "Le mot de passe ne peut pas faire moins de 8 caractères",
                   "Utilisez au plus %1$d appareils", "Une liste a au plus %1$d éléments. Les listes plus longues ont été divisées",
                   "Les photos sont envoyées au plus tôt 15 minutes après la prise", "Les pièces jointes doivent être supérieures à %1$d Mo",
                   "Vous devez avoir au moins %1$d ans pour vous inscrire"],
            "ko": ["링크는 생성 후 늦어도 %1$d일 이내에 만료됩니다", "비밀번호는 8자 이하여야 합니다", "최대 %1$d대의 기기를 사용하세요",
                   "목록에는 최대 %1$d개의 항목이 있습니다. 더 긴 목록은 나뉘었습니다", "사진은 촬영 후 최소 15분 뒤에 업로드됩니다",
                   "첨부 파일은 %1$dMB 미만이어야 합니다", "가입하려면 %1$d세 이상이어야 합니다"],
            "nl": ["De link vervalt niet eerder dan %1$d dagen na het aanmaken", "Het wachtwoord heeft hoogstens 8 tekens", "Gebruik maximaal %1$d apparaten",
                   "Een lijst heeft hoogstens %1$d items. Langere lijsten zijn gesplitst", "Foto\'s worden niet eerder dan 15 minuten na het maken geüpload",
                   "Bijlagen moeten kleiner dan %1$d MB zijn", "Je moet minstens %1$d jaar zijn om je aan te melden"],
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round62-bounds").filter { $0.detail.contains("the bound is turned around") }
        #expect(languagesAndKeys(findings) == ["de expiry", "fr attachment", "ko password", "tr password"], "\(findings)")
    }

    /// The sentences of negated texts in each language, for the negation tests: its word for
    /// "not" in each.
    static let negating = ["de": "nicht", "fr": "pas", "it": "non", "nl": "niet", "pt": "não", "sv": "inte", "da": "ikke", "pl": "nie",
                           "ca": "no", "ro": "nu", "hu": "nem"]

    /// Mastodon's Italian mute explanation "…e sapranno di esser stati silenziati" (round 62):
    /// the second sentence lost its "non" while the first still negates. Sentence by sentence
    /// where a translation has as many as its source, of like lengths: German's "Hallo." and
    /// a long second sentence is no translation of the source's sentences, and is not judged.
    @Test func aNegationLostInOneSentenceIsFound() throws {
        let habit = (1...6).map { ("habit\($0)", "The file number \($0) could not be deleted") }
        let source = [("mute_explain", "You will not see their posts. They can still follow you and will not know that they are muted.")] + habit
        var texts: [String: [String]] = [:]
        for (language, not) in Self.negating {
            texts[language] = ["Lorem \(not) ipsum dolor sit. Amet consectetur adipiscing \(not) elit sed do eiusmod."]
                + habit.map { "Datei \($0.0) konnte \(not) gelöscht werden" }
        }
        texts["it"]![0] = "Non vedrai i loro post. Potranno comunque seguirti e sapranno di esser stati silenziati."
        texts["de"]![0] = "Hallo. Du wirst ihre Beiträge nicht sehen, sie können dir folgen und wissen nicht, dass du sie stummgeschaltet hast."
        let findings = try androidTranslationFindings(source, texts, folder: "round62-negation-sentence").filter { $0.detail.contains("negation is lost") }
        #expect(languagesAndKeys(findings) == ["it mute_explain"], "\(findings)")
    }

    /// ownCloud's Russian "…на этом устройстве разрешено" for "…is not allowed…" had five
    /// languages negating beside it (round 61): one alone lacking the negation where five
    /// others negate is judged (it was six).
    @Test func oneLackingANegationBesideFiveIsFound() throws {
        let habit = (1...6).map { ("habit\($0)", "The file number \($0) could not be deleted") }
        let source = [("import_blocked", "Importing files on this device is not offered today")] + habit
        var texts: [String: [String]] = [:]
        for language in ["de", "fr", "it", "nl", "pt", "sv"] {
            let not = Self.negating[language]!
            texts[language] = ["Dateien importieren ist heute \(not) möglich"] + habit.map { "Datei \($0.0) konnte \(not) gelöscht werden" }
        }
        texts["sv"]![0] = "Att importera filer på den här enheten är möjligt i dag"
        let findings = try androidTranslationFindings(source, texts, folder: "round62-negation-five").filter { $0.detail.contains("negation is lost") }
        #expect(languagesAndKeys(findings) == ["sv import_blocked"], "\(findings)")
    }

    /// Nextcloud's Swedish plural "Dölj %1$d dolda mappar" (hide) for "Show %1$d hidden
    /// folders" (round 62): a plural is read by its `other` form. German's "%1$d versteckte
    /// Ordner anzeigen" keeps "show".
    @Test func anOppositeWordInAPluralIsFound() throws {
        let pairs = [("show_details", "Show details"), ("show_password", "Show password"), ("show_all", "Show all"),
                     ("hide_details", "Hide details"), ("hide_password", "Hide password"), ("hide_all", "Hide all")]
        let fillers = (1...6).map { ("filler\($0)", "Open item \($0)") }
        let plural = [("one", "Show %1$d hidden folder"), ("other", "Show %1$d hidden folders")]
        let translations: [String: (texts: [String], plural: [(String, String)])] = [
            "sv": (["Visa detaljer", "Visa lösenord", "Visa alla", "Dölj detaljer", "Dölj lösenord", "Dölj alla"] + fillers.map { "Öppna objekt \($0.0)" },
                   [("one", "Visa %1$d dold mapp"), ("other", "Dölj %1$d dolda mappar")]),
            "de": (["Details anzeigen", "Passwort anzeigen", "Alle anzeigen", "Details verbergen", "Passwort verbergen", "Alle verbergen"]
                   + fillers.map { "Element öffnen \($0.0)" }, [("one", "%1$d versteckten Ordner anzeigen"), ("other", "%1$d versteckte Ordner anzeigen")]),
        ]
        var files = [("res/values/strings.xml", resources((pairs + fillers).map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined()
            + pluralResource("show_hidden_folders", plural)))]
        for (language, translation) in translations {
            files.append(("res/values-\(language)/strings.xml", resources(zip(pairs + fillers, translation.texts).map { "<string name=\"\($0.0.0)\">\($0.1)</string>" }.joined()
                + pluralResource("show_hidden_folders", translation.plural))))
        }
        let findings = try androidOnlyFindings(files, folder: "round62-opposite-plural").filter { $0.detail.contains("the opposite's word") }
        #expect(languagesAndKeys(findings) == ["sv show_hidden_folders"], "\(findings)")
    }

    /// ownCloud's Brazilian "Bloquear %1$s" (lock) for "Unlock %1$s" (round 62): "unlock" is
    /// read the other way too, in labels. Japanese writes "unlock" as "ロック解除" (the lock's
    /// word and "release") in every text, and is not judged; Spanish "Usar biometría o el
    /// bloqueo de pantalla" (or the screen lock) for "Use biometrics to unlock" is no label.
    @Test func lockForUnlockIsFound() throws {
        let source = [("lock_vault", "Lock vault"), ("lock_now", "Lock now"), ("lock_app", "Lock the app"), ("unlock_vault", "Unlock vault"),
                      ("unlock_now", "Unlock now"), ("unlock_app", "Unlock the app"), ("unlock_item", "Unlock %1$s"),
                      ("unlock_biometrics", "Use biometrics to unlock")]
            + (1...6).map { ("filler\($0)", "Open item \($0)") }
        let texts: [String: [String]] = [
            "pt-rBR": ["Bloquear cofre", "Bloquear agora", "Bloquear o app", "Desbloquear cofre", "Desbloquear agora", "Desbloquear o app", "Bloquear %1$s",
                       "Usar biometria para desbloquear"] + (1...6).map { "Abrir item \($0)" },
            "es": ["Bloquear caja fuerte", "Bloquear ahora", "Bloquear la app", "Desbloquear caja fuerte", "Desbloquear ahora", "Desbloquear la app",
                   "Desbloquear %1$s", "Usar biometría o el bloqueo de pantalla"] + (1...6).map { "Abrir elemento \($0)" },
            "ja": ["保管庫をロック", "今すぐロック", "アプリをロック", "保管庫のロック解除", "今すぐロック解除", "アプリのロック解除", "%1$s のロック解除",
                   "生体認証でロック解除"] + (1...6).map { "項目\($0)を開く" },
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round62-unlock").filter { $0.detail.contains("the opposite's word") }
        #expect(languagesAndKeys(findings) == ["pt-BR unlock_item"], "\(findings)")
    }

    /// Mastodon's Brazilian Portuguese holding European Portuguese's "…de todos os
    /// utilizadores no teu servidor" (round 62), told by "utilizadores" and the function word
    /// "teu", which European Portuguese writes in three texts. Mexican Spanish holding Spain's
    /// text is not judged: Spanish's standards share texts by right.
    @Test func anotherStandardOfPortugueseIsFound() throws {
        let fillers = (1...210).map { ("filler\($0)", "Plain sentence number \($0) here") }
        let source = [("banner", "These are all the posts from all users on your server"), ("device", "Your device is ready for the new server")] + fillers
        let texts: [String: [String]] = [
            "pt-rBR": ["Estas são todas as publicações de todos os utilizadores no teu servidor", "Seu dispositivo está pronto para o novo servidor"]
                + fillers.map { "Estas são todas as publicações \($0.0) de todos os usuários no seu servidor" },
            "pt-rPT": ["Estas são todas as publicações de todos os utilizadores no teu servidor", "O teu dispositivo está pronto para o novo servidor"]
                + fillers.enumerated().map { "Estas são todas as publicações \($0.element.0) de todos os\($0.offset < 4 ? " utilizadores" : "") no\($0.offset < 3 ? " teu" : "") servidor" },
            "es-rMX": ["Estas son todas las publicaciones de todos los usuarios en vuestro servidor", "Tu dispositivo está listo para el nuevo servidor"]
                + fillers.map { "Publicaciones \($0.0) de los usuarios en tu servidor" },
            "es-rES": ["Estas son todas las publicaciones de todos los usuarios en vuestro servidor", "Vuestro dispositivo está listo para el nuevo servidor"]
                + fillers.enumerated().map { "Publicaciones \($0.element.0) de\($0.offset < 12 ? " vuestro" : "") servidor" },
        ]
        let findings = try androidTranslationFindings(source, texts, folder: "round62-portuguese").filter { $0.detail.contains("writes in none of its other") }
        #expect(languagesAndKeys(findings) == ["pt-BR banner"], "\(findings)")
    }
}
