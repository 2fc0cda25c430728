import Foundation
import Countries
import LocaleShotSuites
import SnapshotCore
import StringCatalogs

extension Command {
    static let catalog = make(
        "catalog", "check or render a two-platform string catalog (Android + Apple)",
        help: """
        usage: localeshot catalog check --android PATH… --apple PATH… [--source-language it] [--key-map dots|identity|FILE] [--pair-by-text]
                                        [--languages it,en] [--allow FILE] [--baseline FILE] [--write-baseline FILE]
                                        [--max-findings N | --all] [--hints] [--platform-suffix LIST] [--json] [--junit FILE] [--verbose]
               localeshot catalog check ANDROID_RES APPLE_DIR [options]
               localeshot catalog render ANDROID_RES APPLE_DIR [--languages it,en] [--suite Catalog]
                                        [--record missing|failed|all] [--force-ci] [--budgets FILE]
                                        [--pixels flagged|all|none|GLOB] [--pseudo en-XA,ar-XB] [options of verify]
               localeshot catalog sync --from android|apple --android PATH… --apple PATH [--source-language en]
                                        [--key-map dots|identity] [--prefix matches_,sheet_] [--exclude 'streaming_notification_*']
                                        [--languages it,en,fr] [--table Localizable] [--platform-suffix LIST] [--dry-run | --write]
          --android PATH (repeatable): a project root, a module or a res/ folder; every
          res/values*/*.xml holding <string>, <plurals> or <string-array> is read, whatever its
          name, merged across modules (a key defined differently twice is a conflictingDefinition);
          build/, generated and test folders are skipped.
          --apple PATH (repeatable): a project root, an .lproj parent or an .xcstrings file;
          tables stay apart; InfoPlist keys are Apple-only by nature (their translations are
          checked); .strings in UTF-8 or UTF-16 with BOM.
          --key-map FILE pairs keys the platforms name differently: one pair per line,
          "android_key apple_key" (white space between; # comments); --pair-by-text pairs the
          remaining keys whose normalized source texts are identical and unique on both sides.
          --verbose lists the files left out and why.
          --write-baseline FILE records today's findings; --baseline FILE then fails only on new ones.
          --max-findings N prints at most N findings of each kind (10 by default; --all: every one);
          the counts come first, complete, kinds in order of consequence.
          Hints are cleanup with no user impact (unused plural forms, stale keys, a language or a
          key one platform ships and the other does not, Settings.bundle gaps): counted on one
          line, listed with --hints, "severity": "hint" in JSON; they never fail the check.
          --platform-suffix LIST: keys ending in _android, _ios, Android, iOS are platform-only
          (default android,ios; "" for none).
          One platform alone (--android or --apple only) runs every check that needs no other.
          A file that cannot be parsed is an `unreadable` finding; the rest is still checked.
          Shipped languages (check): --languages (both platforms), else each platform's own list
          (Android's res/xml/locales_config.xml, Xcode's knownRegions; a platform without one ships
          every folder it has); a folder for a language its platform does not ship is one summary line.
          The positional form takes one folder of each (either order; recognised by what it holds).
          check: per language, keys missing on either platform, keys on one platform only, extra
          keys, placeholder mismatches (count, type, order), values identical to the source
          (likely untranslated) and empty values. Exit 1 on findings not in the allow-list.
          sync: copies the keys × languages the other platform lacks (--from android: into the
          --apple path's <table>.xcstrings, created beside the .lproj folders or updated in place in
          Xcode's format; --from apple: into values*/strings-synced.xml files of their own, never a
          file a team wrote). Placeholders respelled (%1$s ↔ %1$@, %lld → %d), escapes converted,
          plurals kept with each language's CLDR categories, HTML markup and string arrays refused
          with the reason; every entry marked for review (needs_review, an XML comment).
          Languages: --languages, else the target's own. --dry-run (default) prints the plan;
          --write writes atomically, below the given folder only, never through a link; a second
          run adds nothing.
          render: every key measured against its budget per platform and language (falling back to
          the source language as the apps do): one text golden per platform and language, the fit
          sheet Snapshots/<suite>-<platform>/<language>/fit-sheet.txt (key, width, lines, fits or
          truncated, fonts, fallback fonts, missing glyphs), and findings: overflow (does not fit),
          missingGlyph (no font has a code point), fallbackFont (the view's font lacks a script).
          --pixels: which keys are also drawn as label rows and verified as PNG + layout dump:
          flagged (default: the keys that do not fit), all, none, or a key glob (`settings.*`).
          --budgets FILE: a line per rule, first match wins: GLOB WIDTH [LINES [FONT [SIZE]]]
          (`onboarding.*  600  3  latin  34`; FONT a role of Fonts/manifest.tsv or -, `#` comments);
          default: the label row's title, 496 px, one line, 34 px, the language's own font.
          --pseudo en-XA,ar-XB,en-XD: also every key under these pseudo-locales, made from the
          source language's strings (placeholders and markup kept): fit findings before any
          translation exists.
        """,
        valued: SuiteRun.valued.union(["--source-language", "--key-map", "--allow", "--languages", "--suite", "--record",
                                       "--baseline", "--write-baseline", "--max-findings", "--platform-suffix",
                                       "--from", "--prefix", "--exclude", "--table", "--budgets", "--pixels", "--pseudo"]),
        switches: SuiteRun.switches.union(["--force-ci", "--verbose", "--all", "--hints", "--write", "--dry-run", "--pair-by-text"]), repeatable: ["--android", "--apple"]
    ) { options in
        guard let verb = options.positional.first, ["check", "render", "sync"].contains(verb) else {
            throw UsageError(message: "catalog needs a verb: check, render or sync")
        }
        if verb == "sync" { return try CatalogSyncCommand.run(options) }
        if let option = ["--from", "--prefix", "--exclude", "--table", "--write", "--dry-run"].first(where: { options.has($0) || options[$0] != nil }) {
            throw UsageError(message: "\(option) is an option of catalog sync, not of catalog \(verb)")
        }
        let checker = try CatalogInputs.load(Array(options.positional.dropFirst()), options: options)
        ExitReclaimed.keep(checker)
        return verb == "check" ? try CatalogCheck.run(checker, options: options) : try CatalogRender.run(checker, options: options)
    }
}

