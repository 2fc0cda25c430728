import Foundation

/// An 8-bit straight-alpha colour.
public struct RGBA: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// `0xRRGGBB`, opaque.
    public init(hex: UInt32) {
        self.init(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }

    public static let white = RGBA(255, 255, 255)
    public static let black = RGBA(0, 0, 0)
}

/// Why an image could not be made.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidSize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, limit: Int)
    case pixelCountMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .invalidSize(width, height): return "invalid image size \(width)×\(height)"
        case let .tooLarge(width, height, limit): return "image \(width)×\(height) exceeds the limit of \(limit) pixels"
        case let .pixelCountMismatch(expected, actual): return "pixel buffer holds \(actual) bytes, expected \(expected)"
        }
    }
}

/// An RGBA8 raster, straight (non-premultiplied) alpha, rows top to bottom, no padding.
public struct Image: Equatable, Sendable {
    /// The largest image LocaleShot will allocate or decode: 64 megapixels (256 MiB of RGBA).
    public static let maxPixelCount = 64 * 1024 * 1024

    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, R G B A per pixel.
    public internal(set) var pixels: [UInt8]

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) throws(ImageError) {
        try Self.check(width: width, height: height)
        _ = RowAllocator.tuned
        self.width = width
        self.height = height
        let pattern = UInt32(fill.r) | UInt32(fill.g) << 8 | UInt32(fill.b) << 16 | UInt32(fill.a) << 24
        self.pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: width * height)
            words.initialize(repeating: UInt32(littleEndian: pattern), count: width * height)
            count = width * height * 4
        }
    }

    /// An image over existing RGBA8 bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageError) {
        try Self.check(width: width, height: height)
        guard pixels.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Checks a size before anything is allocated for it.
    public static func check(width: Int, height: Int) throws(ImageError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= maxPixelCount else {
            throw .tooLarge(width: width, height: height, limit: maxPixelCount)
        }
    }

    /// Whether every pixel is fully opaque (alpha 255): such an image loses nothing when
    /// stored as RGB.
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            let opaque = UInt32(littleEndian: 0xFF00_0000)
            // The alpha bytes ANDed over blocks of pixels (a loop the compiler vectorizes),
            // stopping at the first block with a translucent pixel.
            var start = 0
            while start < words.count {
                let end = min(start + 1024, words.count)
                var all = opaque
                for index in start..<end { all &= words[index] }
                if all & opaque != opaque { return false }
                start = end
            }
            return true
        }
    }

    /// Whether `other` has the same size and the same bytes (`memcmp`, far faster than
    /// comparing the arrays element by element).
    public func hasSamePixels(as other: Image) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return pixels.withUnsafeBytes { a in other.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// The colour at (`x`, `y`); both must be inside the image.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let index = (y * width + x) * 4
            return RGBA(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            pixels[index] = newValue.r
            pixels[index + 1] = newValue.g
            pixels[index + 2] = newValue.b
            pixels[index + 3] = newValue.a
        }
    }
}
