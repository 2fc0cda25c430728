/// Another product's name where the source names one: ownCloud's German "Verwenden Sie
/// Nextcloud-Aktionen in Kurzbefehle." for "Use ownCloud actions in Shortcuts." (a match
/// from a sibling project's translation memory), and "Mit all deinen Nextcloud-Servern
/// verbinden" for "Connect to all your ownCloud servers". The source's name is a word
/// written with a capital inside it ("ownCloud", "WebDAV") or starting with one where no
/// sentence starts ("Home" of "…, Home Assistant needs"), which three in four of the key's
/// translations (five at least) keep; the translation lacking it writes in its place a
/// capitalized word, not a sentence's first, that no other text of its language and none of
/// the source writes (Indonesian "Asisten Rumah" for "Home Assistant": the name translated).
extension CatalogChecker {
    /// One `placeholderMismatch` per translation writing another name where its source's was (see the type's comment).
    func replacedNames(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        // Per language: how many of its texts write each stem (read when asked).
        var vocabularies: [String: [String: Int]] = [:]
        func vocabulary(_ language: String) -> [String: Int] {
            if let known = vocabularies[language] { return known }
            var stems: [String: Int] = [:]
            for string in (strings[language] ?? [:]).values {
                for stem in Set(string.value.texts.flatMap(Self.wordStems)) { stems[stem, default: 0] += 1 }
            }
            vocabularies[language] = stems
            return stems
        }
        return consensusFindings(catalog, strings) { _, _, sourceText, translated in
            let names = Self.namesWithinSentences(sourceText)
            guard !names.isEmpty else { return [] }
            let translations = translated()
            guard translations.count >= 5 else { return [] }
            for name in names {
                let keeping = translations.count { $0.text.containsIgnoringCase(name) }
                guard keeping * 4 >= translations.count * 3, keeping < translations.count else { continue }
                return translations.filter { !$0.text.containsIgnoringCase(name) }.compactMap { translation in
                    // (A name other translations write too is the product's other name: "YubiKey" for "Yubico security key".)
                    Self.foreignName(in: translation.text, vocabulary: vocabulary(translation.language), sourceVocabulary: vocabulary(catalog.sourceLanguage))
                        .flatMap { written in translations.count { $0.text.containsUTF8(written) } == 1 ? written : nil }.map { written in
                        (translation, "the name \"\(name)\" is \"\(written)\" here, a name \(translation.language) writes in no other text; \(keeping) of the "
                            + "\(translations.count) translations keep \"\(name)\" (another product's name, or the name translated)")
                    }
                }
            }
            return []
        }
    }

    /// The names of a source text: words of four letters or more with a capital after their
    /// first letter ("ownCloud") or starting with one where no sentence starts; at most three.
    static func namesWithinSentences(_ text: String) -> [String] {
        // (A capital after the first letter: most texts have none.)
        guard text.utf8.dropFirst().contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return [] }
        var names: [String] = [], previous: Character = "."
        for word in text.split(separator: " ") where names.count < 3 {
            defer { previous = word.last ?? previous }
            let token = word.drop { !$0.isLetter }.prefix { $0.isLetter }
            guard token.count >= 4, token.allSatisfy(\.isASCII) else { continue }
            let inner = token.dropFirst().contains(where: \.isUppercase) && token.contains(where: \.isLowercase)
            let starting = token.first!.isUppercase && !".!?:\"“".contains(previous) && token.dropFirst().allSatisfy(\.isLowercase)
            if inner || starting { names.append(String(token)) }
        }
        return names
    }

    /// The first five letters, lowercased, of each run of five ASCII letters or more of a text
    /// ("nextc", "serve" of "Nextcloud-Servern"): a word and its inflections share them. By
    /// bytes: every text of a language is read.
    static func wordStems(_ text: String) -> [String] {
        var stems: [String] = [], run: [UInt8] = []
        func finish() {
            if run.count >= 5 { stems.append(String(decoding: run.prefix(5), as: UTF8.self)) }
            run.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): run.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): run.append(byte)
            default: finish()
            }
        }
        finish()
        return stems
    }

    /// A capitalized word, not a sentence's first, standing where a name was, whose
    /// stem (``wordStems(_:)``) the language writes in no other text and the source in none
    /// (ownCloud's German "Nextcloud-Servern" for "ownCloud servers": another product's name
    /// from a translation memory). The vocabularies are asked only for such a word.
    static func foreignName(in text: String, vocabulary: @autoclosure () -> [String: Int], sourceVocabulary: @autoclosure () -> [String: Int]) -> String? {
        var previous: Character = "."
        for word in text.split(separator: " ") {
            defer { previous = word.last(where: { !$0.isWhitespace }) ?? previous }
            guard !".!?:".contains(previous) else { continue }
            // (Runs of letters, ASCII throughout: "Gelbgrün" is no name "Gelbgr".)
            for run in word.split(whereSeparator: { !$0.isLetter }) where run.count >= 5 && run.first!.isUppercase && run.allSatisfy(\.isASCII) {
                let stem = run.prefix(5).lowercased()
                if (vocabulary()[stem] ?? 0) <= 1, sourceVocabulary()[stem] == nil { return String(run) }
            }
        }
        return nil
    }

}
