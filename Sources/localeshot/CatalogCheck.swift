import Foundation
import SafeFiles
import SnapshotCore
import StringCatalogs

/// `catalog check`: findings after the allow-list and the baseline, as text (grouped by kind,
/// then language, counts first), JSON or JUnit (one testcase per language and kind).
enum CatalogCheck {
    static func run(_ checker: CatalogChecker, options: Options) throws -> Int32 {
        let allow = try options["--allow"].map { try AllowList(text: readText($0, what: "allow-list"), file: $0) } ?? AllowList()
        let all = checker.findings()
        var findings = all.filter { !allow.allows($0) }
        let allowed = all.count - findings.count
        for (entry, count) in allow.usage(in: all) {
            CLI.note(count == 0 ? "warning: allow-list \(entry) matches no finding (fixed, or a typo?)"
                                : "allow-list \(entry) accepts \(count) finding\(count == 1 ? "" : "s")")
        }
        let inputs = [options["--baseline"], options["--allow"]].compactMap { $0 }.map { URL(fileURLWithPath: $0, relativeTo: CLI.workingDirectory) }
        let folders = (options.all("--android") + options.all("--apple") + options.positional.dropFirst()).map { URL(fileURLWithPath: $0, relativeTo: CLI.workingDirectory) }
        for option in ["--write-baseline", "--junit"] {
            if let path = options[option] {
                try OutputPath.check(path, option: option, snapshots: OutputPath.snapshotsFolder(), inputs: inputs, inputFolders: folders)
            }
        }
        if let path = options["--write-baseline"] {
            let defects = findings.filter { !$0.isHint }
            try CLI.write(Array(Baseline.text(for: defects).utf8), to: path)
            CLI.note("baseline: \(defects.count) finding(s) written to \(path)")
        }
        var known = 0
        if let path = options["--baseline"] {
            let baseline = Baseline(text: try readText(path, what: "baseline"))
            let before = findings.count
            findings = findings.filter { !baseline.contains($0) }
            known = before - findings.count
        }
        // Per kind: 10 by default, --max-findings N, or --all.
        var limit = options.has("--all") ? Int.max : 10
        if let value = options["--max-findings"] {
            guard let number = Int(value), number >= 0 else { throw UsageError(message: "--max-findings must be ≥ 0, not \(value)") }
            limit = number
        }
        // Hints (cleanup, no user impact) are counted and listed on request, never failing.
        let hints = findings.filter(\.isHint)
        let defects = findings.filter { !$0.isHint }
        if let junit = options["--junit"] { try CLI.write(Array(junitXML(defects, languages: checker.languages).utf8), to: junit) }
        if options.has("--json") {
            Console.write(bytes: OutputEscaping.json(CatalogReportJSON.encode(findings, checker: checker, allowed: allowed, baselined: known)) + [0x0A])
        } else {
            printText(defects, hints: hints, listHints: options.has("--hints"), checker: checker, limit: limit)
            let notes = [allowed > 0 ? "\(allowed) allowed by the allow-list" : nil, known > 0 ? "\(known) in the baseline" : nil].compactMap { $0 }
            Console.out("\(defects.count) finding\(defects.count == 1 ? "" : "s")" + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"))
        }
        return defects.isEmpty ? ExitCode.ok : ExitCode.mismatch
    }

    /// Words for a hint kind's count on the hints line (one, more).
    static let hintWords: [CatalogFinding.Kind: (String, String)] = [
        .unusedPluralForm: ("unused plural form", "unused plural forms"), .extraKey: ("stale key", "stale keys"),
        .missingLanguage: ("language on one platform only", "languages on one platform only"),
        .onePlatformOnly: ("key on one platform", "keys on one platform"),
        .missingTranslation: ("Settings.bundle gap", "Settings.bundle gaps"),
        .placeholderMismatch: ("text to compare with its source", "texts to compare with their source"),
    ]

    /// A finding as the text report lists it: language, key, platform, detail, location.
    static func textLine(_ finding: CatalogFinding) -> String {
        "  \(finding.languageLabel)  \(finding.keyLabel)  [\(finding.platformLabel)]  \(finding.detail)"
            + (finding.location.map { "  (\($0))" } ?? "")
    }

    /// `hints: N unused plural forms, N stale keys, …`, kinds in order of consequence. Missing
    /// translations that are hints are Settings.bundle gaps, or Android files no language
    /// translates (one hint per file, about every language).
    static func hintLine(_ hints: [CatalogFinding]) -> String {
        let byKind = Dictionary(grouping: hints, by: \.kind)
        let counted = { (count: Int, words: (String, String)) in "\(count) \(count == 1 ? words.0 : words.1)" }
        return "hints: " + CatalogFinding.consequenceOrder.flatMap { kind -> [String] in
            guard let found = byKind[kind] else { return [] }
            if kind == .missingTranslation {
                let files = found.count { $0.language == nil }
                return [files > 0 ? counted(files, ("file no language translates", "files no language translates")) : nil,
                        files < found.count ? counted(found.count - files, hintWords[kind]!) : nil].compactMap { $0 }
            }
            return [counted(found.count, hintWords[kind] ?? (kind.rawValue, kind.rawValue))]
        }.joined(separator: ", ")
    }

    /// A small text file the user named (allow-list, baseline): regular, ≤ 8 MiB, UTF-8.
    static func readText(_ path: String, what: String) throws -> String {
        guard let bytes = try FileReading.readUserFile(path: path, cap: 8 << 20) else {
            throw InputError(message: "\(path): no such \(what)", exitCode: ExitCode.noInput)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError(message: "\(path): the \(what) is not UTF-8", exitCode: ExitCode.dataError)
        }
        return text
    }

    /// Counts first (kinds in order of consequence), then the findings of each kind by
    /// language, at most `limit` per kind ("and N more").
    /// `hints`: counted on the line after the counts; listed after the findings when `listHints`.
    static func printText(_ findings: [CatalogFinding], hints: [CatalogFinding], listHints: Bool, checker: CatalogChecker, limit: Int) {
        let describe = { (catalog: PlatformCatalog) in
            catalog.languages.isEmpty ? "not given" : "source \(catalog.sourceLanguage), \(catalog.languages.count) languages" }
        Console.out("android: \(describe(checker.android)); apple: \(describe(checker.apple)); keys mapped by \(checker.keyMapping.rawValue)")
        let kinds = CatalogFinding.consequenceOrder.filter { kind in findings.contains { $0.kind == kind } }
        let byKind = Dictionary(grouping: findings, by: \.kind)
        Console.out("counts: \(findings.count) finding\(findings.count == 1 ? "" : "s")"
                    + (kinds.isEmpty ? "" : ": " + kinds.map { "\($0.rawValue) \(byKind[$0]!.count)" }.joined(separator: ", ")))
        if !hints.isEmpty { Console.out(hintLine(hints) + (listHints ? "" : " — --hints to list them")) }
        // `label: list; not shipped, not checked: …` (the list in BCP 47 spellings, each once).
        let shippedLine = { (label: String, shipped: [String], unshipped: [String]) in
            Console.out("\(label): \(shipped.map { AndroidStringsReader.legacyName($0) }.uniqued().joined(separator: ", "))"
                        + (unshipped.isEmpty ? "" : "; not shipped, not checked: \(unshipped.joined(separator: ", "))"))
        }
        if let shipped = checker.shippedLanguages {
            shippedLine("shipped languages", shipped, checker.unshippedLanguages)
        } else {
            for (platform, shipped) in checker.declaredLanguages.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                let catalog = platform == .android ? checker.android : checker.apple
                shippedLine("shipped on \(platform.rawValue) (\(platform == .android ? "locales_config.xml" : "knownRegions"))", shipped,
                            catalog.languages.keys.filter { !checker.isShipped($0, on: platform) }.sorted())
            }
        }
        for (platform, overlays) in checker.regionalOverlays.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !overlays.isEmpty {
            Console.out("regional overlays on \(platform.rawValue) (a few keys over their language, not languages of their own): "
                + overlays.sorted { $0.key < $1.key }.map { "\($0.key) over \($0.value)" }.joined(separator: ", "))
        }
        for (platform, languages) in checker.partialLanguages.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !languages.isEmpty {
            Console.out("partially localized on \(platform.rawValue) (a few files, or under 1 % of the keys; their missing keys not listed): \(languages.joined(separator: ", "))")
        }
        if checker.comparesPlatforms {
            let overlap = checker.keyOverlap
            let pairing = checker.keyPairing
            let paired = pairing.isEmpty ? "" : " (\(pairing.fromFile) paired by the key map, \(pairing.byText) by identical source text)"
            Console.out("keys: \(overlap.shared) on both platforms\(paired), \(overlap.androidOnly) android only, \(overlap.appleOnly) apple only"
                        + (overlap.keysDiffer ? "; the platforms name keys differently: onePlatformOnly not reported (pair them with --key-map FILE or --pair-by-text)"
                           : pairing.namesDiffered ? "; unpaired keys are not reported as onePlatformOnly" : ""))
        } else {
            let catalog = checker.android.languages.isEmpty ? checker.apple : checker.android
            Console.out("keys: \(catalog.languages[catalog.sourceLanguage]?.count ?? 0) \(catalog.platform.rawValue) only; one platform given: "
                        + "the checks that compare platforms (drift, onePlatformOnly, missingLanguage) are not run")
        }
        printFindings(findings, languages: checker.languages, limit: limit)
        if listHints && !hints.isEmpty {
            Console.out("hints (cleanup, no user impact):")
            printFindings(hints, languages: checker.languages, limit: limit)
        }
    }

