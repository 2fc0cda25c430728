import Countries
import Foundation
import Raster
import Typesetting
import Widgets

extension Command {
    static let text = make(
        "text", "render any string as a label row (same fallback and bidi as the suites)",
        help: """
        usage: localeshot text STRING --locale L [--badge B] [--theme light|dark] [--out FILE] [--dump]
          What LocaleShot draws for a string: a label row in the locale's direction, with the
          font fallback, bidi and shaping of every suite. A code point no font has is an error
          naming it (exit 65), never a box.
          --locale    a BCP 47 tag ICU has data for (default: en), or a pseudo-locale (en-XA,
                      ar-XB, en-XD): STRING is then transformed as that pseudo-locale shows it
          --badge     the short leading label (default: Aa)
          --out       write the PNG here (default: text-LOCALE.png in the current folder;
                      its path is printed on stderr)
          --dump      print the layout dump instead of writing a PNG, then one fit line per text
                      (badge, title): fits=yes|no, needed and available width, truncated, shrunk
        """,
        valued: ["--locale", "--theme", "--out", "--badge"], switches: ["--dump"]
    ) { options in
        guard options.positional.count == 1 else { throw UsageError(message: "text needs exactly one STRING") }
        guard !options.positional[0].isEmpty else { throw UsageError(message: "text needs a STRING that is not empty (an empty label draws nothing to check)") }
        let locale = try parseLocale(options["--locale"])
        let theme = try parseTheme(options["--theme"])
        let typesetter = try Typesetter(fonts: FontSet())
        let row = LabelRow(locale: locale, badge: options["--badge"] ?? "Aa", title: locale.display(options.positional[0]))
        let view = try row.render(style: RowStyle(theme: theme), header: "text", with: typesetter)
        if options.has("--dump") {
            Console.write(view.layoutDump + view.fitDump)
            return ExitCode.ok
        }
        return writePNG(view.image, to: options["--out"] ?? "text-\(locale.identifier).png")
    }
}
