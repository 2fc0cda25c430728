import Foundation
import SafeFiles
import Raster

/// A local, content-addressed cache: hash of a golden **file**'s bytes → hash of its decoded
/// pixels (both 128-bit ``PixelHash``es). With it, a matching row is verified by hashing the rendered pixels instead of
/// decoding the golden. Derived data only, kept under `.build/`: the key is the hash of the
/// bytes actually read from `Snapshots/`, so nothing stored next to the goldens is trusted,
/// and an edited golden simply misses.
public final class GoldenPixelCache: @unchecked Sendable {
    public let file: URL
    private var entries: [PixelHash: PixelHash] = [:]
    private var dirty = false
    private let lock = NSLock()

    /// Loads the cache file if present (a damaged line, or file, is ignored: it is derived
    /// data). Parsed as bytes: this runs before the first row of every process.
    public init(file: URL) {
        self.file = file
        guard let bytes = try? FileReading.readUserFile(path: file.path, cap: 64 << 20) else { return }
        entries.reserveCapacity(bytes.count / 66)
        // Line by line without splitting the file into an array of lines first.
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            guard end - start == 65, bytes[start + 32] == UInt8(ascii: " "),
                  let file = PixelHash(hexDigits: bytes[start..<start + 32]),
                  let pixels = PixelHash(hexDigits: bytes[start + 33..<end]) else { continue }
            entries[file] = pixels
        }
    }

    /// `golden-pixels.txt` in the cache folder (``CacheFolder``: `LOCALESHOT_CACHE`, else `<package>/.build/localeshot-cache`).
    public static func defaultFile(packageRoot: URL) -> URL {
        CacheFolder.url(workingDirectory: packageRoot.path).appendingPathComponent("golden-pixels.txt")
    }

    /// The decoded-pixel hash of a golden file with these bytes, if known.
    public func pixels(forGoldenFile file: PixelHash) -> PixelHash? {
        lock.lock()
        defer { lock.unlock() }
        return entries[file]
    }

    public func remember(goldenFile file: PixelHash, pixels: PixelHash) {
        lock.lock()
        defer { lock.unlock() }
        if entries[file] != pixels {
            entries[file] = pixels
            dirty = true
        }
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Writes the cache (atomically) if anything was added. Failure is ignored: the cache
    /// only saves time.
    public func save() {
        lock.lock()
        defer { lock.unlock() }
        guard dirty else { return }
        let text = entries.map { "\($0.key) \($0.value)" }.sorted().joined(separator: "\n") + "\n"
        if (try? GoldenStore.writeFile(Array(text.utf8), to: file)) != nil { dirty = false }
    }
}
