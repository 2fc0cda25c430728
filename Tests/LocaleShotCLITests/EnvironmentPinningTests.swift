import Foundation
import TestSupport
import Testing

/// The environment variables FreeType and HarfBuzz read change nothing: LocaleShot builds its
/// FreeType library without `FREETYPE_PROPERTIES`, sets HarfBuzz's OpenType font functions
/// and asks for the OpenType shaper by name. (`HB_SHAPER_LIST=fallback` used to drop every
/// GSUB/GPOS feature: 589 of 616 ar/ja snapshots failed.)
@Suite("Rendering ignores the libraries' environment variables")
struct EnvironmentPinningTests {
    @Test(arguments: [
        ["HB_SHAPER_LIST": "fallback"],
        ["HB_FONT_FUNCS": "ft"],
        ["HB_OPTIONS": "aat"],
        ["FREETYPE_PROPERTIES": "cff:no-stem-darkening=0 autofitter:no-stem-darkening=0 truetype:interpreter-version=35"],
    ])
    func verifyStillMatches(environment: [String: String]) throws {
        let artifacts = try Fixtures.temporaryDirectory("pinning")
        let result = try localeshot(["verify", "--locales", "ar,ja", "--codes", "EG,JP,DE,SA,IL,KR", "--jobs", "2",
                                     "--artifacts", artifacts.path], environment: environment)
        #expect(result.status == 0, "\(environment): \(result.stdout)\(result.stderr)")
    }
}
