/// An opposite word inside a translation, told by loanwords: Nextcloud's Swedish "Inkludera
/// dolda filer och mappar" for "Exclude hidden files and folders". The source says "include"
/// once, so ``oppositeWordsWithin(_:_:)`` cannot learn the language's word for it; but the
/// translation holds a loanword of "include" (``loanwordForm(_:)``: "inkludera", "include"
/// both "inklud…") and none of "exclude", which the language writes elsewhere for "exclude"
/// ("Exkludera dolda" for "Exclude hidden"), and in none of its translations saying it
/// writes the other's. In Korean, Japanese, Chinese and a few others the same by the words'
/// fixed spellings (``scriptSpellings``: Bitwarden's Korean "파일을 업로드할 수 없습니다." for
/// "Unable to download file", where its other download texts write "다운로드"; Wikipedia's
/// German "Nur über WLAN hochladen" for "Download only over Wi-Fi").
extension CatalogChecker {
    /// Spellings of opposite words that Korean, Japanese and Chinese texts hold inside longer
    /// words (a verb's ending joined on: "다운로드할"), as German ("hochladen", upload),
    /// Hebrew ("העלאה") and Arabic ("إلغاء القفل", unlock) do with words of their own.
    static let scriptSpellings: [String: [String]] = [
        "online": ["온라인", "オンライン"], "offline": ["오프라인", "オフライン"],
        "maximum": ["최대", "最大"], "minimum": ["최소", "最小"],
        "import": ["インポート", "导入", "匯入"], "export": ["エクスポート", "导出", "匯出"],
        "encrypt": ["암호화", "暗号化", "加密"], "decrypt": ["복호화", "復号", "解密"],
        // (Arabic "تفعيل", "تعطيل": ownCloud's "تم تفعيل التحميل التلقائي…", enabled, for "Auto upload of media was disabled…".)
        "enable": ["启用", "啟用", "有効に", "تفعيل"], "disable": ["禁用", "停用", "無効に", "تعطيل"],
        // (Chinese "低於", "高於", lower than, higher than: ownCloud's "不支援版本高於10的伺服器", for "Server versions lower than 10…".)
        "lower": ["低於", "低于"], "higher": ["高於", "高于"],
        "read": ["已读", "已讀", "既読"], "unread": ["未读", "未讀", "未読"],
        // (Arabic "قبل", "بعد": Mastodon's "اسأل بعد إعادة النشر", ask after boosting, for "Ask before boosting".)
        // (Chinese "前面", "后面": Nextcloud's "将文件夹排在文件后面", folders after files, for "Sort folders before files".)
        // (Japanese "…る前に" and "…た後に" after a verb or "の" (not the "前に" of "名前に", to the name), Korean "…기 전에" and
        // "후에", Chinese "分钟前" and "分钟后" (so many minutes before, after): Bitwarden's Japanese "続行した後に、インターネット
        // に接続してください。" for "Please connect to the internet before continuing.", Wikipedia's Korean "편집한 후에 읽어
        // 주십시오" for "Please read before editing", ownCloud's Chinese "30 分钟前" for "After 30 minutes".)
        "before": ["早於", "早于", "之前", "前面", "قبل", "る前に", "す前に", "く前に", "う前に", "つ前に", "む前に", "ぐ前に", "の前に", "기 전에",
                   "分钟前", "分鐘前"],
        "after": ["晚於", "晚于", "之後", "之后", "后面", "後面", "بعد", "た後に", "た後で", "だ後に", "だ後で", "の後に", "の後で", "후에",
                  "分钟后", "分鐘後", "分钟後"],
        // (Arabic's verbal nouns and imperative, "إظهار", "أظهر", and "إخفاء": Bitwarden's "…إظهار النص…", show
        // the text, for "…hide the text by default"; Hindi's "दिखाएं" and "छिपाएं", read without their vowel marks.)
        "show": ["显示", "顯示", "表示", "표시", "보이", "إظهار", "اظهار", "أظهر", "दिखाएं", "दिखाएँ"],
        "hide": ["隐藏", "隱藏", "非表示", "숨기", "숨김", "إخفاء", "اخفاء", "छिपाएं", "छुपाएं"],
        // (Thai "ล็อค", "ล็อก" and "ปลดล็อค", release the lock: ownCloud's "ล็อค %@" for "Unlock %@".)
        "lock": ["ロック", "锁定", "鎖定", "上锁", "上鎖", "قفل", "ล็อค", "ล็อก"],
        "unlock": ["ロック解除", "ロックを解除", "ロックの解除", "アンロック", "解锁", "解鎖", "解除锁定", "解除鎖定", "إلغاء القفل", "إلغاء قفل", "ألغ قفل", "ألغ القفل", "فتح القفل", "فتح قفل", "فك القفل", "فك قفل",
                   "ปลดล็อค", "ปลดล็อก"],
        // (Nextcloud's Simplified Chinese "无法复制文件…", cannot copy, for "Unable to move file…".)
        "move": ["移动", "移動", "이동"], "copy": ["复制", "複製", "拷贝", "コピー", "복사"],
        // (Wikipedia's Arabic "فرز حسب الأحدث", newest, for "Sort by oldest".)
        "oldest": ["أقدم", "اقدم"], "newest": ["أحدث", "احدث"],
        // (German and Hebrew write "upload" and "download" in words of their own; Hindi, Bengali,
        // Gujarati, Thai and Persian as loanwords in their letters: Wikipedia's Hindi "केवल वाई-फाई
        // पर ही अपलोड करें" for "Download only over Wi-Fi".)
        "upload": ["업로드", "アップロード", "上传", "上傳", "hochlad", "hochgelad", "העלא", "העלת", "להעלות", "הועל",
                   "अपलोड", "আপলোড", "અપલોડ", "อัปโหลด", "อัพโหลด", "آپلود"],
        "download": ["다운로드", "ダウンロード", "下载", "下載", "herunterlad", "heruntergelad", "הורד", "להוריד",
                     "डाउनलोड", "ডাউনলোড", "ડાઉનલોડ", "ดาวน์โหลด", "دانلود"],
    ]

