import Foundation
import SafeFiles

/// Reads Android string resources: `res/values[-qualifiers]/strings.xml`.
///
/// Supports `<string>`, `<plurals>`/`<item quantity>`, `<string-array>`/`<item>`,
/// `translatable="false"`, CDATA, inline markup (`<b>`, `<xliff:g>`; their text is kept), and
/// aapt's text rules: `\'` `\"` `\n` `\t` `\@` `\?` `\\` `\uXXXX` escapes, double quotes that
/// keep whitespace, whitespace collapsed elsewhere, and an unescaped apostrophe as an error.
public enum AndroidStringsReader {
    /// Reads every string resource file (`res/values*/*.xml` holding `<string>`, `<plurals>` or
    /// `<string-array>`, whatever its name) under `resources`: a `res/` folder, a module or a
    /// whole project, merged across modules as Android's resource merger does.
    public static func read(resources: URL, sourceLanguage: String) throws(CatalogError) -> PlatformCatalog {
        var skipped: [String] = []
        return try read(paths: [resources], sourceLanguage: sourceLanguage, skipped: &skipped)
    }

    /// As ``read(resources:sourceLanguage:)`` over several paths; `skipped` collects files
    /// left out and why (for `--verbose`).
    public static func read(paths: [URL], sourceLanguage: String, skipped: inout [String]) throws(CatalogError) -> PlatformCatalog {
        var files: [ProjectDiscovery.File] = []
        var buildFiles: [String: String] = [:]
        for root in paths {
            var found: [String] = []
            files += try ProjectDiscovery.androidResources(under: root, skipped: &skipped, buildFiles: &found)
            for path in found {
                // A build file that cannot be read says nothing; the layout decides.
                guard let data = try? CatalogFile.read(path, in: root) else { continue }
                let module = path.split(separator: "/").dropLast().joined(separator: "/")
                buildFiles[module] = String(decoding: data.prefix(1 << 20), as: UTF8.self)
            }
        }
        // Files are read and parsed on every core, then merged in discovery order. A file that
        // cannot be read or parsed is a finding; the others are still checked.
        let folders = CatalogFile.folders(files)
        let outcomes = files.concurrentMap { file -> FileOutcome in
            do throws(CatalogError) { return try read(file, confined: folders[file.root], sourceLanguage: sourceLanguage) } catch {
                let folder = file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
                return .unreadable(CatalogFinding.unreadable(error, language: language(forValuesFolder: folder, sourceLanguage: sourceLanguage),
                                                             platform: .android, root: file.root))
            }
        }
        var merged: [PlatformCatalog.FileStrings] = []
        var problems: [CatalogFinding] = []
        var unreadableUnits: [String: Set<String>] = [:]
        var optional: Set<String> = []
        let chineseRegion = Self.mainlandChineseFolder(files.map(\.path))
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case let .skipped(reason): skipped.append("\(file.path): \(reason)")
            case let .documentation(keys): optional.formUnion(keys)
            case let .strings(language, alternate, strings, refused):
                let tag = language == "zh-Hans" && chineseRegion(file.path) ? "zh-Hans-CN" : language
                merged.append(.init(language: tag, unit: file.unit, strings: strings, alternate: alternate))
                problems += refused.map { CatalogFinding.unreadable($0, language: tag, platform: .android, root: file.root, entryOnly: true) }
            case let .unreadable(finding):
                problems.append(finding)
                // The source's unit of the same `res/` (`…|values`): the keys this file would give the language.
                if let language = finding.language, let bar = file.unit.lastIndex(of: "|") {
                    unreadableUnits[language, default: []].insert(file.unit[..<bar] + "|values")
                }
            case .absent: break
            }
        }
        guard !merged.isEmpty || !problems.isEmpty else {
            throw .noCatalog(path: paths.map(\.path).joined(separator: ", "), expected: "res/values*/*.xml with string resources")
        }
        if !optional.isEmpty {
            merged = merged.map { file in
                guard file.language == sourceLanguage else { return file }
                return .init(language: file.language, unit: file.unit, strings: file.strings.map { optional.contains($0.key) ? $0.allowingMissingTranslation() : $0 },
                             alternate: file.alternate)
            }
        }
        let modules = Set(merged.map { AndroidModules.module(ofUnit: $0.unit) })
        let namingApps = Set(merged.filter { $0.language == sourceLanguage && !$0.alternate && $0.strings.contains { $0.key == "app_name" } }
            .map { AndroidModules.module(ofUnit: $0.unit) })
        let applications = AndroidModules.applications(modules: modules, buildFiles: buildFiles, definesAppName: namingApps)
        var catalog = PlatformCatalog.merging(merged, platform: .android, sourceLanguage: sourceLanguage, applications: applications)
        catalog.problems = problems
        catalog.unreadableUnits = unreadableUnits
        return catalog
    }

    /// Whether a file is in `values-zh-rCN` while another folder (`values-zh`,
    /// `values-b+zh+Hans`) is Simplified Chinese too: Android serves each to its own users
    /// (mainland China the regional one), so the regional one is `zh-Hans-CN`, checked apart,
    /// not merged into `zh-Hans` where one folder's strings would hide the other's (ownCloud).
    static func mainlandChineseFolder(_ paths: [String]) -> (String) -> Bool {
        let folders = Set(paths.compactMap { $0.split(separator: "/").dropLast().last.map(String.init) })
        let general = folders.contains { $0 == "values-zh" || $0.hasPrefix("values-zh-") && !$0.hasPrefix("values-zh-r") || $0.hasPrefix("values-b+zh+Hans") }
        guard general else { return { _ in false } }
        return { path in path.split(separator: "/").dropLast().last.map { $0 == "values-zh-rCN" || $0.hasPrefix("values-zh-rCN-") } ?? false }
    }

    /// The keys translatewiki's `values-qq` (documentation for translators, no language) marks
    /// `{{optional}}` or `{{notranslate}}` (Wikipedia's "CC BY-SA 4.0", an English-only article
    /// warning): languages may leave them out or keep them as they are.
    private static func optionalKeys(_ documentation: [CatalogString]) -> [String] {
        let marks = ["{{optional", "{{notranslate", "{{ignored"]
        return documentation.filter { string in
            let text = string.value.displayText.lowercased()
            return marks.contains(where: text.containsUTF8)
        }.map(\.key)
    }

    private enum FileOutcome {
        case strings(language: String, alternate: Bool, [CatalogString], refused: [CatalogError])
        case skipped(String)
        /// translatewiki's message documentation (`values-qq`): the keys it marks optional.
        case documentation(optional: [String])
        case unreadable(CatalogFinding)
        case absent
    }

    private static func read(_ file: ProjectDiscovery.File, confined: ConfinedFolder?, sourceLanguage: String) throws(CatalogError) -> FileOutcome {
        let folder = file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        // translatewiki's `values-qq` is read as a language would be, for its optional keys.
        let isDocumentation = folder == "values-qq"
        let qualified = qualifiedLanguage(forValuesFolder: folder, sourceLanguage: sourceLanguage)
        guard qualified != nil || isDocumentation else { return .skipped("\(folder) is not a language qualifier") }
        guard let raw = try CatalogFile.read(file.path, in: file.root, through: confined) else { return .absent }
        // UTF-16 (aapt reads it) is transcoded before looking for markup.
        let data = TextDecoding.isUTF16(raw) ? try TextDecoding.utf8(raw, file: file.path) : raw
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        if body.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            return .skipped("empty file\(body.isEmpty ? "" : " (white space only)"): no resources read (aapt refuses it: no root element)")
        }
        guard ProjectDiscovery.holdsStrings(data) else { return .skipped("no <string>, <plurals> or <string-array>") }
        // Documentation that cannot be parsed marks nothing optional; it is no catalog of the app's.
        guard let (language, alternate) = qualified else {
            return .documentation(optional: (try? parse(bytes: data, file: file.path)).map(optionalKeys) ?? [])
        }
        var (strings, refused) = try parseCollecting(bytes: data, file: file.path)
        // lint's convention: donottranslate*.xml holds strings no language translates; apps
        // name such files strings_no_translate.xml, strings_non_localized.xml…
        let name = (file.path.split(separator: "/").last.map(String.init) ?? "").lowercased()
        if Self.untranslatableFileMarkers.contains(where: name.containsUTF8)
            || (name.containsUTF8("translat") && ["not", "no_", "non", "untrans"].contains(where: name.containsUTF8)) {
            strings = strings.map { string in
                var copy = CatalogString(key: string.key, value: string.value, translatable: false, location: string.location)
                (copy.formatted, copy.hasMarkup, copy.dropsQuotes, copy.unclosedQuote) = (string.formatted, string.hasMarkup, string.dropsQuotes, string.unclosedQuote)
                return copy
            }
        }
        LanguageMerge.assign(file.unit, to: &strings)
        return .strings(language: language, alternate: alternate, strings, refused: refused)
    }

    /// `values` → the source language; `values-it` → `it`; `values-pt-rBR` → `pt-BR`;
    /// `values-b+sr+Latn` → `sr-Latn`; Android's legacy codes to BCP 47 (`in` → `id`, `iw` →
    /// `he`, `ji` → `yi`); Chinese to the script Apple names (`zh` and `zh-rCN` → `zh-Hans`,
    /// `zh-rTW` → `zh-Hant-TW`, `zh-rHK` → `zh-Hant-HK`); other qualifiers alone (`values-night`,
    /// `values-v21`) → `nil`. A language with further qualifiers (`values-de-night`,
    /// `values-fr-v26`) is that language, `alternate`: a configuration's variant of its strings.
    public static func language(forValuesFolder name: String, sourceLanguage: String) -> String? {
        qualifiedLanguage(forValuesFolder: name, sourceLanguage: sourceLanguage)?.language
    }

    /// As ``language(forValuesFolder:sourceLanguage:)``, and whether further qualifiers follow.
    static func qualifiedLanguage(forValuesFolder name: String, sourceLanguage: String) -> (language: String, alternate: Bool)? {
        guard name.hasPrefix("values") else { return nil }
        if name == "values" { return (sourceLanguage, false) }
        let qualifiers = name.dropFirst("values-".count)
        guard name.hasPrefix("values-") else { return nil }
        let parts = qualifiers.split(separator: "-")
        if qualifiers.hasPrefix("b+") {
            return (canonical(parts[0].dropFirst(2).split(separator: "+").map(String.init)), parts.count > 1)
        }
        // `car` is the car UI mode, not a language; `qq` translatewiki's message documentation.
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isLowercase && $0.isASCII }),
              language != "car", language != "qq" else { return nil }
        // Pseudo-locales (en-rXA, ar-rXB) are generated for testing layouts, not translated.
        if parts.count >= 2, ["rXA", "rXB", "rXC"].contains(parts[1]) { return nil }
        if parts.count >= 2, parts[1].hasPrefix("r"), parts[1].count == 3, parts[1].dropFirst().allSatisfy(\.isUppercase) {
            return (canonical([String(language), String(parts[1].dropFirst())]), parts.count > 2)
        }
        return (canonical([String(language)]), parts.count > 1)
    }

    static let legacyLanguages = ["in": "id", "iw": "he", "ji": "yi"]

    /// Resource file names that mark their strings untranslatable (`donottranslate.xml`, lint's
    /// convention, and the spellings apps use; also any name with "translat" and a negation:
    /// `strings__not_to_translate.xml`).
    static let untranslatableFileMarkers = ["donottranslate", "do_not_translate", "no_translate", "notranslate", "non_localized",
                                            "nonlocalized", "untranslatable", "non_translatable", "nontranslatable"]

    /// A language as BCP 47 names it (`in` → `id`, `iw` → `he`), for lists that mix the
    /// platforms' spellings.
    public static func legacyName(_ language: String) -> String {
        var subtags = language.split(separator: "-").map(String.init)
        guard let first = subtags.first, let modern = legacyLanguages[first] else { return language }
        subtags[0] = modern
        return subtags.joined(separator: "-")
    }

    /// Subtags as Apple and BCP 47 spell them.
    static func canonical(_ subtags: [String]) -> String {
        var subtags = subtags
        subtags[0] = legacyLanguages[subtags[0]] ?? subtags[0]
        if subtags[0] == "zh", subtags.count == 1 || subtags[1].count == 2 {
            let region = subtags.count > 1 ? subtags[1] : nil
            let script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
            subtags = ["zh", script] + (region.map { $0 == "CN" ? [] : [$0] } ?? [])
        }
        return subtags.joined(separator: "-")
    }

    /// Parses one `strings.xml` (UTF-8 with or without a byte-order mark, or UTF-16 as aapt
    /// reads it: with a byte-order mark, or without one when it starts with `<`).
    public static func parse(_ data: Data, file: String) throws(CatalogError) -> [CatalogString] {
        try parse(bytes: [UInt8](data), file: file)
    }

    static func parse(bytes: [UInt8], file: String) throws(CatalogError) -> [CatalogString] {
        let (strings, refused) = try parseCollecting(bytes: bytes, file: file)
        if let first = refused.first { throw first }
        return strings
    }

    /// The strings of a file, and the entries aapt2 refuses for their text (each left out).
    static func parseCollecting(bytes: [UInt8], file: String) throws(CatalogError) -> (strings: [CatalogString], refused: [CatalogError]) {
        let entities = try XMLEntityGuard.check(bytes, file: file)
        return try ResourceXMLReader.read(try TextDecoding.utf8(bytes, file: file), file: file, entities: entities) { reader throws(CatalogError) in
            var collector = AndroidResourceCollector(file: file)
            while true {
                let event = try reader.next()
                if event == .endOfDocument { return (collector.strings, collector.refusedEntries) }
                do throws(AndroidResourceCollector.Failure) {
                    try collector.take(event)
                } catch {
                    throw reader.error(error.reason, key: error.key)
                }
            }
        }
    }
}

