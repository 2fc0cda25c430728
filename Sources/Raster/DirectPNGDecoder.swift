import CDeflate

/// The common PNG — 8-bit RGB or RGBA, not interlaced, no `tRNS` — decoded without libpng, in
/// one bounded inflate straight into the scanline buffer.
///
/// libpng needs a second, separate inflate to bound its work (``ImageDataBound``) and checks
/// an Adler-32 over the inflated bytes: three passes over each row where one suffices. Here
/// the chunks' CRC-32s are checked (they cover every compressed byte, so a damaged file is
/// caught), and the image data is inflated as raw deflate by libdeflate, whole, into a buffer
/// of exactly the declared size: a stream that needs one byte more, or ends short, is the end
/// of this path (libdeflate inflates a buffer at once, two to three times faster than zlib's
/// streaming inflate, and never writes past the buffer). Anything this path does not handle, or
/// finds irregular — another colour type or depth, interlacing, transparency, a bad CRC or
/// zlib header, a short or over-long stream, an unknown filter — returns `nil`, and
/// ``PNGCodec/decode(_:maxPixels:)`` hands the file to libpng, which decodes it or names the
/// problem exactly as before. The samples are the stored ones, as libpng returns 8-bit samples
/// once the colour-space chunks are set aside (``PNGChunks/normalizedForDecoding(_:)``).
enum DirectPNGDecoder {
    private struct Header {
        let width: Int, height: Int, channels: Int
    }

    /// The decoded image, or `nil` when libpng should decode `data`.
    static func decode(_ data: [UInt8], maxPixels: Int) -> Image? {
        data.withUnsafeBufferPointer { file -> Image? in
            guard let (header, imageData) = walk(file), header.width * header.height <= maxPixels,
                  (try? Image.check(width: header.width, height: header.height)) != nil else { return nil }
            let stride = 1 + header.width * header.channels
            // Not zeroed first: the inflate fills every byte, or the buffer is dropped.
            var inflated = false
            var scanlines = [UInt8](unsafeUninitializedCapacity: stride * header.height) { buffer, count in
                inflated = inflate(imageData, in: file, into: buffer)
                count = buffer.count
            }
            guard inflated else { return nil }
            return unfiltered(&scanlines, header: header)
        }
    }

    /// The header and the IDAT data ranges, or `nil` for anything but a well-formed file of the
    /// handled kind: critical chunks with correct CRCs, IDATs in one sequence, IEND last.
    private static func walk(_ file: UnsafeBufferPointer<UInt8>) -> (Header, [Range<Int>])? {
        guard file.count >= 8 + 25 + 12, file.prefix(8).elementsEqual(PNGChunks.signature), let base = file.baseAddress else { return nil }
        var header: Header?
        var imageData: [Range<Int>] = []
        var imageDataEnded = false
        var offset = 8
        while offset + 12 <= file.count {
            let length = PNGChunks.bigEndian(file, at: offset)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= file.count else { return nil }
            let type = (file[offset + 4], file[offset + 5], file[offset + 6], file[offset + 7])
            let body = (offset + 8)..<(offset + 8 + length)
            let critical = type.0 & 0x20 == 0
            if critical {
                let crc = libdeflate_crc32(0, base + offset + 4, length + 4)
                guard Int(crc) == PNGChunks.bigEndian(file, at: body.upperBound) else { return nil }
            }
            guard header != nil || Self.is(type, "IHDR") else { return nil }
            if Self.is(type, "IHDR") {
                guard header == nil, length == 13, let parsed = Self.header(file, at: body.lowerBound) else { return nil }
                header = parsed
            } else if Self.is(type, "IDAT") {
                guard !imageDataEnded else { return nil }
                imageData.append(body)
            } else if Self.is(type, "IEND") {
                guard let header, !imageData.isEmpty else { return nil }
                return (header, imageData)
            } else if Self.is(type, "tRNS") || (critical && !Self.is(type, "PLTE")) {
                return nil
            } else if !imageData.isEmpty {
                imageDataEnded = true
            }
            offset = body.upperBound + 4
        }
        return nil
    }

    private static func header(_ file: UnsafeBufferPointer<UInt8>, at offset: Int) -> Header? {
        let width = PNGChunks.bigEndian(file, at: offset), height = PNGChunks.bigEndian(file, at: offset + 4)
        let (depth, colour, compression, filter, interlace) = (file[offset + 8], file[offset + 9], file[offset + 10], file[offset + 11], file[offset + 12])
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF, depth == 8,
              colour == 2 || colour == 6, compression == 0, filter == 0, interlace == 0 else { return nil }
        return Header(width: width, height: height, channels: colour == 6 ? 4 : 3)
    }