    /// Spellings that show a language's habit but judge no text, where ``scriptSpellings`` of a
    /// pair are its words: Chinese's and Japanese's "前" and "後" alone. Home Assistant's
    /// Traditional Chinese writes "after" as "於執行後…", "…5 分鐘後…", so its "結束時間必須在開始時間之前"
    /// (之前, before) for "The end must be after the start" stands against its habit; but "后" alone
    /// says "then" ("然后"), and "请连接因特网后再继续", connect and then go on, is a right
    /// "Please connect to the internet before continuing.".
    static let habitSpellings: [String: [String]] = ["before": ["前"], "after": ["後", "后"]]

    /// The label of a text holding one of `word`'s ``habitSpellings``.
    static func habitLabel(_ word: String) -> String { "\u{1}\u{2}" + word }

    /// Words whose texts are not judged by spellings, though their opposites' are: a text saying
    /// "lock" may name what unlocks (ownCloud's Thai "รหัสปลดล็อค", the unlocking code, for
    /// "Passcode Lock").
    static let spelledOpposingOnly: Set<String> = ["lock"]

    /// Words a language may write as their opposite negated ("hide": Japanese "表示しない", not show).
    static let writtenAsOppositeNegated: Set<String> = ["hide", "disable", "deny", "decline", "exclude", "offline", "stop"]

    /// ``scriptSpellings`` as pieces, longest first, with the word each spells: a longer one
    /// holding a shorter ("ロック解除", unlock, holds "ロック", lock; "非表示", hide, holds
    /// "表示", show) is taken out of the text before the shorter is looked for.
    /// (Without their vowel marks, as the texts are read: Hindi "अपलोड" as "अपलड".)
    static let spellingPieces: [(piece: String, word: String)] = scriptSpellings.flatMap { word, pieces in
        pieces.map { (piece: LanguageWords.withoutMarks($0), word: word) }
    }.sorted { ($0.piece.count, $1.piece) > ($1.piece.count, $0.piece) }