/// Collects `<string>`, `<plurals>` and `<string-array>` with their lines from the events of
/// a resource file; the text of inline markup (`<b>`, `<xliff:g>`) inside a string is kept.
struct AndroidResourceCollector {
    struct Failure: Error {
        let key: String?
        let reason: String
    }

    let file: String
    private(set) var strings: [CatalogString] = []
    /// Entries aapt2 refuses for their text (an unescaped apostrophe, a bad `\u` escape): each
    /// one left out and reported at its line, the rest of the file still read.
    private(set) var refusedEntries: [CatalogError] = []
    /// The current entry's text was refused.
    private var refused = false

    private enum Kind { case string, plurals, array }
    private var kind: Kind?
    private var name = "", translatable = true, formatted = true, missingAllowed = false, line = 0
    /// `tools:ignore="MissingTranslation"` on `<resources>`: for every string of the file.
    private var fileAllowsMissing = false
    private var buffer: String?
    private var quantity: String?
    private var forms: [String: String] = [:]
    private var items: [String] = []
    /// Inline markup (not `<xliff:g>`) inside the current resource.
    private var markup = false
    /// The inline elements of the current `<string>` (``CatalogString/inlineElements``).
    private var elements: [String] = []
    /// Unescaped double quotes inside the current resource's text (``AndroidStringsReader/dropsInnerQuotes(_:)``).
    private var innerQuotes = false
    private var openQuote = false

