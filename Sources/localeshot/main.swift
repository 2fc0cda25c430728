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
    Console.out(Command.usage)
    exitCode = ExitCode.ok
} else if let name = arguments.first {
    CLI.fail("unknown command \"\(name)\"; run `localeshot --help` for the commands")
    exitCode = ExitCode.usage
} else {
    Console.err(Command.usage)
    exitCode = ExitCode.usage
}
if let failure = Console.failure {
    // Output was lost: the command did not do its job, whatever it computed.
    if failure.stream == "standard output" { Console.err("localeshot: cannot write to \(failure.stream): \(failure.reason)") }
    exit(ExitCode.ioError)
}
exit(exitCode)
