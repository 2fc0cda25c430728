import Countries
import Foundation
import Identifiers
import Typesetting

/// A month row: the month number as the badge and the standalone month name. Keyed by the
/// month number only.
public struct MonthRow: Sendable {
    /// How the row finds the number it shows.
    public enum NumberLookup: Sendable {
        /// Correct: the month's own number.
        case byNumber
        /// The sibling bug, for canaries: the number is found by comparing the localized name
        /// with English month names; a miss shows "?".
        case byEnglishName
    }

    public let month: Month
    public let locale: MatrixLocale
    public var numberLookup: NumberLookup

    public init(month: Month, locale: MatrixLocale, numberLookup: NumberLookup = .byNumber) {
        self.month = month
        self.locale = locale
        self.numberLookup = numberLookup
    }

    public var badge: String {
        switch numberLookup {
        case .byNumber:
            return "\(month.number)"
        case .byEnglishName:
            let name = month.standaloneName(in: locale.locale)
            let english = Month.all.first { $0.standaloneName(in: Locale(identifier: "en")) == name }
            return english.map { "\($0.number)" } ?? "?"
        }
    }

    public func render(style: RowStyle = RowStyle(), with typesetter: Typesetter) throws(TypesettingError) -> RenderedView {
        try LabelRow(locale: locale, badge: badge, title: locale.display(month.standaloneName(in: locale.locale)))
            .render(style: style, header: "month \(month.number)", with: typesetter)
    }
}
