import Countries
import Foundation
import Raster
import LocaleShotSuites
import SnapshotCore
import Typesetting
import Widgets

extension Command {
    static let bench = make(
        "bench", "measure each stage and whole-matrix verify (use a release build)",
        help: """
        usage: localeshot bench [--snapshots DIR] [--jobs N]
               localeshot bench --catalog [--keys 2000] [--modules 60] [--xcstrings] [--keep DIR]
               localeshot bench --scaling [--scale 1]
          Stages over the 1245 light rows (shape, rasterize, encode, decode, hash, diff) in ms/row
          and rows/s; whole-process start-up (one row, as a shell runs it); then whole-matrix
          verify with 1 and N workers, cold (no pixel cache) and
          warm, and a run where every row differs (all artifacts written). Prints Markdown.
          --catalog: generates an app of KEYS keys × 40 languages × 2 platforms in MODULES Android
          modules (kept in DIR with --keep), and times `catalog check` on it: wall time and
          peak memory of the process, as a user runs it. The Apple side is .strings and
          .stringsdict per language, or one Localizable.xcstrings with --xcstrings.
          --scaling: runs each once-quadratic input (attributes on one XML tag, combining marks
          on one character, a long ellipsized label, an inflate-bomb golden, a report of entries
          with distinct locales) at size N and 2N and prints the time ratio: about 2 is linear,
          4 quadratic; over 3 is flagged and exits 1. --scale multiplies every N.
        """,
        valued: ["--snapshots", "--jobs", "--keys", "--modules", "--keep", "--scale"],
        switches: ["--catalog", "--xcstrings", "--scaling"]
    ) { options in
        #if DEBUG
        CLI.note("warning: this is a debug build; run `swift run -c release localeshot bench` for meaningful figures")
        #endif
        if options.has("--scaling") {
            var benchmark = ScalingBenchmark()
            benchmark.scale = try options.positiveInteger("--scale") ?? 1
            return try benchmark.run()
        }
        if options.has("--catalog") {
            var benchmark = CatalogBenchmark()
            benchmark.generator.keys = try options.positiveInteger("--keys") ?? benchmark.generator.keys
            benchmark.generator.modules = try options.positiveInteger("--modules") ?? benchmark.generator.modules
            benchmark.generator.xcstrings = options.has("--xcstrings")
            benchmark.keep = options["--keep"].map { URL(fileURLWithPath: $0, relativeTo: CLI.workingDirectory).standardizedFileURL }
            return try benchmark.run()
        }
        let snapshots = URL(fileURLWithPath: options["--snapshots"] ?? "Snapshots", relativeTo: CLI.workingDirectory).standardizedFileURL
        let workers = try options.positiveInteger("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        return try Benchmark(snapshots: snapshots, workers: workers).run()
    }
}

/// The figures behind the README's performance table.
struct Benchmark {
    let snapshots: URL
    let workers: Int

    func run() throws -> Int32 {
        let typesetter = try Typesetter(fonts: FontSet())
        let rows = LocaleMatrix.standard.locales.flatMap { locale in CountryCode.allAssigned.map { CountryRow(code: $0, locale: locale) } }
        // Warm the glyph caches once, as a verify run's first rows do.
        for row in rows { _ = try row.render(with: typesetter) }

        var lines = ["| stage | ms/row | rows/s |", "| --- | ---: | ---: |"]
        func stage(_ name: String, _ body: () throws -> Void) rethrows {
            let seconds = try time(body)
            let perRow = seconds * 1000 / Double(rows.count)
            lines.append(String(format: "| %@ | %.3f | %.0f |", name, perRow, Double(rows.count) / seconds))
        }
        try stage("shape (bidi, itemize, HarfBuzz: flag + name)") {
            for row in rows {
                let style = RowStyle()
                _ = try typesetter.layout(row.code.flagEmoji, style: TextStyle(language: row.locale.identifier, direction: row.locale.direction, pixelSize: Fixed26_6(style.flagSize * style.scale * 64)))
                _ = try typesetter.layout(row.code.displayName(in: row.locale.locale).text, style: TextStyle(language: row.locale.identifier, direction: row.locale.direction, pixelSize: Fixed26_6(style.nameSize * style.scale * 64)))
            }
        }
        var images: [Image] = []
        try stage("render row (shape + rasterize + composite, cached glyphs)") {
            images = try rows.map { try $0.render(with: typesetter).image }
        }
        var encoded: [[UInt8]] = []
        try stage("encode PNG (libpng)") { encoded = try images.map { try PNGCodec.encode($0) } }
        try stage("encode review PNG (artifacts: one-pass run-length deflate)") { for image in images { _ = try PNGCodec.encodeForReview(image) } }
        try stage("decode PNG (one inflate, direct)") { for bytes in encoded { _ = try PNGCodec.decode(bytes) } }
        stage("hash pixels (cache check)") { for image in images { _ = PixelHash(of: image.pixels) } }
        let copies = try images.map { try Image(width: $0.width, height: $0.height, pixels: $0.pixels.map { $0 }) }
        stage("diff, identical (fast path)") { for (a, b) in zip(images, copies) { _ = PixelDiff.compare(expected: a, actual: b) } }
        let shifted = images.map { image -> Image in
            var copy = image
            copy[0, 0] = RGBA(0, 0, 0)
            return copy
        }
        stage("diff, full YIQ pass") { for (a, b) in zip(images, shifted) { _ = PixelDiff.compare(expected: a, actual: b) } }
        Console.out(lines.joined(separator: "\n"))
        Console.out("")
        try startUpFigures()
        try verifyFigures()
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        Console.out("\npeak memory (this process): \(usage.ru_maxrss / 1024) MB")
        return ExitCode.ok
    }

