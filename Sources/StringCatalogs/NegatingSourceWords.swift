/// Source words that negate nothing in English but that a language writes with one of its
/// negation words (``NegationWords``): "offline" is Greek "χωρίς σύνδεση" (without a
/// connection) and Arabic "في حالة عدم الاتصال" (in the absence of a connection). A text
/// saying "Article cannot be loaded while offline." negates twice there, so a translation
/// negating once lost one (Wikipedia's Arabic "يمكن تحميل المقالة في حالة عدم الاتصال."), for
/// ``CatalogChecker/lostNegations(_:_:)``.
///
/// A word is one where the language's translations of the texts saying it hold a negation
/// word nine times in ten (eight at least, of sources negating nothing), and of those that
/// also negate, one more than their sources nine times in ten (three at least, the text
/// judged left out): Arabic "لا يمكن تحميل المحتوى في وضع عدم الاتصال" for "Content cannot be
/// loaded when offline.". (Greek writes "offline" as "εκτός σύνδεσης", outside a connection,
/// in all but one text: not one of its words.)
struct NegatingSourceWords {
    /// The fewest translations of texts saying a word, negating nothing, that witness how a
    /// language writes it (a handful may all negate by chance).
    static let fewestWitnesses = 8
    /// Words of failure that languages list among their negations (Romanian "eroare", Latvian
    /// "neizdevās", failed): texts saying them witness nothing (their translations negate for
    /// the failure), so they are never the language's negated words either (a translation may
    /// say the failure and its negation in one: "A apărut o eroare la actualizarea…" for "There
    /// was an unknown error and the information couldn't be changed.").
    static let wordsOfFailure: Set<String> = ["error", "errors", "fail", "failed", "failure", "fails", "invalid", "unknown", "unable", "impossible",
                                               "without", "missing", "wrong"]
    /// The fewest translations of negating texts saying a word that witness one more negation.
    static let fewestNegatedWitnesses = 3
    /// Words shorter than this are never judged ("is", "the": they say nothing of their own).
    static let shortestWord = 4

    let source: [String: CatalogString]
    /// Per source word: the keys whose source holds it (``LanguageWords/keysByWord``).
    let keysByWord: [String: [String]]
    /// Per language and word: whether the language writes it with a negation in texts negating
    /// nothing, and its translations of negating texts saying it, each with whether it negates once more.
    private var known: [String: [String: (negating: Bool, negated: [(key: String, more: Bool)])]] = [:]
    /// Per key: how many times its source negates (English words of ``NegationWords``).
    private var sourceNegations: [String: Int] = [:]
    /// Per key: whether its source says a failure (``wordsOfFailure``).
    private var failures: [String: Bool] = [:]
    /// Per language and key: how many negation words its translation holds.
    private var translationNegations: [String: [String: Int]] = [:]

    init(source: [String: CatalogString], keysByWord: [String: [String]]) {
        self.source = source
        self.keysByWord = keysByWord
    }

    /// The words of `sourceWords` (the source of `key`, ``CatalogChecker/lowercasedWords(_:)``)
    /// that `language` writes with a negation, each time the text says one.
    mutating func words(of sourceWords: [String], key: String, language: String, _ translated: [String: CatalogString], negation: NegationWords) -> [String] {
        sourceWords.filter { word in
            guard word.count >= Self.shortestWord else { return false }
            let (negating, negated) = witnesses(word, language, translated, negation)
            let others = negated.filter { $0.key != key }
            return negating && others.count >= Self.fewestNegatedWitnesses && others.count(where: \.more) * 10 >= others.count * 9
        }
    }

    /// How `language` writes `word` (see the type's comment), read once per language and word.
    private mutating func witnesses(_ word: String, _ language: String, _ translated: [String: CatalogString],
                                    _ negation: NegationWords) -> (negating: Bool, negated: [(key: String, more: Bool)]) {
        if let cached = known[language]?[word] { return cached }
        var witnesses = 0, negating = 0, negated: [(key: String, more: Bool)] = []
        for key in keysByWord[word] ?? [] {
            // (Not a text saying a failure: its translation negates for that, Bitwarden's Latvian "…neizdevās, jo…" for
            // "…operation failed because…", in every one of its texts saying "because".)
            guard let original = source[key], case let .text(sourceText) = original.value, !saysAFailure(key, sourceText),
                  let string = translated[key], string.value != original.value, case let .text(text) = string.value else { continue }
            let times = negationsInEnglish(key, sourceText), found = negations(of: key, language, text, negation)
            if times > 0 {
                negated.append((key, found > times))
            } else {
                witnesses += 1
                if found > 0 { negating += 1 }
            }
        }
        let found = (witnesses >= Self.fewestWitnesses && negating * 10 >= witnesses * 9, negated)
        known[language, default: [:]][word] = found
        return found
    }

    /// How many negation words `language`'s translation `text` of `key` holds, read once per language and key.
    private mutating func negations(of key: String, _ language: String, _ text: String, _ negation: NegationWords) -> Int {
        if let cached = translationNegations[language]?[key] { return cached }
        let found = negation.count(text)
        translationNegations[language, default: [:]][key] = found
        return found
    }

    /// Whether the source of `key` says one of ``wordsOfFailure``, read once per key.
    private mutating func saysAFailure(_ key: String, _ sourceText: String) -> Bool {
        if let cached = failures[key] { return cached }
        let found = CatalogChecker.lowercasedWords(sourceText).contains(where: Self.wordsOfFailure.contains)
        failures[key] = found
        return found
    }

    /// How many times the source of `key` negates, read once per key.
    private mutating func negationsInEnglish(_ key: String, _ sourceText: String) -> Int {
        if let cached = sourceNegations[key] { return cached }
        let found = NegationWords.count(english: sourceText)
        sourceNegations[key] = found
        return found
    }
}
