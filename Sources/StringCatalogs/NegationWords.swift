/// The words a language negates with ("not", "no", "never", "without", and its prefixes
/// such as Polish "nie…" and Russian "не…"), for ``CatalogChecker/lostNegations(_:_:)``.
/// Generous on purpose: a word wrongly taken for a negation hides a finding, never makes one.
/// Scripts written without spaces are matched inside the text (Chinese 不, Japanese ない).
struct NegationWords: Sendable {
    /// Whole words (lowercased).
    let words: Set<String>
    /// Word starts ("kein" for "keine", "keinen"…).
    let prefixes: [String]
    /// Pieces of text matched anywhere (unspaced scripts).
    let pieces: [String]
    /// Phrases holding a piece or a word that negate nothing (Japanese "申し訳ありません", sorry,
    /// holds "ません"; Spanish "sin embargo", however, "sin"), taken out of a text before its
    /// pieces and words are counted (lowercase).
    var notNegating: [String] = []
    /// Pieces of a word matched anywhere in it (lowercased): the negative moods a language
    /// builds into its verbs (Turkish "alınamaz", cannot be taken; "gelmiyor", is not coming)
    /// and its "without" suffix ("geçersiz", invalid).
    var infixes: [String] = []
    /// Endings of a word that negate it (Turkish's negative aorist: "eşitlenmez", will not be
    /// synced).
    var endings: [String] = []

