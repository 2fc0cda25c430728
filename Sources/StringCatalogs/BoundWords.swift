/// The words a language bounds a number or a time with, from below ("at least", "or later",
/// "no earlier than": German "mindestens", "frühestens") or from above ("at most", "no later
/// than", "less than": "höchstens", "spätestens"), for ``CatalogChecker/reversedBounds(_:_:)``.
/// A phrase is a list of words, each matched whole or, written with a trailing "*", as a
/// word start ("maxim*": "maximal", "maximale"), or as "_", any one word ("can t _ more
/// than": "You can't add more than %d attachments"); scripts written without spaces are matched
/// as pieces of the text. At each word the longest phrase starting there is taken and its
/// words are read once, so "nicht mehr als" (at most) is not read as "mehr als" (more than).
struct BoundWords: Sendable {
    /// Which way a phrase bounds.
    enum Direction: Sendable { case lower, upper }

    /// Pieces of text (unspaced scripts), longest first; empty for a spaced script.
    let pieces: [(piece: String, direction: Direction)]

    /// Phrases by their first word, where it is matched whole; those starting with a word
    /// start ("maxim*"); each list longest first.
    private let byFirstWord: [String: [(words: [String], direction: Direction)]]
    private let startingWithAWordStart: [(words: [String], direction: Direction)]

    init(lower: [String], upper: [String], unspaced: Bool = false) {
        let all = lower.map { ($0, Direction.lower) } + upper.map { ($0, Direction.upper) }
        pieces = unspaced ? all.sorted { $0.0.count > $1.0.count }.map { (piece: $0.0, direction: $0.1) } : []
        // Phrases as word patterns (spaced scripts), longest first.
        let phrases = unspaced ? [] : all.map { (words: $0.0.split(separator: " ").map(String.init), direction: $0.1) }.sorted { $0.words.count > $1.words.count }
        byFirstWord = Dictionary(grouping: phrases.filter { !$0.words[0].hasSuffix("*") }, by: { $0.words[0] })
        startingWithAWordStart = phrases.filter { $0.words[0].hasSuffix("*") }
    }

    /// The bounds a text says, with what is left of it once their words are taken out (to
    /// tell a negation of its own from a bound's: "nicht mehr als").
    func bounds(in text: String) -> (found: [(phrase: String, direction: Direction)], rest: String) {
        guard !pieces.isEmpty else { return spacedBounds(in: text) }
        // (By bytes: each piece's occurrences not inside a longer one's, blanked.)
        var bytes = Array(text.utf8), found: [(phrase: String, direction: Direction)] = []
        for (piece, direction) in pieces {
            let wanted = Array(piece.utf8), starts = bytes.occurrences(of: wanted)
            guard !starts.isEmpty else { continue }
            found.append((piece, direction))
            for start in starts { bytes.replaceSubrange(start..<start + wanted.count, with: repeatElement(0x20, count: wanted.count)) }
        }
        return (found, String(decoding: bytes, as: UTF8.self))
    }

    private func spacedBounds(in text: String) -> (found: [(phrase: String, direction: Direction)], rest: String) {
        let words = CatalogChecker.lowercasedWords(text)
        var found: [(phrase: String, direction: Direction)] = [], rest: [String] = []
        // (Left to right, the longest phrase starting at each word: one lookup per word.)
        var index = 0
        while index < words.count {
            let whole = byFirstWord[words[index]] ?? []
            let candidates = whole.isEmpty ? startingWithAWordStart : (whole + startingWithAWordStart).sorted { $0.words.count > $1.words.count }
            let match = candidates.first { pattern, _ in
                index + pattern.count <= words.count && pattern.indices.allSatisfy { Self.matches(words[index + $0], pattern[$0]) }
            }
            if let (pattern, direction) = match {
                found.append((words[index..<index + pattern.count].joined(separator: " "), direction))
                index += pattern.count
            } else {
                rest.append(words[index])
                index += 1
            }
        }
        return (found, rest.joined(separator: " "))
    }