    init(file: String) { self.file = file }

    mutating func take(_ event: ResourceXMLReader.Event) throws(Failure) {
        switch event {
        case let .start(element, attributes, line): try start(element, attributes: attributes, line: line)
        case let .text(text): buffer? += text
        case let .end(element): try end(element)
        case .endOfDocument: break
        }
    }

    private mutating func start(_ element: String, attributes list: [ResourceXMLReader.Attribute], line: Int) throws(Failure) {
        let attributes = { (name: String) in list.first { $0.name == name }?.value }
        switch (element, kind) {
        case ("string", nil), ("plurals", nil), ("string-array", nil):
            guard let value = attributes("name"), !value.isEmpty else { throw Failure(key: nil, reason: "<\(element)> without a name attribute") }
            kind = element == "string" ? .string : element == "plurals" ? .plurals : .array
            (name, translatable, self.line) = (value, attributes("translatable") != "false", line)
            formatted = attributes("formatted") != "false"
            missingAllowed = fileAllowsMissing || Self.ignoresMissingTranslation(attributes("tools:ignore"))
            (forms, items, markup, innerQuotes, openQuote, elements) = ([:], [], false, false, false, [])
            buffer = element == "string" ? "" : nil
        case ("item", .plurals?):
            guard let value = attributes("quantity") else { throw Failure(key: name, reason: "<item> in <plurals> without a quantity") }
            quantity = value
            buffer = ""
        case ("item", .array?):
            buffer = ""
        case ("resources", nil):
            fileAllowsMissing = Self.ignoresMissingTranslation(attributes("tools:ignore"))
        default:
            // Inline markup inside a string: its text is collected, the markup noted.
            if kind != nil, buffer != nil, element != "xliff:g" {
                markup = true
                if kind == .string {
                    elements.append(element == "annotation"
                        ? "<annotation" + list.map { " \($0.name)=\"\($0.value)\"" }.sorted().joined() + ">" : "<\(element)>")
                }
            }
        }
    }

