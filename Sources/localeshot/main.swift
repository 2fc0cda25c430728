import Countries
import Foundation
import Raster
import Typesetting
import Widgets

// The command-line entry point: table-driven, hand-parsed (no outside packages).

let arguments = Array(CommandLine.arguments.dropFirst())
let exitCode: Int32
if let name = arguments.first, let command = Command.all.first(where: { $0.name == name }) {
    exitCode = command.run(Array(arguments.dropFirst()))
} else if arguments.first == "--help" || arguments.first == "help" {
    print(Command.usage)
    exitCode = ExitCode.ok
} else {
    CLI.fail(arguments.first.map { "unknown command \"\($0)\"\n\(Command.usage)" } ?? Command.usage)
    exitCode = ExitCode.usage
}
exit(exitCode)