    /// The findings of each kind (in order of consequence) by language, at most `limit` per
    /// kind ("and N more"). Uncapped (`--all`), a summary's line is followed by every string
    /// it ``CatalogFinding/covers``, one indented line each.
    static func printFindings(_ findings: [CatalogFinding], languages: [String], limit: Int) {
        // One line per finding, whatever a key or value holds: a newline in a key shows as
        // \u{A} and cannot forge a line of its own.
        let show = { (finding: CatalogFinding) in
            Console.out(OutputEscaping.terminal(textLine(finding)))
            guard limit == .max else { return }
            for covered in finding.covers { Console.out(OutputEscaping.terminal("      \(covered.key)" + (covered.location.map { "  (\($0))" } ?? ""))) }
        }
        let kinds = CatalogFinding.consequenceOrder.filter { kind in findings.contains { $0.kind == kind } }
        let byKind = Dictionary(grouping: findings, by: \.kind)
        var printed = 0
        let listed = Set(languages)
        for kind in kinds {
            let mine = byKind[kind]!
            Console.out("\(kind.rawValue): \(mine.count)")
            var shown = 0
            // By language (the shown ones only: a capped kind costs one pass per language).
            for language in [nil] + languages.map(Optional.some) where shown < limit {
                for finding in mine where finding.language == language {
                    guard shown < limit else { break }
                    shown += 1
                    show(finding)
                }
            }
            // Findings of languages outside the list (a problem file's language) last.
            for finding in mine where shown < limit && finding.language.map({ !listed.contains($0) }) == true {
                shown += 1
                show(finding)
            }
            if shown < mine.count { Console.out("  and \(mine.count - shown) more") }
            printed += shown
        }
        if printed < findings.count { Console.out("… \(findings.count - printed) more not printed (--max-findings N per kind, --all for every one)") }
    }

