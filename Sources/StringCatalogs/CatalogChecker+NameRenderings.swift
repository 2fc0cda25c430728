import Foundation

/// A name of the source written otherwise in one text of a language that writes it one way
/// in all its others: Wikipedia's Japanese "ウィキペディア・コモンズの注目の画像" (Wikipedia
/// Commons) for "Featured image from Wikimedia Commons", where its other texts naming
/// Wikimedia write "ウィキメディア"; Nextcloud's Japanese "あなたのネクストクラウドアカウント", the
/// name transliterated, where its other texts keep "Nextcloud".
///
/// A name is a capitalized word (four letters at least) of five source texts at least that
/// three in four of their translations in Latin letters keep (inflected, or with marks:
/// Polish "Wikimedii", Portuguese "Wikimédia")
/// (ten at least). A language's way of writing it is the longest run of letters (four at
/// least; spaces, dots and marks between left out: "ウィキメディア・コモンズ" and "ウィキメディア
/// コモンズ" are one) that all but one of its translations of those texts hold (five at least);
/// the one lacking it is a finding where it holds a near spelling of that run in its place
/// (a quarter of its letters apart, one at least) or, where the language keeps the name in
/// Latin letters, a new word in katakana (a run its other texts never write). A text that
/// phrases the name away holds neither, and is left alone.
extension CatalogChecker {
    /// The fewest translations of a language naming one name for its way of writing it.
    static let fewestTextsForARendering = 5

    /// The longest source text read for names (a label or a sentence or two).
    static let longestTextForARendering = 300

    /// The most names read per platform (those of the most texts first), the most texts per
    /// language and name (the first by key), the longest run of letters tried, and the most
    /// runs looked up per platform: a catalog of thousands of names, each in thousands of
    /// texts, is read in bounded time (a hostile one of 40 languages, 2,000 keys and 400
    /// names took minutes unbounded).
    static let mostNamesRendered = 64, mostTextsPerRendering = 32, longestRendering = 24, mostRunLookups = 200_000

