import Countries
import Foundation

extension Command {
    static let verify = make(
        "verify", "render the standard matrix (for now: print the country table)",
        help: "usage: localeshot verify"
    ) { _ in
        let matrix = LocaleMatrix.standard
        print((["code", "num", "region"] + matrix.locales.map(\.identifier)).joined(separator: "\t"))
        for code in CountryCode.allAssigned {
            let names = matrix.locales.map { code.displayName(in: $0.locale).text }
            let region = code.record.region?.englishName ?? "-"
            print(([code.flagEmoji + " " + code.alpha2, code.record.numeric, region] + names).joined(separator: "\t"))
        }
        print("\(CountryCode.allAssigned.count) codes × \(matrix.locales.count) locales")
        return ExitCode.ok
    }
}
