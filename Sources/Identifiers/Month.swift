import Foundation

/// Why a number was refused as a month.
public enum MonthError: Error, Equatable, Sendable, CustomStringConvertible {
    case outOfRange(Int)

    public var description: String {
        switch self {
        case let .outOfRange(number): return "\(number) is not a month of the Gregorian calendar (1–12)"
        }
    }
}

/// A month of the Gregorian calendar, identified by its number; names exist only when drawn.
public struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1 = January … 12 = December.
    public let number: Int

    public init(_ number: Int) throws(MonthError) {
        guard (1...12).contains(number) else { throw .outOfRange(number) }
        self.number = number
    }

    public static let all: [Month] = (1...12).map { Month(unchecked: $0) }

    private init(unchecked number: Int) { self.number = number }

    /// The standalone month name in `locale` (as in a list or a picker), e.g. "März" in de.
    public func standaloneName(in locale: Locale) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return calendar.standaloneMonthSymbols[number - 1]
    }

    public static func < (lhs: Month, rhs: Month) -> Bool { lhs.number < rhs.number }
    public var description: String { "\(number)" }
}
