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

    public init(_ identifier: String) {
        self.identifier = identifier
    }

    /// The Foundation locale.
    public var locale: Locale { Locale(identifier: identifier) }

    /// Paragraph direction, read from Foundation's CLDR data (`ar` is right-to-left).
    public var direction: LayoutDirection {
        Locale.Language(identifier: identifier).characterDirection == .rightToLeft
            ? .rightToLeft : .leftToRight
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
    public static let standard = LocaleMatrix(["en", "de", "fr", "ja", "ar"].map(MatrixLocale.init))
}
