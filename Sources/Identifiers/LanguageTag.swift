import Foundation

/// Why a string was refused as a BCP 47 language tag.
public enum LanguageTagError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    /// Not of the form language[-Script][-REGION] with ASCII subtags of the right lengths.
    case malformed(input: String, reason: String)
    /// Well-formed but not canonical (`"DE"`, `"en_US"`, `"zh-hans"`); `canonical` is accepted.
    case notCanonical(input: String, canonical: String)
    /// A language subtag ISO 639 (as known to ICU) does not define.
    case unknownLanguage(input: String, language: String)

    public var description: String {
        switch self {
        case .empty: return "empty language tag"
        case let .malformed(input, reason): return "\"\(input)\" is not a BCP 47 language tag: \(reason)"
        case let .notCanonical(input, canonical): return "\"\(input)\" is not canonical; use \"\(canonical)\""
        case let .unknownLanguage(input, language): return "\"\(input)\": \"\(language)\" is not an ISO 639 language"
        }
    }
}

/// A BCP 47 language tag (language, optional script and region): what a language picker
/// persists. The localized name exists only when drawn.
///
/// Parsing is strict: the canonical spelling (`de`, `zh-Hans`, `pt-BR`) or a typed error
/// naming it.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let language: String
    public let script: String?
    public let region: String?

    public init(parsing input: String) throws(LanguageTagError) {
        guard !input.isEmpty else { throw .empty }
        let parts = input.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 3, input.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") })
        else {
            if input.contains("_") {
                throw .notCanonical(input: input, canonical: Self.canonicalize(input.replacingOccurrences(of: "_", with: "-")))
            }
            throw .malformed(input: input, reason: "only ASCII letters, digits and up to two \"-\" separators are allowed")
        }
        let language = parts[0]
        guard (2...3).contains(language.count), language.allSatisfy(\.isLetter) else {
            throw .malformed(input: input, reason: "the language subtag must be 2 or 3 letters")
        }
        var script: String?, region: String?
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter), script == nil, region == nil {
                script = part
            } else if (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)), region == nil {
                region = part
            } else {
                throw .malformed(input: input, reason: "\"\(part)\" is neither a script (4 letters) nor a region (2 letters or 3 digits) in order")
            }
        }
        let canonical = Self.canonicalize(input)
        guard canonical == input else { throw .notCanonical(input: input, canonical: canonical) }
        guard Locale.LanguageCode.isoLanguageCodes.contains(where: { $0.identifier == language }) else {
            throw .unknownLanguage(input: input, language: language)
        }
        (identifier, self.language, self.script, self.region) = (input, language, script, region)
    }

    /// language lowercase, Script titlecase, REGION uppercase.
    static func canonicalize(_ input: String) -> String {
        input.split(separator: "-").enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.uppercased()
        }.joined(separator: "-")
    }

    /// The language's name in `locale` (display only), e.g. "German" in en.
    public func displayName(in locale: Locale) -> String {
        locale.localizedString(forIdentifier: identifier) ?? identifier
    }

    /// The language's name in itself, e.g. "Deutsch" for `de`.
    public var autonym: String { displayName(in: Locale(identifier: identifier)) }

    public var description: String { identifier }
}
