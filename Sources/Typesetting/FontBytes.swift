#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
import Raster

/// A font file's bytes mapped read-only at a fixed address, shared by every `FontFace` of the
/// process (FreeType and HarfBuzz only read them) and never unmapped while cached.
///
/// Mapping instead of reading: a font whose stamp shows it verified is never read whole; a run
/// touches only the pages of the tables and glyphs it draws.
final class FontBytes: Sendable {
    nonisolated(unsafe) private let base: UnsafeMutableRawPointer
    let count: Int
    private let mapped: Bool

    /// Maps the regular file at `path` (following a link: a fonts folder may be a copy made of
    /// links); `nil` when it cannot be opened, is not a regular file, or cannot be mapped.
    init?(path: String) {
        // O_NONBLOCK: a FIFO in place of a font must not block the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        count = Int(info.st_size)
        guard count > 0 else {
            // An empty file cannot be mapped; its size tells the verifier it was altered.
            (base, mapped) = (.allocate(byteCount: 1, alignment: 16), false)
            return
        }
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
              address != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        (base, mapped) = (address, true)
    }

    /// The bytes (read-only), valid while this object lives: hold it, or use the methods
    /// below, which keep it alive for the call.
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    /// A copy of the bytes.
    func copied() -> [UInt8] { Array(buffer) }

    /// The SHA-256 of the bytes, 64 lowercase hex digits.
    func sha256() -> String { SHA256.hex(of: buffer) }

    deinit {
        if mapped { munmap(base, count) } else { base.deallocate() }
    }
}

/// Reads a font's table directory (unverified, a few hundred bytes) to tell whether it can
/// have bitmap strikes at all, so finding a chain's colour font does not load, and hash,
/// every text font before it. Only the font chosen is loaded, and loading verifies it.
enum BitmapStrikeProbe {
    /// The sfnt tables FreeType builds fixed sizes from.
    private static let strikeTables: Set<UInt32> = [tag("EBLC"), tag("CBLC"), tag("bloc"), tag("sbix")]

    /// `false` only for a single TrueType/OpenType font whose table directory lists no bitmap
    /// location table (FreeType then reports no fixed sizes); anything else (a collection,
    /// another format, a read error) is `true`, and the font is loaded to decide.
    static func mayHaveStrikes(path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 12)
        guard pread(descriptor, &header, 12, 0) == 12 else { return true }
        guard [0x0001_0000, tag("OTTO"), tag("true")].contains(bigEndian(header, at: 0)) else { return true }
        let tables = Int(header[4]) << 8 | Int(header[5])
        var records = [UInt8](repeating: 0, count: tables * 16)
        guard tables > 0, pread(descriptor, &records, records.count, 12) == records.count else { return true }
        return (0..<tables).contains { strikeTables.contains(bigEndian(records, at: $0 * 16)) }
    }

    private static func tag(_ name: StaticString) -> UInt32 {
        name.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
