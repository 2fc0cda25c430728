import Raster

/// Options of the pixel comparison. Defaults are pixelmatch 7.2.0's plus a zero budget.
public struct DiffOptions: Hashable, Sendable {
    /// Per-pixel colour threshold in 0…1 (pixelmatch's `threshold`); a pixel differs when its
    /// YIQ delta exceeds `35215 · threshold²`. Default 0.1.
    public var threshold = 0.1
    /// Count anti-aliased pixels as differences (pixelmatch's `includeAA`). Default false.
    public var includeAntiAliasing = false
    /// How many differing pixels are tolerated. Default 0: any real change fails.
    public var maxDifferingPixels = 0
    /// Ratio of differing pixels tolerated (0…1), checked in addition to the count. Default 0.
    public var maxDifferingRatio = 0.0
    /// Opacity of the unchanged pixels drawn faded grey in the diff image, 0…1 (pixelmatch's
    /// `alpha`). Default 0.1.
    public var alpha = 0.1
    /// Colour of anti-aliased pixels in the diff image (pixelmatch's `aaColor`). Default yellow.
    public var antiAliasColor = RGBA(255, 255, 0)
    /// Colour of changed pixels (pixelmatch's `diffColor`). Default red.
    public var changeColor = RGBA(255, 0, 0)
    /// Colour of changed pixels that got darker, when set (pixelmatch's `diffColorAlt`).
    public var darkerChangeColor: RGBA?
    /// Draw only the differences, on a transparent background (pixelmatch's `diffMask`).
    public var diffMask = false

    public init() {}

    /// The largest YIQ delta (squared distance) tolerated per pixel.
    public var maxDelta: Double { 35215 * threshold * threshold }
}

/// The measured result of comparing two images.
public struct DiffResult: Sendable {
    /// Pixels whose colour delta exceeds the threshold and are not anti-aliasing.
    public let differingPixels: Int
    /// Pixels over the threshold but classified as anti-aliasing (not counted by default).
    public let antiAliasedPixels: Int
    public let totalPixels: Int
    /// The largest per-pixel YIQ delta found, as a fraction of the maximum possible (0…1),
    /// on the same scale as `threshold` (i.e. `sqrt(delta / 35215)`).
    public let largestDelta: Double
    /// Both sizes when they differ (nothing else is measured then).
    public let sizeMismatch: (expected: (Int, Int), actual: (Int, Int))?
    /// True when the images were byte-identical (the fast path).
    public let identical: Bool
    public let options: DiffOptions

    /// The same figures without the diff image (results kept for a whole run must not hold
    /// a full image each).
    public func droppingImage() -> DiffResult {
        DiffResult(differingPixels: differingPixels, antiAliasedPixels: antiAliasedPixels, totalPixels: totalPixels,
                   largestDelta: largestDelta, sizeMismatch: sizeMismatch, identical: identical, options: options, diffImage: nil)
    }

    public var differingRatio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// The diff image, when it was asked for: unchanged pixels faded grey, anti-aliasing
    /// yellow, changes red.
    public let diffImage: Image?

    /// Same size and within the budget: at most `maxDifferingPixels` differ, or (when a
    /// ratio is set) at most `maxDifferingRatio` of all pixels.
    public var passes: Bool {
        guard sizeMismatch == nil else { return false }
        return differingPixels <= options.maxDifferingPixels
            || (options.maxDifferingRatio > 0 && differingRatio <= options.maxDifferingRatio)
    }

    /// "312 px differ (0.55 %), budget 0 px; largest delta 0.84 (threshold 0.1); 12 px anti-aliasing ignored"
    public var summary: String {
        if let sizes = sizeMismatch {
            return "size differs: expected \(sizes.expected.0)×\(sizes.expected.1), actual \(sizes.actual.0)×\(sizes.actual.1)"
        }
        if identical { return "identical" }
        var text = "\(differingPixels) px differ (\(Self.percent(differingRatio))), budget \(options.maxDifferingPixels) px"
        if options.maxDifferingRatio > 0 { text += " / \(Self.percent(options.maxDifferingRatio))" }
        text += "; largest delta \(Self.fixed(largestDelta, 3)) (threshold \(Self.fixed(options.threshold, 3)))"
        if antiAliasedPixels > 0 { text += "; \(antiAliasedPixels) px anti-aliasing ignored" }
        return text
    }

    static func percent(_ ratio: Double) -> String { fixed(ratio * 100, 2) + " %" }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}

