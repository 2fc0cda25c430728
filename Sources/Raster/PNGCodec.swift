import CPNG

/// PNG encoding and decoding through libpng's *simplified* API only.
///
/// The simplified API keeps libpng's `setjmp`/`longjmp` error handling inside libpng, so it is
/// safe to call from Swift; failures come back as a zero return and a message.
public enum PNGCodec {
    /// Decodes any PNG (every colour type and bit depth, palette, grey, 16-bit, interlaced)
    /// to RGBA8 with straight alpha: the stored samples, scaled to 8 bits, whatever
    /// colour-space chunks the file has (see ``PNGChunks``), so two encodings of the same
    /// 8-bit samples decode equal. The size is checked against `maxPixels` (at most
    /// ``Image/maxPixelCount``) before the pixel buffer is allocated, and the image data is
    /// inflated at most as far as that size needs: more is
    /// ``PNGError/trailingImageData(expectedBytes:)`` (see ``ImageDataBound``), so decoding
    /// costs time in proportion to the declared pixels, not to what the data would inflate to.
    ///
    /// The common case (8-bit RGB or RGBA, not interlaced, no transparency chunk: every golden
    /// LocaleShot writes) is decoded by ``DirectPNGDecoder`` in one bounded inflate; everything
    /// else, and anything irregular, goes to libpng.
    public static func decode(_ data: [UInt8], maxPixels: Int = Image.maxPixelCount) throws(PNGError) -> Image {
        if let image = DirectPNGDecoder.decode(data, maxPixels: min(maxPixels, Image.maxPixelCount)) { return image }
        return try decodeWithLibpng(data, maxPixels: maxPixels)
    }

    /// ``decode(_:maxPixels:)`` through libpng alone (the reference the direct path is tested against).
    static func decodeWithLibpng(_ data: [UInt8], maxPixels: Int = Image.maxPixelCount) throws(PNGError) -> Image {
        let data = PNGChunks.normalizedForDecoding(data) ?? data
        var header = png_image()
        header.version = png_uint_32(LS_PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&header, bytes.baseAddress, bytes.count)
        }
        guard began != 0 else { throw .decodeFailed(libpngMessage: message(of: &header)) }
        let width = Int(header.width), height = Int(header.height)
        let limit = min(maxPixels, Image.maxPixelCount)
        guard (try? Image.check(width: width, height: height)) != nil, width * height <= limit else {
            png_image_free(&header)
            throw .tooLarge(width: width, height: height, limit: limit)
        }
        do throws(PNGError) {
            try ImageDataBound.check(data)
        } catch {
            png_image_free(&header)
            throw error
        }
        header.format = png_uint_32(LS_PNG_FORMAT_RGBA)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = data.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&header, nil, buffer.baseAddress, 0, nil)
            }
        }
        guard finished != 0 else {
            let reason = message(of: &header)
            png_image_free(&header)
            throw .decodeFailed(libpngMessage: reason)
        }
        // libpng already validated the size, so this cannot throw.
        return try! Image(width: width, height: height, pixels: pixels)
    }

    /// Encodes an image as an 8-bit RGBA PNG. Same pixels give the same bytes (no time or
    /// text chunks are written).
    public static func encode(_ image: Image) throws(PNGError) -> [UInt8] {
        try encode(rows: image.pixels, width: image.width, height: image.height, format: png_uint_32(LS_PNG_FORMAT_RGBA))
    }

    /// Encodes an opaque image as an 8-bit RGB PNG: a quarter fewer bytes to compress, for
    /// review artifacts (decoding gives alpha 255). Translucent pixels lose their alpha.
    public static func encodeOpaque(_ image: Image) throws(PNGError) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
        image.pixels.withUnsafeBufferPointer { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for pixel in 0..<(image.width * image.height) {
                    target[pixel * 3] = source[pixel * 4]
                    target[pixel * 3 + 1] = source[pixel * 4 + 1]
                    target[pixel * 3 + 2] = source[pixel * 4 + 2]
                }
            }
        }
        return try encode(rows: rgb, width: image.width, height: image.height, format: png_uint_32(LS_PNG_FORMAT_RGB))
    }

    private static func encode(rows pixels: [UInt8], width: Int, height: Int, format: png_uint_32) throws(PNGError) -> [UInt8] {
        var header = png_image()
        header.version = png_uint_32(LS_PNG_IMAGE_VERSION)
        header.width = png_uint_32(width)
        header.height = png_uint_32(height)
        header.format = format
        // Faster filtering/compression: rows are mostly flat colour, and the output is
        // still a function of the pixels alone.
        header.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
        // One pass into a buffer of a guessed size; libpng reports the size it needed when
        // the guess was too small, and the second pass then cannot fail for lack of room.
        var capacity = width * height + 4096
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let written = pixels.withUnsafeBytes { pixels in
                output.withUnsafeMutableBytes { buffer in
                    png_image_write_to_memory(&header, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
                }
            }
            if written != 0 {
                output.removeLast(capacity - Int(size))
                return output
            }
            guard Int(size) > capacity else { break }
            capacity = Int(size)
        }
        throw .encodeFailed(libpngMessage: message(of: &header))
    }

    /// The libpng version in use, e.g. `"1.6.39"`.
    public static var libpngVersion: String { String(cString: png_get_libpng_ver(nil)) }

    private static func message(of header: inout png_image) -> String {
        withUnsafeBytes(of: &header.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
