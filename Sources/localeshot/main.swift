import Countries
import Foundation

// The command-line entry point. For now it prints the country table under the standard
// matrix; the renderer and the snapshot harness turn `verify` into the full comparison.

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "table", "verify":
    let matrix = LocaleMatrix.standard
    print((["code", "num", "region"] + matrix.locales.map(\.identifier)).joined(separator: "\t"))
    for code in CountryCode.allAssigned {
        let names = matrix.locales.map { code.displayName(in: $0.locale).text }
        let region = code.record.region?.englishName ?? "-"
        print(([code.flagEmoji + " " + code.alpha2, code.record.numeric, region] + names).joined(separator: "\t"))
    }
    print("\(CountryCode.allAssigned.count) codes × \(matrix.locales.count) locales")
default:
    FileHandle.standardError.write(Data("usage: localeshot verify\n".utf8))
    exit(64)
}
