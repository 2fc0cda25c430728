import Foundation

/// A pseudo-locale: the source language's strings, transformed so that layout and
/// internationalization problems show before any translation exists.
///
/// Pseudo-locales are locales like any other in LocaleShot: `MatrixLocale(validating: "en-XA")`,
/// `LOCALESHOT_LOCALES=en,en-XA,ar-XB`, `.snapshotLocales("en-XA")`, `--locales en-XA` and
/// `catalog render --pseudo en-XA,ar-XB`. Their goldens live under `Snapshots/<suite>/en-XA/`.
public enum PseudoLocale: String, CaseIterable, Sendable {
    /// `en-XA`, as Android defines it: letters replaced by accented look-alikes, the text
    /// expanded with counting words (by half its length for up to three words, by its length
    /// beyond), the whole wrapped in `[` `]`, placeholders marked `»%1$s«`. Predicts truncation
    /// and shows text that is not taken from the catalog (it stays plain ASCII).
    case accented = "en-XA"
    /// `ar-XB`, as Android defines it: a right-to-left paragraph whose words are the source's,
    /// each forced right-to-left (U+200F U+202E … U+202C U+200F), so the layout mirrors and the
    /// words read backwards. Shows hard-coded left/right positioning.
    case bidi = "ar-XB"
    /// `en-XD`, like Xcode's double-length pseudolanguage: every run of text between
    /// placeholders and markup written twice. Placeholders and markup appear once, so a format
    /// string keeps its arguments.
    case doubleLength = "en-XD"

    /// The pseudo-locale with this BCP 47 identifier, in any letter case (`EN-xa`).
    public init?(identifier: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == identifier.lowercased() }) else { return nil }
        self = match
    }

    /// The BCP 47 identifier, e.g. `"en-XA"`.
    public var identifier: String { rawValue }

    /// The language whose strings are transformed (English for all three, as on Android).
    public var sourceLanguage: String { "en" }

    /// The paragraph direction the pseudo-locale lays out in.
    public var direction: LayoutDirection { self == .bidi ? .rightToLeft : .leftToRight }

    /// `text` as this pseudo-locale shows it; placeholders (`%1$s`, `%@`, `%#@count@`, `{0}`),
    /// markup (`<b>`, `&amp;`) and backslash escapes (`\n`, `\'`) are kept intact.
    public func transform(_ text: String) -> String {
        let tokens = PseudoTokenizer.tokens(of: text)
        switch self {
        case .accented: return Pseudolocalizer.accented(tokens)
        case .bidi: return Pseudolocalizer.bidi(tokens)
        case .doubleLength: return Pseudolocalizer.doubled(tokens)
        }
    }
}
