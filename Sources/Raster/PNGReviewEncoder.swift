import CZlib

extension PNGCodec {
    /// Encodes a **transient review image** (a failure's actual, diff and side-by-side
    /// artifacts) fast: unfiltered rows as literals, pixel runs and repeated rows, found in one
    /// pass over the pixels with no search, in deflate blocks with codes fitted to their bytes
    /// (``ScanlineDeflater``: flat UI colour is long runs). The file is a standard 8-bit PNG —
    /// RGB when the image is opaque, RGBA otherwise — that any decoder reads to the same
    /// pixels, faster to write than ``encode(_:)`` and larger. Goldens never use it: they are
    /// written (and accepted) with ``encode(_:)``.
    public static func encodeForReview(_ image: Image) throws(PNGError) -> [UInt8] {
        let opaque = image.isOpaque
        let compressed = ScanlineDeflater.zlibStream(of: image, channels: opaque ? 3 : 4)
        var png = PNGChunks.signature
        png.reserveCapacity(8 + 25 + 12 + compressed.count + 12)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        // Bit depth 8, colour type RGB (2) or RGBA (6), deflate, adaptive filtering, no interlace.
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", compressed)
        png.appendChunk("IEND", [])
        return png
    }
}

private extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Length, type, data and the CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        // crc32 with no buffer returns the initial value, so an empty chunk skips the call.
        if !data.isEmpty { crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) } }
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        appendBigEndian(UInt32(crc))
    }
}
