import Foundation
import SafeFiles
import TestSupport
import Testing
@testable import Typesetting

@Suite("Font stamp cache")
struct FontStampCacheTests {
    @Test func byteFlippedInPlaceWithMtimeRestoredIsHashedAgain() throws {
        let folder = try Fixtures.temporaryDirectory("stamps")
        let font = folder.appendingPathComponent("Font.ttf")
        try Data(repeating: 7, count: 4096).write(to: font)
        var cache = FontStampCache(file: folder.appendingPathComponent("stamps.tsv"))
        cache.remember(path: font.path, sha256: "abc")
        #expect(cache.isVerified(path: font.path, sha256: "abc"))

        let before = try #require(FileStamp(path: font.path))
        Thread.sleep(forTimeInterval: 0.02)
        let descriptor = open(font.path, O_WRONLY)
        var byte: UInt8 = 8
        #expect(pwrite(descriptor, &byte, 1, 100) == 1)
        close(descriptor)
        // Forge size and mtime back, as a hostile edit would (through FileStamp: the stat
        // field names differ between Linux and macOS).
        let mtime = timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000))
        var times = [mtime, mtime]
        #expect(utimensat(AT_FDCWD, font.path, &times, 0) == 0)
        let after = try #require(FileStamp(path: font.path))
        #expect(after.modified == before.modified && after.size == before.size && after.changed != before.changed)
        #expect(!cache.isVerified(path: font.path, sha256: "abc"), "the ctime changed: the font must be hashed again")
    }

    @Test func stampsSurviveASaveAndLoad() throws {
        let folder = try Fixtures.temporaryDirectory("stamps")
        let font = folder.appendingPathComponent("Font.ttf")
        try Data(repeating: 1, count: 64).write(to: font)
        var cache = FontStampCache(file: folder.appendingPathComponent("stamps.tsv"))
        cache.remember(path: font.path, sha256: "abc")
        cache.save()
        #expect(FontStampCache(file: folder.appendingPathComponent("stamps.tsv")).isVerified(path: font.path, sha256: "abc"))
    }

    @Test func aFontThatIsGoneIsDroppedOnSave() throws {
        let folder = try Fixtures.temporaryDirectory("stamps")
        let kept = folder.appendingPathComponent("Kept.ttf"), gone = folder.appendingPathComponent("Gone.ttf")
        for font in [kept, gone] { try Data(repeating: 1, count: 64).write(to: font) }
        var cache = FontStampCache(file: folder.appendingPathComponent("stamps.tsv"))
        cache.remember(path: kept.path, sha256: "abc")
        cache.remember(path: gone.path, sha256: "def")
        try FileManager.default.removeItem(at: gone)
        cache.save()
        #expect(FontStampCache(file: folder.appendingPathComponent("stamps.tsv")).entries.keys.sorted() == [kept.path])
    }
}
