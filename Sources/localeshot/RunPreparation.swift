import Foundation
import LocaleShotSuites
import SnapshotCore
import Typesetting
import Widgets

/// What a suite run needs before its first row besides the jobs, begun as soon as the run is
/// known: the render environment, and on other threads the localized names the environment
/// records (1,245 ICU look-ups, which the rows then find made), the golden pixel cache and the
/// colour glyphs (flags) an earlier run of this very executable decoded. `verify` makes it
/// before building its jobs, so the other core reads while this one builds them.
struct RunPreparation {
    let environment: RenderEnvironment
    let names: Background<[String: String]>
    let cache: Background<GoldenPixelCache>?
    /// The colour-glyph file and the identity it must carry; `nil` identity: not used.
    let glyphFile: URL
    let glyphIdentity: String?
    /// How many glyph records were adopted from the file.
    let glyphs: Background<Int>?

    /// `expectedRows`: how many rows the run draws, at least (a small run leaves the glyph
    /// file alone: ``ColourGlyphStore/worthwhileRows``).
    init(useCache: Bool, expectedRows: Int) throws {
        environment = RenderEnvironment(typesetter: try Typesetter(fonts: FontSet()), rowStyleVersion: RowStyle.version)
        glyphFile = ColourGlyphStore.defaultFile(packageRoot: CLI.workingDirectory)
        glyphIdentity = useCache && expectedRows >= ColourGlyphStore.worthwhileRows ? ColourGlyphStore.identity(libraries: environment.libraries) : nil
        // The glyphs, the most to read, first.
        glyphs = glyphIdentity.map { [glyphFile] identity in Background { ColourGlyphStore.load(from: glyphFile, identity: identity) } }
        names = Background { RenderEnvironment.standardSuiteNames() }
        let cacheFile = GoldenPixelCache.defaultFile(packageRoot: CLI.workingDirectory)
        cache = useCache ? Background { GoldenPixelCache(file: cacheFile) } : nil
    }
}
