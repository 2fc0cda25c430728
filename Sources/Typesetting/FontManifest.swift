import Foundation
import Raster

/// The role a vendored font plays in the fallback chains.
public enum FontRole: String, CaseIterable, Sendable {
    case latin, arabic, japanese, emoji
}

/// One vendored font as listed in `Fonts/manifest.tsv`.
public struct VendoredFont: Sendable, Equatable {
    public let role: FontRole
    public let file: String
    public let sha256: String
    public let byteCount: Int
    public let family: String
    public let debianPackage: String
    public let version: String
    public let licence: String
}

/// `Fonts/manifest.tsv`: provenance, licence and SHA-256 of each vendored font.
public struct FontManifest: Sendable {
    /// The folder holding the fonts and the manifest.
    public let directory: URL
    public let fonts: [VendoredFont]

    /// The repository's `Fonts/` folder: `LOCALESHOT_FONTS` if set, else found from this
    /// source file's location (works for `swift test` and `swift run` inside the package).
    public static var defaultDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["LOCALESHOT_FONTS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts")
    }

    /// Reads and parses the manifest (does not touch the font files).
    public init(directory: URL = FontManifest.defaultDirectory) throws(TypesettingError) {
        let path = directory.appendingPathComponent("manifest.tsv").path
        guard let data = FileManager.default.contents(atPath: path) else { throw .manifestMissing(path: path) }
        var fonts: [VendoredFont] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8 else {
                throw .manifestMalformed(path: path, line: index + 1, reason: "expected 8 tab-separated fields, got \(fields.count)")
            }
            guard let role = FontRole(rawValue: fields[0]) else {
                throw .manifestMalformed(path: path, line: index + 1, reason: "unknown role \"\(fields[0])\"")
            }
            guard let bytes = Int(fields[3]), fields[2].count == 64 else {
                throw .manifestMalformed(path: path, line: index + 1, reason: "bad size or SHA-256")
            }
            fonts.append(VendoredFont(role: role, file: fields[1], sha256: fields[2], byteCount: bytes,
                                      family: fields[4], debianPackage: fields[5], version: fields[6], licence: fields[7]))
        }
        for role in FontRole.allCases where !fonts.contains(where: { $0.role == role }) {
            throw .manifestMalformed(path: path, line: 0, reason: "no font for role \(role.rawValue)")
        }
        self.directory = directory
        self.fonts = fonts
    }

    /// The font for a role.
    public func font(for role: FontRole) -> VendoredFont {
        // init guarantees one font per role.
        fonts.first { $0.role == role }!
    }

    /// Loads a font's bytes, refusing a missing file or one whose size or SHA-256 differs.
    public func verifiedBytes(of font: VendoredFont) throws(TypesettingError) -> [UInt8] {
        var stamps = FontStampCache()
        return try verifiedBytes(of: font, stamps: &stamps)
    }

    /// As ``verifiedBytes(of:)``, skipping the hash when `stamps` shows the file unchanged
    /// since it was last verified.
    func verifiedBytes(of font: VendoredFont, stamps: inout FontStampCache) throws(TypesettingError) -> [UInt8] {
        let path = directory.appendingPathComponent(font.file).path
        guard let data = FileManager.default.contents(atPath: path) else { throw .fontMissing(path: path) }
        let bytes = [UInt8](data)
        if bytes.count == font.byteCount, stamps.isVerified(path: path, sha256: font.sha256) { return bytes }
        let actual = bytes.count == font.byteCount ? SHA256.hex(of: bytes) : "(size \(bytes.count), expected \(font.byteCount))"
        guard actual == font.sha256 else {
            throw .fontAltered(path: path, expectedSHA256: font.sha256, actualSHA256: actual)
        }
        stamps.remember(path: path, sha256: actual)
        return bytes
    }
}
