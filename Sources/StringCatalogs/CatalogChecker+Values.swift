import Foundation

extension CatalogChecker {
    /// Whether `value` is a plural every form of which is one of `source`'s forms, the forms
    /// differing (a language with fewer categories keeping the source's `other`).
    static func isPluralCopy(_ value: CatalogValue, of source: CatalogValue) -> Bool {
        guard case let .plural(forms) = value, case let .plural(sourceForms) = source, !forms.isEmpty else { return false }
        let sourceTexts = Set(sourceForms.values)
        return forms.values.allSatisfy { !$0.isEmpty && sourceTexts.contains($0) }
    }

    /// Whether a translation is its own key, an identifier (`screen_room_details_share_room_title`,
    /// `settings.title`: ASCII without spaces, with `_` or `.`), where the source's text is another.
    static func showsItsKey(_ text: String, key: String, source: CatalogValue) -> Bool {
        text == key && source != .text(key) && key.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
            && (key.containsByte(UInt8(ascii: "_")) || key.containsByte(UInt8(ascii: ".")))
    }

    /// Whether a text shows quotation marks: straight, typographic, guillemets or corner brackets.
    static func showsQuotes(_ text: String) -> Bool {
        text.containsByte(UInt8(ascii: "\"")) || text.unicodeScalars.contains { quotationMarks.contains($0) }
    }

    /// Quotation marks, but not U+2019 (’), the apostrophe too.
    static let quotationMarks: Set<Unicode.Scalar> = ["\u{201C}", "\u{201D}", "\u{201E}", "\u{2018}", "\u{201A}", "\u{00AB}", "\u{00BB}", "\u{2039}", "\u{203A}",
                                                      "\u{300C}", "\u{300D}", "\u{300E}", "\u{300F}"]

    /// Empty texts in one file of a language from which they are an exporter's mark of strings
    /// not yet translated, not a translator's slip: in the corpus, files with empty values hold
    /// one or two (Mastodon, Element X, Bitwarden: among translated values) or five (Home
    /// Assistant's Lokalise exports, whose app shows English for an empty value).
    static let exportedEmpties = 3

    /// The one finding for a language that is a copy of the source, at its main file (the
    /// one holding most of its strings), naming how many of its keys are missing besides.
    func copiedLanguage(_ copy: CopiedLanguage, language: String, strings: [String: CatalogString], missing: Int, catalog: PlatformCatalog) -> CatalogFinding {
        var files: [String: (count: Int, line: Int)] = [:]
        for string in strings.values {
            let (count, line) = files[string.location.file] ?? (0, .max)
            files[string.location.file] = (count + 1, min(line, string.location.line))
        }
        let main = files.min { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        return CatalogFinding(kind: .untranslated, key: "*", language: language, platform: catalog.platform,
                              detail: "\(copy.identical) of \(copy.compared) strings are the \(catalog.sourceLanguage) text: an untranslated copy"
                                  + (missing > 0 ? " (and \(missing) key\(missing == 1 ? " has" : "s have") no \(language) value)" : ""),
                              location: main.map { "\($0.key):\($0.value.line)" })
    }

    /// The placeholders of a value: of the text, or of the plural form with the most.
    static func placeholders(_ value: CatalogValue) -> [Placeholder] {
        if case let .text(text) = value { return Placeholder.all(in: text) }
        return value.texts.map { Placeholder.all(in: $0) }.max { $0.count < $1.count } ?? []
    }
}