    /// Whether a text holds an HTML tag (`<b>`, `</a>`, `<br/>`): a `<` before a letter or `/`.
    static func looksLikeHTML(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 1 else { return false }
        for index in 0..<(bytes.count - 1) where bytes[index] == UInt8(ascii: "<") {
            let next = bytes[index + 1]
            if next == UInt8(ascii: "/") || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z")) { return true }
        }
        return false
    }

    /// Whether a `tools:ignore` list names lint's MissingTranslation check (or `all`).
    static func ignoresMissingTranslation(_ list: String?) -> Bool {
        guard let list else { return false }
        return list.split(separator: ",").contains { ["MissingTranslation", "all"].contains($0.trimmingScalars(in: .whitespaces)) }
    }

    private mutating func end(_ element: String) throws(Failure) {
        guard let current = kind else { return }
        switch (element, current) {
        case ("item", .plurals):
            // aapt2 refuses a quantity given twice ("duplicate quantity"): the entry is unreadable.
            if let quantity, forms[quantity] != nil, !refused {
                refusedEntries.append(.malformed(file: file, line: line, column: 1, key: name, reason: "quantity \"\(quantity)\" given twice (aapt2 refuses it)"))
                refused = true
            }
            if let quantity { forms[quantity] = text() }
            buffer = nil
        case ("item", .array):
            items.append(text())
            buffer = nil
        case ("string", .string):
            finish(.text(text()))
        case ("plurals", .plurals):
            finish(.plural(forms))
        case ("string-array", .array):
            finish(.array(items))
        default:
            break
        }
    }

