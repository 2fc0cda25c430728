import Foundation
import SafeFiles

/// The process's decoded colour glyphs (``ColourGlyphCache``) kept on disk between runs:
/// derived data under `.build/`, like the golden pixel cache. A warm `verify` then neither
/// inflates a flag's PNG strike nor area-averages it down (a tenth of its CPU time).
///
/// The file is trusted only by the process that can vouch for it: its first line holds an
/// identity the caller gives (the executable's ``FileStamp`` and the libraries' versions),
/// so a rebuilt tool, a new FreeType or libpng, reads nothing and writes a fresh file. A
/// font is named by its verified SHA-256, so a changed font misses. A file that does not
/// parse to the end is ignored whole.
public enum ColourGlyphStore {
    /// `colour-glyphs.bin` in the cache folder (``CacheFolder``).
    public static func defaultFile(packageRoot: URL) -> URL {
        CacheFolder.url(workingDirectory: packageRoot.path).appendingPathComponent("colour-glyphs.bin")
    }

    /// Fewer rows than this neither read nor write the file: reading its 3 MB costs about as
    /// much CPU as decoding 20 flags (a one-row `verify` went 24 → 28 ms), and a small run's
    /// few glyphs must not replace the whole matrix's.
    public static let worthwhileRows = 50

    /// The largest file read back: ample for every flag at a few sizes.
    static let maxBytes = 64 << 20

    /// Loads the file into the shared cache when its identity line is `identity`; returns the
    /// number of glyph records taken.
    @discardableResult
    public static func load(from file: URL, identity: String) -> Int {
        guard let bytes = try? FileReading.readUserFile(path: file.path, cap: maxBytes),
              let records = decode(bytes, identity: identity) else { return 0 }
        ColourGlyphCache.shared.adopt(advances: records.advances, bitmaps: records.bitmaps)
        return records.advances.count + records.bitmaps.count
    }

    /// Writes the shared cache (atomically) when it made glyphs that the file did not hold.
    /// Failure is ignored: the store only saves time.
    public static func saveIfChanged(to file: URL, identity: String) {
        guard let (advances, bitmaps) = ColourGlyphCache.shared.takeChangedContents() else { return }
        let bytes = encode(advances: advances, bitmaps: bitmaps, identity: identity)
        try? ConfinedFolder(root: file.deletingLastPathComponent()).write(bytes, to: file.lastPathComponent, durable: false)
    }

    /// The identity of this executable and the libraries that decode glyphs: a stamp of
    /// `/proc/self/exe` (changed by every build) and `libraries` (name → version).
    public static func identity(libraries: [String: String]) -> String? {
        guard let stamp = FileStamp(path: "/proc/self/exe") else { return nil }
        return ([stamp.fields] + libraries.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ").replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    static let magic = "localeshot-colour-glyphs 1"

    // MARK: - Format
    // A line `magic<TAB>identity<LF>`, then records, each: the font's SHA-256 (64 ASCII hex
    // digits), then little-endian Int32s — glyph, pixel size (26.6; 0 for a strike advance),
    // advance, width, height, left, top — then width·height·4 bytes of premultiplied BGRA.

    static func encode(advances: [ColourGlyphCache.Key: Fixed26_6], bitmaps: [ColourGlyphCache.Key: GlyphBitmap], identity: String) -> [UInt8] {
        var out = Array("\(magic)\t\(identity)\n".utf8)
        // One allocation for the 3 MB: growing it by doubling costs more than the copying.
        out.reserveCapacity(out.count + (advances.count + bitmaps.count) * (64 + 7 * 4)
                            + bitmaps.values.reduce(0) { $0 + $1.width * $1.height * 4 })
        func append(_ value: Int32) {
            withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
        }
        func record(_ key: ColourGlyphCache.Key, advance: Int32, _ bitmap: GlyphBitmap?, pixels: [UInt8]) {
            out.append(contentsOf: key.font.utf8)
            append(Int32(bitPattern: key.glyph)); append(key.pixelSize); append(advance)
            append(Int32(bitmap?.width ?? 0)); append(Int32(bitmap?.height ?? 0)); append(Int32(bitmap?.left ?? 0)); append(Int32(bitmap?.top ?? 0))
            out.append(contentsOf: pixels)
        }
        for (key, advance) in advances.sorted(by: { $0.key.sortKey < $1.key.sortKey }) where key.font.utf8.count == 64 {
            record(key, advance: advance, nil, pixels: [])
        }
        for (key, bitmap) in bitmaps.sorted(by: { $0.key.sortKey < $1.key.sortKey }) where key.font.utf8.count == 64 && key.pixelSize != 0 {
            guard case let .premultipliedBGRA(pixels) = bitmap.pixels, pixels.count == bitmap.width * bitmap.height * 4 else { continue }
            record(key, advance: 0, bitmap, pixels: pixels)
        }
        return out
    }

    static func decode(_ bytes: [UInt8], identity: String) -> (advances: [ColourGlyphCache.Key: Fixed26_6], bitmaps: [ColourGlyphCache.Key: GlyphBitmap])? {
        let header = Array("\(magic)\t\(identity)\n".utf8)
        guard bytes.count >= header.count, bytes[..<header.count].elementsEqual(header) else { return nil }
        var advances: [ColourGlyphCache.Key: Fixed26_6] = [:], bitmaps: [ColourGlyphCache.Key: GlyphBitmap] = [:]
        let fixed = 64 + 7 * 4
        // Records of one font follow each other: its name is checked and made once per run of them.
        var font: (bytes: ArraySlice<UInt8>, name: String)?
        return bytes.withUnsafeBytes { raw -> (advances: [ColourGlyphCache.Key: Fixed26_6], bitmaps: [ColourGlyphCache.Key: GlyphBitmap])? in
            var offset = header.count
            while offset < raw.count {
                guard raw.count - offset >= fixed else { return nil }
                let fontBytes = bytes[offset..<offset + 64]
                if font.map({ $0.bytes.elementsEqual(fontBytes) }) != true {
                    guard fontBytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) else { return nil }
                    font = (fontBytes, String(decoding: fontBytes, as: UTF8.self))
                }
                let value = { (index: Int) in Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 64 + 4 * index, as: Int32.self)) }
                let key = ColourGlyphCache.Key(font: font!.name, glyph: UInt32(bitPattern: value(0)), pixelSize: value(1))
                let (advance, width, height, left, top) = (value(2), Int(value(3)), Int(value(4)), Int(value(5)), Int(value(6)))
                offset += fixed
                guard width >= 0, height >= 0, width <= 4096, height <= 4096, raw.count - offset >= width * height * 4 else { return nil }
                if key.pixelSize == 0 {
                    guard width == 0, height == 0 else { return nil }
                    advances[key] = advance
                } else {
                    let pixels = [UInt8](UnsafeRawBufferPointer(rebasing: raw[offset..<offset + width * height * 4]))
                    offset += pixels.count
                    bitmaps[key] = GlyphBitmap(width: width, height: height, left: left, top: top, pixels: .premultipliedBGRA(pixels))
                }
            }
            return (advances, bitmaps)
        }
    }
}

extension ColourGlyphCache.Key {
    /// A stable order for the file (the same glyphs give the same bytes).
    var sortKey: String { "\(font) \(glyph) \(pixelSize)" }
}
