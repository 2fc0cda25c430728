import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall rounds 90 to 92 fixed after them (issue #18).
@Suite("Recall rounds 90 to 92")
struct RecallRound92Tests {
    /// Arabic's verbs of the form "أفعل" and their verbal nouns "إفعال" share a root: "show"
    /// is "إظهار" and "أظهر", "hide" "أخف" and "إخفاء" (a weak last letter).
    @Test func arabicVerbsAndTheirNounsShareARoot() {
        #expect(["إظهار", "أظهر", "أظهِر"].map(LanguageWords.root) == ["ظهر", "ظهر", "ظهر"])
        #expect(["إخفاء", "أخف", "أخفى"].map(LanguageWords.root) == ["خفي", "خفي", "خفي"])
        // (The verbal noun "تفعيل" keeps its root; a word of another shape its first four letters.)
        #expect(LanguageWords.root("تعطيل") == "عطل" && LanguageWords.root("الإعدادات") == "إعدا")
    }

    /// Wikipedia's Arabic "إخفاء الصور" (hide images) for "Show images" (round 90): Arabic
    /// writes "show" as "إظهار" in some texts and "أظهر" in others, "hide" as "أخف" and
    /// "إخفاء", so no stem tells either; their roots do. Not: "إظهار الصور".
    @Test func anArabicHideUnderShowIsFoundByRoots() throws {
        let show = [("tabs", "Show tabs", "إظهار التبويبات"), ("notices", "Show edit notices automatically", "أظهر ملاحظات التحرير آليًّا"),
                    ("previews", "Show link previews", "إظهار معاينات للوصلة"), ("numbers", "Show line numbers", "أظهر أرقام الأسطر"),
                    ("typing", "Show typing suggestions", "إظهار اقتراحات الطباعة"), ("all", "Show all", "عرض الكل"),
                    ("suggested", "Show suggested descriptions", "أظهِر الأوصاف المقترحة"),
                    ("preview", "Show a quick preview of articles when tapping on links.", "إظهار معاينة سريعة للمقالات حين النقر على الوصلات."),
                    ("more", "Show more", "أظهر المزيد"), ("replies", "Show replies", "أظهر الردود")]
        let hide = [("focus", "Hide edit features and toolbar on scroll", "أخف ميزات التعديل وشريط الأدوات أثناء التمرير"),
                    ("read", "Hide read notifications", "إخفاء قراءة الإخطارات"), ("card", "Hide this card", "أخف هذه البطاقة"),
                    ("none", "Hide all", "أخف الكل"), ("module", "Hide module", "إخفاء الوحدة")]
        let others = [("save", "Save", "حفظ"), ("cancel", "Cancel", "إلغاء"), ("search", "Search Wikipedia", "ابحث في ويكيبيديا"),
                      ("history", "History", "التاريخ"), ("settings", "Settings", "الإعدادات"), ("share", "Share the article", "شارك المقالة")]
        for (arabic, expected) in [("إخفاء الصور", ["ar images"]), ("إظهار الصور", [])] {
            let rows = show + [("images", "Show images", arabic)] + hide + others
            let findings = try androidTranslationFindings(rows.map { ($0.0, $0.1) }, ["ar": rows.map(\.2)], folder: "round90-arabic-show")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(arabic): \(findings.map(\.detail))")
        }
    }

    /// Home Assistant's Korean "…(차량에 따라 최소 %li개). 추가 탭은 표시되지 않습니다." (at least)
    /// for "…(up to %li, depending on the vehicle). Extra tabs won't be shown." (round 92): a
    /// bound is read in its own sentence where another sentence of the text negates. Not:
    /// "최대" (at most).
    @Test func aBoundBesideANegatingSentenceIsRead() throws {
        let source = [("footer", "CarPlay limits how many tabs are displayed in the car (up to %li, depending on the vehicle). Extra tabs won\\'t be shown.")]
        for (korean, expected) in [("CarPlay는 차량에 표시되는 탭 수를 제한합니다(차량에 따라 최소 %li개). 추가 탭은 표시되지 않습니다.", ["ko footer"]),
                                   ("CarPlay는 차량에 표시되는 탭 수를 제한합니다(차량에 따라 최대 %li개). 추가 탭은 표시되지 않습니다.", [])] {
            let findings = try androidTranslationFindings(source, ["ko": [korean]], folder: "round92-bounds").filter { $0.detail.contains("the bound is turned around") }
            #expect(languagesAndKeys(findings) == expected, "\(korean): \(findings.map(\.detail))")
        }
    }

    /// Wikipedia's Japanese "申し訳ありませんがこのページは現在匿名編集できます。" (can be edited)
    /// for "Sorry, this page cannot be edited anonymously at this time." (round 91): its
    /// apology holds "ません" and negates nothing.
    @Test func aJapaneseApologyIsNoNegation() throws {
        let japanese = try #require(NegationWords.of("ja"))
        #expect(japanese.count("申し訳ありませんがこのページは現在匿名編集できます。") == 0)
        #expect(japanese.count("申し訳ありませんがこのページは現在匿名編集できません。") == 1)
        #expect(japanese.count("すみません、保存できませんでした") == 1)
    }

    /// ownCloud's Croatian "Предлажем вам да пробате %1$s…" for "I want to invite you to use
    /// %1$s…" (round 92): Serbian in Cyrillic letters, where Croatian writes Latin ones in all
    /// its other texts. Not: a language's name every language writes in its own letters.
    @Test func aTextInAnAlphabetItsLanguageNeverWritesIsFound() throws {
        let words = ["Datoteka", "Mapa", "Postavke", "Spremi", "Odustani", "Pretraži", "Dijeli", "Izbriši", "Preimenuj", "Premjesti"]
        var source = [("invite", "I want to invite you to use %1$s on your smartphone!"), ("serbian", "Serbian")]
        var croatian = ["Предлажем вам да пробате %1$s на вашем телефону!", "Српски"]
        var german = ["Ich möchte dich einladen, %1$s auf deinem Smartphone zu nutzen!", "Српски"]
        var french = ["Je vous invite à utiliser %1$s sur votre smartphone !", "Српски"]
        var italian = ["Ti invito a usare %1$s sul tuo smartphone!", "Српски"]
        for index in 0..<80 {
            source.append(("text\(index)", "Text number \(index)"))
            croatian.append("\(words[index % words.count]) broj \(index)")
            german.append("Text Nummer \(index)")
            french.append("Texte numéro \(index)")
            italian.append("Testo numero \(index)")
        }
        let findings = try androidTranslationFindings(source, ["hr": croatian, "de": german, "fr": french, "it": italian], folder: "round92-alphabet")
            .filter { $0.detail.contains("which hr writes in none of its other texts") }
        #expect(languagesAndKeys(findings) == ["hr invite"], "\(findings.map(\.detail))")
        #expect(findings.first?.detail.contains("Cyrillic letters") == true)
    }

    /// A translation of a string catalog is found at the line of its value, where a reviewer
    /// edits it (round 92's ownCloud Russian "%." for "%@."), the source at its key's.
    @Test func anXCStringsTranslationIsAtItsValuesLine() throws {
        let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Thank you for using %@." : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Thank you for using %@."
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Спасибо за использование %."
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let parsed = try XCStringsParser.parse(Data(json.utf8), file: "L.xcstrings")
        let lines = Dictionary(uniqueKeysWithValues: parsed.strings.map { ($0.language, $0.strings.first?.location.line) })
        #expect(lines == ["en": 4, "ru": 15])
    }
    /// Nextcloud's Arabic "إخفاء الملفات المخفية" (hide hidden files) for "Show hidden files"
    /// (round 91): Arabic writes "show" as "عرض" or "إظهار", and "الملف", file, stands in a
    /// quarter of its texts saying "show" too; that is how it writes "files", no way of
    /// saying "show" that would make the text say it. Not: "عرض الملفات المخفية".
    @Test func anArabicHideUnderShowHiddenFilesIsFound() throws {
        var rows = (0..<210).map { (String(format: "a%03d", $0), "Item number \($0)", "عنصر رقم \($0)") }
        rows += [("s01", "Show files", "عرض الملفات"), ("s02", "Show file details", "عرض تفاصيل الملف"), ("s03", "Show file names", "إظهار أسماء الملفات"),
                 ("s04", "Show media", "إظهار الوسائط"), ("s05", "Show notifications", "إظهار الإشعارات"), ("s06", "Show password", "أظهر كلمة المرور"),
                 ("s07", "Show all", "عرض الكل"), ("s08", "Show more", "المزيد"), ("s09", "Show preview", "معاينة"),
                 ("s10", "Show in the file list", "عرض في قائمة الملفات"),
                 ("h1", "Hide download", "إخفاء التنزيل"), ("h2", "Hide password", "إخفاء كلمة المرور"), ("h3", "Hide media", "إخفاء الوسائط"),
                 ("z1", "Delete files", "حذف الملفات"), ("z2", "Upload files", "رفع الملفات"), ("z3", "Sync files", "مزامنة الملفات"),
                 ("z4", "Move files", "نقل الملفات"), ("z5", "Copy files", "نسخ الملفات")]
        for (arabic, expected) in [("إخفاء الملفات المخفية", ["ar s00"]), ("عرض الملفات المخفية", [])] {
            let all = rows + [("s00", "Show hidden files", arabic)]
            let findings = try androidTranslationFindings(all.map { ($0.0, $0.1) }, ["ar": all.map(\.2)], folder: "round91-arabic-hidden")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(arabic): \(findings.map(\.detail))")
        }
    }

    /// Home Assistant's Traditional Chinese "結束時間必須在開始時間之前" (before) for "The end must
    /// be after the start" (rounds 91 and 92), where its other texts saying "after" write "後"
    /// alone ("於執行後顯示通知"). Not: "…之後"; nor Bitwarden's Simplified Chinese
    /// "请连接因特网后再继续。" (connect, then go on) for "Please connect to the internet before
    /// continuing.": "后" alone also says "then".
    @Test func aChineseBeforeUnderAfterIsFound() throws {
        let source = [("end", "The end must be after the start"), ("notify", "Shows notification after executed"), ("refresh", "Refresh after 5 minutes inactive")]
        for (chinese, expected) in [("結束時間必須在開始時間之前", ["zh-Hant-TW end"]), ("結束時間必須在開始時間之後", [])] {
            let findings = try androidTranslationFindings(source, ["zh-rTW": [chinese, "於執行後顯示通知", "閒置 5 分鐘後重新整理"]], folder: "round92-chinese-after")
                .filter { $0.detail.contains("the opposite's word") }
            #expect(languagesAndKeys(findings) == expected, "\(chinese): \(findings.map(\.detail))")
        }
        let before = [("connect", "Please connect to the internet before continuing."), ("confirm", "Confirm before run"), ("ask", "Ask before running")]
        let findings = try androidTranslationFindings(before, ["zh-rCN": ["请连接因特网后再继续。", "运行前确认", "运行前先询问"]], folder: "round92-chinese-then")
        #expect(findings.filter { $0.detail.contains("the opposite's word") }.isEmpty, "\(findings.map(\.detail))")
    }
}
