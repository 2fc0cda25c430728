// swift-tools-version:6.0
import PackageDescription

// MARK: - System libraries (module.modulemap + shim.h, no logic)

/// One Debian/Homebrew C library, reached through pkg-config.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String], brew: [String]) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt(apt), .brew(brew)])
}

let systemLibraries: [Target] = [
    systemLibrary("CFreeType", pkgConfig: "freetype2", apt: ["libfreetype-dev"], brew: ["freetype"]),
    systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: ["libharfbuzz-dev"], brew: ["harfbuzz"]),
    systemLibrary("CFriBiDi", pkgConfig: "fribidi", apt: ["libfribidi-dev"], brew: ["fribidi"]),
    systemLibrary("CPNG", pkgConfig: "libpng", apt: ["libpng-dev"], brew: ["libpng"]),
    // libpng's own inflater, used directly to bound image data before libpng reads it.
    systemLibrary("CZlib", pkgConfig: "zlib", apt: ["zlib1g-dev"], brew: ["zlib"]),
    // OpenSSL's libcrypto, for SHA-256 (the fonts' hashes) with the CPU's SHA extensions.
    systemLibrary("CCrypto", pkgConfig: "libcrypto", apt: ["libssl-dev"], brew: ["openssl@3"]),
    // libdeflate: whole-buffer inflate and CRC-32 with the CPU's vector units, for goldens.
    systemLibrary("CDeflate", pkgConfig: "libdeflate", apt: ["libdeflate-dev"], brew: ["libdeflate"]),
]

// MARK: - C targets over system libraries (plain C types in their headers)

