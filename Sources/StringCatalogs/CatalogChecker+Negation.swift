import Foundation

/// A negation lost: Nextcloud's German "Datei %1$s konnte gelöscht werden!" for "File %1$s
/// could not be deleted!", Bitwarden's German "…in einer bekannten Datenbank gefunden" for
/// "…not found in any known data breach", ownCloud's Russian "Это действие можно отменить."
/// for "This action can't be undone.": the sentence says the opposite.
///
/// Each language negates in its own words (``NegationWords``: German "nicht", "kein…", Russian
/// "не…", Chinese 不 and 没); a translation of an English source that negates ("not", "never",
/// "n't"…) holding none of its language's words is a finding where the key's other
/// translations hold theirs (nine in ten, five at least: the source's negation is one every
/// language writes, not an idiom such as "Cannot connect", French "Impossible de se
/// connecter") and the language writes one in the translations of such sources nineteen
/// times in twenty (ten at least: its words are the ones it negates with). A hint: languages
/// also negate by a word of opposite meaning ("irreversibile", "sikertelen") that no list holds.
extension CatalogChecker {
    /// The fewest translations with negation words that must agree on a source's negation.
    static let fewestNegationVoters = 5
    /// The fewest other translations that, all negating, judge one that does not (Home
    /// Assistant's German "Das Ende darf vor dem Beginn liegen" for "The end must not be before
    /// the start", which four other languages translate).
    static let fewestUnanimousNegationVoters = 4
    /// The fewest negated sources a language must have translated for its words to judge.
    static let fewestNegatedTranslations = 10
    /// The texts of a language whose sources do not negate that its own ways of negating are counted on.
    static let negationSample = 300

