import Foundation

/// A localized country name for **display only**.
///
/// It deliberately is neither `Hashable` nor `Equatable`: it cannot be a dictionary key, a set
/// member or an identity. Keep the ``code`` for all of that; draw ``text``.
public struct LocalizedDisplayName: Sendable, CustomStringConvertible {
    /// The country this name belongs to: the identity.
    public let code: CountryCode
    /// The locale identifier the name was produced for, e.g. `"de"`.
    public let localeIdentifier: String
    /// The text to draw, e.g. `"Deutschland"`.
    public let text: String

    public var description: String { text }
}

extension CountryCode {
    /// The country's name in `locale`, from Foundation's ICU data.
    ///
    /// Falls back to the alpha-2 code only if ICU has no name (it has one for all 249 codes
    /// in every locale of ``LocaleMatrix/standard``; a test checks this).
    public func displayName(in locale: Locale) -> LocalizedDisplayName {
        let text = locale.localizedString(forRegionCode: alpha2) ?? alpha2
        return LocalizedDisplayName(code: self, localeIdentifier: locale.identifier, text: text)
    }
}

extension Sequence where Element == CountryCode {
    /// The codes sorted by their display name under `locale`'s collation (ties broken by
    /// code, so the order is total and stable). The result keeps the codes as identity.
    public func sortedByDisplayName(in locale: Locale) -> [CountryCode] {
        let named = map { ($0, $0.displayName(in: locale).text) }
        return named.sorted { lhs, rhs in
            switch lhs.1.compare(rhs.1, locale: locale) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return lhs.0 < rhs.0
            }
        }.map(\.0)
    }
}
