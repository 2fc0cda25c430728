/// Numbered arguments whose quotes or brackets moved to another argument.
///
/// A source that quotes one argument and not another ("%1$s shared "%2$s" with you": a user,
/// then a file's name) tells which value stands in the quotes. A translation may reorder the
/// sentence and keep each argument's number, but the file's name stays the quoted one: where
/// the quoted argument here is another, the values traded places (ownCloud's Portuguese
/// "%2$s partilhou "%1$s" consigo": the file shown as the one sharing it, Nextcloud's Korean
/// "%2$s 님이 "%1$s" 항목을…").
extension CatalogChecker {
    /// One `placeholderMismatch` per translation whose numbered arguments are marked
    /// (quoted, bracketed, plain) otherwise than the source's, where three in four of the
    /// translations marking them alike (five at least) mark each argument as the source does.
    func numberedArgumentsRemarked(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, original, sourceText, translated in
            guard original.formatted, let sourceMarks = Self.numberedArgumentMarks(sourceText), Set(sourceMarks.values).count >= 2 else { return [] }
            let (sortedSourceMarks, sourcePositions) = (sourceMarks.values.sorted(), Set(sourceMarks.keys))
            let marked = translated().compactMap { translation in Self.numberedArgumentMarks(translation.text).map { (translation: translation, marks: $0) } }
                .filter { $0.marks.values.sorted() == sortedSourceMarks && Set($0.marks.keys) == sourcePositions }
            let keeping = marked.count { $0.marks == sourceMarks }
            guard marked.count >= 5, keeping * 4 >= marked.count * 3 else { return [] }
            return marked.filter { $0.marks != sourceMarks }.map { translation in
                (translation.translation, "the arguments are marked \(Self.describe(translation.marks)), where the source and \(keeping) of the "
                    + "\(marked.count) translations mark them \(Self.describe(sourceMarks)): the arguments traded places (a value shown in the other's place)")
            }
        }
    }

    /// How each numbered argument of a text stands (``unnumberedArgumentMarks(_:)``'s marks), by
    /// position; nil unless the text has two arguments or more, all numbered, each once.
    static func numberedArgumentMarks(_ text: String) -> [Int: String]? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        let bytes = Array(text.utf8)
        var marks: [Int: String] = [:]
        for case let .placeholder(placeholder, range) in Placeholder.scan(text) where !placeholder.isProse {
            guard placeholder.explicit, marks.count < 20, marks[placeholder.position] == nil else { return nil }
            marks[placeholder.position] = argumentMark(bytes, range)
        }
        return marks.count >= 2 ? marks : nil
    }

    /// How the argument at `range` of `bytes` (a text's UTF-8) stands: "(…)" in brackets,
    /// "“…”" in quotes, "plain" otherwise (spaces inside the marks allowed).
    static func argumentMark(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        let before = String(decoding: bytes[..<range.lowerBound].suffix(8), as: UTF8.self).trimmingScalars(in: .whitespaces).last
        let after = String(decoding: bytes[range.upperBound...].prefix(8), as: UTF8.self).trimmingScalars(in: .whitespaces).first
        switch (before, after) {
        case let (open?, close?) where "([（【".contains(open) && ")]）】".contains(close): return "(…)"
        case let (open?, close?) where "\"“„«‘'「『".contains(open) && "\"”“»’'」』".contains(close): return "“…”"
        default: return "plain"
        }
    }

    /// Marks by position, described: "1 plain, 2 “…”".
    static func describe(_ marks: [Int: String]) -> String {
        marks.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

/// A unit written after another argument than the source's: Mastodon's Simplified Chinese
/// "文件 %2$s 的大小超出 %1$s MB的限制" for "File %1$s exceeds the size limit of %2$s MB", the
/// file's name shown as the limit and the limit as the name, where the other 39 translations
/// write "MB" after argument 2.
extension CatalogChecker {
    /// The units of size a text writes after a number.
    static let sizeUnits: Set<String> = ["B", "KB", "kB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB"]

    /// One `placeholderMismatch` per translation that writes its source's unit after another
    /// argument than the source does, where three in four of the translations writing the unit
    /// after an argument (four at least) write it after the source's.
    func unitsMovedToAnotherArgument(_ catalog: PlatformCatalog, _ strings: [String: [String: CatalogString]]) -> [CatalogFinding] {
        consensusFindings(catalog, strings) { _, original, sourceText, translated in
            guard original.formatted, Self.argumentOrder(original.value) != nil else { return [] }
            let sourceUnits = Self.unitsAfterArguments(sourceText)
            guard sourceUnits.count == 1, let (unit, position) = sourceUnits.first.map({ ($0.key, $0.value) }) else { return [] }
            let written = translated().compactMap { translation in Self.unitsAfterArguments(translation.text)[unit].map { (translation: translation, position: $0) } }
            let keeping = written.count { $0.position == position }
            guard written.count >= 4, keeping * 4 >= written.count * 3 else { return [] }
            return written.filter { $0.position != position }.map { moved in
                (moved.translation, "\"\(unit)\" follows argument \(moved.position) here, where the source and \(keeping) of the \(written.count) translations "
                    + "writing it write it after argument \(position): the arguments traded places (a value shown in the other's place)")
            }
        }
    }

    /// The size units (``sizeUnits``) a text writes right after an argument (a space between
    /// them or none), each with the argument's position; a unit after two arguments is left out.
    static func unitsAfterArguments(_ text: String) -> [String: Int] {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [:] }
        let bytes = Array(text.utf8)
        var found: [String: Int] = [:], doubled: Set<String> = []
        for case let .placeholder(placeholder, range) in Placeholder.scan(text) where !placeholder.isProse {
            var index = range.upperBound
            if index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0xA0 { index += 1 }
            let letters = bytes[index...].prefix { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
            // (A whole word: "MB" before "的" or a space, not "MBit".)
            let unit = String(decoding: letters, as: UTF8.self)
            guard sizeUnits.contains(unit) else { continue }
            if let known = found[unit], known != placeholder.position { doubled.insert(unit) }
            found[unit] = placeholder.position
        }
        return found.filter { !doubled.contains($0.key) }
    }
}
