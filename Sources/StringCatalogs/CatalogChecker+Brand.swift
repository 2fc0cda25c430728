import Foundation

/// The app's name, kept as written by a language that writes it so elsewhere: one text that
/// transliterates it (a Russian "Битварден" where Russian keeps "Bitwarden" in its other
/// texts and the other languages keep it in this one) is a slip, not the language's way.
/// Languages that transliterate the name do so throughout, and are left alone; a text that
/// leaves the name out ("Služba automatického vyplňování" for "Bitwarden Autofill Service")
/// is the translator's phrasing.
extension CatalogChecker {
    /// How many of a language's texts naming the app (in the source) a habit needs.
    static let brandHabitQuorum = 5

    /// One `placeholderMismatch` per translation that writes the app's name (``brandWords(_:)``)
    /// in another script or spelling, where three in four of the key's translations (ten at
    /// least) and of the language's own translations of texts naming it keep it as written.
    /// `other`: the other platform's strings and source language: its source's app name serves
    /// where this platform's tables name none (an Xcode project names its app in the project
    /// file), and its texts tell a language's habit where this platform has too few of its
    /// texts naming the app (ownCloud's Apple tables translate a handful of Spanish texts; its
    /// Android ones hundreds).
    func lostAppName(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]],
                     other: (strings: [String: [String: CatalogString]], sourceLanguage: String)? = nil) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage] else { return [] }
        let otherSource = other.flatMap { $0.strings[$0.sourceLanguage] }
        // The word of the app's name most source texts hold ("Bitwarden", not the "Beta" of
        // "Bitwarden Beta"), or its whole name of several words where half as many hold that
        // ("Home Assistant", not the "Home" of "Home screen").
        let named = { (word: String) in source.values.count { $0.translatable && $0.value.displayText.containsUTF8(word) } }
        let appSource = Self.appNames(source).isEmpty ? otherSource ?? [:] : source
        guard let word = Self.brandWords(appSource).map({ ($0, named($0)) }).max(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 > $1.0 }) else { return [] }
        let phrase = Self.appNames(appSource).filter { $0.split(separator: " ").count >= 2 }.map { ($0, named($0)) }.max { $0.1 < $1.1 }
        let name = phrase.map { $0.1 * 2 >= word.1 } == true ? phrase!.0 : word.0
        let tables = Self.tables(strings, languages: strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) })
        let naming = source.sorted(by: { $0.key < $1.key }).compactMap { key, original -> (key: String, original: CatalogString, name: String)? in
            guard original.translatable, case let .text(text) = original.value, text.containsUTF8(name) else { return nil }
            return (key, original, name)
        }
        // (Fewer texts than a habit needs still show a name made up in its place: ownCloud's Apple tables name the app in four.)
        guard !naming.isEmpty else { return [] }
        let translations = naming.map { entry in
            (entry, Self.textTranslations(of: entry.key, entry.original, in: tables)
                .map { (translation: $0, keeps: $0.text.containsIgnoringCase(entry.name)) })
        }
        // Each language's texts naming the app, how many keep the name, how many keep it in the source's letter case,
        // and how many write letters right after it (Finnish "Mastodonissa": a language that inflects names).
        var habit: [String: (keeping: Int, texts: Int, asWritten: Int)] = [:], suffixed: [String: Int] = [:]
        for (entry, texts) in translations {
            for text in texts {
                let (keeping, count, asWritten) = habit[text.translation.language] ?? (0, 0, 0)
                habit[text.translation.language] = (keeping + (text.keeps ? 1 : 0), count + 1,
                                                    asWritten + (text.translation.text.containsUTF8(entry.name) ? 1 : 0))
                if text.keeps, Self.nameWithSuffix(entry.name, in: text.translation.text) != nil { suffixed[text.translation.language, default: 0] += 1 }
            }
        }
        // The other platform's habit for a language that has too few texts naming the app here (read when asked).
        var otherHabits: [String: (keeping: Int, texts: Int)]?
        func otherHabit(_ language: String) -> (keeping: Int, texts: Int, asWritten: Int)? {
            guard let other, let otherSource else { return nil }
            if otherHabits == nil {
                otherHabits = [:]
                let otherTables = Self.tables(other.strings, languages: other.strings.keys.filter { !Self.areClose($0, other.sourceLanguage) })
                for (key, original) in otherSource.sorted(by: { $0.key < $1.key }) {
                    guard original.translatable, case let .text(text) = original.value, text.containsUTF8(name) else { continue }
                    for translation in Self.textTranslations(of: key, original, in: otherTables) {
                        let (keeping, count) = otherHabits![translation.language] ?? (0, 0)
                        otherHabits![translation.language] = (keeping + (translation.text.containsIgnoringCase(name) ? 1 : 0), count + 1)
                    }
                }
            }
            return otherHabits![language].map { ($0.keeping, $0.texts, 0) }
        }
        // A habit told by enough texts (``brandHabitQuorum``).
        let enough = { (habit: (keeping: Int, texts: Int, asWritten: Int)) in habit.texts >= Self.brandHabitQuorum ? habit : nil }
        var findings: [CatalogFinding] = []
        for (entry, texts) in translations {
            let keeping = texts.count(where: \.keeps)
            // Three in four of the key's translations (ten at least) keep the name.
            let keyKeeps = texts.count >= 10 && keeping * 4 >= texts.count * 3
            for text in texts {
                let language = text.translation.language
                // (The other platform's habit serves the name's translation only, not its spelling.)
                // (A text that does not keep the name is judged by the language's other texts, its quorum counting it:
                // Nextcloud's Brazilian "ownCloud" for "Nextcloud" made its own habit 5 of 7, its other texts 5 of 6.)
                let own = habit[language].flatMap(enough).map { text.keeps ? $0 : (keeping: $0.keeping, texts: $0.texts - 1, asWritten: $0.asWritten) }
                let known = own ?? (text.keeps ? nil : otherHabit(language).flatMap(enough))
                // (Three in four of them; all, where fewer than a quorum are left: Nextcloud's Arabic "نكست كلاود" in 2 of 5.)
                let keepsTheName = known.map { $0.keeping * 4 >= $0.texts * 3 && ($0.texts >= Self.brandHabitQuorum || $0.keeping == $0.texts) }
                // A name made up in its place, where every other translation of the key (eight at least) keeps it, or nine
                // in ten of twenty, and the language keeps it in its other texts or names the app too seldom to tell (then
                // also the name in the language's own letters, where the other scripts' translations keep it).
                // (A Latin word in a text of another script, where three in four keep the name: ownCloud's Chinese
                // "连接到你所有的Nextcloud服务器", 41 of 47 translations keeping "ownCloud".)
                let nearlyAll = (texts.count >= 9 && keeping == texts.count - 1) || (texts.count >= 20 && keeping * 10 >= texts.count * 9)
                // (The name misspelled in Latin letters in a text of another script, whatever the language's habit: Mastodon's
                // Korean "Mastadon은 분산형 소셜 네트워크로…" for "Mastodon is a decentralized social network…", where Korean writes
                // "마스토돈" in most of its texts.)
                let standsIn = !text.keeps && (nearlyAll || keyKeeps)
                let latin = standsIn ? Self.latinWordInstead(in: text.translation.text, name: entry.name, source: entry.original.value.displayText,
                                                             others: texts.map(\.translation.text)) : nil
                let misspelled = latin.flatMap { Self.misspelling(of: entry.name, in: $0) }
                if standsIn, let written = misspelled ?? (keepsTheName == false ? nil
                    : (nearlyAll ? Self.inventedName(in: text.translation.text, language: language, source: entry.original.value.displayText,
                                                     name: entry.name, others: texts.map(\.translation.text)) : nil)
                        ?? latin
                        ?? (nearlyAll && keepsTheName == nil ? Self.slipIntoOwnLetters(entry.name, text.translation.text, language: language, texts.map(\.translation)) : nil)) {
                    let how = misspelled != nil ? "is misspelled \"\(written)\" here" : "is not written here, \"\(written)\" stands in its place (a name translated?)"
                    findings.append(CatalogFinding(kind: .placeholderMismatch, key: entry.key, language: language, platform: catalog.platform,
                                                   detail: "the app's name \"\(entry.name)\" \(how), where \(keeping) of the \(texts.count) translations of this "
                                                       + "text keep it (source \"\(entry.original.value.displayText)\", here \"\(text.translation.text)\")",
                                                   location: text.translation.string.location.description, appleKey: text.translation.string.key))
                    continue
                }
                guard let (kept, count, asWritten) = known, keepsTheName == true else { continue }
                let written: String?, how: String
                var severity: CatalogFinding.Severity?
                if text.keeps, keyKeeps, suffixed[language] == 1, Self.namesStayWhole.contains(LanguageFallback.base(language)),
                   let longer = Self.nameWithSuffix(entry.name, in: text.translation.text) {
                    // "Mastodonte" for "Mastodon": the name made another word, in a language that neither inflects
                    // nor compounds names and whose other texts naming the app never add letters to it.
                    written = longer
                    how = "\(kept - 1) other texts of the \(count) that name it, never with letters after it, and \(keeping - 1) of the other "
                        + "translations of this one do"
                } else if text.keeps {
                    // "NextCloud" for "Nextcloud": the name in another letter case, where the key's
                    // translations and the language's texts write it as the source does.
                    let asWrittenHere = texts.count { $0.translation.text.containsUTF8(entry.name) }
                    guard texts.count >= 10, asWrittenHere * 4 >= texts.count * 3, asWritten * 4 >= count * 3 else { continue }
                    written = Self.otherLetterCase(of: entry.name, in: text.translation.text)
                    severity = .hint  // users still read the name
                    how = "\(asWritten) of its \(count) texts that name it and \(asWrittenHere) of the \(texts.count) translations of this one do"
                } else if keyKeeps {
                    // Nothing like it written in a label of four words at most, in another script with no Latin
                    // letter, where the language's other texts naming the app (five at least) and the key's
                    // translations keep the name nine times in ten: the
                    // name translated or transliterated (Chinese "更多下一个云应用", "next cloud", for "More
                    // Nextcloud apps"). A longer text, or one in Latin letters, may phrase it away by right
                    // (Czech "Služba automatického vyplňování" for "Bitwarden Autofill Service").
                    // (A longer text too, where the key's translations in other scripts than Latin, three at least, all keep
                    // the name: Home Assistant's Chinese "您的家庭助理版本 (%@) 已过期…", "home assistant", where its Japanese,
                    // Korean, Russian and Greek write "Home Assistant".)
                    // (Latin letters outside its placeholders: the "s" of "%1$s" is none.)
                    let labelWords = CatalogNoise.prose(text.translation.text).unicodeScalars.contains(where: Self.isASCIILetter) ? Int.max
                        : Self.keptInOtherScripts(entry.name, language: language, texts.map(\.translation)) ? 0
                        : Self.lowercasedWords(entry.original.value.displayText).count
                    written = Self.inOwnLetters(entry.name, text.translation.text)
                        ?? Self.otherName(in: text.translation.text, name: entry.name, source: entry.original.value.displayText, others: texts.map(\.translation.text))
                        ?? Self.inventedName(in: text.translation.text, language: language, source: entry.original.value.displayText, name: entry.name,
                                           others: texts.map(\.translation.text))
                        ?? (labelWords <= 4 && count >= Self.brandHabitQuorum && kept * 10 >= count * 9 && keeping * 10 >= texts.count * 9 ? "" : nil)
                    how = "\(kept) of its \(count) other texts that name it\(own == nil ? " on the other platform" : "") and \(keeping) of the \(texts.count) translations of this one do"
                } else if count >= 10, kept * 10 >= count * 9 {
                    // A language that keeps the name in nine in ten of its texts (ten at least) and
                    // here misspells it in Latin letters ("Wikipeida"), whatever other languages write.
                    written = Self.misspelling(of: entry.name, in: text.translation.text)
                    how = "\(kept) of its \(count) other texts that name it do"
                } else {
                    continue
                }
                guard let written, !Self.isInitialMutation(written, of: entry.name) else { continue }
                let shown = written.isEmpty ? "not written (translated or transliterated)" : "written \"\(written)\""
                findings.append(CatalogFinding(kind: .placeholderMismatch, key: entry.key, language: language, platform: catalog.platform,
                                               detail: "the app's name \"\(entry.name)\" is \(shown) here, where \(language) writes it as is in \(how) "
                                                   + "(source \"\(entry.original.value.displayText)\", here \"\(text.translation.text)\")",
                                               location: text.translation.string.location.description, severity: severity, appleKey: text.translation.string.key))
            }
        }
        return findings
    }

    /// The app's name written in a translation's own letters (``transliteration(of:in:closerThan:)``,
    /// ``abjadTransliteration(of:in:)``), where the key's other translations in scripts of
    /// their own, three at least, all keep it as written: a slip of a language naming the app
    /// too seldom to show a habit, not its script's way (ownCloud's Arabic "أون كلاود" where its
    /// Korean, Russian and Thai keep "ownCloud").
    static func slipIntoOwnLetters(_ name: String, _ text: String, language: String, _ translations: [TextTranslation]) -> String? {
        guard inAnotherScript(text), keptInOtherScripts(name, language: language, translations) else { return nil }
        return inOwnLetters(name, text)
    }

    /// Whether the key's translations in scripts other than Latin, three at least, all keep the
    /// app's name as written, `language`'s own left out.
    static func keptInOtherScripts(_ name: String, language: String, _ translations: [TextTranslation]) -> Bool {
        let otherScripts = translations.filter { $0.language != language && inAnotherScript($0.text) }
        return otherScripts.count >= 3 && otherScripts.allSatisfy { $0.text.containsIgnoringCase(name) }
    }

    /// The app's name written in a text's own letters, letter by letter or, in Arabic and
    /// Hebrew, by its consonants; nil where it is not.
    static func inOwnLetters(_ name: String, _ text: String) -> String? {
        transliteration(of: name, in: text) ?? abjadTransliteration(of: name, in: text)
    }

    /// Whether a text holds letters of a script other than Latin.
    static func inAnotherScript(_ text: String) -> Bool {
        text.unicodeScalars.contains { !$0.isInLatinBlocks && $0.properties.isAlphabetic }
    }

    /// A name in Latin letters standing where the app's name was (Nextcloud's Japanese
    /// "ownCloudフォルダ"): a run of four letters or more, not in the source, in no more than one
    /// other translation of the key, and written as a name — a capital inside it ("ownCloud"),
    /// or the only Latin word of a text in another script. A capital starting a word is no
    /// sign (German nouns, a sentence's first word), and the app's own letters written
    /// together ("HomeAssistant") are the name written otherwise, not another.
    static func otherName(in text: String, name: String, source: String, others: [String]) -> String? {
        let runs = text.unicodeScalars.split { !($0.isASCII && $0.properties.isAlphabetic) }.map { String(String.UnicodeScalarView($0)) }
        let otherScript = inAnotherScript(text)
        let nameLetters = name.lowercased().filter(\.isLetter)
        // A lower-case letter then a capital ("ownCloud"; not "PINu", an inflected acronym).
        let camelCase = { (run: String) in zip(run, run.dropFirst()).contains { $0.isLowercase && $1.isUppercase } }
        return runs.first { run in
            camelCase(run) || (otherScript && runs.count == 1 && run.contains(where: \.isUppercase))
        }.flatMap { run in
            run.count >= 4 && !source.containsUTF8(run) && others.count { $0.containsUTF8(run) } <= 2 && run.lowercased() != nameLetters ? run : nil
        }
    }

    /// A name made of words standing where the app's name was (ownCloud's Spanish "Usar
    /// acciones de Nube Propia en Atajos" for "Use ownCloud actions in Shortcuts."): two words
    /// or more in a row, each a capital then lower-case letters (three at least), not the
    /// text's first word nor a sentence's, none of them in the source, the phrase in no other
    /// translation of the key; never in a language that capitalizes its nouns. The text's first
    /// word too where the source starts with the app's `name` (Nextcloud's Turkish "Sonraki Bulut
    /// klasörü zaten var", next cloud, for "Nextcloud folder already exists").
    static func inventedName(in text: String, language: String, source: String, name: String, others: [String]) -> String? {
        // (A sentence or two: a name stands in a label or a sentence, and each run is looked for in the others.)
        guard text.utf8.count <= Self.longestTextNamingTheApp, !Self.capitalizesNouns.contains(LanguageFallback.base(language)) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        let sourceWords = Set(lowercasedWords(source)), nameFirst = source.hasPrefix(name)
        var run: [Substring] = []
        func named() -> String? {
            guard run.count >= 2 else { return nil }
            let phrase = run.joined(separator: " ")
            return run.allSatisfy({ !sourceWords.contains($0.lowercased()) }) && others.count(where: { $0.contains(phrase) }) <= 1 ? phrase : nil
        }
        for (index, word) in words.enumerated() {
            let letters = word.trimmingCharacters(in: .punctuationCharacters)
            let titled = letters.count >= 3 && letters.first!.isUppercase && letters.dropFirst().allSatisfy { $0.isLetter && $0.isLowercase }
            let startsSentence = index == 0 ? !nameFirst : words[index - 1].last.map { ".!?:".contains($0) } == true
            // (A word of the source ends a run: Home Assistant's Indonesian "Asisten Rumah Cloud" for "Home Assistant Cloud".)
            let inSource = titled && sourceWords.contains(letters.lowercased())
            if titled && !startsSentence && !inSource { run.append(Substring(letters)) }
            // A run ends at a word of another kind or of the source, or where punctuation follows a word ("Nube Propia, …").
            if !titled || startsSentence || inSource || word.last?.isPunctuation == true {
                if let found = named() { return found }
                run = []
            }
        }
        return named()
    }

    /// A word in Latin letters (four at least) standing in a text of another script where the
    /// app's name was: another product's name (Nextcloud's Greek "Υπάρχει ήδη ο φάκελος
    /// ownCloud" for "Nextcloud folder already exists"), a word the source does not write and
    /// one other translation of the key at most; not the name's own letters run together
    /// (Home Assistant's Japanese "HomeAssistantフロントエンド", another check's).
    static func latinWordInstead(in text: String, name: String, source: String, others: [String]) -> String? {
        guard text.utf8.count <= Self.longestTextNamingTheApp, !writtenInLatin(text) else { return nil }
        let sourceWords = Set(lowercasedWords(source)), nameLetters = name.lowercased().filter(\.isLetter)
        let latinWords = CatalogNoise.prose(text).split { !($0.isASCII && $0.isLetter) }.map(String.init)
        return latinWords.first { word in
            word.count >= 4 && !sourceWords.contains(word.lowercased()) && word.lowercased() != nameLetters && others.count(where: { $0.contains(word) }) <= 1
        }
    }

    /// The longest text read for a name made up in the app's place (``inventedName(in:language:source:others:)``).
    static let longestTextNamingTheApp = 500

    /// Languages that write their nouns with a capital (German "Aktionen in Kurzbefehle"):
    /// a run of capitalized words is no name there.
    static let capitalizesNouns: Set<String> = ["de", "lb", "gsw", "nds", "bar"]

    /// Languages that neither inflect names nor build compounds of them (Romance but Romanian:
    /// Danish "Bitwardens", Polish "Home Assistantem", Dutch "Mastodonlink" are right).
    static let namesStayWhole: Set<String> = ["es", "fr", "it", "pt", "ca", "gl", "oc", "ast", "an"]

    /// The word `name` starts in `text` where lower-case ASCII letters follow it right away
    /// ("Mastodonte" of "Mastodonte es una red social"); nil where none does.
    static func nameWithSuffix(_ name: String, in text: String) -> String? {
        var rest = Substring(text)
        while let range = rest.range(of: name) {
            let letters = rest[range.upperBound...].prefix { $0.isASCII && $0.isLowercase }
            if !letters.isEmpty { return name + letters }
            rest = rest[range.upperBound...]
        }
        return nil
    }

    /// Whether `written` is `name` with its first sound mutated as Celtic languages inflect a
    /// word: lenited by an "h" after its first letter (Scottish Gaelic "Mhastodon"), or
    /// eclipsed by a letter or two before it (Irish "bhFacebook", "nWikipedia").
    static func isInitialMutation(_ written: String, of name: String) -> Bool {
        let (written, name) = (written.lowercased(), name.lowercased())
        guard let first = name.first else { return false }
        if written == String(first) + "h" + name.dropFirst() { return true }
        return written.hasSuffix(name) && (1...2).contains(written.count - name.count)
    }

    /// The word of `text` that is `name` in another letter case ("NextCloud", "nextcloud" for
    /// "Nextcloud"), outside addresses ("nextcloud.com", "@nextcloud"); capitals throughout
    /// ("NEXTCLOUD") are a style, not a misspelling, and so is a lower-case name inside a longer
    /// word.
    static func otherLetterCase(of name: String, in text: String) -> String? {
        let lowered = name.lowercased()
        for word in CatalogNoise.prose(text).split(whereSeparator: \.isWhitespace) where word.count <= 200 {
            guard !word.contains(where: { "/@:".contains($0) }), let range = word.range(of: lowered, options: .caseInsensitive) else { continue }
            let found = word[range]
            // A host ("nextcloud.com"): a dot then a letter after the name.
            let after = word[range.upperBound...]
            if after.first == ".", after.dropFirst().first?.isLetter == true { continue }
            // In lower case only as a word of its own: a derivation or compound of the name is
            // written so by the rules of languages (Hungarian "nextcloudos", Swedish "mastodonserver").
            if found == lowered, word.trimmingScalars(in: .letters.inverted) != found { continue }
            if found != name, found != name.uppercased() { return String(found) }
        }
        return nil
    }

    /// The word of `text` that is `name` misspelled in Latin letters ("Wikipeida" for
    /// "Wikipedia"): within a quarter of its letters, and not only in its last two (an
    /// inflection: Polish "Wikipedii").
    static func misspelling(of name: String, in text: String) -> String? {
        guard let written = transliteration(of: name, in: text, closerThan: 4), written.allSatisfy({ $0.isASCII }) else { return nil }
        let shared = zip(written.lowercased(), name.lowercased()).prefix { $0 == $1 }.count
        return shared < name.count - 2 ? written : nil
    }

    /// The words of `text` that are `name` in another script or spelling ("Битварден",
    /// "बिटवार्डन" for "Bitwarden"): read in Latin letters without marks, lowercased, at most a
    /// third of its letters (two at least) from the name's.
    /// With `closerThan`, at most a `closerThan`th of the name's letters (one at least) apart and
    /// at most one letter longer; the name may be several words, compared with as many words of
    /// the text.
    static func transliteration(of name: String, in text: String, closerThan fraction: Int = 3) -> String? {
        let target = Array(name.lowercased().filter(\.isLetter))
        let allowed = max(fraction == 3 ? 2 : 1, target.count / fraction)
        let span = name.split(separator: " ").count
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber }
        let prose = CatalogNoise.prose(text)
        let words = prose.split(whereSeparator: { !isWordCharacter($0) })
        guard words.count >= span, words.count <= 2_000 else { return nil }
        // The whole text read in Latin letters once (not once per word); its words are the
        // original's where the script spells words (Cyrillic, Devanagari), syllables where it
        // does not (Chinese): then the Latin words are quoted.
        let latin = prose.allSatisfy(\.isASCII) ? prose : Self.inLatinLetters(prose) ?? prose
        let latinWords = latin.split(whereSeparator: { !isWordCharacter($0) })
        guard latinWords.count >= span, latinWords.count <= 4_000 else { return nil }
        for start in 0...(latinWords.count - span) {
            let window = latinWords[start..<(start + span)]
            guard window.allSatisfy({ $0.count <= 60 }) else { continue }
            let letters = Array(window.joined().lowercased().filter(\.isLetter))
            // A near name longer than the name by two letters or more is an inflection
            // (Czech "Home Assistentem"), not a misspelling.
            if fraction != 3, letters.count > target.count + 1 { continue }
            guard letters != target, EditDistance.between(target, letters, atMost: allowed) <= allowed else { continue }
            if latinWords.count == words.count { return words[start..<(start + span)].joined(separator: " ") }
            // The words differ in number: the original words read as these (once, on a hit).
            let found = window.joined(separator: " ")
            let original = (0...(words.count - span)).lazy.map { words[$0..<($0 + span)].joined(separator: " ") }.first { Self.inLatinLetters($0) == found }
            return original ?? found
        }
        return nil
    }

    /// A text read in Latin letters without their marks ("Битварден" → "Bitvarden").
    static func inLatinLetters(_ text: String) -> String? {
        // (A text in Latin letters only loses its marks: one transform, not two.)
        let latin = text.unicodeScalars.allSatisfy { $0.value < 0x250 || !$0.properties.isAlphabetic } ? text : text.applyingTransform(.toLatin, reverse: false)
        return latin?.applyingTransform(.stripDiacritics, reverse: false)
    }

    /// One `placeholderMismatch` per translation that writes a name of its source (two or more
    /// capitalized words: "Element X", "Nabu Casa") in a near spelling, where nine in ten of the
    /// key's translations (ten at least) keep it as written: Element X's Italian "Elemento X";
    /// or where the language keeps it as written in three in four of its other texts naming it
    /// (three at least) and here keeps one of its words, whatever other languages do:
    /// Wikipedia's Brazilian "Wikimedia Comuns", where half the languages write Commons in
    /// their own words. A name translated, one of its words kept, where the language keeps it
    /// in nine of ten of its other texts: Home Assistant's German "Heimassistent", Wikipedia's
    /// Italian "Wikimedia Beni comuni".
    func alteredNames(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let source = sortedSource(catalog, strings)
        // The source keys naming each name (read when asked), and per language and name its habit.
        var keysNaming: [String: [String]]?
        var habits: [[String]: (keeping: Int, texts: Int)] = [:]
        func habit(_ name: String, _ language: String, except key: String) -> (keeping: Int, texts: Int) {
            if keysNaming == nil {
                var found: [String: [String]] = [:]
                for (key, string) in source where string.translatable {
                    guard case let .text(text) = string.value else { continue }
                    for name in Set(Self.capitalizedNames(in: text)) { found[name, default: []].append(key) }
                }
                keysNaming = found
            }
            // Counted once per name and language over every text naming it; this key's own taken out.
            let keeps = { (other: String) -> Bool? in
                guard let string = strings[language]?[other], case let .text(text) = string.value,
                      string.value != strings[catalog.sourceLanguage]?[other]?.value else { return nil }
                return text.containsUTF8(name)
            }
            let all: (keeping: Int, texts: Int)
            if let known = habits[[name, language]] { all = known } else {
                var (keeping, texts) = (0, 0)
                for other in keysNaming![name] ?? [] {
                    guard let kept = keeps(other) else { continue }
                    texts += 1
                    keeping += kept ? 1 : 0
                }
                all = (keeping, texts)
                habits[[name, language]] = all
            }
            guard let kept = keeps(key) else { return all }
            return (all.keeping - (kept ? 1 : 0), all.texts - 1)
        }
        return consensusFindings(catalog, strings) { key, _, sourceText, translated in
            let names = Self.capitalizedNames(in: sourceText)
            guard !names.isEmpty else { return [] }
            let translations = translated()
            guard translations.count >= 10 else { return [] }
            return names.flatMap { name -> [(TextTranslation, String)] in
                let keeping = translations.count { $0.text.containsUTF8(name) }
                guard keeping < translations.count else { return [] }
                let keyKeeps = keeping * 10 >= translations.count * 9
                let nameWords = name.split(separator: " ").map(String.init)
                return translations.filter { !$0.text.containsUTF8(name) }.compactMap { translation in
                    // (By the language's habit, one of the name's words kept as written: "Wikimedia Comuns".)
                    let keepsAWord = nameWords.contains(where: { translation.text.containsUTF8($0) })
                    // (Or, none kept, where three in four of the key's translations keep it and the language nine in
                    // ten of its texts naming it: Home Assistant's Brazilian "servidor do Assistente Doméstico".)
                    let keyMostlyKeeps = !keyKeeps && !keepsAWord && translations.count >= 10 && keeping * 4 >= translations.count * 3
                    guard keyKeeps || keepsAWord || keyMostlyKeeps else { return nil }
                    let (kept, texts) = keyKeeps ? (0, 0) : habit(name, translation.language, except: key)
                    guard keyKeeps || (kept >= 3 && kept * 4 >= texts * 3) else { return nil }
                    if let written = Self.transliteration(of: name, in: translation.text, closerThan: 4) {
                        return (translation, "the name \"\(name)\" is written \"\(written)\" here; "
                            + (keyKeeps ? "\(keeping) of the \(translations.count) translations keep it"
                                        : "\(translation.language) keeps it as written in \(kept) of its \(texts) other texts naming it"))
                    }
                    // Translated: one of its words kept, as written or as a loanword ("Heimassistent" for
                    // Home Assistant), where the key's translations keep it nine times in ten, or one kept
                    // as written whatever they do ("Wikimedia Beni comuni"); and the language's other
                    // texts naming it keep it nine times in ten.
                    // (Not where it stands with its spaces left out: "HomeAssistantフロントエンド" is a spelling.)
                    guard !translation.text.containsUTF8(name.replacingOccurrences(of: " ", with: "")),
                          let word = keepsAWord ? nameWords.first(where: { translation.text.containsUTF8($0) }) : Self.loanwordOf(nameWords, in: translation.text)
                    else { return nil }
                    // (Without the key's translations to say so, the name's other words respelled or declined,
                    // Czech "Home Asistentovi", are no translation.)
                    let notKept = nameWords.filter { !translation.text.containsUTF8($0) }
                    guard keyKeeps || (keyMostlyKeeps ? !notKept.allSatisfy({ Self.loanwordOf([$0], in: translation.text) != nil })
                                                      : Self.loanwordOf(notKept, in: translation.text) == nil) else { return nil }
                    let (languageKept, languageTexts) = habit(name, translation.language, except: key)
                    guard languageKept >= 5, languageKept * 10 >= languageTexts * 9 else { return nil }
                    return (translation, "the name \"\(name)\" is translated here (\"\(word)\" kept of it); \(keeping) of the \(translations.count) translations "
                        + "keep it, and \(translation.language) keeps it as written in \(languageKept) of its \(languageTexts) other texts naming it")
                }
            }
        }
    }

    /// The names of a text: runs of two to four words each starting with a capital ASCII letter
    /// ("Element X", "Home Assistant"), and such a run without its first word (a sentence's
    /// first: "Open Home Assistant"); at most four per text. Punctuation ends a run.
    static func capitalizedNames(in text: String) -> [String] {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return [] }
        var names: [String] = [], run: [Substring] = []
        func finish() {
            // A longer run is a Title Case heading, not a name.
            if (2...4).contains(run.count) { names.append(run.joined(separator: " ")) }
            if (3...5).contains(run.count) { names.append(run.dropFirst().joined(separator: " ")) }
            run = []
        }
        for word in text.split(separator: " ") where names.count < 4 {
            let core = word.drop { !($0.isLetter || $0.isNumber) }
            let token = core.prefix { $0.isLetter || $0.isNumber }
            let capitalized = token.first.map { $0.isASCII && $0.isUppercase } ?? false
            // Punctuation before a word starts a new run; after it, ends the run.
            if !capitalized || core.count != word.count { finish() }
            if capitalized { run.append(token) }
            if token.count != core.count { finish() }
        }
        finish()
        return Array(names.prefix(4))
    }
}

