import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 80 (and 79) fixed after it (issue #18).
@Suite("Recall round 80")
struct RecallRound80Tests {
    /// Wikipedia's Persian "…باید حداکثر ۸ نویسه…" (at most) for "…must be at least 8
    /// characters" (round 79): Persian's bound words are read. Hebrew's "לא יותר מ" (not more
    /// than) bounds from above, not from below as its "יותר מ" alone does.
    @Test func boundsTurnedAroundInMoreLanguagesAreFound() throws {
        let source = [("password_error", "The password must be at least 8 characters"), ("expiry", "The link expires no later than %1$d days after sharing")]
        for (language, texts, expected) in [("fa", ["رمز عبور باید حداکثر ۸ نویسه داشته باشد"], ["fa password_error"]),
                                            ("fa", ["رمز عبور باید حداقل ۸ نویسه داشته باشد"], []),
                                            ("iw", ["הסיסמה חייבת להכיל לפחות 8 תווים", "הקישור יפוג לא יותר מ־%1$d ימים לאחר השיתוף"], [])] {
            let findings = try androidTranslationFindings(source, [language: texts], folder: "round80-bounds")
                .filter { $0.detail.hasPrefix("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Nextcloud's Arabic "اسم المجلد يمكن أن يكون فارغاً" for "Folder name cannot be empty"
    /// (round 79): Arabic writes "empty" in as many forms as texts ("فارغاً", "فارغًا",
    /// "فارغة", "فارغ"), so no stem of five letters tells its word; the root ("فارغ") does, and
    /// the translation holding it without a negation says the name may be empty. Not: "اسم
    /// المجلد لا يمكن أن يكون فارغاً".
    @Test func anArabicNegationLostBeforeAWordOfManyFormsIsFound() throws {
        let arabicEmpties = ["لا يمكن أن يكون اسم الملف فارغًا", "لا يمكن أن تكون التسمية فارغة", "لا يمكن أن يكون العنوان فارغ", "لا يمكن أن يكون الحساب فارغا"]
        let arabicRest = (0..<6).map { "تعذر حذف الملف رقم \($0)" } + (0..<6).map { "افتح الملف رقم \($0) الآن" }
        for (text, expected) in [("اسم المجلد يمكن أن يكون فارغاً", ["ar folder_empty"]), ("اسم المجلد لا يمكن أن يكون فارغاً", [])] {
            let findings = try Self.emptyNameNegationFindings("ar", [text] + arabicEmpties + arabicRest, folder: "round80-arabic-empty")
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// The lost-negation hints of a catalog whose source says five times that a name "cannot be
    /// empty", six times that a file "could not be deleted" and six times nothing negated, every
    /// voting language negating every negated source, and `texts` in `language` (the first the
    /// folder name's, then four names, then the twelve others).
    static func emptyNameNegationFindings(_ language: String, _ texts: [String], folder: String) throws -> [CatalogFinding] {
        let empties = ["Folder", "File", "Label", "Title", "Account"].map { ("\($0.lowercased())_empty", "The \($0.lowercased()) name cannot be empty") }
        let deletes = (0..<6).map { ("delete_\($0)", "The file number \($0) could not be deleted") }
        let others = (0..<6).map { ("other_\($0)", "Open the file number \($0) now") }
        let source = empties + deletes + others
        var translations: [String: [String]] = [language: texts]
        for (voter, not) in [("de", "nicht"), ("fr", "pas"), ("es", "no"), ("it", "non"), ("nl", "niet"), ("pt", "não")] {
            translations[voter] = source.map { key, _ in key.hasPrefix("other") ? "open \(key) now" : "\(key) \(not) done" }
        }
        return try androidTranslationFindings(source, translations, folder: folder).filter { $0.detail.hasPrefix("the source's negation is lost") }
    }

    /// Nextcloud's Arabic "تعذر رفع %1$s" (upload) for "Could not download %1$s" (round 80):
    /// Arabic writes "upload" with and without its article, and with a preposition before it
    /// ("رفع", "الرفع", "للرفع", "بالرفع"), so no stem tells it; its root does. Not: "تعذر
    /// تنزيل %1$s".
    @Test func anArabicUploadForDownloadIsFoundByItsRoot() throws {
        let source = [("download_failed", "Could not download %1$s"), ("download_a", "Download the file"), ("download_b", "Download all files"),
                      ("download_c", "Download in the background"), ("download_d", "Download limit reached"),
                      ("upload_a", "Upload the file"), ("upload_b", "Automatic upload"), ("upload_c", "Tap to upload"), ("upload_d", "Uploads by %1$s"),
                      ("upload_e", "Upload with mobile data"), ("upload_f", "Allow upload on Wi-Fi only")]
        let arabic = ["تنزيل الملف", "تنزيل جميع الملفات", "التنزيل في الخلفية", "تم بلوغ حد التنزيل",
                      "رفع الملف", "الرفع التلقائي", "انقر للرفع", "المرفوعات بواسطة %1$s", "الرفع عبر بيانات الجوال", "السماح بالرفع عبر Wi-Fi فقط"]
        for (text, expected) in [("تعذر رفع %1$s", ["ar download_failed"]), ("تعذر تنزيل %1$s", [])] {
            let findings = try androidTranslationFindings(source, ["ar": [text] + arabic], folder: "round80-arabic-upload")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(findings.map(\.detail))")
        }
    }

    /// ownCloud's Dutch "Verbind met al uw eigenCloud servers" for "Connect to all your ownCloud
    /// servers" (round 80): the name translated into a word of a small letter and a capital,
    /// which no other text writes. Not: "…ownCloud servers".
    @Test func aNameTranslatedInCamelCaseIsFound() throws {
        let source = [("welcome", "Connect to all your ownCloud servers")]
        let kept = ["de": ["Verbinde dich mit all deinen ownCloud-Servern"], "fr": ["Connectez-vous à tous vos serveurs ownCloud"],
                    "es": ["Conéctate a todos tus servidores ownCloud"], "it": ["Connettiti a tutti i tuoi server ownCloud"],
                    "pt": ["Ligue-se a todos os seus servidores ownCloud"]]
        for (text, expected) in [("Verbind met al uw eigenCloud servers", ["nl welcome"]), ("Verbind met al uw ownCloud servers", [])] {
            let findings = try androidTranslationFindings(source, kept.merging(["nl": [text]]) { $1 }, folder: "round80-camel-name")
                .filter { $0.detail.contains("the name translated") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Wikipedia's Croatian "Aplikacija Vikipedija je naišla na grešku…", Serbian's text in
    /// Latin letters (round 79): the two close languages write few of their sentences alike
    /// (one in forty here), so one both hold is a paste, told by its words Croatian writes
    /// nowhere else. Not without the paste.
    @Test func aSentencePastedBetweenCloseLanguagesIsFound() throws {
        let source = (0..<40).map { ("sentence_\($0)", "Sentence number \($0) says something long enough") }
        let serbian = (0..<40).map { "srpska rečenica broj \($0) kazuje nešto dosta dugačko" }
        let croatian = (0..<40).map { "hrvatska rečenica broj \($0) govori nešto vrlo dugo" }
        for (pasted, expected) in [(true, ["hr sentence_0"]), (false, [])] {
            let texts = ["b+sr+Latn": serbian, "hr": pasted ? [serbian[0]] + croatian.dropFirst() : croatian]
            let findings = try androidTranslationFindings(source, texts, folder: "round80-close-paste")
                .filter { $0.detail.hasPrefix("written in sr-Latn, not hr") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
    }

    /// Home Assistant's Greek "Πατήστε τη γωνία %2$@ %1$@ φορές" for "Tap the %1$@ corner %2$@
    /// times" (round 80): two arguments the source parts by a word run together reversed, which
    /// no other translation does. Not: "…γωνία %1$@ %2$@ φορές", the order kept.
    @Test func twoArgumentsRunTogetherReversedAreFound() throws {
        let source = [("gesture", "Tap the %1$s corner %2$s times")]
        let kept = ["de": ["Tippe %2$s-mal auf die Ecke %1$s"], "fr": ["Appuyez sur le coin %1$s %2$s fois"], "es": ["Toca la esquina %1$s %2$s veces"],
                    "it": ["Tocca l’angolo %1$s %2$s volte"], "nl": ["Tik %2$s keer op de hoek %1$s"]]
        for (text, expected) in [("Πατήστε τη γωνία %2$s %1$s φορές", ["el gesture"]), ("Πατήστε τη γωνία %1$s %2$s φορές", [])] {
            let findings = try androidTranslationFindings(source, kept.merging(["el": [text]]) { $1 }, folder: "round80-arguments-reversed")
                .filter { $0.detail.contains("run together") }
            #expect(languagesAndKeys(findings) == expected, "\(findings)")
        }
        // Not where another translation runs them together so too, nor where the language orders
        // another such pair the other way round (its phrases run so).
        let alsoReversed = kept.merging(["el": ["Πατήστε τη γωνία %2$s %1$s φορές"], "hu": ["Koppints %2$s %1$s sarokra"]]) { $1 }
        #expect(try androidTranslationFindings(source, alsoReversed, folder: "round80-arguments-reversed-twice").filter { $0.detail.contains("run together") }.isEmpty)
        let twoKeys = source + [("page", "Page %1$s of %2$s")]
        let pages = ["de": "Seite %1$s von %2$s", "fr": "Page %1$s sur %2$s", "es": "Página %1$s de %2$s", "it": "Pagina %1$s di %2$s", "nl": "Pagina %1$s van %2$s",
                     "el": "Από %2$s σελίδες η %1$s"]
        let reordering = kept.merging(["el": ["Πατήστε τη γωνία %2$s %1$s φορές"]]) { $1 }
        let withPages = Dictionary(uniqueKeysWithValues: reordering.map { ($0.key, $0.value + [pages[$0.key]!]) })
        #expect(try androidTranslationFindings(twoKeys, withPages, folder: "round80-arguments-reordering").filter { $0.detail.contains("run together") }.isEmpty)
    }
}
