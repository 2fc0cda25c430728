import Foundation
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

        var before = stat()
        #expect(stat(font.path, &before) == 0)
        Thread.sleep(forTimeInterval: 0.02)
        let descriptor = open(font.path, O_WRONLY)
        var byte: UInt8 = 8
        #expect(pwrite(descriptor, &byte, 1, 100) == 1)
        close(descriptor)
        // Forge size and mtime back, as a hostile edit would.
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, font.path, &times, 0) == 0)
        var after = stat()
        #expect(stat(font.path, &after) == 0)
        #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec && after.st_size == before.st_size)
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
}