    /// A few of the words, for a message.
    var examples: String {
        let shown = pieces.isEmpty ? Array(words.sorted().prefix(3)) + prefixes.prefix(2).map { $0 + "…" } : Array(pieces.prefix(4))
        return shown.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// How many of the words a text holds, each time it holds one (Arabic's vowel marks left
    /// out: Mastodon's "لا يُمكِن عَرض…" is read "لا يمكن عرض…").
    func count(_ text: String) -> Int {
        let text = Self.withoutArabicVowelMarks(text)
        var found = 0
        if !pieces.isEmpty {
            // (Wikipedia's Japanese "申し訳ありませんがこのページは現在匿名編集できます。", can be edited, for "Sorry, this page
            // cannot be edited anonymously at this time.": its apology is no negation.)
            let kept = notNegating.contains(where: text.containsUTF8) ? notNegating.reduce(text) { $0.replacingOccurrences(of: $1, with: " ") } : text
            let bytes = Array(kept.utf8)
            for piece in pieces { found += bytes.occurrences(of: Array(piece.utf8)).count }
        }
        guard !words.isEmpty || !prefixes.isEmpty else { return found }
        // (Spanish "Sin embargo", however, holds "sin", without: ownCloud's "Sin embargo, los registros están sujetos…"
        // for "However the logs are not subject…" lost its negation.)
        let lowered = notNegating.isEmpty ? text : text.lowercased()
        let kept = notNegating.contains(where: lowered.containsUTF8) ? notNegating.reduce(lowered) { $0.replacingOccurrences(of: $1, with: " ") } : lowered
        return found + CatalogChecker.lowercasedWords(kept).count { word in
            words.contains(word) || prefixes.contains { word.utf8.starts(with: $0.utf8) } || infixes.contains(where: word.containsUTF8)
                || endings.contains { word.utf8.count > $0.utf8.count + 1 && word.hasSuffix($0) }
        }
    }

    /// A text without Arabic's vowel marks (harakat, U+064B-U+065F, and the dagger alif, U+0670).
    static func withoutArabicVowelMarks(_ text: String) -> String {
        let isMark = { (scalar: Unicode.Scalar) in (0x064B...0x065F).contains(scalar.value) || scalar.value == 0x0670 }
        guard text.unicodeScalars.contains(where: isMark) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isMark($0) }))
    }

    /// How many times an English text negates ("not", "never", "n't"…); with `noLonger`, its
    /// "no longer" too (which languages write as "cease to", Portuguese "deixará de", as
    /// often as with their word for "not": counted only where a text is compared with itself).
    static func count(english text: String, noLonger: Bool = false) -> Int {
        let words = CatalogChecker.lowercasedWords(text)
        return words.indices.count { isNegation(words, at: $0) || (noLonger && words[$0] == "no" && words.dropFirst($0 + 1).first == "longer") }
    }

    /// Whether an English text's word at `index` negates: "not", "never"…, or the "t" of "n't"
    /// (``CatalogChecker/lowercasedWords(_:)`` splits "don't" into "don", "t").
    private static func isNegation(_ words: [String], at index: Int) -> Bool {
        englishWords.contains(words[index]) || (words[index] == "t" && index > 0 && words[index - 1].hasSuffix("n"))
    }

    /// What a text is compared by when learning a language's other ways of negating: its
    /// words' stems (``LanguageWords/stem(_:)``), or its pairs of letters in unspaced scripts.
    func units(_ text: String) -> Set<String> {
        guard pieces.isEmpty else {
            let letters = Array(CatalogNoise.prose(text).filter(\.isLetter))
            return Set(zip(letters, letters.dropFirst()).map { String([$0, $1]) })
        }
        return Set(CatalogChecker.lowercasedWords(text).filter { $0.count >= 3 }.map(LanguageWords.stem))
    }

    /// A language's words (by base subtag and script), nil for languages not listed.
    static func of(_ language: String) -> NegationWords? {
        let base = LanguageFallback.base(language)
        return table[base]
    }

    /// The words of a language judged by ``CatalogChecker/lostNegations(_:_:)`` without voting
    /// there (``judgedOnly``), else ``of(_:)``'s.
    static func judged(_ language: String) -> NegationWords? {
        of(language) ?? judgedOnly[LanguageFallback.base(language)]
    }

    /// Whether a language's translations vote on whether a source's negation is one every
    /// language writes (not one of ``judgedOnly``'s).
    static func votes(_ language: String) -> Bool { of(language) != nil }

    /// Whether an English text negates: "not", "never", "n't"… (any of them).
    static func negates(english text: String) -> Bool {
        let words = CatalogChecker.lowercasedWords(text)
        return words.indices.contains { isNegation(words, at: $0) }
    }

    /// Whether an English text negates a clause that every language writes with its word for
    /// "not": two words at least stand before the negation ("File %1$s could not be deleted!";
    /// a text opening with it is a label languages phrase their own way: "Not encrypted",
    /// German "Unverschlüsselt", "Could not retrieve URL", Finnish "…epäonnistui"), and what
    /// it negates has no word of its own for the opposite ("not available": "indisponible",
    /// "not the same": "different", "does not have": "lacks").
    /// `opposites`: also where what it negates has a word of its own for the opposite
    /// ("is not trusted": most languages still write "not", Russian "не является доверенным").
    static func negatesAClause(english text: String, opposites: Bool = false) -> Bool {
        guard let negated = negatedWord(english: text) else { return false }
        return opposites || !wordsWithOpposites.contains(negated)
    }

    /// The word a clause negates ("trusted" of "The server certificate is not trusted"), as
    /// ``negatesAClause(english:opposites:)`` reads it; nil where it negates no clause.
    static func negatedWord(english text: String) -> String? {
        // (A placeholder is a word: "%1$s could not be copied".)
        let words = CatalogChecker.lowercasedWords(CatalogNoise.prose(text, placeholder: UInt8(ascii: "x")))
        // (Or one word, a subject, before "cannot" or "never": "Bitwarden cannot recover…", "You
        // cannot remove…", "This cannot be undone.", not "Could not…", "Don't…".)
        guard let index = words.indices.first(where: { isNegation(words, at: $0) }),
              index >= 2 || (index == 1 && ["cannot", "never"].contains(words[1]) && !auxiliaries.contains(words[0])) else { return nil }
        return words[(index + 1)...].first { !["be", "been", "being", "a", "an", "the", "yet", "currently", "even", "always", "really"].contains($0) }
    }

    /// English words that stand before a negation without a subject ("Could not…", "Please never…").
    private static let auxiliaries: Set<String> = [
        "could", "can", "do", "does", "did", "is", "are", "was", "were", "will", "would", "should", "may", "might", "must",
        "has", "have", "had", "please", "and", "or", "but",
    ]

    private static let englishWords: Set<String> = ["not", "never", "cannot", "nothing", "nobody", "neither", "nor", "nowhere"]

    /// Words English negates that other languages write as one word of opposite meaning.
    private static let wordsWithOpposites: Set<String> = [
        "available", "valid", "possible", "secure", "correct", "encrypted", "empty", "same", "allowed", "permitted", "supported",
        "recognized", "recognised", "exist", "exists", "have", "has", "match", "known", "equal", "complete", "enough", "able",
        "accessible", "necessary", "required", "reachable", "responding", "verified", "trusted", "public", "visible", "configured",
        "set", "installed", "connected", "signed", "logged", "sure", "like", "need", "work", "working",
    ]

    private static func spaced(_ words: [String], _ prefixes: [String] = []) -> NegationWords {
        NegationWords(words: Set(words), prefixes: prefixes, pieces: [])
    }

    private static let slavicLatin = spaced(["bez", "nic", "nikdy", "nikt", "nigdy", "brak", "nema", "nije", "brez"], ["ne", "ni", "żad", "žád", "žiad", "zad"])
    private static let slavicCyrillic = spaced(["без", "нет", "нема", "няма", "немає", "ні", "нi"], ["не", "ни", "ні", "жод", "ня", "нiк"])

    /// Words that may be written with one of `clitics` before them (Hebrew "ו" and, "ש" that:
    /// "שאינכם", "ואינו"; Arabic "و", "ف": "ولا", "فلم").
    private static func withClitics(_ words: [String], clitics: [String], prefixes: [String]) -> NegationWords {
        spaced(words + clitics.flatMap { clitic in words.map { clitic + $0 } }, prefixes)
    }

    /// Languages whose translations are judged for a lost negation but whose words are not
    /// known well enough to vote (nor to serve the other checks reading ``of(_:)``): Arabic,
    /// Hebrew and Persian write "not" as a word of their own but also fold it into verbs and nouns that no
    /// list holds ("يتعذر", "אי־אפשר"), so counting their translations moved the quorum of keys
    /// where other languages are judged (three of Wikipedia's true hints lost when they voted).
    /// Their words are listed with the conjunctions and prepositions written onto them
    /// (``withClitics(_:clitics:prefixes:)``) and fused forms ("ألا": "that not"). Turkish,
    /// Thai and Hindi, newly listed, are judged without voting too.
    private static let judgedOnly: [String: NegationWords] = [
        "ar": withClitics(["لا", "لم", "لن", "ليس", "ليست", "ليسوا", "غير", "بدون", "دون", "بلا", "عدم", "ألا", "ألّا", "لئلا", "ما", "مستحيل", "خطأ",
                           "فشل", "فشلت", "يتعذر", "تعذر", "تعذّر", "يتعذّر", "إطلاقا", "أبدا", "أبدًا", "مطلقا", "مطلقًا", "لايمكن"],
                          clitics: ["و", "ف", "ب", "ل", "ك"], prefixes: ["تعذ", "يتعذ", "فشل", "مستحيل"]),
        "he": withClitics(["לא", "אין", "אינו", "אינה", "אינם", "אינן", "איני", "אינך", "אינכם", "איננו", "איננה", "אינני", "בלי", "ללא", "מבלי", "בלתי",
                           "אל", "אי", "אף", "אסור", "נכשל", "נכשלה", "נכשלו", "שגיאה", "מעולם", "לעולם"],
                          clitics: ["ו", "ש", "וש", "כש", "ה", "ב", "ל", "מ", "כ", "שה"], prefixes: ["נכשל", "חסומ", "מנוגד"]),
        // (Persian negates its verbs by "ن…" before their stems: "نمی‌توانند", cannot, written with a
        // zero-width non-joiner that parts "نمی" from its verb; "نخواهید", "نداشتید", "نباشند"; its
        // words starting "ن" otherwise are no negation: "نام", name, "نمایش", show, "نزدیک", near.)
        "fa": spaced(["نه", "نیست", "نیستند", "نیستید", "نیستیم", "نیستم", "هرگز", "بدون", "هیچ", "غیر", "عدم", "خطا"],
                     ["نباید", "نشد", "نشو", "نکن", "نکرد", "نخواه", "ندار", "نداشت", "نداد", "نتوان", "نبود", "نباش", "نده", "نیاف", "نگرد",
                      "نرسید", "نپذیر", "نیامد", "نبین", "ندید", "نگیر", "نگرفت", "نرفت", "نساز", "نساخت", "نفرست", "نشناس", "نگذار",
                      "ناموفق", "نامعتبر", "ناشناخت", "نامشخص", "غیرفعال", "ناتوان", "نمی", "نمي"]),
        // (Turkish negates inside its verbs: "-ma-"/"-me-" before a tense, "-amaz"/"-emez" can't. Not "-ma"/"-me" at
        // a word's end, its verbal noun: ownCloud's "Reddetme geri alınabilir.", declining can be undone, for "Decline
        // cannot be undone.".)
        "tr": NegationWords(words: ["yok", "yoktur", "hiç", "hiçbir", "asla", "hayır", "olmadan"], prefixes: ["değil", "başarısız", "hata", "imkans", "imkâns"],
                            pieces: [], infixes: ["amaz", "emez", "mıyor", "miyor", "muyor", "müyor", "madı", "medi", "mamış", "memiş", "mayacak", "meyecek",
                                                  "madan", "meden", "mayın", "meyin", "mamalı", "memeli", "mazsın", "mezsin", "mamakta", "memekte",
                                                  "mayan", "meyen", "mazsa", "mezse", "mazlar", "mezler", "mayabil", "meyebil", "mayacağ", "meyeceğ",
                                                  "mamak", "memek", "mamanız", "memeniz", "mamas", "memes", "masa", "mese", "sız", "siz", "suz", "süz"],
                            endings: ["maz", "mez"]),
        // (Hindi "नहीं", not; "न", "मत", don't; "बिना", without; "असफल", "विफल", failed; "त्रुटि", error: Wikipedia's
        // "…अज्ञात रूप से सम्पादित किया जा सकता।", can be edited, for "…cannot be edited anonymously at this time.")
        "hi": spaced(["नहीं", "नही", "न", "मत", "बिना", "असफल", "विफल", "त्रुटि", "कभी"]),
        // (Thai "ไม่", not; "ห้าม", forbidden; "อย่า", don't; "ไร้", "ปราศจาก", without; "ล้มเหลว", failed; "ผิดพลาด", error.)
        "th": NegationWords(words: [], prefixes: [], pieces: ["ไม่", "ห้าม", "อย่า", "ไร้", "ปราศจาก", "ล้มเหลว", "ผิดพลาด"]),
    ]

    private static let table: [String: NegationWords] = [
        "de": spaced(["nicht", "nie", "niemals", "nichts", "weder", "ohne", "nirgends"], ["kein", "niemand", "unmöglich", "ungültig", "unbekannt", "nicht", "fehlgeschlagen", "fehler"]),
        "nl": spaced(["niet", "geen", "nooit", "niets", "niks", "niemand", "zonder", "noch", "nergens", "mislukt"], ["onmogelijk", "ongeldig", "onbekend", "niet"]),
        "sv": spaced(["inte", "ej", "ingen", "inget", "inga", "aldrig", "ingenting", "utan", "icke", "varken"], ["omöjlig", "ogiltig", "okänd"]),
        "da": spaced(["ikke", "ingen", "intet", "aldrig", "uden", "ingenting", "hverken"], ["umulig", "ugyldig", "ukendt"]),
        "nb": spaced(["ikke", "ingen", "intet", "aldri", "uten", "ingenting", "ikkje", "verken"], ["umulig", "ugyldig", "ukjent"]),
        "no": spaced(["ikke", "ingen", "intet", "aldri", "uten", "ingenting", "ikkje", "verken"], ["umulig", "ugyldig", "ukjent"]),
        "nn": spaced(["ikkje", "ikke", "ingen", "inga", "aldri", "utan", "ingenting"], ["umogleg", "ugyldig", "ukjend"]),
        "fr": spaced(["ne", "n", "pas", "jamais", "aucun", "aucune", "rien", "personne", "sans", "ni", "non", "impossible", "erreur", "échec"], ["introuv", "indisponi", "imposs", "irrévers"]),
        "es": NegationWords(words: ["no", "nunca", "ningún", "ninguna", "ninguno", "nada", "nadie", "sin", "tampoco", "ni", "jamás"], prefixes: ["imposib", "irrevers"],
                            pieces: [], notNegating: ["sin embargo", "no obstante"]),
        "pt": spaced(["não", "nunca", "nenhum", "nenhuma", "nada", "ninguém", "sem", "nem", "jamais"], ["impossí", "irrevers"]),
        "it": spaced(["non", "mai", "nessun", "nessuno", "nessuna", "niente", "nulla", "senza", "né"], ["impossib", "irrevers"]),
        "ca": spaced(["no", "mai", "cap", "res", "ningú", "sense", "ni"], ["impossib"]),
        "ro": spaced(["nu", "n", "niciodată", "niciun", "nicio", "nimic", "nimeni", "fără", "nici", "eroare"], ["imposib", "ne", "ireversib"]),
        "pl": slavicLatin, "cs": slavicLatin, "sk": slavicLatin, "hr": slavicLatin, "bs": slavicLatin, "sl": slavicLatin,
        "ru": slavicCyrillic, "uk": slavicCyrillic, "be": slavicCyrillic, "bg": slavicCyrillic, "mk": slavicCyrillic,
        "sr": NegationWords(words: slavicLatin.words.union(slavicCyrillic.words), prefixes: slavicLatin.prefixes + slavicCyrillic.prefixes, pieces: []),
        "fi": spaced(["epäonnistui", "ei", "eikä", "älä", "en", "et", "emme", "ette", "eivät", "ilman", "koskaan", "mitään", "etkö", "eikö", "ettei", "eivätkö", "enkö",
                     "enkä", "etkä", "emmekä", "ettekä", "eivätkä"]),
        "et": spaced(["ei", "pole", "polnud", "mitte", "ilma", "ära", "ärge", "ärgu", "kunagi", "nurjus"], ["ebaõnn"]),
        "hu": spaced(["nem", "ne", "nincs", "nincsenek", "sem", "soha", "semmi", "senki", "nélkül", "sehol", "sikertelen", "hiba"]),
        "el": spaced(["δεν", "δε", "μη", "μην", "ούτε", "ποτέ", "χωρίς", "όχι"], ["καν", "αδύνατ", "αδυναμ", "σφάλμα"]),
        "lt": spaced(["nėra", "niekada", "be"], ["ne", "nie"]),
        "lv": spaced(["nav", "nekad", "bez"], ["ne"]),
        "id": spaced(["tak", "tanpa"], ["tidak", "bukan", "jangan", "belum", "gagal"]),
        "ms": spaced(["tak", "tanpa"], ["tidak", "bukan", "jangan", "belum", "gagal"]),
        "vi": spaced(["không", "chưa", "chẳng", "đừng", "chả"]),
        "zh": NegationWords(words: [], prefixes: [], pieces: ["不", "没", "沒", "无", "無", "未", "别", "別", "非", "勿", "否", "莫", "失败", "失敗", "错误", "錯誤", "缺乏", "缺少"]),
        "ja": NegationWords(words: [], prefixes: [], pieces: ["ない", "なく", "なかっ", "ません", "ず", "ぬ", "無", "未", "不", "非", "なし", "禁止", "失敗", "エラー"],
                            notNegating: ["申し訳ありません", "申し訳ございません", "すみません"]),
        // (Korean's 불 (un-) by its words: 불가, 불필요…; 불러오기 is "load". 모르다, "not know", negates.)
        // (Not in its words that start as 비, 미, 무, 마 or 말 do and negate nothing: 비밀번호, password, 비어, empty, 미디어,
        // media, 마지막, last: Nextcloud's "폴더 이름은 비어있을 수 있습니다", can be empty, for "Folder name cannot be empty".
        // 아닌, "that is not": Wikipedia's "…위키미디어 재단이 아닌 기계에 의해…", by a machine, not the Wikimedia Foundation.)
        "ko": NegationWords(words: [], prefixes: [], pieces: ["않", "없", "못", "안 ", "불가", "불필", "불완", "불일", "불허", "불충", "불명", "불확", "불안", "불편", "불법", "모르", "모릅", "몰라", "미", "무", "비", "말", "마", "아니", "아닌", "아닙", "아님", "안되", "안될", "금지", "실패", "오류"],
                            notNegating: ["비밀", "비어", "비디오", "비율", "비트", "비교", "비용", "비슷", "미디어", "미리", "미러", "미터", "무엇", "무시", "마지막",
                                          "마이크", "마우스", "마크", "마다", "마감", "정말", "말하", "말씀"]),
    ]
}
