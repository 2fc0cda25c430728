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
        let identifier = locale.identifier
        let text = RegionNames.shared.name(of: alpha2, in: identifier) {
            locale.localizedString(forRegionCode: alpha2) ?? alpha2
        }
        return LocalizedDisplayName(code: self, localeIdentifier: identifier, text: text)
    }
}

/// The region names ICU gave this process, by locale identifier and code: a run asks for the
/// same names again (its environment record lists all 1,245 of the standard matrix, its rows
/// draw them), and each ICU look-up costs microseconds. A cache of text only: the code stays
/// the identity, the name is still made for drawing.
final class RegionNames: @unchecked Sendable {
    static let shared = RegionNames()

    private struct Key: Hashable {
        let code: String
        let locale: String
    }

    private let lock = NSLock()
    private var names: [Key: String] = [:]

    /// The name of `code` in the locale `identifier`, from `lookUp` the first time.
    func name(of code: String, in identifier: String, lookUp: () -> String) -> String {
        let key = Key(code: code, locale: identifier)
        lock.lock()
        let known = names[key]
        lock.unlock()
        if let known { return known }
        let name = lookUp()
        lock.lock()
        names[key] = name
        lock.unlock()
        return name
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