/// Pixel comparison after pixelmatch 7.2.0: exact fast path, then a per-pixel YIQ colour
/// delta with anti-aliasing detection, optionally drawing the diff image.
public enum PixelDiff {
    /// Colours of the default diff image: unchanged pixels faded grey, anti-aliasing yellow,
    /// changes red (``DiffOptions`` sets others).
    public static let antiAliasColor = RGBA(255, 255, 0)
    public static let changeColor = RGBA(255, 0, 0)
    /// Compares `actual` against `expected`; with `drawDiff`, also draws the diff image.
    public static func compare(expected: Image, actual: Image, options: DiffOptions = DiffOptions(),
                               drawDiff: Bool = false) -> DiffResult {
        guard expected.width == actual.width, expected.height == actual.height else {
            return DiffResult(differingPixels: 0, antiAliasedPixels: 0, totalPixels: 0, largestDelta: 1,
                              sizeMismatch: ((expected.width, expected.height), (actual.width, actual.height)),
                              identical: false, options: options, diffImage: nil)
        }
        let width = expected.width, height = expected.height
        let identical = expected.hasSamePixels(as: actual)
        if identical && !drawDiff {
            return DiffResult(differingPixels: 0, antiAliasedPixels: 0, totalPixels: width * height, largestDelta: 0,
                              sizeMismatch: nil, identical: true, options: options, diffImage: nil)
        }
        // The diff image's RGBA bytes, written pixel by pixel (every pixel is written).
        var output = drawDiff ? [UInt8](repeating: 0, count: width * height * 4) : []
        var differing = 0, antiAliased = 0
        var largest = 0.0
        let maxDelta = options.maxDelta
        let permille = Self.permille(options.alpha)
        let fadesUnchanged = drawDiff && !options.diffMask
        expected.pixels.withUnsafeBufferPointer { expectedPixels in
            actual.pixels.withUnsafeBufferPointer { actualPixels in
                let a = Pixels(bytes: expectedPixels), b = Pixels(bytes: actualPixels)
                let expectedBytes = UnsafeRawBufferPointer(expectedPixels), actualBytes = UnsafeRawBufferPointer(actualPixels)
                output.withUnsafeMutableBufferPointer { out in
                    @inline(__always) func put(_ index: Int, _ colour: RGBA) {
                        guard drawDiff else { return }
                        out[index * 4] = colour.r
                        out[index * 4 + 1] = colour.g
                        out[index * 4 + 2] = colour.b
                        out[index * 4 + 3] = colour.a
                    }
                    let outWords = UnsafeMutableRawBufferPointer(out)
                    let total = width * height
                    var index = 0
                    while index < total {
                        let pixel = expectedBytes.load(fromByteOffset: index * 4, as: UInt32.self)
                        if pixel == actualBytes.load(fromByteOffset: index * 4, as: UInt32.self) {
                            // The fast path of the code below for delta 0, to the same bytes, a run of
                            // one unchanged colour at a time (UI colour is flat): its grey is computed once.
                            let end = Self.unchangedRunEnd(expectedBytes, actualBytes, from: index + 1, count: total, pixel: pixel)
                            if fadesUnchanged {
                                let i = index * 4
                                let grey = UInt32(Self.greyByte(r: a.bytes[i], g: a.bytes[i + 1], b: a.bytes[i + 2], a: a.bytes[i + 3], permille: permille))
                                let word = UInt32(littleEndian: grey | grey << 8 | grey << 16 | 0xFF00_0000)
                                for run in index..<end { outWords.storeBytes(of: word, toByteOffset: run * 4, as: UInt32.self) }
                            }
                            index = end
                            continue
                        }
                        let x = index % width, y = index / width
                        let delta = Self.colorDelta(a, b, index, index, yOnly: false)
                        largest = max(largest, abs(delta))
                        if abs(delta) > maxDelta {
                            let isAA = Self.antialiased(a, x, y, width, height, other: b) || Self.antialiased(b, x, y, width, height, other: a)
                            if !options.includeAntiAliasing && isAA {
                                antiAliased += 1
                                put(index, options.antiAliasColor)
                            } else {
                                differing += 1
                                put(index, delta < 0 ? options.darkerChangeColor ?? options.changeColor : options.changeColor)
                            }
                        } else if fadesUnchanged {
                            let i = index * 4
                            let grey = Self.greyByte(r: a.bytes[i], g: a.bytes[i + 1], b: a.bytes[i + 2], a: a.bytes[i + 3], permille: permille)
                            out[i] = grey
                            out[i + 1] = grey
                            out[i + 2] = grey
                            out[i + 3] = 255
                        }
                        index += 1
                    }
                }
            }
        }
        // Same size as `expected`, which is a valid image.
        let diffImage = drawDiff ? try! Image(width: width, height: height, pixels: output) : nil
        return DiffResult(differingPixels: differing, antiAliasedPixels: antiAliased, totalPixels: width * height,
                          largestDelta: (largest / 35215).squareRoot(), sizeMismatch: nil, identical: identical,
                          options: options, diffImage: diffImage)
    }

