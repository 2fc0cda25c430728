import Foundation
import SafeFiles
import Raster

/// A local, content-addressed cache: hash of a golden **file**'s bytes → hash of its decoded
/// pixels (both 128-bit ``PixelHash``es). With it, a matching row is verified by hashing the rendered pixels instead of
/// decoding the golden. Derived data only, kept under `.build/`: the key is the hash of the
/// bytes actually read from `Snapshots/`, so nothing stored next to the goldens is trusted,
/// and an edited golden simply misses.
///
/// Beside it, `golden-stamps.bin` remembers each golden file's ``FileStamp`` (size, times,
/// inode, device) with the hash of the bytes it had, as `git status` and `make` trust a file
/// that has not changed since they last looked: a golden whose stamp is unchanged need not be
/// read again. Only a settled stamp (``FileStamp/isSettled(seconds:)``) is remembered, and
/// any write — even one that restores the size and modification time — changes the ctime.
public final class GoldenPixelCache: @unchecked Sendable {
    public let file: URL
    /// `golden-stamps.bin` beside ``file``.
    public let stampFile: URL
    private var entries: [PixelHash: PixelHash] = [:]
    /// By the hash of the golden's path.
    private var stamps: [PixelHash: (stamp: FileStamp, content: PixelHash)] = [:]
    private var dirty = false
    private var stampsDirty = false
    /// How long ago a golden's last change must be for its stamp to be remembered
    /// (``FileStamp/isSettled(seconds:)``); tests set 0.
    public var settleSeconds: Int64 = 2
    private let lock = NSLock()

    /// Loads the cache files if present (a damaged line, or file, is ignored: it is derived
    /// data). Parsed as bytes: this runs before the first row of every process.
    public init(file: URL) {
        self.file = file
        stampFile = file.deletingLastPathComponent().appendingPathComponent("golden-stamps.bin")
        if let bytes = try? FileReading.readUserFile(path: file.path, cap: 64 << 20) { loadEntries(bytes) }
        if let bytes = try? FileReading.readUserFile(path: stampFile.path, cap: 64 << 20) { loadStamps(bytes) }
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

    /// The hash of the bytes the golden at `path` had when it last had this stamp, if known.
    public func contentHash(ofGoldenAt path: String, stamp: FileStamp) -> PixelHash? {
        lock.lock()
        defer { lock.unlock() }
        guard let known = stamps[Self.key(path)], known.stamp == stamp else { return nil }
        return known.content
    }

    /// Remembers that the golden at `path` held bytes hashing to `content` when it had `stamp`
    /// (read from the same descriptor). An unsettled stamp is not remembered.
    public func remember(goldenAt path: String, stamp: FileStamp, content: PixelHash) {
        guard stamp.isSettled(seconds: settleSeconds) else { return }
        lock.lock()
        defer { lock.unlock() }
        let key = Self.key(path)
        if let known = stamps[key], known.stamp == stamp, known.content == content { return }
        // Bounded: a folder of goldens passed once (a copy in /tmp) must not grow it for ever.
        guard stamps.count < Self.maxStamps || stamps[key] != nil else { return }
        stamps[key] = (stamp, content)
        stampsDirty = true
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Writes the cache files (atomically) if anything was added. Failure is ignored: the
    /// cache only saves time.
    public func save() {
        lock.lock()
        defer { lock.unlock() }
        if dirty {
            let text = Self.entriesHeader + entries.map { "\($0.key) \($0.value)" }.sorted().joined(separator: "\n") + "\n"
            if (try? GoldenStore.writeFile(Array(text.utf8), to: file)) != nil { dirty = false }
        }
        if stampsDirty, (try? GoldenStore.writeFile(encodedStamps(), to: stampFile)) != nil { stampsDirty = false }
    }

    private static func key(_ path: String) -> PixelHash { PixelHash(of: Array(path.utf8)) }

    // MARK: - The stamp file
    // `magic`, then records of nine little-endian 64-bit words: the path's hash (high, low),
    // the content's hash (high, low), size, modification and status-change times, inode,
    // device. Fixed-size binary records: 3,000 goldens load in a fraction of a millisecond.

    private static let magic = Array("localeshot-golden-stamps 2\n".utf8)
    /// The most stamps kept (14 MB of records): past it, new goldens are read every run.
    static let maxStamps = 200_000
    private static let recordSize = 9 * 8

    private func encodedStamps() -> [UInt8] {
        var bytes = Self.magic
        bytes.reserveCapacity(Self.magic.count + stamps.count * Self.recordSize)
        for (key, known) in stamps.sorted(by: { ($0.key.high, $0.key.low) < ($1.key.high, $1.key.low) }) {
            let stamp = known.stamp
            for word in [key.high, key.low, known.content.high, known.content.low, UInt64(bitPattern: stamp.size),
                         UInt64(bitPattern: stamp.modified), UInt64(bitPattern: stamp.changed), stamp.inode, stamp.device] {
                withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
            }
        }
        return bytes
    }

    /// A file of another format, or whose length is not whole records, is ignored whole.
    private func loadStamps(_ bytes: [UInt8]) {
        let body = bytes.count - Self.magic.count
        guard body >= 0, body % Self.recordSize == 0, bytes.starts(with: Self.magic) else { return }
        stamps.reserveCapacity(body / Self.recordSize)
        bytes.withUnsafeBytes { raw in
            var offset = Self.magic.count
            while offset < raw.count {
                let word = { (index: Int) in UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8 * index, as: UInt64.self)) }
                let stamp = FileStamp(size: Int64(bitPattern: word(4)), modified: Int64(bitPattern: word(5)),
                                      changed: Int64(bitPattern: word(6)), inode: word(7), device: word(8))
                stamps[PixelHash(high: word(0), low: word(1))] = (stamp, PixelHash(high: word(2), low: word(3)))
                offset += Self.recordSize
            }
        }
    }

    // MARK: - Reading the files

    /// The first line of `golden-pixels.txt`: a file of another ``PixelHash`` (an older
    /// version's) is ignored whole, not carried along.
    static let entriesHeader = "localeshot-golden-pixels 2\n"

    private func loadEntries(_ bytes: [UInt8]) {
        let header = Array(Self.entriesHeader.utf8)
        guard bytes.starts(with: header) else { return }
        entries.reserveCapacity(bytes.count / 66)
        // Line by line without splitting the file into an array of lines first.
        var start = header.count
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            guard end - start == 65, bytes[start + 32] == UInt8(ascii: " "),
                  let file = PixelHash(hexDigits: bytes[start..<start + 32]),
                  let pixels = PixelHash(hexDigits: bytes[start + 33..<end]) else { continue }
            entries[file] = pixels
        }
    }
}