    /// One testsuite per language, one testcase per kind in it, listing its findings; a
    /// passing testcase for a language without findings.
    static func junitXML(_ findings: [CatalogFinding], languages: [String]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        var suites: [String] = []
        var cases = 0, failures = 0
        for language in ["all"] + languages {
            let mine = findings.filter { $0.languageLabel == language }
            let kinds = CatalogFinding.Kind.allCases.filter { kind in mine.contains { $0.kind == kind } }
            let name = JUnitReport.escape(language)
            suites.append(#"  <testsuite name="catalog.\#(name)" tests="\#(max(1, kinds.count))" failures="\#(kinds.count)">"#)
            if kinds.isEmpty { suites.append(#"    <testcase classname="catalog.\#(name)" name="all keys"/>"#) }
            for kind in kinds {
                let ofKind = mine.filter { $0.kind == kind }
                let listed = ofKind.map { "\($0.keyLabel) [\($0.platformLabel)] \($0.detail)" + ($0.location.map { " (\($0))" } ?? "") }
                suites.append(#"    <testcase classname="catalog.\#(name)" name="\#(kind.rawValue)">"#)
                suites.append(#"      <failure type="\#(kind.rawValue)" message="\#(ofKind.count) finding(s)">\#(JUnitReport.escape(listed.joined(separator: "\n")))</failure>"#)
                suites.append("    </testcase>")
            }
            suites.append("  </testsuite>")
            cases += max(1, kinds.count)
            failures += kinds.count
        }
        lines.append(#"<testsuites name="localeshot catalog" tests="\#(cases)" failures="\#(failures)">"#)
        return (lines + suites + ["</testsuites>"]).joined(separator: "\n") + "\n"
    }
}

/// Accepted findings of a big app, so CI fails only on new ones (as Android lint's and
/// detekt's baselines do): a line per finding, `kind<TAB>key<TAB>language<TAB>platform`, the
/// key as the report shows it (Apple's spelling on Apple). A line with the canonical
/// (Android-spelled) key, as baselines written before were, matches too.
struct Baseline {
    let entries: Set<String>

    init(text: String) {
        entries = Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
    }

    static func line(_ finding: CatalogFinding, key: String? = nil) -> String {
        [finding.kind.rawValue, key ?? finding.shownKey, finding.language ?? "-", finding.platformLabel].joined(separator: "\t")
    }

    static func text(for findings: [CatalogFinding]) -> String {
        "# localeshot catalog baseline: kind, key, language, platform\n" + findings.map { line($0) }.sorted().joined(separator: "\n") + "\n"
    }

    func contains(_ finding: CatalogFinding) -> Bool {
        entries.contains(Self.line(finding)) || (finding.shownKey != finding.key && entries.contains(Self.line(finding, key: finding.key)))
    }
}
