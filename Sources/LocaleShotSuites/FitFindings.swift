import SnapshotCore

/// The findings of measured fit sheets, as the reports carry them (``RunFinding``), in order
/// of consequence: strings that do not fit, glyphs no font has, then fallback fonts.
public enum FitFindings {
    /// The kinds, in the order the reports show them.
    public enum Kind: String, CaseIterable, Sendable {
        /// Truncated: wider than its budget on one line, or more lines than it may take.
        case overflow
        /// A code point no font of the chain has (a finding per key and language).
        case missingGlyph
        /// The view's own font lacks a script, so a fallback font draws it (per platform,
        /// language and font, with the count of keys).
        case fallbackFont
        /// The string could not be laid out at all (too many combining marks in a row).
        case unrenderable

        /// Overflow is a warning (the goldens decide the exit status), a glyph no font has
        /// or a string that cannot be laid out an error (exit 65), a fallback font a note.
        public var severity: RunFinding.Severity {
            switch self {
            case .overflow: return .warning
            case .missingGlyph, .unrenderable: return .error
            case .fallbackFont: return .note
            }
        }

        public var heading: String {
            switch self {
            case .overflow: return "Does not fit"
            case .missingGlyph: return "Missing glyphs"
            case .fallbackFont: return "Drawn by a fallback font"
            case .unrenderable: return "Cannot be laid out"
            }
        }
    }

    /// Every finding of `sheets`, kinds in ``Kind`` order, then in sheet and key order.
    public static func findings(_ sheets: [FitSheet]) -> [RunFinding] {
        var counts: [Kind: Int] = [:]
        return findings(sheets, limitPerKind: .max, counts: &counts)
    }

    /// The findings, at most `limitPerKind` of each kind (the first in sheet and key order);
    /// `counts` gets every kind's full count. At app scale most of an overflow's cost was
    /// building findings a run then dropped (34,000 of them for a 5,000 cap).
    public static func findings(_ sheets: [FitSheet], limitPerKind: Int, counts: inout [Kind: Int]) -> [RunFinding] {
        var byKind = LimitedFindings(limit: limitPerKind)
        defer { counts = byKind.counts }
        for sheet in sheets {
            let platform = sheet.sheet.platform.rawValue, suite = sheet.sheet.suite, language = sheet.sheet.language
            var fallbackKeys: [String: (scripts: [String], own: String, keys: [String])] = [:]
            var fallbackOrder: [String] = []
            for (row, result) in zip(sheet.sheet.strings, sheet.results) {
                let key = row.key
                func finding(_ kind: Kind, _ message: String, _ details: [RunFinding.Detail]) -> RunFinding {
                    RunFinding(kind: kind.rawValue, heading: kind.heading, severity: kind.severity, suite: suite,
                               locale: language, subject: key, message: "\(suite)/\(language) \(key): \(message)",
                               details: [RunFinding.Detail("platform", platform)] + details)
                }
                if let error = result.error {
                    byKind.append(.unrenderable) { finding(.unrenderable, error, [RunFinding.Detail("error", error)]) }
                } else if !result.fits {
                    byKind.append(.overflow) { overflow(result, make: { finding(.overflow, $0, $1) }) }
                }
                if !result.missingGlyphs.isEmpty {
                    let points = result.missingGlyphs.map(FitSheet.codePoint).joined(separator: " ")
                    byKind.append(.missingGlyph) { finding(.missingGlyph, "no font has \(points); the row is measured without it",
                                                                      [RunFinding.Detail("code points", points),
                                                                       RunFinding.Detail("text", row.text)]) }
                }
                for fallback in result.fallback {
                    if fallbackKeys[fallback.font] == nil { fallbackOrder.append(fallback.font) }
                    var entry = fallbackKeys[fallback.font] ?? ([], result.ownFont ?? "", [])
                    entry.scripts += fallback.scripts.filter { !entry.scripts.contains($0) }
                    entry.keys.append(key)
                    fallbackKeys[fallback.font] = entry
                }
            }
            for font in fallbackOrder {
                guard let entry = fallbackKeys[font] else { continue }
                let scripts = entry.scripts.joined(separator: ",")
                let examples = entry.keys.prefix(3).joined(separator: ", ") + (entry.keys.count > 3 ? ", …" : "")
                byKind.append(.fallbackFont) { RunFinding(
                    kind: Kind.fallbackFont.rawValue, heading: Kind.fallbackFont.heading, severity: .note, suite: suite, locale: language,
                    subject: "\(font) (\(scripts))",
                    message: "\(suite)/\(language): the view's font \(entry.own) lacks \(scripts); \(font) draws it in \(entry.keys.count) "
                        + "key\(entry.keys.count == 1 ? "" : "s") (\(examples))",
                    details: [RunFinding.Detail("platform", platform), RunFinding.Detail("view font", entry.own),
                              RunFinding.Detail("scripts", scripts), RunFinding.Detail("keys", "\(entry.keys.count)"),
                              RunFinding.Detail("for example", examples)]) }
            }
        }
        return Kind.allCases.flatMap { byKind.kept[$0] ?? [] }
    }

    /// Findings by kind, each kept while its kind is under the limit (built only then), and
    /// every kind's count.
    private struct LimitedFindings {
        let limit: Int
        var kept: [Kind: [RunFinding]] = [:]
        var counts: [Kind: Int] = [:]

        mutating func append(_ kind: Kind, _ make: () -> RunFinding) {
            counts[kind, default: 0] += 1
            if counts[kind, default: 0] <= limit { kept[kind, default: []].append(make()) }
        }
    }

    /// An `overflow` finding: needed and available size, and where the view cuts the text.
    private static func overflow(_ result: FitResult, make: (String, [RunFinding.Detail]) -> RunFinding) -> RunFinding {
        let budget = result.budget
        let oneLine = budget.maxLines == 1
        let needed = oneLine ? "\(result.neededWidth) px" : "\(result.lines) lines"
        let available = oneLine ? "\(budget.width) px" : "\(budget.maxLines) lines of \(budget.width) px"
        // The reports escape for their own context (terminal, HTML, Markdown, JSON).
        let cut = result.visibleText.map { "“\($0)…”" } ?? ""
        return make("needs \(needed), has \(available); shown as \(cut)",
                    [RunFinding.Detail("needed", needed), RunFinding.Detail("available", available),
                     RunFinding.Detail("shown as", cut)])
    }

    /// The keys of each sheet (`suite/language/key`) that do not fit: the rows
    /// whose PNG is kept under `--pixels flagged`.
    public static func flagged(_ sheets: [FitSheet]) -> Set<String> {
        var keys = Set<String>()
        for sheet in sheets {
            for (row, result) in zip(sheet.sheet.strings, sheet.results) where !result.fits && result.error == nil {
                keys.insert(flagKey(suite: sheet.sheet.suite, language: sheet.sheet.language, key: row.key))
            }
        }
        return keys
    }

    /// The identity of a key in ``flagged(_:)``.
    public static func flagKey(suite: String, language: String, key: String) -> String { "\(suite)/\(language)/\(key)" }
}
