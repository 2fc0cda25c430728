import Foundation

/// Horizontal writing direction of a locale's paragraphs.
public enum LayoutDirection: String, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// One locale of a rendering matrix.
public struct MatrixLocale: Hashable, Sendable, CustomStringConvertible {
    /// BCP 47 identifier, e.g. `"ar"`; also the folder name under `Snapshots/<suite>/`.
    public let identifier: String
    /// Paragraph direction, read from Foundation's CLDR data (`ar` is right-to-left); a
    /// pseudo-locale's own (`ar-XB` is right-to-left). Looked up once: every row of the
    /// locale lays out with it, and the ICU look-up costs microseconds.
    public let direction: LayoutDirection

    /// The pseudo-locale this is (`en-XA`, `ar-XB`, `en-XD`), or nil for a real locale.
    public let pseudo: PseudoLocale?
    /// The Foundation locale that names, formats and collates: for a pseudo-locale, its
    /// source language (English), whose strings ``display(_:)`` then transforms. One value
    /// for all rows of the locale, so whatever Foundation caches in it is shared.
    public let locale: Locale

    public init(_ identifier: String) {
        self.identifier = identifier
        pseudo = PseudoLocale(identifier: identifier)
        locale = Locale(identifier: pseudo?.sourceLanguage ?? identifier)
        if let pseudo {
            direction = pseudo.direction
        } else {
            direction = Locale.Language(identifier: identifier).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Two locales are the same when their identifiers are (the rest follows from them).
    public static func == (lhs: MatrixLocale, rhs: MatrixLocale) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The language text is shaped and given fonts for: the identifier, or a pseudo-locale's
    /// source language (`ar-XB` draws English words with the Latin font, right to left).
    public var textLanguage: String { pseudo?.sourceLanguage ?? identifier }

    /// `text` (a string produced for ``locale``) as this locale shows it: unchanged for a real
    /// locale, transformed for a pseudo-locale. Widgets pass every localized string through it.
    public func display(_ text: String) -> String {
        pseudo?.transform(text) ?? text
    }

    public var description: String { identifier }
}

/// The locales every snapshot is rendered under.
public struct LocaleMatrix: Sendable {
    public let locales: [MatrixLocale]

    public init(_ locales: [MatrixLocale]) {
        self.locales = locales
    }

    /// en, de, fr, ja, ar — the fixed matrix of the committed goldens.
    public static let standard = LocaleMatrix(["en", "de", "fr", "ja", "ar"].map { MatrixLocale($0) })
}

/// Why a locale identifier was refused.
public enum LocaleIdentifierError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    /// Characters other than ASCII letters, digits and `-`, or an empty subtag.
    case malformed(String)
    /// Written with `_`: the canonical BCP 47 spelling is given.
    case notCanonical(String, canonical: String)
    /// Well formed, but ICU has no data for it.
    case unknown(String)

    public var description: String {
        switch self {
        case .empty: return "locale identifier is empty"
        case let .malformed(value):
            return "locale \"\(value.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\" is not a BCP 47 tag (letters, digits and - only)"
        case let .notCanonical(value, canonical): return "locale \"\(value)\" is written \"\(canonical)\" in BCP 47"
        case let .unknown(value): return "locale \"\(value)\" has no ICU data on this system (e.g. en, de, fr-CA, zh-Hant, sr-Latn; pseudo-locales: en-XA, ar-XB, en-XD)"
        }
    }
}

extension MatrixLocale {
    /// ICU's locales, in BCP 47 spelling (`zh-Hant-TW`). The `_` → `-` swap is done on the
    /// UTF-8 bytes: Foundation's `replacingOccurrences` took 3.6 ms for the ~1,000 identifiers,
    /// most of a one-row `verify`'s argument parsing.
    private static let known: Set<String> = Set(Locale.availableIdentifiers.map(hyphenated))

    /// `identifier` with every `_` written `-`.
    private static func hyphenated(_ identifier: String) -> String {
        String(decoding: identifier.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// A locale from user input (`--locales`, `LOCALESHOT_LOCALES`, a test's matrix): a
    /// well-formed BCP 47 tag that ICU has data for. Case is canonicalized (`en-us`, `EN-US`
    /// → `en-US`, `zh-hant` → `zh-Hant`), and extensions are kept (`ar-SA-u-nu-latn`: ICU's
    /// data is checked for `ar-SA`). Its identifier is safe as a folder name under
    /// `Snapshots/<suite>/`. The pseudo-locales `en-XA`, `ar-XB` and `en-XD` are accepted
    /// too (see ``PseudoLocale``).
    public init(validating identifier: String) throws(LocaleIdentifierError) {
        guard !identifier.isEmpty else { throw .empty }
        if let pseudo = PseudoLocale(identifier: identifier) {
            self.init(pseudo.identifier)
            return
        }
        let subtags = identifier.split(separator: "-", omittingEmptySubsequences: false)
        let wellFormed = identifier.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
            && identifier.count <= 35 && !subtags.contains(where: \.isEmpty)
        guard wellFormed else { throw .malformed(identifier) }
        if identifier.contains("_") {
            throw .notCanonical(identifier, canonical: Self.canonicalCase(Self.hyphenated(identifier)))
        }
        let canonical = Self.canonicalCase(identifier)
        // The standard matrix's locales have ICU data wherever LocaleShot runs (a test checks
        // their names): no need to list ICU's ~1,000 locales for them (0.7 ms of every run).
        if LocaleMatrix.standard.locales.contains(where: { $0.identifier == canonical }) {
            self.init(canonical)
            return
        }
        // Extensions and private use (from the first singleton) select options, not data.
        let parts: [Substring] = canonical.split(separator: "-")
        let base = parts.prefix(while: { $0.count > 1 }).joined(separator: "-")
        guard !base.isEmpty else { throw .malformed(identifier) }
        // zh-HK is known to ICU as zh-Hant-HK: accept a tag whose likely-subtags expansion is.
        let maximal = Self.hyphenated(Locale.Language(identifier: base).maximalIdentifier)
        guard Self.known.contains(base) || Self.known.contains(maximal) else { throw .unknown(identifier) }
        self.init(canonical)
    }

    /// BCP 47's case conventions: language lowercase, script titlecase, region uppercase,
    /// variants, extensions and private use lowercase.
    static func canonicalCase(_ tag: String) -> String {
        var afterSingleton = false
        return tag.split(separator: "-").enumerated().map { index, subtag -> String in
            if subtag.count == 1 { afterSingleton = true }
            if index == 0 || afterSingleton { return subtag.lowercased() }
            switch subtag.count {
            case 4 where subtag.allSatisfy(\.isLetter): return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            case 2 where subtag.allSatisfy(\.isLetter), 3 where subtag.allSatisfy(\.isNumber): return subtag.uppercased()
            default: return subtag.lowercased()
            }
        }.joined(separator: "-")
    }
}
