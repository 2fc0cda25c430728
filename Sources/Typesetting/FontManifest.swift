import Foundation
import Raster

/// A font's name in the fallback chains: the first column of `Fonts/manifest.tsv`
/// (`latin`, `hebrew`, `emoji`…) or the name a user gives their own font.
///
/// Roles key the glyph caches and face tables looked up for every code point and glyph, so a
/// role carries a hash of its name computed once (FNV-1a) and hashes as one integer.
public struct FontRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    private let nameHash: UInt64

    public init(rawValue: String) {
        self.rawValue = rawValue
        nameHash = rawValue.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public var description: String { rawValue }

    public static func == (lhs: FontRole, rhs: FontRole) -> Bool { lhs.nameHash == rhs.nameHash && lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(nameHash) }

    public static let latin: FontRole = "latin"
    public static let arabic: FontRole = "arabic"
    public static let japanese: FontRole = "japanese"
    public static let emoji: FontRole = "emoji"
}

/// One vendored font as listed in `Fonts/manifest.tsv` (or a user's font: `file` is then an
/// absolute path).
public struct VendoredFont: Sendable, Equatable {
    public let role: FontRole
    public let file: String
    public let sha256: String
    public let byteCount: Int
    public let family: String
    public let debianPackage: String
    public let version: String
    public let licence: String

    public init(role: FontRole, file: String, sha256: String, byteCount: Int, family: String, debianPackage: String,
                version: String, licence: String) {
        (self.role, self.file, self.sha256, self.byteCount, self.family) = (role, file, sha256, byteCount, family)
        (self.debianPackage, self.version, self.licence) = (debianPackage, version, licence)
    }

    /// The file's location: `file` itself when absolute, else inside `directory`.
    public func url(in directory: URL) -> URL {
        file.hasPrefix("/") ? URL(fileURLWithPath: file) : directory.appendingPathComponent(file)
    }
}

/// Which fonts text in a language tries, in order: `Fonts/fallback.tsv`, a line per rule,
/// `languages<TAB>fonts` (`he yi<TAB>hebrew,latin,emoji`; `*` is the default).
public struct FallbackRule: Sendable, Equatable {
    public let languages: [String]
    public let fonts: [FontRole]

    public init(languages: [String], fonts: [FontRole]) {
        self.languages = languages
        self.fonts = fonts
    }
}

/// `Fonts/manifest.tsv`: provenance, licence and SHA-256 of each vendored font.
public struct FontManifest: Sendable {
    /// The folder holding the fonts and the manifest.
    public let directory: URL
    public private(set) var fonts: [VendoredFont]
    /// The fallback rules, most specific first; the last one is `*`.
    public private(set) var fallback: [FallbackRule]

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

    /// Reads and parses the manifest (does not touch the font files). A folder's manifest is
    /// parsed once per process while its two files keep their ``FileStamp``s: every thread's
    /// ``FontSet`` asks for it (see ``ParsedManifests``).
    public init(directory: URL = FontManifest.defaultDirectory) throws(TypesettingError) {
        self = try ParsedManifests.shared.manifest(in: directory)
    }

