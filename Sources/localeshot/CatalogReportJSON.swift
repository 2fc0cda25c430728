import Foundation
import SnapshotCore
import StringCatalogs

/// `catalog check --json`: `findings` (kind, severity, key, language, platform, message, locations, and
/// for a summary the strings it `covers`) and
/// `summary` counts, in JSONEncoder's pretty-printed, sorted-keys format (written directly:
/// encoding 11,000 findings through JSONEncoder took a tenth of a run).
enum CatalogReportJSON {
    struct Location: Equatable { let file: String; let line: Int? }

    /// The report: `languages`; per finding its kind, severity (`finding`: a defect, `hint`:
    /// cleanup that never fails the check), key, language (`all` for a finding about every
    /// language: a key on one platform only), platform, message and locations, and for a
    /// summary finding (key `*`) `covers`: every string it stands for (key, file, line); `summary`:
    /// `findings` (the defects), `hints`, counts `byKind` (both) and `byLanguage`, `allowed`, `baselined`.
    ///
    /// `key` is spelled as the platform's file spells it: an `apple` finding has Apple's key
    /// (`"Scene.Title"`, `"There are ${count} options. - 2"`), an `android` one Android's, a
    /// finding on `both` platforms the Android key, and then, when Apple spells it otherwise,
    /// also `"keys": {"android": "scene_title", "apple": "Scene.Title"}`.
    static func encode(_ findings: [CatalogFinding], checker: CatalogChecker, allowed: Int, baselined: Int) -> [UInt8] {
        var json = PrettyJSONWriter(capacity: 600 * findings.count + 4096, strings: .asJSONEncoder)
        let hints = findings.count { $0.isHint }
        json.object { json in
            // (Written on every core: a report of 40,000 findings took a tenth of a second on one.)
            json.member("findings", findings, onEveryCore: true) { finding, json in write(finding, to: &json) }
            json.member("languages", checker.languages)
            json.key("summary")
            json.object { json in
                json.member("allowed", allowed)
                json.member("baselined", baselined)
                json.member("byKind", findings.reduce(into: [:]) { $0[$1.kind.rawValue, default: 0] += 1 })
                json.member("byLanguage", findings.reduce(into: [:]) { $0[$1.languageLabel, default: 0] += 1 })
                json.member("findings", findings.count - hints)
                json.member("hints", hints)
            }
        }
        return json.bytes
    }

    /// One finding's object, keys in sorted order.
    private static func write(_ finding: CatalogFinding, to json: inout PrettyJSONWriter) {
        json.object { json in
            if !finding.covers.isEmpty {
                json.key("covers")
                write(finding.covers, to: &json)
            }
            json.member("key", finding.shownKey)
            if let keys = finding.keysByPlatform { json.member("keys", ["android": keys.android, "apple": keys.apple]) }
            json.member("kind", finding.kind.rawValue)
            json.member("language", finding.languageLabel)
            json.key("locations")
            write(locations(in: finding), to: &json)
            json.member("message", finding.detail)
            json.member("platform", finding.platformLabel)
            json.member("severity", finding.severity.rawValue)
        }
    }

    /// An array of `{"file", "line"}` objects (no `line` when it has none).
    static func write(_ locations: [Location], to json: inout PrettyJSONWriter) {
        json.array { json in
            for location in locations {
                json.element()
                json.object { json in
                    json.member("file", location.file)
                    json.member("line", location.line)
                }
            }
        }
    }

    /// The strings a summary stands for: `{"file", "key", "line"}` objects.
    static func write(_ covers: [CatalogFinding.Covered], to json: inout PrettyJSONWriter) {
        json.array { json in
            for covered in covers {
                json.element()
                json.object { json in
                    let location = covered.location.map(location(_:))
                    json.member("file", location?.file)
                    json.member("key", covered.key)
                    json.member("line", location?.line)
                }
            }
        }
    }

    /// `file:line` locations: the finding's own, and any others its message names.
    static func locations(in finding: CatalogFinding) -> [Location] {
        var found: [Location] = []
        for text in [finding.location].compactMap({ $0 }) + matches(in: finding.detail) {
            let location = location(text)
            if !found.contains(location) { found.append(location) }
        }
        return found
    }

    /// `path:line` → the path and the number after the last colon (empty parts between
    /// colons dropped: `a::b:3` is `a:b`, line 3).
    static func location(_ text: String) -> Location {
        let utf8 = text.utf8
        // The common shape (no empty part) without splitting and joining.
        if let colon = utf8.lastIndex(of: 0x3A), utf8.first != 0x3A, utf8.last != 0x3A, !hasPair(text, { $0 == 0x3A && $1 == 0x3A }) {
            return Location(file: String(text[..<colon]), line: Int(text[text.index(after: colon)...]))
        }
        let parts = text.split(separator: ":")
        return Location(file: parts.dropLast().joined(separator: ":"), line: parts.last.flatMap { Int($0) })
    }

    /// Whether two bytes in a row of the text's UTF-8 are a pair `matching` says is one (read
    /// in place: a report writes a location per finding).
    static func hasPair(_ text: String, _ matching: (UInt8, UInt8) -> Bool) -> Bool {
        func search<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            var previous: UInt8?
            for byte in bytes {
                if let previous, matching(previous, byte) { return true }
                previous = byte
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable { search($0) } ?? search(text.utf8)
    }

    /// `(path:line)` or `(apple: path:line)`, compiled once (a report can hold 40,000 findings).
    static let referencePattern = try? NSRegularExpression(pattern: #"\((?:android: |apple: )?([^()\s]+:\d+)\)"#)

    /// `(path:line)` references inside a message (none without a parenthesis: most messages).
    static func matches(in text: String) -> [String] {
        // (A reference has a colon before its line's digits: most messages have none, and skip the expression.)
        guard let regex = referencePattern, text.utf8.contains(0x28), hasPair(text, { $0 == 0x3A && (0x30...0x39).contains($1) }) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
