import Countries
import Raster
import Typesetting

/// Light or dark appearance.
public enum Theme: String, CaseIterable, Sendable {
    case light, dark

    /// Background, primary text, secondary text and separator colours.
    public var palette: (background: RGBA, text: RGBA, secondaryText: RGBA, separator: RGBA) {
        switch self {
        case .light: return (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x1C1C1E), RGBA(hex: 0x6C6C70), RGBA(hex: 0xD1D1D6))
        case .dark: return (RGBA(hex: 0x1C1C1E), RGBA(hex: 0xF2F2F7), RGBA(hex: 0xAEAEB2), RGBA(hex: 0x3A3A3C))
        }
    }
}

/// The geometry and typography of a country row, in points, drawn at ``scale``.
///
/// Defaults: a 320×44 pt row at 2× (640×88 px), 16 pt padding on both sides, a flag 28 pt wide on
/// the leading edge (the right in right-to-left locales), 12 pt between flag and name, and
/// the name at 17 pt, vertically centred and ellipsized on its trailing side.
/// ``version`` changes whenever any default changes, since every golden depends on it.
public struct RowStyle: Hashable, Sendable {
    /// Bump when a default changes: it is recorded in the snapshot manifest.
    public static let version = 1

    public var scale = 2
    public var width = 320
    public var height = 44
    public var padding = 16
    public var flagSize = 28
    public var gap = 12
    public var nameSize = 17
    public var theme = Theme.light

    public init(theme: Theme = .light) {
        self.theme = theme
    }

    /// Pixel size of the whole row.
    public var pixelWidth: Int { width * scale }
    public var pixelHeight: Int { height * scale }

    /// The left edge, in pixels, of the leading box that holds the flag or badge
    /// (`flagSize` wide, after the padding on the leading side: the right in right-to-left).
    public func leadingBoxLeft(direction: LayoutDirection) -> Int {
        let padding = self.padding * scale, box = flagSize * scale
        return direction == .rightToLeft ? pixelWidth - padding - box : padding
    }

    /// A point length as a 26.6 pixel length.
    func fixed(_ points: Int) -> Fixed26_6 { Fixed26_6(points * scale * 64) }
}