/// The app's name in another letter case where a translator added it: ownCloud's German
/// "OwnCloud an einen Freund weiterempfehlen" for "Recommend to a friend". ``lostAppName(_:_:other:)``
/// judges the texts whose source names the app; these have no source spelling to compare
/// with, so the app's own name (`app_name`), as the translations write it, is the spelling.
extension CatalogChecker {
    /// One hint per translation whose source does not name the app and which writes its name
    /// (`app_name`, five letters or more) in another letter case, where the platform's
    /// translations that name it write it as is in nine in ten of their texts (ten at least).
    func appNameInAnotherCase(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        guard let source = strings[catalog.sourceLanguage], let name = Self.appNames(source).first(where: { $0.count >= 5 && !$0.contains(" ") }),
              name.contains(where: \.isLetter) else { return [] }
        var asWritten = 0, naming = 0
        var candidates: [(language: String, key: String, string: CatalogString, text: String, written: String)] = []
        for (language, translated) in strings where !Self.areClose(language, catalog.sourceLanguage) {
            for (key, string) in translated {
                guard case let .text(text) = string.value, text.containsIgnoringCase(name) else { continue }
                if text.containsUTF8(name) { naming += 1; asWritten += 1; continue }
                // Hosts ("owncloud.com") and words the name is part of are no spelling of it.
                guard let written = Self.otherLetterCase(of: name, in: text) else { continue }
                naming += 1
                guard let original = source[key], original.translatable, !original.value.displayText.containsIgnoringCase(name) else { continue }
                candidates.append((language, key, string, text, written))
            }
        }
        guard asWritten >= 10, asWritten * 10 >= naming * 9 else { return [] }
        return candidates.sorted { ($0.language, $0.key) < ($1.language, $1.key) }.map { candidate in
            CatalogFinding(kind: .placeholderMismatch, key: candidate.key, language: candidate.language, platform: catalog.platform,
                           detail: "the app's name \"\(name)\" is written \"\(candidate.written)\" here, where the translations write it as is "
                               + "in \(asWritten) of their \(naming) texts that name it (source \"\(source[candidate.key]?.value.displayText ?? "")\", "
                               + "here \"\(candidate.text)\")",
                           location: candidate.string.location.description, severity: .hint, appleKey: candidate.string.key)
        }
    }
}

extension CatalogChecker {
    /// The first word of `text` that is a loanword (``loanwordForm(_:)``) of one of `words`
    /// ("Heimassistent" of "Assistant": "heimasistent" holds "asistant" within a letter).
    static func loanwordOf(_ words: [String], in text: String) -> String? {
        let forms = words.compactMap(loanwordForm)
        guard !forms.isEmpty else { return nil }
        return lowercasedWords(text).first { written in
            guard let form = loanwordForm(written) else { return false }
            return forms.contains { name in
                form.count >= name.count && (0...(form.count - name.count)).contains { start in
                    let window = Array(form.dropFirst(start).prefix(name.count))
                    return EditDistance.between(window, Array(name), atMost: 1) <= 1
                }
            }
        }
    }
}