    /// The first letters of ``spellingPieces``.
    static let spellingFirstLetters = Set(spellingPieces.map { $0.piece.unicodeScalars.first! })

    /// The words of ``scriptSpellings`` a text spells (lowercased, without vowel marks: Arabic
    /// "ألغِ قفل"), each piece taken out once found.
    static func spelledWords(_ text: String) -> Set<String> { Set(spellingCounts(text).keys) }

    /// How many times a text writes a spelling of each word of ``scriptSpellings`` it spells, a
    /// longer piece holding a shorter taken out first ("ロック解除", unlock, holds "ロック", lock).
    /// (Only pieces whose first letter the text holds are looked for: most texts hold none.)
    static func spellingCounts(_ text: String) -> [String: Int] {
        var rest = LanguageWords.withoutMarks(text.lowercased()), found: [String: Int] = [:]
        let letters = Set(rest.unicodeScalars.filter { spellingFirstLetters.contains($0) })
        guard !letters.isEmpty else { return [:] }
        for (piece, word) in spellingPieces where letters.contains(piece.unicodeScalars.first!) && rest.contains(piece) {
            found[word, default: 0] += rest.components(separatedBy: piece).count - 1
            rest = rest.replacingOccurrences(of: piece, with: " ")
        }
        return found
    }

    /// Whether a negation of the language stands in the twelve letters before or after one of
    /// `word`'s ``scriptSpellings`` in `text` (Korean "온라인이 아닌", not online; Chinese
    /// "不会在…显示", will not show).
    static func negated(near word: String, in text: String, _ negation: NegationWords) -> Bool {
        (scriptSpellings[word] ?? []).contains { spelling in
            text.ranges(of: spelling).contains { range in
                negation.count(String(text[..<range.lowerBound].suffix(12))) > 0 || negation.count(String(text[range.upperBound...].prefix(12))) > 0
            }
        }
    }

    /// The label a text holding one of `word`'s ``scriptSpellings`` carries among its loanword
    /// starts (no loanword start has a control character).
    static func spellingLabel(_ word: String) -> String { "\u{1}" + word }

