import Countries
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
            locales = list.split(separator: ",").map { MatrixLocale(String($0)) }
            guard !locales.isEmpty else { throw UsageError(message: "--locales is empty") }
            for locale in locales {
                do { _ = try SnapshotName(locale.identifier) } catch { throw UsageError(message: "--locales: \(error)") }
            }
        }
        if let list = options["--codes"] {
            var parsed: [CountryCode] = []
            for item in list.split(separator: ",") {
                do { parsed.append(try CountryCode(parsing: String(item))) } catch {
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
            let parts = value.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                throw UsageError(message: "--shard must be i/n with 1 ≤ i ≤ n, not \(value)")
            }
            shard = RunRecord.Shard(index: parts[0], count: parts[1])
        }
    }

    /// The standard suite's jobs for this selection, restricted to the shard.
    func jobs(bugs: InjectedBugs = []) -> [SnapshotJob] {
        let all = StandardSuite.jobs(locales: locales, codes: codes, bugs: bugs).filter { theme == nil || $0.theme == theme }
        guard let shard else { return all }
        return all.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    }

    var record: RunRecord.Selection {
        RunRecord.Selection(locales: locales.map(\.identifier),
                            codes: codes == CountryCode.allAssigned ? nil : codes.map(\.alpha2), shard: shard,
                            theme: theme?.rawValue)
    }
}
