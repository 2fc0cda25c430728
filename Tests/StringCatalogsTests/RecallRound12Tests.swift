import Foundation
@testable import StringCatalogs
import TestSupport
import Testing

/// The misses of recall round 12 (issue #18), each in the shape the planted defect had in the
/// real app, on our own text, beside the legitimate neighbour the rule must pass.
@Suite("Recall round 12")
struct RecallRound12Tests {
    /// The findings (hints left out) of languages translating `source` (key, text) with `texts`.
    func android(_ source: [(String, String)], _ texts: [String: [String]], folder: String) throws -> [CatalogFinding] {
        try androidTranslationFindings(source, texts, folder: folder).filter { !$0.isHint }
    }

    func described(_ findings: [CatalogFinding]) -> [String] { languagesAndKeys(findings) }

    /// Home Assistant's Czech "za 42 hodin" where the source and every other language say 24,
    /// Bitwarden's Georgian "8-ნიშნა" for a 6-digit code: a number most translations keep,
    /// changed. Persian digits ("۲۴"), a decimal comma ("1,5") and other units ("6500 萬" for
    /// "65 million") are the same number; a sample most languages localize is no rule.
    @Test func aNumberMostTranslationsKeepIsFoundChanged() throws {
        let source = [("limit", "You can send notifications in 24 hours."), ("size", "Files up to 1.5 GB are uploaded"), ("articles", "Over 65 million articles"),
                      ("example", "For example 389 items")]
        let texts: [String: [String]] = [
            "cs": ["Můžete odeslat oznámení za 42 hodin.", "Soubory do 1,5 GB se nahrají", "Přes 65 milionů článků", "Například 389 položek"],
            "de": ["Du kannst Benachrichtigungen in 24 Stunden senden.", "Dateien bis 1,5 GB werden hochgeladen", "Über 65 Millionen Artikel", "Zum Beispiel 12 Einträge"],
            "fa": ["شما می‌توانید اعلان‌ها را در ۲۴ ساعت بفرستید.", "فایل‌های تا ۱٫۵ گیگابایت بارگذاری می‌شوند", "بیش از ۶۵ میلیون مقاله", "برای نمونه ۵ مورد"],
            "zh-rTW": ["您可以在 24 小時內傳送通知。", "最多 1.5 GB 的檔案會上傳", "超過 6500 萬篇條目", "例如 7 個項目"],
            "fr": ["Vous pouvez envoyer des notifications en 24 heures.", "Les fichiers jusqu’à 1,5 Go sont envoyés", "Plus de 65 millions d’articles", "Par exemple 3 éléments"],
        ]
        let findings = try android(source, texts, folder: "round12-numbers")
        #expect(described(findings) == ["cs limit"], "\(findings)")
        #expect(findings.first?.detail.hasPrefix("the number 24 of the source is 42 here; 4 of the 5 translations keep 24") == true, "\(findings)")
    }

    /// Element X's Finnish "matrix.com" for "matrix.org", Home Assistant's Korean
    /// "acount.nabucasa.com", Wikipedia's Korean link target "https://#로그인": an address most
    /// translations keep, changed. A language's own page ("es.wikipedia.org"), a localized
    /// example ("exemplo.com") and a suffix joined by a hyphen ("bitwarden.com/download-era") are not.
    @Test func anAddressMostTranslationsKeepIsFoundChanged() throws {
        let source = [("server", "Create an account on matrix.org for free."), ("cloud", "Sign in at https://account.nabucasa.com now"),
                      ("wiki", "Read https://en.wikipedia.org/wiki/Help first"), ("example", "Server address, for example example.com"),
                      ("anchor", "If you &lt;a href=\"https://#login\"&gt;log in&lt;/a&gt;, edits are yours")]
        let texts: [String: [String]] = [
            "fi": ["Luo tili matrix.com -palvelimelle ilmaiseksi.", "Kirjaudu osoitteessa https://account.nabucasa.com nyt", "Lue https://fi.wikipedia.org/wiki/Ohje ensin",
                   "Palvelimen osoite, esimerkiksi esimerkki.com", "Jos &lt;a href=\"https://#login\"&gt;kirjaudut&lt;/a&gt;, muokkaukset ovat sinun"],
            "ko": ["matrix.org에서 무료로 계정을 만드세요.", "지금 https://acount.nabucasa.com 에서 로그인하세요", "먼저 https://en.wikipedia.org/wiki/Help 를 읽으세요",
                   "서버 주소, 예: example.com", "&lt;a href=\"https://#로그인\"&gt;로그인&lt;/a&gt;하면 편집이 당신의 것입니다"],
            "eu": ["Sortu kontu bat matrix.org-en doan.", "Hasi saioa https://account.nabucasa.com-en orain", "Irakurri https://en.wikipedia.org/wiki/Help lehenik",
                   "Zerbitzariaren helbidea, adibidez adibidea.com", "&lt;a href=\"https://#login\"&gt;Saioa hasten&lt;/a&gt; baduzu, edizioak zureak dira"],
            "pt": ["Crie uma conta em matrix.org gratuitamente.", "Entre em https://account.nabucasa.com agora", "Leia https://pt.wikipedia.org/wiki/Ajuda primeiro",
                   "Endereço do servidor, por exemplo exemplo.com", "Se &lt;a href=\"https://#login\"&gt;entrar&lt;/a&gt;, as edições são suas"],
            "de": ["Erstelle kostenlos ein Konto auf matrix.org.", "Melde dich jetzt bei https://account.nabucasa.com an", "Lies zuerst https://en.wikipedia.org/wiki/Help",
                   "Serveradresse, zum Beispiel beispiel.de", "Wenn du &lt;a href=\"https://#login\"&gt;dich anmeldest&lt;/a&gt;, gehören die Änderungen dir"],
        ]
        let findings = try android(source, texts, folder: "round12-addresses")
        #expect(described(findings) == ["fi server", "ko anchor", "ko cloud"], "\(findings)")
        #expect(findings.contains { $0.detail.hasPrefix("the address or file name matrix.org of the source is matrix.com here") }, "\(findings)")
        #expect(CatalogChecker.addresses(in: "Gehe zu bitwarden.com/download-era, oder https://www.Bitwarden.com/.") == ["bitwarden.com/download-era", "bitwarden.com"])
        #expect(CatalogChecker.numbers(in: "Version 1.3.16, mp3, %1$d of ۲۴ and 0,50") == ["1316", "24", "50"])
    }

