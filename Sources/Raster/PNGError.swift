/// Why PNG data could not be read or written. Carries libpng's own message where it has one.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libpng refused the data (not a PNG, bad CRC, truncated stream, …).
    case decodeFailed(libpngMessage: String)
    /// The header is valid but the image is larger than ``Image/maxPixelCount``.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The compressed image data inflates to more than the declared image needs
    /// (`expectedBytes`, filter bytes included): trailing image data, the shape of an inflate
    /// bomb. Refused after inflating at most the declared size, before libpng reads it.
    case trailingImageData(expectedBytes: Int)
    /// libpng could not encode the image.
    case encodeFailed(libpngMessage: String)

    public var description: String {
        switch self {
        case let .decodeFailed(message): return "not a readable PNG: \(message)"
        case let .tooLarge(width, height, limit):
            return "PNG is \(width)×\(height), over the limit of \(limit) pixels; refused before decoding"
        case let .trailingImageData(expected):
            return "image data continues past the declared image (which needs \(expected) bytes inflated): trailing image data refused, unread"
        case let .encodeFailed(message): return "PNG encoding failed: \(message)"
        }
    }
}
