import Countries
import Foundation
import Raster
import SnapshotCore
import Typesetting
import Widgets

// What the generic harness needs from the renderer, supplied here as values: the render
// environment, the side-by-side captions, rendered views as snapshots, flag diagnoses.

extension RenderEnvironment {
    /// The environment of a typesetter: its C libraries, libpng, and its fonts' SHA-256s, by
    /// file name (a user's font is named without the folder it sits in on this machine).
    public init(typesetter: Typesetter, rowStyleVersion: Int) {
        var libraries = typesetter.libraryVersions
        libraries["libpng"] = PNGCodec.libpngVersion
        let fonts = Dictionary(typesetter.fonts.manifest.fonts.map { (URL(fileURLWithPath: $0.file).lastPathComponent, $0.sha256) }) { first, _ in first }
        self.init(libraries: libraries, fonts: fonts, rowStyleVersion: rowStyleVersion)
        toolchain = Self.swiftCompiler
    }

    /// The compiler that built this binary, as precisely as `#if compiler` can tell.
    static var swiftCompiler: String {
        #if compiler(>=6.4)
        return "Swift 6.4 or later"
        #elseif compiler(>=6.3.2)
        return "Swift 6.3.2"
        #elseif compiler(>=6.3.1)
        return "Swift 6.3.1"
        #elseif compiler(>=6.3)
        return "Swift 6.3"
        #elseif compiler(>=6.2)
        return "Swift 6.2"
        #elseif compiler(>=6.1)
        return "Swift 6.1"
        #else
        return "Swift 6.0"
        #endif
    }

    /// The country names the standard suite draws, by `locale/code`: its environment's
    /// ``localizedNames``, from Foundation's ICU data (1,245 look-ups, ~3 ms: a run does them
    /// on another thread while it sets up).
    public static func standardSuiteNames() -> [String: String] {
        var names: [String: String] = [:]
        names.reserveCapacity(LocaleMatrix.standard.locales.count * CountryCode.allAssigned.count)
        for matrixLocale in LocaleMatrix.standard.locales {
            let locale = matrixLocale.locale
            for code in CountryCode.allAssigned { names["\(matrixLocale.identifier)/\(code.alpha2)"] = code.displayName(in: locale).text }
        }
        return names
    }
}

extension RenderedView {
    /// The view as the harness sees it: an image and its layout dump.
    public var snapshot: RenderedSnapshot { RenderedSnapshot(image: image, layoutDump: layoutDump) }
}

/// Captions for the side-by-side artifact, typeset with the vendored fonts.
public enum SideBySideLabels {
    /// A label renderer for ``ArtifactStore``: 24 px text on the canvas colour. It makes its
    /// own typesetter on first use (FreeType is not thread-safe; the store calls it under a lock).
    public static func renderer() -> ArtifactStore.LabelRenderer {
        let state = LabelState()
        return { text in state.render(text) }
    }

    private final class LabelState: @unchecked Sendable {
        private var typesetter: Typesetter?
        private let lock = NSLock()

        func render(_ text: String) -> Image? {
            lock.lock()
            defer { lock.unlock() }
            if typesetter == nil { typesetter = try? Typesetter(fonts: FontSet()) }
            guard let typesetter,
                  let line = try? typesetter.layout(text, style: TextStyle(language: "en", direction: .leftToRight, pixelSize: 24 * 64)),
                  var image = try? Image(width: Int((line.width + 63) >> 6) + 2, height: 40, fill: ArtifactStore.canvasColor),
                  (try? typesetter.draw(line, on: &image, x: 0, baseline: 30 * 64, color: RGBA(hex: 0x1C1C1E))) != nil
            else { return nil }
            return image
        }
    }
}

extension FlagDiagnosis {
    /// Reference renders of every flag, shared by all diagnoses of a process.
    static let sharedIdentifier = FlagIdentifier()

    /// A job's `diagnose` closure for a country row.
    static func diagnoser(code: CountryCode, locale: MatrixLocale, theme: Theme) -> @Sendable (Image, Image) -> SnapshotDiagnosis? {
        { expected, actual in
            diagnose(code: code, locale: locale, theme: theme, expected: expected, actual: actual, identifier: sharedIdentifier)
                .map { SnapshotDiagnosis(kind: $0.kind.rawValue, text: $0.text) }
        }
    }
}

extension SuiteRunner {
    /// Runs the built-in suites' jobs, each worker with its own typesetter.
    public func run(_ jobs: [TypesetJob], progress: (@Sendable (Int) -> Void)? = nil) -> [Result] {
        run(jobs, makeRenderer: { try Typesetter(fonts: FontSet()) }, progress: progress)
    }
}
