import Foundation

/// Why a string was refused as an ISO 4217 currency code.
public enum CurrencyCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    case wrongLength(input: String, scalarCount: Int)
    case notASCIILetters(input: String)
    case notUppercase(input: String, canonical: String)
    /// Three letters that are not an active ISO 4217 code (e.g. `"EUD"`, or the retired `"DEM"`).
    case unknown(code: String)

    public var description: String {
        switch self {
        case let .wrongLength(input, count): return "\"\(input)\" is not an ISO 4217 code: expected 3 letters, got \(count) characters"
        case let .notASCIILetters(input): return "\"\(input)\" is not an ISO 4217 code: only the letters A–Z are allowed"
        case let .notUppercase(input, canonical): return "\"\(input)\" is not an ISO 4217 code: codes are uppercase (did you mean \"\(canonical)\"?)"
        case let .unknown(code): return "\"\(code)\" is not an active ISO 4217 currency code"
        }
    }
}

/// An active ISO 4217 currency code: the identity of a currency (cache keys, storage).
/// Parsing is strict, like ``Countries/CountryCode``: exactly three uppercase ASCII letters
/// of an active code.
public struct CurrencyCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let alpha3: String

    public init(parsing input: String) throws(CurrencyCodeError) {
        let scalars = Array(input.unicodeScalars)
        guard scalars.count == 3 else { throw .wrongLength(input: input, scalarCount: scalars.count) }
        guard scalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }) else {
            throw .notASCIILetters(input: input)
        }
        guard input == input.uppercased() else { throw .notUppercase(input: input, canonical: input.uppercased()) }
        guard Self.index[input] != nil else { throw .unknown(code: input) }
        alpha3 = input
    }

    private init(assigned: String) { alpha3 = assigned }

    private static let index: [String: Int] = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($0.element.alpha3, $0.offset) })

    /// Every active code (181 in iso-codes 4.15.0).
    public static var allActive: [CurrencyCode] { table.map { CurrencyCode(assigned: $0.alpha3) } }

    /// ISO 4217 numeric code, e.g. `"826"` for GBP.
    public var numeric: String { Self.table[Self.index[alpha3]!].numeric }

    /// The currency's name in `locale` (display only), e.g. "Britisches Pfund" in de.
    public func displayName(in locale: Locale) -> String {
        locale.localizedString(forCurrencyCode: alpha3) ?? alpha3
    }

    /// The symbol `locale` writes for this currency, e.g. "£" in de, "£GB" in fr.
    public func symbol(in locale: Locale) -> String {
        CurrencyFormatters.shared.symbol(of: alpha3, in: locale)
    }

    public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool { lhs.alpha3 < rhs.alpha3 }
    public var description: String { alpha3 }
}

/// One currency `NumberFormatter` per locale, reused for every currency: making one costs
/// more than the row that shows its symbol (100 symbols: ~13 ms fresh, ~6 ms reused; the same
/// symbols). A formatter is not thread-safe, so each is used under the lock.
private final class CurrencyFormatters: @unchecked Sendable {
    static let shared = CurrencyFormatters()
    private let lock = NSLock()
    private var formatters: [String: NumberFormatter] = [:]

    func symbol(of currency: String, in locale: Locale) -> String {
        lock.lock()
        defer { lock.unlock() }
        let formatter: NumberFormatter
        if let known = formatters[locale.identifier] {
            formatter = known
        } else {
            formatter = NumberFormatter()
            formatter.numberStyle = .currency
            formatter.locale = locale
            formatters[locale.identifier] = formatter
        }
        formatter.currencyCode = currency
        return formatter.currencySymbol ?? currency
    }
}