    /// Parses `manifest.tsv` and `fallback.tsv` in `directory`.
    init(parsing directory: URL) throws(TypesettingError) {
        let path = directory.appendingPathComponent("manifest.tsv").path
        guard let data = FileManager.default.contents(atPath: path) else { throw .manifestMissing(path: path) }
        var fonts: [VendoredFont] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8 else {
                throw .manifestMalformed(path: path, line: index + 1, reason: "expected 8 tab-separated fields, got \(fields.count)")
            }
            let role = FontRole(rawValue: fields[0])
            guard let bytes = Int(fields[3]), fields[2].count == 64 else {
                throw .manifestMalformed(path: path, line: index + 1, reason: "bad size or SHA-256")
            }
            fonts.append(VendoredFont(role: role, file: fields[1], sha256: fields[2], byteCount: bytes,
                                      family: fields[4], debianPackage: fields[5], version: fields[6], licence: fields[7]))
        }
        self.directory = directory
        self.fonts = fonts
        self.fallback = try Self.readFallback(directory: directory)
        for rule in fallback {
            for role in rule.fonts where !fonts.contains(where: { $0.role == role }) {
                throw .manifestMalformed(path: path, line: 0, reason: "fallback.tsv names \(role), which no font of the manifest has")
            }
        }
    }

    /// The built-in rules, used when the folder has no `fallback.tsv` (a user's own 8-column
    /// manifest): the locale's own script first, then the others, colour emoji last.
    static let defaultFallback = [
        FallbackRule(languages: ["ja"], fonts: [.japanese, .latin, .arabic, .emoji]),
        FallbackRule(languages: ["ar", "fa", "ur"], fonts: [.arabic, .latin, .japanese, .emoji]),
        FallbackRule(languages: ["*"], fonts: [.latin, .arabic, .japanese, .emoji]),
    ]

    static func readFallback(directory: URL) throws(TypesettingError) -> [FallbackRule] {
        let path = directory.appendingPathComponent("fallback.tsv").path
        guard let data = FileManager.default.contents(atPath: path) else { return defaultFallback }
        var rules: [FallbackRule] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2 else {
                throw .manifestMalformed(path: path, line: index + 1, reason: "expected languages<TAB>fonts, got \(fields.count) fields")
            }
            rules.append(FallbackRule(languages: fields[0].split(separator: " ").map(String.init),
                                      fonts: fields[1].split(separator: ",").map { FontRole(rawValue: String($0)) }))
        }
        guard rules.last?.languages == ["*"] else { throw .manifestMalformed(path: path, line: 0, reason: "the last rule must be *") }
        return rules
    }

    /// The manifest with a font of your own added (hashed now, recorded in the environment
    /// manifest like a vendored one). With `languages`, text in those languages tries it
    /// first; it is also tried, after the rest, for anything else — and a `TextStyle` can
    /// ask for it by name (`preferredFonts`).
    public func adding(font file: URL, as role: FontRole, languages: [String] = [], family: String? = nil,
                       licence: String = "user") throws(TypesettingError) -> FontManifest {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .userFontMissing(path: file.path, role: role.rawValue)
        }
        var copy = self
        copy.fonts.removeAll { $0.role == role }
        copy.fonts.append(VendoredFont(role: role, file: file.standardizedFileURL.path, sha256: SHA256.hex(of: [UInt8](data)),
                                       byteCount: data.count, family: family ?? file.deletingPathExtension().lastPathComponent,
                                       debianPackage: "-", version: "-", licence: licence))
        if !languages.isEmpty {
            let fallbackFonts = copy.fallbackChain(for: languages[0]).filter { $0 != role }
            copy.fallback.insert(FallbackRule(languages: languages, fonts: [role] + fallbackFonts), at: 0)
        }
        return copy
    }

    /// The fonts tried for text in `language` (a BCP 47 tag): the most specific rule whose
    /// language is the tag or a prefix of it, then every other font of the manifest.
    public func fallbackChain(for language: String) -> [FontRole] {
        let subtags = language.split(separator: "-").map(String.init)
        var rule = fallback.last?.fonts ?? []
        search: for count in stride(from: subtags.count, through: 1, by: -1) {
            let prefix = subtags.prefix(count).joined(separator: "-")
            for candidate in fallback where candidate.languages.contains(prefix) {
                rule = candidate.fonts
                break search
            }
        }
        var seen = Set(rule)
        return rule + fonts.map(\.role).filter { seen.insert($0).inserted }
    }

    /// The font for a role, if the manifest has one.
    public func font(for role: FontRole) -> VendoredFont? {
        fonts.first { $0.role == role }
    }

    /// Loads a font's bytes, refusing a missing file or one whose size or SHA-256 differs.
    public func verifiedBytes(of font: VendoredFont) throws(TypesettingError) -> [UInt8] {
        var stamps = FontStampCache()
        return try FontVerifier.verified(font, path: font.url(in: directory).path, stamps: &stamps).copied()
    }
}
