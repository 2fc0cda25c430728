import CZlib

/// Bounds the work of decoding by the declared image, not by the file: the compressed image
/// data (the IDAT chunks) is inflated once with zlib (raw deflate, no checksum), into a small scratch buffer, and only as
/// far as the IHDR's rows need. Data that inflates further — an inflate bomb of zeros after
/// the real rows, 10 GB from 10 MiB — is ``PNGError/trailingImageData(expectedBytes:)``,
/// found after at most the declared size plus 64 KiB; libpng, which would inflate it all,
/// never sees it. Every other defect (bad zlib data, a short stream) is left to libpng.
enum ImageDataBound {
    /// The inflated size of the image data the IHDR declares: one filter byte and the packed
    /// samples per row, pass by pass when Adam7-interlaced. `nil` for a colour type or bit
    /// depth PNG does not have.
    static func expectedBytes(width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool) -> Int? {
        let channels: [Int: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
        guard let count = channels[colorType], [1, 2, 4, 8, 16].contains(bitDepth) else { return nil }
        let bitsPerPixel = count * bitDepth
        func passBytes(_ width: Int, _ height: Int) -> Int {
            width > 0 && height > 0 ? height * (1 + (width * bitsPerPixel + 7) / 8) : 0
        }
        guard interlaced else { return passBytes(width, height) }
        // Adam7 passes: first column, first row, column step, row step.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let (x0, y0, dx, dy) = pass
            return total + passBytes(width > x0 ? (width - x0 + dx - 1) / dx : 0, height > y0 ? (height - y0 + dy - 1) / dy : 0)
        }
    }

    /// Throws ``PNGError/trailingImageData(expectedBytes:)`` when the IDAT chunks of `data`
    /// inflate past the declared image. Call after the declared size was checked against the
    /// pixel limit (so the sizes cannot overflow).
    static func check(_ data: [UInt8]) throws(PNGError) {
        guard data.count >= 33, Array(data[12..<16]) == Array("IHDR".utf8),
              let expected = expectedBytes(width: PNGChunks.bigEndian(data, at: 16), height: PNGChunks.bigEndian(data, at: 20), bitDepth: Int(data[24]),
                                           colorType: Int(data[25]), interlaced: data[28] == 1) else { return }
        var chunks = imageDataChunks(data)
        // Raw deflate after the 2-byte zlib header: counting bytes needs no Adler-32, which
        // costs as much as the inflating itself (libpng checks it when it decodes). A stream
        // with a preset dictionary (never valid in PNG) is left to libpng.
        var header: [UInt8] = []
        while header.count < 2, let first = chunks.first {
            let take = min(2 - header.count, first.count)
            header += data[first.lowerBound..<(first.lowerBound + take)]
            chunks[0] = (first.lowerBound + take)..<first.upperBound
            if chunks[0].isEmpty { chunks.removeFirst() }
        }
        guard header.count == 2, header[1] & 0x20 == 0, !chunks.isEmpty else { return }
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, LS_ZLIB_VERSION, LS_Z_STREAM_SIZE) == Z_OK else { return }
        defer { inflateEnd(&stream) }
        var scratch = [UInt8](repeating: 0, count: 1 << 16)
        var inflated = 0
        let tooLong = data.withUnsafeBufferPointer { input in
            scratch.withUnsafeMutableBufferPointer { output in
                guard let base = input.baseAddress else { return false }
                for chunk in chunks {
                    stream.next_in = UnsafeMutablePointer(mutating: base + chunk.lowerBound)
                    stream.avail_in = UInt32(chunk.count)
                    while true {
                        stream.next_out = output.baseAddress
                        stream.avail_out = UInt32(output.count)
                        let status = inflate(&stream, Z_NO_FLUSH)
                        inflated += output.count - Int(stream.avail_out)
                        if inflated > expected { return true }
                        if status == Z_STREAM_END { return false }
                        // Out of input for this chunk (unless the output was full: more may be pending).
                        if status == Z_BUF_ERROR || (status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0) { break }
                        if status != Z_OK { return false }  // broken data: libpng says how
                    }
                }
                return false
            }
        }
        if tooLong { throw .trailingImageData(expectedBytes: expected) }
    }

    /// The byte ranges of the IDAT chunks' data, in order; the walk stops at IEND or at a
    /// chunk that runs past the end (libpng reports that).
    private static func imageDataChunks(_ data: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 8
        while offset + 12 <= data.count {
            let length = PNGChunks.bigEndian(data, at: offset)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= data.count else { break }
            let type = data[(offset + 4)..<(offset + 8)]
            if type.elementsEqual("IDAT".utf8), length > 0 { ranges.append((offset + 8)..<(offset + 8 + length)) }
            if type.elementsEqual("IEND".utf8) { break }
            offset += 12 + length
        }
        return ranges
    }
}
