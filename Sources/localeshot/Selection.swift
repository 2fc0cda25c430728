import Countries
import Widgets

/// Which rows a command works on: `--locales`, `--codes`, `--theme`.
struct Selection {
    var locales = LocaleMatrix.standard.locales
    var codes = CountryCode.allAssigned
    var themes: [Theme] = [.light]

    static let options: Set<String> = ["--locales", "--codes", "--theme"]

    init(_ options: Options) throws(UsageError) {
        if let list = options["--locales"] {
            locales = list.split(separator: ",").map { MatrixLocale(String($0)) }
            guard !locales.isEmpty else { throw UsageError(message: "--locales is empty") }
        }
        if let list = options["--codes"] {
            var parsed: [CountryCode] = []
            for item in list.split(separator: ",") {
                do { parsed.append(try CountryCode(parsing: String(item))) } catch {
                    throw UsageError(message: "--codes: \(error)")
                }
            }
            codes = parsed
        }
        if let theme = options["--theme"] {
            themes = theme == "both" ? Theme.allCases : [try Command.parseTheme(theme)]
        }
    }
}
