import Foundation

/// An opposite's text in a key: Home Assistant's French `common::state::locked`
/// "Déverrouillé", the translation of `common::state::unlocked`, so a locked door reads as
/// unlocked; Wikipedia's Hausa "Non-minor edits" written as "minor edits". Two keys whose
/// source texts are opposites by an English negating prefix ("locked", "unlocked";
/// "registered", "unregistered") or one opposite word ("Yes", "No"), or whose names differ by
/// a `not` part (Wikipedia's plurals `reading_list_article_offline_message` and
/// `…_not_offline_message`, "…will now be available offline" and "…will no longer be…"),
/// read alike in one language alone, where five others at least tell them apart, or in two,
/// where ten do. A plural is read by its `other` form.
extension CatalogChecker {
    /// The fewest other languages that must tell two opposite keys apart.
    static let oppositeVoters = 5

    /// The negating prefixes of English words ("locked", "unlocked"; "connected", "disconnected").
    static let negatingPrefixes = ["un", "in", "im", "il", "ir", "dis", "de", "non", "non-", "not "]

    /// The negating prefixes tried on one word of a longer text ("unlock", "disconnect"): the
    /// two most common, so that a text of many words costs few lookups.
    static let wordNegatingPrefixes = ["un", "dis"]

    /// English words whose opposite is another word, not a prefix ("Yes", "No": Nextcloud's
    /// Swedish dialog with "Ja" on both buttons; "%1$s uploaded", "%1$s downloaded"; Bitwarden's
    /// "Move Up", "Move down"; Mastodon's "Load missing posts above", "…below"; ownCloud's Thai
    /// "คัดลอก", Copy, under "Move"; Home Assistant's states "Open", "Closed"). Each
    /// stands also with an ending of ``oppositeEndings`` ("hides", "uploaded").
    static let oppositeWords = [
        ("yes", "no"), ("on", "off"), ("show", "hide"), ("allow", "deny"), ("accept", "decline"), ("true", "false"),
        ("upload", "download"), ("import", "export"), ("enable", "disable"), ("open", "close"), ("open", "closed"), ("start", "stop"),
        ("next", "previous"), ("before", "after"), ("first", "last"), ("increase", "decrease"), ("maximum", "minimum"),
        ("incoming", "outgoing"), ("public", "private"), ("online", "offline"), ("in", "out"), ("login", "logout"),
        ("sent", "received"), ("light", "dark"), ("top", "bottom"), ("add", "remove"), ("more", "less"), ("expand", "collapse"),
        ("oldest", "newest"), ("older", "newer"), ("old", "new"), ("ascending", "descending"), ("smallest", "largest"),
        ("confirm", "deny"), ("approve", "deny"), ("approve", "reject"), ("accept", "reject"), ("least", "most"), ("long", "short"),
        ("up", "down"), ("above", "below"), ("higher", "lower"), ("left", "right"), ("move", "copy"),
    ]

    /// Prepositions that turn with an opposite word ("add to", "remove from").
    static let oppositePrepositions = ["to": "from", "from": "to", "into": "from"]

    /// Opposite words whose prepositions stay ("move to", "copy to"; not "copy to folder",
    /// "move from folder").
    static let oppositesKeepingPrepositions: Set<String> = ["move", "copy"]

    /// The endings an opposite word may carry, both words alike ("uploaded", "downloaded").
    static let oppositeEndings = ["", "s", "d", "ed", "ing"]

    /// An English word with an ending of ``oppositeEndings`` as English spells it: a final "e"
    /// dropped before a vowel ("moving", "enabled"), a final "y" after a consonant as "i"
    /// ("copied", "copies"; "copying" keeps it).
    static func withEnding(_ word: String, _ ending: String) -> String {
        guard let first = ending.first, let last = word.last else { return word + ending }
        if last == "e", first == "e" || first == "i" { return word.dropLast() + ending }
        if last == "y", let before = word.dropLast().last, !"aeiou".contains(before), ending != "ing" {
            return word.dropLast() + (ending == "s" ? "ies" : "ied")
        }
        return word + ending
    }

    /// Each form of an opposite word (with an ending of ``oppositeEndings``) and its opposite's
    /// forms, both ways: "uploaded" → "downloaded"; "deny" → "allow", "confirm", "approve".
    static let oppositeForms: [String: [String]] = {
        var forms: [String: [String]] = [:]
        for (one, other) in oppositeWords {
            for ending in oppositeEndings {
                forms[withEnding(one, ending), default: []].append(withEnding(other, ending))
                forms[withEnding(other, ending), default: []].append(withEnding(one, ending))
            }
        }
        return forms
    }()