    /// One `placeholderMismatch` per translation writing a name otherwise than its language's
    /// other texts do (see the extension's comment).
    func namesRenderedOtherwise(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        var keysByName: [String: [String]] = [:]
        for (key, string) in source.sorted(by: { $0.key < $1.key }) where string.translatable {
            guard case let .text(text) = string.value, text.utf8.count <= Self.longestTextForARendering else { continue }
            for name in Set(Self.capitalizedNames(text)) { keysByName[name, default: []].append(key) }
        }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        var findings: [CatalogFinding] = [], judged: Set<[String]> = [], lookups = 0
        let names = keysByName.filter { $0.value.count >= Self.fewestTextsForARendering }
            .sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.prefix(Self.mostNamesRendered)
        for (name, keys) in names {
            // Per language, its translations of the texts naming it.
            var byLanguage: [String: [(key: String, string: CatalogString, text: String)]] = [:]
            var latin = 0, keeping = 0
            let stem = String(name.lowercased().dropLast())
            for language in languages {
                guard let translated = strings[language] else { continue }
                for key in keys where (byLanguage[language]?.count ?? 0) < Self.mostTextsPerRendering {
                    guard let string = translated[key], string.value != source[key]!.value, case let .text(text) = string.value else { continue }
                    byLanguage[language, default: []].append((key, string, text))
                    if Self.writtenInLatin(text) {
                        latin += 1
                        // (Inflected or with marks too: Polish "Wikimedii", Portuguese "Wikimédia".)
                        if text.containsUTF8(name) || text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).containsUTF8(stem) { keeping += 1 }
                    }
                }
            }
            // (Three in four keep it in Latin letters; half, where nine in ten of a language's texts render it alike:
            // Wikipedia, 1,575 of 2,134, which many write "Vikipedi", "Wikipedija", "Vikipeedia".)
            guard latin >= 10, keeping * 2 >= latin else { continue }
            let kept = keeping * 4 >= latin * 3
            // (The name itself, or a run in another script: not the words around it, "o Element" of "o Element X".)
            let lowercasedName = name.lowercased()
            let renders = { (rendering: String) in
                rendering.containsUTF8(lowercasedName) || !rendering.unicodeScalars.contains(where: Self.isASCIILetter)
            }
            for language in languages {
                guard let texts = byLanguage[language], texts.count >= Self.fewestTextsForARendering else { continue }
                let letters = texts.map { Self.lettersOnly($0.text) }
                // (The one lacking it holds no four letters of it in a row: "pelement" holds the name.)
                guard lookups < Self.mostRunLookups else { continue }
                guard kept, let (rendering, index) = Self.renderingLackedByOne(letters, lookups: &lookups), renders(rendering) else {
                    // Else, where nine in ten of the texts read hold one run: the language's texts naming it
                    // (``mostTextsJudgedPerRendering`` at most) lacking it, with a near spelling in its place,
                    // where nine in ten of them hold it (Wikipedia's Japanese "ウィキメディアに接続できません…" for
                    // "Cannot connect to Wikipedia…", where 110 of its 122 texts naming it write "ウィキペディア",
                    // those left phrasing it away or in Latin letters).
                    findings += renderingsMisspelt(name: name, renders: renders, language: language, keys: keys, source: source, strings[language]!,
                                                   platform: catalog.platform, keeping: keeping, latin: latin, lookups: &lookups, judged: &judged)
                    continue
                }
                guard !Self.holdsFourLettersOf(rendering, letters[index]), judged.insert([texts[index].key, language]).inserted else { continue }
                let lacking = texts[index]
                let written: String?
                if let near = Self.nearRendering(of: rendering, in: letters[index]) {
                    written = near
                } else if rendering.unicodeScalars.allSatisfy(\.isASCII), let translated = strings[language] {
                    written = Self.newKatakanaWord(in: lacking.text, others: translated.compactMap { $0.key == lacking.key ? nil : Self.comparedText($0.value.value) })
                } else {
                    written = nil
                }
                guard let written else { continue }
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: lacking.key, language: language, platform: catalog.platform,
                    detail: "the name \"\(name)\" is written \"\(written)\" here, where \(language) writes it \"\(rendering)\" in its \(texts.count - 1) other texts naming it "
                        + "and \(keeping) of the \(latin) translations in Latin letters keep it (another name, or the name misspelt or transliterated) "
                        + "(source \"\(source[lacking.key]!.value.displayText)\", here \"\(lacking.text)\")",
                    location: lacking.string.location.description, appleKey: lacking.string.key))
            }
        }
        return findings
    }

    /// A text's capitalized words of four letters at least: a capital, then
    /// lower-case letters only ("Wikimedia", "Nextcloud"); not in an address or markup
    /// ("…/Wikimedia_Apps", "<a href=…>").
    static func capitalizedNames(_ text: String) -> [String] {
        let prose = CatalogNoise.prose(text).split(whereSeparator: \.isWhitespace)
            .filter { !$0.contains("/") && !$0.contains("=") && !$0.contains("<") && !$0.contains(">") && !$0.contains("_") }.joined(separator: " ")
        let words = prose.split { !$0.isLetter }
        return words.compactMap { word in
            word.count >= 4 && word.first!.isUppercase && word.dropFirst().allSatisfy(\.isLowercase) && word.allSatisfy(\.isASCII) ? String(word) : nil
        }
    }

    /// A text's letters alone, lowercased (in Latin letters without their marks: Spanish
    /// "vídeo" and "video" are one): what names are compared by.
    static func lettersOnly(_ text: String) -> String {
        let prose = CatalogNoise.prose(text).lowercased()
        let folded = writtenInLatin(prose) ? prose.folding(options: .diacriticInsensitive, locale: nil) : prose
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter { $0.properties.isAlphabetic && !$0.properties.isDiacritic }))
    }

    /// The longest run of letters (four at least, ``longestRendering`` at most) all of `texts`
    /// but one hold, with that one's index; nil where the longest such run is held by all, or
    /// by fewer. `lookups` counts the runs looked up.
    static func renderingLackedByOne(_ texts: [String], lookups: inout Int) -> (String, Int)? {
        guard let (run, lacking) = longestRunHeld(texts, mostLacking: 1, lookups: &lookups), lacking.count == 1 else { return nil }
        return (run, lacking[0])
    }

    /// The longest run of letters (four at least, ``longestRendering`` at most) nine in ten of
    /// `texts` hold (ten at least); nil where none does. `lookups` counts the runs looked up.
    static func renderingHeldByMost(_ texts: [String], lookups: inout Int) -> String? {
        guard texts.count >= 10 else { return nil }
        return longestRunHeld(texts, mostLacking: texts.count / 10, lookups: &lookups)?.run
    }

    /// The longest run of letters (four at least, ``longestRendering`` at most) that all of
    /// `texts` but `mostLacking` at most hold, with the indices of those lacking it; nil where
    /// none is, or where the lookups (counted in `lookups`) reach ``mostRunLookups``.
    static func longestRunHeld(_ texts: [String], mostLacking: Int, lookups: inout Int) -> (run: String, lacking: [Int])? {
        // (Such a run is in one of the shortest `mostLacking` + 1 texts.)
        let shortest = texts.indices.sorted { (texts[$0].count, $0) < (texts[$1].count, $1) }.prefix(mostLacking + 1).map { Array(texts[$0]) }
        let longest = min(Self.longestRendering, shortest.map(\.count).max() ?? 0)
        guard longest >= 4 else { return nil }
        for length in stride(from: longest, through: 4, by: -1) {
            var tried: Set<String> = []
            for letters in shortest where letters.count >= length {
                for start in 0...(letters.count - length) {
                    let run = String(letters[start..<(start + length)])
                    guard tried.insert(run).inserted else { continue }
                    guard lookups < Self.mostRunLookups else { return nil }
                    lookups += 1
                    // (Counted until too many lack it: most runs are held by few.)
                    var lacking: [Int] = []
                    for index in texts.indices where !texts[index].containsUTF8(run) {
                        lacking.append(index)
                        if lacking.count > mostLacking { break }
                    }
                    if lacking.count <= mostLacking { return (run, lacking) }
                }
            }
        }
        return nil
    }

    /// One `placeholderMismatch` per text of `language` naming `name` (the first
    /// ``mostTextsJudgedPerRendering`` by key) that lacks the language's rendering of it (the
    /// longest run nine in ten of them hold: ``renderingHeldByMost(_:lookups:)``, one that
    /// `renders` the name) and holds a near spelling in its place (``nearRendering(of:in:)``,
    /// not four of its letters in a row). `keys`: the source's keys naming it; `keeping` of
    /// `latin` translations in Latin letters keep it; `lookups`: the runs looked up so far;
    /// `judged`: the keys and languages judged already.
    func renderingsMisspelt(name: String, renders: (String) -> Bool, language: String, keys: [String], source: [String: CatalogString],
                            _ translated: [String: CatalogString], platform: Platform, keeping: Int, latin: Int,
                            lookups: inout Int, judged: inout Set<[String]>) -> [CatalogFinding] {
        var texts: [(key: String, string: CatalogString, text: String, letters: String)] = []
        for key in keys where texts.count < Self.mostTextsJudgedPerRendering {
            guard let string = translated[key], string.value != source[key]!.value, case let .text(text) = string.value else { continue }
            texts.append((key, string, text, Self.lettersOnly(text)))
        }
        // (Six letters at least: a near spelling of a shorter run is any word, Saraiki "ایڈیٹ", edit, beside its "ویکیپیڈیا".)
        guard let rendering = Self.renderingHeldByMost(texts.map(\.letters), lookups: &lookups), renders(rendering),
              rendering.unicodeScalars.count >= 6 else { return [] }
        let lacking = texts.filter { !$0.letters.containsUTF8(rendering) }
        guard !lacking.isEmpty, (texts.count - lacking.count) * 10 >= texts.count * 9 else { return [] }
        let holding = texts.count - lacking.count
        return lacking.compactMap { text -> CatalogFinding? in
            guard !Self.holdsFourLettersOf(rendering, text.letters), let near = Self.nearRendering(of: rendering, in: text.letters),
                  judged.insert([text.key, language]).inserted else { return nil }
            return CatalogFinding(
                kind: .placeholderMismatch, key: text.key, language: language, platform: platform,
                detail: "the name \"\(name)\" is written \"\(near)\" here, where \(language) writes it \"\(rendering)\" in \(holding) of its "
                    + "\(texts.count) texts naming it and \(keeping) of the \(latin) translations in Latin letters keep it (another name, or the name misspelt or "
                    + "transliterated) (source \"\(source[text.key]!.value.displayText)\", here \"\(text.text)\")",
                location: text.string.location.description, appleKey: text.string.key)
        }
    }

    /// The most texts of a language naming one name judged where nine in ten of them render it alike.
    static let mostTextsJudgedPerRendering = 128

    /// A run of `letters` spelled near `rendering`: as long, give or take one letter, a
    /// quarter of its letters apart (one at least).
    static func nearRendering(of rendering: String, in letters: String) -> String? {
        let target = Array(rendering), text = Array(letters), allowed = max(1, target.count / 4)
        for length in [target.count, target.count - 1, target.count + 1] where length >= 3 && length <= text.count {
            for start in 0...(text.count - length) {
                let run = Array(text[start..<(start + length)])
                if EditDistance.between(target, run, atMost: allowed) <= allowed { return String(run) }
            }
        }
        return nil
    }

    /// Whether `letters` hold four letters of `rendering` in a row.
    static func holdsFourLettersOf(_ rendering: String, _ letters: String) -> Bool {
        let target = Array(rendering)
        return (0...(target.count - 4)).contains { letters.contains(String(target[$0..<($0 + 4)])) }
    }

    /// A run of katakana (four letters at least) in `text` that none of `others` writes.
    static func newKatakanaWord(in text: String, others: [String]) -> String? {
        var runs: [String] = [], current = ""
        for scalar in text.unicodeScalars {
            if (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC { current.unicodeScalars.append(scalar) } else {
                if current.count >= 4 { runs.append(current) }
                current = ""
            }
        }
        if current.count >= 4 { runs.append(current) }
        return runs.first { run in !others.contains { $0.contains(run) } }
    }
}