    /// One `placeholderMismatch` hint per translation that lost its source's negation (see the
    /// extension's comment).
    func lostNegations(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard LanguageFallback.base(catalog.sourceLanguage) == "en", let source = strings[catalog.sourceLanguage] else { return [] }
        // (Arabic and Hebrew judged, not voting: ``NegationWords/judged(_:)``.)
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) && NegationWords.judged($0) != nil })
        let votingCount = { (translations: [TextTranslation]) in translations.count { NegationWords.votes($0.language) } }
        guard tables.count(where: { NegationWords.votes($0.language) }) > Self.fewestNegationVoters else { return [] }
        let words = Dictionary(uniqueKeysWithValues: tables.map { ($0.language, NegationWords.judged($0.language)!) })
        // The negated sources (with how many times they negate) and their translations.
        var negated: [(key: String, sourceText: String, times: Int, translations: [TextTranslation], whole: Bool)] = []
        // Sources negating a word with an opposite of its own ("not trusted": "untrusted",
        // "недоверенный", "indisponible"), with that word: a translation is judged only where it
        // holds its language's word for it (Russian "доверенным"), so says the word unnegated; by
        // the word's root where no stem tells it: in Arabic, Persian and Urdu (Nextcloud's Arabic
        // "اسم المجلد يمكن أن يكون فارغاً", "فارغ" in four forms: ``LanguageWords/root(_:)``), and
        // in the other scripts that space their words, its first four letters (Nextcloud's Russian
        // "Имя файла может быть пустым": "пустым", "пустой", "пуста"); in Chinese and Japanese by a
        // character the translations of its texts hold (Nextcloud's Japanese "空", empty).
        var opposable: [[String]: String] = [:]
        // The keys and languages whose translation orders the source's parts otherwise (see below): not judged by parts.
        var reordered: Set<[String]> = []
        var languageWords = languageWords(catalog, strings)
        for (key, original) in source.sorted(by: { $0.key < $1.key }) where original.translatable {
            guard case let .text(sourceText) = original.value, NegationWords.negatesAClause(english: sourceText, opposites: true) else { continue }
            if !NegationWords.negatesAClause(english: sourceText) { opposable[[key, sourceText]] = NegationWords.negatedWord(english: sourceText)! }
            // (Clauses: two words at least, or eight letters in an unspaced script.)
            let translations = Self.textTranslations(of: key, original, in: tables).filter { translation in
                words[translation.language]!.pieces.isEmpty ? Self.lowercasedWords(translation.text).count >= 2 : translation.text.count { $0.isLetter } >= 8
            }
            guard votingCount(translations) > Self.fewestUnanimousNegationVoters else { continue }
            negated.append((key, sourceText, NegationWords.count(english: sourceText), translations, true))
            // Paragraph by paragraph too, where a translation has the source's paragraphs: a negation
            // lost in one is not made up by another's (Mastodon's French "Bien que l'application
            // Mastodon collecte certaines données…\n\nSi vous n'êtes pas d'accord…" for "Although the
            // Mastodon app does not collect any data…\n\nIf you disagree…").
            // Sentence by sentence where the text is one paragraph (Mastodon's French block explanation
            // with "il pourra vous suivre" beside a first sentence that still negates).
            let paragraphs = Self.paragraphs(sourceText), byParagraph = paragraphs.count >= 2
            let split = byParagraph ? Self.paragraphs : Self.sentences
            let parts = byParagraph ? paragraphs : split(sourceText)
            guard parts.count >= 2 else { continue }
            let splitTranslations = translations.compactMap { translation -> (translation: TextTranslation, parts: [String])? in
                let theirs = split(translation.text)
                guard theirs.count == parts.count, byParagraph || Self.alignedByLength(parts, theirs) else { return nil }
                return (translation, theirs)
            }
            // (A translation negating in as many parts as the source, one of them a part the source and most translations do
            // not negate, is judged by none: it orders them otherwise, Element X's Romanian "Promovați utilizatorul… Nu veți
            // putea anula această acțiune." for "You will not be able to undo this action. You are promoting the user…". Not
            // where most negate that part too: French "Si vous n'êtes pas d'accord…" for "If you disagree…".)
            let sourceNegates = parts.map(NegationWords.negates(english:))
            let partNegations = splitTranslations.map { translation, theirs in theirs.map { words[translation.language]!.count($0) > 0 } }
            let negatedBy = parts.indices.map { index in partNegations.count { $0[index] } }
            for ((translation, _), theirs) in zip(splitTranslations, partNegations) where theirs.count(where: { $0 }) >= sourceNegates.count(where: { $0 }) {
                let unusual = parts.indices.contains { theirs[$0] && !sourceNegates[$0] && negatedBy[$0] * 2 < splitTranslations.count }
                if unusual { reordered.insert([key, translation.language]) }
            }
            for (index, part) in parts.enumerated() where NegationWords.negatesAClause(english: part, opposites: true) {
                if !NegationWords.negatesAClause(english: part) { opposable[[key, part]] = NegationWords.negatedWord(english: part)! }
                let inPart = splitTranslations.map { TextTranslation($0.translation.language, $0.translation.string, $0.parts[index]) }
                guard votingCount(inPart) > Self.fewestNegationVoters else { continue }
                negated.append((key, part, NegationWords.count(english: part), inPart, false))
            }
        }
        // The languages that write one word per negation (German "nicht", Spanish "no"; French
        // "ne … pas" writes two), in nine of ten of their translations of sources negating once
        // (ten at least): there a source negating twice wants two ("…can't be found, so the
        // invite might not be received": Spanish "no se puede…, es posible que no se reciba").
        var once: [String: (one: Int, all: Int)] = [:]
        // (Sources negating a word with an opposite left out of the language's habits: their
        // translations negate otherwise as often as not.)
        let opposed = { (key: String, sourceText: String) in opposable[[key, sourceText]] != nil }
        for entry in negated where entry.times == 1 && entry.whole && !opposed(entry.key, entry.sourceText) {
            for translation in entry.translations {
                let found = words[translation.language]!.count(translation.text)
                guard found > 0 else { continue }
                once[translation.language, default: (0, 0)].all += 1
                if found == 1 { once[translation.language, default: (0, 0)].one += 1 }
            }
        }
        let wordPerNegation = Set(once.filter { $0.value.all >= Self.fewestNegatedTranslations && $0.value.one * 10 >= $0.value.all * 9 }.keys)
        // Those whose translations agree on negating, each with the translations lacking it.
        var lacking: [(key: String, sourceText: String, times: Int, translations: [TextTranslation], voters: Int, whole: Bool)] = []
        var asked: [String: (negating: Int, all: Int)] = [:]
        // Per key and language: whether its whole text was counted in `asked`, and as negating.
        var askedWhole: [[String]: Bool] = [:]
        // Source words the languages write with a negation (``NegatingSourceWords``).
        var negatingWords = NegatingSourceWords(source: source, keysByWord: languageWords.keysByWord ?? Self.keysBySourceWord(source, most: LanguageWords.mostWitnesses))
        for (key, sourceText, times, translations, whole) in negated {
            // (The source's words, split when a translation first asks.)
            var sourceWords: [String]?
            let without = translations.filter { translation in
                let found = words[translation.language]!.count(translation.text)
                guard found > 0 else { return true }
                if times >= 2 && found < times && wordPerNegation.contains(translation.language) { return true }
                // (Or as many as the source's negations, which also says words the language writes with one: see ``NegatingSourceWords``.)
                guard found == times, let translated = strings[translation.language] else { return false }
                if sourceWords == nil { sourceWords = Self.lowercasedWords(sourceText) }
                return !negatingWords.words(of: sourceWords!, key: key, language: translation.language, translated, negation: words[translation.language]!).isEmpty
            }
            // (Nine in ten of the voting languages, six at least; or one alone lacking it where every other does, four at least:
            // one voting, or one judged only, ownCloud's Arabic "حماية رمز المرور مدعومة على هذا الجهاز…" for "Passcode protection
            // is not supported on this device…", which five voting languages translate.)
            let lackingVoters = votingCount(without), negating = votingCount(translations) - lackingVoters
            guard (negating >= 9 * lackingVoters && negating + lackingVoters > Self.fewestNegationVoters)
                    || ((lackingVoters == 1 || without.count == 1) && negating >= Self.fewestUnanimousNegationVoters) else { continue }
            // (The language's habit counted on whole texts.)
            for translation in translations where whole && !opposed(key, sourceText) {
                let negates = !without.contains { $0.language == translation.language }
                asked[translation.language, default: (0, 0)].all += 1
                if negates { asked[translation.language, default: (0, 0)].negating += 1 }
                askedWhole[[key, translation.language]] = negates
            }
            if !without.isEmpty { lacking.append((key, sourceText, times, without, negating, whole)) }
        }
        // The language's other ways of negating: words (stems; pairs of letters in unspaced scripts) two
        // or more of its other translations lacking its negation words hold, and its other texts five
        // times more rarely ("fehlgeschlagen", "sikertelen", "unverschlüsselt"): a translation
        // holding one negates in its own words. (Counted with the one judged, which is no witness
        // of its own: Element X's German "Bist du sicher" made "sicher" a way of negating.)
        var ownWays: [String: [String: Int]] = [:]
        for language in Set(lacking.flatMap { $0.translations.map(\.language) }) {
            // (One per key: a text and its paragraph or sentence are one witness.)
            var keysRead: Set<String> = []
            let exceptions = lacking.compactMap { entry -> TextTranslation? in
                guard let exception = entry.translations.first(where: { $0.language == language }), keysRead.insert(entry.key).inserted else { return nil }
                return exception
            }
            guard exceptions.count >= 2, let translated = strings[language] else { continue }
            let negation = words[language]!
            var held: [String: Int] = [:]
            for exception in exceptions { for unit in negation.units(exception.text) { held[unit, default: 0] += 1 } }
            let candidates = held.filter { $0.value >= 2 }
            guard !candidates.isEmpty else { continue }
            // (Counted on the language's first texts by key whose source does not negate.)
            var sample: [Set<String>] = []
            for (key, original) in source.sorted(by: { $0.key < $1.key }) where sample.count < Self.negationSample {
                guard case let .text(sourceText) = original.value, !NegationWords.negates(english: sourceText),
                      let string = translated[key], string.value != original.value, case let .text(text) = string.value else { continue }
                sample.append(negation.units(text))
            }
            ownWays[language] = candidates.filter { unit, count in
                sample.count { $0.contains(unit) } * 5 * exceptions.count <= count * max(1, sample.count)
            }
        }
        var judged: Set<[String]> = []
        return lacking.flatMap { key, sourceText, times, without, voters, whole in
            without.compactMap { translation -> CatalogFinding? in
                // (One finding per translation: its whole text, else its first paragraph lacking it.)
                guard !judged.contains([key, translation.language]),
                      whole || !reordered.contains([key, translation.language]) else { return nil }
                // (Its other translations: this one negates not.)
                // (This key's whole text taken out, negating or not: a paragraph judged may come from a whole that negates.)
                let own = askedWhole[[key, translation.language]]
                guard let (negating, all) = asked[translation.language].map({ ($0.negating - (own == true ? 1 : 0), $0.all - (own == nil ? 0 : 1)) }),
                      (all >= Self.fewestNegatedTranslations && negating * 20 >= all * 19) || (all >= Self.fewestNegationVoters && negating == all),
                      !words[translation.language]!.units(translation.text).contains(where: { (ownWays[translation.language]?[$0] ?? 0) >= 3 })
                else { return nil }
                // (Not "able": languages write "not able" with their word for "not", Mastodon's Russian "Они не смогут видеть…",
                // and no stem tells their word for "able"; a sentence saying it is judged as any other.)
                if let word = opposable[[key, sourceText]], word != "able" {
                    let held: Bool
                    if let stem = languageWords.stem(for: word, in: translation.language, strings[translation.language]!, except: [key]), LanguageWords.tells(stem) {
                        held = LanguageWords.units(translation.text).contains(stem)
                    } else if LanguageWords.writesRoots(translation.language) || Self.spacesWords(translation.text), let root = languageWords.root(for: word, in: translation.language, strings[translation.language]!, except: [key]) {
                        held = LanguageWords.roots(translation.text).contains { LanguageWords.sameRoot($0, root) }
                    } else if ["zh", "ja"].contains(LanguageFallback.base(translation.language)),
                              let character = languageWords.root(for: word, in: translation.language, strings[translation.language]!, except: [key], characters: true) {
                        held = LanguageWords.hanCharacters(translation.text).contains(character)
                    } else {
                        // (Arabic and Korean, where no root tells the word: they negate by words and endings of their own, their
                        // prefixes of opposite meaning listed (Korean 불, 미, 무, 비), so a text holding none says the word unnegated:
                        // ownCloud's Arabic "…لذا فهو مدعوم…" for "…so it is not supported…", Nextcloud's Korean "폴더 이름은
                        // 비어있을 수 있습니다" for "Folder name cannot be empty", where its "empty" is 비어, 비워, 비우 or 빈.)
                        held = ["ar", "ko"].contains(LanguageFallback.base(translation.language))
                    }
                    guard held else { return nil }
                }
                judged.insert([key, translation.language])
                let found = words[translation.language]!.count(translation.text)
                // (A text negating as often as its source lacks one for the source's words its language negates: see `without` above.)
                let said = found == times
                    ? negatingWords.words(of: Self.lowercasedWords(sourceText), key: key, language: translation.language, strings[translation.language]!,
                                          negation: words[translation.language]!) : []
                let lost = found == 0 ? "no word of \(translation.language)'s for \"not\" (\(words[translation.language]!.examples)) here"
                    : !said.isEmpty
                    ? "the source negates \(Self.times(times)) and says \(said.map { "\"\($0)\"" }.joined(separator: ", ")), which "
                        + "\(translation.language) writes with a negation of its own (nine in ten of its texts saying it, once more than their "
                        + "sources where those negate), this text negates \(Self.times(found))"
                    : "the source negates \(times) times, this text \(found) (\(translation.language) writes one word per negation)"
                return CatalogFinding(
                    kind: .placeholderMismatch, key: key, language: translation.language, platform: catalog.platform,
                    detail: "the source's negation is lost: \(lost), "
                        + "where the \(voters) other translations negate and \(translation.language) does in \(negating) of its \(all) other translations of such sentences "
                        + "(source \"\(sourceText)\", here \"\(translation.text)\")",
                    location: translation.string.location.description, severity: .hint, appleKey: translation.string.key)
            }
        }
    }

    /// "once", "twice", "3 times".
    static func times(_ count: Int) -> String { count == 1 ? "once" : count == 2 ? "twice" : "\(count) times" }

    /// A text's paragraphs: its parts between blank lines, trimmed, the empty left out.
    static func paragraphs(_ text: String) -> [String] {
        guard text.containsUTF8("\n\n") else { return [text] }
        return text.components(separatedBy: "\n\n").map { $0.trimmingScalars(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Whether a translation's parts match its source's by length: each part's share of the
    /// translation within three times its source part's share, either way (Hungarian "Szia
    /// {{{username}}}!" is no translation of "Hello {{{username}}}, some contributions…").
    static func alignedByLength(_ source: [String], _ translation: [String]) -> Bool {
        let sourceTotal = Double(source.reduce(0) { $0 + $1.count }), total = Double(translation.reduce(0) { $0 + $1.count })
        guard sourceTotal > 0, total > 0 else { return false }
        return zip(source, translation).allSatisfy { one, other in
            let share = (Double(other.count) / total) / (Double(one.count) / sourceTotal)
            return share >= 1.0 / 3 && share <= 3
        }
    }

    /// A translation's sentence in the place `index` of its source's `sourceSentences`, where it
    /// has as many and they match the source's by length (``alignedByLength(_:_:)``); nil otherwise.
    static func alignedSentence(_ index: Int, of sourceSentences: [String], in text: String) -> String? {
        let sentences = Self.sentences(text)
        return sentences.count == sourceSentences.count && alignedByLength(sourceSentences, sentences) ? sentences[index] : nil
    }

    /// A text's sentences: what ends at ".", "!" or "?" before a space or a line break, or at a
    /// full stop of a script that writes none ("。", "！", "？"); trimmed, the empty left out.
    /// Compared only where a translation has as many as its source.
    static func sentences(_ text: String) -> [String] {
        var found: [Substring] = [], start = text.startIndex, index = text.startIndex
        while index != text.endIndex {
            let character = text[index], next = text.index(after: index)
            let ends: Bool
            switch character {
            case "。", "！", "？": ends = true
            case ".", "!", "?", "؟": ends = next != text.endIndex && text[next].isWhitespace
            default: ends = false
            }
            if ends { found.append(text[start..<next]); start = next }
            index = next
        }
        found.append(text[start...])
        return found.map { $0.trimmingScalars(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