    /// Whether one source text is the other with a negating prefix, or with one word swapped
    /// for its opposite (``oppositeWords``, or the word with ``wordNegatingPrefixes``).
    static func areOpposites(_ one: String, _ other: String) -> Bool {
        let (shorter, longer) = one.count < other.count ? (one, other) : (other, one)
        if shorter.count >= 3, longer.hasSuffix(shorter), negatingPrefixes.contains(String(longer.dropLast(shorter.count))) { return true }
        return wordOpposites(one).contains(other)
    }

    /// A short text (six words at most) with "not" or "don't" put before one of its words
    /// ("they match" → "they don't match", Element X's verification buttons): the negated
    /// texts a source may also hold.
    static func negatedTexts(_ text: String) -> [String] {
        let words = text.split(separator: " ")
        guard words.count <= 6, !words.isEmpty else { return [] }
        return (0..<words.count).flatMap { index in
            ["not", "don't", "don’t", "do not", "doesn't", "doesn’t"].map { negation in
                (words[..<index] + [Substring(negation)] + words[index...]).joined(separator: " ")
            }
        }
    }

    /// A word's ASCII letters without what stands around them ("no?" → "no"): the words
    /// opposites are read in; nil for a word without one.
    static func asciiCore(_ word: Substring) -> String? {
        let scalars = word.unicodeScalars
        guard let first = scalars.firstIndex(where: isASCIILetter), let last = scalars.lastIndex(where: isASCIILetter) else { return nil }
        return String(scalars[first...last])
    }

    /// Whether a scalar is an ASCII letter.
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool { scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A }

