import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 108-111 fixed after them (issue #18).
@Suite("Recall rounds 108 to 111")
struct RecallRound111Tests {
    /// Ten sources negating once, each language's translations of them, and the languages voting.
    static let deletes = (0..<10).map { ("delete_\($0)", "The file number \($0) could not be deleted") }
    static let voters = RecallRound103Tests.negatingVoters

    /// The findings of a lost negation for the key `judged` (source `source`), where the
    /// voters negate each text the source does, and `language` writes `theirs` for the other
    /// texts (`extra`, after the ten deletes) and `judgedText` for it; the voters after the first
    /// `voting` leave the judged text untranslated.
    static func negationFindings(extra: [(String, String)], _ source: String, language: String, theirs: [String], deleteText: (Int) -> String,
                                 judgedText: String, voting: Int = voters.count, folder: String) throws -> [CatalogFinding] {
        var translations: [String: [String]] = [language: (0..<10).map(deleteText) + theirs + [judgedText]]
        for (index, (voter, not)) in voters.enumerated() {
            let other = extra.map { NegationWords.negates(english: $0.1) ? "\(voter) \(not) \($0.0)" : "\(voter) \($0.0) ok" }
            // (Those after the first `voting` leave the judged text untranslated.)
            translations[voter] = deletes.map { "\($0.0) \(not) \(voter)" } + other + [index < voting ? "\(voter) \(not) judged" : source]
        }
        return try androidTranslationFindings(deletes + extra + [("judged", source)], translations, folder: folder)
            .filter { $0.key == "judged" && $0.detail.hasPrefix("the source's negation is lost") }
    }

    /// Wikipedia's Arabic "يمكن تحميل المقالة في حالة عدم الاتصال." (rounds 108 and 109; Greek
    /// too) for "Article cannot be loaded while offline.": it still holds "عدم" of "offline",
    /// which Arabic writes with a negation ("دون اتصال", "عدم الاتصال") in its texts saying it,
    /// and once more than their sources where those negate. Not: the text negating twice; a
    /// language writing "offline" without one (Greek "εκτός σύνδεσης").
    @Test func aNegationLostBesideAWordTheLanguageNegatesIsFound() throws {
        let offline = (0..<8).map { ("save_\($0)", "Save article \($0) for offline") } + (0..<3).map { ("show_\($0)", "Page \($0) cannot be shown while offline") }
        let source = "Article cannot be loaded while offline."
        func arabic(_ judged: String) throws -> [CatalogFinding] {
            try Self.negationFindings(extra: offline, source, language: "ar",
                                      theirs: (0..<8).map { "حفظ المقالة \($0) دون اتصال" } + (0..<3).map { "لا يمكن عرض الصفحة \($0) دون اتصال" },
                                      deleteText: { "لا يمكن حذف الملف \($0)" }, judgedText: judged, folder: "round111-offline-\(judged.utf8.count)")
        }
        let found = try arabic("يمكن تحميل المقالة في حالة عدم الاتصال.")
        #expect(languagesAndKeys(found) == ["ar judged"])
        #expect(found.first?.detail.contains("says \"offline\", which ar writes with a negation of its own") == true, "\(found)")
        #expect(try arabic("لا يمكن تحميل المقالة في حالة عدم الاتصال.").isEmpty)
        let greek = try Self.negationFindings(extra: offline, source, language: "el",
                                              theirs: (0..<8).map { "Αποθήκευση λήμματος \($0) εκτός σύνδεσης" } + (0..<3).map { "Η σελίδα \($0) δεν εμφανίζεται εκτός σύνδεσης" },
                                              deleteText: { "Το αρχείο \($0) δεν διαγράφηκε" }, judgedText: "Το λήμμα μπορεί να φορτωθεί χωρίς σύνδεση.",
                                              folder: "round111-offline-greek")
        #expect(greek.isEmpty, "\(greek)")
    }

    /// The words of `judged` Arabic writes with a negation, read from eight texts saying
    /// `saying` and negating nothing (translated `plain`) and `negated` texts saying it and
    /// negating once (translated `negating`).
    static func negatingWords(_ judged: String, saying: (Int) -> String, plain: (Int) -> String, negated: Int = 3,
                              negatedSource: (Int) -> String, negating: (Int) -> String) -> [String] {
        let location = SourceLocation(file: "strings.xml", line: 1)
        var source: [String: CatalogString] = [:], arabic: [String: CatalogString] = [:]
        for (key, english, text) in (0..<8).map({ ("plain_\($0)", saying($0), plain($0)) }) + (0..<negated).map({ ("negated_\($0)", negatedSource($0), negating($0)) }) {
            source[key] = CatalogString(key: key, value: .text(english), location: location)
            arabic[key] = CatalogString(key: key, value: .text(text), location: location)
        }
        var words = NegatingSourceWords(source: source, keysByWord: CatalogChecker.keysBySourceWord(source, most: LanguageWords.mostWitnesses))
        return words.words(of: CatalogChecker.lowercasedWords(judged), key: "judged", language: "ar", arabic, negation: NegationWords.judged("ar")!)
    }

    /// A word is the language's negated one only where its texts saying it negate (eight) and
    /// negate once more than their negating sources (three): not where those negate as often
    /// as their sources, nor with two of them, nor read from texts saying a failure
    /// (Bitwarden's Latvian "…neizdevās, jo…" for "…failed because…": "because" is no negation).
    @Test func aWordIsTheLanguagesNegatedOneOnlyTextAfterText() {
        let judged = "Article cannot be loaded while offline."
        let saying = { (index: Int) in "Save article \(index) for offline" }, plain = { (index: Int) in "حفظ المقالة \(index) دون اتصال" }
        let negatedSource = { (index: Int) in "Page \(index) cannot be shown while offline" }
        #expect(Self.negatingWords(judged, saying: saying, plain: plain, negatedSource: negatedSource, negating: { "لا يمكن عرض الصفحة \($0) دون اتصال" }) == ["offline"])
        #expect(Self.negatingWords(judged, saying: saying, plain: plain, negatedSource: negatedSource, negating: { "لا يمكن عرض الصفحة \($0) في الوضع المحلي" }).isEmpty)
        #expect(Self.negatingWords(judged, saying: saying, plain: plain, negated: 2, negatedSource: negatedSource,
                                   negating: { "لا يمكن عرض الصفحة \($0) دون اتصال" }).isEmpty)
        #expect(Self.negatingWords(judged, saying: saying, plain: { $0 % 2 == 0 ? plain($0) : "حفظ المقالة \($0) في الوضع المحلي" }, negatedSource: negatedSource,
                                   negating: { "لا يمكن عرض الصفحة \($0) دون اتصال" }).isEmpty)
        #expect(Self.negatingWords("You were logged out because your device does not meet the requirements",
                                   saying: { "Operation \($0) failed because the request is odd" }, plain: { "فشلت العملية \($0) لأن الطلب غريب" },
                                   negatedSource: { "Operation \($0) failed because the item does not exist" },
                                   negating: { "فشلت العملية \($0) لأن العنصر لا يوجد" }).isEmpty)
    }

    /// ownCloud's Arabic "…لذا فهو مدعوم…" for "…so it is not supported…" (rounds 109 and 110)
    /// and Nextcloud's Korean "폴더 이름은 비어있을 수 있습니다" for "Folder name cannot be empty"
    /// (round 110): a word with an opposite of its own ("supported", "empty") that no root of
    /// the language tells, in languages negating by words and endings only. Not: the texts
    /// negating ("غير مدعوم", "없습니다").
    @Test func aNegatedWordWithNoRootInArabicOrKoreanIsJudged() throws {
        func findings(_ source: String, _ language: String, delete: @escaping (Int) -> String, _ judged: String) throws -> [CatalogFinding] {
            try Self.negationFindings(extra: [], source, language: language, theirs: [], deleteText: delete, judgedText: judged,
                                      folder: "round111-opposable-\(language)-\(judged.utf8.count)")
        }
        let arabicDelete = { (index: Int) in "لا يمكن حذف الملف \(index)" }, koreanDelete = { (index: Int) in "파일 \(index)을 삭제할 수 없습니다" }
        let server = "Your server version is lower than 10 so it is not supported"
        #expect(languagesAndKeys(try findings(server, "ar", delete: arabicDelete, "إصدار خادمك أقل من 10، لذا فهو مدعوم")) == ["ar judged"])
        #expect(try findings(server, "ar", delete: arabicDelete, "إصدار خادمك أقل من 10، لذا فهو غير مدعوم").isEmpty)
        // (Arabic alone lacking it where five voting languages negate: fewer than six, all of them.)
        #expect(languagesAndKeys(try Self.negationFindings(extra: [], server, language: "ar", theirs: [], deleteText: arabicDelete,
                                                           judgedText: "إصدار خادمك أقل من 10، لذا فهو مدعوم", voting: 5, folder: "round111-five-voters")) == ["ar judged"])
        let folder = "The folder name cannot be empty"
        #expect(languagesAndKeys(try findings(folder, "ko", delete: koreanDelete, "폴더 이름은 비어있을 수 있습니다")) == ["ko judged"])
        #expect(try findings(folder, "ko", delete: koreanDelete, "폴더 이름은 비어있을 수 없습니다").isEmpty)
    }

    /// Nextcloud's Arabic "يمكن نقل مجلد في مجلدات هوَّ يتضمنها" for "It is not possible to move a
    /// folder into one of its own underlying folders" (round 109): its "possible" is "ممكن" in its
    /// other texts ("من الممكن…"), the verb "يمكن" (can) here, one root, so the text says it
    /// unnegated. Not: "لا يمكن نقل مجلد…".
    @Test func anArabicVerbForAPossibleLeftUnnegatedIsFound() throws {
        let possible = [("possible_0", "It is possible to move the file"), ("possible_1", "It is possible to copy the text"),
                        ("possible_2", "It is possible to share the link"), ("possible_3", "It is possible to delete the photo")]
        // (Arabic writing "possible" with its article and without: no stem of five letters holds, its root does.)
        let arabicPossible = ["من الممكن نقل الملف", "ممكن نسخ النص", "من الممكن مشاركة الرابط", "ممكن حذف الصورة"]
        let source = "It is not possible to move a folder into itself"
        func findings(_ arabic: String) throws -> [CatalogFinding] {
            try Self.negationFindings(extra: possible, source, language: "ar", theirs: arabicPossible,
                                      deleteText: { "لا يمكن حذف الملف \($0)" }, judgedText: arabic, folder: "round111-possible-\(arabic.utf8.count)")
        }
        #expect(languagesAndKeys(try findings("يمكن نقل مجلد إلى نفسه")) == ["ar judged"])
        #expect(try findings("لا يمكن نقل مجلد إلى نفسه").isEmpty)
    }

    /// Nextcloud's Arabic "يمكن نقل مجلد…" (round 109): its "possible" is "ممكن" in its other
    /// texts, the verb "يمكن" (can) here, one root.
    @Test func anArabicVerbAndItsParticipleShareARoot() {
        #expect(LanguageWords.sameRoot(LanguageWords.root("يمكن"), LanguageWords.root("ممكن")))
        #expect(LanguageWords.sameRoot("ممكن", "ممكن"))
        #expect(!LanguageWords.sameRoot(LanguageWords.root("يمكن"), LanguageWords.root("مسكن")))
        #expect(!LanguageWords.sameRoot("abcd", "xbcd"))
    }

    /// Korean words starting as its negating prefixes do and negating nothing (비밀번호,
    /// password; 비어, empty; 미디어, media; 마지막, last) are no negation; 않, 없 still are.
    @Test func koreanWordsThatOnlyStartAsANegationNegateNothing() throws {
        let korean = try #require(NegationWords.of("ko"))
        #expect(korean.count("비밀번호를 입력하세요") == 0)
        #expect(korean.count("폴더 이름은 비어있을 수 있습니다") == 0)
        #expect(korean.count("마지막 미디어") == 0)
        #expect(korean.count("폴더 이름은 비어있을 수 없습니다") == 1)
        #expect(korean.count("비활성화되지 않았습니다") == 2)
        #expect(korean.count("위키미디어 재단이 아닌 기계에 의해 생성됩니다") == 1)
    }

    /// Bitwarden's Japanese "続行した後に…" (after) for "…before continuing.", Wikipedia's Korean
    /// "편집한 후에…" for "Please read before editing" (round 108) and ownCloud's Chinese "30 分钟前"
    /// for "After 30 minutes" (round 110): "before" and "after" spelled. Not the "前に" of
    /// Japanese "名前に" (to the name).
    @Test func beforeAndAfterAreSpelledInJapaneseKoreanAndChinese() {
        #expect(CatalogChecker.spelledWords("続行した後に、インターネットに接続してください。") == ["after"])
        #expect(CatalogChecker.spelledWords("続行する前に、インターネットに接続してください。") == ["before"])
        #expect(CatalogChecker.spelledWords("名前に追加しました").isEmpty)
        #expect(CatalogChecker.spelledWords("편집하기 전에 읽어 주십시오") == ["before"])
        #expect(CatalogChecker.spelledWords("편집한 후에 읽어 주십시오") == ["after"])
        #expect(CatalogChecker.spelledWords("30 分钟前") == ["before"])
        #expect(CatalogChecker.spelledWords("30 分钟后") == ["after"])
    }

    /// An Android project naming the app in its name and `sentence`, translated by many
    /// languages keeping the name, and by `language` with `name` and `text`.
    static func nameFindings(_ app: String, _ sentence: String, language: String, name: String, text: String) throws -> [CatalogFinding] {
        var texts: [String: [String]] = [:]
        for voter in RecallRound73Tests.manyVoters where voter != language { texts[voter] = [app, "\(voter) \(app) text"] }
        texts[language] = [name, text]
        return try androidTranslationFindings([("app_name", app), ("sentence", sentence)], texts, folder: "round111-name-\(language)-\(text.utf8.count)")
            .filter { $0.key == "sentence" && $0.detail.hasPrefix("the app's name") }
    }

    /// Mastodon's Korean "Mastadon은 분산형 소셜 네트워크로…" (round 111): the name misspelled in
    /// Latin letters in a text of another script, where Korean writes "마스토돈" elsewhere.
    /// Not: the name as written.
    @Test func theAppsNameMisspelledInAnotherScriptIsFound() throws {
        let found = try Self.nameFindings("Mastodon", "Mastodon is a decentralized social network.", language: "ko", name: "마스토돈",
                                          text: "Mastadon은 분산형 소셜 네트워크입니다.")
        #expect(languagesAndKeys(found) == ["ko sentence"])
        #expect(found.first?.detail.contains("misspelled \"Mastadon\"") == true, "\(found)")
        #expect(try Self.nameFindings("Mastodon", "Mastodon is a decentralized social network.", language: "ko", name: "마스토돈",
                                      text: "Mastodon은 분산형 소셜 네트워크입니다.").isEmpty)
    }

    /// Nextcloud's Turkish "Sonraki Bulut klasörü zaten var" (next cloud) for "Nextcloud folder
    /// already exists" (round 111): a name made up at the start of a text whose source starts
    /// with the app's name. Not: the name kept; a source not starting with it, whose
    /// translation's first words are a sentence's.
    @Test func aNameMadeUpAtTheStartOfATextIsFound() throws {
        let found = try Self.nameFindings("Nextcloud", "Nextcloud folder already exists", language: "tr", name: "Nextcloud", text: "Sonraki Bulut klasörü zaten var")
        #expect(languagesAndKeys(found) == ["tr sentence"])
        #expect(found.first?.detail.contains("\"Sonraki Bulut\" stands in its place") == true, "\(found)")
        #expect(try Self.nameFindings("Nextcloud", "Nextcloud folder already exists", language: "tr", name: "Nextcloud", text: "Nextcloud klasörü zaten var").isEmpty)
        #expect(try Self.nameFindings("Nextcloud", "The folder of Nextcloud already exists", language: "tr", name: "Nextcloud",
                                      text: "Sonraki Bulut klasörü zaten var").isEmpty)
    }
}