    /// Nextcloud's Czech "ZdrojovĂˇ sloĹľka" (UTF-8 read as Windows-1250), its Hungarian
    /// "&amp;#183;" (an entity users see as "&#183;"), Wikipedia's Swedish "https//sv.wikipedia.org"
    /// and ownCloud's Albanian `<a lidhje=…>`: each shows or breaks as written. A text the
    /// source writes as HTML keeps its entities (`&nbsp;` is one there).
    @Test func textUsersSeeAsWrittenIsFound() {
        let shape = { (source: String, text: String) in TextShapeCheck.shape(source, text) ?? "" }
        #expect(shape("Source folder is not readable!", "ZdrojovĂˇ sloĹľka nenĂ­ ÄŤitelnĂˇ!").hasPrefix("mojibake: \"ZdrojovĂˇ\" is \"Zdrojová\""))
        #expect(shape("Users", "PÃ«rdorues").contains("read as Windows-1252"))
        #expect(shape("Zdrojová složka", "Zdrojová složka není čitelná") == "")
        #expect(shape("%2$d · %3$s", "%2$d &#183; %3$s").hasPrefix("\"&#183;\" shows as written: the text is shown as plain text"))
        #expect(shape("Read <b>this</b>", "Lies&nbsp;<b>das</b>") == "")
        #expect(shape("See https://en.wikipedia.org/wiki/About", "Se https//sv.wikipedia.org/wiki/Om").hasPrefix("\"https//sv.wikipedia.org/wiki/Om\" is no address"))
        #expect(shape("Ask in our <a href=\"%1$s\">forum</a>", "Kërkoni te <a lidhje=\"%1$s\">forumi</a>").hasPrefix("markup attribute lost: a href"))
        #expect(shape("Ask in our <a href=\"%1$s\">forum</a>", "Pyydä <a href='%1$s' target=\"_blank\">foorumilla</a>") == "")
        #expect(shape("Ask in our <a href=\"%1$s\">forum</a>", "Pyydä <a href\n=\"%1$s\">foorumilla</a>") == "", "a line break before = (Wikipedia's Sindhi)")
        #expect(shape("e.g. %s", "d.&nbsp;h. %s") == "", "&nbsp; is written on purpose where a text is rendered as HTML")
        // A template token lost counts before a line break lost (Wikipedia's Polish).
        #expect(shape("Hi {{{username}}},\n\nwelcome", "Cześć {{{nazwa}}}, witaj").hasPrefix("{{{username}}} lost"))
    }
}

/// The round's consensus check stays bounded on a hostile file: a text of 10,000 numbers
/// and addresses in four languages is data, skipped, and a text of 20 of them is compared.
@Suite("Recall round 12 checks in linear time")
struct RecallRound12LinearTests {
    @Test(.timeLimit(.minutes(3)))
    func manyNumbersAndAddressesAreCheckedInBoundedTime() throws {
        let many = (0..<10_000).map { "\($0) host\($0).example.com" }.joined(separator: " ")
        let files = [("res/values/strings.xml", stringResources([("many", "Numbers " + many)]))]
            + ["de", "fr", "it", "es"].map { ("res/values-\($0)/strings.xml", stringResources([("many", "Zahlen " + many + " 7")])) }
        let findings = try androidOnlyFindings(files, folder: "round12-linear")
        #expect(findings.filter { $0.kind == .placeholderMismatch }.isEmpty, "\(findings.prefix(3))")
        #expect(CatalogChecker.numbers(in: String(repeating: "1,", count: 50_000) + "2").count == 1)
        #expect(TextShapeCheck.tagAttributes(String(repeating: "<a href=x ", count: 20_000) + ">").count == 1)
    }
}