    /// A text with one of its words replaced by its opposite, each way it can be; only by
    /// opposites in `known` when given (the words some text holds: no text is built that none has).
    static func wordOpposites(_ text: String, known: Set<String>? = nil) -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var found: [String] = []
        for (index, word) in words.enumerated() {
            guard word.unicodeScalars.count <= 12, let bare = Self.asciiCore(Substring(word)) else { continue }
            // The word's opposite: another word, or the word with a negating prefix taken off or
            // put on ("perform unlock action" for "perform lock action").
            var opposites = oppositeForms[bare] ?? []
            if bare.count >= 3, bare.unicodeScalars.allSatisfy(Self.isASCIILetter) {
                if let prefix = wordNegatingPrefixes.first(where: { bare.hasPrefix($0) && bare.count - $0.count >= 3 }) {
                    opposites.append(String(bare.dropFirst(prefix.count)))
                } else {
                    opposites += wordNegatingPrefixes.map { $0 + bare }
                }
            }
            for opposite in opposites where known?.contains(opposite) ?? true {
                var changed = words
                changed[index] = word.replacingOccurrences(of: bare, with: opposite)
                found.append(changed.joined(separator: " "))
                // With the preposition that goes with it turned too ("Add to favorites", "Remove from favorites").
                if !oppositesKeepingPrepositions.contains(bare), let other = changed.indices.first(where: { $0 != index && oppositePrepositions[changed[$0]] != nil }) {
                    changed[other] = oppositePrepositions[changed[other]]!
                    found.append(changed.joined(separator: " "))
                }
            }
        }
        return found
    }

    /// One `placeholderMismatch` per language and pair of opposite keys that read alike there
    /// alone, at the key whose text the value is not (``pastedInto(_:value:source:translated:)``).
    func oppositesAlike(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        // Each translatable text's keys, then the pairs whose texts are opposites.
        var keysByText: [String: [String]] = [:]
        for (key, string) in source where string.translatable {
            guard case .text = string.value else { continue }
            let text = Self.seriesText(string.value)
            if !text.isEmpty, text.count <= 200 { keysByText[text, default: []].append(key) }
        }
        var pairs: [[String]] = []
        // (The words of every text: an opposite no text holds makes no pair.)
        var known: Set<String> = []
        for text in keysByText.keys {
            for word in text.split(separator: " ") { if let bare = Self.asciiCore(word) { known.insert(bare) } }
        }
        for (text, keys) in keysByText {
            // Each pair once: the prefixed text from the bare one; a swapped word from the text sorting first.
            let opposites = Self.negatingPrefixes.map { $0 + text } + Self.wordOpposites(text, known: known).filter { $0 > text } + Self.negatedTexts(text)
            for opposite in opposites {
                guard let others = keysByText[opposite] else { continue }
                for key in keys { for other in others { pairs.append([key, other].sorted()) } }
            }
        }
        pairs += Self.keysNamedAsOpposites(source)
        guard !pairs.isEmpty else { return [] }
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        var findings: [CatalogFinding] = [], reported: Set<[String]> = []
        // (A pair named as opposites may also be one by its texts: judged once.)
        for pair in Set(pairs).sorted(by: { $0.joined(separator: " ") < $1.joined(separator: " ") }) {
            let sourceTexts = pair.map { Self.oppositeText(source[$0]!.value) }
            var merging: [String] = [], apart = 0
            for language in languages {
                guard let one = strings[language]?[pair[0]]?.value, let other = strings[language]?[pair[1]]?.value else { continue }
                let (text, otherText) = (Self.oppositeText(one), Self.oppositeText(other))
                guard !text.isEmpty, !otherText.isEmpty, text != sourceTexts[0], otherText != sourceTexts[1] else { continue }
                if text == otherText { merging.append(language) } else { apart += 1 }
            }
            // One language, or two where ten others at least tell them apart (Nextcloud's
            // "%1$s uploaded" as Spanish's and Ukrainian's "downloaded"); a language's variants
            // count once (Mastodon's `ku` and `ku-TR`, one translation copied).
            let merged = Set(merging.map(LanguageFallback.base)).count
            guard !merging.isEmpty, merged <= 2, apart >= Self.oppositeVoters * merged else { continue }
            for language in merging {
                let translated = strings[language]!
                let (wrong, right) = Self.pastedInto(pair, value: Self.oppositeText(translated[pair[0]]!.value), source: source, translated: translated)
                // One finding per key (Wikipedia's "Minor edits" under two keys, each beside "Non-minor edits").
                guard reported.insert([language, wrong]).inserted else { continue }
                let string = translated[wrong]!, other = translated[right]!
                findings.append(CatalogFinding(
                    kind: .placeholderMismatch, key: wrong, language: language, platform: catalog.platform,
                    detail: "\"\(string.value.displayText)\" is also \(right)'s text here (\(other.location)), where the source has \"\(source[wrong]!.value.displayText)\" "
                        + "and \"\(source[right]!.value.displayText)\", opposites: the \(apart) other languages translating both tell them apart (the text says the opposite, or cannot tell the two apart)",
                    location: string.location.description, appleKey: string.key))
            }
        }
        return findings
    }

    /// A text as opposites are compared: lowercased and trimmed; a plural's `other` form.
    static func oppositeText(_ value: CatalogValue) -> String {
        guard case let .plural(forms) = value else { return seriesText(value) }
        return (forms["other"] ?? "").trimmingScalars(in: .whitespacesAndNewlines).lowercased()
    }

    /// Opposite words of key names whose texts need not be opposites word for word
    /// (Nextcloud's `downloader_download_succeeded_content` "%1$s downloaded" and
    /// `…_failed_content` "Could not download %1$s").
    static let oppositeNameParts: [String: String] = {
        var parts: [String: String] = [:]
        for (one, other) in [("succeeded", "failed"), ("success", "failure"), ("successful", "unsuccessful")] {
            parts[one] = other
            parts[other] = one
        }
        return parts
    }()

    /// A key name's words as opposites are read in them: ``RenamedKey/words(_:)``, with
    /// Home Assistant's `::` a separator too (`…::state::not_home`, `…::state::home`).
    static func nameWords(_ key: String) -> [String] {
        RenamedKey.words(key.contains(":") ? key.replacingOccurrences(of: ":", with: "_") : key)
    }

    /// Pairs of keys whose names differ by a `not` or `dont` part alone (`…_offline_message`,
    /// `…_not_offline_message`) or by one part of ``oppositeNameParts``
    /// (`…_succeeded_content`, `…_failed_content`), with different source texts, texts or plurals.
    static func keysNamedAsOpposites(_ source: [String: CatalogString]) -> [[String]] {
        var byName: [String: String] = [:], byWords: [[String]: String] = [:]
        for key in source.keys where key.utf8.count >= 7 {
            let lowered = key.lowercased()
            // (A name negated by "not" or "dont": Home Assistant's `action_dont_trust` beside `action_trust`.)
            let negated = lowered.containsUTF8("not") || lowered.containsUTF8("dont"), opposed = lowered.containsUTF8("succe") || lowered.containsUTF8("fail")
            guard negated || opposed else { continue }
            let words = Self.nameWords(key)
            if opposed, words.contains(where: { oppositeNameParts[$0] != nil }) { byWords[words] = key }
            guard negated, words.count(where: { $0 == "not" || $0 == "dont" }) == 1 else { continue }
            byName[words.filter { $0 != "not" && $0 != "dont" }.joined(separator: "_")] = key
        }
        guard !byName.isEmpty || !byWords.isEmpty else { return [] }
        let differ = { (key: String, other: String) -> Bool in
            guard let string = source[key], string.translatable, let opposite = source[other], opposite.translatable else { return false }
            return !oppositeText(string.value).isEmpty && oppositeText(string.value) != oppositeText(opposite.value)
        }
        var pairs: [[String]] = source.keys.compactMap { key in
            guard let negated = byName[Self.nameWords(key).joined(separator: "_")], negated != key, differ(key, negated) else { return nil }
            return [key, negated].sorted()
        }
        for (words, key) in byWords {
            for (index, word) in words.enumerated() {
                guard let opposite = oppositeNameParts[word], word < opposite else { continue }
                var other = words
                other[index] = opposite
                if let otherKey = byWords[other], differ(key, otherKey) { pairs.append([key, otherKey].sorted()) }
            }
        }
        return pairs
    }

    /// Which of two opposite keys holds the other's text, as (wrong, right): the value's word
    /// that best tells the sides apart stands more often in the language's translations of the
    /// sources with one side's own word ("unblock", "non") than in those with the other's
    /// ("block"); the value means that side, so it is wrong at the other (Mastodon's Italian
    /// "Sblocca %s" for "Unblock %s", "Blocca" for "Block…"). Without such translations, the
    /// key with the shorter source text. A value of a script that runs its words together is
    /// one word, found inside longer texts (ownCloud's Thai "คัดลอก", copy, in "คัดลอกลิงก์…",
    /// Copy link).
    static func pastedInto(_ pair: [String], value: String, source: [String: CatalogString], translated: [String: CatalogString]) -> (String, String) {
        let words = pair.map { Set(lowercasedWords(oppositeText(source[$0]!.value))) }
        let own = [words[0].subtracting(words[1]), words[1].subtracting(words[0])]
        let unspaced = !spacesWords(value) && !value.contains(" ")
        let valueWords = unspaced ? [value] : Set(lowercasedWords(value))
        // Per side: translations of sources with that side's own words, and per value word how many hold it.
        var documents = [0, 0], holding: [[String: Int]] = [[:], [:]]
        for (key, string) in source where !pair.contains(key) {
            guard case let .text(text) = string.value, let translation = translated[key]?.value, translation != string.value else { continue }
            let sourceWords = Set(lowercasedWords(text))
            // A side whose words the other's include ("minor edits" in "non-minor edits") is told by all of them.
            let sides = (0..<2).filter { side in
                own[1 - side].isDisjoint(with: sourceWords) && (own[side].isEmpty ? words[side].isSubset(of: sourceWords) : !own[side].isDisjoint(with: sourceWords))
            }
            guard sides.count == 1 else { continue }
            documents[sides[0]] += 1
            if unspaced {
                if translation.texts.contains(where: { $0.lowercased().contains(value) }) { holding[sides[0]][value, default: 0] += 1 }
                continue
            }
            for word in valueWords.intersection(translation.texts.flatMap(lowercasedWords)) { holding[sides[0]][word, default: 0] += 1 }
        }
        // The value word that tells the sides apart most ("mostrare", show, not "di"): its side is the value's meaning.
        let rate = { (side: Int, word: String) in documents[side] == 0 ? 0 : Double(holding[side][word] ?? 0) / Double(documents[side]) }
        if let telling = valueWords.sorted().max(by: { abs(rate(0, $0) - rate(1, $0)) < abs(rate(0, $1) - rate(1, $1)) }),
           rate(0, telling) != rate(1, telling) {
            return rate(0, telling) > rate(1, telling) ? (pair[1], pair[0]) : (pair[0], pair[1])
        }
        return oppositeText(source[pair[0]]!.value).count <= oppositeText(source[pair[1]]!.value).count ? (pair[0], pair[1]) : (pair[1], pair[0])
    }
}