/// Finds which folder is which platform and reads both.
enum CatalogInputs {
    static func load(_ paths: [String], options: Options) throws -> CatalogChecker {
        let source = options["--source-language"] ?? "en"
        // --key-map dots|identity, or a file of pairs (android_key apple_key per line).
        let mapping = KeyMapping(rawValue: options["--key-map"] ?? "dots") ?? .dotsToUnderscores
        var pairing = KeyPairing()
        if let file = options["--key-map"], KeyMapping(rawValue: file) == nil {
            do { pairing = try KeyPairing(keyMapFile: try CatalogCheck.readText(file, what: "key map")) } catch let error as KeyPairing.FileError {
                throw InputError(message: "\(file): \(error)", exitCode: ExitCode.dataError)
            }
        }
        var androidPaths = options.all("--android").map(url), applePaths = options.all("--apple").map(url)
        if androidPaths.isEmpty && applePaths.isEmpty {
            guard paths.count == 2 else {
                throw UsageError(message: "catalog needs --android PATH and --apple PATH (or an Android res/ and an Apple catalog folder)")
            }
            for path in paths {
                let folder = url(path)
                guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                    throw InputError(message: "\(path): no such folder", exitCode: ExitCode.noInput)
                }
                if entries.contains(where: { $0 == "values" || $0.hasPrefix("values-") }) {
                    androidPaths.append(folder)
                } else if entries.contains(where: { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".lproj") }) {
                    applePaths.append(folder)
                } else {
                    throw InputError(message: "\(path): neither values*/ nor *.xcstrings / *.lproj; use --android or --apple", exitCode: ExitCode.noInput)
                }
            }
        } else if !paths.isEmpty {
            throw UsageError(message: "unexpected argument \(paths[0]) with --android/--apple")
        }
        // One platform alone is a project too: every check that needs no other platform runs.
        guard !androidPaths.isEmpty || !applePaths.isEmpty else { throw UsageError(message: "catalog needs an Android or an Apple path") }
        // Shipped languages: --languages for check, else the projects' own configuration,
        // looked up (a walk of every folder) while the catalogs are read.
        let configured = options.positional.first == "check" ? options["--languages"] : nil
        let (androidRoots, appleRoots) = (androidPaths, applePaths)
        let shippedLookup = configured == nil ? Background { ProjectDiscovery.declaredLanguages(android: androidRoots, apple: appleRoots) } : nil
        let (android, apple, skipped) = try CatalogProject.read(android: androidPaths, apple: applePaths, sourceLanguage: source)
        if options.has("--verbose") {
            for line in skipped { CLI.note("skipped " + line) }
        }
        let shipped = try configured.map { try Selection.items($0, option: "--languages") }
        // Keys ending in a platform's name are platform-only: --platform-suffix android,ios (or "" for none).
        let suffixes = options["--platform-suffix"].map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            ?? CatalogNoise.defaultPlatformSuffixes
        // Files that cannot be read are findings; --verbose lists their paths as notes too.
        var checker = CatalogChecker(android: android, apple: apple, keyMapping: mapping, shippedLanguages: shipped, platformSuffixes: suffixes)
        checker.keyPairing = pairing
        checker.declaredLanguages = shippedLookup?.value ?? [:]
        // A pinned pair naming a key neither source language has is a typo or a stale line.
        let androidKeys = android.languages[android.sourceLanguage] ?? [:], appleKeys = apple.languages[apple.sourceLanguage] ?? [:]
        let stale = pairing.appleToAndroid.filter { androidKeys[$0.value] == nil || appleKeys[$0.key] == nil }
        if let example = stale.min(by: { $0.key < $1.key }) {
            CLI.note("warning: \(stale.count) key-map pair(s) name a key the source language lacks (e.g. \(example.value) \(example.key))")
        }
        if options.has("--pair-by-text") { checker.pairKeysByText() }
        return checker
    }

    private static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: CLI.workingDirectory).standardizedFileURL
    }
}

