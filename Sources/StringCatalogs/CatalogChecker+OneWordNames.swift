/// A one-word name written in a near spelling: Element X's Spanish "Matriz es una red
/// abierta…" for "Matrix is an open network…", Bitwarden's Turkish "WebAutn ile doğrula" for
/// "Authenticate WebAuthn". ``alteredNames(_:_:)`` reads names of two words or more (a single
/// capitalized word is as often a sentence's first); a word every translation of its key keeps
/// as written (nine in ten of ten at least), and the language in three of its other texts at
/// least, is a name (not a word the source also writes in lower case outside addresses: a
/// sentence's first "Open"). Where a translation lacks it and holds a capitalized Latin word two
/// letters from it at most, which the language writes nowhere else and which neither begins
/// the other (an inflection: Finnish "Matrixin"), the name is misspelled or translated.
/// A language that writes the name in fewer texts may inflect it (Slovak "Chromu", Chrome's
/// genitive).
extension CatalogChecker {
    /// The fewest translations of the key, and the fewest texts of the language keeping the name.
    static let fewestNameKeepers = 10, fewestOwnNameTexts = 3

    /// The longest source text read (in UTF-8 bytes), and the most names read of each.
    static let longestNamingText = 1_000, mostNamesPerText = 8

    /// One `placeholderMismatch` per one-word name written in a near spelling (see the
    /// extension's comment).
    func alteredOneWordNames(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        let languages = strings.keys.filter { !Self.areClose($0, catalog.sourceLanguage) }.sorted()
        let sorted = sortedSource(catalog, strings)
        // (A word the source also writes in lower case is a word, not a name: a sentence's first
        // "Open". Not in an address or identifier: "matrix.org", "#room:matrix.org".)
        var lowercase: Set<Substring> = []
        for (_, original) in sorted {
            guard case let .text(text) = original.value else { continue }
            for token in text.split(whereSeparator: \.isWhitespace) where !token.dropLast().contains(where: { ".:/@#_".contains($0) }) {
                for word in token.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) where word.first?.isLowercase == true { lowercase.insert(word) }
            }
        }
        var findings: [CatalogFinding] = []
        for (key, original) in sorted where original.translatable {
            // (A label or a sentence, not a page of text: a few names each.)
            guard case let .text(sourceText) = original.value, sourceText.utf8.count <= Self.longestNamingText,
                  case let names = Self.capitalizedWords(sourceText).filter({ !lowercase.contains(Substring($0.lowercased())) }).prefix(Self.mostNamesPerText),
                  !names.isEmpty else { continue }
            let translations = languages.compactMap { language -> (language: String, string: CatalogString, text: String)? in
                guard let string = strings[language]?[key], case let .text(text) = string.value, text != sourceText else { return nil }
                return (language, string, text)
            }
            guard translations.count >= Self.fewestNameKeepers else { continue }
            for name in names {
                // Kept as written by nine in ten (read until more than one in ten lack it).
                var lacking: [(language: String, string: CatalogString, text: String)] = []
                for translation in translations where !Self.holdsWord(translation.text, name) {
                    lacking.append(translation)
                    if lacking.count * 10 > translations.count { break }
                }
                guard lacking.count * 10 <= translations.count else { continue }
                for (language, string, text) in lacking {
                    guard let near = Self.nearSpelling(of: name, in: text) else { continue }
                    let words = textWords(of: language, catalog, strings)
                    let kept = words[name.lowercased(), default: 0]
                    guard kept >= Self.fewestOwnNameTexts, words[near.lowercased(), default: 0] <= 1 else { continue }
                    findings.append(CatalogFinding(
                        kind: .placeholderMismatch, key: key, language: language, platform: catalog.platform,
                        detail: "the name \"\(name)\" is written \"\(near)\" here; \(translations.count - lacking.count) of the \(translations.count) translations "
                            + "keep it as written, as \(language) does in \(kept) of its other texts (source \"\(sourceText)\", here \"\(text)\")",
                        location: string.location.description, appleKey: string.key))
                }
            }
        }
        return findings
    }

    /// The words of a text that could be names: ASCII letters only, four or more, the first a
    /// capital ("Matrix", "WebAuthn"), each once, in text order.
    static func capitalizedWords(_ text: String) -> [String] {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return [] }
        var found: [String] = []
        for word in text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) where word.count >= 4 {
            guard let first = word.first, first.isUppercase, !found.contains(String(word)) else { continue }
            found.append(String(word))
        }
        // (A word run into letters beyond ASCII is no word: "Matrixů" is not "Matrix".)
        return found.filter { name in holdsWord(text, name) }
    }

    /// Whether `text` holds `word` (ASCII letters) as a whole word: no letter on either side.
    static func holdsWord(_ text: String, _ word: String) -> Bool {
        var searched = text[...]
        while let range = searched.range(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            searched = text[range.upperBound...]
        }
        return false
    }

    /// A capitalized word of `text` in Latin letters, four or more, two edits from `name` at
    /// most and not the same ignoring case, neither beginning the other: the first such.
    static func nearSpelling(of name: String, in text: String) -> String? {
        let target = Array(name.lowercased())
        for word in text.split(whereSeparator: { !$0.isLetter }) where word.count >= 4 {
            guard let first = word.first, first.isUppercase, word.unicodeScalars.allSatisfy(\.isInLatinBlocks) else { continue }
            let lowered = word.lowercased()
            guard lowered != name.lowercased(), !lowered.hasPrefix(name.lowercased()), !name.lowercased().hasPrefix(lowered),
                  EditDistance.between(target, Array(lowered), atMost: 2) <= 2 else { continue }
            return String(word)
        }
        return nil
    }
}
