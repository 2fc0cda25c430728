import Countries
import Foundation
import Identifiers
import Typesetting

/// A currency row: the locale's symbol, the localized name, the code on the trailing edge.
/// Keyed by the ISO 4217 code only.
public struct CurrencyRow: Sendable {
    /// How the row finds its symbol.
    public enum SymbolLookup: Sendable {
        /// Correct: from the code.
        case byCode
        /// The sibling bug, for canaries: a symbol cache keyed by the *English* currency
        /// name, consulted with the localized name being drawn; a miss shows "¤".
        case byEnglishDisplayName
    }

    public let code: CurrencyCode
    public let locale: MatrixLocale
    public var symbolLookup: SymbolLookup

    public init(code: CurrencyCode, locale: MatrixLocale, symbolLookup: SymbolLookup = .byCode) {
        self.code = code
        self.locale = locale
        self.symbolLookup = symbolLookup
    }

    /// The symbol drawn in the badge.
    public var symbol: String {
        switch symbolLookup {
        case .byCode:
            return code.symbol(in: locale.locale)
        case .byEnglishDisplayName:
            let english = Locale(identifier: "en")
            let byName = Dictionary(CurrencyCode.allActive.map { ($0.displayName(in: english), $0) }) { first, _ in first }
            return byName[code.displayName(in: locale.locale)]?.symbol(in: locale.locale) ?? "¤"
        }
    }

    public func render(style: RowStyle = RowStyle(), with typesetter: Typesetter) throws(TypesettingError) -> RenderedView {
        try LabelRow(locale: locale, badge: symbol, title: locale.display(code.displayName(in: locale.locale)), subtitle: code.alpha3)
            .render(style: style, header: "currency \(code.alpha3)", with: typesetter)
    }
}