/// `catalog render`: the label rows, verified like `verify`.
enum CatalogRender {
    static func run(_ checker: CatalogChecker, options: Options) throws -> Int32 {
        let languages = try options["--languages"].map { try Selection.items($0, option: "--languages") } ?? checker.languages
        let suite = options["--suite"] ?? "Catalog"
        // Every name that becomes a folder is checked here, with the platform suffix added.
        for platform in Platform.allCases {
            do { _ = try SnapshotName("\(suite)-\(platform.rawValue)") } catch { throw UsageError(message: "--suite: \(error)") }
        }
        for language in languages {
            do { _ = try SnapshotName(language) } catch {
                // Blame where the language came from: the option, or the catalogs' own folders.
                guard options["--languages"] == nil else { throw UsageError(message: "--languages: \(error)") }
                throw InputError(message: "language \"\(language)\" of the catalogs (from a values-*/ or *.lproj folder name) "
                                 + "cannot name a snapshot folder: \(error); pass --languages to choose the languages", exitCode: ExitCode.dataError)
            }
        }
        var mode = RecordMode.never
        if let value = options["--record"] {
            guard let parsed = RecordMode(rawValue: value) else { throw UsageError(message: "--record must be missing, failed, all or never") }
            if parsed != .never && RecordMode.isCI(ProcessInfo.processInfo.environment) && !options.has("--force-ci") {
                throw UsageError(message: "refusing to record goldens on CI (CI is set); pass --force-ci to do it anyway")
            }
            mode = parsed
        }
        let started = Date()
        var run = try SuiteRun(options, positionalAllowed: true)
        let budgets = try CatalogFit.budgets(options["--budgets"])
        let pixels = try CatalogFit.PixelSelection(options["--pixels"] ?? "flagged")
        let pseudo = try pseudoLocales(options["--pseudo"])
        let sheets = CatalogSuite.sheets(checker: checker, languages: languages, suite: suite, pseudo: pseudo)
        guard !sheets.isEmpty else { throw UsageError(message: "selection is empty: the catalogs have no keys for these languages") }
        let measured = try FitSheet.measure(sheets, budgets: budgets, workers: run.workers)
        let flagged = FitFindings.flagged(measured)
        let jobs = try CatalogSuite.jobs(sheets: sheets) { sheet, key in
            pixels.selects(key, flagged: flagged.contains(FitFindings.flagKey(suite: sheet.suite, language: sheet.language, key: key)))
        }
        let texts = try measured.map { sheet in
            (key: try SnapshotKey(suite: sheet.sheet.suite, locale: sheet.sheet.language, name: FitSheet.snapshotName, format: .txt),
             locale: sheet.sheet.language, text: sheet.text)
        }
        run.recordHint = "run `localeshot catalog render … --record missing` to record it"
        let suites = Platform.allCases.map { "\(suite)-\($0.rawValue)" }
        // Every key in every language of the catalogs, unless --languages chose some — and
        // every key drawn (`--pixels all`): after a flagged run, `prune` would otherwise take
        // the PNG goldens of the keys that fit (the fixture's 405 rows) for orphans.
        let complete = options["--languages"] == nil && pixels == .all ? suites : []
        let status = try run.run(mode: mode, jobs: jobs,
                                 selection: RunRecord.Selection(locales: languages + pseudo.map(\.identifier), codes: nil, shard: nil, theme: nil),
                                 suites: [RunRecord.fileName] + suites, complete: complete, texts: texts,
                                 findings: { artifacts in try CatalogFit.findingsWithImages(measured, artifacts: artifacts) }, started: started)
        // A glyph no font has is bad data, as a row that cannot be rendered is: exit 65, after
        // every key was measured and every golden verified.
        if measured.contains(where: { $0.results.contains { !$0.missingGlyphs.isEmpty || $0.error != nil } }) && status != ExitCode.cannotCreate {
            return ExitCode.dataError
        }
        return mode != .never && status == ExitCode.mismatch ? ExitCode.ok : status
    }

    /// `--pseudo en-XA,ar-XB,en-XD`: the pseudo-locales to render too, each once.
    static func pseudoLocales(_ value: String?) throws -> [PseudoLocale] {
        guard let value else { return [] }
        return try Selection.items(value, option: "--pseudo").map { item throws -> PseudoLocale in
            guard let pseudo = PseudoLocale(identifier: item) else {
                throw UsageError(message: "--pseudo: \"\(item)\" is not a pseudo-locale (en-XA, ar-XB or en-XD)")
            }
            return pseudo
        }.uniqued()
    }
}
