import Foundation
import Raster
import SafeFiles
import SnapshotCore
import TestSupport
import Testing

/// A golden whose stamp is unchanged since it was last read is matched unread (#20); any
/// write, a link or a special file in its place is noticed as before.
@Suite("Golden stamps")
struct GoldenStampTests {
    /// A verifier with a pixel cache whose stamps settle at once.
    private func harness(settle: Int64 = 0) throws -> (Harness, GoldenPixelCache) {
        var harness = try Harness()
        let cache = GoldenPixelCache(file: harness.root.appendingPathComponent("cache/golden-pixels.txt"))
        cache.settleSeconds = settle
        harness.verifier.cache = cache
        return (harness, cache)
    }

    private func path(_ harness: Harness, _ key: SnapshotKey) -> String { harness.verifier.store.path(for: key) }

    @Test func aVerifiedGoldensStampIsRememberedAndSurvivesASave() throws {
        let (harness, cache) = try harness()
        let key = try harness.key()
        let image = try harness.row("DE")
        #expect(harness.verifier.verify(image: image, key: key, mode: .missing).kind == .recorded)
        #expect(harness.verifier.verify(image: image, key: key, mode: .never).passed)
        let stamp = try #require(try harness.verifier.store.stamp(key))
        #expect(cache.contentHash(ofGoldenAt: path(harness, key), stamp: stamp) != nil)
        cache.save()
        let reloaded = GoldenPixelCache(file: cache.file)
        #expect(reloaded.contentHash(ofGoldenAt: path(harness, key), stamp: stamp) == cache.contentHash(ofGoldenAt: path(harness, key), stamp: stamp))
    }

    /// The same size and a restored modification time do not hide an edit: the ctime moved.
    @Test func anEditRestoringSizeAndMtimeIsStillSeen() throws {
        let (harness, _) = try harness()
        let key = try harness.key("DE", .txt)
        #expect(harness.verifier.verify(text: "glyph id=7\n", key: key, mode: .missing).kind == .recorded)
        #expect(harness.verifier.verify(text: "glyph id=7\n", key: key, mode: .never).passed)
        let file = path(harness, key)
        var before = stat()
        #expect(stat(file, &before) == 0)
        try Data("glyph id=8\n".utf8).write(to: URL(fileURLWithPath: file))
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        let outcome = harness.verifier.verify(text: "glyph id=7\n", key: key, mode: .never)
        #expect(!outcome.passed && outcome.kind == .mismatch)
    }

    @Test func anotherImageInTheGoldensPlaceFails() throws {
        let (harness, _) = try harness()
        let key = try harness.key()
        let image = try harness.row("DE")
        #expect(harness.verifier.verify(image: image, key: key, mode: .missing).kind == .recorded)
        #expect(harness.verifier.verify(image: image, key: key, mode: .never).passed)
        try harness.verifier.store.write(try PNGCodec.encode(try harness.row("FR")), for: key)
        #expect(harness.verifier.verify(image: image, key: key, mode: .never).kind == .mismatch)
    }

    /// A link where the golden was is refused, even though the file it points to has the stamp
    /// the cache knows.
    @Test func aLinkInTheGoldensPlaceIsRefusedDespiteAKnownStamp() throws {
        let (harness, _) = try harness()
        let key = try harness.key()
        let image = try harness.row("DE")
        #expect(harness.verifier.verify(image: image, key: key, mode: .missing).kind == .recorded)
        #expect(harness.verifier.verify(image: image, key: key, mode: .never).passed)
        let file = path(harness, key), moved = harness.root.appendingPathComponent("elsewhere.png").path
        #expect(rename(file, moved) == 0)
        #expect(symlink(moved, file) == 0)
        let outcome = harness.verifier.verify(image: image, key: key, mode: .never)
        #expect(!outcome.passed && outcome.kind == .unusableGolden)
        #expect(FileManager.default.fileExists(atPath: moved), "the link's target is left alone")
    }

    @Test func aFreshlyWrittenGoldensStampIsNotTrusted() throws {
        let (harness, cache) = try harness(settle: 3600)
        let key = try harness.key()
        let image = try harness.row("DE")
        #expect(harness.verifier.verify(image: image, key: key, mode: .missing).kind == .recorded)
        #expect(harness.verifier.verify(image: image, key: key, mode: .never).passed)
        let stamp = try #require(try harness.verifier.store.stamp(key))
        #expect(cache.contentHash(ofGoldenAt: path(harness, key), stamp: stamp) == nil)
    }

    /// The stamp file is derived data: truncated, or of another format, it is ignored whole.
    @Test func aDamagedStampFileIsIgnored() throws {
        let (harness, cache) = try harness()
        let key = try harness.key()
        let image = try harness.row("DE")
        _ = harness.verifier.verify(image: image, key: key, mode: .missing)
        _ = harness.verifier.verify(image: image, key: key, mode: .never)
        cache.save()
        let stamp = try #require(try harness.verifier.store.stamp(key))
        let bytes = try Data(contentsOf: cache.stampFile)
        for damaged in [bytes.dropLast(1), Data("localeshot-golden-stamps 1\n".utf8) + bytes.dropFirst(27), Data()] {
            try Data(damaged).write(to: cache.stampFile)
            #expect(GoldenPixelCache(file: cache.file).contentHash(ofGoldenAt: path(harness, key), stamp: stamp) == nil)
        }
    }
}

/// Failures of different causes are different groups. With the earlier hash's tail fold, two
/// causes ending in the same eight bytes ("…flag unchanged") had one id, so an every-row run's
/// 40 left-to-right dark rows ("pixels changed") were listed under the 10 Arabic ones' "text
/// changed" (#20).
@Suite("Failure groups")
struct FailureGroupIdentityTests {
    @Test func causesEndingAlikeAreSeparateGroups() {
        var unnamed = FailureSignature(kind: "pixels")
        unnamed.diagnosis = "textOnly"
        var text = unnamed
        text.region = "text"
        #expect(unnamed.cause == "pixels changed; flag unchanged" && text.cause == "text changed; flag unchanged")
        #expect(unnamed.id != text.id)
    }
}
