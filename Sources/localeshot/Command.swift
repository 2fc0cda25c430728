import Foundation

/// One subcommand: its name, one-line summary, help text and entry point.
struct Command: Sendable {
    let name: String
    let summary: String
    let help: String
    let run: @Sendable ([String]) -> Int32

    static let all: [Command] = [verify, record, accept, render, row, text, diff, report, prune, bench, catalog, widget, gallery]

    static var usage: String {
        "usage: localeshot <command> [options]\n\ncommands:\n"
            + all.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n")
            + "\n\nRun `localeshot <command> --help` for a command's options."
    }

    /// Wraps a command body: `--help`, usage errors → 64.
    static func make(_ name: String, _ summary: String, help: String,
                     valued: Set<String> = [], switches: Set<String> = [], repeatable: Set<String> = [],
                     body: @escaping @Sendable (Options) throws -> Int32) -> Command {
        Command(name: name, summary: summary, help: help) { arguments in
            if arguments.contains("--help") {
                Console.out(help)
                return ExitCode.ok
            }
            do {
                let options = try Options(arguments, valued: valued, switches: switches, repeatable: repeatable)
                return try body(options)
            } catch {
                CLI.fail(CLI.describe(error))
                return ExitCode.of(error)
            }
        }
    }
}
