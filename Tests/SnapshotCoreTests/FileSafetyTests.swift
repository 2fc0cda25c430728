import Foundation
import Raster
import SafeFiles
import SnapshotCore
import TestSupport
import Testing

/// What LocaleShot never does to files: follow a link, read a FIFO or device, read a file over
/// its cap, replace what it did not write, or leave a half-written file.
@Suite("File safety: confined, link-free, capped")
struct FileSafetyTests {
    let root: URL
    let secret = "CI_SECRET_TOKEN=hunter2-\(UUID().uuidString)"

    init() throws {
        root = try Fixtures.temporaryDirectory("safety")
    }

    func key(_ name: String = "DE", _ format: SnapshotKey.Format = .txt, locale: String = "de") throws -> SnapshotKey {
        try SnapshotKey(suite: "CountryRow", locale: locale, name: name, format: format)
    }

    /// `Snapshots/CountryRow/de/` with a secret file beside the snapshots.
    func store() throws -> (GoldenStore, secretFile: URL) {
        let snapshots = root.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots.appendingPathComponent("CountryRow/de"), withIntermediateDirectories: true)
        let secretFile = root.appendingPathComponent("secret.env")
        try Data(secret.utf8).write(to: secretFile)
        return (GoldenStore(root: snapshots), secretFile)
    }

    @Test func symlinkedGoldenIsRefusedNotRead() throws {
        let (store, secretFile) = try store()
        try FileManager.default.createSymbolicLink(atPath: store.path(for: try key()), withDestinationPath: secretFile.path)
        #expect(throws: FileAccessError.notRegularFile(path: store.path(for: try key()), kind: "a symbolic link")) {
            _ = try store.read(try key())
        }
    }

    @Test func symlinkedFolderIsRefusedForReadingAndWriting() throws {
        let (store, _) = try store()
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("golden".utf8).write(to: elsewhere.appendingPathComponent("DE.txt"))
        try FileManager.default.createSymbolicLink(atPath: store.root.appendingPathComponent("CountryRow/fr").path,
                                                   withDestinationPath: elsewhere.path)
        #expect(throws: FileAccessError.self) { _ = try store.read(try key(locale: "fr")) }
        #expect(throws: FileAccessError.self) { try store.write(Array("new".utf8), for: try key("AT", locale: "fr")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["DE.txt"], "nothing written through the link")
    }

    @Test func fifoGoldenFailsAtOnceInsteadOfHanging() throws {
        let (store, _) = try store()
        #expect(mkfifo(store.path(for: try key()), 0o644) == 0)
        let start = Date()
        #expect(throws: FileAccessError.notRegularFile(path: store.path(for: try key()), kind: "a FIFO")) { _ = try store.read(try key()) }
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(throws: FileAccessError.self) { _ = try FileReading.readUserFile(path: store.path(for: try key()), cap: 100) }
    }

    @Test func deviceIsRefused() throws {
        #expect(throws: FileAccessError.notRegularFile(path: "/dev/zero", kind: "a character device")) {
            _ = try FileReading.readUserFile(path: "/dev/zero", cap: 100)
        }
    }

    @Test func sparseGiantGoldenIsRefusedBeforeReading() throws {
        let (store, _) = try store()
        let path = store.path(for: try key("AT", .png))
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 2 << 30) == 0)
        #expect(throws: FileAccessError.tooLarge(path: path, size: 2 << 30, limit: GoldenStore.maxPNGBytes)) {
            _ = try store.read(try key("AT", .png))
        }
    }

    @Test func writeNeverReplacesALinkOrFolder() throws {
        let (store, secretFile) = try store()
        try FileManager.default.createSymbolicLink(atPath: store.path(for: try key()), withDestinationPath: secretFile.path)
        #expect(throws: FileAccessError.self) { try store.write(Array("golden".utf8), for: try key()) }
        #expect(try String(contentsOf: secretFile, encoding: .utf8) == secret, "the link's target is untouched")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: store.path(for: try key()))) == secretFile.path)
    }

    @Test func unsafeRelativePathsAreRefused() throws {
        let folder = ConfinedFolder(root: root)
        for path in ["../x", "a/../../x", "/etc/passwd", "a//b", "./a", "", "a/."] {
            #expect(throws: FileAccessError.self, "\(path)") { _ = try folder.read(path, cap: 10) }
        }
    }

    @Test func removeFileDeletesOnlyRegularFiles() throws {
        let (store, secretFile) = try store()
        let folder = ConfinedFolder(root: store.root)
        try FileManager.default.createSymbolicLink(atPath: store.path(for: try key()), withDestinationPath: secretFile.path)
        #expect(!folder.removeFile("CountryRow/de/DE.txt"))
        #expect(FileManager.default.fileExists(atPath: secretFile.path))
        #expect(FileManager.default.fileExists(atPath: store.path(for: try key())))
    }

    /// A failing snapshot's artifacts are written through one opened folder: the files are
    /// replaced, an earlier run's stale one is deleted, and a link in the way is neither
    /// followed nor deleted (the write stops there, its target untouched).
    @Test func writingSeveralFilesIntoOneFolderStaysConfined() throws {
        let (store, secretFile) = try store()
        let folder = ConfinedFolder(root: store.root)
        try folder.write([("a.png", [1]), ("b.png", [2])], inFolder: "Suite/de", durable: false)
        try folder.write([("a.png", [3])], removing: ["b.png", "../escape"], inFolder: "Suite/de", durable: false)
        let written = store.root.appendingPathComponent("Suite/de")
        #expect(try Data(contentsOf: written.appendingPathComponent("a.png")) == Data([3]))
        #expect(!FileManager.default.fileExists(atPath: written.appendingPathComponent("b.png").path), "the stale file is gone")
        try FileManager.default.createSymbolicLink(atPath: written.appendingPathComponent("c.png").path, withDestinationPath: secretFile.path)
        #expect(throws: FileAccessError.self) { try folder.write([("c.png", [4])], removing: ["c.png"], inFolder: "Suite/de", durable: false) }
        #expect(try String(contentsOf: secretFile, encoding: .utf8) == secret, "the link's target is untouched")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: written.appendingPathComponent("c.png").path)) == secretFile.path)
        #expect(throws: FileAccessError.self) { try folder.write([("x/y.png", [5])], inFolder: "Suite/de", durable: false) }
        #expect(throws: FileAccessError.self) { try folder.write([("z.png", [6])], inFolder: "Suite/../..", durable: false) }
    }

    // MARK: - Temporary files of killed writers

    /// The pid of a process that has exited.
    func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = HostTools.trueExecutable
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func staleTemporaryFilesAreFoundAndRemovedButLiveOnesAreKept() throws {
        let (store, _) = try store()
        let folder = store.root.appendingPathComponent("CountryRow/de")
        let stale = ".DE.png.\(try deadPID()).12345.tmp", live = ".AT.png.\(getpid()).999.tmp"
        for name in [stale, live, "DE.png", ".hidden.tmp"] { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        #expect(TemporaryFileName.stale(under: store.root) == ["CountryRow/de/\(stale)"])
        #expect(TemporaryFileName.removeStale(under: store.root) == ["CountryRow/de/\(stale)"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == [live, "DE.png", ".hidden.tmp"])
    }

    @Test func aRunCleansTheRootAndOnlyTheFoldersOfItsSuites() throws {
        let (store, _) = try store()
        let stale = ".DE.png.\(try deadPID()).12345.tmp"
        try FileManager.default.createDirectory(at: store.root.appendingPathComponent("MonthRow/de"), withIntermediateDirectories: true)
        for folder in ["", "CountryRow/de", "MonthRow/de"] {
            try Data("x".utf8).write(to: store.root.appendingPathComponent(folder).appendingPathComponent(stale))
        }
        let removed = TemporaryFileName.removeStale(under: store.root) { $0.hasPrefix("CountryRow") }
        #expect(Set(removed) == [stale, "CountryRow/de/\(stale)"])
        #expect(FileManager.default.fileExists(atPath: store.root.appendingPathComponent("MonthRow/de/\(stale)").path))
    }

    @Test func atomicWritesLeaveNoTemporaryFile() throws {
        let (store, _) = try store()
        for index in 0..<20 { try store.write(Array("v\(index)".utf8), for: try key()) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.root.appendingPathComponent("CountryRow/de").path) == ["DE.txt"])
    }
}
