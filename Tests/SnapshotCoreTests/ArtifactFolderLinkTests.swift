import Foundation
import SafeFiles
import SnapshotCore
import Testing
import TestSupport

/// Setting aside the previous run's files never follows a link: a symlink named like the
/// set-aside folder (`.previous-<pid>`) pointing outside made `verify` move the previous
/// run's files into that folder, where `rename` replaced same-named files.
@Suite struct ArtifactFolderLinkTests {
    func artifacts() throws -> (root: URL, outside: URL, folder: ArtifactFolder) {
        let base = try Fixtures.temporaryDirectory("aside-links")
        let root = base.appendingPathComponent("artifacts"), outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("CountryRow"), withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: outside.appendingPathComponent("run.json"))
        try Data("precious".utf8).write(to: outside.appendingPathComponent("CountryRow/keep.txt"))
        let folder = try ArtifactFolder(root: root, snapshots: base.appendingPathComponent("Snapshots"), packageRoot: base.appendingPathComponent("pkg"), home: nil)
        try Data("old run".utf8).write(to: root.appendingPathComponent("run.json"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("CountryRow/de"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: root.appendingPathComponent("CountryRow/de/DE.actual.png"))
        return (root, outside, folder)
    }

    func untouched(_ outside: URL) throws {
        #expect(try String(contentsOf: outside.appendingPathComponent("run.json"), encoding: .utf8) == "precious")
        #expect(try String(contentsOf: outside.appendingPathComponent("CountryRow/keep.txt"), encoding: .utf8) == "precious")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == ["CountryRow", "run.json"])
    }

    @Test func aPlantedLinkNamedLikeTheAsideFolderIsNeverUsed() throws {
        let (root, outside, folder) = try artifacts()
        for name in [".previous-\(getpid())", ".previous-\(getpid())-0", ".previous-1"] {
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(name), withDestinationURL: outside)
        }
        let aside = try #require(try folder.setAside(["run.json", "CountryRow", "Missing"]))
        var info = stat()
        #expect(lstat(aside.path, &info) == 0 && FileKind(mode: info.st_mode) == .directory, "a new real folder")
        #expect(FileManager.default.fileExists(atPath: aside.appendingPathComponent("CountryRow/de/DE.actual.png").path))
        try untouched(outside)
        folder.discard(aside)
        #expect(!FileManager.default.fileExists(atPath: aside.path))
        try untouched(outside)
        // The planted links are not LocaleShot's: left as they are.
        #expect(lstat(root.appendingPathComponent(".previous-1").path, &info) == 0 && FileKind(mode: info.st_mode) == .symbolicLink)
    }

    @Test func deletingASetAsideFolderRemovesLinksInsideAsLinks() throws {
        let (root, outside, folder) = try artifacts()
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("CountryRow/de/escape"), withDestinationURL: outside)
        let aside = try #require(try folder.setAside(["CountryRow"]))
        folder.discard(aside)
        #expect(!FileManager.default.fileExists(atPath: aside.path))
        try untouched(outside)
    }

    @Test func aLeftoverOfAKilledRunThatIsALinkIsNotFollowed() throws {
        let (root, outside, folder) = try artifacts()
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(".previous-999999"), withDestinationURL: outside)
        _ = try folder.setAside(["run.json"])
        try untouched(outside)
        // A real leftover folder of a dead process is deleted.
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".previous-999998-x/CountryRow"), withIntermediateDirectories: true)
        _ = try folder.setAside([])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".previous-999998-x").path))
    }
}