    /// One `placeholderMismatch` per short translation holding a loanword of the opposite of
    /// its source's word (see the extension's comment).
    func oppositeLoanwordsWithin(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        // (one, other, their loanword starts or spelling labels, whether by fixed spellings)
        let pairs = Self.oppositePairs.compactMap { one, other -> (String, String, String, String, Bool)? in
            guard !Self.oppositesBySpellingOnly.contains(one), let oneForm = Self.loanwordForm(one), let otherForm = Self.loanwordForm(other) else { return nil }
            let (oneStart, otherStart) = (String(oneForm.prefix(6)), String(otherForm.prefix(6)))
            return oneStart == otherStart || oneStart.hasPrefix(otherStart) || otherStart.hasPrefix(oneStart) ? nil : (one, other, oneStart, otherStart, false)
        } + Self.oppositePairs.compactMap { one, other -> (String, String, String, String, Bool)? in
            Self.scriptSpellings[one] != nil && Self.scriptSpellings[other] != nil && !Self.spelledOpposingOnly.contains(one)
                ? (one, other, Self.spellingLabel(one), Self.spellingLabel(other), true) : nil
        }
        let index = Self.keysBySourceWord(source, most: Self.mostOppositeTextsJudged, only: Set(pairs.flatMap { [$0.0, $0.1] }), textsOnly: false)
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        // A text's loanword starts (six letters of each word's loanword form), each word's read once.
        var known: [String: String?] = [:], spelledWords: [String: Set<String>] = [:]
        func starts(_ text: String) -> Set<String> {
            // (Words of five Latin letters at least: a loanword form has five; other scripts have none.)
            let found = Set(Self.lowercasedWords(text).compactMap { word -> String? in
                guard word.unicodeScalars.count >= 5, word.unicodeScalars.first!.value < 0x250 else { return nil }
                if let start = known[word] { return start }
                let start = Self.loanwordForm(word).map { String($0.prefix(6)) }
                known[word] = start
                return start
            })
            if let spelled = spelledWords[text] { return found.union(spelled) }
            var spelled = Set(Self.spelledWords(text).map(Self.spellingLabel))
            for (word, pieces) in Self.habitSpellings where pieces.contains(where: text.containsUTF8) { spelled.insert(Self.habitLabel(word)) }
            spelledWords[text] = spelled
            return found.union(spelled)
        }
        var findings: [CatalogFinding] = []
        for (one, other, oneStart, otherStart, spelled) in pairs {
            // The texts saying the one word and not the other (nor another form of it), eight words at most.
            // (Twenty words for a fixed spelling, which says one thing wherever it stands: Mastodon's Chinese
            // "请禁用照片库访问权限以保存照片。" for "Please enable the photo library access permission to save the photo.";
            // ownCloud's Korean "현재 온라인이며…", online, for "Couldn't resolve a private link since you are offline and…".)
            let most = spelled ? Self.mostOppositeSentenceWords + 4 : Self.mostOppositeTextWords
            let keys = (index[one] ?? []).filter { key in
                guard let text = Self.comparedText(source[key]!.value) else { return false }
                let words = Self.lowercasedWords(text)
                // (Nor a form of the other not starting as it: "Show hidden folders"; except for fixed spellings, which
                // write "hidden" otherwise than "hide": Nextcloud's Japanese "隠しファイルを非表示", hide hidden files, for
                // "Show hidden files", where its other texts write "隠しファイルを表示".)
                let forms = spelled ? [] : Self.formsNotStartingAsTheWord[other] ?? []
                return words.count <= most && !words.contains { $0.hasPrefix(other) || forms.contains($0) }
            }
            guard keys.count >= 2 else { continue }
            for language in languages {
                guard let translated = strings[language] else { continue }
                let texts = keys.compactMap { key -> (key: String, string: CatalogString, text: String, starts: Set<String>)? in
                    guard let string = translated[key], string.value != source[key]!.value, let text = Self.comparedText(string.value) else { return nil }
                    return (key, string, text, starts(text))
                }
                // (A habit's spelling of the one word counts as its spelling, never as the other's: ``habitSpellings``.)
                let oneHabit = spelled ? Self.habitLabel(one) : oneStart
                for (key, string, text, held) in texts where held.contains(otherStart) && !held.contains(oneStart) && !held.contains(oneHabit) {
                    // (The language's other texts saying the one word: one at least holds its loanword, none the other's.)
                    let others = texts.filter { $0.key != key }
                    guard others.contains(where: { $0.starts.contains(oneStart) || $0.starts.contains(oneHabit) }),
                          !others.contains(where: { $0.starts.contains(otherStart) }) else { continue }
                    // (Not where a word a language may write as its opposite negated stands in a translation
                    // negating more than its source: Japanese "表示しない", not show, for "Hide".)
                    // (In a longer text, only where a negation stands near the other's spelling too: ownCloud's Korean
                    // "현재 온라인이며 … 비공개 링크를…" for "…since you are offline…" counts "비" of "비공개", private; Mastodon's Chinese
                    // "…将不会在你的主页时间线中显示…", will not show, is right for "…hide them in your Following feed…".)
                    if Self.writtenAsOppositeNegated.contains(one), let negation = NegationWords.of(language) {
                        let sourceText = Self.comparedText(source[key]!.value) ?? ""
                        if negation.count(text) > NegationWords.count(english: sourceText),
                           Self.lowercasedWords(sourceText).count <= Self.mostOppositeTextWords + 4 || Self.negated(near: other, in: text, negation) { continue }
                    }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                        detail: spelled
                            ? "\"\(text)\" holds \(language)'s word for \"\(other)\" and not its word for \"\(one)\", which the source says (\"\(source[key]!.value.displayText)\") "
                                + "and \(language)'s other translations of such texts write: the opposite's word"
                            : "\"\(text)\" holds a loanword of \"\(other)\" and none of \"\(one)\", which the source says (\"\(source[key]!.value.displayText)\") "
                                + "and \(language) writes as a loanword in its other translations of such texts: the opposite's word",
                        location: string.location.description, appleKey: string.key))
                }
            }
        }
        return findings
    }
}
