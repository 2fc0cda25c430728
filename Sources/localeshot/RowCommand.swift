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
        let code: CountryCode
        do { code = try CountryCode(parsing: options.positional[0]) } catch {
            CLI.fail("\(error)")
            return ExitCode.dataError
        }
        guard options.positional.count == 1 else { throw UsageError(message: "row needs exactly one CODE") }
        let locale = try parseLocale(options["--locale"])
        let theme = try parseTheme(options["--theme"])
        let typesetter = try Typesetter(fonts: FontSet())
        let view = try CountryRow(code: code, locale: locale).render(style: RowStyle(theme: theme), with: typesetter)
        if options.has("--dump") {
            Console.write(view.layoutDump)
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
        guard options.positional.isEmpty else { throw UsageError(message: "unexpected argument \(options.positional[0]) (see --help)") }
        let locale = try parseLocale(options["--locale"])
        guard let region = M49SubRegion(rawValue: options["--region"] ?? "westernEurope") else {
            throw UsageError(message: "unknown region \(options["--region"] ?? "")")
        }
        let theme = try parseTheme(options["--theme"])
        let typesetter = try Typesetter(fonts: FontSet())
        let view = try CountryListWidget(region: region, locale: locale).render(theme: theme, with: typesetter)
        if options.has("--dump") {
            Console.write(view.layoutDump)
            return ExitCode.ok
        }
        return writePNG(view.image, to: options["--out"] ?? "widget-\(locale.identifier).png")
    }

    /// `--locale`: a validated BCP 47 tag ICU has data for (it also names output files).
    static func parseLocale(_ value: String?) throws(UsageError) -> MatrixLocale {
        do { return try MatrixLocale(validating: value ?? "en") } catch { throw UsageError(message: "--locale: \(error)") }
    }

    static func parseTheme(_ value: String?) throws(UsageError) -> Theme {
        guard let theme = Theme(rawValue: value ?? "light") else {
            throw UsageError(message: "--theme must be light or dark, not \(value ?? "")")
        }
        return theme
    }

    /// Writes `image` as a PNG the user asked for; `announces` names the file on stderr (a
    /// default name such as `text-en.png` lands in the current folder, and a user should not
    /// have to guess where).
    static func writePNG(_ image: Image, to path: String, createsFolder: Bool = false, announces: Bool = true) -> Int32 {
        do {
            try OutputPath.check(path, option: "--out", snapshots: OutputPath.snapshotsFolder())
            try CLI.write(PNGCodec.encode(image), to: path, createsFolder: createsFolder)
            if announces { CLI.note("wrote \(path) (\(image.width)×\(image.height) px)") }
            return ExitCode.ok
        } catch {
            CLI.fail("\(error)")
            return ExitCode.of(error)
        }
    }
}