    /// The first index from `start` (below `count`) where either image's pixel is not `pixel`,
    /// else `count`; four pixels per step.
    @inline(__always)
    private static func unchangedRunEnd(_ expected: UnsafeRawBufferPointer, _ actual: UnsafeRawBufferPointer, from start: Int, count: Int,
                                        pixel: UInt32) -> Int {
        var end = start
        let four = SIMD4<UInt32>(repeating: pixel)
        while end + 4 <= count, expected.loadUnaligned(fromByteOffset: end * 4, as: SIMD4<UInt32>.self) == four,
              actual.loadUnaligned(fromByteOffset: end * 4, as: SIMD4<UInt32>.self) == four { end += 4 }
        while end < count, expected.load(fromByteOffset: end * 4, as: UInt32.self) == pixel,
              actual.load(fromByteOffset: end * 4, as: UInt32.self) == pixel { end += 1 }
        return end
    }

    /// Read access to RGBA bytes and whole pixels as 32-bit words, valid inside the
    /// `withUnsafeBufferPointer` of the image's pixels: no reference counting per pixel
    /// read, which dominated the diff in a debug build (a package's `swift test`).
    struct Pixels {
        let bytes: UnsafeBufferPointer<UInt8>
        @inline(__always) func word(_ index: Int) -> UInt32 {
            let i = index * 4
            return UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24
        }
    }

    /// pixelmatch's YIQ delta (Kotsarenko & Ramos 2010): squared, signed negative when the
    /// second pixel is darker (the first is brighter). Translucent pixels are blended with a fixed background
    /// pattern first, as pixelmatch 7 does. With `yOnly`, the brightness difference alone.
    static func colorDelta(_ a: Pixels, _ b: Pixels, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let i = k * 4, j = m * 4
        let r1 = Double(a.bytes[i]), g1 = Double(a.bytes[i + 1]), b1 = Double(a.bytes[i + 2]), a1 = Double(a.bytes[i + 3])
        let r2 = Double(b.bytes[j]), g2 = Double(b.bytes[j + 1]), b2 = Double(b.bytes[j + 2]), a2 = Double(b.bytes[j + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let position = Double(i)
            let rb = 48 + 159 * Double(i % 2)
            let gb = 48 + 159 * Double(Int(position / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(position / 2.618033988749895) % 2)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let iq = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch's anti-aliasing test (Vyšniauskas 2009): the pixel has both darker and
    /// brighter neighbours, at most two equal ones, and its darkest or brightest neighbour
    /// sits in a flat area (3+ equal neighbours) in both images.
    static func antialiased(_ image: Pixels, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, other: Pixels) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = y1 * width + x1
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(image, image, center, y * width + x, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    (minimum, minX, minY) = (delta, x, y)
                } else if delta > maximum {
                    (maximum, maxX, maxY) = (delta, x, y)
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(image, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether a pixel has 3+ neighbours of exactly its colour.
    static func hasManySiblings(_ image: Pixels, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image.word(y1 * width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if image.word(y * width + x) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The expected pixel's brightness faded towards white (pixelmatch's `alpha` 0.1), in
    /// integers: `255 − (255 − luma) · 0.1 · α/255`, luma with pixelmatch's Y weights.
    static func grey(_ pixel: RGBA, alpha: Double = 0.1) -> RGBA {
        let byte = greyByte(r: pixel.r, g: pixel.g, b: pixel.b, a: pixel.a, permille: permille(alpha))
        return RGBA(byte, byte, byte)
    }

    /// `alpha` (0…1) in thousandths, as ``grey(_:alpha:)`` uses it.
    static func permille(_ alpha: Double) -> Int { Int((max(0, min(1, alpha)) * 1000).rounded()) }

    /// ``grey(_:alpha:)``'s byte: 255 + (luma − 255) · alpha · a / 255, in integers.
    @inline(__always)
    static func greyByte(r: UInt8, g: UInt8, b: UInt8, a: UInt8, permille: Int) -> UInt8 {
        let luma = (Int(r) * 29_890 + Int(g) * 58_662 + Int(b) * 11_448 + 50_000) / 100_000
        let value = 255 - ((255 - luma) * Int(a) * permille + 127_500) / 255_000
        return UInt8(max(0, min(255, value)))
    }
}
