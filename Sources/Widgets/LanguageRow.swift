import Countries
import Foundation
import Identifiers
import Typesetting

/// A language-picker row: the language's name in the UI locale, and its name in itself on
/// the trailing edge. The picker persists the ``LanguageTag``; names exist only when drawn.
public struct LanguageRow: Sendable {
    /// What the picker persisted.
    public enum StoredPreference: Sendable {
        /// Correct: the tag.
        case tag
        /// The sibling bug, for canaries: the picker stored the language's *name* as shown
        /// when it was chosen (in English), and reads it back by looking the name up among
        /// the current locale's names. Under another locale the lookup misses and the row
        /// shows the stale stored name with no autonym.
        case englishName
    }

    public let tag: LanguageTag
    public let locale: MatrixLocale
    public var storedPreference: StoredPreference

    public init(tag: LanguageTag, locale: MatrixLocale, storedPreference: StoredPreference = .tag) {
        self.tag = tag
        self.locale = locale
        self.storedPreference = storedPreference
    }

    /// Title and subtitle as drawn.
    public var texts: (title: String, subtitle: String?) {
        switch storedPreference {
        case .tag:
            return (locale.display(tag.displayName(in: locale.locale)), tag.autonym)
        case .englishName:
            let stored = tag.displayName(in: Locale(identifier: "en"))
            let candidates = LanguagePicker.standard.tags
            if let found = candidates.first(where: { $0.displayName(in: locale.locale) == stored }) {
                return (locale.display(found.displayName(in: locale.locale)), found.autonym)
            }
            return (stored, nil)
        }
    }

    public func render(style: RowStyle = RowStyle(), with typesetter: Typesetter) throws(TypesettingError) -> RenderedView {
        let (title, subtitle) = texts
        return try LabelRow(locale: locale, badge: tag.language.uppercased(), title: title, subtitle: subtitle,
                            subtitleLanguage: tag.identifier)
            .render(style: style, header: "language \(tag)", with: typesetter)
    }
}

/// The languages a picker offers, chosen within the vendored fonts' coverage (Latin, Greek,
/// Cyrillic, Arabic, Japanese with Han and Hangul).
public struct LanguagePicker: Sendable {
    public let tags: [LanguageTag]

    public static let standard = LanguagePicker(tags: ["ar", "de", "el", "en", "es", "fr", "it", "ja", "ko", "nl", "pl",
                                                        "pt-BR", "ru", "sv", "tr", "zh-Hans"].map { try! LanguageTag(parsing: $0) })
}
