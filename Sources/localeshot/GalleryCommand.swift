import Countries
import Foundation
import Raster
import Typesetting
import Widgets

extension Command {
    static let gallery = make(
        "gallery", "one image with a row per locale (light and dark) and two list widgets",
        help: "usage: localeshot gallery [--code DE] [--out gallery.png]",
        valued: ["--code", "--out"]
    ) { options in
        let code: CountryCode
        do { code = try CountryCode(parsing: options["--code"] ?? "DE") } catch {
            CLI.fail("\(error)")
            return ExitCode.dataError
        }
        let typesetter = try Typesetter(fonts: FontSet())
        var rows: [Image] = []
        for locale in LocaleMatrix.standard.locales {
            for theme in Theme.allCases {
                rows.append(try CountryRow(code: code, locale: locale).render(style: RowStyle(theme: theme), with: typesetter).image)
            }
        }
        let widgets = try [("ja", M49SubRegion.easternAsia), ("ar", .westernEurope)].map { locale, region in
            try CountryListWidget(region: region, locale: MatrixLocale(locale)).render(with: typesetter).image
        }
        let gap = 8
        let rowsHeight = rows.count / 2 * (rows[0].height + gap)
        let width = max(2 * rows[0].width, 2 * widgets[0].width) + gap
        var canvas = try Image(width: width, height: rowsHeight + widgets[0].height, fill: RGBA(hex: 0x8E8E93))
        for (index, row) in rows.enumerated() {
            canvas.paste(row, x: index % 2 * (width - row.width), y: index / 2 * (row.height + gap))
        }
        for (index, widget) in widgets.enumerated() {
            canvas.paste(widget, x: index * (canvas.width - widget.width), y: rowsHeight)
        }
        return writePNG(canvas, to: options["--out"] ?? "gallery.png")
    }
}
