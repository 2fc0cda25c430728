/// An officially assigned ISO 3166-1 alpha-2 country code: the identity of a country in every
/// layer of LocaleShot (lookup, grouping, sorting, storage, cache keys).
///
/// The only way to obtain one is validated parsing (``init(parsing:)``) or the flag inverse
/// (``init(flag:)``). Parsing is **strict**: the input must be exactly two uppercase ASCII
/// letters; lowercase (`"de"`) and surrounding whitespace (`" DE"`) are refused with an error
/// that names the canonical spelling, so an identity is never silently rewritten.
public struct CountryCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The two uppercase ASCII letters, e.g. `"DE"`.
    public let alpha2: String

    /// Parses an ISO 3166-1 alpha-2 code, refusing anything that is not officially assigned.
    /// - Throws: ``CountryCodeError`` saying why the input was refused.
    public init(parsing input: String) throws(CountryCodeError) {
        let scalars = Array(input.unicodeScalars)
        let trimmed = input.trimmingASCIIWhitespace()
        if trimmed != input, trimmed.unicodeScalars.count == 2 {
            throw .surroundingWhitespace(input: input)
        }
        guard scalars.count == 2 else {
            throw .wrongLength(input: input, scalarCount: scalars.count)
        }
        guard scalars.allSatisfy({ $0.isASCIILetter }) else {
            throw .notASCIILetters(input: input)
        }
        let upper = String(String.UnicodeScalarView(scalars.map { $0.asciiUppercased }))
        guard upper == input else {
            throw .notUppercase(input: input, canonical: upper)
        }
        if let reservation = ReservedCode.reservation(of: upper) {
            throw .reserved(code: upper, reservation)
        }
        guard CountryTable.record(forAlpha2: upper) != nil else {
            throw .unassigned(code: upper)
        }
        self.alpha2 = upper
    }

    /// Builds a code already known to be assigned (the table's own entries).
    init(assigned alpha2: String) {
        self.alpha2 = alpha2
    }

    /// Every officially assigned code, sorted by alpha-2 (249 in the current edition).
    public static var allAssigned: [CountryCode] {
        CountryTable.records.map { CountryCode(assigned: $0.alpha2) }
    }

    /// The table row for this code (numeric code, English name, M49 grouping).
    public var record: CountryRecord {
        // Every CountryCode was validated against the table, so the lookup cannot fail.
        CountryTable.record(forAlpha2: alpha2)!
    }

    public static func < (lhs: CountryCode, rhs: CountryCode) -> Bool { lhs.alpha2 < rhs.alpha2 }

    public var description: String { alpha2 }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool {
        ("A"..."Z").contains(self) || ("a"..."z").contains(self)
    }

    var asciiUppercased: Unicode.Scalar {
        ("a"..."z").contains(self) ? Unicode.Scalar(value - 32)! : self
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { [" ", "\t", "\n", "\r"].contains($0) }
        let view = unicodeScalars
        guard let first = view.firstIndex(where: { !isSpace($0) }),
              let last = view.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(view[first...last])
    }
}