    private static func matches(_ word: String, _ pattern: String) -> Bool {
        if pattern == "_" { return true }
        return pattern.utf8.last == UInt8(ascii: "*") ? word.utf8.starts(with: pattern.utf8.dropLast()) : word == pattern
    }

    /// A language's words (by base subtag), nil for languages not listed.
    static func of(_ language: String) -> BoundWords? { table[LanguageFallback.base(language)] }

    /// English's, read in source texts ("or older" is not one: an age's lower bound, a
    /// version's upper; "limit" too: "There is a limit of %d articles…
    /// collections with more than this limit…" bounds both ways, and is not judged).
    static let english = BoundWords(
        lower: ["at least", "minimum", "or more", "or later", "or newer", "or higher", "or above", "at the earliest", "no earlier than",
                "not earlier than", "no sooner than", "not before", "no less than", "no fewer than", "not less than", "more than", "greater than",
                "larger than", "bigger than", "longer than", "can t be shorter than", "cannot be shorter than", "can t be less than",
                "cannot be less than", "must not be shorter than", "must not be less than", "can t _ fewer than", "cannot _ fewer than",
                "can t _ less than", "cannot _ less than"],
        upper: ["at most", "maximum", "or less", "or fewer", "or earlier", "or lower", "or below", "at the latest", "no later than",
                "not later than", "not after", "no more than", "not more than", "less than", "fewer than", "smaller than", "shorter than", "up to", "limit",
                "limits", "limited", "can t be longer than", "cannot be longer than", "can t be more than", "cannot be more than", "can t exceed",
                "cannot exceed", "must not exceed", "must not be longer than", "must not be more than", "can t _ more than", "cannot _ more than"])

    private static let danish = BoundWords(
        lower: ["mindst", "minimum", "minim*", "mere end", "flere end", "eller senere", "eller nyere", "eller højere", "tidligst", "ikke tidligere end"],
        upper: ["højst", "maksim*", "maxim*", "mindre end", "færre end", "eller tidligere", "eller lavere", "senest", "ikke senere end", "ikke mere end"])
    private static let norwegian = BoundWords(
        lower: ["minst", "minimum", "minim*", "mer enn", "flere enn", "eller senere", "eller nyere", "eller høyere", "tidligst", "ikke tidligere enn"],
        upper: ["høyst", "maksim*", "mindre enn", "færre enn", "eller tidligere", "eller lavere", "senest", "ikke senere enn", "ikke mer enn"])

