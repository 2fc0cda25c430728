import Countries
import LocaleShotSuites
import SnapshotCore
import Widgets

/// Which rows a command works on: `--locales`, `--codes`, `--theme`, `--shard`.
struct Selection {
    var locales = LocaleMatrix.standard.locales
    var codes = CountryCode.allAssigned
    /// `nil`: the standard suite's mix (light rows and widgets, dark sample).
    var theme: Theme?
    /// Themes for `render`: the one asked for, both with `--theme both`, else light.
    var themes: [Theme] = [.light]
    var shard: RunRecord.Shard?

    static let options: Set<String> = ["--locales", "--codes", "--theme", "--shard"]

    init(_ options: Options) throws {
        if let list = options["--locales"] {
            locales = try Self.locales(list, option: "--locales")
        }
        if let list = options["--codes"] {
            var parsed: [CountryCode] = []
            for item in try Self.items(list, option: "--codes") {
                do { parsed.append(try CountryCode(parsing: item)) } catch {
                    throw InputError(message: "--codes: \(error)", exitCode: ExitCode.dataError)
                }
            }
            codes = parsed
        }
        if let value = options["--theme"], value != "both" {
            theme = try Command.parseTheme(value)
        }
        themes = options["--theme"] == "both" ? Theme.allCases : [theme ?? .light]
        if let value = options["--shard"] {
            shard = try Self.shard(value)
        }
    }

    /// Comma-separated items: none empty, none twice.
    static func items(_ list: String, option: String) throws(UsageError) -> [String] {
        let items = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !items.contains(where: \.isEmpty) else { throw UsageError(message: "\(option) has an empty item: \"\(list)\"") }
        var seen: Set<String> = []
        for item in items where !seen.insert(item).inserted { throw UsageError(message: "\(option) lists \(item) twice") }
        return items
    }

    /// `--locales`, `LOCALESHOT_LOCALES`: validated BCP 47 tags ICU has data for.
    static func locales(_ list: String, option: String) throws(UsageError) -> [MatrixLocale] {
        var locales: [MatrixLocale] = []
        for item in try items(list, option: option) {
            do { locales.append(try MatrixLocale(validating: item)) } catch { throw UsageError(message: "\(option): \(error)") }
        }
        return locales
    }

    /// `i/n` with 1 ≤ i ≤ n: exactly two decimal numbers.
    static func shard(_ value: String) throws(UsageError) -> RunRecord.Shard {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { part in part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) ? Int(part) : nil }
        guard parts.count == 2, numbers.count == 2, numbers[1] >= 1, (1...numbers[1]).contains(numbers[0]) else {
            throw UsageError(message: "--shard must be i/n with 1 ≤ i ≤ n, not \(value)")
        }
        return RunRecord.Shard(index: numbers[0], count: numbers[1])
    }

    /// The standard suite's jobs for this selection, restricted to the shard.
    /// - Throws: ``UsageError`` "selection is empty" when nothing is left to run, so an
    ///   empty shard or filter never passes CI as "0 of 0 match".
    func jobs(bugs: InjectedBugs = []) throws(UsageError) -> [TypesetJob] {
        let all: [TypesetJob]
        do { all = try StandardSuite.jobs(locales: locales, codes: codes, bugs: bugs).filter { theme == nil || $0.labels["theme"] == theme?.rawValue } } catch {
            throw UsageError(message: "--locales: \(error)")
        }
        let selected = shard.map { shard in all.enumerated().filter { shard.contains($0.offset) }.map(\.element) } ?? all
        guard !selected.isEmpty else {
            throw UsageError(message: "selection is empty: no snapshot matches these --locales/--codes/--theme/--shard options")
        }
        return selected
    }

    /// No filter: every locale of the standard matrix, every code, both themes (a shard is
    /// not a filter: shards together cover the matrix).
    var isWholeMatrix: Bool {
        codes == CountryCode.allAssigned && theme == nil && locales.map(\.identifier) == LocaleMatrix.standard.locales.map(\.identifier)
    }

    var record: RunRecord.Selection {
        RunRecord.Selection(locales: locales.map(\.identifier),
                            codes: codes == CountryCode.allAssigned ? nil : codes.map(\.alpha2), shard: shard,
                            theme: theme?.rawValue)
    }
}
