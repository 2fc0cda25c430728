import Foundation
import SafeFiles
import Raster
import SnapshotCore

extension Command {
    static let diff = make(
        "diff", "compare two PNGs with the harness's pixel diff",
        help: """
        usage: localeshot diff EXPECTED.png ACTUAL.png [--out DIFF.png] [--threshold 0.1] [--max-pixels 0] [--json]
          Prints the measured figures. Exit 0 match, 1 differ, 65 not a PNG, 66 missing file.
        """,
        valued: ["--out", "--threshold", "--max-pixels"], switches: ["--json"]
    ) { options in
        guard options.positional.count == 2 else { throw UsageError(message: "diff needs two PNG files") }
        var diffOptions = DiffOptions()
        if let value = options["--threshold"] {
            guard let threshold = Double(value), (0...1).contains(threshold) else {
                throw UsageError(message: "--threshold must be a number in 0…1, not \(value)")
            }
            diffOptions.threshold = threshold
        }
        if let value = options["--max-pixels"] {
            guard let count = Int(value), count >= 0 else { throw UsageError(message: "--max-pixels must be ≥ 0, not \(value)") }
            diffOptions.maxDifferingPixels = count
        }
        let images = try options.positional.map { path throws -> Image in
            guard let bytes = try FileReading.readUserFile(path: path, cap: GoldenStore.maxPNGBytes) else {
                throw InputError(message: "\(path): no such file", exitCode: ExitCode.noInput)
            }
            do { return try PNGCodec.decode(bytes) } catch {
                throw InputError(message: "\(path): \(error)", exitCode: ExitCode.dataError)
            }
        }
        let result = PixelDiff.compare(expected: images[0], actual: images[1], options: diffOptions, drawDiff: options["--out"] != nil)
        if let out = options["--out"], let image = result.diffImage { try CLI.write(PNGCodec.encode(image), to: out) }
        if options.has("--json") {
            let fields: [String: Any] = ["match": result.passes, "differingPixels": result.differingPixels,
                                         "antiAliasedPixels": result.antiAliasedPixels, "differingRatio": result.differingRatio,
                                         "largestDelta": result.largestDelta, "threshold": diffOptions.threshold,
                                         "summary": result.summary]
            let data = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
            Console.write(bytes: Array(data) + [0x0A])
        } else {
            Console.out("\(result.passes ? "match" : "differ"): \(result.summary)")
        }
        return result.passes ? ExitCode.ok : ExitCode.mismatch
    }
}

/// An input problem with its own exit code (65 bad data, 66 missing input).
struct InputError: Error, CustomStringConvertible {
    let message: String
    let exitCode: Int32
    var description: String { message }
}
