import Foundation
import Raster
import SafeFiles
import SnapshotCore
import Testing
import TestSupport

/// A run overwrites the previous run's same-named artifacts (set aside) instead of creating
/// new files, and only where that destroys nothing deleting them would not: never through a
/// link, never a file with another link, never a folder.
@Suite struct ArtifactReuseTests {
    let root: URL
    let outside: URL

    init() throws {
        let base = try Fixtures.temporaryDirectory("artifact-reuse")
        root = base.appendingPathComponent("artifacts")
        outside = base.appendingPathComponent("outside.txt")
        try Data("precious".utf8).write(to: outside)
    }

    /// The previous run's `CountryRow/de`, set aside; returns the folder's name below `root`.
    func previousRun(_ files: [String: String]) throws -> String {
        let folder = root.appendingPathComponent(".previous-1-test/CountryRow/de")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return ".previous-1-test"
    }

    func inode(_ url: URL) -> ino_t? {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_ino : nil
    }

    func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    @Test func aPreviousFileIsOverwrittenInPlaceShorterOrLonger() throws {
        let previous = try previousRun(["DE.actual.png": "an older and longer actual image", "DE.diff.png": "old"])
        let oldActual = try #require(inode(root.appendingPathComponent("\(previous)/CountryRow/de/DE.actual.png")))
        let folder = ConfinedFolder(root: root)
        try folder.write([("DE.actual.png", Array("new".utf8)), ("DE.diff.png", Array("a longer new diff".utf8)), ("DE.expected.png", Array("golden".utf8))],
                         inFolder: "CountryRow/de", durable: false, reusing: "\(previous)/CountryRow/de")
        #expect(try text("CountryRow/de/DE.actual.png") == "new")
        #expect(try text("CountryRow/de/DE.diff.png") == "a longer new diff")
        #expect(try text("CountryRow/de/DE.expected.png") == "golden")
        #expect(inode(root.appendingPathComponent("CountryRow/de/DE.actual.png")) == oldActual, "the inode was reused")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("\(previous)/CountryRow/de").path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("CountryRow/de").path).sorted()
                == ["DE.actual.png", "DE.diff.png", "DE.expected.png"], "no temporary file left")
    }

    @Test func aLinkInThePreviousRunIsNeitherFollowedNorMoved() throws {
        let previous = try previousRun([:])
        let link = root.appendingPathComponent("\(previous)/CountryRow/de/DE.actual.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        try ConfinedFolder(root: root).write([("DE.actual.png", Array("new".utf8))], inFolder: "CountryRow/de", durable: false,
                                             reusing: "\(previous)/CountryRow/de")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious")
        #expect(try text("CountryRow/de/DE.actual.png") == "new")
        var info = stat()
        #expect(lstat(link.path, &info) == 0 && FileKind(mode: info.st_mode) == .symbolicLink, "left for the set-aside folder's deletion")
    }

    @Test func aFileWithAnotherLinkIsNotOverwritten() throws {
        let previous = try previousRun([:])
        let planted = root.appendingPathComponent("\(previous)/CountryRow/de/DE.actual.png")
        try FileManager.default.linkItem(at: outside, to: planted)
        try ConfinedFolder(root: root).write([("DE.actual.png", Array("new".utf8))], inFolder: "CountryRow/de", durable: false,
                                             reusing: "\(previous)/CountryRow/de")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious")
        #expect(try text("CountryRow/de/DE.actual.png") == "new")
        #expect(inode(root.appendingPathComponent("CountryRow/de/DE.actual.png")) != inode(outside))
    }

    @Test func aLinkedPreviousFolderIsNotUsed() throws {
        let elsewhere = root.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("DE.actual.png"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".previous-1-test/CountryRow"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(".previous-1-test/CountryRow/de"), withDestinationURL: elsewhere)
        try ConfinedFolder(root: root).write([("DE.actual.png", Array("new".utf8))], inFolder: "CountryRow/de", durable: false,
                                             reusing: ".previous-1-test/CountryRow/de")
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("DE.actual.png"), encoding: .utf8) == "keep")
        #expect(try text("CountryRow/de/DE.actual.png") == "new")
    }

    /// The whole path: artifacts set aside by ``ArtifactFolder``, rewritten by an
    /// ``ArtifactStore`` in the old files, the rest deleted with the set-aside folder.
    @Test func aFailingRunRewritesThePreviousRunsArtifacts() throws {
        let folder = try ArtifactFolder(root: root, snapshots: root.deletingLastPathComponent().appendingPathComponent("Snapshots"),
                                        packageRoot: root.deletingLastPathComponent().appendingPathComponent("pkg"), home: nil)
        let key = try SnapshotKey(suite: "CountryRow", locale: "de", name: "DE", format: .png)
        let first = ArtifactStore(root: root, sideBySide: .deferred(limit: 0))
        let actual = try Image(width: 4, height: 2, fill: RGBA(hex: 0x336699))
        _ = try first.writeImages(for: key, actual: actual, expected: nil, expectedPNG: nil, diff: actual)
        let oldActual = try #require(inode(root.appendingPathComponent("CountryRow/de/DE.actual.png")))
        let aside = try #require(try folder.setAside(["CountryRow"]))
        let second = ArtifactStore(root: root, sideBySide: .deferred(limit: 0), previousRun: aside)
        let urls = try second.writeImages(for: key, actual: actual, expected: nil, expectedPNG: nil, diff: nil)
        #expect(Set(urls.keys) == ["actual"])
        #expect(inode(root.appendingPathComponent("CountryRow/de/DE.actual.png")) == oldActual)
        #expect(try PNGCodec.decode(Array(Data(contentsOf: urls["actual"]!))).pixels == actual.pixels)
        folder.discard(aside)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [".localeshot-artifacts", "CountryRow"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("CountryRow/de").path) == ["DE.actual.png"])
    }
}
