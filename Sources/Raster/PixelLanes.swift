/// PNG's Sub and Paeth filters reversed a pixel at a time, its channels side by side in one
/// vector (as libpng's SSE2 code does): the byte-at-a-time loops wait on the byte one pixel
/// to the left, so each channel's chain is serial, but the 3 or 4 chains of a pixel are not.
/// Paeth rows are about a quarter of the rows of a PNG saved with adaptive filters (Pillow,
/// most editors); LocaleShot's own goldens are unfiltered.
enum PixelLanes {
    typealias Lanes = SIMD4<Int16>

    /// The pixel at `pointer`, 3 or 4 bytes, widened (a fourth lane of 0 for 3 bytes).
    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>, bpp: Int) -> Lanes {
        if bpp == 4 {
            return Lanes(truncatingIfNeeded: UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt8>.self))
        }
        return Lanes(Int16(pointer[0]), Int16(pointer[1]), Int16(pointer[2]), 0)
    }

    /// Stores the low bytes of `lanes`' first `bpp` lanes.
    @inline(__always)
    private static func store(_ lanes: Lanes, _ pointer: UnsafeMutablePointer<UInt8>, bpp: Int) {
        let bytes = SIMD4<UInt8>(truncatingIfNeeded: lanes)
        if bpp == 4 {
            UnsafeMutableRawPointer(pointer).storeBytes(of: bytes, as: SIMD4<UInt8>.self)
        } else {
            pointer[0] = bytes[0]
            pointer[1] = bytes[1]
            pointer[2] = bytes[2]
        }
    }

    @inline(__always)
    private static func magnitude(_ lanes: Lanes) -> Lanes {
        lanes.replacing(with: 0 &- lanes, where: lanes .< 0)
    }

    /// Sub: each byte plus the byte one pixel to its left, in place; `bpp` is 3 or 4.
    static func unfilterSub(_ row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        bpp == 4 ? sub(row, count: count, bpp: 4) : sub(row, count: count, bpp: 3)
    }

    @inline(__always)
    private static func sub(_ row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        var left = Lanes(repeating: 0)
        var i = 0
        while i < count {
            left = (load(row + i, bpp: bpp) &+ left) & 0xFF
            store(left, row + i, bpp: bpp)
            i += bpp
        }
    }

    /// Up: each byte plus the byte above it, in place, sixteen bytes a step (no byte depends
    /// on another of its row; the most common filter of adaptively filtered PNGs).
    static func unfilterUp(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i + 16 <= count {
            let sum = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
                &+ UnsafeRawPointer(above + i).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(row + i).storeBytes(of: sum, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            row[i] &+= above[i]
            i += 1
        }
    }

    /// Paeth (PNG 1.2, section 9.4): each byte plus whichever of left (a), above (b) and
    /// above-left (c) is nearest to a + b − c, ties to a, then b; in place. At the left edge
    /// a = c = 0, so b wins. `bpp` is 3 or 4.
    static func unfilterPaeth(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        bpp == 4 ? paeth(row, above: above, count: count, bpp: 4) : paeth(row, above: above, count: count, bpp: 3)
    }

    @inline(__always)
    private static func paeth(_ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        var a = Lanes(repeating: 0), c = Lanes(repeating: 0)
        var i = 0
        while i < count {
            let b = load(above + i, bpp: bpp)
            let towardsB = b &- c, towardsA = a &- c  // p − a and p − b
            let pa = magnitude(towardsB), pb = magnitude(towardsA), pc = magnitude(towardsB &+ towardsA)
            var predictor = c
            predictor.replace(with: b, where: pb .<= pc)
            predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
            a = (load(row + i, bpp: bpp) &+ predictor) & 0xFF
            store(a, row + i, bpp: bpp)
            c = b
            i += bpp
        }
    }
}