    private mutating func text() -> String {
        do throws(AndroidStringsReader.UnescapeError) {
            let raw = buffer ?? ""
            if raw.containsByte(UInt8(ascii: "\"")) {
                if AndroidStringsReader.dropsInnerQuotes(raw) { innerQuotes = true }
                if AndroidStringsReader.leavesAQuoteOpen(raw) { openQuote = true }
            }
            // Line breaks matter only to a text that has one (the key test costs more).
            return try AndroidStringsReader.unescape(raw, keepingLineBreaks: raw.containsByte(0x0A) && CatalogNoise.namesStoreListing(name))
        } catch {
            if !refused { refusedEntries.append(.malformed(file: file, line: line, column: 1, key: name, reason: error.description)) }
            refused = true
            return ""
        }
    }

    private mutating func finish(_ value: CatalogValue) {
        var string = CatalogString(key: name, value: value, translatable: translatable, missingTranslationAllowed: missingAllowed,
                                   location: SourceLocation(file: file, line: line))
        string.formatted = formatted
        // HTML inside CDATA (`<![CDATA[<b>Hi</b>]]>`) is markup too: Html.fromHtml reads it.
        string.hasMarkup = markup || value.texts.contains(where: Self.looksLikeHTML)
        string.dropsQuotes = innerQuotes
        string.unclosedQuote = openQuote
        if !elements.isEmpty { string.inlineElements = elements.sorted() }
        if !refused { strings.append(string) }
        refused = false
        kind = nil
        buffer = nil
    }
}