    private static let table: [String: BoundWords] = [
        "de": BoundWords(
            lower: ["größer als", "länger als", "mindestens", "minim*", "frühestens", "wenigstens", "zumindest", "mehr als", "oder später", "oder neuer", "oder höher",
                    "nicht weniger als", "nicht früher als", "nicht vor"],
            upper: ["kleiner als", "kürzer als", "höchstens", "maxim*", "spätestens", "nicht mehr als", "weniger als", "oder früher", "oder niedriger",
                    "nicht später als", "nicht nach"]),
        "nl": BoundWords(
            lower: ["groter dan", "langer dan", "minstens", "ten minste", "tenminste", "minim*", "op zijn minst", "meer dan", "of later", "of nieuwer", "of hoger",
                    "niet eerder dan", "op zijn vroegst", "vroegst"],
            upper: ["kleiner dan", "korter dan", "hoogstens", "ten hoogste", "maxim*", "op zijn meest", "minder dan", "of eerder", "of lager",
                    "niet later dan", "uiterlijk", "op zijn laatst", "niet meer dan"]),
        "sv": BoundWords(
            lower: ["större än", "längre än", "minst", "åtminstone", "minim*", "mer än", "fler än", "eller senare", "eller nyare", "eller högre", "tidigast", "inte tidigare än"],
            upper: ["kortare än", "högst", "maxim*", "som mest", "mindre än", "färre än", "eller tidigare", "eller lägre", "senast",
                    "inte senare än", "inte mer än"]),
        "da": danish, "nb": norwegian, "no": norwegian, "nn": norwegian,
        "fi": BoundWords(
            lower: ["vähintään", "minimi*", "tai uudempi", "tai myöhempi", "aikaisintaan", "enemmän kuin"],
            upper: ["enintään", "korkeintaan", "maksimi*", "viimeistään", "vähemmän kuin"]),
        "fr": BoundWords(
            lower: ["supérieur* à", "au moins", "au minimum", "minim*", "au plus tôt", "pas avant", "plus de", "ou plus", "ou ultérieur*", "ou supérieur*",
                    "ou plus récent*", "pas moins de"],
            upper: ["inférieur* à", "au plus", "au maximum", "maxim*", "au plus tard", "pas plus de", "moins de", "ou moins", "ou antérieur*", "ou inférieur*",
                    "pas après"]),
        "es": BoundWords(
            lower: ["mayor* que", "mayor* de", "al menos", "por lo menos", "como mínimo", "mínim*", "más de", "o más", "o posterior*", "o superior*", "o más reciente",
                    "no antes", "no menos de"],
            upper: ["menor* que", "menor* de", "como máximo", "máxim*", "a lo sumo", "menos de", "o menos", "o anterior*", "o inferior*", "no más tarde", "no después",
                    "no más de", "como mucho"]),
        "pt": BoundWords(
            lower: ["maior* que", "maior* do que", "pelo menos", "no mínimo", "mínim*", "ao menos", "mais de", "ou mais", "ou posterior*", "ou superior*", "ou mais recente",
                    "não antes", "não menos de"],
            upper: ["menor* que", "menor* do que", "no máximo", "máxim*", "menos de", "ou menos", "ou anterior*", "ou inferior*", "não depois", "não mais tarde", "não mais de",
                    "o mais tardar"]),
        "it": BoundWords(
            lower: ["maggior* di", "almeno", "minim*", "più di", "o più", "o successiv*", "o superior*", "non prima", "non meno di"],
            upper: ["minor* di", "al massimo", "massim*", "non più di", "meno di", "o meno", "o precedent*", "o inferior*", "non oltre", "non dopo"]),
        "pl": BoundWords(
            lower: ["większ* niż", "dłuższ* niż", "co najmniej", "przynajmniej", "minimum", "minimaln*", "więcej niż", "lub nowsz*", "lub późniejsz*", "nie wcześniej",
                    "najwcześniej", "nie mniej niż"],
            upper: ["mniejsz* niż", "krótsz* niż", "co najwyżej", "najwyżej", "maksymaln*", "maksimum", "mniej niż", "lub wcześniejsz*", "nie później",
                    "najpóźniej", "nie więcej niż"]),
        "cs": BoundWords(
            lower: ["větší než", "delší než", "alespoň", "nejméně", "minimáln*", "minimum", "více než", "nebo novější", "nebo vyšší", "nejdříve", "ne dříve", "ne méně než"],
            upper: ["menší než", "kratší než", "nanejvýš", "nejvýše", "maximáln*", "maximum", "méně než", "nebo nižší", "nejpozději", "ne později", "ne více než"]),
        "sk": BoundWords(
            lower: ["aspoň", "najmenej", "minimáln*", "viac ako", "najskôr"],
            upper: ["najviac", "maximáln*", "menej ako", "najneskôr"]),
        "ru": BoundWords(
            lower: ["больше чем", "более чем", "свыше", "не менее", "не меньше", "не ниже", "как минимум", "минимум", "минимальн*", "хотя бы", "по крайней мере", "или новее", "или выше",
                    "или позднее", "или позже", "не ранее", "не раньше", "самое раннее", "не короче"],
            upper: ["меньше чем", "менее чем", "не более", "не больше", "не выше", "максимум", "максимальн*", "как максимум", "или ниже", "или ранее", "не позднее",
                    "не позже", "самое позднее", "не длиннее"]),
        "uk": BoundWords(
            lower: ["понад", "більше ніж", "більш ніж", "більше за", "щонайменше", "принаймні", "не менше", "не нижче", "мінімум", "мінімальн*", "або новіш*", "або вище", "або пізніше", "не раніше", "не коротше"],
            upper: ["менше ніж", "менш ніж", "менше за", "не більше", "не вище", "щонайбільше", "максимум", "максимальн*", "або нижче", "або раніше", "не пізніше", "не довше"]),
        "tr": BoundWords(
            lower: ["en az", "asgari", "minimum", "en erken", "veya üzeri", "veya daha yeni", "veya sonrası"],
            upper: ["en fazla", "en çok", "azami", "maksimum", "en geç", "veya altı", "veya öncesi"]),
        "hu": BoundWords(
            lower: ["legalább", "minimum", "minimális*", "vagy újabb", "vagy magasabb", "legkorábban"],
            upper: ["legfeljebb", "legföljebb", "maximum", "maximális*", "legkésőbb"]),
        "ja": BoundWords(lower: ["以上", "少なくとも", "最低", "最小", "以降"], upper: ["以下", "最大", "未満", "以前", "までに"], unspaced: true),
        "zh": BoundWords(lower: ["至少", "最少", "最低", "以上", "或更高", "或更新", "不少于", "不少於", "不早于", "不早於", "不能少于", "不能少於", "不得少于",
                                 "不能低于", "不能短于"],
                         upper: ["最多", "至多", "最大", "以下", "不超过", "不超過", "不多于", "不晚于", "不晚於", "或更低", "或更早", "少于", "少於",
                                 "不能超过", "不能超過", "不得超过", "不能多于", "不能长于"],
                         unspaced: true),
        "ko": BoundWords(lower: ["이상", "최소", "적어도"], upper: ["이하", "최대", "미만"], unspaced: true),
        // (Thai's "not less than", "not more than" are longer pieces than "less than", "more than", read first.)
        "th": BoundWords(lower: ["อย่างน้อย", "ขั้นต่ำ", "ต่ำสุด", "มากกว่า", "ไม่น้อยกว่า", "ไม่ต่ำกว่า", "หรือใหม่กว่า", "หรือสูงกว่า"],
                         upper: ["สูงสุด", "ไม่เกิน", "อย่างมาก", "น้อยกว่า", "ไม่มากกว่า", "ไม่เกินกว่า", "หรือเก่ากว่า", "หรือต่ำกว่า"],
                         unspaced: true),
        "hi": BoundWords(lower: ["कम से कम", "न्यूनतम", "से अधिक", "से ज़्यादा", "से ज्यादा", "या नया", "या नए", "या उच्चतर"],
                         upper: ["अधिक से अधिक", "ज़्यादा से ज़्यादा", "ज्यादा से ज्यादा", "अधिकतम", "से कम", "या पुराना", "या पुराने"]),
        "ar": BoundWords(
            lower: ["على الأقل", "كحد أدنى", "بحد أدنى", "الحد الأدنى", "أكثر من", "أو أحدث", "أو أعلى", "لا يقل عن", "لا تقل عن", "لا يقل", "لا تقل"],
            upper: ["على الأكثر", "كحد أقصى", "بحد أقصى", "الحد الأقصى", "أقل من", "أو أقدم", "أو أدنى", "لا يزيد عن", "لا تزيد عن", "لا يزيد", "لا تزيد",
                    "لا يتجاوز", "لا تتجاوز"]),
        "fa": BoundWords(
            lower: ["حداقل", "دست کم", "کمینه", "بیش از", "بیشتر از", "یا بالاتر", "یا جدیدتر", "نباید کمتر از"],
            upper: ["حداکثر", "بیشینه", "کمتر از", "یا پایین‌تر", "یا قدیمی‌تر", "نباید بیش از", "نباید بیشتر از"]),
        "he": hebrew, "iw": hebrew,
        "ca": BoundWords(
            lower: ["almenys", "com a mínim", "mínim*", "més de", "o superior", "o posterior", "no abans"],
            upper: ["com a màxim", "com a molt", "màxim*", "menys de", "o inferior", "o anterior", "no després"]),
        "el": BoundWords(
            lower: ["τουλάχιστον", "ελάχιστ*", "περισσότερ* από", "ή νεότερ*", "ή μεταγενέστερ*", "ή υψηλότερ*"],
            upper: ["το πολύ", "μέγιστ*", "λιγότερ* από", "ή παλαιότερ*", "ή χαμηλότερ*"]),
        "ro": BoundWords(
            lower: ["cel puțin", "cel putin", "minim*", "mai mult de", "sau mai nou*", "sau mai recent*", "sau mai mare"],
            upper: ["cel mult", "maxim*", "mai puțin de", "mai putin de", "sau mai vech*", "sau mai mic*"]),
        "hr": serboCroatian, "bs": serboCroatian, "sr": serboCroatian,
        "sl": BoundWords(
            lower: ["vsaj", "najmanj", "minimaln*", "več kot", "ali novejš*"],
            upper: ["največ", "maksimaln*", "manj kot", "ali starejš*"]),
        "bg": BoundWords(
            lower: ["поне", "най малко", "минимум", "минимал*", "повече от", "или по нов*"],
            upper: ["най много", "максимум", "максимал*", "по малко от", "или по стар*"]),
        "id": indonesian, "in": indonesian, "ms": indonesian,
        "vi": BoundWords(lower: ["ít nhất", "tối thiểu", "nhiều hơn", "trở lên"], upper: ["tối đa", "nhiều nhất", "ít hơn", "trở xuống"]),
        "lt": BoundWords(
            lower: ["bent", "mažiausiai", "minimal*", "daugiau nei", "daugiau kaip", "ne mažiau"],
            upper: ["daugiausiai", "daugiausia", "maksimal*", "mažiau nei", "mažiau kaip", "ne daugiau"]),
        "et": BoundWords(lower: ["vähemalt", "minimaal*", "rohkem kui"], upper: ["maksimaal*", "kõige rohkem", "vähem kui", "ülimalt"]),
        "lv": BoundWords(lower: ["vismaz", "minimāl*", "vairāk nekā", "ne mazāk"], upper: ["maksimāl*", "ne vairāk", "mazāk nekā", "ne vēlāk"]),
    ]

    private static let hebrew = BoundWords(
        lower: ["לפחות", "לכל הפחות", "מינימום", "מינימלי*", "יותר מ", "לא פחות מ", "לא לפני", "או חדשה יותר", "או חדש יותר", "או גבוהה יותר", "או גבוה יותר"],
        upper: ["לכל היותר", "מקסימום", "מקסימלי*", "פחות מ", "לא יותר מ", "לא יאוחר מ", "לא אחרי", "או ישנה יותר", "או ישן יותר", "או נמוכה יותר", "או נמוך יותר"])
    private static let serboCroatian = BoundWords(
        lower: ["najmanje", "barem", "minimal*", "više od", "ili noviji", "ili novija", "најмање", "барем", "минимал*", "више од", "или новији"],
        upper: ["najviše", "maksimal*", "manje od", "ili stariji", "највише", "максимал*", "мање од", "или старији"])
    private static let indonesian = BoundWords(
        lower: ["setidaknya", "paling sedikit", "sekurang kurangnya", "minimal", "minimum", "lebih dari", "atau lebih baru", "atau lebih tinggi"],
        upper: ["paling banyak", "maksimal", "maksimum", "kurang dari", "selambat lambatnya", "atau lebih lama", "atau lebih rendah"])
}
