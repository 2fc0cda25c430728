import Countries
import Foundation
import Raster
import Typesetting
import Widgets

extension Command {
    static let row = make(
        "row", "render one country row (or print its layout dump)",
        help: """
        usage: localeshot row CODE --locale L [--theme light|dark] [--out FILE] [--dump]
          CODE        ISO 3166-1 alpha-2 code, e.g. DE
          --locale    one of the matrix locales (en, de, fr, ja, ar) or any BCP 47 identifier
          --theme     light (default) or dark
          --out       write the PNG here (default: CODE-LOCALE.png)
          --dump      print the layout dump instead of writing a PNG
        """,
        valued: ["--locale", "--theme", "--out"], switches: ["--dump"]
    ) { options in
        guard options.positional.count == 1 else { throw UsageError(message: "row needs exactly one CODE") }
        let code: CountryCode
        do { code = try CountryCode(parsing: options.positional[0]) } catch {
            CLI.fail("\(error)")
            return ExitCode.dataError
        }
        let locale = MatrixLocale(options["--locale"] ?? "en")
        let theme = try parseTheme(options["--theme"])
        let typesetter = try Typesetter(fonts: FontSet())
        let view = try CountryRow(code: code, locale: locale).render(style: RowStyle(theme: theme), with: typesetter)
        if options.has("--dump") {
            print(view.layoutDump, terminator: "")
            return ExitCode.ok
        }
        let path = options["--out"] ?? "\(code.alpha2)-\(locale.identifier).png"
        return writePNG(view.image, to: path)
    }

    static let widget = make(
        "widget", "render the list widget for a region",
        help: """
        usage: localeshot widget --locale L [--region westernEurope] [--theme light|dark] [--out FILE] [--dump]
        """,
        valued: ["--locale", "--theme", "--out", "--region"], switches: ["--dump"]
    ) { options in
        let locale = MatrixLocale(options["--locale"] ?? "en")
        guard let region = M49SubRegion(rawValue: options["--region"] ?? "westernEurope") else {
            throw UsageError(message: "unknown region \(options["--region"] ?? "")")
        }
        let theme = try parseTheme(options["--theme"])
        let typesetter = try Typesetter(fonts: FontSet())
        let view = try CountryListWidget(region: region, locale: locale).render(theme: theme, with: typesetter)
        if options.has("--dump") {
            print(view.layoutDump, terminator: "")
            return ExitCode.ok
        }
        return writePNG(view.image, to: options["--out"] ?? "widget-\(locale.identifier).png")
    }

    static func parseTheme(_ value: String?) throws(UsageError) -> Theme {
        guard let theme = Theme(rawValue: value ?? "light") else {
            throw UsageError(message: "--theme must be light or dark, not \(value ?? "")")
        }
        return theme
    }

    static func writePNG(_ image: Image, to path: String) -> Int32 {
        do {
            try CLI.write(PNGCodec.encode(image), to: path)
            return ExitCode.ok
        } catch {
            CLI.fail("\(error)")
            return ExitCode.of(error)
        }
    }
}
