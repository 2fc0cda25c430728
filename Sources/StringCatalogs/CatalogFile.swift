import Foundation
import SafeFiles

/// Reading catalog files safely: below the folder the user named, no link followed, only
/// regular files, at most ``maxBytes`` (refused unread above it).
enum CatalogFile {
    /// The largest catalog file read: 128 MiB (real `strings.xml` and `.strings` files are
    /// well under 1 MiB; generated ones of 100 MB are read, in about twice their size).
    static let maxBytes = 128 << 20

    /// The bytes of `relativePath` below `root`; `nil` when there is no such file.
    /// `folder`: the root's ``ConfinedFolder`` shared by a whole reading pass (see
    /// ``folders(_:)``), so each folder below it is checked once, not once per file.
    static func read(_ relativePath: String, in root: URL, through folder: ConfinedFolder? = nil) throws(CatalogError) -> [UInt8]? {
        do {
            return try (folder ?? ConfinedFolder(root: root)).read(relativePath, cap: maxBytes)
        } catch {
            throw .unreadable(path: root.appendingPathComponent(relativePath).path, reason: Self.reason(error))
        }
    }

    /// One ``ConfinedFolder`` per root of `files`, for one reading pass.
    static func folders(_ files: [ProjectDiscovery.File]) -> [URL: ConfinedFolder] {
        Dictionary(files.map { ($0.root, ConfinedFolder(root: $0.root)) }) { first, _ in first }
    }

    private static func reason(_ error: FileAccessError) -> String {
        switch error {
        case let .notRegularFile(_, kind): return "it is \(kind); only regular files are read, links are not followed"
        case let .tooLarge(_, size, limit): return "\(size) bytes, over the \(limit)-byte limit for catalog files"
        case let .unreadable(_, reason), let .cannotWrite(_, reason), let .cannotCreateFolder(_, reason): return reason
        case .unsafePath: return "unsafe path"
        }
    }
}

/// Refuses the XML entity tricks before a file is read: external entities (they would read
/// other files or the network), parameter entities, entities that refer to entities (the
/// "billion laughs"), and internal entities whose expansion could exceed the size cap. Plain
/// internal entities (`<!ENTITY app_name "Foo">`, used by some apps) are allowed; the reader
/// expands them as aapt does.
enum XMLEntityGuard {
    /// The most text entity references may add: 8 MiB.
    static let maxExpansion = 8 << 20

    /// Validates the entity declarations; returns the plain internal ones, name → value.
    @discardableResult
    static func check(_ data: [UInt8], file: String) throws(CatalogError) -> [String: String] {
        guard let doctype = data.firstRange(of: "<!DOCTYPE".utf8) else { return [:] }
        let text = String(decoding: data[doctype.lowerBound...].prefix(1 << 20), as: UTF8.self)
        let line = data[..<doctype.lowerBound].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        func refuse(_ reason: String) -> CatalogError {
            .malformed(file: file, line: line, column: 1, key: nil, reason: reason)
        }
        var longest = 0
        var entities: [String: String] = [:]
        var rest = Substring(text)
        while let start = rest.range(of: "<!ENTITY") {
            let declaration = rest[start.upperBound...].prefix { $0 != ">" }
            let words = declaration.split(whereSeparator: \.isWhitespace)
            let name = words.first.map(String.init) ?? "?"
            if name == "%" { throw refuse("parameter entity refused (entity declarations may only define plain text)") }
            if words.contains("SYSTEM") || words.contains("PUBLIC") {
                throw refuse("external entity \"\(name)\" refused: a string resource never reads another file")
            }
            if declaration.contains("&") || declaration.contains("%") {
                throw refuse("entity \"\(name)\" refers to other entities: nested expansion (\"billion laughs\") refused")
            }
            longest = max(longest, declaration.utf8.count)
            if let open = declaration.firstIndex(where: { $0 == "\"" || $0 == "'" }) {
                let quote = declaration[open]
                let value = declaration[declaration.index(after: open)...].prefix { $0 != quote }
                entities[name] = String(value)
            }
            rest = rest[start.upperBound...]
        }
        let references = data.reduce(0) { $1 == UInt8(ascii: "&") ? $0 + 1 : $0 }
        if longest > 0, references * longest > maxExpansion {
            throw refuse("entities could expand to \(references * longest) bytes, over the \(maxExpansion)-byte limit")
        }
        return entities
    }
}
