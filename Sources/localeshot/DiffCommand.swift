import Foundation
import Raster
import SafeFiles
import SnapshotCore

extension Command {
    static let diff = make(
        "diff", "compare two PNGs with the harness's pixel diff",
        help: """
        usage: localeshot diff EXPECTED.png ACTUAL.png [--out DIFF.png] [options] [--json]
          The harness's comparison (pixelmatch 7.2.0's, with its options) on two files.
          --threshold 0.1        per-pixel colour threshold, 0…1
          --max-pixels 0         differing pixels tolerated
          --include-aa           count anti-aliased pixels as differences
          --alpha 0.1            opacity of unchanged pixels in the diff image, 0…1
          --aa-color FFFF00      colour of anti-aliased pixels (RRGGBB)
          --diff-color FF0000    colour of changed pixels
          --diff-color-alt C     colour of changed pixels that got darker (default: --diff-color)
          --diff-mask            draw only the differences, on a transparent background
          --json                 the figures as JSON, with both images' sizes
          Exit 0 match, 1 differ, 64 usage, 65 not a PNG (or not a regular file), 66 missing file.
        """,
        valued: ["--out", "--threshold", "--max-pixels", "--alpha", "--aa-color", "--diff-color", "--diff-color-alt"],
        switches: ["--json", "--include-aa", "--diff-mask"]
    ) { options in
        guard options.positional.count == 2 else { throw UsageError(message: "diff needs two PNG files") }
        let diffOptions = try DiffCommandOptions.parse(options)
        if let out = options["--out"] {
            try OutputPath.check(out, option: "--out", snapshots: OutputPath.snapshotsFolder(),
                                 inputs: options.positional.map { URL(fileURLWithPath: $0, relativeTo: CLI.workingDirectory) })
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
                                         "expectedSize": [images[0].width, images[0].height],
                                         "actualSize": [images[1].width, images[1].height],
                                         "summary": result.summary]
            let data = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
            Console.write(bytes: Array(data) + [0x0A])
        } else {
            Console.out("\(result.passes ? "match" : "differ"): \(result.summary)")
        }
        return result.passes ? ExitCode.ok : ExitCode.mismatch
    }
}

/// `diff`'s pixelmatch options, each validated with a usage error naming it.
enum DiffCommandOptions {
    static func parse(_ options: Options) throws(UsageError) -> DiffOptions {
        var diffOptions = DiffOptions()
        if let value = options["--threshold"] { diffOptions.threshold = try unit(value, "--threshold") }
        if let value = options["--alpha"] { diffOptions.alpha = try unit(value, "--alpha") }
        if let value = options["--max-pixels"] {
            guard let count = Int(value), count >= 0 else { throw UsageError(message: "--max-pixels must be ≥ 0, not \(value)") }
            diffOptions.maxDifferingPixels = count
        }
        if let value = options["--aa-color"] { diffOptions.antiAliasColor = try color(value, "--aa-color") }
        if let value = options["--diff-color"] { diffOptions.changeColor = try color(value, "--diff-color") }
        if let value = options["--diff-color-alt"] { diffOptions.darkerChangeColor = try color(value, "--diff-color-alt") }
        diffOptions.includeAntiAliasing = options.has("--include-aa")
        diffOptions.diffMask = options.has("--diff-mask")
        return diffOptions
    }

    static func unit(_ value: String, _ option: String) throws(UsageError) -> Double {
        guard let number = Double(value), number.isFinite, (0...1).contains(number) else {
            throw UsageError(message: "\(option) must be a number in 0…1, not \(value)")
        }
        return number
    }

    /// `RRGGBB` (or `#RRGGBB`) hex.
    static func color(_ value: String, _ option: String) throws(UsageError) -> RGBA {
        let hex = value.hasPrefix("#") ? String(value.dropFirst()) : value
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let number = UInt32(hex, radix: 16) else {
            throw UsageError(message: "\(option) must be a colour RRGGBB, not \(value)")
        }
        return RGBA(UInt8(number >> 16), UInt8(number >> 8 & 0xFF), UInt8(number & 0xFF))
    }
}

/// An input problem with its own exit code (65 bad data, 66 missing input).
struct InputError: Error, CustomStringConvertible {
    let message: String
    let exitCode: Int32
    var description: String { message }
}