    /// Whole-process start-up: this executable verifying one row (`verify --codes DE
    /// --locales de`), as a user's shell runs it, after one warm-up; median of 11 runs.
    private func startUpFigures() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("localeshot-bench-startup-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = ["verify", "--codes", "DE", "--locales", "de", "--snapshots", snapshots.path]
        var walls: [Double] = []
        for run in 0..<12 {
            let (wall, status, _) = try ChildProcess.runSelf(arguments, output: output)
            guard status == 0 else { throw UsageError(message: "`localeshot \(arguments.joined(separator: " "))` failed (exit \(status)); see \(output.path)") }
            if run > 0 { walls.append(wall) }
        }
        walls.sort()
        Console.out(String(format: "| whole process, one row (`verify --codes DE --locales de`), warm | median %.1f ms | min %.1f ms | max %.1f ms |",
                           walls[walls.count / 2] * 1000, walls[0] * 1000, walls[walls.count - 1] * 1000))
        Console.out("")
    }

    /// Whole-matrix verify in-process: cold and warm cache, 1 and N workers, and all rows differing.
    private func verifyFigures() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("localeshot-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let typesetter = try Typesetter(fonts: FontSet())
        let environment = RenderEnvironment(typesetter: typesetter, rowStyleVersion: RowStyle.version)
        let jobs = try StandardSuite.jobs()
        var lines = ["| whole-matrix verify (\(jobs.count) snapshots + dumps) | jobs | seconds |", "| --- | ---: | ---: |"]
        for count in Array(Set([1, workers])).sorted() {
            for warm in [false, true] {
                let cache = GoldenPixelCache(file: scratch.appendingPathComponent("cache-\(count).txt"))
                if warm { _ = try runner(environment, cache, count, snapshots, scratch).run(jobs) }
                let runner = try runner(environment, cache, count, snapshots, scratch)
                var failures = 0
                let seconds = time { failures = runner.run(jobs).filter { !$0.passed }.count }
                lines.append(String(format: "| %@%@ | %d | %.3f |", warm ? "warm pixel cache" : "cold (decode every golden)",
                                    failures > 0 ? " — \(failures) FAILED" : "", count, seconds))
            }
        }
        // Every row differs: goldens with the red channel inverted stand in for a font upgrade.
        let differing = scratch.appendingPathComponent("differing")
        let store = GoldenStore(root: differing)
        for job in jobs {
            let image = try job.render(typesetter).image
            var pixels = image.pixels
            for index in stride(from: 0, to: pixels.count, by: 4) { pixels[index] = 255 - pixels[index] }
            try store.write(PNGCodec.encode(Image(width: image.width, height: image.height, pixels: pixels)), for: job.imageKey)
            if let dumpKey = job.dumpKey, let dump = try GoldenStore(root: snapshots).read(dumpKey) { try store.write(dump, for: dumpKey) }
        }
        let runner = try runner(environment, nil, workers, differing, scratch)
        var failing = 0
        let seconds = time { failing = runner.run(jobs).filter { !$0.passed }.count }
        lines.append(String(format: "| every row differs (%d failing, all artifacts + diagnosis) | %d | %.3f |", failing, workers, seconds))
        Console.out(lines.joined(separator: "\n"))
    }

    private func runner(_ environment: RenderEnvironment, _ cache: GoldenPixelCache?, _ workers: Int, _ root: URL, _ scratch: URL) throws -> SuiteRunner {
        let verifier = SnapshotVerifier(store: GoldenStore(root: root),
                                        artifacts: ArtifactStore(root: scratch.appendingPathComponent("artifacts-\(UUID().uuidString)"), labelRenderer: SideBySideLabels.renderer()),
                                        environment: environment, cache: cache)
        return SuiteRunner(verifier: verifier, mode: .never, workers: workers)
    }

    private func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
