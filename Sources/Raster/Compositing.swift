/// Integer compositing onto an ``Image``.
///
/// **The blending rule** (one rule, integer only, so every machine gets the same bytes):
/// source-over with 8-bit alpha, each channel computed as
/// `out = (src · α + dst · (255 − α) + 127) / 255` (integer division, i.e. rounded to nearest),
/// where for premultiplied sources `src · α` is replaced by `src_premultiplied · 255`.
/// Alpha: `outα = α + dstα · (255 − α) / 255`, rounded the same way. The canvases LocaleShot
/// draws on are opaque, for which this is exact source-over.
extension Image {
    /// One channel of the blending rule. Within the rule's domain the result is at most 255;
    /// a malformed premultiplied source (a channel above its alpha) is clamped, not trapped.
    @inline(__always)
    static func mix(_ source255: Int, _ destination: UInt8, _ inverseAlpha: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: min((source255 &+ Int(destination) &* inverseAlpha &+ 127) / 255, 255))
    }

    /// Fills a rectangle (clipped to the image) with an opaque or translucent colour.
    public mutating func fill(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int, color: RGBA) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + rectWidth), y1 = min(height, y + rectHeight)
        guard x0 < x1, y0 < y1 else { return }
        let alpha = Int(color.a), inverse = 255 - alpha
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in y0..<y1 {
                for column in x0..<x1 {
                    let index = (row * width + column) * 4
                    buffer[index] = Self.mix(Int(color.r) * alpha, buffer[index], inverse)
                    buffer[index + 1] = Self.mix(Int(color.g) * alpha, buffer[index + 1], inverse)
                    buffer[index + 2] = Self.mix(Int(color.b) * alpha, buffer[index + 2], inverse)
                    buffer[index + 3] = Self.mix(alpha * 255, buffer[index + 3], inverse)
                }
            }
        }
    }

    /// Draws an 8-bit coverage mask (e.g. an anti-aliased glyph) in `color` with its top-left
    /// corner at (`x`, `y`); `coverage` has `maskWidth` bytes per row. Clipped to the image.
    public mutating func draw(coverage: [UInt8], maskWidth: Int, maskHeight: Int, x: Int, y: Int, color: RGBA) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + maskWidth), y1 = min(height, y + maskHeight)
        guard x0 < x1, y0 < y1, coverage.count >= maskWidth * maskHeight else { return }
        let colorAlpha = Int(color.a), (red, green, blue) = (Int(color.r), Int(color.g), Int(color.b))
        let width = self.width
        coverage.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { buffer in
                for row in y0..<y1 {
                    let mask = coverage.baseAddress! + (row - y) * maskWidth - x
                    let line = buffer.baseAddress! + row * width * 4
                    for column in x0..<x1 {
                        let cover = Int(mask[column])
                        if cover == 0 { continue }
                        let pixel = line + column * 4
                        // Full coverage of an opaque colour: the blending rule gives the colour itself.
                        if cover == 255 && colorAlpha == 255 {
                            (pixel[0], pixel[1], pixel[2], pixel[3]) = (color.r, color.g, color.b, 255)
                            continue
                        }
                        let alpha = (cover * colorAlpha + 127) / 255
                        let inverse = 255 - alpha
                        pixel[0] = Self.mix(red * alpha, pixel[0], inverse)
                        pixel[1] = Self.mix(green * alpha, pixel[1], inverse)
                        pixel[2] = Self.mix(blue * alpha, pixel[2], inverse)
                        pixel[3] = Self.mix(alpha * 255, pixel[3], inverse)
                    }
                }
            }
        }
    }

    /// Draws a premultiplied BGRA bitmap (FreeType's colour-glyph format) with its top-left
    /// corner at (`x`, `y`). Clipped to the image.
    public mutating func draw(premultipliedBGRA bitmap: [UInt8], bitmapWidth: Int, bitmapHeight: Int, x: Int, y: Int) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + bitmapWidth), y1 = min(height, y + bitmapHeight)
        guard x0 < x1, y0 < y1, bitmap.count >= bitmapWidth * bitmapHeight * 4 else { return }
        let width = self.width
        bitmap.withUnsafeBufferPointer { bitmap in
            pixels.withUnsafeMutableBufferPointer { buffer in
                for row in y0..<y1 {
                    let sourceLine = bitmap.baseAddress! + ((row - y) * bitmapWidth - x) * 4
                    let line = buffer.baseAddress! + row * width * 4
                    for column in x0..<x1 {
                        let source = sourceLine + column * 4
                        let alpha = Int(source[3])
                        if alpha == 0 { continue }
                        let pixel = line + column * 4
                        // An opaque source pixel: the blending rule gives the source itself.
                        if alpha == 255 {
                            (pixel[0], pixel[1], pixel[2], pixel[3]) = (source[2], source[1], source[0], 255)
                            continue
                        }
                        let inverse = 255 - alpha
                        pixel[0] = Self.mix(Int(source[2]) * 255, pixel[0], inverse)
                        pixel[1] = Self.mix(Int(source[1]) * 255, pixel[1], inverse)
                        pixel[2] = Self.mix(Int(source[0]) * 255, pixel[2], inverse)
                        pixel[3] = Self.mix(alpha * 255, pixel[3], inverse)
                    }
                }
            }
        }
    }

    /// Copies `source` with its top-left corner at (`x`, `y`), replacing pixels. Clipped.
    public mutating func paste(_ source: Image, x: Int, y: Int) {
        let x0 = max(0, x), x1 = min(width, x + source.width)
        guard x0 < x1 else { return }
        for row in max(0, y)..<min(height, y + source.height) {
            let from = ((row - y) * source.width + (x0 - x)) * 4
            let to = (row * width + x0) * 4
            pixels.replaceSubrange(to..<to + (x1 - x0) * 4, with: source.pixels[from..<from + (x1 - x0) * 4])
        }
    }
}
