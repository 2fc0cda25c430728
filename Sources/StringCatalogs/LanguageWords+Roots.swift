/// A word's root where a language writes it in many forms a stem of five letters tells apart:
/// Arabic writes "empty" as "فارغ", "فارغة", "فارغًا" and "فارغاً" (a vowel mark, a case
/// ending, the feminine's "ة") and with its article ("التنزيل", "بالتنزيل"). The root is
/// the word without its vowel marks and its Arabic article ("ال", "بال": three letters at
/// least left), cut to four letters, and a verbal noun of the form "تفعيل" cut to the three
/// letters of its verb ("تعطيل", "عطّل": "عطل"), a verb of the form "أفعل" and its noun "إفعال"
/// to their three ("أظهر", "إظهار": "ظهر"; "أخف", "إخفاء": "خفي"); in other scripts, the word's first four letters (Russian
/// "пустым", "пустой", "пуста": "пуст"), in Greek without accents and a vowel fourth
/// (``greekRoot(_:)``).
extension LanguageWords {
    /// Whether a language's words are compared by their roots where it has no stem for a
    /// word: Arabic, Persian and Urdu write articles and prepositions onto their words.
    static func writesRoots(_ language: String) -> Bool { ["ar", "fa", "ur"].contains(LanguageFallback.base(language)) }

    /// A word's root (see the extension's comment).
    static func root(_ word: String) -> String {
        var letters = withoutMarks(word)
        // (The article, with a preposition or conjunction before it: "بالتنزيل", "للتنزيل".)
        for article in ["ال", "بال", "وال", "فال", "كال", "لل"] where letters.count >= article.count + 3 && letters.hasPrefix(article) {
            letters.removeFirst(article.count)
            break
        }
        // (Arabic's verbal noun of a doubled verb, "تفعيل", and the verb itself, "فعّل", one root: Element X's
        // "disable" is "تعطيل" in three texts, "عطّل" in two.)
        let scalars = Array(letters.unicodeScalars)
        if scalars.count == 5, scalars[0] == "\u{062A}", scalars[3] == "\u{064A}" { return String(String.UnicodeScalarView([scalars[1], scalars[2], scalars[4]])) }
        // (And a verb of the form "أفعل", its verbal noun "إفعال" and, of a weak last letter, "أفعى", "أفعِ", "إفعاء": Wikipedia's
        // "show" is "إظهار" in five texts, "أظهر" in four; its "hide" "أخف" in three, "إخفاء" in one.)
        if scalars.count == 5, scalars[0] == "\u{0625}", scalars[3] == "\u{0627}" { return weakRoot(scalars[1], scalars[2], scalars[4]) }
        if scalars.count == 4, scalars[0] == "\u{0623}" { return weakRoot(scalars[1], scalars[2], scalars[3]) }
        if scalars.count == 3, scalars[0] == "\u{0623}" { return weakRoot(scalars[1], scalars[2], "\u{064A}") }
        if let greek = greekRoot(letters) { return greek }
        return String(letters.prefix(4))
    }

    /// A Greek word's root: without its accents, cut to four letters, to three where the
    /// fourth is a vowel (its ending: Nextcloud's "empty" is "κενό", "κενή", "κενός": "κεν").
    static func greekRoot(_ word: String) -> String? {
        guard let first = word.unicodeScalars.first, (0x0370...0x03FF).contains(first.value) else { return nil }
        let letters = Array(String(String.UnicodeScalarView(word.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            !(0x0300...0x036F).contains($0.value) })).prefix(4))
        return String(letters.count == 4 && "αεηιουω".contains(letters[3]) ? letters.prefix(3) : letters[...])
    }

    /// Whether two roots (``root(_:)``) are one word's: equal, or Arabic roots of four letters
    /// alike but for a first letter that marks a verb's person or a participle ("يمكن", can,
    /// and "ممكن", possible: Nextcloud's "يمكن نقل مجلد…" for "It is not possible to move…").
    static func sameRoot(_ one: String, _ other: String) -> Bool {
        guard one != other else { return true }
        let prefixes: Set<Unicode.Scalar> = ["\u{064A}", "\u{0645}", "\u{062A}", "\u{0646}"]
        let (a, b) = (Array(one.unicodeScalars), Array(other.unicodeScalars))
        guard a.count == 4, b.count == 4, prefixes.contains(a[0]), prefixes.contains(b[0]), (0x0620...0x064A).contains(a[1].value) else { return false }
        return a[1...] == b[1...]
    }

    /// Three letters as a root, a weak last one (hamza "ء", alif maksura "ى") written "ي".
    static func weakRoot(_ first: Unicode.Scalar, _ second: Unicode.Scalar, _ third: Unicode.Scalar) -> String {
        String(String.UnicodeScalarView([first, second, third == "\u{0621}" || third == "\u{0649}" ? "\u{064A}" : third]))
    }

    /// A text without its combining marks (Arabic vowel marks: "فارغاً" → "فارغا").
    static func withoutMarks(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !($0.value >= 0x300 && $0.isJoiningMark) }))
    }

    /// The Chinese characters (Han) of a text, each alone (``CatalogChecker/hanCharacters(_:)``'s).
    static func hanCharacters(_ text: String) -> Set<String> { Set(CatalogChecker.hanCharacters(text).map { String($0) }) }

    /// The roots of a text's words.
    static func roots(_ text: String) -> Set<String> { Set(CatalogChecker.lowercasedWords(text).map(root)) }

    /// The root `language` writes for the source word `word`, its translations of `except`
    /// left out: the root `share` of its translations of texts holding the word hold (two in
    /// three unless told; four at least), and its other texts (the sample ``stem(for:in:_:except:fewest:share:)``
    /// counts on) a third as often at most; nil where none is.
    /// With `characters`, a Chinese or Japanese character (``hanCharacters(_:)``) instead: Nextcloud's Japanese
    /// "empty" is 空 ("空にできません", "空ではありません").
    mutating func root(for word: String, in language: String, _ translated: [String: CatalogString], except: Set<String>,
                       share: (Int, Int) = (2, 3), characters: Bool = false) -> String? {
        let roots = characters ? Self.hanCharacters : Self.roots, shortest = characters ? 1 : 3
        _ = stem(for: word, in: language, translated, except: except)
        let witnessing = (keysByWord?[word] ?? []).filter { !except.contains($0) }
        let texts = { (key: String) -> String? in
            guard case let .text(text)? = translated[key]?.value, let original = source[key], original.translatable, translated[key]!.value != original.value else { return nil }
            return text
        }
        let witnessRoots = witnessing.compactMap(texts).map(roots)
        guard witnessRoots.count >= Self.fewestWitnesses else { return nil }
        var held: [String: Int] = [:]
        for found in witnessRoots { for root in found where root.count >= shortest { held[root, default: 0] += 1 } }
        let witnessed = Set(witnessing)
        let others = (samples[language] ?? []).filter { !witnessed.contains($0) }.compactMap(texts).map(roots)
        return held.filter { $0.value * share.1 >= witnessRoots.count * share.0 }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first { root, count in
            !others.isEmpty && others.count { $0.contains(root) } * 3 * witnessRoots.count <= count * others.count
        }?.key
    }
}
