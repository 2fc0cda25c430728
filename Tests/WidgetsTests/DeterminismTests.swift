import Foundation
import TestSupport
import Testing

/// Two separate processes render the whole matrix (249 codes × 5 locales × 2 themes); the PNG
/// bytes must be identical, also when one of them runs with `FREETYPE_PROPERTIES` set to
/// values that would change rendering if FreeType read them.
@Suite("Determinism across processes")
struct DeterminismTests {
    @Test func matrixIsByteIdenticalAcrossProcessesAndFreeTypeProperties() async throws {
        let root = try Fixtures.temporaryDirectory("determinism")
        let plain = root.appendingPathComponent("plain"), tweaked = root.appendingPathComponent("tweaked")
        let properties = "cff:no-stem-darkening=0 cff:darkening-parameters=500,400,1000,300,1500,200,2000,100 "
            + "autofitter:no-stem-darkening=0 truetype:interpreter-version=35 type1:no-stem-darkening=0"
        async let first = Self.render(to: plain, environment: ["LC_ALL": "C"])
        async let second = Self.render(to: tweaked, environment: ["FREETYPE_PROPERTIES": properties, "LC_ALL": "de_DE.UTF-8", "LANG": "ar"])
        let results = try await [first, second]
        for result in results { #expect(result.status == 0, "\(result.stderr)") }

        let files = try Self.pngFiles(in: plain)
        #expect(files.count == 249 * 5 * 2)
        #expect(try Self.pngFiles(in: tweaked) == files)
        var differing: [String] = []
        for file in files where FileManager.default.contents(atPath: plain.appendingPathComponent(file).path)
            != FileManager.default.contents(atPath: tweaked.appendingPathComponent(file).path) {
            differing.append(file)
        }
        #expect(differing.isEmpty, "\(differing.count) PNGs differ, e.g. \(differing.prefix(5))")
    }

    static func render(to folder: URL, environment: [String: String]) async throws -> Fixtures.ProcessResult {
        try Fixtures.run(Fixtures.localeshotExecutable, ["render", "--out", folder.path, "--theme", "both"], environment: environment)
    }

    static func pngFiles(in folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".png") { files.append(path) }
        }
        return files.sorted()
    }
}
