/// Why a string was refused as a flag emoji.
public enum FlagEmojiError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not exactly two Unicode scalars that are both regional indicators (U+1F1E6…U+1F1FF).
    case notTwoRegionalIndicators(input: String)
    /// Two regional indicators whose letters are not an assigned code.
    case notAssigned(letters: String, CountryCodeError)

    public var description: String {
        switch self {
        case let .notTwoRegionalIndicators(input):
            let scalars = input.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            return "not a flag: expected exactly two regional indicators, got [\(scalars.joined(separator: " "))]"
        case let .notAssigned(letters, error):
            return "not a country flag: \(letters) — \(error)"
        }
    }
}

extension CountryCode {
    private static let regionalIndicatorA: UInt32 = 0x1F1E6

    /// The flag emoji, computed from the code: U+1F1E6 + (letter − "A") for each letter.
    public var flagEmoji: String {
        var scalars = String.UnicodeScalarView()
        for letter in alpha2.unicodeScalars {
            scalars.append(Unicode.Scalar(Self.regionalIndicatorA + letter.value - 0x41)!)
        }
        return String(scalars)
    }

    /// The inverse of ``flagEmoji``: exactly two regional indicators spelling an assigned code.
    public init(flag: String) throws(FlagEmojiError) {
        let scalars = Array(flag.unicodeScalars)
        let range = Self.regionalIndicatorA...(Self.regionalIndicatorA + 25)
        guard scalars.count == 2, scalars.allSatisfy({ range.contains($0.value) }) else {
            throw .notTwoRegionalIndicators(input: flag)
        }
        let letters = String(String.UnicodeScalarView(
            scalars.map { Unicode.Scalar($0.value - Self.regionalIndicatorA + 0x41)! }))
        do {
            self = try CountryCode(parsing: letters)
        } catch {
            throw .notAssigned(letters: letters, error)
        }
    }
}
