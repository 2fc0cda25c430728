/// Why a string was refused as an ISO 3166-1 alpha-2 code.
public enum CountryCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not exactly two Unicode scalars.
    case wrongLength(input: String, scalarCount: Int)
    /// Two scalars, but not both ASCII letters A–Z / a–z.
    case notASCIILetters(input: String)
    /// ASCII letters in lower or mixed case; `canonical` is the accepted spelling.
    case notUppercase(input: String, canonical: String)
    /// A valid-looking code wrapped in whitespace; parsing does not trim.
    case surroundingWhitespace(input: String)
    /// Reserved by the ISO 3166 Maintenance Agency, not assigned to a country.
    case reserved(code: String, ReservedCode.Reservation)
    /// Two uppercase letters neither assigned nor reserved (e.g. `"AB"`). Note that `"XX"` is
    /// not in this class: ISO 3166-1 makes `XA`–`XZ` user-assigned, see ``reserved(code:_:)``.
    case unassigned(code: String)

    public var description: String {
        switch self {
        case let .wrongLength(input, count):
            return "\(quoted(input)) is not an ISO 3166-1 alpha-2 code: expected 2 letters, got \(count) characters"
        case let .notASCIILetters(input):
            return "\(quoted(input)) is not an ISO 3166-1 alpha-2 code: only the letters A–Z are allowed"
        case let .notUppercase(input, canonical):
            return "\(quoted(input)) is not an ISO 3166-1 alpha-2 code: codes are uppercase (did you mean \(quoted(canonical))?)"
        case let .surroundingWhitespace(input):
            return "\(quoted(input)) has surrounding whitespace; trim it before parsing"
        case let .reserved(code, reservation):
            return "\(quoted(code)) is \(reservation.kind.phrase) in ISO 3166-1 (\(reservation.note)), not an assigned country"
        case let .unassigned(code):
            return "\(quoted(code)) is not assigned in ISO 3166-1"
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() + "\""
    }
}
