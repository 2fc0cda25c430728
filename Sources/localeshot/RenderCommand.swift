import Countries
import Foundation
import Raster
import Typesetting
import Widgets

extension Command {
    static let render = make(
        "render", "write rows as PNGs without comparing",
        help: """
        usage: localeshot render --out DIR [--locales en,de] [--codes DE,FR] [--theme light|dark|both] [--dump]
          Writes DIR/<locale>/<CODE>[-dark].png (and .txt layout dumps with --dump).
        """,
        valued: Selection.options.union(["--out"]), switches: ["--dump"]
    ) { options in
        guard let out = options["--out"] else { throw UsageError(message: "render needs --out DIR") }
        guard options.positional.isEmpty else { throw UsageError(message: "unexpected argument \(options.positional[0]) (see --help)") }
        try OutputPath.check(out, option: "--out", snapshots: OutputPath.snapshotsFolder(), isFolder: true)
        let selection = try Selection(options)
        let typesetter = try Typesetter(fonts: FontSet())
        var count = 0
        for locale in selection.locales {
            let folder = URL(fileURLWithPath: out).appendingPathComponent(locale.identifier)
            for theme in selection.themes {
                for code in selection.codes {
                    let view = try CountryRow(code: code, locale: locale).render(style: RowStyle(theme: theme), with: typesetter)
                    let name = code.alpha2 + (theme == .dark ? "-dark" : "")
                    let status = writePNG(view.image, to: folder.appendingPathComponent(name + ".png").path, createsFolder: true, announces: false)
                    guard status == ExitCode.ok else { return status }
                    if options.has("--dump") {
                        try CLI.write(Array(view.layoutDump.utf8), to: folder.appendingPathComponent(name + ".txt").path, createsFolder: true)
                    }
                    count += 1
                }
            }
        }
        Console.out("rendered \(count) rows to \(out)")
        return ExitCode.ok
    }
}