    /// Inflates the IDAT data (after its 2-byte zlib header) into `output`; `false` unless the
    /// deflate stream ends exactly when `output` is full. Image data split over several IDATs
    /// is joined first (libdeflate inflates one buffer).
    private static func inflate(_ chunks: [Range<Int>], in file: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard let first = chunks.first, first.count >= 2, let base = file.baseAddress else { return false }
        let cmf = Int(file[first.lowerBound]), flg = Int(file[first.lowerBound + 1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0, flg & 0x20 == 0 else { return false }
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        func inflate(_ input: UnsafeRawBufferPointer) -> Bool {
            var written = 0
            let result = libdeflate_deflate_decompress_ex(decompressor, input.baseAddress, input.count,
                                                          output.baseAddress, output.count, nil, &written)
            return result == LIBDEFLATE_SUCCESS && written == output.count
        }
        if chunks.count == 1 {
            return inflate(UnsafeRawBufferPointer(start: base + first.lowerBound + 2, count: first.count - 2))
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for (index, chunk) in chunks.enumerated() {
            joined.append(contentsOf: UnsafeBufferPointer(rebasing: file[(index == 0 ? chunk.lowerBound + 2 : chunk.lowerBound)..<chunk.upperBound]))
        }
        return joined.withUnsafeBytes(inflate)
    }

    /// Reverses the five PNG filters row by row, in place, then lays the rows out as RGBA:
    /// RGBA in the scanline buffer itself, RGB widened into a new one.
    private static func unfiltered(_ scanlines: inout [UInt8], header: Header) -> Image? {
        if header.channels == 4 { return unfilteredInPlace(&scanlines, header: header) }
        let (width, height) = (header.width, header.height)
        let rowBytes = width * 3, stride = 1 + rowBytes
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let zeros = [UInt8](repeating: 0, count: rowBytes)  // the row above the first
        let valid = scanlines.withUnsafeMutableBytes { lines in
            pixels.withUnsafeMutableBytes { pixels in
                zeros.withUnsafeBytes { zeros in
                    unfilterRGB(lines: lines.bindMemory(to: UInt8.self).baseAddress!, into: pixels.bindMemory(to: UInt8.self).baseAddress!,
                                zeros: zeros.bindMemory(to: UInt8.self).baseAddress!, header: header, stride: stride, rowBytes: rowBytes)
                }
            }
        }
        return valid ? try? Image(width: width, height: height, pixels: pixels) : nil
    }

    /// RGBA: each row un-filtered where it was inflated, then moved down over the filter bytes
    /// before it, so the scanline buffer becomes the image (no second buffer to fill). The row
    /// above a row is read where it was moved: moving row y only overwrites what rows before
    /// it left behind.
    private static func unfilteredInPlace(_ scanlines: inout [UInt8], header: Header) -> Image? {
        let (width, height) = (header.width, header.height)
        let rowBytes = width * 4, stride = 1 + rowBytes
        let zeros = [UInt8](repeating: 0, count: rowBytes)  // the row above the first
        let valid = scanlines.withUnsafeMutableBufferPointer { lines in
            zeros.withUnsafeBufferPointer { zeros in
                let base = lines.baseAddress!
                for y in 0..<height {
                    let row = base + y * stride + 1
                    let above = y > 0 ? UnsafePointer(base + (y - 1) * rowBytes) : zeros.baseAddress!
                    guard unfilter(row, filter: row[-1], above: above, count: rowBytes, bpp: 4) else { return false }
                    (base + y * rowBytes).update(from: row, count: rowBytes)
                }
                return true
            }
        }
        guard valid else { return nil }
        scanlines.removeLast(height)
        return try? Image(width: width, height: height, pixels: scanlines)
    }

    /// RGB: each row un-filtered in place, then widened into `pixels` (whose alpha is 255).
    private static func unfilterRGB(lines: UnsafeMutablePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>, zeros: UnsafePointer<UInt8>,
                                    header: Header, stride: Int, rowBytes: Int) -> Bool {
        for y in 0..<header.height {
            let row = lines + y * stride + 1
            let above = y > 0 ? UnsafePointer(row - stride) : zeros
            guard unfilter(row, filter: row[-1], above: above, count: rowBytes, bpp: 3) else { return false }
            let target = pixels + y * header.width * 4
            for x in 0..<header.width { (target + x * 4).update(from: row + x * 3, count: 3) }
        }
        return true
    }

    /// One row's filter reversed (PNG 1.2, section 9); `false` for a filter type over 4.
    /// `above` is the unfiltered row above (zeros for the first row); `bpp` is 3 or 4.
    private static func unfilter(_ row: UnsafeMutablePointer<UInt8>, filter: UInt8, above: UnsafePointer<UInt8>,
                                 count: Int, bpp: Int) -> Bool {
        switch filter {
        case 0:
            return true
        case 1:
            PixelLanes.unfilterSub(row, count: count, bpp: bpp)
        case 2:
            PixelLanes.unfilterUp(row, above: above, count: count)
        case 3:
            for i in 0..<bpp { row[i] &+= above[i] >> 1 }
            for i in bpp..<count { row[i] &+= UInt8((Int(row[i - bpp]) + Int(above[i])) >> 1) }
        case 4:
            PixelLanes.unfilterPaeth(row, above: above, count: count, bpp: bpp)
        default:
            return false
        }
        return true
    }

    private static func `is`(_ type: (UInt8, UInt8, UInt8, UInt8), _ name: StaticString) -> Bool {
        let bytes = name.utf8Start
        return type.0 == bytes[0] && type.1 == bytes[1] && type.2 == bytes[2] && type.3 == bytes[3]
    }
}
