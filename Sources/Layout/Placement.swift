import Countries
import Raster
import Typesetting

// MARK: - Horizontal slots and alignment

/// Where a line sits in its slot, in the text's direction: `leading` is the left edge in a
/// left-to-right paragraph and the right edge in a right-to-left one.
public enum HorizontalAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// A horizontal stretch of a view, in whole pixels from its left edge.
public struct Slot: Hashable, Sendable {
    public var left: Int
    public var width: Int

    public init(left: Int, width: Int) {
        self.left = left
        self.width = width
    }

    public var right: Int { left + width }

    /// The same slot seen from the other edge of a container `containerWidth` wide.
    public func mirrored(in containerWidth: Int) -> Slot {
        Slot(left: containerWidth - left - width, width: width)
    }

    /// The pen position (26.6, left edge) that places something `width` wide in this slot.
    /// Centred text may start left of the slot when it is wider than it.
    public func penX(for width: Fixed26_6, alignment: HorizontalAlignment, direction: LayoutDirection) -> Fixed26_6 {
        let left = Fixed26_6(clamping: self.left * 64), room = Fixed26_6(clamping: self.width * 64)
        switch (alignment, direction) {
        case (.center, _): return left + (room - width) / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): return left + room - width
        }
    }
}

// MARK: - Rows: leading box, content, trailing box, mirrored under RTL

/// A row's horizontal geometry: padding on both sides, an optional fixed-width box on the
/// leading edge (a flag, a badge), the content, and an optional box on the trailing edge (a
/// subtitle, a value), with a gap between neighbours. In a right-to-left row everything is
/// mirrored: the leading box is on the right.
public struct RowLayout: Hashable, Sendable {
    public var width: Int
    public var padding: Int
    public var gap: Int
    public var direction: LayoutDirection

    public init(width: Int, padding: Int = 0, gap: Int = 0, direction: LayoutDirection) {
        self.width = width
        self.padding = padding
        self.gap = gap
        self.direction = direction
    }

    /// The slots of a row with a leading box `leading` pixels wide and a trailing box
    /// `trailing` pixels wide; the content takes the room between them. A box 0 wide is no
    /// box: it takes no gap.
    public func slots(leading: Int = 0, trailing: Int = 0) -> RowSlots {
        let leadingRoom = leading > 0 ? leading + gap : 0, trailingRoom = trailing > 0 ? trailing + gap : 0
        let slots = RowSlots(leading: Slot(left: padding, width: max(0, leading)),
                             content: Slot(left: padding + leadingRoom, width: width - 2 * padding - leadingRoom - trailingRoom),
                             trailing: Slot(left: width - padding - max(0, trailing), width: max(0, trailing)))
        guard direction == .rightToLeft else { return slots }
        return RowSlots(leading: slots.leading.mirrored(in: width), content: slots.content.mirrored(in: width),
                        trailing: slots.trailing.mirrored(in: width))
    }
}

/// The slots of one row, already mirrored for its direction (in a right-to-left row the
/// leading slot is on the right).
public struct RowSlots: Hashable, Sendable {
    public let leading: Slot
    public let content: Slot
    public let trailing: Slot
}

// MARK: - Vertical placement and drawing

extension Typesetter {
    /// The first baseline (26.6) that centres `block`'s lines (ascender to descender) in the
    /// rows `[top, top + height)`.
    public func centredBaseline(of block: TextBlock, top: Int, height: Int) -> Fixed26_6 {
        Fixed26_6(clamping: top * 64) + (Fixed26_6(clamping: height * 64) - block.height) / 2 + block.ascender
    }

    /// The baseline (26.6) that centres the ink (not the font box) of `block`'s first line in
    /// `[top, top + height)`: for a flag or an emoji, whose ink is what the eye centres.
    public func inkCentredBaseline(of block: TextBlock, top: Int, height: Int) throws(TypesettingError) -> Fixed26_6 {
        let ink = try block.lines.first.map { line throws(TypesettingError) in try inkExtent(of: line) } ?? (top: 0, bottom: 0)
        return Fixed26_6(clamping: (top + (height - ink.top - ink.bottom) / 2 + ink.top) * 64)
    }

    /// Draws each line of `block` in `slot` with `alignment` in the block's direction, the
    /// first on `firstBaseline` (26.6) and each next one a ``TextBlock/lineHeight`` lower.
    public func draw(_ block: TextBlock, on image: inout Image, in slot: Slot, alignment: HorizontalAlignment = .leading,
                     firstBaseline: Fixed26_6, color: RGBA) throws(TypesettingError) {
        for (index, line) in block.lines.enumerated() {
            let x = slot.penX(for: line.width, alignment: alignment, direction: line.style.direction)
            try draw(line, on: &image, x: x, baseline: firstBaseline + block.lineHeight * Fixed26_6(index), color: color)
        }
    }
}
