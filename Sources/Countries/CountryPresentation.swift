import Foundation

/// What a country row draws: the code is the identity, the flag is computed from it and the
/// name exists only for drawing.
public struct CountryPresentation: Sendable {
    /// The identity.
    public let code: CountryCode
    /// The flag emoji of ``code``.
    public let flag: String
    /// The localized name, display only.
    public let name: LocalizedDisplayName
}

extension CountryCode {
    /// The row content for this country in `locale`.
    public func presentation(in locale: Locale) -> CountryPresentation {
        CountryPresentation(code: self, flag: flagEmoji, name: displayName(in: locale))
    }
}

extension CountryCode {
    /// The row content for this country as `locale` shows it: under a pseudo-locale the name
    /// is the source language's, transformed (``MatrixLocale/display(_:)``); the flag and the
    /// code never change.
    public func presentation(in locale: MatrixLocale) -> CountryPresentation {
        let name = displayName(in: locale.locale)
        return CountryPresentation(code: self, flag: flagEmoji,
                                   name: LocalizedDisplayName(code: self, localeIdentifier: locale.identifier, text: locale.display(name.text)))
    }
}