let cTargets: [Target] = [
    // CLDR plural rules from ICU (libicu-dev): a C file includes <unicode/upluralrules.h>, so no
    // Swift module imports ICU's headers (they clash with the toolchain's _FoundationICU).
    .target(name: "CPluralRules", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
]

// MARK: - Library layers (dependencies point one way, top to bottom)

let layers: [Target] = [
    // Confined, link-free, size-capped file access and atomic writes. Foundation only.
    .target(name: "SafeFiles"),
    // ISO 3166-1 data, validated codes, flags, localized display names. Foundation only.
    .target(name: "Countries"),
    // ISO 4217 currencies, BCP 47 language tags, Gregorian months: validated identities. Foundation only.
    .target(name: "Identifiers"),
    // Android strings.xml, Apple .xcstrings and .strings readers, placeholder and key mapping,
    // cross-platform catalog checks, CLDR plural categories (CPluralRules). Foundation otherwise.
    .target(name: "StringCatalogs", dependencies: ["SafeFiles", "CPluralRules"]),
    // RGBA8 images, integer compositing, PNG codec (libpng simplified API, image data
    // bounded with zlib first; the common PNG inflated whole by libdeflate), SHA-256 (libcrypto).
    .target(name: "Raster", dependencies: ["CPNG", "CZlib", "CCrypto", "CDeflate"]),
    // Fonts and fallback, bidi, shaping, glyph rasterization, layout dump.
    .target(name: "Typesetting", dependencies: ["SafeFiles", "Countries", "Raster", "CFreeType", "CHarfBuzz", "CFriBiDi"]),
    // Text in boxes: rows mirrored under RTL, alignment, truncation, shrink-to-fit, wrapping
    // (UAX #14 through ICU, CPluralRules); every laid-out text knows whether it fits.
    .target(name: "Layout", dependencies: ["Countries", "Raster", "Typesetting", "CPluralRules"]),
    // The system under test: country rows and the list widget.
    .target(name: "Widgets", dependencies: ["Countries", "Identifiers", "Raster", "Typesetting", "Layout"]),
    // The generic harness: golden store, record modes, pixel diff, artifacts, environment
    // manifest, run records, reports, the parallel runner. Knows images and texts only.
    .target(name: "SnapshotCore", dependencies: ["SafeFiles", "Raster"]),
    // The built-in suites (standard matrix, string catalogs) and the flag diagnosis.
    .target(name: "LocaleShotSuites", dependencies: ["SnapshotCore", "Countries", "Identifiers", "StringCatalogs", "Raster", "Typesetting", "Layout", "Widgets"]),
    // assertSnapshot for Swift Testing and XCTest: the only module importing them.
    // One import to draw a view: re-exports Countries, Raster, Typesetting, Layout and Widgets.
    .target(name: "LocaleShot", dependencies: ["Countries", "Raster", "Typesetting", "Layout", "Widgets"]),
    .target(name: "LocaleShotTesting", dependencies: ["LocaleShot", "SafeFiles", "SnapshotCore", "LocaleShotSuites", "Widgets", "Countries", "Raster", "Typesetting"]),
]

// MARK: - Command-line tool

// A release build on Linux links the Swift runtime and Foundation statically: the dynamic
// loader's symbol binding across libswiftCore, Foundation and ICU cost every process ~8 ms
// (one-row verify 38 → 30 ms, whole matrix 223 → 199 ms; README "Performance"). The flags sit on
// the executable only, so packages that depend on LocaleShot's libraries (even by URL) are
// unaffected; the main module is compiled with them too, so its imports autolink the static
// libraries' own dependencies.
let staticRuntime: [String] = ["-static-stdlib"]

let tools: [Target] = [
    .executableTarget(name: "localeshot", dependencies: ["SafeFiles", "LocaleShotSuites", "Countries", "Raster", "Typesetting", "Widgets", "SnapshotCore", "StringCatalogs"],
                      swiftSettings: [.unsafeFlags(staticRuntime, .when(platforms: [.linux], configuration: .release))],
                      linkerSettings: [.unsafeFlags(staticRuntime, .when(platforms: [.linux], configuration: .release))]),
]

// MARK: - Tests

let tests: [Target] = [
    // Helpers shared by the test targets: PNG builder, fixtures, process runner.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CountriesTests", dependencies: ["Countries"]),
    .testTarget(name: "IdentifiersTests", dependencies: ["Identifiers"]),
    .testTarget(name: "StringCatalogsTests", dependencies: ["StringCatalogs", "TestSupport"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
    .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "Countries", "TestSupport"]),
    .testTarget(name: "SnapshotCoreTests", dependencies: ["LocaleShotSuites", "SnapshotCore", "Widgets", "Typesetting", "Raster", "Countries", "TestSupport", "localeshot"]),
    .testTarget(name: "LocaleShotTestingTests", dependencies: ["LocaleShotSuites", "LocaleShotTesting", "SnapshotCore", "Widgets", "Typesetting", "Countries", "TestSupport"]),
    .testTarget(name: "LocaleShotCLITests", dependencies: ["LocaleShotSuites", "SnapshotCore", "Countries", "TestSupport", "localeshot"]),
    // The committed locale-matrix suite (goldens in Snapshots/) and its canary.
    .testTarget(name: "LocaleShotSuite", dependencies: ["LocaleShotSuites", "LocaleShotTesting", "SnapshotCore", "Widgets", "Identifiers", "Typesetting", "Raster", "Countries", "TestSupport"]),
    // Seeded fuzz/property tests over decode, verify, catalog readers and the typesetter.
    .testTarget(name: "FuzzTests", dependencies: ["LocaleShotSuites", "Raster", "SnapshotCore", "StringCatalogs", "Typesetting", "TestSupport"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout", "Typesetting", "Raster", "Countries", "CPluralRules", "TestSupport"]),
    .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "Layout", "Typesetting", "Raster", "Countries", "TestSupport", "localeshot"]),
]

// MARK: - Package

let package = Package(
    name: "LocaleShot",
    // macOS 15: `Synchronization.Mutex`. Linux ignores this.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SafeFiles", targets: ["SafeFiles"]),
        .library(name: "Countries", targets: ["Countries"]),
        .library(name: "Identifiers", targets: ["Identifiers"]),
        .library(name: "StringCatalogs", targets: ["StringCatalogs"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Widgets", targets: ["Widgets"]),
        .library(name: "SnapshotCore", targets: ["SnapshotCore"]),
        .library(name: "LocaleShotSuites", targets: ["LocaleShotSuites"]),
        .library(name: "LocaleShot", targets: ["LocaleShot"]),
        .library(name: "LocaleShotTesting", targets: ["LocaleShotTesting"]),
        .executable(name: "localeshot", targets: ["localeshot"]),
    ],
    targets: systemLibraries + cTargets + layers + tools + tests
)
